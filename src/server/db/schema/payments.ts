import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Every payment webhook event we have applied, by the provider's event id: a redelivered
 * event is recognised and acknowledged without being applied twice.
 */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: text("id").primaryKey(),
    provider: text("provider").notNull(),
    type: text("type").notNull(),
    sessionId: text("session_id"),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("payment_events_session_id_idx").on(table.sessionId)],
);

export interface SandboxLine {
  name: string;
  unitAmountCents: number;
  quantity: number;
}

/**
 * Checkout sessions of the built-in sandbox provider (the stand-in for Stripe Checkout in demo
 * mode and tests): what its pay page shows and what "paying" changes.
 */
export const sandboxCheckoutSessions = pgTable(
  "sandbox_checkout_sessions",
  {
    id: text("id").primaryKey(),
    /** The order's id, or a catering payment's (ADR 0023): what the session pays for, as Stripe's metadata.order_id. */
    orderId: uuid("order_id").notNull(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    lines: jsonb("lines").$type<SandboxLine[]>().notNull(),
    amountTotalCents: integer("amount_total_cents").notNull(),
    customerEmail: text("customer_email"),
    successUrl: text("success_url").notNull(),
    cancelUrl: text("cancel_url").notNull(),
    status: text("status", { enum: ["open", "complete", "expired"] })
      .notNull()
      .default("open"),
    paymentStatus: text("payment_status", { enum: ["unpaid", "paid"] })
      .notNull()
      .default("unpaid"),
    paymentReference: text("payment_reference"),
    /** 'manual': paying holds the amount (as Stripe's capture_method), captured or released later. */
    captureMethod: text("capture_method", { enum: ["automatic", "manual"] })
      .notNull()
      .default("automatic"),
    /** The payment's state after paying, in Stripe's words: requires_capture, succeeded, canceled. */
    intentStatus: text("intent_status", { enum: ["requires_capture", "succeeded", "canceled"] }),
    amountCapturableCents: integer("amount_capturable_cents").notNull().default(0),
    amountReceivedCents: integer("amount_received_cents").notNull().default(0),
    /** When an uncaptured hold lapses. */
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }),
    cancellationReason: text("cancellation_reason"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("sandbox_sessions_status_valid", sql`${table.status} in ('open', 'complete', 'expired')`),
    check("sandbox_sessions_payment_status_valid", sql`${table.paymentStatus} in ('unpaid', 'paid')`),
    index("sandbox_sessions_open_expiry_idx")
      .on(table.expiresAt)
      .where(sql`${table.status} = 'open'`),
  ],
);

/** Refunds of the sandbox provider's payments (ADR 0016), as Stripe keeps a payment's refunds. */
export const sandboxRefunds = pgTable(
  "sandbox_refunds",
  {
    id: text("id").primaryKey(),
    paymentId: text("payment_id").notNull(),
    amountCents: integer("amount_cents").notNull(),
    /** The same key gives back the refund made first, as at Stripe. */
    idempotencyKey: text("idempotency_key").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("sandbox_refunds_amount_positive", sql`${table.amountCents} > 0`),
    index("sandbox_refunds_payment_idx").on(table.paymentId),
  ],
);
