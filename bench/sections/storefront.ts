import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { cleanUp, forkInGroup, removeDirectory, stopProcess } from "../../support/child-processes";
import { FLOOR_PAGE, firstLoadBytes, measureBuild, publicRouteChains } from "../../scripts/measure-bundle";
import { freePort, projectRoot, startShop, stopShop, tempDataDir, waitForHealthy, type ShopProcess } from "../../support/shop-process";
import { loadButcherMenu } from "../fixtures/butcher-menu";
import { args, launchChromium, results, round, rows, startCpuLoad } from "../lib";

/**
 * Lighthouse (mobile, its default simulated throttling) on the production build, next to the
 * floor (ADR 0019): a bare React Router framework-mode page (bench/floor) built and served in
 * the same run and measured with the same settings, round by round, alternating with our pages.
 * For each page: the score, LCP/TBT/CLS, what the LCP element is and where its time goes
 * (Lighthouse's breakdown: TTFB, load delay, load time, render delay), and the first-load
 * JavaScript counted by the same rule for both builds (scripts/measure-bundle.ts).
 */
const RUNS = Number(args.get("runs") ?? 3);

interface Page {
  name: string;
  url: string;
  /** Route chain in its build, for the first-load JavaScript. */
  chain: string[];
  build: "shop" | "floor";
}

interface Run {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  lcpElement: string;
  /** Lighthouse's LCP phases, ms: TTFB, Load Delay, Load Time, Render Delay (the middle two only for a picture). */
  phases: Record<string, number>;
  /** The last request in Lighthouse's simulated LCP (optimistic graph): what the LCP waited for. */
  lcpBoundBy: string;
}

/** What Lighthouse hands back besides the report: the trace and network log its metrics are computed from. */
interface LhResult {
  lhr: {
    audits: Record<string, { numericValue?: number }>;
    categories: { performance?: { score: number | null } };
    configSettings: unknown;
  };
  artifacts: { Trace: { traceEvents: TraceEvent[] }; DevtoolsLog: unknown; GatherContext: unknown; URL: unknown };
}
interface TraceEvent {
  name: string;
  args?: { data?: { type?: string; size?: number; isMainFrame?: boolean; isOutermostMainFrame?: boolean } };
}
interface LanternNode {
  type: string;
  request?: { url: string; transferSize: number };
}

/**
 * The LCP element and Lighthouse's LCP breakdown, computed from the run's own trace with
 * Lighthouse's computed artifacts. (Its `largest-contentful-paint-element` audit fails on this
 * Chromium: its trace engine cannot read the frame reporter events Chromium 156 writes.) Also
 * the request that ends the simulated LCP: what the LCP waits for.
 */
async function lcpDetails(result: LhResult): Promise<Pick<Run, "lcpElement" | "phases" | "lcpBoundBy">> {
  const { LCPBreakdown } = await import("lighthouse/core/computed/metrics/lcp-breakdown.js");
  const { LCPImageRecord } = await import("lighthouse/core/computed/lcp-image-record.js");
  const { LanternLargestContentfulPaint } = await import("lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js");
  const { artifacts, lhr } = result;
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings: lhr.configSettings,
    URL: artifacts.URL,
    simulator: null,
  } as unknown as Parameters<typeof LCPBreakdown.request>[0];
  const context = { computedCache: new Map(), settings: lhr.configSettings } as unknown as Parameters<typeof LCPBreakdown.request>[1];
  const lcp = lhr.audits["largest-contentful-paint"]!.numericValue!;
  const candidate = artifacts.Trace.traceEvents
    .filter(
      (event) =>
        event.name === "largestContentfulPaint::Candidate" && (event.args?.data?.isOutermostMainFrame ?? event.args?.data?.isMainFrame),
    )
    .at(-1)?.args?.data;
  const { ttfb, loadStart, loadEnd } = (await LCPBreakdown.request(data, context)) as {
    ttfb: number;
    loadStart?: number;
    loadEnd?: number;
  };
  const image = (await LCPImageRecord.request(data, context)) as { url: string; transferSize: number } | undefined;
  const phases: Record<string, number> =
    loadStart === undefined || loadEnd === undefined
      ? { TTFB: ttfb, "Render Delay": lcp - ttfb }
      : { TTFB: ttfb, "Load Delay": loadStart - ttfb, "Load Time": loadEnd - loadStart, "Render Delay": lcp - loadEnd };
  for (const phase of Object.keys(phases)) phases[phase] = Math.round(phases[phase]!);
  const lantern = (await LanternLargestContentfulPaint.request(data, context)) as {
    optimisticEstimate: { nodeTimings: Map<LanternNode, { endTime: number }> };
  };
  let last: [LanternNode, number] | undefined;
  for (const [node, timing] of lantern.optimisticEstimate.nodeTimings) {
    if (node.type === "network" && (!last || timing.endTime > last[1])) last = [node, timing.endTime];
  }
  const short = (url: string) => url.replace(/^https?:\/\/[^/]+/, "");
  const element = image
    ? `image ${short(image.url)} (${round(image.transferSize / 1024)} KB)`
    : `${candidate?.type ?? "unknown"} (${candidate?.size ?? "?"} px²)`;
  const boundBy = last?.[0].request
    ? `${short(last[0].request.url)} (${round(last[0].request.transferSize / 1024)} KB) ends at ${Math.round(last[1])} ms`
    : "";
  return { lcpElement: element, phases, lcpBoundBy: boundBy };
}

