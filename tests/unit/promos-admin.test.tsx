import { QueryClient } from "@tanstack/react-query";
import type { ReactElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MenuItemDto } from "@shared/menu/menu";
import { NO_PROMO_RULES, type PromoAdminRow } from "@shared/promos/promos";
import { promoCreateSchema } from "@shared/promos/promos.schema";
import { adminTexts } from "@shared/texts/admin";
import { adminTexts as adminTextsEs } from "@shared/texts/es/admin";
import { promoErrorTexts } from "@shared/texts/gift-card-errors";
import { promoErrorTexts as promoErrorTextsEs } from "@shared/texts/es/gift-card-errors";
import { promosAdminTexts } from "@shared/texts/promos-admin";
import { promosAdminTexts as promosAdminTextsEs } from "@shared/texts/es/promos-admin";
import { BLANK_PROMO, promoCreateCandidate, promoFieldProblems } from "~/features/admin/promos/promo-form";
import { promoGives, promoMoves, promoRuleWords } from "~/features/admin/promos/promo-words";
import { createPromo, fetchPromos, promoKeys } from "~/features/admin/promos/promos-api";
import { PromosPage } from "~/features/admin/promos/promos-page";
import { renderAdminPage } from "../setup/render-admin-page";

const english = { adminTexts, promosAdminTexts, promoErrorTexts };
const spanish = { adminTexts: adminTextsEs, promosAdminTexts: promosAdminTextsEs, promoErrorTexts: promoErrorTextsEs };

const CARNITAS = "11111111-1111-4111-8111-111111111111";
const TAMALES = "22222222-2222-4222-8222-222222222222";
const MEATS = "33333333-3333-4333-8333-333333333333";

/** The promo codes page under the admin layout, its data saying whether the admin is the owner. */
function render(
  element: ReactElement,
  {
    isOwner = true,
    locale = "en",
    queryClient = new QueryClient(),
  }: { isOwner?: boolean; locale?: "en" | "es"; queryClient?: QueryClient } = {},
): string {
  return renderAdminPage(element, { texts: { en: english, es: spanish }, isOwner, locale, queryClient, path: "/admin/promos" });
}

/** fetch answering JSON by method and path, and what it was asked. */
function answering(answers: Record<string, { status?: number; body: unknown }>) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      const method = (init?.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
      const raw = init?.body ?? (input instanceof Request ? await input.text() : undefined);
      calls.push({ url, method, body: typeof raw === "string" && raw ? JSON.parse(raw) : undefined });
      const path = url.replace(/^https?:\/\/[^/]+/, "").split("?")[0]!;
      const answer = answers[`${method} ${path}`];
      if (!answer) return new Response(JSON.stringify({ error: { code: "not_found", message: "Not found" } }), { status: 404 });
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { "Content-Type": "application/json" } });
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

const promo = (overrides: Partial<PromoAdminRow> = {}): PromoAdminRow => ({
  id: "aaaaaaaa-0000-4000-8000-000000000001",
  code: "TAMALES10",
  kind: "percent",
  percentBp: 1000,
  amountCents: null,
  status: "active",
  rules: NO_PROMO_RULES,
  uses: 12,
  discountGivenCents: 5_040,
  createdAt: "2026-11-01T18:00:00.000Z",
  ...overrides,
});

const item = (id: string, name: string, category: { id: string; name: string }): MenuItemDto =>
  ({
    id,
    name,
    description: null,
    priceCents: 1599,
    priceUnit: "lb",
    quantityMin: 0.5,
    quantityStep: 0.5,
    pricedByWeight: true,
    optionGroups: [],
    schedule: { leadTimeHours: 0, soldOutToday: false, dailyStock: null, preorder: null },
    priceId: null,
    imageUrl: null,
    isAvailable: true,
    isFeatured: false,
    isArchived: false,
    category: { ...category, slug: name.toLowerCase() },
  }) as unknown as MenuItemDto;

