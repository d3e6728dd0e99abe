import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createConfig } from "@server/config";
import { parseEnv } from "@server/env";
import type { GiftCardBalanceDto, GiftCardFormDto } from "@shared/gift-cards/gift-cards";
import { giftCardBalanceTexts } from "@shared/texts/gift-card-balance";
import { giftCardPurchaseTexts } from "@shared/texts/gift-card-purchase";
import { giftCardTexts } from "@shared/texts/gift-cards";
import { giftCardBalanceTexts as giftCardBalanceTextsEs } from "@shared/texts/es/gift-card-balance";
import { giftCardPurchaseTexts as giftCardPurchaseTextsEs } from "@shared/texts/es/gift-card-purchase";
import { giftCardTexts as giftCardTextsEs } from "@shared/texts/es/gift-cards";
import { GiftCardBalanceResult, groupGiftCardCode } from "~/features/gift-cards/gift-card-balance-page";
import { nextChristmasEve, nextMothersDay, usMothersDay } from "~/features/gift-cards/gift-card-dates";
import type { GiftCardDraft } from "~/features/gift-cards/gift-card-draft";
import { purchaseWords } from "~/features/gift-cards/gift-card-purchase-status";
import { giftCardProblems, sendGiftCardPurchase } from "~/features/gift-cards/gift-card-submit";
import { GiftCardsPage } from "~/features/gift-cards/gift-cards-page";
import { ShopProvider } from "~/lib/shop";
import { renderWithTexts } from "../setup/render-with-texts";

const giftCardForm = vi.hoisted(() => vi.fn());
vi.mock("@server/services/gift-cards/gift-card-sales", () => ({ giftCardForm }));

const shop = createConfig(parseEnv({ NODE_ENV: "test", DATA_DIR: "/tmp/shop-test-unused", SHOP_PHONE: "(323) 555-0142" })).shop;

/** The shop's Thursday, November 20, 2025: a card can be sent up to a year ahead. */
const form: GiftCardFormDto = {
  presetsCents: [2_500, 5_000, 10_000],
  minCents: 1_000,
  maxCents: 50_000,
  today: "2025-11-20",
  maxScheduleDays: 366,
  smsEnabled: false,
};

const english = { giftCardTexts, giftCardBalanceTexts };
const spanish = { giftCardTexts: giftCardTextsEs, giftCardBalanceTexts: giftCardBalanceTextsEs };
const render = (element: React.ReactElement, path: string) =>
  renderWithTexts(<ShopProvider shop={shop}>{element}</ShopProvider>, path.startsWith("/es/") ? spanish : english, path);
/** The text of the page without its markup, entities decoded: what a visitor reads. */
const words = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&#x27;", "'")
    .replaceAll("&amp;", "&")
    .replace(/\s+/g, " ");

const page = (overrides: Partial<React.ComponentProps<typeof GiftCardsPage>> = {}, path = "/gift-cards") =>
  render(<GiftCardsPage form={form} signedIn buyerName="Lupe" purchaseId={null} returnedPaid={false} {...overrides} />, path);

const draft = (overrides: Partial<GiftCardDraft> = {}): GiftCardDraft => ({
  amount: 5_000,
  otherDollars: "",
  buyerName: "Lupe",
  recipientName: "Ana",
  recipientEmail: "ana@example.com",
  recipientPhone: "",
  smsOptIn: false,
  message: "¡Feliz Navidad!",
  locale: "es",
  send: "now",
  sendOn: "",
  ...overrides,
});

