import { describe, expect, it, vi } from "vitest";
import { createConfig } from "@server/config";
import { parseEnv } from "@server/env";
import type { CateringCustomerViewDto } from "@shared/catering/catering";
import { cateringQuoteTexts } from "@shared/texts/catering-quote";
import { cateringQuoteTexts as cateringQuoteTextsEs } from "@shared/texts/es/catering-quote";
import { cateringWordTexts } from "@shared/texts/catering-words";
import { cateringWordTexts as cateringWordTextsEs } from "@shared/texts/es/catering-words";
import { CateringQuotePage } from "~/features/catering/catering-quote-page";
import { ShopProvider } from "~/lib/shop";
import { renderWithTexts } from "../setup/render-with-texts";

const customerView = vi.hoisted(() => vi.fn());
vi.mock("@server/services/catering/catering-customer", () => ({ customerView }));

const shop = createConfig(parseEnv({ NODE_ENV: "test", DATA_DIR: "/tmp/shop-test-unused", SHOP_PHONE: "(323) 555-0142" })).shop;
const TOKEN = "a".repeat(43);
const NO = { accept: false, payDeposit: false, payBalance: false, cancel: false };

/**
 * 40 guests on Saturday, December 13, 2025 at 2 PM: 8 lb of carnitas maciza ($15.99/lb) and 4
 * dozen tortillas ($4.50): subtotal 145.92, service fee 40.00, tax 15.34, total 201.26, deposit
 * 30 % = 60.38.
 */
const view = (overrides: Partial<CateringCustomerViewDto> = {}): CateringCustomerViewDto => ({
  reference: "C-1A2B3C",
  status: "quoted",
  eventAt: "2025-12-13T22:00:00.000Z",
  fulfilment: "pickup",
  address: "",
  guests: 40,
  style: "taco_bar",
  customerName: "Lupe G.",
  locale: "en",
  wishes: [],
  quote: {
    version: 2,
    lines: [
      {
        index: 0,
        itemId: "item-1",
        name: "Carnitas",
        options: [{ groupId: "g", groupName: "Style", optionId: "o", name: "Maciza", priceDeltaCents: 0 }],
        unit: "lb",
        quantity: 8,
        weighedQuantity: null,
        priceCents: 1599,
        lineTotalCents: 12792,
        pricedByWeight: true,
      },
      {
        index: 1,
        itemId: "item-2",
        name: "Corn tortillas",
        options: [],
        unit: "each",
        quantity: 4,
        weighedQuantity: null,
        priceCents: 450,
        lineTotalCents: 1800,
        pricedByWeight: false,
      },
    ],
    subtotalCents: 14592,
    serviceFeeCents: 4000,
    deliveryFeeCents: 0,
    taxCents: 1534,
    totalCents: 20126,
    depositCents: 6038,
    note: "",
    createdAt: "2025-11-20T18:00:00.000Z",
    expiresAt: "2025-11-27T18:00:00.000Z",
  },
  payments: [],
  money: { totalCents: 20126, depositCents: 6038, paidCents: 0, refundedCents: 0, owedCents: 20126 },
  terms: {
    depositPercent: 30,
    balanceDueDays: 2,
    cancellationTiers: [
      { minDays: 3, refundPercent: 50 },
      { minDays: 14, refundPercent: 100 },
    ],
    quoteValidDays: 7,
  },
  balanceDueAt: null,
  can: { ...NO, accept: true, cancel: true },
  amountDueNowCents: 6038,
  cancellation: { refundCents: 0, refundPercent: 100 },
  ...overrides,
});

function render(dto: CateringCustomerViewDto, { paid = false, path = `/catering/q/${TOKEN}` } = {}) {
  const spanish = path.startsWith("/es/");
  const html = renderWithTexts(
    <ShopProvider shop={shop}>
      <CateringQuotePage view={dto} paid={paid} token={TOKEN} />
    </ShopProvider>,
    spanish
      ? { cateringQuoteTexts: cateringQuoteTextsEs, cateringWordTexts: cateringWordTextsEs }
      : { cateringQuoteTexts, cateringWordTexts },
    path,
  );
  return html.replaceAll("&#x27;", "'");
}

describe("the customer's catering page: what it offers follows `can`", () => {
  it("a quote to accept: the terms' checkbox, accepting with the deposit, and cancelling", () => {
    const html = render(view());
    const acceptTerms = /<input type="checkbox"[^>]*name="acceptTerms"[^>]*>/.exec(html)?.[0];
    expect(acceptTerms).toContain('required=""');
    expect(acceptTerms).not.toContain("checked");
    expect(html).toContain("I have read and accept the terms");
    expect(html).toContain("Accept and pay the deposit ($60.38)");
    expect(html).toContain("Cancel the event");
    expect(html).toContain("Nothing has been paid, so nothing is charged.");
    expect(html).not.toContain("Pay the deposit (");
    expect(html).not.toContain("Pay the balance");
  });

  it("accepted but not paid: pay the deposit, what is due now", () => {
    const html = render(view({ status: "accepted", can: { ...NO, payDeposit: true, cancel: true } }));
    expect(html).toContain("Pay the deposit ($60.38)");
    expect(html).not.toContain("I have read and accept the terms");
  });

  it("the balance due: pay the balance, and the cancellation says what comes back", () => {
    const html = render(
      view({
        status: "balance_due",
        money: { totalCents: 20126, depositCents: 6038, paidCents: 6038, refundedCents: 0, owedCents: 14088 },
        can: { ...NO, payBalance: true, cancel: true },
        amountDueNowCents: 14088,
        cancellation: { refundCents: 3019, refundPercent: 50 },
        balanceDueAt: "2025-12-11T22:00:00.000Z",
      }),
    );
    expect(html).toContain("Pay the balance ($140.88)");
    expect(html).toContain("By our terms, $30.19 comes back to you (50 % of the deposit).");
    expect(html).toContain("The balance is due 2 days before the event. For this event: by December 11, 2025.");
    expect(html).not.toContain("Accept and pay");
  });

  it("nothing to do: no actions at all", () => {
    const html = render(view({ status: "closed", can: NO }));
    expect(html).not.toContain('data-testid="catering-actions"');
    expect(html).not.toContain("Cancel the event");
    expect(html).toContain("Closed");
  });
});

