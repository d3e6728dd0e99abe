import { and, eq } from "drizzle-orm";
import type { OrderStatus, PaymentStatus, PaymentView } from "@shared/orders";
import type { ServiceContext } from "../../context";
import { orders } from "../../db/schema/orders";

/**
 * Where the payment of an order stands, for the order-success page. The session id from the
 * provider's redirect is the proof of being the payer: no sign-in needed, nothing else shown.
 * Null when the pair does not match an order.
 */
export async function getPaymentView(ctx: ServiceContext, input: { orderId: string; sessionId: string }): Promise<PaymentView | null> {
  const { orderId, sessionId } = input;
  const [order] = await ctx.db
    .select({ id: orders.id, status: orders.status, paymentStatus: orders.paymentStatus, totalCents: orders.totalCents })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.paymentSessionId, sessionId)));
  if (!order) return null;
  return { orderId: order.id, state: paymentState(order.status, order.paymentStatus), totalCents: order.totalCents };
}

/** Unpaid and not cancelled: the customer is back from the pay page before the provider's word. */
function paymentState(status: OrderStatus, payment: PaymentStatus): PaymentView["state"] {
  if (payment === "paid" || payment === "failed" || payment === "expired") return payment;
  return status === "cancelled" ? "cancelled" : "processing";
}