describe("the gift card purchase page (ADR 0024)", () => {
  it("offers the amounts as one radio group, $50 chosen, with the summary and Pay", () => {
    const html = page();
    const radios = [...html.matchAll(/<input [^>]*name="amount"[^>]*>/g)].map(([input]) => input);
    expect(radios).toHaveLength(4);
    expect(radios.filter((input) => input.includes('checked=""'))).toEqual([expect.stringContaining('value="5000"')]);
    const text = words(html);
    expect(text).toContain("$25 $50 $100 Other amount");
    expect(text).toContain("$50.00 gift card, sent today");
    expect(text).toContain("No tax on gift cards.");
    expect(text).toContain("Pay $50.00");
    expect(html).toContain('value="Lupe"');
  });

  it("says the law in plain words and leads to the balance page", () => {
    const html = page();
    expect(words(html)).toContain("Gift cards never expire and have no fees.");
    expect(html).toMatch(/<a[^>]*href="\/gift-cards\/balance"[^>]*>Check a balance<\/a>/);
  });

  it("labels every field, and offers the text message only where the shop can text", () => {
    const html = page();
    for (const id of ["gift-card-buyerName", "gift-card-recipientName", "gift-card-recipientEmail", "gift-card-message"]) {
      expect(html, id).toMatch(new RegExp(`<label[^>]*for="${id}"`));
    }
    expect(words(html)).toContain("0 of 300 characters");
    expect(html).not.toContain("gift-card-recipientPhone");
    const texting = page({ form: { ...form, smsEnabled: true } });
    expect(texting).toMatch(/<label[^>]*for="gift-card-recipientPhone"/);
    expect(words(texting)).toContain("Also send the card by text message.");
  });

  it("signed out: a sign-in link that comes back here, instead of Pay", () => {
    const html = page({ signedIn: false });
    expect(html).not.toContain('type="submit"');
    expect(html).toMatch(/<a[^>]*href="\/auth\/login\?redirect=%2Fgift-cards"[^>]*>Sign in to buy a gift card<\/a>/);
    const spanish = page({ signedIn: false }, "/es/gift-cards");
    expect(spanish).toMatch(
      /<a[^>]*href="\/es\/auth\/login\?redirect=%2Fes%2Fgift-cards"[^>]*>Inicia sesión para comprar una tarjeta de regalo<\/a>/,
    );
  });

  it("in Spanish on /es", () => {
    const text = words(page({}, "/es/gift-cards"));
    expect(text).toContain("Tarjetas de regalo");
    expect(text).toContain("Otro monto");
    expect(text).toContain("Tarjeta de regalo de $50.00, se envía hoy");
    expect(text).toContain("Las tarjetas de regalo no pagan impuestos.");
    expect(text).toContain("Pagar $50.00");
  });

  it("back from the pay page, the purchase is waited for; without the form's facts the page says so", () => {
    expect(words(page({ purchaseId: "3f2a9c1e-6f0e-4a59-9d0e-1d9f1c2a3b4c", returnedPaid: true }))).toContain(
      "Your gift card purchase Waiting for the payment…",
    );
    const failed = page({ form: null });
    expect(failed).toContain('role="alert"');
    expect(words(failed)).toContain("We can't sell gift cards right now.");
  });
});

describe("the purchase form's checks", () => {
  const problems = (overrides: Partial<GiftCardDraft>, words = giftCardPurchaseTexts) =>
    giftCardProblems(draft(overrides), form, words, "en");
  const amount = "Choose an amount from $10 to $500, in whole dollars.";

  it("a preset, or any whole dollar amount from $10 to $500", () => {
    expect(problems({})).toEqual({});
    expect(problems({ amount: "other", otherDollars: "120" })).toEqual({});
    expect(problems({ amount: "other", otherDollars: "10" })).toEqual({});
    expect(problems({ amount: "other", otherDollars: "500" })).toEqual({});
    for (const typed of ["", "7", "501", "25.50", "-20", "abc"]) {
      expect(problems({ amount: "other", otherDollars: typed }), typed).toEqual({ amountCents: amount });
    }
  });

  it("the names, the e-mail, a mobile number for a text, and the message's length", () => {
    expect(problems({ buyerName: " ", recipientName: "", recipientEmail: "ana@" })).toEqual({
      buyerName: "Enter your name.",
      recipientName: "Enter the recipient's name.",
      recipientEmail: "Enter the recipient's e-mail address, like ana@example.com.",
    });
    expect(problems({ smsOptIn: true, recipientPhone: "555" })).toEqual({
      recipientPhone: "Enter a mobile number to send the card by text, or untick the box.",
    });
    expect(problems({ smsOptIn: true, recipientPhone: "(323) 555-0123" })).toEqual({});
    expect(problems({ message: "x".repeat(301) })).toEqual({ message: "Keep the message to 300 characters." });
  });

  it("a date from today to a year ahead", () => {
    expect(problems({ send: "date", sendOn: "2025-12-24" })).toEqual({});
    expect(problems({ send: "date", sendOn: "2025-11-20" })).toEqual({});
    const refused = { sendOn: "Choose a date from today to November 21, 2026." };
    expect(problems({ send: "date", sendOn: "" })).toEqual(refused);
    expect(problems({ send: "date", sendOn: "2025-11-19" })).toEqual(refused);
    expect(problems({ send: "date", sendOn: "2026-11-22" })).toEqual(refused);
    expect(problems({ send: "date", sendOn: "2026-02-30" })).toEqual(refused);
  });

  it("in Spanish", () => {
    const spanish = giftCardProblems(draft({ amount: "other", otherDollars: "7", recipientName: "" }), form, giftCardPurchaseTextsEs, "es");
    expect(spanish).toEqual({
      amountCents: "Elige un monto de $10 a $500, en dólares enteros.",
      recipientName: "Escribe el nombre de quien la recibe.",
    });
  });
});

