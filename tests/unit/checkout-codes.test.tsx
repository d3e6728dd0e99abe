import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createConfig } from "@server/config";
import { parseEnv } from "@server/env";
import type { PromoPreviewDto } from "@shared/promos/promos";
import { checkoutSummaryTexts } from "@shared/texts/checkout-summary";
import { checkoutSummaryTexts as checkoutSummaryTextsEs } from "@shared/texts/es/checkout-summary";
import { orderingTexts } from "@shared/texts/ordering";
import type { CartLine } from "~/features/cart/cart-store";
import type { CartCheck } from "~/features/cart/use-cart-check";
import { checkGiftCard, checkPromo, CodesPanel } from "~/features/checkout/checkout-codes";
import { OrderSummary } from "~/features/checkout/checkout-extras";
import { priceCheckout, type AppliedCodes } from "~/features/checkout/order-extras";
import { ShopProvider } from "~/lib/shop";
import { horchata, maciza } from "../setup/cart-items";
import { renderWithTexts } from "../setup/render-with-texts";

/**
 * Checkout's promo codes and gift cards (ADR 0024): the codes panel, loaded when its disclosure
 * opens, asks the server; an accepted promo takes its discount off before tax, a refused one says
 * why and takes nothing off; a gift card pays first, up to the total (or the hold).
 */

const shop = createConfig(parseEnv({ NODE_ENV: "test", DATA_DIR: "/tmp/shop-test-unused" })).shop;
const t = checkoutSummaryTexts.codes;

/** 2 lb of carnitas maciza ($31.98) and two horchatas ($9.00): $40.98 for pickup, tax 8.25 %. */
const lines: CartLine[] = [
  { id: "l1", menuItem: maciza, quantity: 2, notes: "", options: [] },
  { id: "l2", menuItem: horchata, quantity: 2, notes: "", options: [] },
];
const checked = lines.map((line) => ({ line, status: { kind: "ok" as const }, isPayable: true }));
const pickup = { orderType: "pickup" as const, preferredTime: "2026-12-05T10:00" };
const none = { kind: "none" as const };
const tamales10: PromoPreviewDto = {
  code: "TAMALES10",
  kind: "percent",
  percentBp: 1000,
  amountCents: null,
  discountCents: 410,
  feeWaivedCents: 0,
};
const giftCard = (balanceCents: number): AppliedCodes["giftCard"] => ({ code: "ABCDEFGHJKMNPQRS", last4: "PQRS", balanceCents });
const price = (codes: AppliedCodes = {}) => priceCheckout(checked, { ...shop, taxRate: 825 }, pickup, none, codes);

describe("the order priced with the codes", () => {
  it("a promo's discount comes off before tax, as the server priced it", () => {
    const plain = price();
    expect(plain).toMatchObject({
      subtotalCents: 4098,
      discountCents: 0,
      taxCents: 338,
      totalCents: 4436,
      giftCardCents: 0,
      cardCents: 4436,
    });
    // Tax on $36.88: $3.04.
    expect(price({ promo: tamales10 })).toMatchObject({
      subtotalCents: 4098,
      discountCents: 410,
      taxCents: 304,
      totalCents: 3992,
      cardCents: 3992,
    });
  });

  it("a gift card pays first, up to what the card would be charged; covering it all leaves nothing for the card", () => {
    expect(price({ giftCard: giftCard(3000) })).toMatchObject({ totalCents: 4436, giftCardCents: 3000, cardCents: 1436 });
    expect(price({ giftCard: giftCard(10_000) })).toMatchObject({ totalCents: 4436, giftCardCents: 4436, cardCents: 0 });
  });

  it("for cuts priced by weight, up to the hold: the total and the allowance", () => {
    const weighed = checked.map((entry) => ({
      ...entry,
      line: { ...entry.line, menuItem: { ...entry.line.menuItem, pricedByWeight: true } },
    }));
    const held = priceCheckout(weighed, { ...shop, taxRate: 825 }, pickup, none, { giftCard: giftCard(10_000) });
    expect(held.holdCents).toBeGreaterThan(held.totalCents);
    expect(held).toMatchObject({ giftCardCents: held.holdCents, cardCents: 0 });
  });

  it("carries the order as the promo's rules read it: the lines as checkout sends them, the type and time, a valid tip", () => {
    expect(price().promoOrder).toEqual({
      code: "",
      details: pickup,
      lines: [
        { itemId: maciza.id, quantity: 2, optionIds: [], notes: "" },
        { itemId: horchata.id, quantity: 2, optionIds: [], notes: "" },
      ],
      tip: none,
    });
    const typo = priceCheckout(checked, shop, pickup, { kind: "amount", cents: -1 }, {});
    expect(typo.promoOrder.tip).toEqual(none);
  });
});

