import { and, eq } from "drizzle-orm";
import type { ServiceContext } from "../../service-context";
import type { Executor } from "../../../db/client";
import { orderItems, orderStatusHistory, orders } from "../../../db/schema/orders";
import { notFound, ServiceError } from "../../../lib/errors";
import { said } from "@shared/core/said";
import { type OrderActor, type OrderRow } from "./rules";

export interface RecordedWeights {
  lines: { id: string; weighedQuantity: number | null; weighedTotalCents: number | null }[];
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  /** The weighed total beyond the hold that the shop will collect at pickup. */
  balanceDueCents: number;
}

/** A weighing's claim older than this is taken to have died with its process: another may weigh. */
export const CAPTURE_CLAIM_STALE_MS = 2 * 60_000;

export type RecordWeightsResult =
  /** Recorded, with this weighing's claim: its capture may go ahead. */
  | { kind: "recorded"; order: OrderRow }
  /** Weighed and charged already (a double click's second request, a retry): once is enough. */
  | { kind: "charged"; order: OrderRow }
  /** Another weighing's capture is under way: its figures will be the order's. */
  | { kind: "busy"; order: OrderRow };

/**
 * The butcher's weights: each weighed line's quantity and cost, and the order's new amounts,
 * with a history row naming the admin, and the weighing's claim (ADR 0016): while its capture is
 * at the provider, no other weighing records other weights, so the amounts recorded are always
 * the ones captured. Only while the card is held and nothing is captured: a correction after a
 * failed capture (its claim given back) replaces the earlier weights.
 * `weigh` works out the weights from the order's lines as they are under the lock.
 */
export async function recordWeights(
  ctx: ServiceContext,
  input: {
    tx: Executor;
    orderId: string;
    actor: Extract<OrderActor, { kind: "admin" }>;
    claimId: string;
    weigh: (order: OrderRow) => Promise<{ weights: RecordedWeights; note: string }>;
  },
): Promise<RecordWeightsResult> {
  const { tx, orderId } = input;
  const [current] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  if (!current) throw notFound(said("orderErrorTexts.notFound"));
  if (current.paymentStatus === "paid" && current.weighedAt) return { kind: "charged", order: current };
  if (current.paymentStatus !== "authorized") throw new ServiceError("conflict", said("orderErrorTexts.notAwaitingWeighing"));
  const now = ctx.clock.now();
  const claimed = current.captureClaimId !== null && current.captureClaimedAt !== null;
  if (claimed && now.getTime() - current.captureClaimedAt!.getTime() < CAPTURE_CLAIM_STALE_MS) return { kind: "busy", order: current };
  const { weights, note } = await input.weigh(current);
  for (const line of weights.lines) {
    if (line.weighedQuantity === null) continue;
    await tx
      .update(orderItems)
      .set({ weighedQuantity: line.weighedQuantity, weighedTotalCents: line.weighedTotalCents })
      .where(and(eq(orderItems.id, line.id), eq(orderItems.orderId, orderId)));
  }
  const [order] = await tx
    .update(orders)
    .set({
      subtotalCents: weights.subtotalCents,
      taxCents: weights.taxCents,
      totalCents: weights.totalCents,
      balanceDueCents: weights.balanceDueCents,
      weighedAt: now,
      updatedAt: now,
      captureClaimId: input.claimId,
      captureClaimedAt: now,
    })
    .where(eq(orders.id, orderId))
    .returning();
  await tx.insert(orderStatusHistory).values({ orderId, status: current.status, note, changedByUserId: input.actor.userId });
  ctx.log.info({ orderId, total: weights.totalCents, actor: "admin" }, "order weighed");
  return { kind: "recorded", order: order! };
}

/** A weighing whose capture did not happen gives its claim back: the weights may be corrected. */
export async function releaseCaptureClaim(ctx: ServiceContext, input: { orderId: string; claimId: string }): Promise<void> {
  await ctx.db
    .update(orders)
    .set({ captureClaimId: null, captureClaimedAt: null })
    .where(and(eq(orders.id, input.orderId), eq(orders.captureClaimId, input.claimId)));
}

// ---------------------------------------------------------------------------------------------
// Edits before completion (ADR 0016)
