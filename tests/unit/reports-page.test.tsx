import { QueryClient } from "@tanstack/react-query";
import type { ReactElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { isStaffPage } from "@shared/auth/auth";
import { MAX_REPORT_DAYS, type ReportDto, type RevenuePoint } from "@shared/reports/reports";
import { adminTexts } from "@shared/texts/admin";
import { adminTexts as adminTextsEs } from "@shared/texts/es/admin";
import { reportsAdminTexts } from "@shared/texts/reports-admin";
import { reportsAdminTexts as reportsAdminTextsEs } from "@shared/texts/es/reports-admin";
import { adminSections } from "~/features/admin/admin-shell";
import { bySales } from "~/features/admin/reports/items-section";
import { prepByDate } from "~/features/admin/reports/more-sections";
import {
  choiceFromSearch,
  csvHref,
  DEFAULT_CHOICE,
  rangeProblem,
  reportRequest,
  searchForChoice,
} from "~/features/admin/reports/report-choice";
import { fetchReport, reportKeys } from "~/features/admin/reports/reports-api";
import { ReportsPage } from "~/features/admin/reports/reports-page";
import { axisTicks, RevenueSection } from "~/features/admin/reports/revenue-section";
import { slotHours, slotLevel, SlotsSection } from "~/features/admin/reports/slots-section";
import { renderAdminPage } from "../setup/render-admin-page";

const english = { adminTexts, reportsAdminTexts };
const spanish = { adminTexts: adminTextsEs, reportsAdminTexts: reportsAdminTextsEs };

/**
 * The page with the admin's words in `locale` at `path` (the report's choice is in its search).
 * Intl writes thin and narrow spaces in ranges and hours ('May 1 – 10', '8 AM'): they read as
 * plain spaces here.
 */
function render(
  element: ReactElement,
  { locale = "en" as "en" | "es", queryClient = new QueryClient(), path = "/admin/reports" } = {},
): string {
  return renderAdminPage(element, { texts: { en: english, es: spanish }, locale, queryClient, path }).replace(/[\u2009\u202f]/g, " ");
}

/** fetch answering one report (or an error), and the URLs it was asked for. */
function answering(answer: { status?: number; body: unknown }) {
  const urls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      urls.push(url);
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { "Content-Type": "application/json" } });
    }),
  );
  return urls;
}

afterEach(() => vi.unstubAllGlobals());

/** Ten days of May: $1,200.00 a day and $1,545.67 on the 10th, against $987.65 a day a year before ($987.69 on the 10th). */
const series: RevenuePoint[] = Array.from({ length: 10 }, (_, index) => ({
  start: `2026-05-${String(index + 1).padStart(2, "0")}`,
  capturedCents: index === 9 ? 154_567 : 120_000,
  refundedCents: index === 1 ? 4_500 : 0,
  previousStart: `2025-05-${String(index + 1).padStart(2, "0")}`,
  previousCapturedCents: index === 9 ? 98_769 : 98_765,
}));

