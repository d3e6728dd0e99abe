import { localizedPath } from "@shared/core/i18n";
import { said } from "@shared/core/said";
import { MONEY_TAKEN, type OrderPaymentPurpose, type PaymentMethod } from "@shared/orders/orders";
import { giftCardNoteTexts } from "@shared/texts/gift-card-errors";
import { captureForOrder, refundToCard, releaseForOrder } from "../../gift-cards/gift-card-ledger";
import { shiftRedemptionDiscount, voidRedemption } from "../../promos/promo-check";
import { orderHistoryNotes } from "@shared/texts/orders-admin";
import { and, eq, getTableColumns, getTableName, inArray, sql, type SQL, type Table } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { builtOncePer } from "../../../db/built-once";
import type { Executor } from "../../../db/client";
import { columnsExcept, type ColumnsExcept } from "../../../db/columns";
import { orderItems, orderPayments, orderStatusHistory, orders } from "../../../db/schema/orders";
import { ServiceError, notFound } from "../../../lib/errors";
import { orderConfirmationMail, orderReceiptMail, orderRefundMail, orderStatusMail } from "../../mail/order-mails";
import type { SessionWrite } from "../../payments/provider";
import type { ServiceContext } from "../../service-context";
import { queueOrderReadySms } from "../../sms/order-ready";
import { getOrder, toMailOrder } from "../order-queries";
import { ORDER_EVENTS, isAllowedMove, type OrderActor, type OrderEvent, type OrderMail, type OrderRow, type OrderState } from "./rules";

/**
 * The one module that writes the orders table (ADR 0010; one owner per state machine): a new
 * order (openOrder), an event applied to it (changeOrder: the only writer of its status and
 * payment state), its weights and capture claim (recordWeights), a staff edit's revision
 * (reviseOrder) and its payment session's fields. What can happen to an order, and who may
 * cause it, is rules.ts; the operations in services/orders/ call these.
 */

export interface ChangeOrderInput {
  /** The transaction the change is part of: the row lock, the history and the mail commit with it. */
  tx: Executor;
  orderId: string;
  event: OrderEvent;
  actor: OrderActor;
  /** Why, in the history (payment events have their own words, added here). */
  note?: string | null;
  mail: OrderMail | null;
}

export type ChangeOrderResult =
  { changed: false; order: OrderRow } | { changed: true; before: OrderState; order: OrderRow; historyId: string | null };

/**
 * Applies one event to one order: locks the row, works out the move from the event table,
 * checks it against the table of allowed moves, writes the order, its history row and the
 * customer's e-mail (through the outbox), and the text message of an order made ready, in the
 * caller's transaction. An event that does not
 * apply to the order as it is now changes nothing, so a repeated or late event is harmless.
 */
