import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { sandboxCheckoutSessions, sandboxRefunds } from "../../db/schema/payments";
import {
  PaymentProviderError,
  type CheckoutSession,
  type CreateCheckoutSessionInput,
  type PaymentEvent,
  type PaymentProvider,
  type ProductDetails,
  type ProductRef,
  type SessionState,
  type SessionWithOrder,
  type SessionWrite,
  type SyncedProduct,
  type PaymentState,
  type RefundState,
  isLapsedHold,
} from "./provider";
import { HOLD_LIFETIME_DAYS } from "@shared/core/quantity";
import { columnsExcept, type ColumnsExcept } from "../../db/columns";

/** Test cards of the sandbox pay page, as on Stripe's test mode. */
export const SANDBOX_CARDS = {
  pays: "4242424242424242",
  declined: "4000000000000002",
} as const;

export type SandboxPayOutcome =
  { kind: "paid"; sessionId: string; successUrl: string } | { kind: "declined" | "unknown_card" | "not_open" | "not_found" };

const newId = (prefix: string) => `${prefix}_${randomBytes(18).toString("base64url")}`;

type SandboxSessionRow = typeof sandboxCheckoutSessions.$inferSelect;

/**
 * What the pay page and its payment write later, or the database fills in: every other column of
 * the sessions table is a new session's (sessionRow's), in the order's statement.
 */
const SESSION_SET_LATER = [
  "status",
  "paymentStatus",
  "paymentReference",
  "intentStatus",
  "amountCapturableCents",
  "amountReceivedCents",
  "holdExpiresAt",
  "cancellationReason",
  "createdAt",
] as const satisfies readonly (keyof typeof sandboxCheckoutSessions.$inferInsert)[];
type SessionColumn = ColumnsExcept<typeof sandboxCheckoutSessions, (typeof SESSION_SET_LATER)[number]>;
const SESSION_COLUMNS = columnsExcept(sandboxCheckoutSessions, SESSION_SET_LATER);
type SessionPlaceholders = Record<SessionColumn, ReturnType<typeof sql.placeholder>>;

/** A sandbox session's payment in Stripe's terms; a hold past its life reads as canceled, lapsed. */
function paymentState(row: SandboxSessionRow): PaymentState {
  const lapsed = row.intentStatus === "requires_capture" && !!row.holdExpiresAt && row.holdExpiresAt.getTime() <= Date.now();
  return {
    id: row.paymentReference!,
    orderId: row.orderId,
    status: lapsed ? "canceled" : (row.intentStatus ?? "other"),
    amountCents: row.amountTotalCents,
    amountCapturableCents: lapsed ? 0 : row.amountCapturableCents,
    amountReceivedCents: row.amountReceivedCents,
    holdExpiresAt: row.holdExpiresAt,
    cancellationReason: lapsed ? "expired" : row.cancellationReason,
  };
}

/**
 * The built-in payment provider for demo mode and tests (ADR 0005): sessions live in our own
 * table and are paid on our pay page at /sandbox/pay/{session}. Refused in production.
 */
