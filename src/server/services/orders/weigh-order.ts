import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { keptFeeAndTip, weighedTotals } from "@shared/orders/order-changes";
import type { OrderDto, WeighOrderResult } from "@shared/orders/orders";
import type { PromoTerms } from "@shared/promos/promos";
import type { WeighOrderInput } from "@shared/orders/orders.schema";
import { quantityProblem } from "@shared/orders/quantity-rules";
import { orderHistoryNotes } from "@shared/texts/orders-admin";
import type { Actor, ServiceContext } from "../service-context";
import { badRequest, notFound, ServiceError } from "../../lib/errors";
import { atShopTime } from "../../lib/say";
import { orders } from "../../db/schema/orders";
import { callProvider } from "../payments/provider-call";
import { isLapsedHold } from "../payments/provider";
import { applyPaymentState } from "./fulfilment";
import { changeOrder, recordWeights, releaseCaptureClaim, type OrderActor, type RecordWeightsResult } from "./lifecycle";
import { getOrder } from "./order-queries";
import { said } from "@shared/core/said";

/**
 * 'Weigh and finish' (ADR 0013): the butcher's weights go in, the order's amounts are computed
 * again from its lines' unit prices, and the card hold is captured for the new total, once.
 *
 * The steps, each safe to repeat: (1) under the order's lock, the weights and new amounts are
 * recorded while the card is held, with this weighing's claim on the capture; (2) the provider
 * captures, under a key made of the order and the amount, so a retry captures once (a capture
 * the provider already made answers as such); (3) the capture goes through the order's
 * lifecycle (history row, receipt e-mail), which applies it once whoever reports it first (this
 * request, the webhook or the sweeper), and clears the claim. A second weighing sent while the
 * first one's capture is under way (a double click, two tablets) waits for it and answers its
 * figures, so that what the order records is always what was captured (ADR 0016).
 */
export async function weighOrder(
  ctx: ServiceContext,
  input: { actor: Actor; orderId: string; weights: WeighOrderInput },
): Promise<WeighOrderResult> {
  const { orderId } = input;
  const admin: Extract<OrderActor, { kind: "admin" }> = { kind: "admin", userId: input.actor.userId, email: input.actor.email };
  const claimId = randomUUID();
  const waitUntil = Date.now() + BUSY_WAIT_MS;
  let amountCents = 0;
  for (;;) {
    const order = await getOrder(ctx.db, orderId);
    if (!order) throw notFound(said("orderErrorTexts.notFound"));
    // Charged already (a double click's second request, a retry after a lost answer): once is enough.
    if (order.paymentStatus === "paid" && order.weighedAt) return { order, capturedCents: order.capturedCents ?? order.totalCents };
    if (order.paymentStatus === "expired" && order.holdCents !== null) throw holdExpiredError(ctx, order);
    // Held on the card, on a gift card (ADR 0024), or on both.
    if (order.paymentStatus !== "authorized" || (order.holdCents === null && order.giftCardCents === 0)) {
      throw new ServiceError("conflict", said("orderErrorTexts.notAwaitingWeighing"));
    }
    checkedWeights(order, input.weights);

    let result: RecordWeightsResult;
    try {
      result = await ctx.db.transaction((tx) =>
        recordWeights(ctx, {
          tx,
          orderId,
          actor: admin,
          claimId,
          // Worked out from the lines as they are under the lock.
          weigh: async (row) => {
            const locked = (await getOrder(tx, orderId))!;
            const settled = settleWeights(locked, row.promo, checkedWeights(locked, input.weights), input.weights.overHold);
            amountCents = settled.amountCents;
            return { weights: settled.weights, note: settled.note };
          },
        }),
      );
    } catch (error) {
      // The hold lapsed meanwhile (the request before this one found out): said as such.
      const now = error instanceof ServiceError && error.code === "conflict" ? await getOrder(ctx.db, orderId) : null;
      if (now?.paymentStatus === "expired" && now.holdCents !== null) throw holdExpiredError(ctx, now);
      throw error;
    }
    if (result.kind === "recorded") break;
    if (result.kind === "charged") {
      const done = (await getOrder(ctx.db, orderId))!;
      return { order: done, capturedCents: done.capturedCents ?? done.totalCents };
    }
    // Another weighing's capture is under way: its outcome decides (charged, or given back).
    if (Date.now() >= waitUntil) throw new ServiceError("conflict", said("orderErrorTexts.beingWeighed"));
    await sleep(BUSY_POLL_MS);
  }

  // The gift card pays first (ADR 0024): with nothing left for the card, the order is paid by the
  // gift card alone, then the card's hold (if any) is let go, so no word about it can cancel the order.
  if (amountCents === 0) return payByGiftCardAlone(ctx, orderId, admin);
  const paymentId = await paymentReferenceOf(ctx, orderId);
  const capture = await callProvider({
    call: () => ctx.payments.capturePayment({ paymentId, amountCents, idempotencyKey: `capture-${orderId}-${amountCents}` }),
    // The provider's word decides: captured already (by an earlier request), or lapsed.
    reread: () => ctx.payments.retrievePayment(paymentId),
    isDone: (current) => current.status === "succeeded",
  });
  if (!capture.ok) {
    const { current, reason, error } = capture;
    if (current?.status === "canceled") {
      await ctx.db.transaction((tx) => applyPaymentState(ctx, { tx, orderId, sessionId: null, payment: current, actor: admin }));
      await releaseCaptureClaim(ctx, { orderId, claimId });
      const after = (await getOrder(ctx.db, orderId))!;
      if (after.paymentStatus === "expired") throw holdExpiredError(ctx, after);
      throw new ServiceError("conflict", said("orderErrorTexts.notAwaitingWeighing"));
    } else {
      // Not captured: the claim is given back, so the weights may be corrected and sent again.
      if (current?.status === "requires_capture") await releaseCaptureClaim(ctx, { orderId, claimId });
      ctx.log.warn({ err: error, orderId }, "capture failed; the weights are kept");
      throw new ServiceError("payment_unavailable", said("orderErrorTexts.captureFailed", reason));
    }
  }
  const payment = capture.value;
  await ctx.db.transaction((tx) => applyPaymentState(ctx, { tx, orderId, sessionId: null, payment, actor: admin }));
  const after = (await getOrder(ctx.db, orderId))!;
  return { order: after, capturedCents: after.capturedCents ?? payment.amountReceivedCents };
}

