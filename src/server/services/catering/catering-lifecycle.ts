import { createHash, createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { CATERING_MOVES, canMove, type CateringMove, type CateringStatus } from "@shared/catering/catering";
import type { Said } from "@shared/core/said";
import { said } from "@shared/core/said";
import type { Executor } from "../../db/client";
import { cateringEvents, cateringHistory } from "../../db/schema/catering";
import { ServiceError, notFound } from "../../lib/errors";
import type { Actor, ServiceContext } from "../service-context";

/**
 * The one owner of a catering event's life (ADR 0023, docs/architecture.md 'One owner per state
 * machine'): every status change locks the row, checks the move against CATERING_MOVES, writes
 * the history row and the columns that go with it, in the caller's transaction. Nothing else
 * writes catering_events' status or money.
 */

export type EventRow = typeof cateringEvents.$inferSelect;

export type CateringActor =
  | { kind: "customer" }
  | { kind: "owner" | "staff"; userId: string; email: string }
  | { kind: "provider"; eventId: string }
  | { kind: "system" };

/** The signed-in admin as catering sees them: the owner, or staff. */
export function adminActor(actor: Actor): Extract<CateringActor, { kind: "owner" | "staff" }> {
  return { kind: actor.isAdmin ? "owner" : "staff", userId: actor.userId, email: actor.email };
}

const byOf = (actor: CateringActor) => ("email" in actor ? actor.email : actor.kind);

const statusSaid = (status: CateringStatus): Said => ({ key: `cateringWordTexts.status.${status}` });

/** The event as it is now, to read; 404 when there is none. */
export async function findEvent(db: Executor, id: string): Promise<EventRow> {
  const [row] = await db.select().from(cateringEvents).where(eq(cateringEvents.id, id));
  if (!row) throw notFound(said("cateringErrorTexts.notFound"));
  return row;
}

/** The event, locked for the rest of the transaction; 404 when there is none. */
export async function lockEvent(tx: Executor, id: string): Promise<EventRow> {
  const [row] = await tx.select().from(cateringEvents).where(eq(cateringEvents.id, id)).for("update");
  if (!row) throw notFound(said("cateringErrorTexts.notFound"));
  return row;
}

/** Columns that change with a move or on their own: money, quote, weighing, reminders. */
export type EventPatch = Partial<Omit<typeof cateringEvents.$inferInsert, "id" | "status" | "tokenHash" | "createdAt">>;

/**
 * Moves a locked event: refused with 409 when CATERING_MOVES does not allow it from its status
 * for this actor. Writes the status, `patch` and one history row; answers the row as it is now.
 */
export async function moveEvent(
  tx: Executor,
  input: { event: EventRow; move: CateringMove; actor: CateringActor; patch?: EventPatch; note?: Said },
): Promise<EventRow> {
  const { event, move, actor } = input;
  const rule = CATERING_MOVES[move];
  if (!canMove(event.status, move, actor.kind)) {
    const code = (rule.from as readonly CateringStatus[]).includes(event.status) ? "forbidden" : "conflict";
    throw new ServiceError(
      code,
      code === "forbidden"
        ? said("cateringErrorTexts.ownerOnly")
        : said("cateringErrorTexts.illegalMove", statusSaid(event.status), statusSaid(rule.to)),
    );
  }
  const [row] = await tx
    .update(cateringEvents)
    .set({ ...input.patch, status: rule.to, updatedAt: new Date() })
    .where(eq(cateringEvents.id, event.id))
    .returning();
  await tx
    .insert(cateringHistory)
    .values({ eventId: event.id, fromStatus: event.status, toStatus: rule.to, note: input.note ?? null, by: byOf(actor) });
  return row!;
}

/** Changes a locked event's other columns (money, quote, weighing) without a move; a note goes in the history when given. */
export async function updateEvent(
  tx: Executor,
  input: { event: EventRow; patch: EventPatch; actor: CateringActor; note?: Said },
): Promise<EventRow> {
  const [row] = await tx
    .update(cateringEvents)
    .set({ ...input.patch, updatedAt: new Date() })
    .where(eq(cateringEvents.id, input.event.id))
    .returning();
  if (input.note) await noteEvent(tx, { event: row!, actor: input.actor, note: input.note });
  return row!;
}

/** A history row without a move (a refund made, a reminder sent). */
export async function noteEvent(tx: Executor, input: { event: Pick<EventRow, "id" | "status">; actor: CateringActor; note: Said }) {
  await tx.insert(cateringHistory).values({
    eventId: input.event.id,
    fromStatus: input.event.status,
    toStatus: input.event.status,
    note: input.note,
    by: byOf(input.actor),
  });
}

/** Writes a new event with its first history row: the only insert of catering_events. */
export async function insertEvent(tx: Executor, values: typeof cateringEvents.$inferInsert): Promise<EventRow> {
  const [row] = await tx
    .insert(cateringEvents)
    .values({ ...values, status: "requested" })
    .returning();
  await tx
    .insert(cateringHistory)
    .values({ eventId: row!.id, fromStatus: null, toStatus: "requested", note: said("cateringNoteTexts.requested"), by: "customer" });
  return row!;
}

/** What an event still owes (negative: paid over), in cents. */
export const owedCents = (event: Pick<EventRow, "totalCents" | "paidCents" | "refundedCents">) =>
  event.totalCents - (event.paidCents - event.refundedCents);

// ---------- The customer's link ----------

/**
 * The customer's link (ADR 0023): an HMAC of the event's id under the shop's secret, so every
 * mail can carry it again while the database keeps only its hash. A guessed or altered token
 * hashes to nothing stored: 404.
 */
export function linkTokenOf(ctx: Pick<ServiceContext, "linkSecret">, eventId: string): string {
  return createHmac("sha256", ctx.linkSecret).update(`catering-link:${eventId}`).digest("base64url");
}

export const tokenHashOf = (token: string) => createHash("sha256").update(token).digest("hex");

export async function findEventByToken(db: Executor, token: string): Promise<EventRow> {
  const [row] = await db
    .select()
    .from(cateringEvents)
    .where(eq(cateringEvents.tokenHash, tokenHashOf(token)));
  if (!row) throw notFound(said("cateringErrorTexts.notFound"));
  return row;
}
