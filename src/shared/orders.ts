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
