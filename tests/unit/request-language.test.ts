import { describe, expect, it } from "vitest";
import { LOCALE_COOKIE } from "@shared/i18n";
import { textsFor } from "@shared/texts/registry.server";
import { localeOfRequest } from "@server/http/request-locale";
import { errorBody } from "@server/lib/errors";
import { hasRequestLocale, requestLocale, requestTexts, runInLocale } from "@server/lib/request-locale";
import { translateMessage } from "@server/lib/translate-message";

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

  it("is English outside a request, and the request's inside it, through awaits", async () => {
    expect(hasRequestLocale()).toBe(false);
    expect(requestLocale()).toBe("en");
    expect(requestTexts().errorTexts.notFound).toBe(en.errorTexts.notFound);
    const inside = await runInLocale("es", async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      return { locale: requestLocale(), known: hasRequestLocale(), words: requestTexts().errorTexts.notFound };
    });
    expect(inside).toEqual({ locale: "es", known: true, words: es.errorTexts.notFound });
  });

  it("error bodies are written in it", () => {
    expect(errorBody("not_found", en.errorTexts.notFound)).toEqual({ error: { code: "not_found", message: en.errorTexts.notFound } });
    const spanish = runInLocale("es", () =>
      errorBody("validation_failed", en.checkoutErrorTexts.invalidForm, { name: en.checkoutErrorTexts.nameRequired, x: "not ours" }),
    );
    expect(spanish).toEqual({
      error: {
        code: "validation_failed",
        message: es.checkoutErrorTexts.invalidForm,
        fields: { name: es.checkoutErrorTexts.nameRequired, x: "not ours" },
      },
    });
  });
});

describe("translateMessage", () => {
  it("leaves English, and words from outside the catalogues, as they are", () => {
    expect(translateMessage(en.errorTexts.internal, "en")).toBe(en.errorTexts.internal);
    expect(translateMessage("Carnitas Maciza", "es")).toBe("Carnitas Maciza");
    expect(translateMessage("", "es")).toBe("");
  });

  it("every error message of the English catalogues becomes its Spanish twin", () => {
    const spanishFor = new Map<string, Set<unknown>>();
    const visit = (value: unknown, twin: unknown, isError: boolean) => {
      if (typeof value === "string" && isError) spanishFor.set(value, (spanishFor.get(value) ?? new Set()).add(twin));
      else if (value && typeof value === "object")
        for (const [key, child] of Object.entries(value))
          visit(child, (twin as Record<string, unknown>)[key], isError || /error|problem/i.test(key));
    };
    visit(en, es, false);
    expect(spanishFor.size).toBeGreaterThan(100);
    for (const [english, spanish] of spanishFor) expect(spanish, english).toContain(translateMessage(english, "es"));
  });

  it("messages made by catalogue functions are made again by the Spanish ones", () => {
    const cases: [string, string][] = [
      [en.errorTexts.limit.tooLarge(500), es.errorTexts.limit.tooLarge(500)],
      [en.errorTexts.choose(["all", "orders"]), es.errorTexts.choose(["all", "orders"])],
      [en.checkoutErrorTexts.itemsUnavailable("Buche, Cuero"), es.checkoutErrorTexts.itemsUnavailable("Buche, Cuero")],
      [en.checkoutErrorTexts.quantityOffStep("Carnitas", "0.5 lb"), es.checkoutErrorTexts.quantityOffStep("Carnitas", "0.5 lb")],
      // A value that is itself a catalogue message is translated too.
      [
        en.checkoutErrorTexts.sessionFailed(en.paymentProblemTexts.noAnswer),
        es.checkoutErrorTexts.sessionFailed(es.paymentProblemTexts.noAnswer),
      ],
    ];
    for (const [english, spanish] of cases) expect(translateMessage(english, "es"), english).toBe(spanish);
  });
});
