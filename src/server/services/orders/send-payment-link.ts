import type { LinkChannel } from "@shared/orders/orders";
import { formatCents } from "@shared/core/money";
import { formatShopDateTime } from "@shared/core/time";
import { shortOrderId } from "@shared/orders/orders";
import { textsFor } from "@shared/texts/registry.server";
import type { ServiceContext } from "../service-context";
import type { Executor } from "../../db/client";
import { paymentLinkMail } from "../mail/order-mails";
import { toE164 } from "../sms/phone";
import { getOrder, toMailOrder } from "./order-queries";

/**
 * Sends a link to the hosted pay page (ADR 0016), by text or by e-mail, through the outboxes in
 * the caller's transaction: a phone order's payment, or money owed after an edit. One message per
 * fact (`dedupeKey`). Answers where it went, or null when it could not go there: a number that
 * cannot take texts or that replied STOP, or no e-mail address. The caller says so to staff.
 */
export async function sendPaymentLink(
  ctx: ServiceContext,
  tx: Executor,
  input: { orderId: string; amountCents: number; url: string; expiresAt: Date; by: LinkChannel; dedupeKey: string },
): Promise<LinkChannel | null> {
  const order = (await getOrder(tx, input.orderId))!;
  if (input.by === "sms") {
    const to = toE164(order.customerPhone);
    if (!to) return null;
    const queued = await ctx.sms.enqueue(tx, {
      to,
      body: textsFor(order.locale).smsTexts.paymentLink(
        ctx.config.shop.name,
        shortOrderId(order.id),
        formatCents(input.amountCents),
        input.url,
      ),
      kind: "payment_link",
      locale: order.locale,
      relatedOrderId: order.id,
      dedupeKey: input.dedupeKey,
    });
    return queued ? "sms" : null;
  }
  if (!order.customerEmail) return null;
  await ctx.mail.enqueue(tx, {
    kind: "order_payment_link",
    to: order.customerEmail,
    toName: order.customerName,
    relatedOrderId: order.id,
    dedupeKey: input.dedupeKey,
    ...paymentLinkMail(
      ctx.config.shop,
      toMailOrder(order),
      input.amountCents,
      input.url,
      formatShopDateTime(input.expiresAt, ctx.config.shop.timeZone, order.locale),
    ),
  });
  return "email";
}
