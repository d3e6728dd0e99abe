/** Order and payment states (SPEC.md section 4 'Order status'). */
export const ORDER_STATUSES = ["pending", "processing", "completed", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Payment state, kept apart from the kitchen's status: an order is paid (or not) whatever
 * the staff do with it afterwards.
 */
export const PAYMENT_STATUSES = ["unpaid", "processing", "paid", "failed", "expired"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const ORDER_TYPES = ["pickup", "delivery"] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/** SPEC.md section 9: the order short id is its first 8 characters. */
export function shortOrderId(id: string): string {
  return id.slice(0, 8);
}

export interface OrderLineDto {
  itemId: string;
  name: string;
  quantity: number;
  priceCents: number;
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
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  /** Basis points. */
  taxRate: number;
  createdAt: string;
  paidAt: string | null;
  lines: OrderLineDto[];
}

/**
 * What the order-success page needs to know about a payment: paid; processing (the provider's
 * word has not arrived yet); or ended without payment: failed (declined or failed), expired
 * (the pay page timed out) or cancelled.
 */
export interface PaymentView {
  orderId: string;
  state: "paid" | "processing" | "failed" | "expired" | "cancelled";
  totalCents: number;
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
}

/** One row of the order_history_with_details view (SPEC.md section 3). */
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
