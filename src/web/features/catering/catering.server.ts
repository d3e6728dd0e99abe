import { data, type AppLoadContext } from "react-router";
import type { Locale } from "@shared/core/i18n";
import { ServiceError } from "@server/lib/errors";
import { cateringForm } from "@server/services/catering/catering-requests";
import { customerView } from "@server/services/catering/catering-customer";

/** The customer's link: 43 characters of base64url (32 random bytes), as the API reads it; anything else is no link. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Data of /catering: the catering menu, the rules and the shop's calendar, in the page's language
 * (ADR 0023). When they cannot be read the page still answers, with the shop's phone (a 503).
 */
export async function loadCateringPage(context: Pick<AppLoadContext, "app">, locale: Locale) {
  try {
    return { form: await cateringForm(context.app, locale) };
  } catch (error) {
    context.app.log.error({ err: error }, "the catering form could not be loaded");
    return data({ form: null }, { status: 503 });
  }
}

/**
 * The customer's page behind the link (ADR 0023): a guessed, altered or unknown token is the
 * storefront's 'Page Not Found' with a real 404, as a missing blog post is. `paid` marks the
 * return from the pay page (`?paid=1`, or the pay session's id as services/catering sends it):
 * the page then waits for the payment to be recorded. Only its presence counts.
 */
export async function loadCateringQuote(context: Pick<AppLoadContext, "app">, token: string | undefined, url: URL) {
  const notFound = () => data({ view: null, paid: false }, { status: 404 });
  if (!token || !TOKEN.test(token)) return notFound();
  try {
    const returned = url.searchParams.get("paid");
    return { view: await customerView(context.app, token, returned || undefined), paid: Boolean(returned) };
  } catch (error) {
    if (error instanceof ServiceError && error.code === "not_found") return notFound();
    throw error;
  }
}