const report = (overrides: Partial<ReportDto> = {}): ReportDto => ({
  range: { from: "2026-05-01", to: "2026-05-10" },
  previous: { from: "2025-05-01", to: "2025-05-10" },
  bucket: "day",
  compare: "year",
  timeZone: "America/Chicago",
  revenue: {
    capturedCents: 1_234_567,
    refundedCents: 4_500,
    netCents: 1_230_067,
    previousCapturedCents: 987_654,
    previousRefundedCents: 0,
    previousNetCents: 987_654,
    byMethod: [
      { method: "card", cents: 800_000 },
      { method: "cash", cents: 200_000 },
      { method: "card_present", cents: 150_000 },
      { method: "gift_card", cents: 84_567 },
    ],
    series,
  },
  orders: { count: 321, totalCents: 1_300_050, averageCents: 4_050, previousCount: 250, previousAverageCents: 3_950 },
  channels: [
    { channel: "web", orders: 200, capturedCents: 900_000 },
    { channel: "phone", orders: 60, capturedCents: 150_000 },
    { channel: "walk_in", orders: 55, capturedCents: 120_000 },
    { channel: "catering", orders: 6, capturedCents: 64_567 },
  ],
  orderTypes: [
    { type: "pickup", orders: 280, totalCents: 1_100_050 },
    { type: "delivery", orders: 41, totalCents: 200_000 },
  ],
  extras: {
    tipsCents: 25_000,
    deliveryFeesCents: 16_400,
    discountCents: 12_000,
    subtotalCents: 1_200_000,
    taxCents: 99_000,
    refunds: { fullCount: 1, fullCents: 3_000, partialCount: 2, partialCents: 1_500 },
  },
  weighing: { orders: 40, estimatedCents: 200_000, weighedCents: 201_230, differenceCents: 1_230, upCount: 25, downCount: 12 },
  items: [
    { itemName: "Tamales", choice: "Rojo", orders: 60, pounds: 0, pieces: 240, salesCents: 90_000 },
    { itemName: "Carnitas", choice: "Maciza", orders: 150, pounds: 210.125, pieces: 0, salesCents: 400_000 },
    { itemName: "Carnitas", choice: "Surtida", orders: 80, pounds: 95.5, pieces: 0, salesCents: 200_000 },
    { itemName: "Chicharrón", choice: "", orders: 20, pounds: 12.3456, pieces: 0, salesCents: 30_000 },
  ],
  slots: [
    { weekday: 6, hour: 10, orders: 12, pounds: 30.5, capacityOrders: 16, capacityPounds: 60 },
    { weekday: 6, hour: 11, orders: 16, pounds: 41.25, capacityOrders: 16, capacityPounds: null },
    { weekday: 1, hour: 9, orders: 2, pounds: 4, capacityOrders: null, capacityPounds: null },
    { weekday: 0, hour: 14, orders: 0, pounds: 0, capacityOrders: 10, capacityPounds: null },
    { weekday: 3, hour: 20, orders: 0, pounds: 0, capacityOrders: null, capacityPounds: null },
  ],
  preorders: [
    { date: "2026-05-10", itemName: "Tamales", choice: "Rojo", orders: 40, pounds: 0, pieces: 480 },
    { date: "2026-05-09", itemName: "Barbacoa", choice: "", orders: 10, pounds: 25.5, pieces: 0 },
  ],
  customers: { newCustomers: 45, newOrders: 50, returningOrders: 271 },
  giftCards: {
    soldCount: 12,
    soldCents: 60_000,
    redeemedCents: 84_567,
    refundedCents: 2_000,
    promotionalCents: 5_000,
    liabilityCents: 1_234_000,
  },
  promos: [{ code: "MAMA10", uses: 30, discountCents: 12_000 }],
  catering: { events: 3, depositsCents: 50_000, balancesCents: 14_567, refundsCents: 0, owedCents: 80_000 },
  ...overrides,
});

/** The report in the query cache for the page at `path`, as the page asks for it; and the URLs fetch was asked. */
async function loaded(path = "/admin/reports", answer: { status?: number; body: unknown } = { body: report() }) {
  const urls = answering(answer);
  // A failed report is drawn as failed (not asked again on mount: the markup is drawn once).
  const queryClient = new QueryClient({ defaultOptions: { queries: { retryOnMount: false } } });
  const request = reportRequest(choiceFromSearch(new URL(path, "http://shop.test").searchParams));
  await queryClient.prefetchQuery({ queryKey: reportKeys.report(request), queryFn: () => fetchReport(request) });
  return { urls, queryClient, path };
}

/** The search of the one report request fetch was asked for. */
const askedFor = (urls: string[]) => {
  expect(urls).toHaveLength(1);
  const url = new URL(urls[0]!, "http://shop.test");
  expect(url.pathname).toBe("/api/admin/reports");
  return Object.fromEntries(url.searchParams);
};

