/**
 * Promo codes (ADR 0024): percent or dollars off the subtotal, or free delivery, under rules the
 * owner sets. The shop computes its own totals and holds (DOMAIN-NOTES.md 'Promo codes'), so the
 * rules live here and the server alone decides (services/promos/); a code that fails a rule says
 * which, and no discount is shown.
 */

export const PROMO_KINDS = ["percent", "amount", "free_delivery"] as const;
export type PromoKind = (typeof PROMO_KINDS)[number];

/** Active codes are taken; paused ones can be taken again later; ended ones never. */
export const PROMO_STATUSES = ["active", "paused", "ended"] as const;
export type PromoStatus = (typeof PROMO_STATUSES)[number];

export const PROMO_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,29}$/;
/** 'tamales10 ' → 'TAMALES10'. */
export function normalizePromoCode(input: string): string {
  return input.trim().toUpperCase();
}

/**
 * The order types a code may be kept to, spelled out so that this module needs nothing of the
 * orders' (which keep a code's terms): promos.schema.ts holds them to ORDER_TYPES.
 */
export type PromoOrderType = "pickup" | "delivery";

export interface PromoRules {
  /** On the lines' subtotal before any discount, cents. */
  minSubtotalCents: number | null;
  /** Only a customer's first paid order (by account, and by e-mail). */
  firstOrderOnly: boolean;
  perCustomerLimit: number | null;
  totalLimit: number | null;
  /** The shop's dates the code can be used on (placing the order), inclusive. */
  startsOn: string | null;
  endsOn: string | null;
  /** Days of the pickup or delivery (0 = Sunday … 6); empty: every day. */
  weekdays: number[];
  /** Hours of the pickup or delivery, minutes of the day [from, to); null: all day. */
  fromMinute: number | null;
  toMinute: number | null;
  orderType: PromoOrderType | null;
  /** The discount applies to these items, or items of these categories; both empty: every item. */
  itemIds: string[];
  categories: string[];
  /** Holiday pre-orders (items with a pre-order window) are left out of the discount. */
  excludePreorders: boolean;
}

export const NO_PROMO_RULES: PromoRules = {
  minSubtotalCents: null,
  firstOrderOnly: false,
  perCustomerLimit: null,
  totalLimit: null,
  startsOn: null,
  endsOn: null,
  weekdays: [],
  fromMinute: null,
  toMinute: null,
  orderType: null,
  itemIds: [],
  categories: [],
  excludePreorders: false,
};

/**
 * What an order keeps of its code: enough to price it again when it is weighed or edited
 * (the discount follows the subtotal; the rules that let it in were checked once, at placing).
 */
export interface PromoTerms {
  promoId: string;
  code: string;
  kind: PromoKind;
  /** Percent off, in basis points (1000 = 10 %). */
  percentBp: number | null;
  amountCents: number | null;
  /** The order's items the discount applies to; null: all of them. */
  itemIds: string[] | null;
}

/** Why a code is refused: each a text key of promoErrorTexts. */
export const PROMO_PROBLEMS = [
  "unknown",
  "paused",
  "ended",
  "notStarted",
  "expired",
  "wrongDay",
  "wrongHour",
  "minSubtotal",
  "firstOrder",
  "customerLimit",
  "totalLimit",
  "pickupOnly",
  "deliveryOnly",
  "noEligibleItems",
  "noDeliveryFee",
] as const;
export type PromoProblem = (typeof PROMO_PROBLEMS)[number];

export interface PromoAdminRow {
  id: string;
  code: string;
  kind: PromoKind;
  percentBp: number | null;
  amountCents: number | null;
  status: PromoStatus;
  rules: PromoRules;
  /** Orders that used it (cancelled ones give their use back). */
  uses: number;
  /** What it took off those orders, cents: the discount and any delivery fee waived. */
  discountGivenCents: number;
  createdAt: string;
}

/** What checkout shows for an accepted code. */
export interface PromoPreviewDto {
  code: string;
  kind: PromoKind;
  percentBp: number | null;
  amountCents: number | null;
  /** The discount on this cart now (an estimate for lines priced by weight). */
  discountCents: number;
  feeWaivedCents: number;
}

/** The rules checked at placing that need only the order's own facts (the counts come from the database). */
export function promoRuleProblem(
  rules: PromoRules,
  order: { today: string; slotWeekday: number; slotMinute: number; orderType: PromoOrderType; subtotalCents: number },
): PromoProblem | null {
  if (rules.startsOn && order.today < rules.startsOn) return "notStarted";
  if (rules.endsOn && order.today > rules.endsOn) return "expired";
  if (rules.orderType && rules.orderType !== order.orderType) return rules.orderType === "pickup" ? "pickupOnly" : "deliveryOnly";
  if (rules.weekdays.length > 0 && !rules.weekdays.includes(order.slotWeekday)) return "wrongDay";
  if (rules.fromMinute !== null && order.slotMinute < rules.fromMinute) return "wrongHour";
  if (rules.toMinute !== null && order.slotMinute >= rules.toMinute) return "wrongHour";
  if (rules.minSubtotalCents !== null && order.subtotalCents < rules.minSubtotalCents) return "minSubtotal";
  return null;
}
