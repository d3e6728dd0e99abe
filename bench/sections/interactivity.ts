import { chromium, type Browser, type Page } from "@playwright/test";
import { cleanUp, removeDirectory } from "../../support/child-processes";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../support/chromium";
import { freePort, startShop, stopShop, tempDataDir, waitForHealthy } from "../../support/shop-process";
import { args, results, rows } from "../lib";
import { startFloor } from "./storefront";

/**
 * What a customer feels of a tap (ADR 0026): Add to Cart tapped on a slow phone, from the tap to
 * what answers it, on `/menu` and `/es/menu` beside the floor (bench/floor: a bare React Router
 * page whose button's handler ships in its first load). The slow-phone profile is Lighthouse's
 * mobile one, applied for real rather than simulated: 390×844 with touch, the CPU slowed 4× and a
 * slow 4G line (150 ms round trip, 1.6 Mbps down, 750 kbps up), each visit in a fresh browser
 * context (nothing cached, as a new customer). The tap comes at several moments after the
 * navigation starts: as soon as the button shows (before the page's code has run, on a phone with
 * a slow line), at 1.5 s and at 4 s. Measured in the page: the tap's `pointerdown` time, the frame
 * in which the cart badge shows the line and the one in which the toast appears, when the page
 * hydrated, and the Event Timing API's longest interaction (what INP reports, web.dev: ≤ 200 ms
 * good, > 500 ms poor). A tap the floor gets before its code has run does nothing: that moment
 * has no floor.
 */
const ROUNDS = Number(args.get("interactivity-rounds") ?? 5);
const MOMENTS = [
  { name: "as the button shows", atMs: 0 },
  { name: "at 1.5 s", atMs: 1_500 },
  { name: "at 4 s", atMs: 4_000 },
];
const CPU_SLOWDOWN = 4;
const NETWORK = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
/** Longer than this and the tap counts as lost. */
const GIVE_UP_MS = 12_000;

interface Tap {
  /** ms after navigation start (the page's performance.now()). */
  shownAt: number;
  tapAt: number;
  hydratedAt: number | null;
  badgeMs: number | null;
  toastMs: number | null;
  /** The longest Event Timing duration of the tap's interaction, ms. */
  inpMs: number | null;
}

/**
 * Installed before the page's own scripts: records the tap, the answer's frames and the
 * interactions. Plain JavaScript in a string: tsx would wrap a function's inner functions in its
 * own `__name` helper, which the page does not have.
 */
const RECORD_TAPS = `(() => {
  const probe = (window.__probe = { down: null, badge: null, toast: null, hydrated: null, inp: null });
  addEventListener("pointerdown", (event) => { probe.down ??= event.timeStamp; }, true);
  // The frame in which a change shows: the next animation frame after the change is seen.
  const frame = (key) => {
    if (probe[key] !== null) return;
    probe[key] = -1;
    requestAnimationFrame((time) => { probe[key] = time; });
  };
  new MutationObserver(() => {
    if (document.documentElement.hasAttribute("data-hydrated")) frame("hydrated");
    if (document.querySelector("[data-testid=cart-count]")?.textContent?.trim()) frame("badge");
    if (document.querySelector("[data-sonner-toast]")) frame("toast");
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ["data-hydrated"] });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.interactionId) probe.inp = Math.max(probe.inp ?? 0, entry.duration);
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
})();`;

async function tapOnce(browser: Browser, url: string, selector: string, atMs: number, toast: boolean): Promise<Tap> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });
  try {
    const page = await context.newPage();
    await page.addInitScript(RECORD_TAPS);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", NETWORK);
    await page.goto(url, { waitUntil: "commit" });
    const button = page.locator(selector).first();
    await button.waitFor({ state: "visible", timeout: 30_000 });
    const shownAt = await now(page);
    if (atMs > shownAt) await page.waitForTimeout(atMs - (await now(page)));
    // Where a thumb would reach it: the first card's button is below the fold of a phone.
    await button.evaluate((element) => element.scrollIntoView({ block: "center" }));
    const box = (await button.boundingBox())!;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    // Polled from here: the shop's content security policy refuses Playwright's waitForFunction.
    const answered = () =>
      page.evaluate((both) => {
        const probe = (window as unknown as { __probe: Record<string, number | null> }).__probe;
        return probe.badge! > 0 && (!both || probe.toast! > 0);
      }, toast);
    for (const giveUp = Date.now() + GIVE_UP_MS; Date.now() < giveUp && !(await answered());) await page.waitForTimeout(50);
    // The interaction's entry is reported after its next paint.
    await page.waitForTimeout(300);
    const probe = await page.evaluate(
      () => (window as unknown as { __probe: Record<"down" | "badge" | "toast" | "hydrated" | "inp", number | null> }).__probe,
    );
    const since = (at: number | null) => (at !== null && at > 0 && probe.down !== null ? Math.round(at - probe.down) : null);
    return {
      shownAt: Math.round(shownAt),
      tapAt: Math.round(probe.down ?? -1),
      hydratedAt: probe.hydrated && probe.hydrated > 0 ? Math.round(probe.hydrated) : null,
      badgeMs: since(probe.badge),
      toastMs: toast ? since(probe.toast) : null,
      inpMs: probe.inp === null ? null : Math.round(probe.inp),
    };
  } finally {
    await context.close();
  }
}

