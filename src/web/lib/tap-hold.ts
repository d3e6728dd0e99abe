import type { GateWindow } from "./hydration-gate";

/**
 * Taps before hydration (ADR 0019): a button's handler comes with hydration, so until then a tap
 * on a button of the server's markup did nothing (Add to Cart on a menu whose first card has no
 * picture, where no hydration gate holds the page's code back), or sent its form natively. On
 * every page the server writes this function at the end of <head> (page-html.server.ts; with the
 * gate, in the gate's script), minified at build time (vite.config.ts, `?inline-script`), in an
 * inline script with the response's CSP nonce. A click on a button or a choice before the page has
 * hydrated is kept from the page and held (one tapped twice, once: it is one intent, repeated
 * because nothing answered) in `window.__gateClicks`; the root clicks each again once the page
 * has hydrated (components/layout/document.tsx). Links and everything else keep working natively.
 * What is held is marked `data-held` at once, so that it shows pressed until the page has
 * hydrated and the root clicks it again (app.css; ADR 0026).
 *
 * Runs in the browser as its own script: self-contained, no imports, no closures over module scope.
 */
export function holdTaps(): void {
  const held: HTMLElement[] = ((window as GateWindow).__gateClicks = []);
  addEventListener(
    "click",
    (event) => {
      // A button, or a choice: a radio or checkbox in its label (the menu card's chips). A choice
      // the browser ticked before hydration would stay ticked on screen (hydration leaves it as
      // it finds it) while the card's state holds the default, which Add to Cart would add.
      const button = (event.target as Element).closest?.("button,label") as HTMLLabelElement | null;
      if (!button || document.documentElement.dataset.hydrated !== undefined || button.closest("a[href]")) return;
      // (A button has no `control`; a label's is its input.)
      if (button.control && !/radio|checkbox/.test((button.control as HTMLInputElement).type)) return;
      event.preventDefault();
      // Kept from the page's own listeners (React's, on the document), not from the gate's on
      // window, which releases the page's code on it.
      event.stopPropagation();
      button.dataset.held = "";
      if (!held.includes(button)) held.push(button);
      load();
    },
    true,
  );
  // Code a tap needs, loaded before the tap (ADR 0026; the menu card's Add to Cart, checkout's
  // Pay): when the browser is next idle, the page's own work done (where there is no
  // requestIdleCallback, as in Safari, setTimeout takes the options as a delay of 0); at once
  // when a tap is held, so that its code arrives while the page hydrates. `__ahead` is set while
  // these imports start: a chunk gone after a rolling restart then reloads nothing (vite.config.ts,
  // the preload helper); the browser remembers the failure, and the tap's own import reloads once.
  const waiting: (() => unknown)[] = [];
  const load = () => {
    (window as GateWindow).__ahead = true;
    waiting.splice(0).map((code) => code());
    (window as GateWindow).__ahead = false;
  };
  (window as GateWindow).__beforeTap = (code) => {
    waiting.push(code);
    if (held.length) load();
    else (window.requestIdleCallback ?? setTimeout)(load, { timeout: 1_500 } as never);
  };
}
