import { and, eq, ne } from "drizzle-orm";
import type { Locale } from "@shared/i18n";
import type { Executor } from "../db/client";
import { user } from "../db/schema/auth";
import { hasRequestLocale, requestLocale } from "../lib/request-locale";

/**
 * An account's language (issue 15): the language its owner last signed in, registered or
 * switched to. Their e-mails speak it when no request says otherwise.
 */
export async function setUserLocale(db: Executor, input: { userId: string; locale: Locale }): Promise<void> {
  await db
    .update(user)
    .set({ locale: input.locale })
    .where(and(eq(user.id, input.userId), ne(user.locale, input.locale)));
}

/**
 * The language of an e-mail to an account holder: the language of the request that causes it
 * (the page they are on), else the account's stored one, else English.
 */
export async function recipientLocale(db: Executor, email: string): Promise<Locale> {
  if (hasRequestLocale()) return requestLocale();
  const [row] = await db.select({ locale: user.locale }).from(user).where(eq(user.email, email.trim().toLowerCase()));
  return row?.locale ?? "en";
}
