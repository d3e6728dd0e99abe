import { chromium, type Browser, type Page } from "@playwright/test";
import { cleanUp, removeDirectory } from "../../support/child-processes";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../support/chromium";
import { freePort, startShop, stopShop, tempDataDir, waitForHealthy } from "../../support/shop-process";
import { HttpClient, signIn } from "../../support/http-client";
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
/** Visits per control in the second part (every control once the page has hydrated). */
const CONTROL_ROUNDS = Number(args.get("controls-rounds") ?? 3);
/** `--controls=Pay,floor button` (comma-separated names) for some controls only, when working on them. */
const ONLY_CONTROLS = args.get("controls")?.split(",");
/** `--interactivity-moments=1500` (ms, comma-separated) for some moments only, when working on them. */
const ONLY_MOMENTS = args.get("interactivity-moments")?.split(",").map(Number);
const MOMENTS = [
  { name: "as the button shows", atMs: 0 },
  { name: "at 1.5 s", atMs: 1_500 },
  { name: "at 4 s", atMs: 4_000 },
].filter((moment) => !ONLY_MOMENTS || ONLY_MOMENTS.includes(moment.atMs));
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
  // The frame in which a change shows: the next animation frame after the change is seen, timed
  // as that frame is drawn (performance.now() in its callback). The frame's own timestamp is when
  // it began, which on a busy phone can come 50 ms and more before the change itself.
  const frame = (key) => {
    if (probe[key] !== null) return;
    probe[key] = -1;
    requestAnimationFrame(() => { probe[key] = performance.now(); });
  };
  new MutationObserver(() => {
    // Hydrated: when the root marks the page so (its effect, in React's commit), not a frame after.
    if (probe.hydrated === null && document.documentElement.hasAttribute("data-hydrated")) probe.hydrated = performance.now();
    if (document.querySelector("[data-testid=cart-count]")?.textContent?.trim()) frame("badge");
    if (document.querySelector("[data-sonner-toast]")) frame("toast");
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ["data-hydrated"] });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.interactionId) probe.inp = Math.max(probe.inp ?? 0, entry.duration);
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
})();`;

const phone = (browser: Browser) =>
  browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });

/** The slow-phone profile on `page` from now on: the CPU slowed, the line slow. */
async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", NETWORK);
}

async function tapOnce(browser: Browser, url: string, selector: string, atMs: number, toast: boolean): Promise<Tap> {
  const context = await phone(browser);
  try {
    const page = await context.newPage();
    await page.addInitScript(RECORD_TAPS);
    await slowPhone(page);
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

/**
 * The second part: every control the storefront's customers tap, once the page has hydrated and
 * the browser has had a moment of idle time (what loads ahead, ADR 0026, has loaded): a fresh
 * visit on the slow-phone profile per tap. Recorded in the page: the frame in which the control's
 * own answer shows (the quantity, the choice, the open menu, Pay's busy state), or for the
 * language switch, which loads the other language's page whole, when that navigation starts and
 * when the new page first paints; and the interaction's Event Timing duration (INP: from the
 * touch to the next frame painted, the pressed look included).
 */
const RECORD_CONTROL = `(() => {
  // What the page saw is kept in sessionStorage too: Pay's page may be left before it is read.
  const kept = (key) => (sessionStorage.getItem("probe." + key) === null ? null : Number(sessionStorage.getItem("probe." + key)));
  const keep = (key, value) => ((probe[key] = value), sessionStorage.setItem("probe." + key, String(value)));
  const probe = (window.__probe = { down: null, answer: kept("answer"), inp: kept("inp"), navStart: null, navPaint: null });
  const left = sessionStorage.getItem("probe.down");
  if (left !== null) {
    sessionStorage.removeItem("probe.down");
    probe.navStart = performance.timeOrigin - Number(left);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.name === "first-contentful-paint") probe.navPaint = performance.timeOrigin + entry.startTime - Number(left);
    }).observe({ type: "paint", buffered: true });
  }
  addEventListener("pointerdown", (event) => {
    if (probe.down !== null) return;
    probe.down = event.timeStamp;
    sessionStorage.setItem("probe.down", String(performance.timeOrigin + event.timeStamp));
    // Checked as each frame is drawn (performance.now(), not the frame's begin time: see RECORD_TAPS).
    const check = () => {
      if (window.__answered?.()) keep("answer", Math.max(0, performance.now() - event.timeStamp));
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
    // Pay's page may be left before a frame is drawn with its answer (the payment page comes
    // quickly): leaving with the answer shown counts, at the time the page is left.
    addEventListener("pagehide", () => {
      if (probe.answer === null && window.__answered?.()) keep("answer", performance.now() - event.timeStamp);
    });
  }, true);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.interactionId) keep("inp", Math.max(probe.inp ?? 0, entry.duration));
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
})();`;

type ControlProbe = Record<"down" | "answer" | "inp" | "navStart" | "navPaint", number | null>;
const readProbe = (page: Page) => page.evaluate(() => (window as unknown as { __probe: ControlProbe }).__probe);

interface Control {
  name: string;
  path: string;
  selector: string;
  /** Run in the page on the control before the tap: sets `window.__answered`, true once its answer shows. */
  watch?: (element: Element) => void;
  /** Before the measured visit, unthrottled: what the page needs (a line in the cart). */
  prepare?: (page: Page, base: string) => Promise<void>;
  /** On the measured page once hydrated, before the tap (the checkout's details). */
  fill?: (page: Page) => Promise<void>;
}

type Answered = Window & { __answered?: () => boolean };

/** The count beside the button (the floor's, or the card's quantity) has changed. */
const outputChanges = (button: Element) => {
  const output = button.parentElement!.querySelector("output")!;
  const before = output.textContent;
  (window as Answered).__answered = () => output.textContent !== before;
};

const CONTROLS: Control[] = [
  {
    name: "floor button",
    path: "floor",
    selector: "main button",
    watch: outputChanges,
  },
  {
    name: "quantity stepper (+)",
    path: "/menu",
    selector: ".card .stepper > button:last-child:not([disabled])",
    watch: outputChanges,
  },
  {
    name: "a choice",
    path: "/menu",
    selector: ".card .chip:has(input:not(:checked):not(:disabled))",
    watch: (chip) => {
      const input = chip.querySelector("input")!;
      (window as Answered).__answered = () => input.checked;
    },
  },
  {
    name: "menu button",
    path: "/menu",
    selector: "header button[aria-controls]",
    watch: (button) => {
      (window as Answered).__answered = () => button.getAttribute("aria-expanded") === "true";
    },
  },
  { name: "language switch", path: "/menu", selector: "a[hreflang]:visible" },
  {
    name: "Pay",
    path: "/checkout",
    selector: "form button[type=submit]:not([disabled])",
    prepare: async (page, base) => {
      await page.goto(`${base}/menu`);
      await page.locator("button.card-add:not([disabled])").first().click();
      await page.getByTestId("cart-count").filter({ hasText: "1" }).waitFor();
    },
    fill: async (page) => {
      await page.getByLabel("Name").fill("Juan Pérez");
      await page.getByLabel("Phone").fill("3235550123");
    },
    watch: (button) => {
      const before = button.textContent;
      (window as Answered).__answered = () =>
        !button.isConnected || (button as HTMLButtonElement).disabled || button.textContent !== before;
    },
  },
];

interface ControlTap {
  answerMs: number | null;
  inpMs: number | null;
  navStartMs: number | null;
  navPaintMs: number | null;
}

async function tapControl(
  browser: Browser,
  base: string,
  control: Control,
  cookies: { name: string; value: string }[],
): Promise<ControlTap> {
  const context = await phone(browser);
  try {
    if (cookies.length) await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: base })));
    const page = await context.newPage();
    // Where Pay leads, the payment page, is not what is measured.
    await page.route("**/sandbox/pay/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Pay</title>" }),
    );
    await control.prepare?.(page, base);
    await page.addInitScript(RECORD_CONTROL);
    await slowPhone(page);
    await page.goto(control.path === "floor" ? `${base}/` : `${base}${control.path}`, { waitUntil: "commit" });
    // Hydrated (the floor has no mark: its button is in its first load), then idle a moment.
    if (control.path !== "floor") await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 30_000 });
    else await page.waitForLoadState("load");
    await control.fill?.(page);
    const target = page.locator(control.selector).first();
    await target.waitFor({ state: "visible", timeout: 30_000 });
    await page.waitForTimeout(1_500);
    await target.evaluate((element) => element.scrollIntoView({ block: "center" }));
    if (control.watch) await target.evaluate(control.watch);
    const box = (await target.boundingBox())!;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    const navigates = !control.watch;
    const done = async () => {
      const probe = await readProbe(page).catch(() => null);
      return navigates ? probe?.navPaint != null : probe?.answer != null;
    };
    for (const giveUp = Date.now() + GIVE_UP_MS; Date.now() < giveUp && !(await done());) await page.waitForTimeout(50);
    if (!navigates) await page.waitForTimeout(300); // the interaction's entry comes after its next paint
    // Read again while the page is between two documents (Pay's, leaving for the payment page):
    // read then, the probe came back empty and the visit counted as lost.
    let probe: ControlProbe | null = null;
    for (let attempt = 0; attempt < 30 && !probe; attempt++) {
      probe = await readProbe(page).catch(() => null);
      if (!probe) await page.waitForTimeout(100);
    }
    const ms = (value: number | null | undefined) => (value == null ? null : Math.round(value));
    return navigates
      ? { answerMs: null, inpMs: null, navStartMs: ms(probe?.navStart), navPaintMs: ms(probe?.navPaint) }
      : { answerMs: ms(probe?.answer), inpMs: ms(probe?.inp), navStartMs: null, navPaintMs: null };
  } finally {
    await context.close();
  }
}

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
  const port = await freePort();
  // Its public address named: Pay's customer signs in from here (support/http-client.ts), and the
  // shop takes requests from its own pages only.
  const shop = startShop({ DATA_DIR: dataDir, LOG_LEVEL: "warn", PUBLIC_URL: `http://127.0.0.1:${port}` }, port, { keepOutput: false });
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
    // `--interactivity-rounds=0`: the controls alone (below), when working on them.
    for (const moment of ROUNDS > 0 ? MOMENTS : []) {
      const floorTaps = taps.get(`floor ${moment.name}`)!;
      for (const page of pages) {
        const list = taps.get(`${page.name} ${moment.name}`)!;
        const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];
        const afterHydration = (answer: "badgeMs" | "toastMs") =>
          list.map((tap) =>
            tap[answer] === null || tap.hydratedAt === null
              ? null
              : Math.round(tap.tapAt + tap[answer] - Math.max(tap.tapAt, tap.hydratedAt)),
          );
        const inp = list.map((tap) => tap.inpMs).filter((value): value is number => value !== null);
        rows.push({
          section: "interactivity",
          measure:
            `Add to Cart ${moment.name} on ${page.name}, slow phone (4× CPU, 150 ms RTT, 1.6 Mbps), ${ROUNDS} fresh visits: ` +
            `tapped at ${median(list.map((tap) => tap.tapAt))} ms, hydrated at ${median(list.map((tap) => tap.hydratedAt ?? -1))} ms; ` +
            `INP ${inp.length ? `${median(inp)} ms (max ${Math.max(...inp)})` : "–"}` +
            (page.toast
              ? `; toast ${summary(list.map((tap) => tap.toastMs))}; from hydration to badge ${summary(afterHydration("badgeMs"))}, to toast ${summary(afterHydration("toastMs"))}`
              : ""),
          value: `badge ${summary(list.map((tap) => tap.badgeMs))}`,
          baseline: page.name === "floor" ? "the floor" : `floor: ${summary(floorTaps.map((tap) => tap.badgeMs))}`,
        });
        results[`interactivity_${page.name}_${moment.atMs}`] = list;
      }
    }
    results.interactivityRounds = ROUNDS;

    // Every control once hydrated; Pay with a signed-in customer (checkout asks for one).
    const customer = new HttpClient(shop.url, "127.0.0.1");
    await signIn(customer, "bench-taps@example.com");
    const cookies = customer
      .cookieHeader()
      .split("; ")
      .map((pair) => ({ name: pair.slice(0, pair.indexOf("=")), value: pair.slice(pair.indexOf("=") + 1) }));
    const controlTaps = new Map<string, ControlTap[]>();
    const controls = CONTROLS.filter(
      (control) => !ONLY_CONTROLS || control.name === "floor button" || ONLY_CONTROLS.includes(control.name),
    );
    for (let round_ = 1; round_ <= CONTROL_ROUNDS; round_++) {
      for (const control of controls) {
        const base = control.path === "floor" ? floor.url : shop.url;
        const tap = await tapControl(browser, base, control, control.name === "Pay" ? cookies : []);
        controlTaps.set(control.name, [...(controlTaps.get(control.name) ?? []), tap]);
        process.stdout.write(
          `  round ${round_} ${control.name} once hydrated: ` +
            (control.watch
              ? `answer +${tap.answerMs ?? "lost"} ms, INP ${tap.inpMs ?? "–"} ms\n`
              : `next page started +${tap.navStartMs ?? "lost"} ms, painted +${tap.navPaintMs ?? "lost"} ms\n`),
        );
      }
    }
    const floorControl = controlTaps.get("floor button") ?? [];
    // `--controls-rounds=0`: Add to Cart's moments alone.
    for (const control of CONTROL_ROUNDS > 0 ? controls : []) {
      const list = controlTaps.get(control.name)!;
      const inp = summary(list.map((tap) => tap.inpMs));
      rows.push({
        section: "interactivity",
        measure: control.watch
          ? `${control.name} on ${control.path}, once hydrated, slow phone, ${CONTROL_ROUNDS} fresh visits: INP ${inp}`
          : `${control.name} on ${control.path}, once hydrated, slow phone, ${CONTROL_ROUNDS} fresh visits: the other language's page painted ${summary(list.map((tap) => tap.navPaintMs))} after the tap`,
        value: control.watch
          ? `answer ${summary(list.map((tap) => tap.answerMs))}`
          : `navigation started ${summary(list.map((tap) => tap.navStartMs))}`,
        baseline: control.name === "floor button" ? "the floor" : `floor: ${summary(floorControl.map((tap) => tap.answerMs))}`,
      });
      results[`interactivity_control_${control.name}`] = list;
    }
  } finally {
    await cleanUp({
      Chromium: () => browser?.close(),
      "the floor's server": () => floor?.stop(),
      "the shop": () => stopShop(shop),
      "the shop's data": () => removeDirectory(dataDir),
    });
  }
}