describe("asking the server", () => {
  let answer: { status: number; body: unknown } | "offline";
  let asked: { path: string; body: unknown }[];
  beforeEach(() => {
    asked = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (path: string, init: RequestInit) => {
        asked.push({ path, body: JSON.parse(String(init.body)) });
        if (answer === "offline") throw new TypeError("Failed to fetch");
        return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { "Content-Type": "application/json" } });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("a promo accepted: what it takes off; refused (422): the server's reason, and no discount", async () => {
    answer = { status: 200, body: tamales10 };
    expect(await checkPromo({ ...price().promoOrder, code: "TAMALES10" }, t)).toEqual({ ok: true, promo: tamales10 });
    expect(asked[0]).toMatchObject({ path: "/api/checkout/promo", body: { code: "TAMALES10", details: pickup, tip: none } });
    answer = { status: 422, body: { error: { code: "promo_invalid", message: "That promo code is for delivery orders only." } } };
    expect(await checkPromo({ ...price().promoOrder, code: "TAMALES10" }, t)).toEqual({
      ok: false,
      message: "That promo code is for delivery orders only.",
    });
    answer = "offline";
    expect(await checkPromo({ ...price().promoOrder, code: "TAMALES10" }, t)).toEqual({ ok: false, message: t.failed });
  });

  it("a gift card: its code checked before it is sent, then its state and balance", async () => {
    expect(await checkGiftCard("1234", t)).toEqual({ ok: false, message: t.giftCardInvalid });
    expect(asked).toEqual([]);
    answer = { status: 200, body: { last4: "PQRS", kind: "bought", state: "frozen", balanceCents: 2000, expiresOn: null, locale: "en" } };
    expect(await checkGiftCard("abcd-efgh-jkmn-pqrs", t)).toEqual({ ok: false, message: t.giftCardUnusable.frozen });
    expect(asked[0]).toEqual({ path: "/api/gift-cards/balance", body: { code: "ABCDEFGHJKMNPQRS" } });
    answer = { status: 200, body: { last4: "PQRS", kind: "bought", state: "active", balanceCents: 2000, expiresOn: null, locale: "en" } };
    expect(await checkGiftCard("abcd efgh jkmn pqrs", t)).toEqual({ ok: true, giftCard: giftCard(2000) });
    answer = { status: 404, body: { error: { code: "not_found", message: "We could not find a gift card with that code." } } };
    expect(await checkGiftCard("ABCDEFGHJKMNPQRS", t)).toEqual({ ok: false, message: "We could not find a gift card with that code." });
  });
});

describe("the summary and the panel", () => {
  const check = (totals: ReturnType<typeof price>): CartCheck => ({ status: "checked", lines: checked, totals, blocked: false });
  const summary = (codes: AppliedCodes, path = "/checkout") => {
    const totals = price(codes);
    const texts = path.startsWith("/es/") ? checkoutSummaryTextsEs : checkoutSummaryTexts;
    return renderWithTexts(
      <ShopProvider shop={{ ...shop, taxRate: 825 }}>
        <OrderSummary check={check(totals)} totals={totals} orderType="pickup" t={texts} orderingTexts={orderingTexts} />
      </ShopProvider>,
      {},
      path,
    );
  };
  /** The summary's rows: [label, amount as shown]. */
  const rows = (html: string) => [...html.matchAll(/<dt>([^<]+)<\/dt><dd[^>]*>([^<]+)<\/dd>/g)].map(([, label, amount]) => [label, amount]);

  it("an accepted promo: its row before tax, which is on the discounted subtotal", () => {
    expect(rows(summary({ promo: tamales10 }))).toEqual([
      ["Subtotal", "$40.98"],
      ["Promo TAMALES10", "−$4.10"],
      ["Tax (8.25%)", "$3.04"],
      ["Total", "$39.92"],
    ]);
  });

  it("a refused promo: no discount anywhere", () => {
    const html = summary({});
    expect(html).not.toContain("Promo");
    expect(rows(html)).toEqual([
      ["Subtotal", "$40.98"],
      ["Tax (8.25%)", "$3.38"],
      ["Total", "$44.36"],
    ]);
  });

  it("a gift card: its share after the total, and what is left for the card", () => {
    expect(rows(summary({ giftCard: giftCard(3000) })).slice(-3)).toEqual([
      ["Total", "$44.36"],
      ["Gift card ••PQRS", "−$30.00"],
      ["To pay by card", "$14.36"],
    ]);
    expect(rows(summary({ giftCard: giftCard(3000) }, "/es/checkout")).slice(-2)).toEqual([
      ["Tarjeta de regalo ••PQRS", "−$30.00"],
      ["A pagar con tarjeta", "$14.36"],
    ]);
  });

  it("the panel: a field and Apply for each code, each labelled; an applied code says what it does, with Remove", () => {
    const panel = (codes: AppliedCodes) => renderWithTexts(<CodesPanel setCodes={() => {}} totals={price(codes)} t={t} />, {}, "/checkout");
    const empty = panel({});
    expect(empty).toMatch(/<label for="checkout-promo-code"[^>]*>Promo code<\/label>/);
    expect(empty).toMatch(/<label for="checkout-gift-card-code"[^>]*>Gift card code<\/label>/);
    expect(empty).toContain('aria-label="Apply the promo code"');
    expect(empty).toContain('aria-describedby="checkout-gift-card-code-hint"');
    const applied = panel({ promo: tamales10, giftCard: giftCard(10_000) });
    expect(applied).toContain("Promo TAMALES10: −$4.10");
    expect(applied).toContain('aria-label="Remove promo TAMALES10"');
    expect(applied).toContain("Gift card ••PQRS: −$39.92");
    expect(applied).toContain("The gift card covers this order: no card payment needed.");
    expect(applied).not.toContain("checkout-promo-code");
  });
});
