import { addDays, weekdayOf } from "../ordering/schedule";

/**
 * The owner's reports (ADR 0025, docs/product.md 'Reports'): what each figure counts, on which
 * day, and the date arithmetic the page and the server share. Every date is the shop's date
 * ('YYYY-MM-DD' in the shop's time zone); money is integer cents, summed exactly.
 *
 * Which day a fact belongs to:
 * - money taken (revenue): the day it was captured or paid (a card hold is not revenue; a
 *   weighed order's capture is counted on the day it was weighed);
 * - refunds: the day the refund went through;
 * - orders, their lines, tips, fees, discounts, channels, new and returning customers: the day
 *   the order was placed;
 * - estimated against weighed: the day the order was weighed;
 * - slot use and holiday pre-orders: the day the order is picked up or delivered.
 */

/** The quick picks above the range. */
export const REPORT_QUICK_PICKS = ["today", "this_week", "this_month", "last_30_days", "this_year"] as const;
export type ReportQuickPick = (typeof REPORT_QUICK_PICKS)[number];

/** How the revenue plot groups its days. */
export const REPORT_BUCKETS = ["day", "week", "month"] as const;
export type ReportBucket = (typeof REPORT_BUCKETS)[number];

/** What the revenue stands beside: the same dates a year before, or a week before. */
export const REPORT_COMPARISONS = ["year", "week"] as const;
export type ReportComparison = (typeof REPORT_COMPARISONS)[number];

/** Where an order came from: staff orders paid at the counter are walk-ins, the others were phoned in. */
export const REPORT_CHANNELS = ["web", "phone", "walk_in", "catering"] as const;
export type ReportChannel = (typeof REPORT_CHANNELS)[number];

/** How money came in: a card online, cash or a card at the counter, a gift card (its redemption). */
export const REPORT_METHODS = ["card", "cash", "card_present", "gift_card"] as const;
export type ReportMethod = (typeof REPORT_METHODS)[number];

/** The longest range a report or a CSV covers: ten years. */
export const MAX_REPORT_DAYS = 3_660;

/** What a CSV has one row of. */
export const REPORT_CSV_ROWS = ["orders", "payments"] as const;
export type ReportCsvRows = (typeof REPORT_CSV_ROWS)[number];

export interface ReportRange {
  /** First shop date, inclusive. */
  from: string;
  /** Last shop date, inclusive. */
  to: string;
}

const dayNumber = (date: string) =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000;

/** Days from `from` to `to`, both counted. */
export function daysInRange(range: ReportRange): number {
  return dayNumber(range.to) - dayNumber(range.from) + 1;
}

/** Monday of the week of `date` (weeks start on Monday, as the shop's calendar does). */
export function weekStart(date: string): string {
  return addDays(date, -((weekdayOf(date) + 6) % 7));
}

/** The first of the month of `date`. */
export function monthStart(date: string): string {
  return `${date.slice(0, 8)}01`;
}

/** The same date `years` earlier (29 February becomes the 28th). */
export function addYears(date: string, years: number): string {
  const year = Number(date.slice(0, 4)) + years;
  const candidate = `${String(year).padStart(4, "0")}${date.slice(4)}`;
  return addDays(candidate, 0) === candidate ? candidate : `${String(year).padStart(4, "0")}-02-28`;
}