describe("the quick picks", () => {
  it("the next Christmas Eve, this year's until it has passed", () => {
    expect(nextChristmasEve("2025-11-20")).toBe("2025-12-24");
    expect(nextChristmasEve("2025-12-24")).toBe("2025-12-24");
    expect(nextChristmasEve("2025-12-25")).toBe("2026-12-24");
  });

  it("Mother's Day: May 10 for a Spanish card, the second Sunday of May for an English one", () => {
    expect(usMothersDay(2026)).toBe("2026-05-10");
    expect(usMothersDay(2027)).toBe("2027-05-09");
    expect(usMothersDay(2028)).toBe("2028-05-14");
    expect(nextMothersDay("2025-11-20", "es")).toBe("2026-05-10");
    expect(nextMothersDay("2026-05-11", "es")).toBe("2027-05-10");
    expect(nextMothersDay("2026-05-11", "en")).toBe("2027-05-09");
  });
});

describe("Pay: the request, its key, and the server's answers", () => {
  let answers: { status: number; body: unknown }[];
  let sent: { idempotencyKey: string; amountCents: number; sendOn: string | null; recipientPhone: string }[];
  const payWords = { ...giftCardPurchaseTexts, failure: giftCardTexts.form.failure };
  beforeEach(() => {
    sent = [];
    answers = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_path: string, init: RequestInit) => {
        sent.push(JSON.parse(String(init.body)));
        const answer = answers.shift() ?? { status: 201, body: { url: "https://pay.example/s/1" } };
        return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { "Content-Type": "application/json" } });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("checks before it sends: nothing goes while a field is wrong", async () => {
    const outcome = await sendGiftCardPurchase(draft({ recipientEmail: "" }), form, payWords, "en", new Map());
    expect(outcome).toMatchObject({ kind: "invalid", message: "Please check the fields marked below." });
    expect(sent).toEqual([]);
  });

  it("opens the pay page; the same purchase sent again carries the same key, a changed one a new key", async () => {
    const keys = new Map<string, string>();
    answers = [{ status: 503, body: { error: { code: "unavailable", message: "Try later" } } }];
    expect(await sendGiftCardPurchase(draft({ send: "date", sendOn: "2025-12-24" }), form, payWords, "en", keys)).toEqual({
      kind: "failed",
      message: giftCardTexts.form.failure,
    });
    expect(await sendGiftCardPurchase(draft({ send: "date", sendOn: "2025-12-24" }), form, payWords, "en", keys)).toEqual({
      kind: "pay",
      url: "https://pay.example/s/1",
    });
    await sendGiftCardPurchase(draft({ amount: 10_000 }), form, payWords, "en", keys);
    expect(sent.map(({ amountCents, sendOn }) => [amountCents, sendOn])).toEqual([
      [5_000, "2025-12-24"],
      [5_000, "2025-12-24"],
      [10_000, null],
    ]);
    expect(sent[1]!.idempotencyKey).toBe(sent[0]!.idempotencyKey);
    expect(sent[2]!.idempotencyKey).not.toBe(sent[0]!.idempotencyKey);
    // The phone goes only with the opt-in.
    expect(sent[2]!.recipientPhone).toBe("");
  });

  it("the server's field messages go to their fields; a refusal as a whole is said as the server says it", async () => {
    answers = [
      {
        status: 400,
        body: {
          error: {
            code: "validation_failed",
            message: "Invalid",
            fields: { recipientEmail: "Escribe el correo electrónico de quien la recibe" },
          },
        },
      },
      { status: 429, body: { error: { code: "rate_limited", message: "Demasiados intentos." } } },
      {
        status: 409,
        body: { error: { code: "conflict", message: "Las tarjetas de regalo tienen un límite de $1,000.00 al día por cuenta." } },
      },
      { status: 401, body: { error: { code: "unauthorized", message: "Inicia sesión para comprar una tarjeta de regalo." } } },
    ];
    const send = () => sendGiftCardPurchase(draft(), form, { ...giftCardPurchaseTextsEs, failure: "x" }, "es", new Map());
    expect(await send()).toEqual({
      kind: "invalid",
      errors: { recipientEmail: "Escribe el correo electrónico de quien la recibe" },
      message: "Revisa los campos marcados abajo.",
    });
    expect(await send()).toEqual({ kind: "failed", message: "Demasiados intentos." });
    expect(await send()).toEqual({ kind: "failed", message: "Las tarjetas de regalo tienen un límite de $1,000.00 al día por cuenta." });
    expect(await send()).toMatchObject({ kind: "signed_out" });
  });
});