const now = (page: Page) => page.evaluate(() => performance.now());

/** "median (min–max)", or how many of the taps were lost. */
function summary(values: (number | null)[]): string {
  const got = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  const lost = values.length - got.length;
  if (got.length === 0) return "lost every time";
  const text = `${got[got.length >> 1]} ms (${got[0]}–${got.at(-1)})`;
  return lost ? `${text}, ${lost} of ${values.length} lost` : text;
}

export async function benchInteractivity() {
  const dataDir = tempDataDir();
  const shop = startShop({ DATA_DIR: dataDir, LOG_LEVEL: "warn" }, await freePort(), { keepOutput: false });
  let floor: Awaited<ReturnType<typeof startFloor>> | undefined;
  let browser: Browser | undefined;
  try {
    floor = await startFloor();
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
    await waitForHealthy(shop, 60_000);
    const add = "button.card-add:not([disabled])";
    const pages = [
      { name: "floor", url: `${floor.url}/`, selector: "main button", toast: false },
      { name: "/menu", url: `${shop.url}/menu`, selector: add, toast: true },
      { name: "/es/menu", url: `${shop.url}/es/menu`, selector: add, toast: true },
    ];
    // Each page once, unthrottled: the servers' first renders are not what is measured.
    for (const page of pages) await fetch(page.url).then((res) => res.text());
    const taps = new Map<string, Tap[]>();
    for (let round_ = 1; round_ <= ROUNDS; round_++) {
      // Round by round, each page at each moment: each round sees the machine in about the same state.
      for (const moment of MOMENTS) {
        for (const page of pages) {
          const tap = await tapOnce(browser, page.url, page.selector, moment.atMs, page.toast);
          const key = `${page.name} ${moment.name}`;
          taps.set(key, [...(taps.get(key) ?? []), tap]);
          process.stdout.write(
            `  round ${round_} ${key}: shown ${tap.shownAt} ms, tapped ${tap.tapAt} ms, hydrated ${tap.hydratedAt ?? "–"} ms; ` +
              `badge +${tap.badgeMs ?? "lost"} ms${page.toast ? `, toast +${tap.toastMs ?? "lost"} ms` : ""}; INP ${tap.inpMs ?? "–"} ms\n`,
          );
        }
      }
    }
    for (const moment of MOMENTS) {
      const floorTaps = taps.get(`floor ${moment.name}`)!;
      for (const page of pages) {
        const list = taps.get(`${page.name} ${moment.name}`)!;
        const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];
        const afterHydration = list.map((tap) =>
          tap.badgeMs === null || tap.hydratedAt === null
            ? null
            : Math.round(tap.tapAt + tap.badgeMs - Math.max(tap.tapAt, tap.hydratedAt)),
        );
        const inp = list.map((tap) => tap.inpMs).filter((value): value is number => value !== null);
        rows.push({
          section: "interactivity",
          measure:
            `Add to Cart ${moment.name} on ${page.name}, slow phone (4× CPU, 150 ms RTT, 1.6 Mbps), ${ROUNDS} fresh visits: ` +
            `tapped at ${median(list.map((tap) => tap.tapAt))} ms, hydrated at ${median(list.map((tap) => tap.hydratedAt ?? -1))} ms; ` +
            `INP ${inp.length ? `${median(inp)} ms (max ${Math.max(...inp)})` : "–"}` +
            (page.toast ? `; toast ${summary(list.map((tap) => tap.toastMs))}; from hydration to badge ${summary(afterHydration)}` : ""),
          value: `badge ${summary(list.map((tap) => tap.badgeMs))}`,
          baseline: page.name === "floor" ? "the floor" : `floor: ${summary(floorTaps.map((tap) => tap.badgeMs))}`,
        });
        results[`interactivity_${page.name}_${moment.atMs}`] = list;
      }
    }
    results.interactivityRounds = ROUNDS;
  } finally {
    await cleanUp({
      Chromium: () => browser?.close(),
      "the floor's server": () => floor?.stop(),
      "the shop": () => stopShop(shop),
      "the shop's data": () => removeDirectory(dataDir),
    });
  }
}