export async function changeOrder(ctx: ServiceContext, input: ChangeOrderInput): Promise<ChangeOrderResult> {
  const { tx, orderId, event, actor } = input;
  const rule = ORDER_EVENTS[event.type];
  if (!rule.by.includes(actor.kind)) {
    throw new Error(`an order's '${event.type}' cannot be caused by the ${actor.kind}`);
  }
  const [current] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  if (!current) throw notFound(said("orderErrorTexts.notFound"));
  const before: OrderState = { status: current.status, paymentStatus: current.paymentStatus };
  const ruled = rule.next(before, event);
  if (!ruled) return { changed: false, order: current };
  const refund = event.type === "refunded" ? event : null;
  const refundedCents = current.refundedCents + (refund?.amountCents ?? 0);
  // Everything taken given back: refunded; some of it: partially refunded.
  const next: OrderState =
    refund && refundedCents >= (current.capturedCents ?? current.totalCents) ? { ...ruled, paymentStatus: "refunded" } : ruled;
  if (!isAllowedMove(before, next)) {
    throw new ServiceError("conflict", said("orderErrorTexts.moveRefused", before, next));
  }

  const now = ctx.clock.now();
  const paid = event.type === "paid" ? event : null;
  // The gift card's share (ADR 0024): taken when the order is paid, given back when it ends unpaid.
  const giftCard = await settleGiftCard(tx, current, before, next, event, actor);
  // A code's use is given back by an order that ends unpaid (ADR 0024).
  if (current.promo && endsUnpaid(before, next)) await voidRedemption(tx, current.id);
  const [order] = await tx
    .update(orders)
    .set({
      status: next.status,
      paymentStatus: next.paymentStatus,
      updatedAt: now,
      ...(giftCard && { giftCardCents: giftCard.cents }),
      ...(paid && {
        paidAt: now,
        // A capture reported without its session (a payment event) names none: never an empty id.
        paymentSessionId: current.paymentSessionId ?? (paid.sessionId || null),
        paymentReference: paid.paymentReference,
        capturedCents: (paid.amountCents ?? current.totalCents - current.giftCardCents) + (giftCard?.cents ?? 0),
        paymentMethod: "card" as const,
      }),
      ...(event.type === "gift_card_covered" &&
        !event.held && { paidAt: now, capturedCents: giftCard?.cents ?? 0, paymentMethod: giftCard ? ("gift_card" as const) : null }),
      ...(event.type === "authorized" && {
        paymentSessionId: current.paymentSessionId ?? event.sessionId,
        paymentReference: event.paymentReference,
        holdExpiresAt: event.holdExpiresAt,
      }),
      ...(event.type === "captured" && {
        paidAt: now,
        capturedCents: event.amountCents + (giftCard?.cents ?? 0),
        paymentMethod: event.amountCents > 0 || !giftCard ? ("card" as const) : ("gift_card" as const),
        captureClaimId: null,
        captureClaimedAt: null,
      }),
      ...(refund && { refundedCents }),
      ...(event.type === "paid_at_counter" && {
        paidAt: now,
        capturedCents: event.amountCents + (giftCard?.cents ?? 0),
        paymentMethod: event.amountCents > 0 || !giftCard ? event.method : ("gift_card" as const),
      }),
      ...(event.type === "balance_paid" && {
        capturedCents: (current.capturedCents ?? current.totalCents) + event.amountCents,
        balanceDueCents: Math.max(0, current.balanceDueCents - event.amountCents),
      }),
      ...(event.type === "balance_collected" &&
        (before.paymentStatus === "expired"
          ? { paidAt: now, capturedCents: event.amountCents, paymentMethod: event.method, balanceDueCents: 0 }
          : { capturedCents: (current.capturedCents ?? current.totalCents) + event.amountCents, balanceDueCents: 0 })),
    })
    .where(eq(orders.id, orderId))
    .returning();
  await recordPayments(ctx, tx, current, event, actor);
  if (giftCard?.taken) await recordGiftCardPayment(tx, current, giftCard.taken, actor);

  let historyId: string | null = null;
  if (rule.history === "always" || next.status !== before.status) {
    const [entry] = await tx
      .insert(orderStatusHistory)
      .values({
        orderId,
        status: next.status,
        note:
          [
            paid ? paymentNote(ctx, order!, before, paid.amountCents, input.note) : (input.note ?? eventNote(event, order!) ?? null),
            giftCard?.note ?? null,
          ]
            .filter(Boolean)
            .join(", ") || null,
        changedByUserId: actor.kind === "admin" ? actor.userId : null,
      })
      .returning({ id: orderStatusHistory.id });
    historyId = entry!.id;
  }

  if (input.mail) await queueMail(ctx, tx, input.mail, orderId, historyId);
  // 'Your order is ready' by text too, where the customer opted in (ADR 0016): once per order.
  if (next.status === "ready" && before.status !== "ready") await queueOrderReadySms(ctx, tx, order!);
  ctx.log.info({ orderId, event: event.type, actor: actor.kind, from: before, to: next }, "order changed");
  return { changed: true, before, order: order!, historyId };
}

/**
 * Every payment apart (order_payments, ADR 0016): a payment an event brings is written beside
 * the order's captured amount, which is their sum; a refund adds each part to its payment.
 */
