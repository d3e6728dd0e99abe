import type { ChosenOption } from "../menu/options";
import type { PriceUnit } from "../menu/menu";
import type { OrderType } from "../orders/orders";

/**
 * Catering (ADR 0023): a request for 15 or more guests, quoted by the owner from menu items,
 * confirmed by a deposit, settled after the meat is weighed. Its life is one table of moves
 * (CATERING_MOVES) that services/catering/catering-lifecycle.ts alone applies.
 */

export const CATERING_STATUSES = [
  "requested",
  "quoted",
  "accepted",
  "confirmed",
  "balance_due",
  "paid",
  "fulfilled",
  "closed",
  "declined",
  "expired",
  "cancelled",
  "no_show",
] as const;
export type CateringStatus = (typeof CATERING_STATUSES)[number];

/** Who moves an event: the customer (through the link), the owner, staff, the payment provider, or the shop's clock. */
export type CateringActorKind = "customer" | "owner" | "staff" | "provider" | "system";

export const CATERING_MOVES = {
  /** A quote written or revised: every version is kept; a revised quote must be accepted again. */
  quote: { from: ["requested", "quoted", "accepted"], to: "quoted", by: ["owner"] },
  decline: { from: ["requested", "quoted", "accepted"], to: "declined", by: ["owner"] },
  /** The quote's days ran out before a deposit was paid. */
  expire: { from: ["quoted", "accepted"], to: "expired", by: ["system"] },
  /** The customer accepts the terms of the quote they saw. */
  accept: { from: ["quoted"], to: "accepted", by: ["customer"] },
  /** The deposit taken: the date is confirmed and its pounds taken from the day's capacity. */
  depositPaid: { from: ["accepted"], to: "confirmed", by: ["provider"] },
  /** The balance asked for: on its due date, or after a weighing that left money owed. */
  balanceDue: { from: ["confirmed", "paid"], to: "balance_due", by: ["system", "owner", "staff"] },
  /** Nothing owed any more: the balance paid on the link or at the counter, or a weighing that came out even. */
  settled: { from: ["confirmed", "balance_due"], to: "paid", by: ["provider", "owner", "staff", "system"] },
  fulfil: { from: ["paid"], to: "fulfilled", by: ["owner", "staff"] },
  close: { from: ["fulfilled"], to: "closed", by: ["owner"] },
  /** Cancelled by the customer or the owner: what was paid goes back by the policy's tier. */
  cancel: { from: ["requested", "quoted", "accepted", "confirmed", "balance_due", "paid"], to: "cancelled", by: ["owner", "customer"] },
  noShow: { from: ["confirmed", "balance_due", "paid"], to: "no_show", by: ["owner"] },
} as const satisfies Record<string, { from: readonly CateringStatus[]; to: CateringStatus; by: readonly CateringActorKind[] }>;
export type CateringMove = keyof typeof CATERING_MOVES;

export function canMove(status: CateringStatus, move: CateringMove, by: CateringActorKind): boolean {
  const rule = CATERING_MOVES[move];
  return (rule.from as readonly CateringStatus[]).includes(status) && (rule.by as readonly CateringActorKind[]).includes(by);
}

/** Statuses whose event holds its date: its pounds count against its slot's capacity. */
export const CONFIRMED_STATUSES = ["confirmed", "balance_due", "paid", "fulfilled", "closed"] as const satisfies readonly CateringStatus[];
/** Quoted but unpaid: shown as tentative, taking nothing. */
export const TENTATIVE_STATUSES = ["quoted", "accepted"] as const satisfies readonly CateringStatus[];
/** Still open for the shop to act on (the admin's default list). */
export const OPEN_STATUSES = ["requested", "quoted", "accepted", "confirmed", "balance_due", "paid", "fulfilled"] as const;

export const SERVICE_STYLES = ["drop_off", "taco_bar", "taquero"] as const;
export type ServiceStyle = (typeof SERVICE_STYLES)[number];

/** How an item sits on the catering menu (null on an item: not offered for catering). The guide counts 'meat'. */
export const CATERING_ROLES = ["meat", "tortillas", "salsa", "side", "tamales"] as const;
export type CateringRole = (typeof CATERING_ROLES)[number];

export interface LeadTier {
  /** From this many guests… */
  minGuests: number;
  /** …the event needs this many hours' notice. */
  hours: number;
}

export interface CancellationTier {
  /** Cancelled at least this many days before the event… */
  minDays: number;
  /** …this share of the deposit comes back (the rest of what was paid comes back whole). */
  refundPercent: number;
}

/** The shop's catering settings (the admin's, stored on shop_settings.catering). */
export interface CateringSettings {
  minGuests: number;
  /** Sorted by minGuests; the first tier starts at minGuests. */
  leadTiers: LeadTier[];
  /** Of the quote's total, taken to confirm the date (20-50). */
  depositPercent: number;
  /** A quote stands this many days. */
  quoteValidDays: number;
  /** The balance is due this many days before the event. */
  balanceDueDays: number;
  /** Sorted by minDays, largest first; under the last tier nothing of the deposit comes back. */
  cancellationTiers: CancellationTier[];
}

