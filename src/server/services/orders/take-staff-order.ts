import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { CounterPayment, StaffOrderResult } from "@shared/orders/orders";
import type { StaffOrderInput } from "@shared/orders/orders.schema";
import { orderHistoryNotes } from "@shared/texts/orders-admin";
import type { Actor, ServiceContext } from "../service-context";
import { orders } from "../../db/schema/orders";
import { ServiceError } from "../../lib/errors";
import { toE164 } from "../sms/phone";
import { createOrder, openSession, reopenSession, type CreatedOrder } from "../checkout/place-order";
import { changeOrder, noteOrder, type OrderActor } from "./lifecycle";
import { getOrder } from "./order-queries";
import { sendPaymentLink } from "./send-payment-link";
import { said, type Said } from "@shared/core/said";

/**
 * A phone or walk-in order taken by staff (ADR 0016). It goes through the very checks a website
 * order does (services/checkout/place-order.ts createOrder: the database's prices, options and
 * weights, the time's rules, slot capacity and stock under their locks); no account is needed.
 * Then it is paid at the counter (cash or card there: recorded paid at once, in the same
 * transaction's aftermath), or a payment link to the hosted pay page goes to the customer by text
 * or e-mail, and the order waits for the provider's word like any other (the sweeper cancels it
 * if the link is never paid, which frees its slot). The staff member's key makes a double click
 * one order.
 */
export async function takeStaffOrder(ctx: ServiceContext, input: { actor: Actor; order: StaffOrderInput }): Promise<StaffOrderResult> {
  const { actor, order: request } = input;
  const staff: Extract<OrderActor, { kind: "admin" }> = { kind: "admin", userId: actor.userId, email: actor.email };
  const payment = request.payment;
  const requestHash = createHash("sha256")
    .update(JSON.stringify({ ...request, idempotencyKey: undefined }))
    .digest("hex");
  const seen = await findByStaffKey(ctx, actor.userId, request.idempotencyKey);
  if (seen) return resume(ctx, seen, requestHash, request, staff);

  // The link goes where staff said: a number that takes texts, or an e-mail address.
  const linkProblem = payment.method === "link" ? linkDestinationProblem(request, payment.sendBy, ctx.config.sms.enabled) : null;
  if (linkProblem) throw new ServiceError("validation_failed", said("checkoutErrorTexts.invalidForm"), linkProblem);

  let created: CreatedOrder;
  try {
    created = await createOrder(ctx, {
      request: {
        idempotencyKey: request.idempotencyKey,
        details: request.details,
        lines: request.lines,
        tip: { kind: "none" },
        smsOptIn: request.smsOptIn,
        promoCode: "",
        giftCardCode: request.giftCardCode,
      },
      locale: request.locale,
      requestHash,
      taker: {
        kind: "staff",
        userId: actor.userId,
        email: actor.email,
        counter: payment.method === "link" ? null : payment.method,
        emailOptional: !(payment.method === "link" && payment.sendBy === "email"),
      },
    });
  } catch (error) {
    if (error instanceof ServiceError) throw error;
    const raced = await findByStaffKey(ctx, actor.userId, request.idempotencyKey);
    if (raced) return resume(ctx, raced, requestHash, request, staff);
    ctx.log.error({ err: error }, "could not create the staff order");
    throw new ServiceError("order_failed", said("checkoutErrorTexts.orderFailed"));
  }
  const { order } = created;

  if (payment.method !== "link") return recordCounterPayment(ctx, order, payment.method, staff);
  // The gift card covers it (ADR 0024): nothing to pay on a link.
  if (created.coveredByGiftCard) return { order: (await getOrder(ctx.db, order.id))!, paymentUrl: null, linkSentBy: null };

  // The hosted pay page, as for a website order (a failure cancels the order and says why).
  const { url } = await openSession(ctx, order, created.priced);
  const amountCents = order.holdCents ?? order.totalCents - order.giftCardCents;
  // The pay page's own expiry (the session may have been given a later one than the order's first).
  const [{ expiresAt } = { expiresAt: order.paymentExpiresAt }] = await ctx.db
    .select({ expiresAt: orders.paymentExpiresAt })
    .from(orders)
    .where(eq(orders.id, order.id));
  const linkSentBy = await ctx.db.transaction(async (tx) => {
    const sent = await sendPaymentLink(ctx, tx, {
      orderId: order.id,
      amountCents,
      url,
      expiresAt,
      by: payment.sendBy,
      dedupeKey: `payment-link:${order.id}`,
    });
    await noteOrder(ctx, {
      tx,
      orderId: order.id,
      actor: staff,
      note: sent ? orderHistoryNotes.linkSent(amountCents, sent) : orderHistoryNotes.linkNotSent(amountCents),
    });
    return sent;
  });
  return { order: (await getOrder(ctx.db, order.id))!, paymentUrl: url, linkSentBy };
}

/**
 * Field problems of the link's destination, keyed like the form's fields; null when it can go.
 * Without texts (production without Twilio) a link goes by e-mail only.
 */
function linkDestinationProblem(request: StaffOrderInput, by: "sms" | "email", textsEnabled: boolean): Record<string, Said> | null {
  if (by === "sms" && !textsEnabled) return { payment: said("orderErrorTexts.textsOff") };
  if (by === "sms" && !toE164(request.details.phone)) return { phone: said("orderErrorTexts.phoneForLink") };
  if (by === "email" && !request.details.email.trim()) return { email: said("orderErrorTexts.emailForLink") };
  return null;
}

async function findByStaffKey(ctx: ServiceContext, userId: string, key: string) {
  const [row] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.takenByUserId, userId), eq(orders.idempotencyKey, key)));
  return row ?? null;
}

/**
 * The money taken at the counter, recorded once: the lifecycle applies it only to an order still
 * unpaid, so the first request, a double click's second or a retry after a crash between taking
 * the order and recording it all end with the order paid, and one confirmation.
 */
async function recordCounterPayment(
  ctx: ServiceContext,
  order: typeof orders.$inferSelect,
  method: CounterPayment,
  staff: Extract<OrderActor, { kind: "admin" }>,
): Promise<StaffOrderResult> {
  await ctx.db.transaction((tx) =>
    changeOrder(ctx, {
      tx,
      orderId: order.id,
      // The gift card's share is taken by the lifecycle (ADR 0024); the counter takes the rest.
      event: { type: "paid_at_counter", method, amountCents: order.totalCents - order.giftCardCents },
      actor: staff,
      mail: "confirmation",
    }),
  );
  return { order: (await getOrder(ctx.db, order.id))!, paymentUrl: null, linkSentBy: null };
}

/** The same request again (a double click, a retry): the same order, paid if taken at the counter, its link again if unpaid. */
async function resume(
  ctx: ServiceContext,
  order: typeof orders.$inferSelect,
  requestHash: string,
  request: StaffOrderInput,
  staff: Extract<OrderActor, { kind: "admin" }>,
): Promise<StaffOrderResult> {
  if (order.requestFingerprint !== requestHash) throw new ServiceError("conflict", said("checkoutErrorTexts.keyReused"));
  if (request.payment.method !== "link") return recordCounterPayment(ctx, order, request.payment.method, staff);
  const dto = (await getOrder(ctx.db, order.id))!;
  if (order.status === "cancelled") throw new ServiceError("conflict", said("checkoutErrorTexts.processFailed"));
  const paymentUrl =
    order.paymentSessionId && order.paymentStatus === "unpaid" ? (await reopenSession(ctx, order.id, order.paymentSessionId)).url : null;
  return { order: dto, paymentUrl, linkSentBy: request.payment.sendBy };
}
