import { QueryClient } from "@tanstack/react-query";
import type { ReactElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { isStaffPage } from "@shared/auth/auth";
import type { GiftCardAdminRow, GiftCardDetailDto, GiftCardListDto } from "@shared/gift-cards/gift-cards";
import { promotionalCardSchema } from "@shared/gift-cards/gift-cards.schema";
import type { OrderDto } from "@shared/orders/orders";
import { adminTexts } from "@shared/texts/admin";
import { adminTexts as adminTextsEs } from "@shared/texts/es/admin";
import { giftCardErrorTexts } from "@shared/texts/gift-card-errors";
import { giftCardErrorTexts as giftCardErrorTextsEs } from "@shared/texts/es/gift-card-errors";
import { giftCardsAdminTexts } from "@shared/texts/gift-cards-admin";
import { giftCardsAdminTexts as giftCardsAdminTextsEs } from "@shared/texts/es/gift-cards-admin";
import { ordersAdminTexts } from "@shared/texts/orders-admin";
import { ordersAdminTexts as ordersAdminTextsEs } from "@shared/texts/es/orders-admin";
import { dashboardTexts } from "@shared/texts/dashboard";
import { adminSections } from "~/features/admin/admin-shell";
import { GiftCardsCard } from "~/features/admin/dashboard/gift-cards-card";
import { GiftCardActions } from "~/features/admin/gift-cards/gift-card-actions";
import { GiftCardDetails } from "~/features/admin/gift-cards/gift-card-page";
import { canCashOut, offeredGiftCardActions } from "~/features/admin/gift-cards/gift-card-rules";
import { fetchGiftCard, fetchGiftCards, giftCardKeys, lookUpGiftCard } from "~/features/admin/gift-cards/gift-cards-api";
import { GiftCardsPage } from "~/features/admin/gift-cards/gift-cards-page";
import { promotionalCardCandidate } from "~/features/admin/gift-cards/promotional-card-dialog";
import { giftCardShare } from "~/features/admin/orders/counter-gift-card";
import { OrderTotals } from "~/features/admin/orders/order-details-modal";
import { renderAdminPage } from "../setup/render-admin-page";

const english = { adminTexts, giftCardsAdminTexts, giftCardErrorTexts, ordersAdminTexts, dashboardTexts };
const spanish = {
  adminTexts: adminTextsEs,
  giftCardsAdminTexts: giftCardsAdminTextsEs,
  giftCardErrorTexts: giftCardErrorTextsEs,
  ordersAdminTexts: ordersAdminTextsEs,
};

/** A gift-card page under the admin layout, its data saying whether the admin is the owner, in `locale`. */
function render(
  element: ReactElement,
  {
    isOwner = true,
    locale = "en",
    queryClient = new QueryClient(),
  }: { isOwner?: boolean; locale?: "en" | "es"; queryClient?: QueryClient } = {},
): string {
  return renderAdminPage(element, { texts: { en: english, es: spanish }, isOwner, locale, queryClient, path: "/admin/gift-cards" });
}

const row = (overrides: Partial<GiftCardAdminRow> = {}): GiftCardAdminRow => ({
  id: "7d1c2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b",
  last4: "7KQ2",
  kind: "bought",
  status: "active",
  state: "active",
  balanceCents: 4_200,
  initialCents: 5_000,
  recipientName: "Ana Torres",
  recipientEmail: "ana@example.com",
  buyerEmail: "lupe@example.com",
  expiresOn: null,
  deliverAt: "2026-12-24T16:00:00.000Z",
  deliveredAt: "2026-12-24T16:00:05.000Z",
  createdAt: "2026-12-01T18:00:00.000Z",
  ...overrides,
});

const card = (overrides: Partial<GiftCardDetailDto> = {}): GiftCardDetailDto => ({
  ...row(),
  message: "¡Feliz Navidad!",
  locale: "es",
  cashOutUnderCents: 1_000,
  entries: [
    {
      id: "1",
      kind: "issued",
      amountCents: 5_000,
      balanceCents: 5_000,
      orderId: null,
      byEmail: null,
      note: null,
      createdAt: "2026-12-01T18:01:00.000Z",
    },
    {
      id: "2",
      kind: "reserved",
      amountCents: -800,
      balanceCents: 4_200,
      orderId: "3f2a9c1e-6f0e-4a59-9d0e-1d9f1c2a3b4c",
      byEmail: "staff@example.com",
      note: null,
      createdAt: "2026-12-26T18:00:00.000Z",
    },
  ],
  ...overrides,
});

/** The actions a card's page draws, in order (their data-action). */
function drawnActions(dto: GiftCardDetailDto, isOwner: boolean): string[] {
  const html = render(<GiftCardActions card={dto} isOwner={isOwner} />, { isOwner });
  return [...html.matchAll(/data-action="([^"]+)"/g)].map((match) => match[1]!);
}

/** fetch answering JSON by path, and what it was asked. */
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

describe("the gift card list (/admin/gift-cards)", () => {
  const list: GiftCardListDto = {
    liabilityCents: 123_400,
    cards: [
      row({ id: "a", last4: "AAAA", createdAt: "2026-11-01T18:00:00.000Z", recipientName: "Older" }),
      row({ id: "b", last4: "7KQ2", createdAt: "2026-12-01T18:00:00.000Z", recipientName: "Ana Torres" }),
      row({
        id: "c",
        last4: null,
        kind: "bought",
        status: "pending",
        state: "pending",
        balanceCents: 0,
        createdAt: "2026-10-01T18:00:00.000Z",
        recipientName: "Pending",
      }),
    ],
  };

  async function loaded(query = "") {
    const calls = answering({ "GET /api/admin/gift-cards": { body: list } });
    const queryClient = new QueryClient();
    await queryClient.prefetchQuery({ queryKey: giftCardKeys.list(query), queryFn: () => fetchGiftCards(query) });
    return { calls, queryClient };
  }

  it("asks the API with the search and shows the liability, newest card first, in a table with headers", async () => {
    const { calls, queryClient } = await loaded();
    expect(calls[0]?.url).toContain("/api/admin/gift-cards?q=");
    const html = render(<GiftCardsPage />, { queryClient });
    expect(html).toContain("Outstanding on gift cards: $1,234.00");
    expect(html).toMatch(/<th scope="col"[^>]*>Card<\/th>/);
    expect(html).toMatch(/<th scope="col"[^>]*>Balance<\/th>/);
    const order = [...html.matchAll(/data-card-id="([^"]+)"/g)].map((match) => match[1]);
    expect(order).toEqual(["b", "a", "c"]);
    expect(html).toContain("••7KQ2");
    expect(html).toContain("Gift card ending in 7KQ2");
    expect(html).toContain("Code not sent yet");
    expect(html).toContain('data-state="pending"');
    expect(html).toContain("Awaiting payment");
    expect(html).toContain('href="/admin/gift-cards/b"');
    // The counter's look-up and the search, each labelled.
    expect(html).toContain('<label for="gift-card-code"');
    expect(html).toContain('<label for="gift-card-search"');
  });

  it("offers the owner a promotional card and the settings; staff neither", async () => {
    const { queryClient } = await loaded();
    const owner = render(<GiftCardsPage />, { queryClient });
    expect(owner).toContain("Give a promotional card");
    expect(owner).toContain("Gift card settings");
    const staff = render(<GiftCardsPage />, { queryClient, isOwner: false });
    expect(staff).not.toContain("Give a promotional card");
    expect(staff).not.toContain("Gift card settings");
    expect(staff).toContain("Find by code");
  });

  it("in Spanish", async () => {
    const { queryClient } = await loaded();
    const html = render(<GiftCardsPage />, { queryClient, locale: "es" });
    expect(html).toContain("Saldo pendiente en tarjetas de regalo: $1,234.00");
    expect(html).toContain("Buscar por código");
    expect(html).toContain("Pago pendiente");
  });

  it("finds a card by its code at the counter (POST /api/admin/gift-cards/lookup)", async () => {
    const calls = answering({ "POST /api/admin/gift-cards/lookup": { body: { id: "b" } } });
    expect(await lookUpGiftCard("ABCDEFGHJKMNPQRS")).toBe("b");
    expect(calls[0]).toMatchObject({ method: "POST", body: { code: "ABCDEFGHJKMNPQRS" } });
  });
});

describe("a gift card's page (/admin/gift-cards/:id)", () => {
  it("loads the card from the API", async () => {
    const calls = answering({ "GET /api/admin/gift-cards/7d1c2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b": { body: card() } });
    const dto = await fetchGiftCard("7d1c2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b");
    expect(dto.balanceCents).toBe(4_200);
    expect(calls[0]?.method).toBe("GET");
  });

  it("shows the money, the recipient and buyer, and the ledger with its order, who and the balance after", () => {
    const html = render(<GiftCardDetails card={card()} />);
    expect(html).toContain("$42.00");
    expect(html).toContain("$50.00");
    expect(html).toContain("Never expires: bought cards have no expiry date and no fees.");
    expect(html).toContain("ana@example.com");
    expect(html).toContain("lupe@example.com");
    expect(html).toContain("Card language: Spanish");
    expect(html).toContain("Issued");
    expect(html).toContain("Held for order");
    expect(html).toContain("+$50.00");
    expect(html).toContain("−$8.00");
    expect(html).toContain('href="/admin/orders?order=3f2a9c1e-6f0e-4a59-9d0e-1d9f1c2a3b4c"');
    expect(html).toContain("#3f2a9c1e");
    expect(html).toContain("staff@example.com");
    expect(html).toContain("the shop's system");
    expect(html).toMatch(/<th scope="col"[^>]*>Balance after<\/th>/);
  });

  it("prints a promotional card's last day in capitals, in the admin's language", () => {
    const promotional = card({ kind: "promotional", buyerEmail: null, expiresOn: "2027-02-28" });
    const html = render(<GiftCardDetails card={promotional} />);
    expect(html).toContain("EXPIRES FEBRUARY 28, 2027");
    expect(html).toContain("Given by the shop");
    expect(render(<GiftCardDetails card={promotional} />, { locale: "es" })).toContain("VENCE EL 28 DE FEBRERO DE 2027");
  });
});

describe("giving a promotional card", () => {
  const fields = {
    amount: "25",
    recipientName: " Ana Torres ",
    recipientEmail: "Ana@Example.com",
    message: "",
    locale: "es" as const,
    expiresOn: "2027-02-28",
  };

  it("sends whole dollars in cents, the card's language and its last day; none for a card that never expires", () => {
    const key = "promo-card-key-0001";
    expect(promotionalCardSchema.parse(promotionalCardCandidate(fields, key))).toEqual({
      idempotencyKey: key,
      amountCents: 2_500,
      recipientName: "Ana Torres",
      recipientEmail: "ana@example.com",
      message: "",
      locale: "es",
      expiresOn: "2027-02-28",
    });
    expect(promotionalCardCandidate({ ...fields, expiresOn: "" }, key).expiresOn).toBeNull();
  });

  it("refuses cents and amounts out of range in the schema's words", () => {
    for (const amount of ["25.50", "5", "501", "lots"]) {
      expect(promotionalCardSchema.safeParse(promotionalCardCandidate({ ...fields, amount }, "promo-card-key-0001")).success).toBe(false);
    }
  });
});

describe("a gift card's actions", () => {
  it("offers the cash-out only to an active card with a balance under the state's threshold", () => {
    expect(drawnActions(card({ balanceCents: 420 }), false)).toEqual(["cashOut"]);
    expect(drawnActions(card({ balanceCents: 1_000 }), false)).toEqual([]);
    expect(drawnActions(card({ balanceCents: 1_500 }), false)).toEqual([]);
    expect(drawnActions(card({ balanceCents: 420, cashOutUnderCents: 500 }), false)).toEqual(["cashOut"]);
    expect(drawnActions(card({ balanceCents: 420, status: "frozen", state: "frozen" }), false)).toEqual([]);
    expect(drawnActions(card({ balanceCents: 0, state: "depleted" }), false)).toEqual([]);
    expect(canCashOut({ state: "expired", balanceCents: 420, cashOutUnderCents: 1_000 })).toBe(false);
  });

  it("says the amount on the cash-out button and asks before paying", () => {
    const html = render(<GiftCardActions card={card({ balanceCents: 420 })} isOwner={false} />, { isOwner: false });
    expect(html).toContain("Pay out $4.20 in cash");
    expect(html).toContain("A balance under $10.00 can be paid out in cash when the customer asks.");
    // The confirmation is a native modal dialog, closed until asked.
    expect(html).toMatch(/<dialog[^>]*aria-labelledby=/);
  });

  it("hides the owner's actions from staff and tells them why", () => {
    const active = card({ balanceCents: 4_200 });
    expect(drawnActions(active, false)).toEqual([]);
    const html = render(<GiftCardActions card={active} isOwner={false} />, { isOwner: false });
    expect(html).not.toContain("Freeze");
    expect(html).not.toContain("Void");
    expect(html).not.toContain("Adjust balance");
    expect(html).toContain("Only the owner can freeze, void or adjust a card");
  });

  it("offers the owner freeze, adjust and void on an active card; unfreeze on a frozen one; nothing on a void one", () => {
    expect(drawnActions(card(), true)).toEqual(["freeze", "adjust", "void"]);
    expect(drawnActions(card({ balanceCents: 420 }), true)).toEqual(["cashOut", "freeze", "adjust", "void"]);
    expect(drawnActions(card({ status: "frozen", state: "frozen" }), true)).toEqual(["unfreeze", "adjust", "void"]);
    expect(offeredGiftCardActions({ status: "void", state: "void", balanceCents: 0, cashOutUnderCents: 1_000 }, "owner")).toEqual([]);
    expect(offeredGiftCardActions({ status: "pending", state: "pending", balanceCents: 0, cashOutUnderCents: 1_000 }, "owner")).toEqual([]);
  });

  it("in Spanish", () => {
    const html = render(<GiftCardActions card={card({ balanceCents: 420 })} isOwner />, { locale: "es" });
    expect(html).toContain("Pagar $4.20 en efectivo");
    expect(html).toContain("Congelar");
    expect(html).toContain("Anular");
    expect(html).toContain("Ajustar saldo");
  });
});

describe("gift cards and promo codes in the admin's navigation", () => {
  it("are staff pages too", () => {
    expect(isStaffPage("/admin/gift-cards")).toBe(true);
    expect(isStaffPage("/admin/gift-cards/7d1c2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b")).toBe(true);
    expect(isStaffPage("/admin/promos")).toBe(true);
    expect(isStaffPage("/admin/team")).toBe(false);
    const staff = adminSections(adminTexts, false, "Catering").map((section) => section.to);
    expect(staff).toEqual(["/admin/orders", "/admin/kitchen", "/admin/catering", "/admin/gift-cards", "/admin/promos"]);
    const labels = adminSections(adminTextsEs, true, "Banquetes").map((section) => section.label);
    expect(labels).toContain("Tarjetas de regalo");
    expect(labels).toContain("Promociones");
  });
});

describe("the dashboard's gift card figure", () => {
  it("says what the shop owes and links to the cards", () => {
    const html = render(<GiftCardsCard liabilityCents={123_400} />);
    expect(html).toContain("$1,234.00");
    expect(html).toContain('href="/admin/gift-cards"');
    expect(html).toContain("See gift cards");
  });
});

describe("an order's discount and payment sources (the admin's order details)", () => {
  const order = (overrides: Partial<OrderDto> = {}): OrderDto => ({
    id: "3f2a9c1e-6f0e-4a59-9d0e-1d9f1c2a3b4c",
    status: "pending",
    paymentStatus: "paid",
    orderType: "pickup",
    customerName: "Don Ernesto",
    customerEmail: "",
    customerPhone: "(323) 555-0142",
    deliveryAddress: null,
    deliveryTime: "2026-12-01T20:00:00.000Z",
    notes: null,
    subtotalCents: 4_200,
    taxCents: 312,
    deliveryFeeCents: 0,
    tipCents: 0,
    totalCents: 4_092,
    taxRate: 825,
    createdAt: "2026-12-01T18:00:00.000Z",
    paidAt: "2026-12-01T18:01:00.000Z",
    lines: [],
    estimatedTotalCents: null,
    allowanceCents: 0,
    holdCents: null,
    holdExpiresAt: null,
    weighedAt: null,
    capturedCents: 4_092,
    balanceDueCents: 0,
    locale: "en",
    refundedCents: 0,
    channel: "web",
    paymentMethod: "card",
    smsOptIn: false,
    discountCents: 420,
    promoCode: "TAMALES10",
    giftCardCents: 3_000,
    giftCardLast4: "7KQ2",
    promo: null,
    ...overrides,
  });

  it("shows the promo's discount, the gift card's share and the card's", () => {
    const html = render(<OrderTotals order={order()} />);
    expect(html).toContain("Promo TAMALES10");
    expect(html).toContain("−$4.20");
    expect(html).toContain("Gift card ••7KQ2");
    expect(html).toContain("$30.00");
    expect(html).toMatch(/<dt>Card<\/dt><dd[^>]*>\$10\.92<\/dd>/);
  });

  it("names cash at the counter, leaves out a zero row, and says a card still held", () => {
    expect(render(<OrderTotals order={order({ paymentMethod: "cash", channel: "staff" })} />)).toMatch(/<dt>Cash<\/dt>/);
    const allByCard = render(<OrderTotals order={order({ giftCardCents: 4_092 })} />);
    expect(allByCard).not.toMatch(/<dt>Card<\/dt>/);
    expect(render(<OrderTotals order={order({ paymentStatus: "unpaid", capturedCents: null })} />)).toContain("Gift card ••7KQ2 (held)");
    expect(
      render(<OrderTotals order={order({ giftCardCents: 0, giftCardLast4: null, promoCode: null, discountCents: 0 })} />),
    ).not.toContain("Gift card");
  });

  it("in Spanish", () => {
    const html = render(<OrderTotals order={order()} />, { locale: "es" });
    expect(html).toContain("Promoción TAMALES10");
    expect(html).toContain("Tarjeta de regalo ••7KQ2");
    expect(html).toContain("Pagado con");
  });
});

describe("the staff order form's gift card", () => {
  it("pays first, up to the total, and leaves the rest to collect", () => {
    const checked = { code: "ABCDEFGHJKMNPQRS", last4: "PQRS", state: "active" as const, balanceCents: 3_000 };
    expect(giftCardShare(checked, 4_255)).toEqual({ paidCents: 3_000, restCents: 1_255 });
    expect(giftCardShare(checked, 2_000)).toEqual({ paidCents: 2_000, restCents: 0 });
    expect(giftCardShare({ ...checked, state: "frozen" }, 2_000)).toBeNull();
    expect(giftCardShare(null, 2_000)).toBeNull();
  });
});
