import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  pgView,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { LOCALES } from "../../../shared/core/i18n";
import { PRICE_UNITS } from "../../../shared/menu/menu";
import type { ChosenOption } from "../../../shared/menu/options";
import type { PromoTerms } from "../../../shared/promos/promos";
import {
  ORDER_CHANNELS,
  ORDER_PAYMENT_PURPOSES,
  ORDER_STATUSES,
  ORDER_TYPES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  TOP_UP_STATUSES,
  type EditSettlement,
  type RefundPart,
} from "../../../shared/orders/orders";
import { user } from "./auth";
import { items } from "./menu";

const quoted = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(", "));

export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    customerName: text("customer_name").notNull(),
    customerEmail: text("customer_email").notNull(),
    customerPhone: text("customer_phone").notNull(),
    orderType: text("order_type", { enum: ORDER_TYPES }).notNull(),
    /** Null for pickup. */
    deliveryAddress: text("delivery_address"),
    /** The customer's preferred pickup or delivery time. */
    deliveryTime: timestamp("delivery_time", { withTimezone: true }).notNull(),
    notes: text("notes"),
    status: text("status", { enum: ORDER_STATUSES }).notNull().default("pending"),
    paymentStatus: text("payment_status", { enum: PAYMENT_STATUSES }).notNull().default("unpaid"),
    subtotalCents: integer("subtotal_cents").notNull(),
    taxCents: integer("tax_cents").notNull(),
    /** The spec's `total`, in cents. */
    totalCents: integer("total_cents").notNull(),
    /** Basis points in force when the order was placed (825 = 8.25 %). */
    taxRate: integer("tax_rate").notNull(),
    customerId: text("customer_id").references(() => user.id, { onDelete: "set null" }),
    /** Sent by the browser with each checkout: a retry or double click finds this order again. */
    idempotencyKey: text("idempotency_key"),
    /** Hash of the submitted cart and details: the same key with other content is refused. */
    requestFingerprint: text("request_fingerprint"),
    paymentProvider: text("payment_provider"),
    paymentSessionId: text("payment_session_id").unique(),
    /**
     * When the order's payment session stops taking payment: chosen when the order is placed and
     * sent to the provider (the same value on every retry, so the provider's idempotent replay
     * matches). Rows from before it was stored get Stripe's 24-hour maximum.
     */
    paymentExpiresAt: timestamp("payment_expires_at", { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '24 hours'`),
    /** When the payment sweeper last asked the provider about this order (least recently asked goes first). */
    paymentCheckedAt: timestamp("payment_checked_at", { withTimezone: true }),
    paymentReference: text("payment_reference"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** Orders with lines priced by weight: the total estimated at placing (the totals above change when weighed). */
    estimatedTotalCents: integer("estimated_total_cents"),
    /** The weight allowance held above the estimate (WEIGHT_HOLD_PERCENT). */
    allowanceCents: integer("allowance_cents").notNull().default(0),
    /** What the card is held for: the estimate plus the allowance; null for orders paid at once. */
    holdCents: integer("hold_cents"),
    /** When the hold lapses (the provider's authorisation window). */
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }),
    weighedAt: timestamp("weighed_at", { withTimezone: true }),
    /** The money the provider took: the total for orders paid at once, the capture after weighing. */
    capturedCents: integer("captured_cents"),
    /** Delivery below the free-delivery threshold (ADR 0014); in the total, not taxed. */
    deliveryFeeCents: integer("delivery_fee_cents").notNull().default(0),
    /** On the subtotal, in the total, not taxed (ADR 0014). */
    tipCents: integer("tip_cents").notNull().default(0),
    /** A promo code's discount off the subtotal, before tax (ADR 0024); follows the weighed subtotal. */
    discountCents: integer("discount_cents").notNull().default(0),
    /** The promo code's terms as the order took them, to price it again when weighed or edited. */
    promo: jsonb("promo").$type<PromoTerms>(),
    /**
     * The gift card paying first (ADR 0024; gift_cards.id, kept without a foreign key as the
     * ledger names the order), and its share: reserved on the card while the order is open, taken
     * when it is paid or weighed. The card payment covers the rest.
     */
    giftCardId: uuid("gift_card_id"),
    giftCardCents: integer("gift_card_cents").notNull().default(0),
    /** What the order takes of its slot's weight capacity: its lines sold by the pound (ADR 0014). */
    pounds: numeric("pounds", { precision: 10, scale: 3, mode: "number" }).notNull().default(0),
    /** The weighed total beyond the hold, to be collected at pickup (the shop's choice). */
    balanceDueCents: integer("balance_due_cents").notNull().default(0),
    /** The language the order was placed in (ADR 0015): its e-mails and pay page speak it. */
    locale: text("locale", { enum: LOCALES }).notNull().default("en"),
    /** The customer asked at checkout to be texted when the order is ready (ADR 0016); STOP still wins. */
    smsOptIn: boolean("sms_opt_in").notNull().default(false),
    /** Money given back through the payment provider (ADR 0016): the sum of the succeeded refunds. */
    refundedCents: integer("refunded_cents").notNull().default(0),
    /** The website, or staff taking a phone or walk-in order (ADR 0016). */
    channel: text("channel", { enum: ORDER_CHANNELS }).notNull().default("web"),
    /** Card online, or cash or card at the counter (ADR 0016); null while unpaid. */
    paymentMethod: text("payment_method", { enum: PAYMENT_METHODS }),
    /** The staff member who took a phone or walk-in order; their key makes a double click one order. */
    takenByUserId: text("taken_by_user_id").references(() => user.id, { onDelete: "set null" }),
    /**
     * A weighing under way: its weights are recorded and its capture is at the provider. Another
     * weighing of the order waits for it (or for it to go stale) instead of recording other
     * weights beside a capture it did not make (ADR 0016).
     */
    captureClaimId: uuid("capture_claim_id"),
    captureClaimedAt: timestamp("capture_claimed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("orders_status_valid", sql`${table.status} in (${quoted(ORDER_STATUSES)})`),
    check("orders_payment_status_valid", sql`${table.paymentStatus} in (${quoted(PAYMENT_STATUSES)})`),
    check("orders_type_valid", sql`${table.orderType} in (${quoted(ORDER_TYPES)})`),
    check("orders_locale_valid", sql`${table.locale} in (${quoted(LOCALES)})`),
    check(
      "orders_delivery_address_matches_type",
      sql`(${table.orderType} = 'delivery' and ${table.deliveryAddress} is not null) or (${table.orderType} = 'pickup' and ${table.deliveryAddress} is null)`,
    ),
    check(
      "orders_amounts_consistent",
      sql`${table.subtotalCents} > 0 and ${table.taxCents} >= 0 and ${table.deliveryFeeCents} >= 0 and ${table.tipCents} >= 0 and ${table.discountCents} >= 0 and ${table.discountCents} <= ${table.subtotalCents} and ${table.totalCents} = ${table.subtotalCents} - ${table.discountCents} + ${table.taxCents} + ${table.deliveryFeeCents} + ${table.tipCents}`,
    ),
    // Refunded orders were paid: they keep the moment the money came in.
    check(
      "orders_paid_at_matches",
      sql`(${table.paymentStatus} in ('paid', 'partially_refunded', 'refunded')) = (${table.paidAt} is not null)`,
    ),
    check("orders_refunded_not_negative", sql`${table.refundedCents} >= 0`),
    check(
      "orders_gift_card_consistent",
      sql`${table.giftCardCents} >= 0 and (${table.giftCardCents} = 0 or ${table.giftCardId} is not null)`,
    ),
    check("orders_channel_valid", sql`${table.channel} in (${quoted(ORDER_CHANNELS)})`),
    check("orders_payment_method_valid", sql`${table.paymentMethod} is null or ${table.paymentMethod} in (${quoted(PAYMENT_METHODS)})`),
    check(
      "orders_hold_consistent",
      sql`${table.allowanceCents} >= 0 and ${table.balanceDueCents} >= 0 and (${table.holdCents} is null or ${table.holdCents} > 0)`,
    ),
    unique("orders_customer_idempotency_key").on(table.customerId, table.idempotencyKey),
    unique("orders_staff_idempotency_key").on(table.takenByUserId, table.idempotencyKey),
    // The admin's list, newest first, a page at a time from its cursor (created_at, id): all
    // orders, or one status's. Read backwards; the id settles ties on the creation time.
    index("orders_created_at_id_idx").on(table.createdAt, table.id),
    index("orders_status_created_at_id_idx").on(table.status, table.createdAt, table.id),
    // The dashboard's pending count: orders taken and not yet started (a day's work, not the history).
    index("orders_pending_taken_idx")
      .on(table.createdAt)
      .where(sql`${table.status} = 'pending' and ${table.paymentStatus} in ('paid', 'authorized', 'partially_refunded', 'refunded')`),
    // The dashboard's lapsed holds still owed to a customer.
    index("orders_expired_hold_idx")
      .on(table.holdExpiresAt)
      .where(
        sql`${table.paymentStatus} = 'expired' and ${table.holdExpiresAt} is not null and ${table.status} not in ('completed', 'cancelled')`,
      ),
    // The kitchen screen: orders still to cook, pack or hand over, soonest first.
    index("orders_kitchen_idx")
      .on(table.deliveryTime, table.createdAt, table.id)
      .where(sql`${table.status} in ('pending', 'processing', 'ready')`),
    // A customer's own orders, newest first: read backwards (the DESC NULLS LAST index this
    // replaces did not match ORDER BY created_at DESC, so every order of the customer was sorted).
    index("orders_customer_created_at_id_idx").on(table.customerId, table.createdAt, table.id),
    // The sweeper: orders still waiting for payment, least recently checked first.
    index("orders_unpaid_idx")
      .on(sql`coalesce(${table.paymentCheckedAt}, ${table.createdAt})`)
      .where(sql`${table.paymentStatus} in ('unpaid', 'processing') and ${table.status} <> 'cancelled'`),
    // Slot capacity (ADR 0014): the orders holding places in a slot of one type.
    index("orders_slot_idx")
      .on(table.orderType, table.deliveryTime)
      .where(sql`${table.status} <> 'cancelled'`),
    // The reports' rebuild of a run of days (ADR 0025): orders weighed, picked up or delivered in it,
    // and a customer's earlier orders (new or returning).
    index("orders_weighed_at_idx")
      .on(table.weighedAt)
      .where(sql`${table.weighedAt} is not null`),
    index("orders_delivery_time_idx").on(table.deliveryTime),
    index("orders_customer_email_created_at_idx").on(sql`lower(${table.customerEmail})`, table.createdAt),
    // Holds awaiting weighing: the dashboard's figures and the sweeper's expiry check.
    index("orders_authorized_idx")
      .on(table.holdExpiresAt)
      .where(sql`${table.paymentStatus} = 'authorized'`),
  ],
);

export const orderItems = pgTable(
  "order_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    itemId: uuid("item_id")
      .notNull()
      .references(() => items.id, { onDelete: "restrict" }),
    /** The item's name when ordered, so a renamed item does not rewrite old receipts. */
    itemName: text("item_name").notNull(),
    /** In the line's unit: 1.5 (lb) or 2 (pieces). */
    quantity: numeric("quantity", { precision: 8, scale: 3, mode: "number" }).notNull(),
    unit: text("unit", { enum: PRICE_UNITS }).notNull().default("each"),
    /** Unit price in cents with the chosen options, taken from the database at order time. */
    priceCents: integer("price_cents").notNull(),
    /** Unit price × quantity, rounded half up to the cent once. */
    lineTotalCents: integer("line_total_cents").notNull(),
    /** What was chosen, with the names and prices of the time. */
    options: jsonb("options").$type<ChosenOption[]>().notNull().default([]),
    pricedByWeight: boolean("priced_by_weight").notNull().default(false),
    /** What the butcher weighed, and its cost; null until weighed. */
    weighedQuantity: numeric("weighed_quantity", { precision: 8, scale: 3, mode: "number" }),
    weighedTotalCents: integer("weighed_total_cents"),
    notes: text("notes"),
  },
  (table) => [
    check("order_items_quantity_positive", sql`${table.quantity} > 0`),
    check("order_items_weighed_positive", sql`${table.weighedQuantity} is null or ${table.weighedQuantity} > 0`),
    check("order_items_price_positive", sql`${table.priceCents} > 0`),
    index("order_items_order_id_idx").on(table.orderId),
    index("order_items_item_id_idx").on(table.itemId),
  ],
);

export const orderStatusHistory = pgTable(
  "order_status_history",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    status: text("status", { enum: ORDER_STATUSES }).notNull(),
    /** What caused the entry when no person did: 'payment', 'checkout', 'expiry'. */
    note: text("note"),
    changedByUserId: text("changed_by_user_id").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("order_status_history_status_valid", sql`${table.status} in (${quoted(ORDER_STATUSES)})`),
    index("order_status_history_order_id_idx").on(table.orderId, table.createdAt),
  ],
);

/** docs/product.md 'Order history view': id, order_id, status, created_at, updated_by_email. */
export const orderHistoryWithDetails = pgView("order_history_with_details").as((qb) =>
  qb
    .select({
      id: orderStatusHistory.id,
      orderId: orderStatusHistory.orderId,
      status: orderStatusHistory.status,
      note: orderStatusHistory.note,
      createdAt: orderStatusHistory.createdAt,
      updatedByEmail: sql<string | null>`${user.email}`.as("updated_by_email"),
    })
    .from(orderStatusHistory)
    .leftJoin(user, sql`${user.id} = ${orderStatusHistory.changedByUserId}`),
);

/**
 * Refunds (ADR 0016): one row per refund the shop asked for, written before the provider is
 * called. The admin's key makes a double click or a retry one refund; the provider is called with
 * the row's id as its idempotency key, so a retry after a crash cannot refund twice either.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    /** The order's lines refunded whole, when refunded by line. */
    lineIds: jsonb("line_ids").$type<string[]>(),
    reason: text("reason"),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    status: text("status", { enum: ["pending", "succeeded", "failed"] })
      .notNull()
      .default("pending"),
    providerRefundId: text("provider_refund_id"),
    /**
     * How the refund is spread over the order's payments (order_payments), decided under the
     * order's lock when the refund is asked for: each part goes back to its own payment. Empty
     * for refunds made before payments were kept apart (all of them against the first payment).
     */
    parts: jsonb("parts").$type<RefundPart[]>().notNull().default([]),
    failure: text("failure"),
    createdByUserId: text("created_by_user_id").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (table) => [
    check("refunds_amount_positive", sql`${table.amountCents} > 0`),
    check("refunds_status_valid", sql`${table.status} in ('pending', 'succeeded', 'failed')`),
    index("refunds_order_idx").on(table.orderId),
    // The reports (ADR 0025): refunds by the day they went through.
    index("refunds_settled_at_idx")
      .on(table.settledAt)
      .where(sql`${table.status} = 'succeeded'`),
  ],
);

/**
 * A payment link for money owed after an edit (ADR 0016): a second pay page for the same order,
 * for the difference. Paid once: the provider's event turns it paid and takes the amount off the
 * order's balance; never paid, the balance is collected at pickup.
 */
export const orderTopUps = pgTable(
  "order_top_ups",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    sessionId: text("session_id").unique(),
    status: text("status", { enum: TOP_UP_STATUSES }).notNull().default("open"),
    /** The provider's payment (PaymentIntent) once paid: a refund of it goes there. */
    paymentReference: text("payment_reference"),
    /** When the payment sweeper last asked the provider about this link. */
    checkedAt: timestamp("checked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (table) => [
    check("order_top_ups_amount_positive", sql`${table.amountCents} > 0`),
    check("order_top_ups_status_valid", sql`${table.status} in (${quoted(TOP_UP_STATUSES)})`),
    index("order_top_ups_order_idx").on(table.orderId),
    // The sweeper: links that may have been paid without a word reaching us.
    index("order_top_ups_unsettled_idx")
      .on(sql`coalesce(${table.checkedAt}, ${table.createdAt})`)
      .where(sql`${table.status} in ('open', 'superseded') and ${table.sessionId} is not null`),
  ],
);

/**
 * Every payment an order received (ADR 0016): its first payment (a card online, or cash or a
 * card at the counter), a payment link for a balance, a balance taken at the counter. The order's
 * captured amount is their sum; a refund is spread over them, each part back to its own payment.
 */
export const orderPayments = pgTable(
  "order_payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** What it paid: the order itself, a payment link for a balance, or a balance taken at the counter. */
    purpose: text("purpose", { enum: ORDER_PAYMENT_PURPOSES }).notNull(),
    method: text("method", { enum: PAYMENT_METHODS }).notNull(),
    /** The payment provider that took it ('stripe' or 'sandbox'); null for money taken at the counter. */
    provider: text("provider"),
    /** The provider's payment (PaymentIntent) id; null at the counter. */
    reference: text("reference"),
    topUpId: uuid("top_up_id").references(() => orderTopUps.id, { onDelete: "set null" }),
    amountCents: integer("amount_cents").notNull(),
    /** Given back of it, through its provider or at the counter. */
    refundedCents: integer("refunded_cents").notNull().default(0),
    takenByUserId: text("taken_by_user_id").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("order_payments_amount_positive", sql`${table.amountCents} > 0`),
    check("order_payments_refunded_within", sql`${table.refundedCents} >= 0 and ${table.refundedCents} <= ${table.amountCents}`),
    check("order_payments_purpose_valid", sql`${table.purpose} in (${quoted(ORDER_PAYMENT_PURPOSES)})`),
    check("order_payments_method_valid", sql`${table.method} in (${quoted(PAYMENT_METHODS)})`),
    index("order_payments_order_idx").on(table.orderId),
    // The reports (ADR 0025): money by the day it was taken.
    index("order_payments_created_at_idx").on(table.createdAt),
  ],
);

/**
 * Edits before completion (ADR 0016): one row per edit request, by its key, so a double click
 * edits once; what the total was and became, and how the difference was settled.
 */
export const orderEdits = pgTable(
  "order_edits",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    previousTotalCents: integer("previous_total_cents").notNull(),
    totalCents: integer("total_cents").notNull(),
    settlement: jsonb("settlement").$type<EditSettlement>().notNull(),
    createdByUserId: text("created_by_user_id").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("order_edits_order_idx").on(table.orderId)],
);

/**
 * The dashboard's all-time figures (ADR 0019), kept as orders change instead of summed over every
 * order on each request: how many orders the shop took (paid, held or refunded) and the money it
 * kept (captured, less refunds). A trigger on orders (migration 0016) adds each change's
 * difference in the same transaction, so the figures stay exact under concurrent payments,
 * captures, refunds and deletions; an order placed unpaid changes nothing and touches no row.
 * Spread over 16 shards by order id so that concurrent payments seldom wait on one row; the
 * dashboard sums the shards.
 */
export const orderFigures = pgTable("order_figures", {
  shard: smallint("shard").primaryKey(),
  takenOrders: bigint("taken_orders", { mode: "number" }).notNull().default(0),
  revenueCents: bigint("revenue_cents", { mode: "number" }).notNull().default(0),
});