/** The first of the month after `date`'s month. */
export function nextMonth(date: string): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, "0")}-01`;
}

/** A quick pick's range, ending today (the shop's today). */
export function quickPickRange(pick: ReportQuickPick, today: string): ReportRange {
  switch (pick) {
    case "today":
      return { from: today, to: today };
    case "this_week":
      return { from: weekStart(today), to: today };
    case "this_month":
      return { from: monthStart(today), to: today };
    case "last_30_days":
      return { from: addDays(today, -29), to: today };
    case "this_year":
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
  }
}

/** The period the figures stand beside: the same dates a year before, or a week before. */
export function previousRange(range: ReportRange, compare: ReportComparison): ReportRange {
  if (compare === "week") return { from: addDays(range.from, -7), to: addDays(range.to, -7) };
  return { from: addYears(range.from, -1), to: addYears(range.to, -1) };
}

/** Where each bucket of the plot starts, within the range: the range's first day, then each day, Monday or first of the month. */
export function bucketStarts(range: ReportRange, bucket: ReportBucket): string[] {
  const starts: string[] = [range.from];
  const next = (date: string) => (bucket === "day" ? addDays(date, 1) : bucket === "week" ? addDays(weekStart(date), 7) : nextMonth(date));
  for (let date = next(range.from); date <= range.to; date = next(date)) starts.push(date);
  return starts;
}

/** The bucket `date` falls in, given the buckets' starts (sorted). */
export function bucketOf(starts: readonly string[], date: string): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle]! <= date) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** One bucket of the revenue plot: money taken and given back, and the compared period's at the same place. */
export interface RevenuePoint {
  /** The bucket's first date. */
  start: string;
  capturedCents: number;
  refundedCents: number;
  /** The compared period's bucket at the same place (its first date is `previousStart`). */
  previousStart: string | null;
  previousCapturedCents: number;
}

export interface ChannelFigure {
  channel: ReportChannel;
  /** Orders placed (catering: events whose first money came in). */
  orders: number;
  /** Money taken through this channel (by capture day). */
  capturedCents: number;
}

export interface OrderTypeFigure {
  type: "pickup" | "delivery";
  orders: number;
  totalCents: number;
}

/** An item, or one choice of it ('Carnitas', 'Maciza'), as it sold. */
export interface ItemFigure {
  itemName: string;
  /** The chosen options' names joined ('Maciza'; '' when the item has none). */
  choice: string;
  /** Orders with the line. */
  orders: number;
  /** Pounds: weighed where weighed, else ordered. */
  pounds: number;
  pieces: number;
  salesCents: number;
}

export interface SlotFigure {
  /** 0 = Sunday. */
  weekday: number;
  hour: number;
  orders: number;
  pounds: number;
  /** What the shop's slots in that hour could take over the range; null when unlimited or closed. */
  capacityOrders: number | null;
  capacityPounds: number | null;
}

/** One line of the holiday prep list: an item with a pre-order window, by pickup date. */
export interface PrepFigure {
  date: string;
  itemName: string;
  choice: string;
  orders: number;
  pounds: number;
  pieces: number;
}

export interface PromoFigure {
  code: string;
  uses: number;
  discountCents: number;
}

export interface ReportDto {
  range: ReportRange;
  previous: ReportRange;
  bucket: ReportBucket;
  compare: ReportComparison;
  timeZone: string;
  revenue: {
    /** Money taken: orders (every method, a gift card's share included) and catering payments. */
    capturedCents: number;
    refundedCents: number;
    netCents: number;
    previousCapturedCents: number;
    previousRefundedCents: number;
    previousNetCents: number;
    byMethod: { method: ReportMethod; cents: number }[];
    series: RevenuePoint[];
  };
  orders: {
    /** Orders placed that took money or a hold. */
    count: number;
    totalCents: number;
    averageCents: number;
    previousCount: number;
    previousAverageCents: number;
  };
  channels: ChannelFigure[];
  orderTypes: OrderTypeFigure[];
  extras: {
    tipsCents: number;
    deliveryFeesCents: number;
    discountCents: number;
    subtotalCents: number;
    taxCents: number;
    refunds: { fullCount: number; fullCents: number; partialCount: number; partialCents: number };
  };
  weighing: {
    orders: number;
    estimatedCents: number;
    weighedCents: number;
    /** Weighed less estimated: above zero the scale brought money in. */
    differenceCents: number;
    upCount: number;
    downCount: number;
  };
  items: ItemFigure[];
  slots: SlotFigure[];
  preorders: PrepFigure[];
  customers: { newCustomers: number; newOrders: number; returningOrders: number };
  giftCards: {
    soldCount: number;
    soldCents: number;
    redeemedCents: number;
    /** Given back on gift cards by refunds. */
    refundedCents: number;
    /** Given away by the owner (promotional cards issued in the range). */
    promotionalCents: number;
    /** Owed on bought and given cards at the end of the range's last day. */
    liabilityCents: number;
  };
  promos: PromoFigure[];
  catering: {
    /** Events with money taken in the range. */
    events: number;
    depositsCents: number;
    balancesCents: number;
    refundsCents: number;
    /** Still owed on events in the range (by event date) that are not cancelled. */
    owedCents: number;
  };
}

/**
 * The bookkeeper's CSV (docs/product.md 'Reports'): one row per order (placed in the range)
 * or one per payment and refund (on the day the money moved). Money in dollars with two decimals
 * (written from integer cents); dates and times in the shop's time zone.
 */
export const ORDER_CSV_COLUMNS = [
  "date",
  "time",
  "order",
  "channel",
  "type",
  "status",
  "payment_status",
  "items",
  "pounds",
  "pieces",
  "subtotal",
  "discount",
  "tax",
  "delivery_fee",
  "tip",
  "total",
  "gift_card",
  "card",
  "counter",
  "refunds",
  "net",
] as const;

export const PAYMENT_CSV_COLUMNS = ["date", "time", "kind", "reference", "channel", "method", "amount", "order", "catering_event"] as const;