describe("the customer's catering page: what it shows", () => {
  it("the event, the quote's lines and amounts, and the terms in words", () => {
    const html = render(view());
    expect(html).toContain("Catering C-1A2B3C");
    expect(html).toContain("Quoted");
    expect(html).toContain("Saturday, December 13 at 2:00 PM");
    expect(html).toContain("Taco bar");
    expect(html).toContain("Your quote (version 2)");
    expect(html).toContain("Maciza");
    expect(html).toContain("$15.99/lb");
    expect(html).toContain("$201.26");
    expect(html).toContain("Deposit (30 %)");
    expect(html).toContain("14 days or more before the event: the deposit back in full");
    expect(html).toContain("3 days or more before the event: half of it back");
    expect(html).toContain("Under 3 days: none of the deposit comes back.");
    expect(html).toContain("This quote stands 7 days: until November 27, 2025.");
    expect(html).toContain('href="tel:3235550142"');
  });

  it("a weighed line says what the scale said", () => {
    const dto = view({ status: "paid", can: NO });
    const [carnitas, tortillas] = dto.quote!.lines;
    dto.quote = { ...dto.quote!, lines: [{ ...carnitas!, weighedQuantity: 7.4, lineTotalCents: 11833 }, tortillas!] };
    const html = render(dto);
    expect(html).toContain("weighed: 7.4 lb");
    expect(html).toContain("$118.33");
  });

  it("back from the pay page: waits for the payment while it is still due, and thanks once it is recorded", () => {
    expect(render(view({ status: "accepted", can: { ...NO, payDeposit: true } }), { paid: true })).toContain(
      "Thank you: your payment is being recorded.",
    );
    expect(render(view({ status: "confirmed", can: { ...NO, cancel: true } }), { paid: true })).toContain(
      "Thank you: your payment is recorded.",
    );
    // The deposit recorded, the balance still to pay: the server's word, not what is still due, decides.
    const deposited = view({ status: "confirmed", can: { ...NO, payBalance: true }, returnedPayment: "recorded" });
    expect(render(deposited, { paid: true })).toContain("Thank you: your payment is recorded.");
  });

  it("in Spanish on /es", () => {
    const html = render(view(), { path: `/es/catering/q/${TOKEN}` });
    expect(html).toContain("Cotizado");
    expect(html).toContain("Aceptar y pagar el anticipo ($60.38)");
    expect(html).toContain("Con 14 días o más de anticipación: te devolvemos todo el anticipo");
  });
});

describe("the link", () => {
  const context = { app: { log: { error: () => {} } } } as never;
  const url = new URL(`http://shop.test/catering/q/${TOKEN}?paid=1`);

  it("a malformed token is a 404 without asking the service", async () => {
    const { loadCateringQuote } = await import("~/features/catering/catering.server");
    const answer = (await loadCateringQuote(context, "not-a-token", url)) as { init?: { status?: number } };
    expect(answer.init?.status).toBe(404);
    expect(customerView).not.toHaveBeenCalled();
  });

  it("a guessed token the service does not know is a 404; a known one reads ?paid", async () => {
    const { loadCateringQuote } = await import("~/features/catering/catering.server");
    const { ServiceError } = await import("@server/lib/errors");
    customerView.mockRejectedValueOnce(new ServiceError("not_found", { key: "cateringErrorTexts.notFound" } as never));
    const missing = (await loadCateringQuote(context, TOKEN, url)) as { init?: { status?: number } };
    expect(missing.init?.status).toBe(404);
    customerView.mockResolvedValueOnce(view());
    expect(await loadCateringQuote(context, TOKEN, url)).toMatchObject({ view: { reference: "C-1A2B3C" }, paid: true });
    // The pay page comes back with its session's id in it.
    customerView.mockResolvedValueOnce(view());
    const back = new URL(`http://shop.test/catering/q/${TOKEN}?paid=sbx_cs_123`);
    expect(await loadCateringQuote(context, TOKEN, back)).toMatchObject({ paid: true });
    customerView.mockResolvedValueOnce(view());
    const plain = new URL(`http://shop.test/catering/q/${TOKEN}`);
    expect(await loadCateringQuote(context, TOKEN, plain)).toMatchObject({ paid: false });
  });
});