export const DEFAULT_CATERING_SETTINGS: CateringSettings = {
  minGuests: 15,
  leadTiers: [
    { minGuests: 15, hours: 72 },
    { minGuests: 50, hours: 120 },
    { minGuests: 100, hours: 168 },
  ],
  depositPercent: 30,
  quoteValidDays: 7,
  balanceDueDays: 2,
  cancellationTiers: [
    { minDays: 14, refundPercent: 100 },
    { minDays: 3, refundPercent: 50 },
  ],
};

export const CATERING_LIMITS = {
  maxGuests: 2000,
  minDepositPercent: 20,
  maxDepositPercent: 50,
  /** How far ahead an event may be asked for. */
  maxDaysAhead: 365,
  maxWishes: 20,
  maxQuoteLines: 40,
  name: 100,
  email: 254,
  phone: 30,
  address: 300,
  notes: 1000,
  maxQuantity: 500,
  maxFeeCents: 1_000_000,
} as const;

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/** The notice a party of `guests` needs, in hours (the largest tier it reaches). */
export function leadHoursFor(settings: Pick<CateringSettings, "leadTiers">, guests: number): number {
  let hours = settings.leadTiers[0]?.hours ?? 0;
  for (const tier of settings.leadTiers) if (guests >= tier.minGuests) hours = tier.hours;
  return hours;
}

/** The earliest instant an event for `guests` may start. */
export function earliestEventAt(settings: Pick<CateringSettings, "leadTiers">, guests: number, now: Date): Date {
  return new Date(now.getTime() + leadHoursFor(settings, guests) * HOUR_MS);
}

/** Guidance, never a price: ¼ to ½ lb of meat per guest, rounded to the half pound (docs/product.md 'Catering'). */
export function meatGuide(guests: number): { minPounds: number; maxPounds: number } {
  const half = (pounds: number) => Math.round(pounds * 2) / 2;
  return { minPounds: half(guests / 4), maxPounds: half(guests / 2) };
}

/** The deposit on a total: `percent` of it, rounded half up to the cent. */
export function depositCentsOf(totalCents: number, percent: number): number {
  return Math.floor((totalCents * percent + 50) / 100);
}

/** The share of the deposit a cancellation now gives back, by the policy's tiers. */
export function refundPercentAt(settings: Pick<CateringSettings, "cancellationTiers">, eventAt: Date, now: Date): number {
  const before = eventAt.getTime() - now.getTime();
  const tiers = [...settings.cancellationTiers].sort((a, b) => b.minDays - a.minDays);
  for (const tier of tiers) if (before >= tier.minDays * DAY_MS) return tier.refundPercent;
  return 0;
}

/**
 * What a cancellation gives back of what was paid: everything beyond the deposit, and the
 * policy's share of the deposit. Integer cents; what is kept is rounded half up.
 */
export function cancellationRefundCents(input: { netPaidCents: number; depositPaidCents: number; refundPercent: number }): number {
  const deposit = Math.min(input.depositPaidCents, input.netPaidCents);
  const kept = deposit - depositCentsOf(deposit, input.refundPercent);
  return Math.max(0, input.netPaidCents - kept);
}

/** When the balance falls due: `balanceDueDays` before the event. */
export function balanceDueAt(settings: Pick<CateringSettings, "balanceDueDays">, eventAt: Date): Date {
  return new Date(eventAt.getTime() - settings.balanceDueDays * DAY_MS);
}

/** A short reference said to the customer and on the prep sheet: 'C-1A2B3C'. */
export function cateringReference(id: string): string {
  return `C-${id.replace(/-/g, "").slice(0, 6).toUpperCase()}`;
}

// ---------- What the API carries ----------

/** An item on the catering menu, as the request form shows it. */
export interface CateringMenuItem {
  id: string;
  name: string;
  role: CateringRole;
  unit: PriceUnit;
  /** For the shop's side; the request form shows no prices (guidance, never a price promise). */
  priceCents: number;
  /** The item's choices (carnitas: maciza or surtida). */
  optionGroups: {
    id: string;
    name: string;
    selection: "single" | "multiple";
    minPicks: number;
    maxPicks: number;
    options: { id: string; name: string; isDefault: boolean }[];
  }[];
}

/** What the request form needs: the catering menu, the rules, and the shop's calendar for the date picker. */
export interface CateringFormDto {
  items: CateringMenuItem[];
  minGuests: number;
  leadTiers: LeadTier[];
  /** Now, as the server sees it (ISO). */
  now: string;
  /** The shop's date today, 'YYYY-MM-DD'. */
  today: string;
  timeZone: string;
  /** Whether delivery is limited to ZIP codes (then the address needs one). */
  deliveryZipCodes: string[];
  /** Dates closed all day (holidays), from today on. */
  closedDates: string[];
  /** Opening hours by weekday (0 = Sunday), null when closed. */
  weeklyHours: Record<string, { open: string; close: string } | null>;
}

