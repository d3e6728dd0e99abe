/**
 * The hydration gate (issue 18): on a page whose first picture is its largest paint, the page's
 * modules stay off the line until that picture has arrived and painted, so on a slow phone the
 * picture does not share the connection with ~110 KB of JavaScript. entry.server.tsx holds back
 * React Router's module preloads, makes its module script inert and writes this function after it,
 * serialized, in an inline script with the response's CSP nonce. It releases the modules (the
 * preloads, then the same module script with the same nonce, in the inert one's place, so
 * hydration finds the markup the server rendered) on the first of:
 *  - the picture has loaded (or failed), been decoded, and two frames have been painted since
 *    (in a hidden tab, which paints nothing, at once);
 *  - any interaction: pointerdown, touchstart, keydown, focusin;
 *  - a cap, `capMs` after DOMContentLoaded.
 * A click on a button before the page has hydrated would be lost (its handler is not attached
 * yet): it is held and clicked again once the root has marked the page hydrated
 * (`<html data-hydrated>`). Links and everything else keep working natively.
 *
 * Runs in the browser as its own script: self-contained, no imports, no closures over module scope.
 */
export function hydrationGate(preloads: string[], capMs: number): void {
  const gate = document.currentScript as HTMLScriptElement;
  const held = gate.previousElementSibling as HTMLScriptElement;
  const nonce = gate.nonce;
  const root = document.documentElement;
  const picture = document.querySelector<HTMLImageElement>("img[fetchpriority=high]");
  const interactions = ["pointerdown", "touchstart", "keydown", "focusin"];
  const heldClicks: HTMLElement[] = [];
  gate.remove();
  root.dataset.gate = "held";

  const release = () => {
    if (root.dataset.gate !== "held") return;
    root.dataset.gate = "released";
    for (const type of interactions) removeEventListener(type, release, true);
    for (const href of preloads) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      link.nonce = nonce;
      document.head.append(link);
    }
    const script = document.createElement("script");
    script.type = "module";
    script.async = true;
    script.nonce = nonce;
    script.textContent = held.textContent;
    held.replaceWith(script);
  };

  // A click on a button before hydration: kept from the page (no form is sent without its
  // handler) and clicked again once the page is hydrated.
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    if (!button || button.closest("a[href]")) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!heldClicks.includes(button)) heldClicks.push(button);
    release();
  };
  addEventListener("click", onClick, true);
  new MutationObserver((_records, observer) => {
    if (root.dataset.hydrated === undefined) return;
    observer.disconnect();
    removeEventListener("click", onClick, true);
    for (const button of heldClicks) if (button.isConnected) button.click();
  }).observe(root, { attributes: true, attributeFilter: ["data-hydrated"] });

  for (const type of interactions) addEventListener(type, release, { capture: true, passive: true });
  document.addEventListener("DOMContentLoaded", () => setTimeout(release, capMs));

  // Decoded, then two frames: painted. A hidden tab paints nothing (and runs no frames): at once.
  const afterPaint = () => {
    if (document.visibilityState === "hidden") return release();
    const painted = () => requestAnimationFrame(() => requestAnimationFrame(release));
    if (picture) picture.decode().then(painted, painted);
    else painted();
  };
  document.addEventListener("visibilitychange", () => document.visibilityState === "hidden" && release());
  if (!picture || picture.complete) afterPaint();
  else {
    picture.addEventListener("load", afterPaint);
    picture.addEventListener("error", afterPaint);
  }
}
