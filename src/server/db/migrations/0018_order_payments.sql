CREATE TABLE "order_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"method" text NOT NULL,
	"provider" text,
	"reference" text,
	"top_up_id" uuid,
	"amount_cents" integer NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"taken_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_payments_amount_positive" CHECK ("order_payments"."amount_cents" > 0),
	CONSTRAINT "order_payments_refunded_within" CHECK ("order_payments"."refunded_cents" >= 0 and "order_payments"."refunded_cents" <= "order_payments"."amount_cents"),
	CONSTRAINT "order_payments_purpose_valid" CHECK ("order_payments"."purpose" in ('order', 'top_up', 'balance')),
	CONSTRAINT "order_payments_method_valid" CHECK ("order_payments"."method" in ('card', 'cash', 'card_present'))
);
--> statement-breakpoint
ALTER TABLE "order_top_ups" DROP CONSTRAINT "order_top_ups_status_valid";--> statement-breakpoint
ALTER TABLE "order_top_ups" ADD COLUMN "payment_reference" text;--> statement-breakpoint
ALTER TABLE "order_top_ups" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "capture_claim_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "capture_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "parts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_top_up_id_order_top_ups_id_fk" FOREIGN KEY ("top_up_id") REFERENCES "public"."order_top_ups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_taken_by_user_id_user_id_fk" FOREIGN KEY ("taken_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_payments_order_idx" ON "order_payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_top_ups_unsettled_idx" ON "order_top_ups" USING btree (coalesce("checked_at", "created_at")) WHERE "order_top_ups"."status" in ('open', 'superseded') and "order_top_ups"."session_id" is not null;--> statement-breakpoint
ALTER TABLE "order_top_ups" ADD CONSTRAINT "order_top_ups_status_valid" CHECK ("order_top_ups"."status" in ('open', 'paid', 'superseded', 'expired'));--> statement-breakpoint
-- Paid links whose payment the sandbox keeps: their payment id, for refunds (Stripe's stay unknown and are refunded from the dashboard).
UPDATE "order_top_ups" t SET "payment_reference" = s."payment_reference"
  FROM "sandbox_checkout_sessions" s
  WHERE t."status" = 'paid' AND s."id" = t."session_id" AND s."payment_reference" IS NOT NULL;--> statement-breakpoint
-- Every order that took money keeps its payments apart: the first payment (what was taken, less its paid links), then each paid link.
INSERT INTO "order_payments" ("order_id", "purpose", "method", "provider", "reference", "amount_cents", "refunded_cents", "created_at")
  SELECT o."id", 'order', coalesce(o."payment_method", 'card'),
    CASE WHEN o."payment_provider" = 'counter' THEN NULL ELSE o."payment_provider" END,
    CASE WHEN o."payment_provider" = 'counter' THEN NULL ELSE o."payment_reference" END,
    p."first", least(o."refunded_cents", p."first"), coalesce(o."paid_at", o."created_at")
  FROM "orders" o
  CROSS JOIN LATERAL (
    SELECT coalesce(o."captured_cents", o."total_cents")
      - coalesce((SELECT sum(t."amount_cents") FROM "order_top_ups" t WHERE t."order_id" = o."id" AND t."status" = 'paid'), 0)::int AS "first"
  ) p
  WHERE o."payment_status" IN ('paid', 'partially_refunded', 'refunded') AND p."first" > 0;--> statement-breakpoint
INSERT INTO "order_payments" ("order_id", "purpose", "method", "provider", "reference", "top_up_id", "amount_cents", "created_at")
  SELECT t."order_id", 'top_up', 'card', o."payment_provider", t."payment_reference", t."id", t."amount_cents", coalesce(t."paid_at", t."created_at")
  FROM "order_top_ups" t JOIN "orders" o ON o."id" = t."order_id"
  WHERE t."status" = 'paid';
