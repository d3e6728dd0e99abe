import { MAX_LINE_NOTES_LENGTH, MAX_LINE_QUANTITY } from "../cart/cart";
import type { OrderType } from "../orders/orders";
import { WEIGHED_ORDER_MAX_LEAD_DAYS } from "../core/quantity";
import type { Catalog, Locale } from "../core/i18n";
import {
  earliestReady,
  latestReady,
  orderingTimeProblem,
  type OrderingRulesContext,
  type OrderingWords,
  type ScheduledLine,
} from "../ordering/ordering";
import { firstSlotFrom, isOpenAt, isSlotStart, SLOT_MINUTES, type ShopCalendar, type SpecialDay } from "../ordering/schedule";
import type { WeeklyHours } from "../shop/shop";
import type { checkoutErrorTexts } from "../texts/checkout-errors";
import { formatShopDateTime, fromWallTime, toWallTime } from "../core/time";

/**
 * The checkout rules of docs/product.md 'Checkout validation' plus business hours, as plain functions shared by
 * the checkout form (which must stay small: ADR 0008) and the server's zod schema
 * (shared/checkout/checkout.schema.ts), so both give the same messages.
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

/**
 * The words checkout's rules answer in, in the page's language (the form) or the request's (the
 * server): docs/product.md's messages and ordering ahead's. Callers pass them, so this module carries none.
 */
export interface CheckoutWords {
  checkoutErrorTexts: Catalog<typeof checkoutErrorTexts>;
  orderingTexts: OrderingWords;
}

export interface CheckoutRulesContext {
  now: Date;
  timeZone: string;
  weeklyHours: WeeklyHours;
  /** Closed dates and special hours (ADR 0014). */
  specialDays?: readonly SpecialDay[];
  /**
   * The cart holds lines priced by actual weight: the card is held, and the hold must still be
   * good when the order is weighed, so the time may be at most WEIGHED_ORDER_MAX_LEAD_DAYS ahead.
   */
  hasWeighedLines?: boolean;
  /** The cart's items as they are scheduled (ADR 0014): lead times, sold out today, pre-orders. */
  lines?: readonly ScheduledLine[];
  /** The language dates are said in within messages ('December 20' / '20 de diciembre'); English by default. */
  locale?: Locale;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function calendarFor(context: CheckoutRulesContext): ShopCalendar {
  return { timeZone: context.timeZone, weeklyHours: context.weeklyHours, specialDays: context.specialDays ?? [] };
}

export function orderingContext(context: CheckoutRulesContext): OrderingRulesContext {
  return { now: context.now, calendar: calendarFor(context), minLeadMinutes: MIN_LEAD_MINUTES, maxLeadDays: MAX_LEAD_DAYS };
}

/** Whether the shop is open at `instant` (Mon-Sat 8AM-8PM, Sun 9AM-6PM by default; closed dates and special hours too). */
export function isWithinBusinessHours(
  instant: Date,
  timeZone: string,
  weeklyHours: WeeklyHours,
  specialDays: readonly SpecialDay[] = [],
): boolean {
  return isOpenAt(instant, { timeZone, weeklyHours, specialDays });
}

/**
 * The preferred time's problem, or null: docs/product.md's rules and messages first (15 minutes, 7 days,
 * business hours), then ordering ahead's (ADR 0014): quarter-hour slots, closed dates, pre-order
 * dates (which may be further than 7 days), items sold out today, and each item's notice.
 */
export function preferredTimeProblem(wallTime: string, context: CheckoutRulesContext, words: CheckoutWords): string | null {
  const checkoutErrorTexts = words.checkoutErrorTexts;
  const locale = context.locale ?? "en";
  const instant = fromWallTime(wallTime.trim(), context.timeZone);
  if (!instant) return checkoutErrorTexts.timeRequired;
  const lines = context.lines ?? [];
  const ahead = instant.getTime() - context.now.getTime();
  if (ahead < MIN_LEAD_MINUTES * 60_000) return checkoutErrorTexts.timeTooSoon;
  const hasPreorder = lines.some((line) => line.schedule.preorder !== null);
  if (!hasPreorder && ahead > MAX_LEAD_DAYS * 24 * 60 * 60_000) return checkoutErrorTexts.timeTooLate;
  if (context.hasWeighedLines && ahead > WEIGHED_ORDER_MAX_LEAD_DAYS * 24 * 60 * 60_000) return checkoutErrorTexts.timeBeyondHold;
  const ordering = orderingTimeProblem(
    instant,
    lines,
    orderingContext(context),
    (slot) => formatShopDateTime(slot, context.timeZone, locale),
    words.orderingTexts,
    locale,
  );
  if (ordering) return ordering;
  // Orders are ready in 15-minute slots lying wholly inside the hours: a time that starts none
  // (closed then, or a quarter hour whose slot would run past closing) is outside them.
  if (!isSlotStart(instant, calendarFor(context))) return checkoutErrorTexts.timeOutsideHours;
  return null;
}

/** Every field's problem (docs/product.md 'Checkout validation'), keyed by field. Empty when valid. */
export function validateCheckoutDetails(details: CheckoutDetails, context: CheckoutRulesContext, words: CheckoutWords): CheckoutErrors {
  const errors: CheckoutErrors = {};
  const t = words.checkoutErrorTexts;
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

  const time = preferredTimeProblem(details.preferredTime, context, words);
  if (time) errors.preferredTime = time;

  if (details.notes.length > LIMITS.notes) errors.notes = t.tooLong;
  return errors;
}

/**
 * The preferred time offered by default: the first slot from 30 minutes on (docs/product.md 'Constants'),
 * or the first the cart's items allow (ADR 0014); the shop's next opening when it is closed then.
 * Empty when no slot is open in the window (the form then asks for a time).
 */
export function defaultPreferredTime(context: CheckoutRulesContext): string {
  const ordering = orderingContext(context);
  const lines = context.lines ?? [];
  const base = new Date(context.now.getTime() + DEFAULT_LEAD_MINUTES * 60_000);
  const { from } = earliestReady(lines, ordering);
  const start = from > base ? from : base;
  const latest = latestReady(lines, ordering);
  let slot = firstSlotFrom(ordering.calendar, start, latest);
  // Closed then: the next opening, and a quarter of an hour after it for the kitchen to start.
  if (slot && slot.getTime() - start.getTime() >= SLOT_MINUTES * 60_000) {
    slot = firstSlotFrom(ordering.calendar, new Date(slot.getTime() + 60_000), latest) ?? slot;
  }
  return slot ? toWallTime(slot, context.timeZone) : "";
}