async function recordPayments(ctx: ServiceContext, tx: Executor, current: OrderRow, event: OrderEvent, actor: OrderActor) {
  const taker = actor.kind === "admin" ? actor.userId : null;
  const provider = current.paymentProvider === "counter" ? null : current.paymentProvider;
  const record = async (payment: {
    purpose: OrderPaymentPurpose;
    method: PaymentMethod;
    reference: string | null;
    amountCents: number;
    topUpId?: string;
    online: boolean;
  }) => {
    if (payment.amountCents <= 0) return;
    await tx.insert(orderPayments).values({
      orderId: current.id,
      purpose: payment.purpose,
      method: payment.method,
      provider: payment.online ? provider : null,
      reference: payment.online ? payment.reference : null,
      topUpId: payment.topUpId ?? null,
      amountCents: payment.amountCents,
      takenByUserId: taker,
    });
  };
  switch (event.type) {
    case "paid":
      return record({
        purpose: "order",
        method: "card",
        reference: event.paymentReference,
        amountCents: event.amountCents ?? current.totalCents,
        online: true,
      });
    case "captured":
      return record({
        purpose: "order",
        method: "card",
        reference: current.paymentReference,
        amountCents: event.amountCents,
        online: true,
      });
    case "paid_at_counter":
      return record({ purpose: "order", method: event.method, reference: null, amountCents: event.amountCents, online: false });
    case "balance_paid":
      return record({
        purpose: "top_up",
        method: "card",
        reference: event.paymentReference,
        amountCents: event.amountCents,
        topUpId: event.topUpId,
        online: true,
      });
    case "balance_collected":
      return record({
        purpose: current.paymentStatus === "expired" ? "order" : "balance",
        method: event.method,
        reference: null,
        amountCents: event.amountCents,
        online: false,
      });
    case "refunded":
      for (const part of event.parts) {
        // A gift card's part goes back on the card (ADR 0024), keyed by what was refunded of it before.
        if (part.toGiftCard) {
          const [payment] = await tx.select().from(orderPayments).where(eq(orderPayments.id, part.paymentId));
          if (payment?.reference) {
            await refundToCard(tx, {
              cardId: payment.reference,
              orderId: current.id,
              amountCents: part.amountCents,
              key: `refunded:${payment.id}:${payment.refundedCents}`,
              byUserId: taker,
            });
          }
        }
        const [updated] = await tx
          .update(orderPayments)
          .set({ refundedCents: sql`${orderPayments.refundedCents} + ${part.amountCents}` })
          .where(and(eq(orderPayments.id, part.paymentId), eq(orderPayments.orderId, current.id)))
          .returning({ id: orderPayments.id });
        if (!updated) ctx.log.error({ orderId: current.id, paymentId: part.paymentId }, "refund part for an unknown payment");
      }
      return;
    default:
      return;
  }
}

/** Payment states an order reaches without having taken its money: its gift card's share goes back. */
const ENDED_UNPAID: readonly OrderState["paymentStatus"][] = ["failed", "expired", "released"];

/**
 * The gift card's side of an event (ADR 0024), under the order's lock (the card's is taken after
 * it): the share the order holds is taken when it is paid (the card or the counter paying the
 * rest, or the gift card alone), at most the (weighed) total; it goes back on the card when the
 * order ends unpaid or is cancelled before paying. A late payment of an order whose share went
 * back takes from the card again what the balance allows. Null when the gift card has no part.
 */
async function settleGiftCard(
  tx: Executor,
  current: OrderRow,
  before: OrderState,
  next: OrderState,
  event: OrderEvent,
  actor: OrderActor,
): Promise<{ cents: number; taken: number | null; note: string | null } | null> {
  if (!current.giftCardId) return null;
  const byUserId = actor.kind === "admin" ? actor.userId : null;
  const take = async (cents: number) => {
    const taken = await captureForOrder(tx, {
      cardId: current.giftCardId!,
      orderId: current.id,
      captureCents: Math.max(0, cents),
      byUserId,
    });
    return { cents: taken, taken, note: taken > 0 ? giftCardNoteTexts.giftCardPaid(taken) : null };
  };
  switch (event.type) {
    case "paid":
      // The card paid its share; the gift card pays what it held (or, held no more, what is left).
      return take(current.giftCardCents > 0 ? current.giftCardCents : current.totalCents - (event.amountCents ?? current.totalCents));
    case "gift_card_covered":
      if (event.held) return null;
      return take(Math.min(current.totalCents, current.giftCardCents));
    case "captured":
    case "paid_at_counter":
      return take(Math.min(current.totalCents, current.giftCardCents));
    default:
      break;
  }
  if (!endsUnpaid(before, next) || current.giftCardCents === 0) return null;
  const back = await releaseForOrder(tx, { cardId: current.giftCardId, orderId: current.id });
  return { cents: 0, taken: null, note: back > 0 ? giftCardNoteTexts.giftCardReleased(back) : null };
}