/** A wish on a request: an item of the catering menu and about how much (its unit: lb, or each = a dozen for tortillas and tamales). */
export interface CateringWishDto {
  itemId: string;
  name: string;
  options: string[];
  quantity: number;
  unit: PriceUnit;
}

export interface CateringLineDto {
  /** Its place in the quote: what weighing names. */
  index: number;
  itemId: string;
  name: string;
  options: ChosenOption[];
  unit: PriceUnit;
  /** What was quoted. */
  quantity: number;
  /** What the scale said, once weighed (lines priced by weight); null before. */
  weighedQuantity: number | null;
  priceCents: number;
  /** quantity × price, or weighed quantity × price once weighed. */
  lineTotalCents: number;
  pricedByWeight: boolean;
}

export interface CateringQuoteDto {
  version: number;
  lines: CateringLineDto[];
  subtotalCents: number;
  serviceFeeCents: number;
  deliveryFeeCents: number;
  taxCents: number;
  totalCents: number;
  depositCents: number;
  note: string;
  createdAt: string;
  expiresAt: string;
}

export type CateringPaymentKind = "deposit" | "balance" | "counter" | "refund";
export type CateringPaymentStatus = "open" | "paid" | "expired" | "pending" | "done" | "failed";

export interface CateringPaymentDto {
  id: string;
  kind: CateringPaymentKind;
  status: CateringPaymentStatus;
  amountCents: number;
  /** Counter payments: 'cash' or 'card'. */
  method: string | null;
  createdAt: string;
  paidAt: string | null;
}

export interface CateringHistoryDto {
  at: string;
  from: CateringStatus | null;
  to: CateringStatus;
  /**
   * What happened, to be said in the reader's language: a Said (shared/core/said.ts), written by
   * its shape here so that the domain's types do not lean on the catalogues' (which use them).
   */
  note: { readonly key: string; readonly params?: readonly unknown[] } | null;
  by: string;
}

/** Money on an event, in cents: what it costs now, what came in and went back, what is still owed (negative: paid over). */
export interface CateringMoneyDto {
  totalCents: number;
  depositCents: number;
  paidCents: number;
  refundedCents: number;
  owedCents: number;
}

/** What every view of an event says about it: which one, when, how, for how many, for whom. */
export interface CateringEventBasics {
  reference: string;
  status: CateringStatus;
  eventAt: string;
  fulfilment: OrderType;
  address: string;
  guests: number;
  style: ServiceStyle;
  customerName: string;
}

/** An event in the admin's list. */
export interface CateringSummaryDto extends CateringEventBasics {
  id: string;
  /** Quoted or accepted, not yet paid: takes nothing of the day's capacity. */
  tentative: boolean;
  money: CateringMoneyDto;
  createdAt: string;
}

/** An event as the admin sees it. */
export interface CateringEventDto extends CateringSummaryDto {
  wishes: CateringWishDto[];
  dietaryNotes: string;
  customerPhone: string;
  customerEmail: string;
  locale: "en" | "es";
  smsOptIn: boolean;
  /** The current quote (the accepted one once accepted), with weighed quantities once weighed. */
  quote: CateringQuoteDto | null;
  /** Every version, newest first. */
  quotes: CateringQuoteDto[];
  acceptedVersion: number | null;
  payments: CateringPaymentDto[];
  history: CateringHistoryDto[];
  quoteExpiresAt: string | null;
  balanceDueAt: string | null;
  weighedAt: string | null;
  /** Pounds of the quote's lines sold by the pound: what a confirmed event takes of its slot. */
  pounds: number;
  /** What a cancellation now would give back, and the tier's share of the deposit. */
  cancellation: { refundCents: number; refundPercent: number };
}

/** The customer's one page (behind the link). */
export interface CateringCustomerViewDto extends CateringEventBasics {
  locale: "en" | "es";
  wishes: CateringWishDto[];
  quote: CateringQuoteDto | null;
  payments: CateringPaymentDto[];
  money: CateringMoneyDto;
  terms: { depositPercent: number; balanceDueDays: number; cancellationTiers: CancellationTier[]; quoteValidDays: number };
  balanceDueAt: string | null;
  /** What the customer can do now. */
  can: { accept: boolean; payDeposit: boolean; payBalance: boolean; cancel: boolean };
  /** What paying now would take: the deposit, or the balance owed. */
  amountDueNowCents: number;
  cancellation: { refundCents: number; refundPercent: number };
  /** Back from the pay page: whether that page's payment is recorded yet (absent when not asked or not known). */
  returnedPayment?: "recorded" | "recording";
}

/** Today's events on the kitchen screen, with what the prep sheet prints. */
export interface KitchenCateringDto extends CateringEventBasics {
  id: string;
  customerPhone: string;
  dietaryNotes: string;
  lines: CateringLineDto[];
}

/** The dashboard's catering card. */
export interface CateringDashboardDto {
  upcoming: Pick<CateringSummaryDto, "id" | "reference" | "status" | "tentative" | "eventAt" | "guests" | "customerName">[];
  /** Deposits taken for events still ahead. */
  depositsTakenCents: number;
  /** Still owed on confirmed events. */
  balancesDueCents: number;
}
