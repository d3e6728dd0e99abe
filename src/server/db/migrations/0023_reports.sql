CREATE TABLE "report_days" (
	"day" date NOT NULL,
	"fact" text NOT NULL,
	"dim" text DEFAULT '' NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	"cents" bigint DEFAULT 0 NOT NULL,
	"cents_b" bigint DEFAULT 0 NOT NULL,
	"pounds" numeric(16, 3) DEFAULT 0 NOT NULL,
	"pieces" numeric(16, 3) DEFAULT 0 NOT NULL,
	CONSTRAINT "report_days_day_fact_dim_pk" PRIMARY KEY("day","fact","dim")
);
--> statement-breakpoint
CREATE TABLE "report_dirty" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_months" (
	"month" date NOT NULL,
	"fact" text NOT NULL,
	"dim" text DEFAULT '' NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	"cents" bigint DEFAULT 0 NOT NULL,
	"cents_b" bigint DEFAULT 0 NOT NULL,
	"pounds" numeric(16, 3) DEFAULT 0 NOT NULL,
	"pieces" numeric(16, 3) DEFAULT 0 NOT NULL,
	CONSTRAINT "report_months_month_fact_dim_pk" PRIMARY KEY("month","fact","dim")
);
--> statement-breakpoint
CREATE TABLE "report_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"time_zone" text,
	"built_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "report_days_fact_day_idx" ON "report_days" USING btree ("fact","day");--> statement-breakpoint
CREATE INDEX "report_months_fact_month_idx" ON "report_months" USING btree ("fact","month");--> statement-breakpoint
CREATE INDEX "order_payments_created_at_idx" ON "order_payments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_weighed_at_idx" ON "orders" USING btree ("weighed_at") WHERE "orders"."weighed_at" is not null;--> statement-breakpoint
CREATE INDEX "orders_delivery_time_idx" ON "orders" USING btree ("delivery_time");--> statement-breakpoint
CREATE INDEX "orders_customer_email_created_at_idx" ON "orders" USING btree (lower("customer_email"),"created_at");--> statement-breakpoint
CREATE INDEX "refunds_settled_at_idx" ON "refunds" USING btree ("settled_at") WHERE "refunds"."status" = 'succeeded';--> statement-breakpoint
CREATE INDEX "catering_payments_paid_at_idx" ON "catering_payments" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "gift_card_ledger_created_at_idx" ON "gift_card_ledger" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "gift_card_sales_paid_at_idx" ON "gift_card_sales" USING btree ("paid_at") WHERE "gift_card_sales"."paid_at" is not null;--> statement-breakpoint
CREATE INDEX "promo_redemptions_created_at_idx" ON "promo_redemptions" USING btree ("created_at");--> statement-breakpoint
-- The reports' roll-ups are rebuilt from the instants a change touches (ADR 0025): each statement
-- that changes orders, their lines, payments or refunds appends those instants, read from its
-- transition tables. Plain inserts into a table without unique keys: a checkout never waits on
-- another's row, and the trigger runs once per statement, not per row.
CREATE FUNCTION report_mark_orders() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO report_dirty (at)
    SELECT DISTINCT t.at FROM new_rows n CROSS JOIN LATERAL (VALUES (n.created_at), (n.delivery_time), (n.weighed_at)) AS t(at)
     WHERE t.at IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO report_dirty (at)
    SELECT DISTINCT t.at FROM old_rows o CROSS JOIN LATERAL (VALUES (o.created_at), (o.delivery_time), (o.weighed_at)) AS t(at)
     WHERE t.at IS NOT NULL;
  ELSE
    INSERT INTO report_dirty (at)
    SELECT DISTINCT t.at
      FROM old_rows o JOIN new_rows n ON n.id = o.id
     CROSS JOIN LATERAL (VALUES (o.created_at), (o.delivery_time), (o.weighed_at), (n.created_at), (n.delivery_time), (n.weighed_at)) AS t(at)
     WHERE t.at IS NOT NULL
       AND (o.status, o.payment_status, o.total_cents, o.subtotal_cents, o.tax_cents, o.tip_cents, o.delivery_fee_cents,
            o.discount_cents, o.gift_card_cents, o.estimated_total_cents, o.pounds, o.order_type, o.channel, o.payment_provider,
            o.customer_email, o.created_at, o.delivery_time, o.weighed_at, o.captured_cents, o.refunded_cents)
           IS DISTINCT FROM
           (n.status, n.payment_status, n.total_cents, n.subtotal_cents, n.tax_cents, n.tip_cents, n.delivery_fee_cents,
            n.discount_cents, n.gift_card_cents, n.estimated_total_cents, n.pounds, n.order_type, n.channel, n.payment_provider,
            n.customer_email, n.created_at, n.delivery_time, n.weighed_at, n.captured_cents, n.refunded_cents);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER orders_report_on_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_orders();
--> statement-breakpoint
CREATE TRIGGER orders_report_on_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_orders();
--> statement-breakpoint
CREATE TRIGGER orders_report_on_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_orders();
--> statement-breakpoint
-- A line added, weighed, changed or removed: its order's days (placed, picked up, weighed).
CREATE FUNCTION report_mark_order_items() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_dirty (at)
  SELECT DISTINCT t.at
    FROM orders o CROSS JOIN LATERAL (VALUES (o.created_at), (o.delivery_time), (o.weighed_at)) AS t(at)
   WHERE t.at IS NOT NULL
     AND o.id IN (SELECT order_id FROM changed_rows);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER order_items_report_on_insert AFTER INSERT ON order_items
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_order_items();
--> statement-breakpoint
CREATE TRIGGER order_items_report_on_update AFTER UPDATE ON order_items
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_order_items();
--> statement-breakpoint
CREATE TRIGGER order_items_report_on_delete AFTER DELETE ON order_items
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_order_items();
--> statement-breakpoint
-- Money taken: the day of the payment.
CREATE FUNCTION report_mark_payments() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_dirty (at) SELECT DISTINCT created_at FROM changed_rows;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER order_payments_report_on_insert AFTER INSERT ON order_payments
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_payments();
--> statement-breakpoint
CREATE TRIGGER order_payments_report_on_update AFTER UPDATE ON order_payments
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_payments();
--> statement-breakpoint
CREATE TRIGGER order_payments_report_on_delete AFTER DELETE ON order_payments
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_payments();
--> statement-breakpoint
-- Money given back: the day the refund went through.
CREATE FUNCTION report_mark_refunds() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_dirty (at) SELECT DISTINCT settled_at FROM changed_rows WHERE settled_at IS NOT NULL;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER refunds_report_on_insert AFTER INSERT ON refunds
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_refunds();
--> statement-breakpoint
CREATE TRIGGER refunds_report_on_update AFTER UPDATE ON refunds
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_refunds();
--> statement-breakpoint
CREATE TRIGGER refunds_report_on_delete AFTER DELETE ON refunds
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_refunds();
