import { describe, expect, it } from "vitest";
import { LOCALE_COOKIE } from "@shared/core/i18n";
import { textsFor } from "@shared/texts/registry.server";
import { said, saidMessage, saidOf, sayIn, verbatim } from "@shared/core/said";
import { localeOfAuthRequest } from "@server/auth/user-locale";
import { localeOfRequest } from "@server/lib/request-language";
import { errorBody, ServiceError } from "@server/lib/errors";
import { atShopTime, keyedWords, say } from "@server/lib/say";

const en = textsFor("en");
const es = textsFor("es");

describe("a request's language", () => {
  it("pages speak their path's; the admin the remembered choice, else the browser's; API calls their Accept-Language, else the choice", () => {
    expect(localeOfRequest("/es/menu", "en-US", "en")).toBe("es");
    expect(localeOfRequest("/es", undefined, undefined)).toBe("es");
    expect(localeOfRequest("/menu", "es-MX", "es")).toBe("en");
    expect(localeOfRequest("/espresso", "es", "es")).toBe("en");
    expect(localeOfRequest("/admin/orders", "es-MX", undefined)).toBe("es");
    expect(localeOfRequest("/admin", "es-MX", "en")).toBe("en");
    expect(localeOfRequest("/admin", undefined, undefined)).toBe("en");
    expect(localeOfRequest("/api/checkout", "es", "en")).toBe("es");
    expect(localeOfRequest("/api/checkout", "fr-FR", "es")).toBe("es");
    expect(localeOfRequest("/api/checkout", undefined, "es")).toBe("es");
    expect(localeOfRequest("/api/checkout", undefined, "xx")).toBe("en");
    expect(localeOfRequest("/sandbox/pay/x", "es-MX,es;q=0.9", undefined)).toBe("es");
    expect(localeOfRequest("/dev/mailbox", "en", "es")).toBe("en");
    expect(LOCALE_COOKIE).toBe("shop_lang");
  });

  it("better-auth's requests follow the API's rule, from their headers; outside a request there is none", () => {
    expect(localeOfAuthRequest(new Headers({ "Accept-Language": "es-MX" }))).toBe("es");
    expect(localeOfAuthRequest(new Headers({ Cookie: `${LOCALE_COOKIE}=es` }))).toBe("es");
    expect(localeOfAuthRequest(new Headers({ "Accept-Language": "en", Cookie: `${LOCALE_COOKIE}=es` }))).toBe("en");
    expect(localeOfAuthRequest(new Headers())).toBe("en");
    expect(localeOfAuthRequest(undefined)).toBeNull();
  });

  it("error bodies are said in it, fields included; words from outside the catalogues pass as they are", () => {
    expect(errorBody("en", "not_found", said("errorTexts.notFound"))).toEqual({
      error: { code: "not_found", message: en.errorTexts.notFound },
    });
    const fields = { name: said("checkoutErrorTexts.nameRequired"), x: verbatim("not ours") };
    expect(errorBody("es", "validation_failed", said("checkoutErrorTexts.invalidForm"), fields)).toEqual({
      error: {
        code: "validation_failed",
        message: es.checkoutErrorTexts.invalidForm,
        fields: { name: es.checkoutErrorTexts.nameRequired, x: "not ours" },
      },
    });
  });
});

describe("what services say", () => {
  it("a key with parameters is said by each language's function; nested Saids and dates are said in the reader's language", () => {
    expect(say("es", said("errorTexts.limit.tooLarge", 500))).toBe(es.errorTexts.limit.tooLarge(500));
    expect(say("es", said("errorTexts.choose", ["all", "orders"]))).toBe(es.errorTexts.choose(["all", "orders"]));
    const failed = said("checkoutErrorTexts.sessionFailed", said("paymentProblemTexts.noAnswer"));
    expect(say("en", failed)).toBe(en.checkoutErrorTexts.sessionFailed(en.paymentProblemTexts.noAnswer));
    expect(say("es", failed)).toBe(es.checkoutErrorTexts.sessionFailed(es.paymentProblemTexts.noAnswer));
    const full = said("orderingTexts.slotFull", atShopTime("2026-12-24T18:00:00Z", "America/Los_Angeles"));
    expect(say("en", full)).toContain("December 24");
    expect(say("es", full)).toContain("24 de diciembre");
  });

  it("a ServiceError keeps its code and Said; its message is the English, for logs", () => {
    const error = new ServiceError("conflict", said("orderErrorTexts.refundTooMuch", 1250));
    expect(error.status).toBe(409);
    expect(error.message).toBe(en.orderErrorTexts.refundTooMuch(1250));
    expect(error.said).toEqual({ key: "orderErrorTexts.refundTooMuch", params: [1250] });
  });

  it("the shared rules, given keyed words, answer with keys that travel in strings", () => {
    const problem = keyedWords.checkoutErrorTexts.quantityOffStep("Carnitas", "0.5 lb");
    expect(saidOf(problem)).toEqual({ key: "checkoutErrorTexts.quantityOffStep", params: ["Carnitas", "0.5 lb"] });
    expect(say("es", saidOf(problem))).toBe(es.checkoutErrorTexts.quantityOffStep("Carnitas", "0.5 lb"));
    expect(saidOf("plain words")).toEqual(verbatim("plain words"));
    expect(sayIn(es, saidOf(saidMessage(said("errorTexts.notFound"))))).toBe(es.errorTexts.notFound);
  });
});
