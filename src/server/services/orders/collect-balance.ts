import { eq } from "drizzle-orm";
import { amountOwedAtPickup, type CollectBalanceResult } from "@shared/orders/orders";
import type { CollectBalanceInput } from "@shared/orders/orders.schema";
import type { Actor, ServiceContext } from "../service-context";
import { orders } from "../../db/schema/orders";
import { notFound, ServiceError } from "../../lib/errors";
import { changeOrder, type OrderActor } from "./lifecycle";
import { getOrder } from "./order-queries";
import { supersedeOpenLinks } from "./top-up-status";
import { closeSupersededLinks } from "./top-ups";
import { said } from "@shared/core/said";

/**
 * 'Balance taken' (ADR 0016): what is owed at pickup (a balance after an edit or a weighing, or
 * the whole order after its card hold lapsed) taken at the counter, in cash or by card, with one
 * tap, once, in the history with who took it. An open payment link for that balance is closed
 * first, so the customer cannot pay it again afterwards; a link paid meanwhile changes the
 * balance, and the tap is then refused with the new amount, as is any tap on a stale amount.
 */
export async function collectBalance(
  ctx: ServiceContext,
  input: { actor: Actor; orderId: string; balance: CollectBalanceInput },
): Promise<CollectBalanceResult> {
  const { orderId, balance } = input;
  const staff: Extract<OrderActor, { kind: "admin" }> = { kind: "admin", userId: input.actor.userId, email: input.actor.email };
  const order = await getOrder(ctx.db, orderId);
  if (!order) throw notFound(said("orderErrorTexts.notFound"));
  // Taken already (a second tap): once is enough.
  if (amountOwedAtPickup(order) === 0) return { order, collected: false };

  // No link may still take this balance once the counter has.
  const superseded = await ctx.db.transaction(async (tx) => {
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for("update");
    return supersedeOpenLinks(tx, orderId);
  });
  if (superseded.length > 0 && !(await closeSupersededLinks(ctx, orderId, staff))) {
    throw new ServiceError("payment_unavailable", said("orderErrorTexts.linkStillOpen"));
  }

  const collected = await ctx.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    const owed = amountOwedAtPickup({ ...locked!, holdCents: locked!.holdCents });
    if (owed === 0) return false;
    if (owed !== balance.amountCents) throw new ServiceError("conflict", said("orderErrorTexts.balanceChanged", owed));
    const result = await changeOrder(ctx, {
      tx,
      orderId,
      event: { type: "balance_collected", amountCents: owed, method: balance.method },
      actor: staff,
      mail: null,
    });
    return result.changed;
  });
  return { order: (await getOrder(ctx.db, orderId))!, collected };
}
