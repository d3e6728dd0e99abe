import { shortOrderId } from "@shared/orders/orders";
import { textsFor } from "@shared/texts/registry.server";
import type { Executor } from "../../db/client";
import type { orders } from "../../db/schema/orders";
import type { ServiceContext } from "../service-context";
import { toE164 } from "./phone";

/**
 * 'Your order is ready' by text (ADR 0016), in the order's language, for a customer who opted
 * in at checkout. One per order whatever happens to its status (a double tap, ready → processing
 * → ready): the dedupe key is the order's. A phone number that cannot be texted sends nothing.
 */
export async function queueOrderReadySms(
  ctx: ServiceContext,
  tx: Executor,
  order: Pick<typeof orders.$inferSelect, "id" | "customerPhone" | "smsOptIn" | "locale">,
): Promise<void> {
  if (!order.smsOptIn) return;
  const to = toE164(order.customerPhone);
  if (!to) {
    ctx.log.warn({ orderId: order.id }, "order ready: the customer's phone number cannot be texted");
    return;
  }
  await ctx.sms.enqueue(tx, {
    to,
    body: textsFor(order.locale).smsTexts.orderReady(ctx.config.shop.name, shortOrderId(order.id)),
    kind: "order_ready",
    locale: order.locale,
    relatedOrderId: order.id,
    dedupeKey: `order-ready-sms:${order.id}`,
  });
}
