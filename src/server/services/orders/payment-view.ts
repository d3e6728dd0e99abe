import { and, eq } from "drizzle-orm";
import {
  ORDER_AMOUNT_FIELDS,
  pickOrderFields,
  type CustomerPaymentView,
  type OrderStatus,
  type OrderSuccessView,
  type PaymentStatus,
  type PaymentView,
} from "@shared/orders/orders";
import type { ServiceContext } from "../service-context";
import { orderTopUps, orders } from "../../db/schema";
import { withLines } from "./order-queries";

const viewColumns = {
  id: orders.id,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  totalCents: orders.totalCents,
  holdCents: orders.holdCents,
};

/**
 * Where the payment of an order stands, for the order-success page. The session id from the
 * provider's redirect is the proof of being the payer: no sign-in needed, nothing else shown.
 * Null when the pair does not match an order.
 */
export async function getPaymentView(ctx: ServiceContext, input: { orderId: string; sessionId: string }): Promise<PaymentView | null> {
  const [order] = await ctx.db
    .select(viewColumns)
    .from(orders)
    .where(and(eq(orders.id, input.orderId), eq(orders.paymentSessionId, input.sessionId)));
  if (!order) return topUpView(ctx, input);
  return {
    orderId: order.id,
    state: paymentState(order.status, order.paymentStatus),
    totalCents: order.totalCents,
    holdCents: order.holdCents,
  };
}

/**
 * The order behind a payment, for the order-success page: the same proof as getPaymentView (the
 * order's pay session, or one of its payment links for a balance), and null when the pair does
 * not match, so another order's id with this session tells nothing. Only what the page shows.
 */
export async function getOrderSuccessView(
  ctx: ServiceContext,
  input: { orderId: string; sessionId: string },
): Promise<OrderSuccessView | null> {
  let [row] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, input.orderId), eq(orders.paymentSessionId, input.sessionId)));
  if (!row) {
    const [topUp] = await ctx.db
      .select({ id: orderTopUps.id })
      .from(orderTopUps)
      .where(and(eq(orderTopUps.orderId, input.orderId), eq(orderTopUps.sessionId, input.sessionId)));
    if (topUp) [row] = await ctx.db.select().from(orders).where(eq(orders.id, input.orderId));
  }
  if (!row) return null;
  const [order] = await withLines(ctx.db, [row]);
  if (!order) return null;
  return {
    ...pickOrderFields(order, [
      "orderType",
      "lines",
      ...ORDER_AMOUNT_FIELDS,
      "weighedAt",
      // What each source paid (ADR 0024): the promo, the gift card's share, the rest.
      "promoCode",
      "giftCardCents",
      "giftCardLast4",
      "capturedCents",
      "paymentMethod",
    ]),
    hasEmail: order.customerEmail.trim() !== "",
    hasAccount: row.customerId !== null,
    takenByStaff: order.channel === "staff",
  };
}

/**
 * Where the payment of one of the customer's own orders stands, for the cart their browser
 * handed over to it. Null when there is no such order or it is someone else's: the caller
 * cannot tell the two apart.
 */
export async function getCustomerPaymentView(
  ctx: ServiceContext,
  input: { customerId: string; orderId: string },
): Promise<CustomerPaymentView | null> {
  const [order] = await ctx.db
    .select(viewColumns)
    .from(orders)
    .where(and(eq(orders.id, input.orderId), eq(orders.customerId, input.customerId)));
  if (!order) return null;
  const state = paymentState(order.status, order.paymentStatus);
  return {
    orderId: order.id,
    state,
    totalCents: order.totalCents,
    holdCents: order.holdCents,
    awaitingPayment: state === "processing" && order.paymentStatus === "unpaid",
  };
}

/** Unpaid and not cancelled: the customer is back from the pay page before the provider's word. */
function paymentState(status: OrderStatus, payment: PaymentStatus): PaymentView["state"] {
  // Money given back later does not make the order unpaid: the customer did pay.
  if (payment === "partially_refunded" || payment === "refunded") return "paid";
  if (payment === "paid" || payment === "failed" || payment === "expired" || payment === "authorized") return payment;
  // A hold let go: the order was cancelled.
  if (payment === "released") return "cancelled";
  return status === "cancelled" ? "cancelled" : "processing";
}

/** A payment link for a balance (ADR 0016): paid once its session's event arrived; the amount is the link's. */
async function topUpView(ctx: ServiceContext, input: { orderId: string; sessionId: string }): Promise<PaymentView | null> {
  const [topUp] = await ctx.db
    .select({ status: orderTopUps.status, amountCents: orderTopUps.amountCents })
    .from(orderTopUps)
    .where(and(eq(orderTopUps.orderId, input.orderId), eq(orderTopUps.sessionId, input.sessionId)));
  if (!topUp) return null;
  return { orderId: input.orderId, state: topUp.status === "paid" ? "paid" : "processing", totalCents: topUp.amountCents, holdCents: null };
}
