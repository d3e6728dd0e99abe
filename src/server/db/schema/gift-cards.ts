import { sql } from "drizzle-orm";
import { bigserial, boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { LOCALES } from "../../../shared/core/i18n";
import { GIFT_CARD_ENTRY_KINDS, GIFT_CARD_KINDS, GIFT_CARD_STATUSES } from "../../../shared/gift-cards/gift-cards";
import { PROMO_KINDS, PROMO_STATUSES, type PromoRules } from "../../../shared/promos/promos";
import { user } from "./auth";
import { orders } from "./orders";

const quoted = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(", "));

/**
 * Gift cards (ADR 0024). No balance column: the balance is the sum of the card's ledger
 * entries (giftCardLedger). Only a hash of the code and its last four characters are kept; the
 * code is made when the card goes to its recipient. Status and ledger are written by
 * services/gift-cards/gift-card-ledger.ts alone, under the card's row lock.
 */
export const giftCards = pgTable(
  "gift_cards",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: GIFT_CARD_KINDS }).notNull(),
    status: text("status", { enum: GIFT_CARD_STATUSES }).notNull().default("pending"),
    /** SHA-256 of the canonical code, hex; null until the card is delivered (its code made). */
    codeHash: text("code_hash"),
    last4: text("last4"),
    /** What it was bought for or given as, cents (the ledger's 'issued' entry). */
    initialCents: integer("initial_cents").notNull(),
    /** A promotional card's last day (the shop's date), printed on it; always null for a bought card. */
    expiresOn: date("expires_on", { mode: "string" }),
    recipientName: text("recipient_name").notNull(),
    recipientEmail: text("recipient_email").notNull(),
    recipientPhone: text("recipient_phone").notNull().default(""),
    smsOptIn: boolean("sms_opt_in").notNull().default(false),
    message: text("message").notNull().default(""),
    /** The card's language: its e-mail, text and balance page. */
    locale: text("locale", { enum: LOCALES }).notNull().default("en"),
    buyerUserId: text("buyer_user_id").references(() => user.id, { onDelete: "set null" }),
    buyerName: text("buyer_name").notNull().default(""),
    buyerEmail: text("buyer_email"),
    /** The owner who gave a promotional card. */
    issuedByUserId: text("issued_by_user_id").references(() => user.id, { onDelete: "set null" }),
    /** When it goes to the recipient: now, a chosen date, or later for a new account's purchase. */
    deliverAt: timestamp("deliver_at", { withTimezone: true }).notNull(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    /** The buyer's key: a double tap buys one card. */
    idempotencyKey: text("idempotency_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("gift_cards_kind_valid", sql`${table.kind} in (${quoted(GIFT_CARD_KINDS)})`),
    check("gift_cards_status_valid", sql`${table.status} in (${quoted(GIFT_CARD_STATUSES)})`),
    check("gift_cards_initial_positive", sql`${table.initialCents} > 0`),
    // The law (README 'Gift cards and the law'): a bought card never expires.
    check("gift_cards_bought_never_expire", sql`${table.kind} = 'promotional' or ${table.expiresOn} is null`),
    uniqueIndex("gift_cards_code_hash_idx")
      .on(table.codeHash)
      .where(sql`${table.codeHash} is not null`),
    uniqueIndex("gift_cards_buyer_key_idx")
      .on(table.buyerUserId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
    index("gift_cards_last4_idx").on(table.last4),
    index("gift_cards_created_idx").on(table.createdAt),
    // The sweeper's deliveries: active cards whose day has come.
    index("gift_cards_undelivered_idx")
      .on(table.deliverAt)
      .where(sql`${table.deliveredAt} is null and ${table.status} = 'active'`),
  ],
);

/**
 * Every movement of a card's money, signed cents, append-only (a trigger refuses updates and
 * deletes). `key` makes a repeated write one entry: an order's reservation, its capture, a
 * refund's part, a cash-out request.
 */
export const giftCardLedger = pgTable(
  "gift_card_ledger",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    cardId: uuid("card_id")
      .notNull()
      .references(() => giftCards.id, { onDelete: "restrict" }),
    kind: text("kind", { enum: GIFT_CARD_ENTRY_KINDS }).notNull(),
    amountCents: integer("amount_cents").notNull(),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    key: text("key").notNull().unique(),
    byUserId: text("by_user_id").references(() => user.id, { onDelete: "set null" }),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("gift_card_ledger_kind_valid", sql`${table.kind} in (${quoted(GIFT_CARD_ENTRY_KINDS)})`),
    check(
      "gift_card_ledger_sign",
      sql`(${table.kind} in ('issued', 'released', 'refunded') and ${table.amountCents} > 0) or (${table.kind} in ('reserved', 'captured', 'cashed_out') and ${table.amountCents} < 0) or (${table.kind} = 'adjusted' and ${table.amountCents} <> 0)`,
    ),
    index("gift_card_ledger_card_idx").on(table.cardId, table.id),
    index("gift_card_ledger_order_idx").on(table.orderId),
    // The reports (ADR 0025): redemptions by day, the liability at a range's end.
    index("gift_card_ledger_created_at_idx").on(table.createdAt),
  ],
);