describe("back from the pay page", () => {
  const view = { amountCents: 5_000, recipientName: "Ana", deliverAt: "2026-12-24T16:00:00.000Z" };
  const now = new Date("2026-12-01T18:00:00.000Z");

  it("paid: when the card goes, in the shop's time zone; not paid: nothing was charged", () => {
    const input = { words: giftCardPurchaseTexts, locale: "en" as const, timeZone: shop.timeZone };
    expect(purchaseWords({ ...view, status: "paid" }, input, now)).toBe(
      "Paid — the card goes to Ana on December 24. We've e-mailed you a receipt.",
    );
    expect(purchaseWords({ ...view, status: "paid", deliverAt: "2026-12-01T17:59:00.000Z" }, input, now)).toBe(
      "Paid — the card is on its way to Ana. We've e-mailed you a receipt.",
    );
    expect(purchaseWords({ ...view, status: "expired" }, input, now)).toContain("nothing was charged");
    expect(purchaseWords({ ...view, status: "paid" }, { ...input, words: giftCardPurchaseTextsEs, locale: "es" }, now)).toBe(
      "¡Listo, ya está pagada! Ana recibirá la tarjeta el 24 de diciembre. Te mandamos el recibo por correo.",
    );
  });
});

describe("the gift card balance page", () => {
  const card = (overrides: Partial<GiftCardBalanceDto> = {}): GiftCardBalanceDto => ({
    last4: "7KQ2",
    kind: "bought",
    state: "active",
    balanceCents: 4_200,
    expiresOn: null,
    locale: "en",
    ...overrides,
  });

  it("groups a code in fours as it is typed, whatever its case, spaces or dashes", () => {
    expect(groupGiftCardCode("abcd efgh-jkmnpqrs")).toBe("ABCD-EFGH-JKMN-PQRS");
    expect(groupGiftCardCode("abcde")).toBe("ABCD-E");
    expect(groupGiftCardCode("ABCD-")).toBe("ABCD");
  });

  it("a bought card: its last four, state and balance, and that it never expires", () => {
    const text = words(render(<GiftCardBalanceResult balance={card()} />, "/gift-cards/balance"));
    expect(text).toContain("Card ending in 7KQ2");
    expect(text).toContain("Balance $42.00");
    expect(text).toContain("Status Active");
    expect(text).toContain("Bought gift cards never expire and have no fees.");
    expect(text).not.toContain("EXPIRES");
  });

  it("a promotional card's last day in capitals, in the page's language", () => {
    const promotional = card({ kind: "promotional", expiresOn: "2027-02-28" });
    expect(words(render(<GiftCardBalanceResult balance={promotional} />, "/gift-cards/balance"))).toContain("EXPIRES FEBRUARY 28, 2027");
    const spanish = words(render(<GiftCardBalanceResult balance={promotional} />, "/es/gift-cards/balance"));
    expect(spanish).toContain("VENCE EL 28 DE FEBRERO DE 2027");
    expect(spanish).toContain("Tarjeta promocional");
  });

  it("a card that cannot pay says why", () => {
    expect(words(render(<GiftCardBalanceResult balance={card({ state: "frozen" })} />, "/gift-cards/balance"))).toContain(
      "Status On hold This card is on hold. Please call us and we'll help.",
    );
    expect(
      words(render(<GiftCardBalanceResult balance={card({ state: "depleted", balanceCents: 0 })} />, "/es/gift-cards/balance")),
    ).toContain("Sin saldo");
  });
});

describe("the page's data", () => {
  const context = (actor: { name: string } | null) => ({ app: { log: { error: () => {} } }, actor }) as never;

  it("whether the visitor can buy, and the purchase the pay page sent back (only a purchase's id)", async () => {
    const { loadGiftCardsPage } = await import("~/features/gift-cards/gift-cards.server");
    giftCardForm.mockReturnValue(form);
    const id = "3f2a9c1e-6f0e-4a59-9d0e-1d9f1c2a3b4c";
    expect(await loadGiftCardsPage(context({ name: "Lupe" }), new URL(`http://shop.test/gift-cards?purchase=${id}&paid=sbx_cs_1`))).toEqual(
      {
        form,
        signedIn: true,
        buyerName: "Lupe",
        purchaseId: id,
        returnedPaid: true,
      },
    );
    expect(await loadGiftCardsPage(context(null), new URL("http://shop.test/gift-cards?purchase=../../x"))).toMatchObject({
      signedIn: false,
      buyerName: "",
      purchaseId: null,
      returnedPaid: false,
    });
  });

  it("answers with a 503 when the form's facts cannot be read", async () => {
    const { loadGiftCardsPage } = await import("~/features/gift-cards/gift-cards.server");
    giftCardForm.mockImplementationOnce(() => {
      throw new Error("down");
    });
    const answer = (await loadGiftCardsPage(context(null), new URL("http://shop.test/gift-cards"))) as {
      init?: { status?: number };
      data?: unknown;
    };
    expect(answer.init?.status).toBe(503);
    expect(answer.data).toMatchObject({ form: null });
  });
});
