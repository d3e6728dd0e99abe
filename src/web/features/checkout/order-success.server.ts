import type { AppLoadContext } from "react-router";
import { orderSuccessQuerySchema } from "@shared/checkout/checkout.schema";
import { getOrderSuccessView, getPaymentView } from "@server/services/orders/payment-view";

/**
 * Reads where the payment stands (never changes it: the webhook or the pay page did), and the
 * order it pays for: its lines and amounts, and whether the customer has an e-mail address and an
 * account (a phone customer paying a link may have neither). The order's id and its pay session's
 * id together are the proof of being the payer (services/orders/payment-view.ts), as for the
 * payment itself. The query is read with the API's own schema: anything else shows the
 * 'payment not found' state.
 */
export async function loadOrderSuccess(context: AppLoadContext, url: URL) {
  const parsed = orderSuccessQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) return { payment: null, order: null, orderId: null, sessionId: null };
  const { order_id: orderId, session_id: sessionId } = parsed.data;
  const payment = await getPaymentView(context.app, { orderId, sessionId });
  const order = payment ? await getOrderSuccessView(context.app, { orderId, sessionId }) : null;
  return { payment, order, orderId, sessionId };
}
