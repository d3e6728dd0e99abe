import { and, eq, inArray } from "drizzle-orm";
import type { TopUpStatus } from "@shared/orders/orders";
import type { Executor } from "../../db/client";
import { orderTopUps } from "../../db/schema/orders";

/**
 * The one owner of a payment link's status (order_top_ups.status, ADR 0016), as
 * orders/lifecycle.ts is of an order's (ADR 0010): these functions are the only writers of the
 * column (a lint rule holds every other module to that), and each move is checked against one
 * table. Each write is conditional on the row's status being one the move may start from, so a
 * repeated or late word (an event, the sweeper, an edit at once) changes nothing.
 *
 * What can happen to a link: open until paid; superseded when a later edit or the counter
 * settles the balance another way; expired when its pay page lapsed or was closed. A superseded
 * or expired link that was paid all the same is still recorded paid: money the provider took is
 * never ignored. Paid is final.
 */
export const TOP_UP_MOVES: Record<TopUpStatus, readonly TopUpStatus[]> = {
  open: ["superseded", "expired", "paid"],
  superseded: ["expired", "paid"],
  expired: ["paid"],
  paid: [],
};

type TopUpRow = typeof orderTopUps.$inferSelect;

export type TopUpMove = (
  | { to: "superseded" | "expired" }
  /** Paid, with the provider's payment (a refund of it goes there). */
  | { to: "paid"; paidAt: Date; paymentReference: string | null }
) & {
  /** The statuses the move starts from; by default every status that may move `to`. */
  from?: readonly TopUpStatus[];
};

/** Every status that may move to `to`, or the move's own `from` once checked against the table. */
function startsOf(move: TopUpMove): TopUpStatus[] {
  const allowed = (Object.keys(TOP_UP_MOVES) as TopUpStatus[]).filter((from) => TOP_UP_MOVES[from].includes(move.to));
  const from = move.from ?? allowed;
  const refused = from.filter((status) => !allowed.includes(status));
  if (refused.length > 0) throw new Error(`a payment link cannot move from ${refused.join(", ")} to ${move.to}`);
  return [...from];
}

function columnsOf(move: TopUpMove) {
  return move.to === "paid" ? { status: move.to, paidAt: move.paidAt, paymentReference: move.paymentReference } : { status: move.to };
}

/** Moves one link; true when it moved (false: its status was not one the move starts from). */
export async function moveTopUp(tx: Executor, linkId: string, move: TopUpMove): Promise<boolean> {
  const moved = await tx
    .update(orderTopUps)
    .set(columnsOf(move))
    .where(and(eq(orderTopUps.id, linkId), inArray(orderTopUps.status, startsOf(move))))
    .returning({ id: orderTopUps.id });
  return moved.length > 0;
}

/** The order's open links are superseded (the caller holds the order's row lock in `tx`). */
export async function supersedeOpenLinks(tx: Executor, orderId: string): Promise<TopUpRow[]> {
  const move: TopUpMove = { to: "superseded", from: ["open"] };
  return tx
    .update(orderTopUps)
    .set(columnsOf(move))
    .where(and(eq(orderTopUps.orderId, orderId), inArray(orderTopUps.status, startsOf(move))))
    .returning();
}