/** The order ends without having taken money: its payment failed, lapsed or was let go, or it was cancelled unpaid. */
function endsUnpaid(before: OrderState, next: OrderState): boolean {
  if (MONEY_TAKEN.includes(before.paymentStatus)) return false;
  if (ENDED_UNPAID.includes(next.paymentStatus) && !ENDED_UNPAID.includes(before.paymentStatus)) return true;
  return (
    next.status === "cancelled" && before.status !== "cancelled" && (next.paymentStatus === "unpaid" || next.paymentStatus === "processing")
  );
}

/** The gift card's payment beside the order's others (order_payments): refunds go back to it first. */
async function recordGiftCardPayment(tx: Executor, current: OrderRow, cents: number, actor: OrderActor) {
  if (cents <= 0) return;
  await tx.insert(orderPayments).values({
    orderId: current.id,
    purpose: "order",
    method: "gift_card",
    provider: "gift_card",
    reference: current.giftCardId,
    amountCents: cents,
    takenByUserId: actor.kind === "admin" ? actor.userId : null,
  });
}

/** 'Payment received', and what staff should check: a payment after a cancellation, an amount that differs. */
function paymentNote(
  ctx: ServiceContext,
  order: OrderRow,
  before: OrderState,
  amountCents: number | null,
  note: string | null | undefined,
): string {
  const notes = [note ?? orderHistoryNotes.paymentReceived];
  if (before.status === "cancelled") notes.push(orderHistoryNotes.paidAfterCancel);
  // What the card was to pay: the total less the gift card's share (ADR 0024).
  const cardShare = order.totalCents - order.giftCardCents;
  if (amountCents !== null && amountCents !== cardShare) {
    notes.push(orderHistoryNotes.amountDiffers(amountCents, cardShare));
    ctx.log.error({ orderId: order.id, amount: amountCents, total: cardShare }, "paid amount differs from order total");
  }
  return notes.join(", ");
}

/** The history's words for the payment events that have no person's note. */
function eventNote(event: OrderEvent, order: OrderRow): string | null {
  switch (event.type) {
    case "authorized":
      return orderHistoryNotes.holdPlaced(event.amountCents);
    case "captured":
      return orderHistoryNotes.captured(event.amountCents, order.holdCents ?? event.amountCents);
    case "hold_released":
      return orderHistoryNotes.holdReleased;
    case "hold_expired":
      return orderHistoryNotes.holdExpired;
    case "refunded": {
      const note = orderHistoryNotes.refunded(event.amountCents, event.reason);
      return event.atCounter ? `${note} (${orderHistoryNotes.refundedAtCounter})` : note;
    }
    case "paid_at_counter":
      return orderHistoryNotes.paidAtCounter(event.amountCents, event.method);
    case "balance_paid":
      return orderHistoryNotes.linkPaid(event.amountCents);
    case "balance_collected":
      return orderHistoryNotes.balanceCollected(event.amountCents, event.method);
    default:
      return null;
  }
}

