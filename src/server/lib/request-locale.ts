import { AsyncLocalStorage } from "node:async_hooks";
import { DEFAULT_LOCALE, type Locale } from "@shared/i18n";
import { textsFor, type LocaleTexts } from "@shared/texts/registry.server";

/**
 * The language of the request being served (issue 15), for code too deep to be handed it: a
 * service's error messages, an e-mail sent while signing in. The HTTP layer decides it once per
 * request (http/request-locale.ts) and runs the rest of the request inside it; outside a request
 * (the mail worker, the payment sweeper, start-up) it is English.
 */
const current = new AsyncLocalStorage<Locale>();

/** Runs `fn` (and everything it awaits) in a language. */
export function runInLocale<T>(locale: Locale, fn: () => T): T {
  return current.run(locale, fn);
}

/** The request's language; English outside a request. */
export function requestLocale(): Locale {
  return current.getStore() ?? DEFAULT_LOCALE;
}

/** Whether a request's language is known here (false in workers, sweepers and start-up). */
export function hasRequestLocale(): boolean {
  return current.getStore() !== undefined;
}

/** Every catalogue in the request's language (English outside a request). */
export function requestTexts(): LocaleTexts {
  return textsFor(requestLocale());
}
