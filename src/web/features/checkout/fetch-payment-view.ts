import { api, unwrap } from "~/lib/api-client";

/**
 * Where an order's payment stands now (GET /api/checkout/payment), for the order-success page
 * while the provider's word has not landed. Loaded when the page first asks, so the typed client
 * stays out of the page's first load (ADR 0008).
 */
export async function fetchPaymentView(orderId: string, sessionId: string) {
  const answer = await unwrap(api.checkout.payment.$get({ query: { order_id: orderId, session_id: sessionId } }));
  return answer.payment;
}