async function queueMail(ctx: ServiceContext, tx: Executor, kind: OrderMail, orderId: string, historyId: string | null) {
  const order = (await getOrder(tx, orderId))!;
  // A phone order taken without an e-mail address (ADR 0016): nothing to send.
  if (!order.customerEmail) return;
  // The customer's orders page in the order's language, like the mail itself.
  const orderUrl = `${ctx.config.publicUrl}${localizedPath("/account/orders", order.locale)}`;
  const mail = toMailOrder(order);
  const recipient = { to: order.customerEmail, toName: order.customerName, relatedOrderId: orderId };
  if (typeof kind === "object") {
    // One mail per refund.
    await ctx.mail.enqueue(tx, {
      kind: "order_refund",
      ...recipient,
      dedupeKey: `order-refund:${kind.refundId}`,
      ...orderRefundMail(
        ctx.config.shop,
        { ...mail, refundedCents: order.refundedCents },
        kind.amountCents,
        orderUrl,
        kind.giftCardCents ?? 0,
      ),
    });
    return;
  }
  const content =
    kind === "confirmation"
      ? orderConfirmationMail(ctx.config.shop, mail, orderUrl)
      : kind === "receipt"
        ? orderReceiptMail(ctx.config.shop, mail, orderUrl)
        : orderStatusMail(ctx.config.shop, mail, order.status, orderUrl);
  await ctx.mail.enqueue(tx, {
    kind: kind === "confirmation" ? "order_confirmation" : kind === "receipt" ? "order_receipt" : "order_status",
    ...recipient,
    // One mail per fact: a confirmation and a receipt per order, a status notice per history
    // entry, so a retried delivery of the same change cannot send it twice. 'Ready' is said once
    // per order (ADR 0016): a kitchen's slip back and forth does not tell the customer twice.
    dedupeKey:
      kind !== "status"
        ? `order-${kind}:${orderId}`
        : order.status === "ready"
          ? `order-ready:${orderId}`
          : `order-status:${historyId ?? orderId}`,
    ...content,
  });
}

// ---------------------------------------------------------------------------------------------
// Placing, and the payment session's bookkeeping

/**
 * What a new order's row does not take from its caller: its id (made here), the state every
 * order starts in (written below), and what later events write (the payment, the weighing, the
 * refunds, the capture's claim) or the database fills in. Every other column of the orders table
 * is a new order's, written on every insert, as the statement has one fixed shape (it is prepared
 * once, below): a column added to the table is either given by every caller of openOrder (the
 * type says so) or named here.
 */
const SET_LATER = [
  "id",
  "status",
  "paymentStatus",
  "paymentSessionId",
  "paymentCheckedAt",
  "paymentReference",
  "paidAt",
  "holdExpiresAt",
  "weighedAt",
  "capturedCents",
  "balanceDueCents",
  "refundedCents",
  "paymentMethod",
  "captureClaimId",
  "captureClaimedAt",
  "createdAt",
  "updatedAt",
] as const satisfies readonly (keyof typeof orders.$inferInsert)[];

type NewOrderColumn = ColumnsExcept<typeof orders, (typeof SET_LATER)[number]>;

/** The new order's columns, from the table (see SET_LATER). */
const NEW_ORDER_COLUMNS = columnsExcept(orders, SET_LATER);

export type NewOrder = { [K in NewOrderColumn]-?: Exclude<(typeof orders.$inferInsert)[K], undefined> };

/**
 * A line's columns, from the table: all but its id and its order's. The lines travel as one
 * array per column (jsonb as text, cast per element); what a line leaves out takes the column's
 * default, or null.
 */
const LINE_COLUMNS = Object.entries(getTableColumns(orderItems))
  .filter(([key]) => key !== "id" && key !== "orderId")
  .map(([key, column]) => ({
    key: key as keyof NewOrderLine,
    name: column.name,
    json: column.getSQLType() === "jsonb",
    arrayType: column.getSQLType() === "jsonb" ? "text" : column.getSQLType(),
    fallback: column.hasDefault ? column.default : null,
  }));

/** The weights only for a line weighed as it was taken (a counter order, ADR 0016). */
export type NewOrderLine = Omit<typeof orderItems.$inferInsert, "id" | "orderId">;

/**
 * The new order's statement: the lines (as arrays, one element per line, so any number of lines
 * fits one shape), the first history entry and the payment session as CTEs, and the order. It
 * runs on every checkout, so Drizzle builds it once per executor and session kind, and on
 * PostgreSQL it is a named statement, parsed and planned once per connection.
 */
