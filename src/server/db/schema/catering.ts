import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  boolean,
  primaryKey,
} from "drizzle-orm/pg-core";
import type { CateringLineDto, CateringStatus } from "../../../shared/catering/catering";
import type { Said } from "../../../shared/core/said";

/** A catering line as a quote stores it: CateringLineDto without its index (its place in the array) and weighing. */
export type StoredCateringLine = Omit<CateringLineDto, "index" | "weighedQuantity" | "lineTotalCents">;
/** A wish as the request stored it (names as they were, for the admin). */
export interface StoredWish {
  itemId: string;
  name: string;
  optionIds: string[];
  options: string[];
  quantity: number;
  unit: "each" | "lb";
}

const STATUSES =
  "'requested','quoted','accepted','confirmed','balance_due','paid','fulfilled','closed','declined','expired','cancelled','no_show'";

/**
 * Catering events (ADR 0023): a request, its quotes, its payments and its history. Status and
 * money columns are written by services/catering/catering-lifecycle.ts alone.
 */
export const cateringEvents = pgTable(
  "catering_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    status: text("status").$type<CateringStatus>().notNull().default("requested"),
    /** sha256 of the customer's link token (base64url); the token itself is only in the customer's mail. */
    tokenHash: text("token_hash").notNull().unique(),
    eventAt: timestamp("event_at", { withTimezone: true }).notNull(),
    fulfilment: text("fulfilment", { enum: ["pickup", "delivery"] }).notNull(),
    address: text("address").notNull().default(""),
    guests: integer("guests").notNull(),
    style: text("style", { enum: ["drop_off", "taco_bar", "taquero"] }).notNull(),
    wishes: jsonb("wishes").$type<StoredWish[]>().notNull().default([]),
    dietaryNotes: text("dietary_notes").notNull().default(""),
    customerName: text("customer_name").notNull(),
    customerPhone: text("customer_phone").notNull(),
    customerEmail: text("customer_email").notNull(),
    locale: text("locale", { enum: ["en", "es"] })
      .notNull()
      .default("en"),
    smsOptIn: boolean("sms_opt_in").notNull().default(false),
    /** The latest quote's version (0: none yet), and the one the customer accepted. */
    quoteVersion: integer("quote_version").notNull().default(0),
    acceptedVersion: integer("accepted_version"),
    quoteExpiresAt: timestamp("quote_expires_at", { withTimezone: true }),
    /** What the event costs now: the quote's total, then the weighed total. */
    totalCents: integer("total_cents").notNull().default(0),
    /** The deposit the accepted quote asks (or asked) for. */
    depositCents: integer("deposit_cents").notNull().default(0),
    /** Money taken (deposit, balance, counter) and given back, in cents. */
    paidCents: integer("paid_cents").notNull().default(0),
    refundedCents: integer("refunded_cents").notNull().default(0),
    /** The deposit actually paid (the cancellation policy applies to it). */
    depositPaidCents: integer("deposit_paid_cents").notNull().default(0),
    /** Pounds of the current quote's lines sold by the pound: a confirmed event takes them from its slot. */
    pounds: numeric("pounds", { precision: 10, scale: 3, mode: "number" }).notNull().default(0),
    /** Weighed quantities by line index, once weighed. */
    weighed: jsonb("weighed").$type<Record<string, number>>(),
    weighedAt: timestamp("weighed_at", { withTimezone: true }),
    balanceDueAt: timestamp("balance_due_at", { withTimezone: true }),
    balanceAskedAt: timestamp("balance_asked_at", { withTimezone: true }),
    balanceRemindedAt: timestamp("balance_reminded_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("catering_events_status_valid", sql.raw(`status in (${STATUSES})`)),
    check("catering_events_guests_positive", sql`${table.guests} > 0`),
    check(
      "catering_events_money_valid",
      sql`${table.paidCents} >= 0 and ${table.refundedCents} >= 0 and ${table.refundedCents} <= ${table.paidCents}`,
    ),
    index("catering_events_event_at_idx").on(table.eventAt),
    index("catering_events_status_idx").on(table.status, table.eventAt),
  ],
);

/** Every version of every quote, kept. */
export const cateringQuotes = pgTable(
  "catering_quotes",
  {
    eventId: uuid("event_id")
      .notNull()
      .references(() => cateringEvents.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    lines: jsonb("lines").$type<StoredCateringLine[]>().notNull(),
    subtotalCents: integer("subtotal_cents").notNull(),
    serviceFeeCents: integer("service_fee_cents").notNull(),
    deliveryFeeCents: integer("delivery_fee_cents").notNull(),
    taxCents: integer("tax_cents").notNull(),
    totalCents: integer("total_cents").notNull(),
    depositCents: integer("deposit_cents").notNull(),
    note: text("note").notNull().default(""),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdBy: text("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.version] })],
);

/**
 * Money in and out of an event: deposit and balance pay pages, counter payments, refunds. Each
 * row is keyed (idempotency_key), so a double tap or a retry moves money once; at most one pay
 * page is open per event.
 */
export const cateringPayments = pgTable(
  "catering_payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => cateringEvents.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["deposit", "balance", "counter", "refund"] }).notNull(),
    /** Pay pages: open → paid | expired. Counter payments: paid. Refunds: pending → done | failed (retried). */
    status: text("status", { enum: ["open", "paid", "expired", "pending", "done", "failed"] }).notNull(),
    amountCents: integer("amount_cents").notNull(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    sessionId: text("session_id").unique(),
    /** The provider's payment (a charge's, or the one a refund goes back to). */
    paymentReference: text("payment_reference"),
    /** For a refund: the charge row it gives back to. */
    refundOf: uuid("refund_of"),
    /** For a charge: how much of it was given back. */
    refundedCents: integer("refunded_cents").notNull().default(0),
    method: text("method"),
    byUser: text("by_user"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    checkedAt: timestamp("checked_at", { withTimezone: true }),
  },
  (table) => [
    check("catering_payments_amount_positive", sql`${table.amountCents} > 0`),
    index("catering_payments_event_idx").on(table.eventId, table.createdAt),
    // The reports (ADR 0025): deposits, balances and refunds by the day the money moved.
    index("catering_payments_paid_at_idx").on(table.paidAt),
    uniqueIndex("catering_payments_one_open_page")
      .on(table.eventId)
      .where(sql`${table.status} = 'open'`),
  ],
);

/** What happened to an event, by whom: the admin's history. */
export const cateringHistory = pgTable(
  "catering_history",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => cateringEvents.id, { onDelete: "cascade" }),
    fromStatus: text("from_status").$type<CateringStatus>(),
    toStatus: text("to_status").$type<CateringStatus>().notNull(),
    note: jsonb("note").$type<Said>(),
    by: text("by").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("catering_history_event_idx").on(table.eventId, table.at)],
);
