import type { Catalog, Locale } from "../core/i18n";
import { sameSiteLocation } from "../core/same-site-location";
import type { authTexts } from "../texts/auth";

/**
 * Sign-in and registration input rules shared by the forms and the server. Plain functions,
 * not zod, because they ship on public pages that must stay small.
 */

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MAX_LENGTH = 254;

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** The messages, in the page's language (authTexts of its route): callers pass them, so this module carries none. */
type AuthWords = Pick<
  Catalog<typeof authTexts>,
  "emailRequired" | "emailInvalid" | "passwordRequired" | "passwordTooShort" | "passwordTooLong" | "passwordsDoNotMatch"
>;

export function emailProblem(email: string, authTexts: AuthWords): string | null {
  const trimmed = email.trim();
  if (!trimmed) return authTexts.emailRequired;
  if (trimmed.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(trimmed)) return authTexts.emailInvalid;
  return null;
}

export function validateLogin(input: { email: string; password?: string; usePassword: boolean }, authTexts: AuthWords) {
  const errors: FieldErrors<"email" | "password"> = {};
  const email = emailProblem(input.email, authTexts);
  if (email) errors.email = email;
  if (input.usePassword && !input.password) errors.password = authTexts.passwordRequired;
  return errors;
}

export function validateRegistration(input: { email: string; password: string; confirmPassword: string }, authTexts: AuthWords) {
  const errors: FieldErrors<"email" | "password" | "confirmPassword"> = {};
  const email = emailProblem(input.email, authTexts);
  if (email) errors.email = email;
  if (input.password.length < 8) errors.password = authTexts.passwordTooShort;
  else if (input.password.length > 128) errors.password = authTexts.passwordTooLong;
  if (input.password !== input.confirmPassword) errors.confirmPassword = authTexts.passwordsDoNotMatch;
  return errors;
}

/** The sign-in pages and the API are never where a sign-in sends anyone back to, in either language. */
const NOT_AFTER_SIGN_IN = /^\/(auth|api)(\/|$)/;

/**
 * Where to go after signing in: only a path on this site (same-site-location.ts checks the final
 * value, after normalising and, with `locale`, putting it into that language). Absolute and
 * protocol-relative URLs, backslash tricks and the auth pages themselves fall back (no open redirect).
 */
export function safeRedirectPath(target: string | null | undefined, fallback = "/", locale?: Locale): string {
  return sameSiteLocation(target, { refuse: NOT_AFTER_SIGN_IN, ...(locale ? { locale } : {}) }) ?? fallback;
}

/** The roles the server gives a signed-in user (it decides them; the browser only reads them). */
/**
 * The owner (admin) may do everything; staff work on orders and the kitchen screen (ADR 0016).
 * Roles are granted by e-mail: ADMIN_EMAILS, or the Team page.
 */
export type Role = "admin" | "staff" | "customer";
export const TEAM_ROLES = ["admin", "staff"] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/**
 * The admin pages staff may open as well as the owner: the orders, the kitchen screen, catering
 * (ADR 0023), and gift cards and promo codes (ADR 0024: staff look cards up, pay out small
 * balances and read the codes; the owner's actions are hidden from them and refused by the API).
 */
export function isStaffPage(pathname: string): boolean {
  return /^\/admin\/(orders|kitchen|catering|gift-cards|promos)(\/|$)/.test(pathname);
}
