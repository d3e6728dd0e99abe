import type { Locale } from "../core/i18n";
import type { PriceUnit } from "../menu/menu";
import type { ChosenOption } from "../menu/options";
import type { PromoTerms } from "../promos/promos";

/**
 * Order and payment states: the four statuses of docs/product.md 'Order status' plus 'ready' (ADR 0016): the order
 * is packed and waiting at the counter or for the driver, and the customer has been told.
 */
export const ORDER_STATUSES = ["pending", "processing", "ready", "completed", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The kitchen screen's one tap: pending → processing → ready → completed. */
export const KITCHEN_NEXT: Partial<Record<OrderStatus, OrderStatus>> = { pending: "processing", processing: "ready", ready: "completed" };

/**
 * Payment state, kept apart from the kitchen's status: an order is paid (or not) whatever
 * the staff do with it afterwards. Orders with lines priced by actual weight go through
 * 'authorized' (the card is held for the estimate plus the allowance) to 'paid' (captured after
 * weighing), or to 'released' (the shop let the hold go) or 'expired' (the hold lapsed). Money
 * taken can be given back in part or in full (ADR 0016): 'partially_refunded', 'refunded'.
 */

export const PAYMENT_STATUSES = [
  "unpaid",
  "processing",
  "authorized",
  "paid",
  "failed",
  "expired",
  "released",
  "partially_refunded",
  "refunded",
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const ORDER_TYPES = ["pickup", "delivery"] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/** docs/product.md 'Constants': the order short id is its first 8 characters. */
export function shortOrderId(id: string): string {
  return id.slice(0, 8);
}

export interface OrderLineDto {
  id: string;
  itemId: string;
  name: string;
  /** In the line's unit: 1.5 (lb) or 2 (pieces). */
  quantity: number;
  unit: PriceUnit;
  /** Unit price with the chosen options, cents. */
  priceCents: number;
  /** Unit price × quantity, rounded half up once (shared/core/quantity.ts). */
  lineTotalCents: number;
  options: ChosenOption[];
  /** Charged for what is weighed: the quantity is an estimate until weighedQuantity is set. */
  pricedByWeight: boolean;
  weighedQuantity: number | null;
  /** The line's cost for the weighed quantity. */
  weighedTotalCents: number | null;
  notes: string | null;
}

export interface OrderDto {
  id: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  orderType: OrderType;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  deliveryAddress: string | null;
  /** ISO instant of the preferred pickup or delivery time. */
  deliveryTime: string;
  notes: string | null;
  /** The order's amounts now: the estimate until the weighed lines are weighed, then the final amounts. */
  subtotalCents: number;
  taxCents: number;
  /** Delivery below the free-delivery threshold and the customer's tip (ADR 0014): in the total, not taxed. */
  deliveryFeeCents: number;
  tipCents: number;
  totalCents: number;
  /** Basis points. */
  taxRate: number;
  createdAt: string;
  paidAt: string | null;
  lines: OrderLineDto[];
  /** The total estimated at placing (orders with weighed lines; null when charged as placed). */
  estimatedTotalCents: number | null;
  /** The weight allowance held above the estimate, cents (0 when nothing is weighed). */
  allowanceCents: number;
  /** What the card was held for (estimate plus allowance); null when paid at once. */
  holdCents: number | null;
  /** When the card hold lapses; null without a hold. */
  holdExpiresAt: string | null;
  /** When the butcher's weights were entered. */
  weighedAt: string | null;
  /** The money taken: the total when paid at once, the captured amount after weighing. */
  capturedCents: number | null;
  /** Owed at pickup: the weighed total beyond the hold, when the shop chose to collect it then. */
  balanceDueCents: number;
  /** The language the order was placed in (ADR 0015): its e-mails and pay page speak it. */
  locale: Locale;
  /** Money given back through the payment provider (ADR 0016), cents. */
  refundedCents: number;
  /** Where the order came from (ADR 0016): the website, or staff taking it by phone or at the counter. */
  channel: OrderChannel;
  /** How it was paid: by card online, or at the counter in cash or by card (ADR 0016); null while unpaid. */
  paymentMethod: PaymentMethod | null;
  /** The customer asked to be texted when the order is ready (a STOP reply still wins). */
  smsOptIn: boolean;
  /** A promo code's discount off the subtotal, before tax (ADR 0024); 0 without one. */
  discountCents: number;
  /** The promo code the order used, or null. */
  promoCode: string | null;
  /** Its terms as the order took them: the weighing panel works the discount out again with them (ADR 0024). */
  promo: PromoTerms | null;
  /**
   * The gift card's share (ADR 0024): held on it while the order is open, what it paid once the
   * order is paid. The card's (or counter's) share is (capturedCents ?? totalCents) − this.
   */
  giftCardCents: number;
  /** The gift card's last four characters, or null when none paid. */
  giftCardLast4: string | null;
}

/** Staff at the counter (ADR 0016): orders placed on the website, or taken by staff for a customer on the phone or at the counter. */
export const ORDER_CHANNELS = ["web", "staff"] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];

/** A gift card pays first (ADR 0024): its share is a payment of its own. */
export const PAYMENT_METHODS = ["card", "cash", "card_present", "gift_card"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * What an order's payment paid for (ADR 0016): the order itself, a payment link for a balance
 * owed after an edit, or a balance taken at the counter at pickup.
 */
export const ORDER_PAYMENT_PURPOSES = ["order", "top_up", "balance"] as const;
export type OrderPaymentPurpose = (typeof ORDER_PAYMENT_PURPOSES)[number];

/**
 * A payment link for a balance: open until paid; superseded when a later edit or the counter
 * settled the balance another way (its pay page is closed at the provider); expired when its pay
 * page lapsed unpaid. A superseded or expired link that was paid all the same is still recorded.
 */
export const TOP_UP_STATUSES = ["open", "paid", "superseded", "expired"] as const;
export type TopUpStatus = (typeof TOP_UP_STATUSES)[number];

/** One part of a refund: how much goes back to which of the order's payments. */
export interface RefundPart {
  paymentId: string;
  amountCents: number;
  /** Handed back at the counter (the payment was cash or a card at the counter): no provider. */
  atCounter: boolean;
  /** The provider's refund, once made. */
  providerRefundId?: string | null;
  /** Back on the gift card that paid it (ADR 0024): no provider. */
  toGiftCard?: boolean;
}

/** How staff take a phone or walk-in order's payment: at the counter, or a link to the hosted pay page. */
export const COUNTER_PAYMENTS = ["cash", "card_present"] as const;
export type CounterPayment = (typeof COUNTER_PAYMENTS)[number];
export const LINK_CHANNELS = ["sms", "email"] as const;
export type LinkChannel = (typeof LINK_CHANNELS)[number];

/** POST /api/admin/orders (ADR 0016): the order, and its payment link when one was sent. */
export interface StaffOrderResult {
  order: OrderDto;
  /** The hosted pay page, when paid by link; null when paid at the counter. */
  paymentUrl: string | null;
  /** Where the link went; null when it could not be sent (no number that takes texts, STOP) or none was made. */
  linkSentBy: LinkChannel | null;
}

/**
 * How an edit's difference was settled (ADR 0016), decided by the server from the order's payment:
 * - none: the total did not change, or nothing is taken yet (paid at pickup after a lapsed hold);
 * - hold: the card is held; the weighing captures the new total within the hold (a hold cannot
 *   be raised: more than it is collected at pickup, the weighing's own choice);
 * - refund: less than was taken: the difference went back to the card (or is to be handed back
 *   in cash at the counter, `atCounter`);
 * - link: more than was taken online: a payment link for the difference went to the customer
 *   (`sentBy` null when it could not be sent), and it is owed at pickup until paid;
 * - collect: more than was taken at the counter: to be collected at pickup.
 */
export type EditSettlement =
  | { kind: "none" }
  /** `overCents`: how much the new estimate is above the hold (the weighing then asks how to settle it). */
  | { kind: "hold"; holdCents: number; overCents: number }
  | { kind: "refund"; amountCents: number; atCounter: boolean }
  | { kind: "link"; amountCents: number; url: string; sentBy: LinkChannel | null }
  | { kind: "collect"; amountCents: number };

/** POST /api/admin/orders/:id/edit (ADR 0016). */
export interface OrderEditResult {
  order: OrderDto;
  /** The total before the edit, cents. */
  previousTotalCents: number;
  settlement: EditSettlement;
  /** False when the same request (its key) was answered before: nothing changed again. */
  edited: boolean;
}

/** Payment states in which the shop holds the customer's money (some of it given back, maybe). */
export const MONEY_TAKEN: readonly PaymentStatus[] = ["paid", "partially_refunded", "refunded"];

/**
 * What is still to be taken when the customer comes for the order: a balance left after an edit
 * or a weighing, or the whole order when its card hold lapsed before it was charged.
 */
export function amountOwedAtPickup(
  order: Pick<OrderDto, "status" | "paymentStatus" | "holdCents" | "totalCents" | "balanceDueCents">,
): number {
  if (order.status === "cancelled") return 0;
  if (order.paymentStatus === "expired" && order.holdCents !== null) return order.totalCents;
  return MONEY_TAKEN.includes(order.paymentStatus) ? order.balanceDueCents : 0;
}

/** POST /api/admin/orders/:id/balance. */
export interface CollectBalanceResult {
  order: OrderDto;
  /** False when nothing was owed any more (a second tap): nothing was taken again. */
  collected: boolean;
}

/** A refund as the admin sees it (ADR 0016). */
export interface RefundResult {
  order: OrderDto;
  /** This refund's amount, cents. */
  amountCents: number;
  /** False when the same request was answered before: nothing more was refunded. */
  refunded: boolean;
}

/**
 * What the order-success page needs to know about a payment: paid; processing (the provider's
 * word has not arrived yet); or ended without payment: failed (declined or failed), expired
 * (the pay page timed out) or cancelled.
 */
/**
 * An order's money as every view of it shows it (the admin, My Orders, the success page, the
 * e-mails): what its lines came to, the tax at its rate, the fee and tip, the total, and what
 * the card is held for. Views copy these together with `pickOrderFields`, never one by one.
 */
export const ORDER_AMOUNT_FIELDS = [
  "subtotalCents",
  "taxCents",
  "deliveryFeeCents",
  "tipCents",
  "discountCents",
  "totalCents",
  "taxRate",
  "allowanceCents",
  "holdCents",
] as const satisfies readonly (keyof OrderDto)[];
export type OrderAmountField = (typeof ORDER_AMOUNT_FIELDS)[number];

/** The named fields of an order (or any record), copied as they are. */
export function pickOrderFields<T, K extends keyof T>(from: T, fields: readonly K[]): Pick<T, K> {
  const picked = {} as Pick<T, K>;
  for (const field of fields) picked[field] = from[field];
  return picked;
}

export interface PaymentView {
  orderId: string;
  /** 'authorized': the card is held; it is charged for what is weighed. */
  state: "paid" | "authorized" | "processing" | "failed" | "expired" | "cancelled";
  totalCents: number;
  /** The amount held on the card, for 'authorized'. */
  holdCents: number | null;
}

/**
 * What the order-success page shows of the order whose payment it reports, to whoever proved to
 * be its payer (the pay session's id, PaymentView's proof): the lines and amounts, and how the
 * shop reaches the customer afterwards. Nothing else of the order (no name, address or contact).
 */
export interface OrderSuccessView extends Pick<
  OrderDto,
  | "orderType"
  | "lines"
  | OrderAmountField
  | "weighedAt"
  | "promoCode"
  | "giftCardCents"
  | "giftCardLast4"
  | "capturedCents"
  | "paymentMethod"
> {
  /** The order has an e-mail address: its confirmation and receipt go there. */
  hasEmail: boolean;
  /** The order belongs to an account, whose My Orders lists it. */
  hasAccount: boolean;
  /** Taken by staff for a customer on the phone or at the counter (paid by a payment link). */
  takenByStaff: boolean;
}

/**
 * The same, for the customer who placed the order (their browser keeps the cart it handed over
 * to the order until the payment is settled: web/features/cart/pending-payment.ts).
 */
export interface CustomerPaymentView extends PaymentView {
  /**
   * 'processing' with no word from the provider at all (the order is unpaid): the pay page may
   * still be open, the customer having come back from it with Back or Cancel; or the payment was
   * made a moment ago and its confirmation is on its way.
   */
  awaitingPayment: boolean;
}

/** A change to an order, as pushed to live lists (Server-Sent Events). */
export interface OrderChange {
  id: string;
  customerId: string | null;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  op: "insert" | "update";
  /**
   * 'catering': a catering event changed (ADR 0023), told on the admin's order stream; `id` is the
   * event's. The orders' pages leave these alone (web/lib/use-order-events.ts).
   */
  kind?: "catering";
}

// ---------------------------------------------------------------------------------------------
// The admin's orders

/** How many orders the list shows at first, and the most one request may ask for. */
export const ADMIN_ORDERS_PAGE_SIZE = 50;
export const ADMIN_ORDERS_MAX = 500;

export interface AdminOrderList {
  /** Newest first. */
  orders: OrderDto[];
  /** More orders exist beyond `limit`. */
  hasMore: boolean;
  /** When hasMore: the `cursor` that asks for the next page (keyset pagination); else null. */
  nextCursor: string | null;
}

/** One row of the order_history_with_details view (docs/product.md 'Order history view'). */
export interface OrderHistoryEntry {
  id: string;
  status: OrderStatus;
  /** Why the entry exists when no person made it: 'Order placed', 'Payment received', … */
  note: string | null;
  createdAt: string;
  /** The admin who changed the status; null for the shop's own automatic changes. */
  updatedByEmail: string | null;
}

export interface OrderStatusChangeResult {
  order: OrderDto;
  /** False when the order already had that status: nothing was written and no e-mail queued. */
  changed: boolean;
}

// ---------------------------------------------------------------------------------------------
// Weigh and finish (ADR 0013)

/**
 * When the weighed total is more than the card hold (the provider cannot capture more): capture
 * the hold in full and let the rest go, or capture the hold and take the difference at pickup.
 */
export const OVER_HOLD_CHOICES = ["capture_hold", "collect_at_pickup"] as const;
export type OverHoldChoice = (typeof OVER_HOLD_CHOICES)[number];

export interface WeighOrderResult {
  order: OrderDto;
  /** The amount the provider took. */
  capturedCents: number;
}
