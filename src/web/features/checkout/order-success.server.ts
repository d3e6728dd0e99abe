import type { AppLoadContext } from "react-router";
import { z } from "zod";
import { getPaymentView } from "@server/services/orders/payment-view";

const query = z.object({ order_id: z.uuid(), session_id: z.string().min(1).max(300) });

/** Reads where the payment stands (never changes it: the webhook or the pay page did). */
export async function loadOrderSuccess(context: AppLoadContext, url: URL) {
  const parsed = query.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) return { payment: null, orderId: null, sessionId: null };
  const payment = await getPaymentView(context.app.db, parsed.data.order_id, parsed.data.session_id);
  return { payment, orderId: parsed.data.order_id, sessionId: parsed.data.session_id };
}