function openOrderStatement(tx: Executor, session: SessionWrite | null) {
  const p = sql.placeholder;
  const lines = tx.$with("new_order_lines", {}).as(sql`
    insert into order_items (order_id, ${sql.join(
      LINE_COLUMNS.map((column) => sql.identifier(column.name)),
      sql`, `,
    )})
    select ${p("id")}::uuid, ${sql.join(
      LINE_COLUMNS.map((column) => (column.json ? sql`l.${sql.identifier(column.name)}::jsonb` : sql`l.${sql.identifier(column.name)}`)),
      sql`, `,
    )}
    from unnest(${sql.join(
      LINE_COLUMNS.map((column) => sql`${p(`line_${column.key}`)}::${sql.raw(column.arrayType)}[]`),
      sql`, `,
    )}) as l(${sql.join(
      LINE_COLUMNS.map((column) => sql.identifier(column.name)),
      sql`, `,
    )})`);
  const history = tx.$with("new_order_history", {}).as(
    tx
      .insert(orderStatusHistory)
      .values({ orderId: p("id"), status: "pending", note: p("history_note"), changedByUserId: p("history_by") })
      .getSQL(),
  );
  const sessionCte = session ? [tx.$with("new_order_session", {}).as(session.sql)] : [];
  const columns = Object.fromEntries(NEW_ORDER_COLUMNS.map((column) => [column, p(column)]));
  return tx
    .with(lines, history, ...sessionCte)
    .insert(orders)
    .values({
      ...(columns as Record<(typeof NEW_ORDER_COLUMNS)[number], ReturnType<typeof p>>),
      id: p("id"),
      status: "pending",
      paymentStatus: "unpaid",
      paymentSessionId: p("payment_session_id"),
    })
    .returning()
    .prepare(session ? `open_order_with_${session.name}` : "open_order");
}

type OpenOrderStatement = ReturnType<typeof openOrderStatement>;

/** Per executor (a transaction is its own), per session SQL (none: the null key's). */
const openOrderStatements = builtOncePer((_tx: Executor) => new Map<SQL | null, OpenOrderStatement>());

function openOrderStatementFor(tx: Executor, session: SessionWrite | null): OpenOrderStatement {
  const byKind = openOrderStatements(tx);
  let statement = byKind.get(session?.sql ?? null);
  if (!statement) byKind.set(session?.sql ?? null, (statement = openOrderStatement(tx, session)));
  return statement;
}

/**
 * A new order: pending and unpaid, with its lines and the first entry of its history, in one
 * statement (atomic on its own, so a caller that holds no lock needs no transaction around it).
 * The order's id is made here (or by the caller), so the lines, the entry and a payment session
 * kept in our database are inserted beside it as CTEs; their foreign keys are checked at the
 * statement's end, once the order is there.
 */
export async function openOrder(
  ctx: ServiceContext,
  input: {
    tx: Executor;
    order: NewOrder;
    lines: NewOrderLine[];
    actor: Extract<OrderActor, { kind: "customer" | "admin" }>;
    /** The order's id, when the caller needed it first (for its payment session); else made here. */
    id?: string;
    /** A payment session kept in our database (the sandbox's): its row and its id on the order, in the same statement. */
    session?: { id: string; write: SessionWrite };
  },
): Promise<OrderRow> {
  const { tx, lines } = input;
  const id = input.id ?? randomUUID();
  // Taken by staff for a customer on the phone or at the counter (ADR 0016): the history names them.
  const byStaff = input.actor.kind === "admin";
  const order: Record<string, unknown> = {};
  for (const column of NEW_ORDER_COLUMNS) order[column] = input.order[column];
  try {
    const [created] = await openOrderStatementFor(tx, input.session?.write ?? null).execute({
      ...order,
      ...input.session?.write.values,
      id,
      payment_session_id: input.session?.id ?? null,
      history_note: byStaff ? orderHistoryNotes.takenByStaff : orderHistoryNotes.placed,
      history_by: byStaff ? input.actor.userId : null,
      // Each line's column as an array (LINE_COLUMNS).
      ...Object.fromEntries(
        LINE_COLUMNS.map((column) => [
          `line_${column.key}`,
          lines.map((line) => {
            const value = line[column.key] ?? column.fallback;
            return column.json ? JSON.stringify(value) : value;
          }),
        ]),
      ),
    });
    return created!;
  } catch (error) {
    if (!isErrorOnTable(error, orderItems)) throw error;
    // docs/product.md 'Exact texts' names this failure apart; the statement takes the order back with it.
    ctx.log.error({ err: error, orderId: id }, "could not save the order's lines");
    throw new ServiceError("order_failed", said("checkoutErrorTexts.itemsFailed"));
  }
}