/** How long a weighing waits for another one's capture, and how often it looks. */
const BUSY_WAIT_MS = 20_000;
const BUSY_POLL_MS = 100;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A weighed order the gift card pays in full: the capture recorded (the gift card's share taken
 * by the lifecycle), then the card's hold, if there is one, released at the provider. A release
 * that fails leaves a hold that lapses on its own; the order is paid either way.
 */
async function payByGiftCardAlone(
  ctx: ServiceContext,
  orderId: string,
  admin: Extract<OrderActor, { kind: "admin" }>,
): Promise<WeighOrderResult> {
  await ctx.db.transaction((tx) =>
    changeOrder(ctx, { tx, orderId, event: { type: "captured", amountCents: 0 }, actor: admin, mail: "receipt" }),
  );
  const [row] = await ctx.db.select({ reference: orders.paymentReference }).from(orders).where(eq(orders.id, orderId));
  if (row?.reference) {
    const released = await callProvider({
      call: () => ctx.payments.releasePayment({ paymentId: row.reference!, idempotencyKey: `release-${orderId}` }),
    });
    if (!released.ok)
      ctx.log.warn({ err: released.error, orderId }, "card hold not released after the gift card paid; it lapses on its own");
  }
  const after = (await getOrder(ctx.db, orderId))!;
  return { order: after, capturedCents: after.capturedCents ?? 0 };
}

/**
 * The weighed amounts, what the card is charged of them, and the history's words. The gift card
 * pays first, up to what it holds; the card the rest, up to its hold (ADR 0024).
 */
function settleWeights(order: OrderDto, promo: PromoTerms | null, weights: Map<string, number>, overHold: WeighOrderInput["overHold"]) {
  const totals = weighedTotals(order.lines, weights, order.taxRate, { ...keptFeeAndTip(order), promo });
  const giftCents = Math.min(totals.totalCents, order.giftCardCents);
  const hold = (order.holdCents ?? 0) + order.giftCardCents;
  const over = totals.totalCents - hold;
  let note = orderHistoryNotes.weighed(totals.totalCents, order.estimatedTotalCents ?? order.totalCents);
  let balanceDueCents = 0;
  if (over > 0) {
    // More than the hold cannot be captured (DOMAIN-NOTES.md: overcapture is not to be counted on).
    if (!overHold) throw new ServiceError("hold_exceeded", said("orderErrorTexts.holdExceeded", totals.totalCents, hold));
    if (overHold === "collect_at_pickup") {
      balanceDueCents = over;
      note += `; ${orderHistoryNotes.overHoldAtPickup(over)}`;
    } else note += `; ${orderHistoryNotes.overHoldWaived(over)}`;
  }
  return { weights: { ...totals, balanceDueCents }, note, amountCents: Math.max(0, Math.min(totals.totalCents, hold) - giftCents) };
}

