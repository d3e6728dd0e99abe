CREATE TABLE "order_figures" (
	"shard" smallint PRIMARY KEY NOT NULL,
	"taken_orders" bigint DEFAULT 0 NOT NULL,
	"revenue_cents" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "messages_created_at_idx";--> statement-breakpoint
DROP INDEX "orders_created_at_idx";--> statement-breakpoint
DROP INDEX "orders_status_idx";--> statement-breakpoint
DROP INDEX "orders_customer_id_idx";--> statement-breakpoint
CREATE INDEX "mail_outbox_sent_idx" ON "mail_outbox" USING btree (coalesce("sent_at", "created_at"),"id") WHERE "mail_outbox"."status" = 'sent' and not "mail_outbox"."is_sensitive";--> statement-breakpoint
CREATE INDEX "mail_outbox_unread_idx" ON "mail_outbox" USING btree ("id") WHERE "mail_outbox"."status" = 'sent' and not "mail_outbox"."is_read" and not "mail_outbox"."is_sensitive";--> statement-breakpoint
CREATE INDEX "messages_created_at_id_idx" ON "messages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_created_at_id_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_created_at_id_idx" ON "orders" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_pending_taken_idx" ON "orders" USING btree ("created_at") WHERE "orders"."status" = 'pending' and "orders"."payment_status" in ('paid', 'authorized', 'partially_refunded', 'refunded');--> statement-breakpoint
CREATE INDEX "orders_expired_hold_idx" ON "orders" USING btree ("hold_expires_at") WHERE "orders"."payment_status" = 'expired' and "orders"."hold_expires_at" is not null and "orders"."status" not in ('completed', 'cancelled');--> statement-breakpoint
CREATE INDEX "orders_kitchen_idx" ON "orders" USING btree ("delivery_time","created_at","id") WHERE "orders"."status" in ('pending', 'processing', 'ready');--> statement-breakpoint
CREATE INDEX "orders_customer_created_at_id_idx" ON "orders" USING btree ("customer_id","created_at","id");--> statement-breakpoint
-- Issue 18: the dashboard's all-time figures kept as orders change (order_figures, see the schema).
-- An order counts as taken when paid, held or refunded; its revenue is the money captured (the
-- total when paid at once) less refunds, while paid or refunded. Each insert, update or delete adds
-- the difference it makes to one shard (by the order's id), in the change's own transaction.
CREATE FUNCTION keep_order_figures() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  taken_delta bigint := 0;
  revenue_delta bigint := 0;
  order_id uuid;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    order_id := OLD.id;
    IF OLD.payment_status IN ('paid', 'authorized', 'partially_refunded', 'refunded') THEN
      taken_delta := taken_delta - 1;
    END IF;
    IF OLD.payment_status IN ('paid', 'partially_refunded', 'refunded') THEN
      revenue_delta := revenue_delta - (coalesce(OLD.captured_cents, OLD.total_cents) - OLD.refunded_cents);
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    order_id := NEW.id;
    IF NEW.payment_status IN ('paid', 'authorized', 'partially_refunded', 'refunded') THEN
      taken_delta := taken_delta + 1;
    END IF;
    IF NEW.payment_status IN ('paid', 'partially_refunded', 'refunded') THEN
      revenue_delta := revenue_delta + (coalesce(NEW.captured_cents, NEW.total_cents) - NEW.refunded_cents);
    END IF;
  END IF;
  IF taken_delta = 0 AND revenue_delta = 0 THEN
    RETURN NULL;
  END IF;
  INSERT INTO order_figures AS kept (shard, taken_orders, revenue_cents)
    VALUES (hashtext(order_id::text) & 15, taken_delta, revenue_delta)
    ON CONFLICT (shard) DO UPDATE
      SET taken_orders = kept.taken_orders + excluded.taken_orders,
          revenue_cents = kept.revenue_cents + excluded.revenue_cents;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- An order placed unpaid (every website order) does not call the function at all.
CREATE TRIGGER orders_keep_figures_on_insert
  AFTER INSERT ON orders
  FOR EACH ROW
  WHEN (NEW.payment_status IN ('paid', 'authorized', 'partially_refunded', 'refunded'))
  EXECUTE FUNCTION keep_order_figures();
--> statement-breakpoint
CREATE TRIGGER orders_keep_figures_on_update
  AFTER UPDATE OF payment_status, captured_cents, total_cents, refunded_cents ON orders
  FOR EACH ROW
  WHEN (OLD.payment_status IS DISTINCT FROM NEW.payment_status
        OR OLD.captured_cents IS DISTINCT FROM NEW.captured_cents
        OR OLD.total_cents IS DISTINCT FROM NEW.total_cents
        OR OLD.refunded_cents IS DISTINCT FROM NEW.refunded_cents)
  EXECUTE FUNCTION keep_order_figures();
--> statement-breakpoint
CREATE TRIGGER orders_keep_figures_on_delete
  AFTER DELETE ON orders
  FOR EACH ROW
  WHEN (OLD.payment_status IN ('paid', 'authorized', 'partially_refunded', 'refunded'))
  EXECUTE FUNCTION keep_order_figures();
--> statement-breakpoint
-- Emptied orders, empty figures.
CREATE FUNCTION clear_order_figures() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM order_figures;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER orders_clear_figures_on_truncate
  AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION clear_order_figures();
--> statement-breakpoint
-- A running shop's orders so far. Its writes wait for this migration's commit (the lock), so no
-- change falls between this sum and the triggers above.
LOCK TABLE orders IN SHARE MODE;
--> statement-breakpoint
INSERT INTO order_figures (shard, taken_orders, revenue_cents)
SELECT hashtext(id::text) & 15,
       count(*) FILTER (WHERE payment_status IN ('paid', 'authorized', 'partially_refunded', 'refunded')),
       coalesce(sum(coalesce(captured_cents, total_cents) - refunded_cents)
                FILTER (WHERE payment_status IN ('paid', 'partially_refunded', 'refunded')), 0)
  FROM orders
 GROUP BY 1;
