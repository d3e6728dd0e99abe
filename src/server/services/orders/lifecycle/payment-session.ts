import { eq, inArray } from "drizzle-orm";
import type { ServiceContext } from "../../service-context";
import { orders } from "../../../db/schema/orders";

/** The session the provider opened for the order (its pay page). */
export async function recordPaymentSession(ctx: ServiceContext, input: { orderId: string; sessionId: string }): Promise<void> {
  await ctx.db.update(orders).set({ paymentSessionId: input.sessionId, updatedAt: ctx.clock.now() }).where(eq(orders.id, input.orderId));
}

/** A later session for the order gets a later expiry (the provider refuses one too close). */
export async function renewPaymentExpiry(ctx: ServiceContext, input: { orderId: string; expiresAt: Date }): Promise<void> {
  await ctx.db.update(orders).set({ paymentExpiresAt: input.expiresAt, updatedAt: ctx.clock.now() }).where(eq(orders.id, input.orderId));
}

/** The sweeper asked the provider about these orders now (the least recently asked go first next time). */
export async function markPaymentsChecked(ctx: ServiceContext, input: { orderIds: string[]; at: Date }): Promise<void> {
  if (input.orderIds.length === 0) return;
  await ctx.db.update(orders).set({ paymentCheckedAt: input.at }).where(inArray(orders.id, input.orderIds));
}
