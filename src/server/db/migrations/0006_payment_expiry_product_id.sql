DROP INDEX "orders_unpaid_idx";--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "product_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_expires_at" timestamp with time zone DEFAULT now() + interval '24 hours' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_checked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_unpaid_idx" ON "orders" USING btree (coalesce("payment_checked_at", "created_at")) WHERE "orders"."payment_status" in ('unpaid', 'processing') and "orders"."status" <> 'cancelled';--> statement-breakpoint
-- The payment sweeper stamps payment_checked_at on the orders it asked about every minute:
-- bookkeeping nobody watches, so such an update alone tells no one (the rest as in 0005).
CREATE OR REPLACE FUNCTION notify_orders_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (to_jsonb(OLD) - 'payment_checked_at') = (to_jsonb(NEW) - 'payment_checked_at') THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify(
    'orders_changed',
    json_build_object(
      'id', NEW.id,
      'customerId', NEW.customer_id,
      'status', NEW.status,
      'paymentStatus', NEW.payment_status,
      'op', lower(TG_OP)
    )::text
  );
  RETURN NULL;
END;
$$;
