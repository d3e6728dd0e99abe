import { MAX_LINE_NOTES_LENGTH, MAX_LINE_QUANTITY } from "./cart";
import type { OrderType } from "./orders";
import { WEIGHED_ORDER_MAX_LEAD_DAYS } from "./quantity";
import type { WeeklyHours } from "./shop";
import { checkoutErrorTexts } from "./texts/checkout-errors";
import { fromWallTime, minutesOfDay, zonedParts } from "./time";

/**
 * The checkout rules of SPEC.md section 5 plus business hours, as plain functions shared by
 * the checkout form (which must stay small: ADR 0008) and the server's zod schema
 * (shared/checkout.schema.ts), so both give the same messages.
 */

export const MIN_LEAD_MINUTES = 15;
export const MAX_LEAD_DAYS = 7;
export const DEFAULT_LEAD_MINUTES = 30;
export const PHONE_MIN_DIGITS = 10;

export const LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  address: 300,
  notes: 500,
  lines: 50,
  lineQuantity: MAX_LINE_QUANTITY,
  lineOptions: 20,
  lineNotes: MAX_LINE_NOTES_LENGTH,
} as const;

export interface CheckoutDetails {
  orderType: OrderType;
  name: string;
  email: string;
  phone: string;
  deliveryAddress: string;
  /** The preferred time as the shop's clock shows it: 'YYYY-MM-DDTHH:mm'. */
  preferredTime: string;
  notes: string;
}

export type CheckoutField = keyof CheckoutDetails;
export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

export interface CheckoutRulesContext {
  now: Date;
  timeZone: string;
  weeklyHours: WeeklyHours;
  /**
   * The cart holds lines priced by actual weight: the card is held, and the hold must still be
   * good when the order is weighed, so the time may be at most WEIGHED_ORDER_MAX_LEAD_DAYS ahead.
   */
  hasWeighedLines?: boolean;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether the shop is open at `instant` (Mon-Sat 8AM-8PM, Sun 9AM-6PM by default). */
export function isWithinBusinessHours(instant: Date, timeZone: string, weeklyHours: WeeklyHours): boolean {
  const parts = zonedParts(instant, timeZone);
  const hours = weeklyHours[parts.weekday as keyof WeeklyHours];
  if (!hours) return false;
  const minute = parts.hour * 60 + parts.minute;
  return minute >= minutesOfDay(hours.open) && minute < minutesOfDay(hours.close);
}

/** The preferred time's problem, or null. */
export function preferredTimeProblem(wallTime: string, context: CheckoutRulesContext): string | null {
  const instant = fromWallTime(wallTime.trim(), context.timeZone);
  if (!instant) return checkoutErrorTexts.timeRequired;
  const ahead = instant.getTime() - context.now.getTime();
  if (ahead < MIN_LEAD_MINUTES * 60_000) return checkoutErrorTexts.timeTooSoon;
  if (ahead > MAX_LEAD_DAYS * 24 * 60 * 60_000) return checkoutErrorTexts.timeTooLate;
  if (context.hasWeighedLines && ahead > WEIGHED_ORDER_MAX_LEAD_DAYS * 24 * 60 * 60_000) return checkoutErrorTexts.timeBeyondHold;
  if (!isWithinBusinessHours(instant, context.timeZone, context.weeklyHours)) return checkoutErrorTexts.timeOutsideHours;
  return null;
}

/** Every field's problem (SPEC.md section 5 'Checkout'), keyed by field. Empty when valid. */
export function validateCheckoutDetails(details: CheckoutDetails, context: CheckoutRulesContext): CheckoutErrors {
  const errors: CheckoutErrors = {};
  const t = checkoutErrorTexts;
  if (!details.name.trim()) errors.name = t.nameRequired;
  else if (details.name.trim().length > LIMITS.name) errors.name = t.tooLong;

  const email = details.email.trim();
  if (!email) errors.email = t.emailRequired;
  else if (email.length > LIMITS.email || !EMAIL_PATTERN.test(email)) errors.email = t.emailInvalid;

  const phone = details.phone.trim();
  if (!phone) errors.phone = t.phoneRequired;
  else if (phone.replace(/\D/g, "").length < PHONE_MIN_DIGITS || phone.length > LIMITS.phone) errors.phone = t.phoneInvalid;

  if (details.orderType === "delivery") {
    if (!details.deliveryAddress.trim()) errors.deliveryAddress = t.addressRequired;
    else if (details.deliveryAddress.length > LIMITS.address) errors.deliveryAddress = t.tooLong;
  }

  const time = preferredTimeProblem(details.preferredTime, context);
  if (time) errors.preferredTime = time;

  if (details.notes.length > LIMITS.notes) errors.notes = t.tooLong;
  return errors;
}

/**
 * The preferred time offered by default: 30 minutes from now (SPEC.md section 9), or the next
 * opening time plus 15 minutes when the shop is closed then. Rounded up to 5 minutes.
 */
export function defaultPreferredTime(context: CheckoutRulesContext): string {
  const step = 5 * 60_000;
  let candidate = Math.ceil((context.now.getTime() + DEFAULT_LEAD_MINUTES * 60_000) / step) * step;
  const limit = context.now.getTime() + MAX_LEAD_DAYS * 24 * 60 * 60_000;
  while (candidate < limit && !isWithinBusinessHours(new Date(candidate), context.timeZone, context.weeklyHours)) {
    candidate += step;
  }
  // First open slot found; leave a quarter of an hour after opening.
  const parts = zonedParts(new Date(candidate), context.timeZone);
  const opening = context.weeklyHours[parts.weekday as keyof WeeklyHours];
  if (opening && parts.hour * 60 + parts.minute === minutesOfDay(opening.open)) candidate += MIN_LEAD_MINUTES * 60_000;
  const shown = zonedParts(new Date(candidate), context.timeZone);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${shown.year}-${pad(shown.month)}-${pad(shown.day)}T${pad(shown.hour)}:${pad(shown.minute)}`;
}
