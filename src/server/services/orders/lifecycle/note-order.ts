import { eq } from "drizzle-orm";
import type { ServiceContext } from "../../service-context";
import type { Executor } from "../../../db/client";
import { orderStatusHistory, orders } from "../../../db/schema/orders";
import { notFound } from "../../../lib/errors";
import { said } from "@shared/core/said";
import { type OrderActor } from "./rules";

/** A note in the order's history by a staff member, the status unchanged (a payment link sent, ADR 0016). */
export async function noteOrder(
  ctx: ServiceContext,
  input: { tx: Executor; orderId: string; actor: Extract<OrderActor, { kind: "admin" | "sweeper" }>; note: string },
): Promise<void> {
  const [current] = await input.tx.select({ status: orders.status }).from(orders).where(eq(orders.id, input.orderId));
  if (!current) throw notFound(said("orderErrorTexts.notFound"));
  await input.tx.insert(orderStatusHistory).values({
    orderId: input.orderId,
    status: current.status,
    note: input.note,
    changedByUserId: input.actor.kind === "admin" ? input.actor.userId : null,
  });
}
