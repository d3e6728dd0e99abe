-- Catering (ADR 0023): requests, every quote version, keyed payments and refunds, and the history.
-- An upgraded shop keeps every row: items get no catering role (nothing on the catering menu until the
-- owner says so), the settings row gets the default rules, and sandbox sessions may now pay for a
-- catering payment as well as an order (their order_id names either, as Stripe's metadata does).
CREATE TABLE "catering_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"token_hash" text NOT NULL,
	"event_at" timestamp with time zone NOT NULL,
	"fulfilment" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"guests" integer NOT NULL,
	"style" text NOT NULL,
	"wishes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"dietary_notes" text DEFAULT '' NOT NULL,
	"customer_name" text NOT NULL,
	"customer_phone" text NOT NULL,
	"customer_email" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"sms_opt_in" boolean DEFAULT false NOT NULL,
	"quote_version" integer DEFAULT 0 NOT NULL,
	"accepted_version" integer,
	"quote_expires_at" timestamp with time zone,
	"total_cents" integer DEFAULT 0 NOT NULL,
	"deposit_cents" integer DEFAULT 0 NOT NULL,
	"paid_cents" integer DEFAULT 0 NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"deposit_paid_cents" integer DEFAULT 0 NOT NULL,
	"pounds" numeric(10, 3) DEFAULT 0 NOT NULL,
	"weighed" jsonb,
	"weighed_at" timestamp with time zone,
	"balance_due_at" timestamp with time zone,
	"balance_asked_at" timestamp with time zone,
	"balance_reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catering_events_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "catering_events_status_valid" CHECK (status in ('requested','quoted','accepted','confirmed','balance_due','paid','fulfilled','closed','declined','expired','cancelled','no_show')),
	CONSTRAINT "catering_events_guests_positive" CHECK ("catering_events"."guests" > 0),
	CONSTRAINT "catering_events_money_valid" CHECK ("catering_events"."paid_cents" >= 0 and "catering_events"."refunded_cents" >= 0 and "catering_events"."refunded_cents" <= "catering_events"."paid_cents")
);
--> statement-breakpoint
CREATE TABLE "catering_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"note" jsonb,
	"by" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catering_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"session_id" text,
	"payment_reference" text,
	"refund_of" uuid,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"method" text,
	"by_user" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	CONSTRAINT "catering_payments_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "catering_payments_session_id_unique" UNIQUE("session_id"),
	CONSTRAINT "catering_payments_amount_positive" CHECK ("catering_payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "catering_quotes" (
	"event_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"service_fee_cents" integer NOT NULL,
	"delivery_fee_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"deposit_cents" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catering_quotes_event_id_version_pk" PRIMARY KEY("event_id","version")
);
--> statement-breakpoint
ALTER TABLE "sandbox_checkout_sessions" DROP CONSTRAINT "sandbox_checkout_sessions_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "catering_role" text;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "catering" jsonb DEFAULT '{"minGuests":15,"leadTiers":[{"minGuests":15,"hours":72},{"minGuests":50,"hours":120},{"minGuests":100,"hours":168}],"depositPercent":30,"quoteValidDays":7,"balanceDueDays":2,"cancellationTiers":[{"minDays":14,"refundPercent":100},{"minDays":3,"refundPercent":50}]}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "catering_history" ADD CONSTRAINT "catering_history_event_id_catering_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."catering_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catering_payments" ADD CONSTRAINT "catering_payments_event_id_catering_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."catering_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catering_quotes" ADD CONSTRAINT "catering_quotes_event_id_catering_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."catering_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catering_events_event_at_idx" ON "catering_events" USING btree ("event_at");--> statement-breakpoint
CREATE INDEX "catering_events_status_idx" ON "catering_events" USING btree ("status","event_at");--> statement-breakpoint
CREATE INDEX "catering_history_event_idx" ON "catering_history" USING btree ("event_id","at");--> statement-breakpoint
CREATE INDEX "catering_payments_event_idx" ON "catering_payments" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "catering_payments_one_open_page" ON "catering_payments" USING btree ("event_id") WHERE "catering_payments"."status" = 'open';--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_catering_role_valid" CHECK ("items"."catering_role" is null or "items"."catering_role" in ('meat', 'tortillas', 'salsa', 'side', 'tamales'));
--> statement-breakpoint
-- A change to a catering event reaches the admin's live streams on every instance, on the orders'
-- channel, marked kind 'catering' (customers' streams match on customerId, null here: never theirs).
CREATE OR REPLACE FUNCTION notify_catering_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(
    'orders_changed',
    json_build_object(
      'id', NEW.id,
      'customerId', null,
      'status', NEW.status,
      'paymentStatus', null,
      'op', lower(TG_OP),
      'kind', 'catering'
    )::text
  );
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER catering_changed
  AFTER INSERT OR UPDATE ON catering_events
  FOR EACH ROW EXECUTE FUNCTION notify_catering_changed();
