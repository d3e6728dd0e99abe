import { and, eq, ne } from "drizzle-orm";
import { parse } from "hono/utils/cookie";
import { LOCALE_COOKIE, type Locale } from "@shared/core/i18n";
import type { Executor } from "../db/client";
import { user } from "../db/schema/auth";
import { localeOfRequest } from "../lib/request-language";

/**
 * An account's language (ADR 0015): the language its owner last signed in, registered or
 * switched to. Their e-mails speak it when no request says otherwise.
 */
export async function setUserLocale(db: Executor, input: { userId: string; locale: Locale }): Promise<void> {
  await db
    .update(user)
    .set({ locale: input.locale })
    .where(and(eq(user.id, input.userId), ne(user.locale, input.locale)));
}

/**
 * The language of a request better-auth is serving, from its headers, by the rule the HTTP
 * middleware follows for the API (http/request-locale.ts): Accept-Language, which the shop's
 * pages set to their own language, else the remembered choice. Null when better-auth acts
 * outside a request.
 */
export function localeOfAuthRequest(headers: Headers | null | undefined): Locale | null {
  if (!headers) return null;
  const cookie = headers.get("cookie");
  return localeOfRequest(
    "/api/auth",
    headers.get("accept-language") ?? undefined,
    cookie ? parse(cookie, LOCALE_COOKIE)[LOCALE_COOKIE] : undefined,
  );
}

/**
 * The language of an e-mail to an account holder: the language of the request that causes it
 * (the page they are on), else the account's stored one, else English.
 */
export async function recipientLocale(db: Executor, email: string, headers?: Headers | null): Promise<Locale> {
  const fromRequest = localeOfAuthRequest(headers);
  if (fromRequest) return fromRequest;
  const [row] = await db.select({ locale: user.locale }).from(user).where(eq(user.email, email.trim().toLowerCase()));
  return row?.locale ?? "en";
}