/** The floor: built with the project's react-router, @react-router/dev and vite, served by bench/floor/server.ts. */
export async function startFloor(): Promise<{ url: string; stop(): Promise<void> }> {
  rmSync(path.join(projectRoot, "build/floor"), { recursive: true, force: true });
  const cli = path.join(projectRoot, "node_modules/@react-router/dev/bin.js");
  execFileSync(process.execPath, [cli, "build", "bench/floor"], { cwd: projectRoot, stdio: "ignore" });
  execFileSync(process.execPath, ["scripts/precompress.mjs", "build/floor/client"], { cwd: projectRoot, stdio: "ignore" });
  const port = await freePort();
  const child = forkInGroup("the floor's server", path.join(projectRoot, "bench/floor/server.ts"), [], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH, NODE_ENV: "production", PORT: String(port) },
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  await new Promise<void>((resolve, reject) => {
    child.once("message", () => resolve());
    child.once("exit", (code) => reject(new Error(`the floor's server exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => stopProcess(child),
  };
}

/** Gzipped bytes of the hydration gate's inline script in a page's HTML (0 without one): the script in <head> that releases the held module script (and holds taps until hydration, lib/tap-hold.ts). */
export function inlineGateBytes(html: string): number {
  if (!html.includes('type="text/x-held-module"')) return 0;
  const head = html.slice(0, html.indexOf("</head>"));
  const gate = [...head.matchAll(/<script\b[^>]*>[\s\S]*?<\/script>/g)].find(([script]) => script.includes("text/x-held-module"));
  if (!gate) throw new Error("storefront benchmark: a page holds its modules without the gate in <head>");
  return gzipSync(gate[0]).length;
}

async function firstPostSlug(shop: ShopProcess, lang: "en" | "es"): Promise<string> {
  const res = await fetch(`${shop.url}/api/blog/posts?lang=${lang}`);
  const { posts } = (await res.json()) as { posts: { slug: string }[] };
  if (!posts[0]) throw new Error(`storefront benchmark: the demo shop has no ${lang} blog post`);
  return posts[0].slug;
}

export async function benchStorefront() {
  const { default: lighthouse } = await import("lighthouse");
  const demoDir = tempDataDir();
  const fixtureDir = tempDataDir();
  const [demoPort, fixturePort] = [await freePort(), await freePort()];
  const fixtureItems = await loadButcherMenu(fixtureDir);
  const shop = startShop({ DATA_DIR: demoDir, LOG_LEVEL: "warn" }, demoPort, { keepOutput: false });
  const fixtureShop = startShop({ DATA_DIR: fixtureDir, LOG_LEVEL: "warn" }, fixturePort, { keepOutput: false });
  let floor: Awaited<ReturnType<typeof startFloor>> | undefined;
  let chrome: Awaited<ReturnType<typeof launchChromium>> | undefined;
  try {
    floor = await startFloor();
    chrome = await launchChromium();
    await Promise.all([waitForHealthy(shop, 60_000), waitForHealthy(fixtureShop, 60_000)]);
    const chains = publicRouteChains();
    const [postEn, postEs] = [await firstPostSlug(shop, "en"), await firstPostSlug(shop, "es")];
    const ours = (name: string, pagePath: string, routeId: string, origin = shop.url): Page => ({
      name,
      url: `${origin}${pagePath}`,
      chain: chains[routeId]!,
      build: "shop",
    });
    const pages: Page[] = [
      { name: "floor", url: `${floor.url}/`, chain: FLOOR_PAGE, build: "floor" },
      ours("/", "/", "routes/home"),
      ours("/menu", "/menu", "routes/menu"),
      ours("/blog", "/blog", "routes/blog"),
      ours("/blog/:slug", `/blog/${postEn}`, "routes/blog-post"),
      ours("/es", "/es", "routes/es/home"),
      ours("/es/menu", "/es/menu", "routes/es/menu"),
      ours("/es/blog", "/es/blog", "routes/es/blog"),
      ours("/es/blog/:slug", `/es/blog/${postEs}`, "routes/es/blog-post"),
      ours(`/menu (${fixtureItems} items)`, "/menu", "routes/menu", fixtureShop.url),
    ];
    // Each page once before measuring: the server's first render of a route and its caches are not what we measure.
    // The hydration gate's inline script (src/web/lib/hydration-gate.ts) is first-load JavaScript
    // too, counted on the pages that carry it; the modules it holds back are counted by the manifest.
    const gateBytes = new Map<Page, number>();
    for (const page of pages) gateBytes.set(page, inlineGateBytes(await (await fetch(page.url)).text()));

    const port = chrome.port;
    const lighthouseRuns = async (measured: Page[], label: string): Promise<Map<Page, Run[]>> => {
      const runs = new Map<Page, Run[]>(measured.map((page) => [page, []]));
      for (let round_ = 1; round_ <= RUNS; round_++) {
        // Round by round, the floor first: each round sees the machine in about the same state.
        for (const page of measured) {
          // A run Lighthouse could not record (NO_NAVSTART and the like, on a busy machine) is run again.
          let result: LhResult | undefined;
          let details: Awaited<ReturnType<typeof lcpDetails>> | undefined;
          for (let attempt = 1; attempt <= 3 && !result; attempt++) {
            try {
              const answer = (await lighthouse(page.url, {
                port,
                output: "json",
                logLevel: "error",
                onlyCategories: ["performance"],
              })) as unknown as LhResult & { lhr: { runtimeError?: { code: string } } };
              if (answer.lhr.runtimeError) throw new Error(answer.lhr.runtimeError.code);
              details = await lcpDetails(answer);
              result = answer;
            } catch (error) {
              process.stdout.write(`  run ${round_}${label} ${page.name}: ${String(error)}, again\n`);
            }
          }
          if (!result || !details) throw new Error(`storefront benchmark: Lighthouse could not measure ${page.url} three times`);
          const audits = result.lhr.audits;
          const run: Run = {
            score: Math.round((result.lhr.categories.performance!.score ?? 0) * 100),
            lcpMs: Math.round(audits["largest-contentful-paint"]!.numericValue!),
            tbtMs: Math.round(audits["total-blocking-time"]!.numericValue!),
            cls: round(audits["cumulative-layout-shift"]!.numericValue!, 3),
            fcpMs: Math.round(audits["first-contentful-paint"]!.numericValue!),
            ...details,
          };
          runs.get(page)!.push(run);
          const phases = Object.entries(run.phases)
            .map(([phase, ms]) => `${phase} ${ms}`)
            .join(", ");
          process.stdout.write(
            `  run ${round_}${label} ${page.name}: ${run.score}, FCP ${run.fcpMs} ms, LCP ${run.lcpMs} ms (${phases}), TBT ${run.tbtMs} ms, CLS ${run.cls}\n`,
          );
          process.stdout.write(`    LCP element: ${run.lcpElement}; simulated LCP waits for ${run.lcpBoundBy}\n`);
        }
      }
      return runs;
    };
    // `--storefront-quiet=0`: the loaded runs alone (below), when working on them.
    const quiet = args.get("storefront-quiet") !== "0";
    const runs = quiet ? await lighthouseRuns(pages, "") : new Map<Page, Run[]>();

    const floorBundle = measureBuild(path.join(projectRoot, "build/floor"));
    const floorJs = floorBundle.firstLoadBytes(FLOOR_PAGE).total;
    const floorRuns = runs.get(pages[0]!) ?? [];
    const median = (list: Run[], key: "score" | "lcpMs" | "tbtMs" | "cls") =>
      [...list].sort((a, b) => a[key] - b[key])[list.length >> 1]![key];
    for (const page of quiet ? pages : []) {
      const list = runs.get(page)!;
      const js = page.build === "floor" ? floorJs : firstLoadBytes(page.chain).total + gateBytes.get(page)!;
      const [score, lcp, tbt, cls] = [median(list, "score"), median(list, "lcpMs"), median(list, "tbtMs"), median(list, "cls")];
      const phases = Object.keys(list[0]!.phases)
        .map((phase) => `${phase} ${[...list.map((run) => run.phases[phase] ?? 0)].sort((a, b) => a - b)[list.length >> 1]}`)
        .join(", ");
      rows.push({
        section: "storefront",
        measure: `${page.name}: Lighthouse mobile, LCP ${round(lcp / 1000, 2)} s (${list[0]!.lcpElement}: ${phases} ms), TBT ${tbt} ms, CLS ${cls}; first-load JS ${round(js / 1024)} KB gz`,
        value: `${score} (runs ${list.map((run) => run.score).join("/")})`,
        baseline:
          page.build === "floor"
            ? "the floor"
            : `floor ${median(floorRuns, "score")}, LCP ${round(median(floorRuns, "lcpMs") / 1000, 2)} s, ${round(floorJs / 1024)} KB`,
        ratio: page.build === "floor" ? undefined : `JS ${round(js / floorJs, 2)}× (≤ 1.10)`,
      });
      results[`lighthouse_${page.name}`] = {
        score,
        lcpMs: lcp,
        tbtMs: tbt,
        cls,
        firstLoadJsBytes: js,
        lcpElement: list[0]!.lcpElement,
        runs: list,
      };
    }
    results.firstLoadJsKb = Object.fromEntries(
      Object.entries(chains).map(([id, chain]) => [id, round(firstLoadBytes(chain).total / 1024)]),
    );
    results.floorFirstLoadJsKb = round(floorJs / 1024);

    // The same pages on a busy phone (ADR 0026): Lighthouse's blocking time is its simulation of
    // the main thread's long tasks at 4× the observed durations, so what the machine is doing
    // beside the page shows in it. A fixed load (one process spinning on one of the two cores)
    // runs through these rounds, for the floor and the menus alike; the target is the floor's
    // blocking time under the same load plus 50 ms.
    const loadedPages = [pages[0]!, ...pages.filter((page) => page.name.includes("menu"))];
    const load = startCpuLoad();
    let loaded: Map<Page, Run[]>;
    try {
      loaded = await lighthouseRuns(loadedPages, " (loaded)");
    } finally {
      await load.stop();
    }
    const floorLoaded = median(loaded.get(pages[0]!)!, "tbtMs");
    for (const page of loadedPages) {
      const list = loaded.get(page)!;
      const tbt = median(list, "tbtMs");
      rows.push({
        section: "storefront",
        measure: `${page.name} beside a fixed CPU load (one core spinning): Lighthouse mobile, LCP ${round(median(list, "lcpMs") / 1000, 2)} s, TBT runs ${list.map((run) => run.tbtMs).join("/")} ms`,
        value: `TBT ${tbt} ms, score ${median(list, "score")}`,
        baseline: page.build === "floor" ? "the floor, loaded" : `floor loaded: TBT ${floorLoaded} ms`,
        ratio: page.build === "floor" ? undefined : `TBT ${tbt >= floorLoaded ? "+" : "−"}${Math.abs(tbt - floorLoaded)} ms (≤ +50)`,
      });
      results[`lighthouse_loaded_${page.name}`] = { tbtMs: tbt, lcpMs: median(list, "lcpMs"), score: median(list, "score"), runs: list };
    }
  } finally {
    // Each step whatever the others did: a profile Chromium still writes into must not leave the shops running.
    await cleanUp({
      "Chromium and its profile": () => chrome?.kill(),
      "the floor's server": () => floor?.stop(),
      "the shops": () => Promise.all([stopShop(shop), stopShop(fixtureShop)]),
      "the shops' data": () => Promise.all([removeDirectory(demoDir), removeDirectory(fixtureDir)]),
    });
  }
}