describe("what a promo code gives, and its rules in short words", () => {
  it("says percent, dollars and free delivery", () => {
    expect(promoGives(promo(), promosAdminTexts)).toBe("10 % off");
    expect(promoGives(promo({ percentBp: 1250 }), promosAdminTexts)).toBe("12.5 % off");
    expect(promoGives(promo({ kind: "amount", percentBp: null, amountCents: 500 }), promosAdminTexts)).toBe("$5.00 off");
    expect(promoGives(promo({ kind: "free_delivery", percentBp: null }), promosAdminTexts)).toBe("Free delivery");
    expect(promoGives(promo(), promosAdminTextsEs)).toBe("10 % de descuento");
    expect(promoGives(promo({ kind: "free_delivery", percentBp: null }), promosAdminTextsEs)).toBe("Envío gratis");
  });

  it("says each rule that applies, naming categories from the menu", () => {
    const rules = {
      ...NO_PROMO_RULES,
      minSubtotalCents: 3_000,
      firstOrderOnly: true,
      perCustomerLimit: 1,
      totalLimit: 100,
      startsOn: "2026-12-01",
      endsOn: "2026-12-24",
      weekdays: [6, 5],
      fromMinute: 8 * 60,
      toMinute: 12 * 60,
      orderType: "pickup" as const,
      itemIds: [CARNITAS],
      categories: [MEATS],
      excludePreorders: true,
    };
    const words = promoRuleWords(rules, promosAdminTexts, "en", new Map([[MEATS, "Meats"]]));
    expect(words).toEqual([
      "Subtotal $30.00 or more",
      "First order only",
      "Once per customer",
      "100 uses in all",
      "December 1, 2026 to December 24, 2026",
      "On Fri, Sat",
      "8AM to 12PM",
      "Pickup only",
      "Only Meats",
      "1 item",
      "Not on holiday pre-orders",
    ]);
    expect(promoRuleWords(NO_PROMO_RULES, promosAdminTexts, "en", new Map())).toEqual(["Any order"]);
    expect(promoRuleWords({ ...rules, categories: [MEATS, TAMALES] }, promosAdminTexts, "en", new Map())).toContain("Only 2 categories");
    const spanishWords = promoRuleWords(rules, promosAdminTextsEs, "es", new Map([[MEATS, "Carnes"]]));
    expect(spanishWords).toContain("Del 1 de diciembre de 2026 al 24 de diciembre de 2026");
    expect(spanishWords).toContain("Los vie, sáb");
    expect(spanishWords).toContain("De 8 a.m. a 12 p.m.");
  });

  it("pauses or ends an active code, resumes or ends a paused one, and leaves an ended one alone", () => {
    expect(promoMoves("active")).toEqual(["pause", "end"]);
    expect(promoMoves("paused")).toEqual(["resume", "end"]);
    expect(promoMoves("ended")).toEqual([]);
  });
});

