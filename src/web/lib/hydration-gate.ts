/**
 * The hydration gate (issue 18): on a page whose first picture is its largest paint, the page's
 * modules stay off the line until that picture has been painted, so on a slow phone the picture
 * does not share the connection with ~110 KB of JavaScript. entry.server.tsx holds back React
 * Router's module preloads (into an inert <template> just before the module script), makes its
 * module script inert and writes this function after it, minified at build time (vite.config.ts,
 * `?inline-script`), in an inline script with the response's CSP nonce. It releases the modules
 * (the preloads into <head>, then the same module script with the same nonce, in the inert one's
 * place, so hydration finds the markup the server rendered) on the first of:
 *  - the browser has reported the picture's largest-contentful-paint entry: it is on the screen
 *    (where browsers do not report those, the picture decoded and two frames painted; a picture
 *    that is never the largest paint, 0.5 s after it loaded);
 *  - the tab is or becomes hidden (a hidden tab paints nothing);
 *  - any interaction: pointerdown, touchstart, keydown, focusin;
 *  - a cap, `capMs` after DOMContentLoaded.
 * Released at paint time rather than two animation frames after decoding: frames are run before
 * the compositor presents them, and modules asked for in between were still counted into the
 * largest paint (Lighthouse's pessimistic estimate: LCP 1.65 s instead of 1.25 s in one run of two).
 * A click on a button before the page has hydrated would be lost (its handler is not attached
 * yet): it is held (`window.__gateClicks`) and the root clicks it again once the page has
 * hydrated (components/layout/document.tsx). Links and everything else keep working natively.
 *
 * Runs in the browser as its own script: self-contained, no imports, no closures over module scope.
 */
export function hydrationGate(capMs: number): void {
  const gate = document.currentScript as HTMLScriptElement;
  const held = gate.previousElementSibling as HTMLScriptElement;
  const preloads = held.previousElementSibling as HTMLTemplateElement;
  const nonce = gate.nonce;
  const root = document.documentElement;
  const picture = document.querySelector<HTMLImageElement>("img[fetchpriority=high]");
  const heldClicks: HTMLElement[] = ((window as GateWindow).__gateClicks = []);
  gate.remove();
  root.dataset.gate = "held";

  const release = () => {
    if (root.dataset.gate !== "held") return;
    root.dataset.gate = "released";
    document.head.append(preloads.content);
    preloads.remove();
    const script = document.createElement("script");
    script.type = "module";
    script.async = true;
    script.nonce = nonce;
    script.textContent = held.textContent;
    held.replaceWith(script);
  };

  // A click on a button before hydration: kept from the page (no form is sent without its
  // handler) and clicked again by the root once the page is hydrated.
  addEventListener(
    "click",
    (event) => {
      const button = event.target instanceof Element ? event.target.closest("button") : null;
      if (root.dataset.hydrated !== undefined || !button || button.closest("a[href]")) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (!heldClicks.includes(button)) heldClicks.push(button);
      release();
    },
    true,
  );

  // Once released, these listeners find the gate open and do nothing.
  for (const type of ["pointerdown", "touchstart", "keydown", "focusin"]) addEventListener(type, release, { capture: true, passive: true });
  document.addEventListener("DOMContentLoaded", () => setTimeout(release, capMs));
  const onHidden = () => document.visibilityState === "hidden" && release();
  document.addEventListener("visibilitychange", onHidden);
  onHidden();
  if (!picture) return release();

  const reportsPaints = PerformanceObserver.supportedEntryTypes.includes("largest-contentful-paint");
  if (reportsPaints) {
    new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => (entry as LargestContentfulPaint).element === picture)) release();
    }).observe({ type: "largest-contentful-paint", buffered: true });
  }
  // Where paints are not reported: the picture decoded, then two frames. Where they are, this
  // releases a picture that never became the largest paint, half a second later.
  const loaded = () => {
    const painted = () => setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(release)), reportsPaints ? 500 : 0);
    picture.decode().then(painted, painted);
  };
  if (picture.complete) loaded();
  else {
    picture.addEventListener("load", loaded);
    picture.addEventListener("error", loaded);
  }
}

/** Buttons clicked before hydration, which the root clicks again once the page has hydrated. */
export type GateWindow = Window & { __gateClicks?: HTMLElement[] };