describe("the reports page (/admin/reports)", () => {
  it("asks for this month, by day, against a year before by default, and shows every figure in English", async () => {
    const { urls, queryClient } = await loaded();
    expect(askedFor(urls)).toEqual({ pick: "this_month", bucket: "day", compare: "year" });
    const html = render(<ReportsPage />, { queryClient });

    expect(html).toMatch(/<h1[^>]*>Reports<\/h1>/);
    // The quick pick is pressed; the dates show what the server made of it.
    expect(html).toMatch(/aria-pressed="true" data-pick="this_month"/);
    expect(html.match(/aria-pressed="true" data-pick=/g)).toHaveLength(1);
    expect(html).toContain('value="2026-05-01"');
    expect(html).toContain('value="2026-05-10"');
    expect(html).toContain("Showing May 1 – 10, 2026");
    expect(html).toContain("Compared with May 1 – 10, 2025, a year before");
    expect(html).toContain("America/Chicago");
    expect(html).toMatch(/<option value="day" selected="">Day<\/option>/);
    expect(html).toMatch(/<option value="year" selected="">A year before<\/option>/);

    // Headline figures, with their change.
    expect(html).toContain("$12,345.67");
    expect(html).toContain("+25% vs a year before");
    expect(html).toContain("A year before: $9,876.54");
    expect(html).toContain("$12,300.67");
    expect(html).toMatch(/<dd[^>]*>321<\/dd>/);
    expect(html).toContain("+28.4% vs a year before");
    expect(html).toContain("$40.50");
    // Refunds had nothing a year before to compare with.
    expect(html).toContain("Nothing a year before to compare with");

    // The plot: one image with its summary; the table stays behind its button until asked for.
    expect(html).toContain('role="img" aria-label="Revenue by day, $12,345.67 in all, against $9,876.54 a year before"');
    expect(html).toMatch(/aria-expanded="false"[^>]*>Show table<span class="sr-only">: Revenue over time<\/span>/);
    expect(html).not.toContain('data-testid="revenue-table"');

    // Where the money came from, extras, weighing.
    expect(html).toContain("Card at the counter");
    expect(html).toContain("$1,500.00");
    expect(html).toContain("Walk-in");
    expect(html).toContain("$645.67");
    expect(html).toContain("Delivery");
    expect(html).toContain("$164.00");
    expect(html).toMatch(/Partial refunds<\/th><td[^>]*>2<\/td><td[^>]*>\$15\.00<\/td>/);
    expect(html).toContain("+$12.30");
    expect(html).toContain("The scale brought in more than estimated.");

    // Best sellers: the plot names the first, the table has every item and choice.
    expect(html).toContain("Top 4 items by sales; Carnitas — Maciza first with $4,000.00");
    expect(html).toMatch(
      /Carnitas<\/th><td[^>]*>Maciza<\/td><td[^>]*>150<\/td><td[^>]*>210.125 lb<\/td><td[^>]*>—<\/td><td[^>]*>\$4,000\.00<\/td>/,
    );
    expect(html).toContain("12.346 lb");
    expect(html).toMatch(/Tamales<\/th><td[^>]*>Rojo<\/td><td[^>]*>60<\/td><td[^>]*>—<\/td><td[^>]*>240<\/td>/);

    // Holiday prep by pickup date, the earliest first.
    expect(html.indexOf("Pickup on May 9, 2026")).toBeGreaterThan(-1);
    expect(html.indexOf("Pickup on May 9, 2026")).toBeLessThan(html.indexOf("Pickup on May 10, 2026"));

    // Customers, gift cards, codes, catering.
    expect(html).toMatch(/Orders from returning customers<\/dt><dd[^>]*>271<\/dd>/);
    expect(html).toContain("12 cards, $600.00");
    expect(html).toContain("Owed on cards at the end of May 10, 2026");
    expect(html).toContain("$12,340.00");
    expect(html).toContain("MAMA10");
    expect(html).toMatch(/Still owed<\/dt><dd[^>]*>\$800\.00<\/dd>/);
    expect(html).not.toContain("No sales in this range");

    // Headings in order: the title, then one h2 per part.
    const headings = [...html.matchAll(/<h(\d)/g)].map((match) => Number(match[1]));
    expect(headings[0]).toBe(1);
    expect(new Set(headings.slice(1))).toEqual(new Set([2]));
    // Every table has its caption, and scrolls in its own named box.
    expect(html.match(/<table/g)?.length).toBe(html.match(/<caption/g)?.length);
  });

  it("in Spanish", async () => {
    const { queryClient } = await loaded();
    const html = render(<ReportsPage />, { queryClient, locale: "es" });
    expect(html).toMatch(/<h1[^>]*>Reportes<\/h1>/);
    expect(html).toContain("Este mes");
    expect(html).toContain("Mostrando 1–10 de mayo de 2026");
    expect(html).toContain("Comparado con 1–10 de mayo de 2025, un año antes");
    expect(html).toContain("Ingresos");
    expect(html).toContain("$12,345.67");
    expect(html).toContain("+25% respecto a un año antes");
    expect(html).toContain("Un año antes: $9,876.54");
    expect(html).toContain("Tarjeta en el mostrador");
    expect(html).toContain("Lo más vendido");
    expect(html).toContain("Los 4 productos más vendidos; primero Carnitas — Maciza con $4,000.00");
    expect(html).toContain("Uso de horarios");
    expect(html).toContain("Sábado");
    expect(html).toContain("10 a.m.");
    expect(html).toContain("Para recoger el 9 de mayo de 2026");
    expect(html).toContain("Saldo pendiente en tarjetas al cierre del 10 de mayo de 2026");
    expect(html).toContain("Nada que comparar un año antes");
    expect(html).toContain("Una fila por pedido (CSV)");
    expect(html).not.toContain("Revenue");
  });

  it("shows the plot's exact figures in a table when asked, with its caption and the compared period", () => {
    answering({ body: {} });
    const closed = render(<RevenueSection report={report()} />);
    expect(closed).toMatch(/aria-expanded="false" aria-controls="([^"]+)"/);
    const controls = /aria-controls="([^"]+)"/.exec(closed)![1]!;
    expect(closed).toContain(`id="${controls}"`);

    const open = render(<RevenueSection report={report()} defaultShowTable />);
    expect(open).toMatch(/aria-expanded="true"[^>]*>Hide table/);
    expect(open).toContain("<caption");
    expect(open).toContain("Revenue by day</caption>");
    expect(open).toMatch(/<th scope="col"[^>]*>Taken a year before<\/th>/);
    expect(open).toMatch(/May 2, 2026<\/th><td[^>]*>\$1,200\.00<\/td><td[^>]*>\$45\.00<\/td><td[^>]*>\$987\.65<\/td>/);
    expect(open).toMatch(/May 10, 2026<\/th><td[^>]*>\$1,545\.67<\/td><td[^>]*>\$0\.00<\/td><td[^>]*>\$987\.69<\/td>/);
    // The plot stays drawn above it: ten bars, and the compared period's dashed line.
    expect(open.match(/<rect x="[^"]*"[^>]*class="fill-brand-600"/g)).toHaveLength(10);
    expect(open).toContain('stroke-dasharray="5 3"');
  });

  it("draws the axis in whole dollars, a few lines from zero up to the largest bucket", () => {
    expect(axisTicks(0)).toEqual([0]);
    expect(axisTicks(154_567)).toEqual([0, 50_000, 100_000, 150_000, 200_000]);
    expect(axisTicks(250)).toEqual([0, 100, 200, 300]);
    for (const ticks of [axisTicks(1_234_567), axisTicks(99_999)]) expect(ticks.every((tick) => tick % 100 === 0)).toBe(true);
  });

  it("puts each slot's figure in its heat map cell, coloured by its share of capacity (or of the busiest hour)", () => {
    answering({ body: {} });
    const html = render(<SlotsSection slots={report().slots} />);
    const cell = (slot: string) => new RegExp(`<td data-slot="${slot}" data-level="(\\d)"[^>]*>([^<]*)</td>`).exec(html)?.slice(1);
    expect(cell("6:10")).toEqual(["3", "12"]);
    expect(cell("6:11")).toEqual(["4", "16"]);
    expect(cell("1:9")).toEqual(["1", "2"]);
    expect(cell("0:14")).toEqual(["0", "0"]);
    expect(cell("2:10")).toEqual(["0", "0"]);
    // Only hours with orders or capacity get a column: not 8 PM, which has neither.
    expect(slotHours(report().slots)).toEqual([9, 10, 11, 14]);
    expect(html).not.toContain("8 PM");
    // Monday first; the weekday said in full to screen readers.
    expect(html.indexOf("Monday")).toBeLessThan(html.indexOf("Sunday"));
    expect(html).toContain('<span class="sr-only">Saturday</span>');
    // The darkest cells carry white text, the lighter ones dark text.
    expect(html).toMatch(/data-level="4" class="[^"]*bg-brand-700 text-white/);
    expect(html).toMatch(/data-level="3" class="[^"]*bg-brand-400 text-ink-900/);
    expect(html).toMatch(/aria-pressed="true"[^>]*>Orders<\/button>/);

    // In pounds: against the pound capacity where there is one, else the busiest hour.
    const saturday = report().slots[0]!;
    expect(slotLevel(saturday, "pounds", 41.25)).toBe(3);
    expect(slotLevel({ ...saturday, pounds: 41.25, capacityPounds: null }, "pounds", 41.25)).toBe(4);
    expect(slotLevel(undefined, "orders", 16)).toBe(0);

    const table = render(<SlotsSection slots={report().slots} defaultShowTable />);
    expect(table).toMatch(/Saturday<\/th><td[^>]*>10 AM<\/td><td[^>]*>12<\/td><td[^>]*>16<\/td><td[^>]*>30.5<\/td><td[^>]*>60<\/td>/);
    expect(table).toMatch(/Monday<\/th><td[^>]*>9 AM<\/td><td[^>]*>2<\/td><td[^>]*>No limit<\/td>/);
  });

  it("asks for another range when a quick pick is chosen, and keeps it in the address", async () => {
    const today = searchForChoice({ ...DEFAULT_CHOICE, pick: "today", compare: "week" });
    expect(today.toString()).toBe("pick=today&bucket=day&compare=week");
    const { urls, queryClient, path } = await loaded(`/admin/reports?${today}`);
    expect(askedFor(urls)).toEqual({ pick: "today", bucket: "day", compare: "week" });
    const html = render(<ReportsPage />, { queryClient, path });
    expect(html).toMatch(/aria-pressed="true" data-pick="today"/);
    expect(html).toMatch(/aria-pressed="false" data-pick="this_month"/);
  });

  it("asks for typed dates, and presses no quick pick", async () => {
    const typed = searchForChoice({ pick: null, from: "2026-04-01", to: "2026-04-15", bucket: "week", compare: "year" });
    const { urls, queryClient, path } = await loaded(`/admin/reports?${typed}`);
    expect(askedFor(urls)).toEqual({ from: "2026-04-01", to: "2026-04-15", bucket: "week", compare: "year" });
    const html = render(<ReportsPage />, { queryClient, path });
    expect(html).not.toContain('aria-pressed="true" data-pick=');
    expect(html).toContain('value="2026-04-01"');
    expect(html).toContain('value="2026-04-15"');
    // An address it cannot read falls back to the default report.
    expect(choiceFromSearch(new URLSearchParams("pick=forever&from=soon&bucket=hour"))).toEqual(DEFAULT_CHOICE);
    expect(choiceFromSearch(new URLSearchParams("from=2026-04-01"))).toEqual(DEFAULT_CHOICE);
  });

  it("links both CSV files for the range shown", async () => {
    const { queryClient } = await loaded();
    const html = render(<ReportsPage />, { queryClient });
    expect(html).toContain('href="/api/admin/reports/csv?from=2026-05-01&amp;to=2026-05-10&amp;rows=orders" download=""');
    expect(html).toContain('href="/api/admin/reports/csv?from=2026-05-01&amp;to=2026-05-10&amp;rows=payments" download=""');
    expect(html).toContain("One row per order (CSV)");
    expect(html).toContain("The file's first row names its columns.");
    expect(csvHref({ pick: "this_year" }, "payments")).toBe("/api/admin/reports/csv?pick=this_year&rows=payments");
  });

  it("says so when nothing sold in the range, and still shows its zeros", async () => {
    const quiet = report({
      revenue: {
        ...report().revenue,
        capturedCents: 0,
        refundedCents: 0,
        netCents: 0,
        byMethod: [],
        series: series.map((p) => ({ ...p, capturedCents: 0, refundedCents: 0 })),
      },
      orders: { count: 0, totalCents: 0, averageCents: 0, previousCount: 250, previousAverageCents: 3_950 },
      channels: [],
      orderTypes: [],
      items: [],
      slots: [],
      preorders: [],
      promos: [],
      giftCards: { ...report().giftCards, soldCount: 0, soldCents: 0 },
      catering: { events: 0, depositsCents: 0, balancesCents: 0, refundsCents: 0, owedCents: 0 },
    });
    const { queryClient } = await loaded("/admin/reports", { body: quiet });
    const html = render(<ReportsPage />, { queryClient });
    expect(html).toContain("No sales in this range");
    expect(html).toContain("-100% vs a year before");
    expect(html).toMatch(/Card online<\/th><td[^>]*>\$0\.00<\/td>/);
    expect(html).toMatch(/Website<\/th><td[^>]*>0<\/td><td[^>]*>\$0\.00<\/td>/);
    expect(html).toContain("No items sold in this range.");
    expect(html).toContain("No pickups or deliveries in this range.");
    expect(html).toContain("No holiday pre-orders for pickup in this range.");
    expect(html).toContain("No promo codes used in this range.");
  });

  it("puts a refused range into words, with a way to try again", async () => {
    const { queryClient } = await loaded("/admin/reports?from=2026-05-10&to=2026-05-01", {
      status: 400,
      body: {
        error: {
          code: "validation_failed",
          message: "The request is not valid.",
          fields: { to: "The first date must be on or before the last" },
        },
      },
    });
    const html = render(<ReportsPage />, { queryClient, path: "/admin/reports?from=2026-05-10&to=2026-05-01" });
    expect(html).toMatch(/role="alert"[^>]*>The first date must be on or before the last/);
    expect(html).toContain("Try again");
    // The range bar stays, to fix the dates.
    expect(html).toContain('value="2026-05-10"');
  });

  it("checks typed dates with the schema's words before asking", () => {
    const errors = reportsAdminTexts.errors;
    expect(rangeProblem("", "2026-05-01", errors)).toEqual({ field: "from", message: "Enter a real date" });
    expect(rangeProblem("2026-05-10", "2026-05-01", errors)).toEqual({ field: "to", message: errors.rangeBackwards });
    expect(rangeProblem("2000-01-01", "2026-05-01", errors)).toEqual({ field: "from", message: errors.rangeTooLong(MAX_REPORT_DAYS) });
    expect(rangeProblem("2026-05-01", "2026-05-01", errors)).toBeNull();
    expect(rangeProblem("2026-05-01", "2026-05-01", reportsAdminTextsEs.errors)).toBeNull();
  });

  it("orders best sellers and the prep list the same way every time", () => {
    expect(bySales(report().items).map((item) => `${item.itemName} ${item.choice}`.trim())).toEqual([
      "Carnitas Maciza",
      "Carnitas Surtida",
      "Tamales Rojo",
      "Chicharrón",
    ]);
    expect(prepByDate(report().preorders).map(([date]) => date)).toEqual(["2026-05-09", "2026-05-10"]);
  });
});

describe("the reports are the owner's", () => {
  it("in the owner's navigation, in both languages, and not a staff page", () => {
    expect(adminSections(adminTexts, true, "Catering").find((section) => section.to === "/admin/reports")?.label).toBe("Reports");
    expect(adminSections(adminTextsEs, true, "Banquetes").find((section) => section.to === "/admin/reports")?.label).toBe("Reportes");
    expect(adminSections(adminTexts, false, "Catering").map((section) => section.to)).not.toContain("/admin/reports");
    // The admin layout shows staff Access Denied on a page that is not theirs.
    expect(isStaffPage("/admin/reports")).toBe(false);
  });
});
