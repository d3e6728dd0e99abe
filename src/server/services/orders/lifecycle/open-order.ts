import { randomUUID } from "node:crypto";
import { getTableColumns, getTableName, sql, type SQL, type Table } from "drizzle-orm";
import { orderHistoryNotes } from "@shared/texts/orders-admin";
import type { ServiceContext } from "../../service-context";
import type { Executor } from "../../../db/client";
import { orderItems, orderStatusHistory, orders } from "../../../db/schema/orders";
import { ServiceError } from "../../../lib/errors";
import type { SessionWrite } from "../../payments/provider";
import { builtOncePer } from "../../../db/built-once";
import { said } from "@shared/core/said";
import { type OrderActor, type OrderRow } from "./rules";
import { columnsExcept, type ColumnsExcept } from "../../../db/columns";

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
