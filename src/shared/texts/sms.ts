import type { Locale } from "../core/i18n";

/** Words of the shop's text messages (ADR 0016) and of the dev SMS outbox page, in one place. */
export const smsTexts = {
  /** Short: one SMS segment where the shop's name allows. STOP is said in every message. */
  orderReady: (shop: string, shortId: string) => `${shop}: your order #${shortId} is ready. Reply STOP to opt out.`,
  /** A phone order's payment, or money owed after an edit (ADR 0016). */
  paymentLink: (shop: string, shortId: string, amount: string, url: string) =>
    `${shop}: pay ${amount} for order #${shortId} here: ${url} Reply STOP to opt out.`,
  /** Answers of Twilio's incoming-message webhook (read by people debugging it). */
  inbound: {
    notConfigured: "No SMS provider is configured: this shop receives no text messages.",
    badSignature: "The request's X-Twilio-Signature does not match.",
  },
  devOutbox: {
    title: "Dev SMS outbox",
    intro: (count: number) => `Text messages the shop sent while no SMS provider is configured, newest first (${count}).`,
    empty: "No messages yet.",
    /** Who, when, and the language the message was written in (its outbox row's). */
    envelope: (to: string, at: string, language: string) => `To ${to} · ${at} · ${language}`,
    languages: { en: "English", es: "Spanish" } satisfies Record<Locale, string>,
    unknownLanguage: "language unknown",
  },
} as const;
