import type { AppLoadContext } from "react-router";
import { orderSuccessQuerySchema } from "@shared/checkout.schema";
import { getPaymentView } from "@server/services/orders/payment-view";

/**
 * Reads where the payment stands (never changes it: the webhook or the pay page did). The query
 * is read with the API's own schema: anything else shows the 'payment not found' state.
 */
export async function loadOrderSuccess(context: AppLoadContext, url: URL) {
  const parsed = orderSuccessQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) return { payment: null, orderId: null, sessionId: null };
  const { order_id: orderId, session_id: sessionId } = parsed.data;
  const payment = await getPaymentView(context.app, { orderId, sessionId });
  return { payment, orderId, sessionId };
}
