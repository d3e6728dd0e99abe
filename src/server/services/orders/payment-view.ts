import { and, eq } from "drizzle-orm";
import type { CustomerPaymentView, OrderStatus, PaymentStatus, PaymentView } from "@shared/orders";
import type { Executor } from "../../db/client";
import { orders } from "../../db/schema";

/**
 * Where the payment of an order stands, for the order-success page. The session id from the
 * provider's redirect is the proof of being the payer: no sign-in needed, nothing else shown.
 * Null when the pair does not match an order.
 */
export async function getPaymentView(db: Executor, orderId: string, sessionId: string): Promise<PaymentView | null> {
  const [order] = await db
    .select({ id: orders.id, status: orders.status, paymentStatus: orders.paymentStatus, totalCents: orders.totalCents })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.paymentSessionId, sessionId)));
  if (!order) return null;
  return { orderId: order.id, state: paymentState(order.status, order.paymentStatus), totalCents: order.totalCents };
}

/**
 * Where the payment of one of the customer's own orders stands, for the cart their browser
 * handed over to it (GET /api/checkout/orders/:id/payment). Null when there is no such order or
 * it is someone else's: the caller cannot tell the two apart.
 */
export async function getCustomerPaymentView(db: Executor, customerId: string, orderId: string): Promise<CustomerPaymentView | null> {
  const [order] = await db
    .select({ id: orders.id, status: orders.status, paymentStatus: orders.paymentStatus, totalCents: orders.totalCents })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)));
  if (!order) return null;
  const state = paymentState(order.status, order.paymentStatus);
  return { orderId: order.id, state, totalCents: order.totalCents, awaitingPayment: state === "processing" && order.paymentStatus === "unpaid" };
}

/** Unpaid and not cancelled: the customer is back from the pay page before the provider's word. */
function paymentState(status: OrderStatus, payment: PaymentStatus): PaymentView["state"] {
  if (payment === "paid" || payment === "failed" || payment === "expired") return payment;
  return status === "cancelled" ? "cancelled" : "processing";
}
