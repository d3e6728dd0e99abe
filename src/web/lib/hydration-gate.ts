/**
 * The hydration gate (ADR 0019): on a page whose first picture is its largest paint, the page's
 * modules stay off the line until that picture has been painted, so on a slow phone the picture
 * does not share the connection with ~110 KB of JavaScript, nor with the pictures further down
 * (lazy, but within the browser's lazy-loading distance, 1,250 px and more on a phone: they were
 * fetched with the first one). page-html.server.ts holds back React Router's module preloads (into an
 * inert <template> just before the module script), makes its module script inert and writes this
 * function at the end of <head>, minified at build time (vite.config.ts, `?inline-script`), in an
 * inline script with the response's CSP nonce. From there it finds each lazy picture the parser
 * has added, once a frame, and takes its address off; the root gives the addresses back once the
 * page has hydrated (or the gate itself, 3 × capMs after releasing, if the page never hydrates).
 * Once the document is parsed, it releases the modules (the preloads into <head>, then the same
 * module script with the same nonce, in the inert one's place, so hydration finds the markup the
 * server rendered) on the first of:
 *  - the browser has reported the picture's largest-contentful-paint entry: it is on the screen
 *    (a picture that is never the largest paint, or one in a browser that does not report
 *    paints: half a second and two frames after it loaded);
 *  - the tab is or becomes hidden (a hidden tab paints nothing);
 *  - any interaction: pointerdown, touchstart, keydown, focusin, wheel, click;
 *  - a cap, `capMs` after DOMContentLoaded.
 * Released at paint time rather than two animation frames after decoding: frames are run before
 * the compositor presents them, and modules asked for in between were still counted into the
 * largest paint (Lighthouse's pessimistic estimate: LCP 1.65 s instead of 1.25 s in one run of two).
 * A click on a button before the page has hydrated is held by lib/tap-hold.ts, which runs on
 * every page (here in the same script), and clicked again by the root once the page has hydrated.
 *
 * Runs in the browser as its own script: self-contained, no imports, no closures over module scope.
 */
export function hydrationGate(capMs: number): void {
  const gate = document.currentScript as HTMLScriptElement;
  const nonce = gate.nonce;
  const root = document.documentElement;
  const pictures: [img: HTMLImageElement, srcset: string | null, src: string][] = [];
  // Gives the held pictures their addresses back, once: the root calls it when the page has
  // hydrated; if it never does (the modules failed to load, or hydration threw), the gate calls
  // it itself a while after releasing, so that the pictures show all the same.
  const show = ((window as GateWindow).__gateShow = () => {
    for (const [img, srcset, src] of pictures.splice(0)) {
      if (srcset) img.srcset = srcset;
      img.src = src;
    }
  });
  gate.remove();
  root.dataset.gate = "held";

  // A page opened afresh starts at its top: the menu cards after its first four are marked for
  // the browser to skip their style and layout until they come near the screen (app.css,
  // `.card[data-deferred]`). Not on a reload or a step back or forward (the position restored
  // there must land on the card the visitor left, not on an estimate), nor with a #fragment.
  const fresh =
    !location.hash && (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined)?.type == "navigate";

  // Each lazy picture and each menu card the parser has added, looked for once a frame while the
  // page is held: before the frame's layout, and before its lazy-loading observer decides which
  // pictures to fetch (it runs after the frame's animation callbacks). A MutationObserver that
  // saw each node as it was parsed, thousands on a long menu, cost a slowed phone a quarter of
  // each parsing task after the first paint (ADR 0026).
  const cards = document.getElementsByClassName("card") as HTMLCollectionOf<HTMLElement>;
  let marked = 0;
  let frame: number;
  const look = () => {
    for (; marked < cards.length; marked++) if (fresh && marked >= 4) cards[marked]!.dataset.deferred = "";
    for (const img of document.querySelectorAll<HTMLImageElement>("[loading=lazy][src]")) {
      pictures.push([img, img.getAttribute("srcset"), img.getAttribute("src")!]);
      img.removeAttribute("srcset");
      img.removeAttribute("src");
    }
    frame = requestAnimationFrame(look);
  };
  look();

  const open = () => {
    // The last look, once the document is parsed; none after it (the root gives the pictures back).
    cancelAnimationFrame(frame);
    look();
    cancelAnimationFrame(frame);
    const held = document.querySelector<HTMLScriptElement>('script[type="text/x-held-module"]')!;
    const preloads = held.previousElementSibling as HTMLTemplateElement;
    document.head.append(preloads.content);
    preloads.remove();
    const script = document.createElement("script");
    script.type = "module";
    script.async = true;
    script.nonce = nonce;
    script.textContent = held.textContent;
    held.replaceWith(script);
    setTimeout(show, 3 * capMs);
  };
  const release = () => {
    if (root.dataset.gate !== "held") return;
    root.dataset.gate = "released";
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", open);
    else open();
  };

  // Once released, these listeners find the gate open and do nothing. (A click without a pointer
  // before it, from assistive technology, releases too: tap-hold.ts holds it for the root.)
  for (const type of ["pointerdown", "touchstart", "keydown", "focusin", "wheel", "click"]) {
    addEventListener(type, release, { capture: true, passive: true });
  }
  const onHidden = () => document.visibilityState === "hidden" && release();
  document.addEventListener("visibilitychange", onHidden);
  onHidden();

  // (Where browsers do not report largest paints, observing them is a warning, and the timer below releases.)
  new PerformanceObserver((list) => {
    if (list.getEntries().some((entry) => ((entry as LargestContentfulPaint).element as HTMLImageElement | null)?.fetchPriority === "high"))
      release();
  }).observe({ type: "largest-contentful-paint", buffered: true });
  document.addEventListener("DOMContentLoaded", () => {
    setTimeout(release, capMs);
    // The page's first picture (the server writes the gate only when there is one): a picture that
    // never became the largest paint, or one in a browser that does not report paints, is released
    // half a second and two frames after it loaded.
    const picture = document.querySelector("img")!;
    const loaded = () => setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(release)), 500);
    if (picture.complete) loaded();
    else {
      picture.addEventListener("load", loaded);
      picture.addEventListener("error", loaded);
    }
  });
}

/**
 * What the gate and tap-hold.ts hand the page: buttons and choices clicked before hydration, for
 * the root to click again; the call that shows the pictures the gate held; and the call that loads
 * a tap's code before the tap (tap-hold.ts; absent on a page without the server's head script),
 * with `__ahead` set while it starts those imports.
 */
export type GateWindow = Window & {
  __gateClicks?: HTMLElement[];
  __gateShow?: () => void;
  __beforeTap?: (load: () => unknown) => void;
  __ahead?: boolean;
};