describe("the promo list (/admin/promos)", () => {
  const promos = [
    promo({ id: "ended", code: "OLD5", status: "ended", createdAt: "2026-01-01T00:00:00.000Z" }),
    promo({ id: "active", code: "TAMALES10", rules: { ...NO_PROMO_RULES, totalLimit: 50 } }),
    promo({ id: "paused", code: "ENVIOGRATIS", kind: "free_delivery", percentBp: null, status: "paused" }),
  ];

  async function loaded() {
    const calls = answering({
      "GET /api/admin/promos": { body: { promos } },
      "GET /api/menu": { body: { items: [item(CARNITAS, "Carnitas", { id: MEATS, name: "Meats" })] } },
    });
    const queryClient = new QueryClient();
    await queryClient.prefetchQuery({ queryKey: promoKeys.all, queryFn: fetchPromos });
    return { calls, queryClient };
  }

  it("shows each code with what it gives, its status, uses and discount given, active ones first, in a table with headers", async () => {
    const { calls, queryClient } = await loaded();
    expect(calls[0]).toMatchObject({ method: "GET" });
    expect(calls[0]?.url).toContain("/api/admin/promos");
    const html = render(<PromosPage />, { queryClient });
    expect([...html.matchAll(/data-promo-id="([^"]+)"/g)].map((match) => match[1])).toEqual(["active", "paused", "ended"]);
    expect(html).toMatch(/<th scope="col"[^>]*>Discount given<\/th>/);
    expect(html).toContain("10 % off");
    expect(html).toContain("Free delivery");
    expect(html).toContain("12 of 50 uses");
    expect(html).toContain("$50.40");
    expect(html).toContain("50 uses in all");
    expect(html).toContain('data-status="paused"');
  });

  it("gives the owner New, Pause, Resume and End (none on an ended code); staff read only", async () => {
    const { queryClient } = await loaded();
    const owner = render(<PromosPage />, { queryClient });
    expect(owner).toContain("New promo code");
    expect([...owner.matchAll(/data-action="([^"]+)"/g)].map((match) => match[1])).toEqual(["pause", "end", "resume", "end"]);
    expect(owner).toContain('aria-label="Pause TAMALES10"');
    expect(owner).toContain('aria-label="End ENVIOGRATIS"');
    const staff = render(<PromosPage />, { queryClient, isOwner: false });
    expect(staff).not.toContain("New promo code");
    expect(staff).not.toContain("data-action=");
    expect(staff).toContain("Only the owner can create, pause or end promo codes.");
  });

  it("in Spanish", async () => {
    const { queryClient } = await loaded();
    const html = render(<PromosPage />, { queryClient, locale: "es" });
    expect(html).toContain("Códigos de promoción");
    expect(html).toContain("10 % de descuento");
    expect(html).toContain("En pausa");
    expect(html).toContain("Terminado");
    expect(html).toContain("Pausar");
  });
});

describe("creating a promo code", () => {
  const fields = {
    ...BLANK_PROMO,
    code: " tamales10 ",
    kind: "percent" as const,
    percent: "10",
    amount: "7.00",
    minSubtotal: "30",
    firstOrderOnly: true,
    perCustomerLimit: "1",
    totalLimit: "",
    startsOn: "2026-12-01",
    endsOn: "2026-12-24",
    weekdays: [6, 5, 5],
    fromTime: "08:00",
    toTime: "12:30",
    orderType: "pickup" as const,
    itemIds: [CARNITAS],
    categories: [MEATS],
    excludePreorders: true,
  };

  it("sends the code, the chosen kind's value only, and the rules in the API's units", async () => {
    const body = promoCreateCandidate(fields);
    expect(body).toEqual({
      code: "TAMALES10",
      kind: "percent",
      percent: 10,
      amountCents: null,
      rules: {
        minSubtotalCents: 3_000,
        firstOrderOnly: true,
        perCustomerLimit: 1,
        totalLimit: null,
        startsOn: "2026-12-01",
        endsOn: "2026-12-24",
        weekdays: [5, 6],
        fromMinute: 480,
        toMinute: 750,
        orderType: "pickup",
        itemIds: [CARNITAS],
        categories: [MEATS],
        excludePreorders: true,
      },
    });
    const input = promoCreateSchema.parse(body);
    const created = promo({ rules: input.rules });
    const calls = answering({ "POST /api/admin/promos": { status: 201, body: created } });
    expect(await createPromo(input)).toEqual(created);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe("POST");
    expect(calls[0]?.url).toMatch(/\/api\/admin\/promos$/);
    expect(calls[0]?.body).toEqual(body);
  });

  it("sends dollars off in cents, free delivery with no value, and empty rules as none", () => {
    const amount = promoCreateCandidate({ ...BLANK_PROMO, code: "FIVE", kind: "amount", amount: "5", percent: "10" });
    expect(amount).toMatchObject({ kind: "amount", percent: null, amountCents: 500 });
    expect(amount.rules).toEqual({ ...NO_PROMO_RULES });
    expect(promoCreateSchema.safeParse(amount).success).toBe(true);
    const free = promoCreateCandidate({ ...BLANK_PROMO, code: "ENVIO", kind: "free_delivery", orderType: "delivery" });
    expect(free).toMatchObject({ kind: "free_delivery", percent: null, amountCents: null, rules: { orderType: "delivery" } });
    expect(promoCreateSchema.safeParse(free).success).toBe(true);
  });

  it("words its own mistakes: a value that is no number, a count that is not whole, dates and hours out of order", () => {
    const c = promosAdminTexts.create;
    const problems = promoFieldProblems(
      {
        ...fields,
        percent: "ten",
        perCustomerLimit: "1.5",
        startsOn: "2026-12-24",
        endsOn: "2026-12-01",
        fromTime: "12:00",
        toTime: "08:00",
      },
      c,
      promoErrorTexts.rulesInvalid,
    );
    expect(problems).toEqual({
      percent: c.percentInvalid,
      "rules.perCustomerLimit": c.countInvalid,
      "rules.endsOn": promoErrorTexts.rulesInvalid,
      "rules.toMinute": promoErrorTexts.rulesInvalid,
    });
    expect(promoFieldProblems(fields, c, promoErrorTexts.rulesInvalid)).toEqual({});
    expect(promoFieldProblems({ ...fields, kind: "amount", amount: "five" }, c, "")).toEqual({ amountCents: c.amountInvalid });
  });
});