/**
 * A card's sale (ADR 0024): one hosted pay page, keyed, paid once. Its row id is the session's
 * order id, as catering's payments are (fulfilment.ts routes the session here).
 */
export const giftCardSales = pgTable(
  "gift_card_sales",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    cardId: uuid("card_id")
      .notNull()
      .unique()
      .references(() => giftCards.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    /** The buyer's page language: their pay page and return page speak it (the card has its own). */
    locale: text("locale", { enum: LOCALES }).notNull().default("en"),
    status: text("status", { enum: ["open", "paid", "expired"] })
      .notNull()
      .default("open"),
    sessionId: text("session_id").unique(),
    paymentReference: text("payment_reference"),
    checkedAt: timestamp("checked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (table) => [
    check("gift_card_sales_amount_positive", sql`${table.amountCents} > 0`),
    check("gift_card_sales_status_valid", sql`${table.status} in ('open', 'paid', 'expired')`),
    index("gift_card_sales_open_idx")
      .on(sql`coalesce(${table.checkedAt}, ${table.createdAt})`)
      .where(sql`${table.status} = 'open'`),
    index("gift_card_sales_paid_at_idx")
      .on(table.paidAt)
      .where(sql`${table.paidAt} is not null`),
  ],
);

/** Promo codes (ADR 0024): the discount and its rules; uses are counted from promo_redemptions. */
export const promoCodes = pgTable(
  "promo_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    code: text("code").notNull().unique(),
    kind: text("kind", { enum: PROMO_KINDS }).notNull(),
    percentBp: integer("percent_bp"),
    amountCents: integer("amount_cents"),
    status: text("status", { enum: PROMO_STATUSES }).notNull().default("active"),
    rules: jsonb("rules").$type<PromoRules>().notNull(),
    createdByUserId: text("created_by_user_id").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("promo_codes_kind_valid", sql`${table.kind} in (${quoted(PROMO_KINDS)})`),
    check("promo_codes_status_valid", sql`${table.status} in (${quoted(PROMO_STATUSES)})`),
    check(
      "promo_codes_value",
      sql`(${table.kind} = 'percent' and ${table.percentBp} between 1 and 10000) or (${table.kind} = 'amount' and ${table.amountCents} > 0) or ${table.kind} = 'free_delivery'`,
    ),
  ],
);

/**
 * A code used by an order: counted against its limits from placing; a cancelled order's use is
 * given back (voided). The discount it gave follows the order (weighed, edited).
 */
export const promoRedemptions = pgTable(
  "promo_redemptions",
  {
    orderId: uuid("order_id")
      .primaryKey()
      .references(() => orders.id, { onDelete: "cascade" }),
    promoId: uuid("promo_id")
      .notNull()
      .references(() => promoCodes.id, { onDelete: "restrict" }),
    customerId: text("customer_id"),
    customerEmail: text("customer_email").notNull(),
    discountCents: integer("discount_cents").notNull(),
    voided: boolean("voided").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("promo_redemptions_promo_idx").on(table.promoId),
    index("promo_redemptions_created_at_idx").on(table.createdAt),
    index("promo_redemptions_customer_idx").on(table.promoId, table.customerEmail),
  ],
);