export function createSandboxProvider(
  db: Database,
  publicUrl: string,
): PaymentProvider & {
  pay(sessionId: string, cardNumber: string): Promise<SandboxPayOutcome>;
  findSession(sessionId: string): Promise<typeof sandboxCheckoutSessions.$inferSelect | null>;
} {
  const payUrl = (sessionId: string) => `${publicUrl}/sandbox/pay/${sessionId}`;

  /** A new session's row: the lines as the pay page lists them, tax and allowance on their own. */
  function sessionRow(input: CreateCheckoutSessionInput) {
    if (!input.successUrl.includes("{CHECKOUT_SESSION_ID}")) {
      throw new PaymentProviderError("refused", "success_url must contain {CHECKOUT_SESSION_ID}");
    }
    const lines = input.lines.map((line) => ({ name: line.name, unitAmountCents: line.unitAmountCents, quantity: line.quantity }));
    if (input.taxCents > 0) lines.push({ name: input.taxLabel, unitAmountCents: input.taxCents, quantity: 1 });
    if (input.allowanceCents > 0) lines.push({ name: input.allowanceLabel, unitAmountCents: input.allowanceCents, quantity: 1 });
    const amount = lines.reduce((sum, line) => sum + line.unitAmountCents * line.quantity, 0);
    const id = newId("sbx_cs");
    return {
      id,
      orderId: input.orderId,
      idempotencyKey: input.idempotencyKey,
      lines,
      amountTotalCents: amount,
      customerEmail: input.customerEmail,
      successUrl: input.successUrl.replace("{CHECKOUT_SESSION_ID}", id),
      cancelUrl: input.cancelUrl,
      captureMethod: input.captureMethod,
      expiresAt: input.expiresAt,
    } satisfies Required<Pick<typeof sandboxCheckoutSessions.$inferInsert, SessionColumn>>;
  }

  // The order's statement carries this insert on every checkout: built once, filled per order.
  const sessionInsert = db
    .insert(sandboxCheckoutSessions)
    .values(Object.fromEntries(SESSION_COLUMNS.map((column) => [column, sql.placeholder(`session_${column}`)])) as SessionPlaceholders)
    .getSQL();

  async function findSession(sessionId: string) {
    const [row] = await db.select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.id, sessionId));
    return row ?? null;
  }

  async function findByPayment(paymentId: string) {
    const [row] = await db.select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.paymentReference, paymentId));
    return row ?? null;
  }

  async function retrieveSession(sessionId: string): Promise<SessionState | null> {
    const row = await findSession(sessionId);
    if (!row) return null;
    const expired = row.status === "open" && row.expiresAt.getTime() <= Date.now();
    const status = expired ? "expired" : row.status;
    return {
      id: row.id,
      orderId: row.orderId,
      status,
      url: status === "open" ? payUrl(row.id) : null,
      paymentStatus: row.paymentStatus,
      amountTotalCents: row.amountTotalCents,
      paymentReference: row.paymentReference,
      captureMethod: row.captureMethod,
      payment: row.captureMethod === "manual" && row.intentStatus ? paymentState(row) : null,
    };
  }

  return {
    kind: "sandbox",
    findSession,

    async createCheckoutSession(input: CreateCheckoutSessionInput): Promise<CheckoutSession> {
      const row = sessionRow(input);
      const [made] = await db
        .insert(sandboxCheckoutSessions)
        .values(row)
        .onConflictDoNothing({ target: sandboxCheckoutSessions.idempotencyKey })
        .returning({ id: sandboxCheckoutSessions.id });
      // The same idempotency key gives back the session created first.
      const [session] = made
        ? [made]
        : await db
            .select({ id: sandboxCheckoutSessions.id })
            .from(sandboxCheckoutSessions)
            .where(eq(sandboxCheckoutSessions.idempotencyKey, input.idempotencyKey));
      return { id: session!.id, url: payUrl(session!.id) };
    },

    // The session's row goes in with its order (a new order's id, so its key is new too): no
    // conflict to resolve, and no session that outlives a failed order or an order without one.
    sessionWithOrder(input: CreateCheckoutSessionInput): SessionWithOrder {
      const row = sessionRow(input);
      const values: SessionWrite["values"] = {};
      for (const column of SESSION_COLUMNS) values[`session_${column}`] = row[column];
      return { session: { id: row.id, url: payUrl(row.id) }, write: { name: "sandbox_session", sql: sessionInsert, values } };
    },

    retrieveSession,

    async expireSession(sessionId: string): Promise<SessionState | null> {
      // Only an open session closes: one paid first stays paid, as at Stripe.
      await db
        .update(sandboxCheckoutSessions)
        .set({ status: "expired" })
        .where(and(eq(sandboxCheckoutSessions.id, sessionId), eq(sandboxCheckoutSessions.status, "open")));
      return retrieveSession(sessionId);
    },

    async retrievePayment(paymentId: string): Promise<PaymentState | null> {
      const row = await findByPayment(paymentId);
      return row?.intentStatus ? paymentState(row) : null;
    },

    async capturePayment({ paymentId, amountCents }): Promise<PaymentState> {
      const row = await findByPayment(paymentId);
      if (!row?.intentStatus) throw new PaymentProviderError("notFound", `No such payment: ${paymentId}`);
      const state = paymentState(row);
      // Captured already (a retry, a double click): the payment as it is, as Stripe's idempotent replay answers.
      if (state.status === "succeeded") return state;
      if (state.status !== "requires_capture") {
        throw new PaymentProviderError(
          state.status === "canceled" && isLapsedHold(state.cancellationReason) ? "holdExpired" : "notCapturable",
        );
      }
      if (!Number.isInteger(amountCents) || amountCents <= 0 || amountCents > row.amountCapturableCents) {
        throw new PaymentProviderError("amountTooLarge", `amount_to_capture must be between 1 and ${row.amountCapturableCents}`);
      }
      await db
        .update(sandboxCheckoutSessions)
        .set({ intentStatus: "succeeded", amountReceivedCents: amountCents, amountCapturableCents: 0, paymentStatus: "paid" })
        .where(and(eq(sandboxCheckoutSessions.id, row.id), eq(sandboxCheckoutSessions.intentStatus, "requires_capture")));
      return paymentState((await findByPayment(paymentId))!);
    },

    async releasePayment({ paymentId }): Promise<PaymentState> {
      const row = await findByPayment(paymentId);
      if (!row?.intentStatus) throw new PaymentProviderError("notFound", `No such payment: ${paymentId}`);
      const state = paymentState(row);
      if (state.status === "canceled") return state;
      if (state.status !== "requires_capture") throw new PaymentProviderError("notCapturable");
      await db
        .update(sandboxCheckoutSessions)
        .set({ intentStatus: "canceled", amountCapturableCents: 0, cancellationReason: "requested_by_customer" })
        .where(and(eq(sandboxCheckoutSessions.id, row.id), eq(sandboxCheckoutSessions.intentStatus, "requires_capture")));
      return paymentState((await findByPayment(paymentId))!);
    },

    async refundPayment({ paymentId, amountCents, idempotencyKey }): Promise<RefundState> {
      const [made] = await db.select().from(sandboxRefunds).where(eq(sandboxRefunds.idempotencyKey, idempotencyKey));
      if (made) return { id: made.id, amountCents: made.amountCents };
      const row = await findByPayment(paymentId);
      if (row?.intentStatus !== "succeeded") throw new PaymentProviderError("notFound", `No such charge: ${paymentId}`);
      const [{ refunded } = { refunded: 0 }] = await db
        .select({ refunded: sql<number>`coalesce(sum(${sandboxRefunds.amountCents}), 0)::int` })
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.paymentId, paymentId));
      if (!Number.isInteger(amountCents) || amountCents <= 0 || amountCents + Number(refunded) > row.amountReceivedCents) {
        throw new PaymentProviderError(
          "amountTooLarge",
          `Refund amount (${amountCents}) is greater than the unrefunded amount on the charge`,
        );
      }
      const [created] = await db
        .insert(sandboxRefunds)
        .values({ id: newId("sbx_re"), paymentId, amountCents, idempotencyKey })
        .onConflictDoNothing({ target: sandboxRefunds.idempotencyKey })
        .returning();
      if (created) return { id: created.id, amountCents: created.amountCents };
      // A concurrent retry with the same key made it first.
      const [first] = await db.select().from(sandboxRefunds).where(eq(sandboxRefunds.idempotencyKey, idempotencyKey));
      return { id: first!.id, amountCents: first!.amountCents };
    },

    // The sandbox has no catalogue: it hands out local ids, a new price id whenever the amount
    // changes, as Stripe would (its checkout prices lines from the order, not from these ids).
    async createProduct(): Promise<SyncedProduct> {
      return { productId: newId("sbx_prod"), priceId: newId("sbx_price") };
    },

    async updateProduct(current: ProductRef, product: ProductDetails): Promise<SyncedProduct> {
      const productId = current.productId?.startsWith("sbx_prod_") ? current.productId : newId("sbx_prod");
      const keepsPrice = !!current.priceId?.startsWith("sbx_price_") && current.priceCents === product.priceCents;
      return { productId, priceId: keepsPrice ? current.priceId! : newId("sbx_price") };
    },

    parseWebhook(): PaymentEvent {
      throw new PaymentProviderError("refused", "the sandbox provider sends no webhooks");
    },

    async pay(sessionId: string, cardNumber: string): Promise<SandboxPayOutcome> {
      const row = await findSession(sessionId);
      if (!row) return { kind: "not_found" };
      if (row.status !== "open" || row.expiresAt.getTime() <= Date.now()) return { kind: "not_open" };
      const digits = cardNumber.replace(/\D/g, "");
      if (digits === SANDBOX_CARDS.declined) return { kind: "declined" };
      if (digits !== SANDBOX_CARDS.pays) return { kind: "unknown_card" };
      // Manual capture holds the amount (the session stays 'unpaid' until captured, as at Stripe).
      const held = row.captureMethod === "manual";
      const paid = await db
        .update(sandboxCheckoutSessions)
        .set(
          held
            ? {
                status: "complete",
                paymentReference: newId("sbx_pi"),
                intentStatus: "requires_capture",
                amountCapturableCents: row.amountTotalCents,
                holdExpiresAt: new Date(Date.now() + HOLD_LIFETIME_DAYS * 24 * 60 * 60_000),
              }
            : {
                status: "complete",
                paymentStatus: "paid",
                paymentReference: newId("sbx_pi"),
                intentStatus: "succeeded",
                amountReceivedCents: row.amountTotalCents,
              },
        )
        .where(and(eq(sandboxCheckoutSessions.id, sessionId), eq(sandboxCheckoutSessions.status, "open")))
        .returning({ successUrl: sandboxCheckoutSessions.successUrl });
      if (paid.length === 0) return { kind: "not_open" };
      return { kind: "paid", sessionId, successUrl: paid[0]!.successUrl };
    },
  };
}

export type SandboxProvider = ReturnType<typeof createSandboxProvider>;