/** The weights by line: one for every line priced by weight, none for any other line, and none twice. */
function checkedWeights(order: OrderDto, input: WeighOrderInput): Map<string, number> {
  const weighed = new Map(order.lines.filter((line) => line.pricedByWeight).map((line) => [line.id, line]));
  const weights = new Map<string, number>();
  for (const { lineId, quantity } of input.weights) {
    const line = weighed.get(lineId);
    if (!line) throw badRequest(said("orderErrorTexts.notWeighedLine"));
    if (weights.has(lineId)) throw badRequest(said("orderErrorTexts.weightTwice"), { [lineId]: said("orderErrorTexts.weightTwice") });
    // Weighed to the thousandth of a pound, on no step: the scale says what it says.
    if (quantityProblem(quantity, { priceUnit: "lb", quantityMin: 0.001, quantityStep: 0.001 }) !== null) {
      throw badRequest(said("orderErrorTexts.missingWeights"), { [lineId]: said("orderErrorTexts.missingWeights") });
    }
    weights.set(lineId, quantity);
  }
  if (weights.size !== weighed.size) throw badRequest(said("orderErrorTexts.missingWeights"));
  return weights;
}

function holdExpiredError(ctx: ServiceContext, order: OrderDto): ServiceError {
  const when = order.holdExpiresAt ? atShopTime(order.holdExpiresAt, ctx.config.shop.timeZone) : "";
  return new ServiceError("hold_expired", said("orderErrorTexts.holdExpired", when));
}

/**
 * Cancelling an order whose card is held lets the hold go at the provider first, then records
 * it through the lifecycle (the order cancelled, its history, the customer's notice).
 */
export async function releaseHold(ctx: ServiceContext, input: { actor: Actor; orderId: string }): Promise<boolean> {
  const { orderId } = input;
  const order = await getOrder(ctx.db, orderId);
  if (!order || order.paymentStatus !== "authorized") return false;
  const admin: OrderActor = { kind: "admin", userId: input.actor.userId, email: input.actor.email };
  // Held on a gift card alone (ADR 0024): nothing at the provider; the lifecycle puts it back on the card.
  if (order.holdCents === null && order.giftCardCents > 0) {
    await ctx.db.transaction((tx) => changeOrder(ctx, { tx, orderId, event: { type: "hold_released" }, actor: admin, mail: "status" }));
    return true;
  }
  const paymentId = await paymentReferenceOf(ctx, orderId);
  const release = await callProvider({
    call: () => ctx.payments.releasePayment({ paymentId, idempotencyKey: `release-${orderId}` }),
    // Released already (an earlier request), lapsed, or captured meanwhile: the provider's word is recorded.
    reread: () => ctx.payments.retrievePayment(paymentId),
    isDone: (current) => current.status !== "requires_capture",
  });
  if (!release.ok) {
    const { reason } = release;
    throw new ServiceError("payment_unavailable", said("orderErrorTexts.releaseFailed", reason));
  }
  const payment = release.value;
  await ctx.db.transaction(async (tx) => {
    if (payment.status === "canceled" && !isLapsedHold(payment.cancellationReason)) {
      await changeOrder(ctx, { tx, orderId, event: { type: "hold_released" }, actor: admin, mail: "status" });
    } else await applyPaymentState(ctx, { tx, orderId, sessionId: null, payment, actor: admin });
  });
  return true;
}

/** The provider's id of an order's payment (set when its card was held). */
async function paymentReferenceOf(ctx: ServiceContext, orderId: string): Promise<string> {
  const [row] = await ctx.db.select({ reference: orders.paymentReference }).from(orders).where(eq(orders.id, orderId));
  if (!row?.reference) throw new ServiceError("conflict", said("orderErrorTexts.notAwaitingWeighing"));
  return row.reference;
}