/** Whether the database refused a write for this table (the driver's error, or Drizzle's around it). */
function isErrorOnTable(error: unknown, table: Table): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as { table?: unknown }).table === getTableName(table)) return true;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// Weighing (ADR 0013)

export interface RecordedWeights {
  lines: { id: string; weighedQuantity: number | null; weighedTotalCents: number | null }[];
  subtotalCents: number;
  /** The promo's discount on the weighed subtotal (ADR 0024). */
  discountCents: number;
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
      discountCents: weights.discountCents,
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
  // The promo's use follows the discount on the weighed subtotal (ADR 0024).
  if (current.promo) await shiftRedemptionDiscount(tx, orderId, weights.discountCents - current.discountCents);
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

export interface OrderRevision {
  removeLineIds: string[];
  updateLines: { id: string; quantity: number; lineTotalCents: number; weighed: boolean }[];
  addLines: NewOrderLine[];
  amounts: Pick<
    OrderRow,
    | "subtotalCents"
    | "discountCents"
    | "taxCents"
    | "totalCents"
    | "pounds"
    | "deliveryTime"
    | "estimatedTotalCents"
    | "allowanceCents"
    | "balanceDueCents"
  >;
}

/**
 * Staff changed an order's lines or time: the lines and the new amounts are written, with a
 * history row naming who and saying what changed and how the difference is settled. The caller
 * holds the order's row lock (taken with `for update` in the same transaction) and has checked
 * the order may be edited; the status and payment state do not move here.
 */
export async function reviseOrder(
  ctx: ServiceContext,
  input: { tx: Executor; orderId: string; actor: Extract<OrderActor, { kind: "admin" }>; revision: OrderRevision; note: string },
): Promise<OrderRow> {
  const { tx, orderId, revision } = input;
  if (revision.removeLineIds.length > 0) {
    await tx.delete(orderItems).where(and(eq(orderItems.orderId, orderId), inArray(orderItems.id, revision.removeLineIds)));
  }
  for (const line of revision.updateLines) {
    await tx
      .update(orderItems)
      .set({
        quantity: line.quantity,
        lineTotalCents: line.lineTotalCents,
        // A line charged as weighed (a counter order) is charged for its new weight.
        ...(line.weighed && { weighedQuantity: line.quantity, weighedTotalCents: line.lineTotalCents }),
      })
      .where(and(eq(orderItems.id, line.id), eq(orderItems.orderId, orderId)));
  }
  if (revision.addLines.length > 0) await tx.insert(orderItems).values(revision.addLines.map((line) => ({ ...line, orderId })));
  const [before] = await tx.select({ discountCents: orders.discountCents, promo: orders.promo }).from(orders).where(eq(orders.id, orderId));
  const [order] = await tx
    .update(orders)
    .set({ ...revision.amounts, updatedAt: ctx.clock.now() })
    .where(eq(orders.id, orderId))
    .returning();
  if (before?.promo) await shiftRedemptionDiscount(tx, orderId, revision.amounts.discountCents - before.discountCents);
  await tx.insert(orderStatusHistory).values({ orderId, status: order!.status, note: input.note, changedByUserId: input.actor.userId });
  ctx.log.info({ orderId, total: revision.amounts.totalCents, actor: "admin" }, "order edited");
  return order!;
}

/** The session the provider opened for the order (its pay page). */
export async function recordPaymentSession(
  ctx: ServiceContext,
  input: { orderId: string; sessionId: string; tx?: Executor },
): Promise<void> {
  await (input.tx ?? ctx.db)
    .update(orders)
    .set({ paymentSessionId: input.sessionId, updatedAt: ctx.clock.now() })
    .where(eq(orders.id, input.orderId));
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
