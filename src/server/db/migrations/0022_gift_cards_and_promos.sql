CREATE TABLE "gift_card_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"card_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"order_id" uuid,
	"key" text NOT NULL,
	"by_user_id" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_card_ledger_key_unique" UNIQUE("key"),
	CONSTRAINT "gift_card_ledger_kind_valid" CHECK ("gift_card_ledger"."kind" in ('issued', 'reserved', 'released', 'captured', 'refunded', 'cashed_out', 'adjusted')),
	CONSTRAINT "gift_card_ledger_sign" CHECK (("gift_card_ledger"."kind" in ('issued', 'released', 'refunded') and "gift_card_ledger"."amount_cents" > 0) or ("gift_card_ledger"."kind" in ('reserved', 'captured', 'cashed_out') and "gift_card_ledger"."amount_cents" < 0) or ("gift_card_ledger"."kind" = 'adjusted' and "gift_card_ledger"."amount_cents" <> 0))
);
--> statement-breakpoint
CREATE TABLE "gift_card_sales" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"card_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"session_id" text,
	"payment_reference" text,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "gift_card_sales_card_id_unique" UNIQUE("card_id"),
	CONSTRAINT "gift_card_sales_session_id_unique" UNIQUE("session_id"),
	CONSTRAINT "gift_card_sales_amount_positive" CHECK ("gift_card_sales"."amount_cents" > 0),
	CONSTRAINT "gift_card_sales_status_valid" CHECK ("gift_card_sales"."status" in ('open', 'paid', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"code_hash" text,
	"last4" text,
	"initial_cents" integer NOT NULL,
	"expires_on" date,
	"recipient_name" text NOT NULL,
	"recipient_email" text NOT NULL,
	"recipient_phone" text DEFAULT '' NOT NULL,
	"sms_opt_in" boolean DEFAULT false NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"buyer_user_id" text,
	"buyer_name" text DEFAULT '' NOT NULL,
	"buyer_email" text,
	"issued_by_user_id" text,
	"deliver_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cards_kind_valid" CHECK ("gift_cards"."kind" in ('bought', 'promotional')),
	CONSTRAINT "gift_cards_status_valid" CHECK ("gift_cards"."status" in ('pending', 'active', 'frozen', 'void')),
	CONSTRAINT "gift_cards_initial_positive" CHECK ("gift_cards"."initial_cents" > 0),
	CONSTRAINT "gift_cards_bought_never_expire" CHECK ("gift_cards"."kind" = 'promotional' or "gift_cards"."expires_on" is null)
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"percent_bp" integer,
	"amount_cents" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"rules" jsonb NOT NULL,
	"created_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "promo_codes_kind_valid" CHECK ("promo_codes"."kind" in ('percent', 'amount', 'free_delivery')),
	CONSTRAINT "promo_codes_status_valid" CHECK ("promo_codes"."status" in ('active', 'paused', 'ended')),
	CONSTRAINT "promo_codes_value" CHECK (("promo_codes"."kind" = 'percent' and "promo_codes"."percent_bp" between 1 and 10000) or ("promo_codes"."kind" = 'amount' and "promo_codes"."amount_cents" > 0) or "promo_codes"."kind" = 'free_delivery')
);
--> statement-breakpoint
CREATE TABLE "promo_redemptions" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"promo_id" uuid NOT NULL,
	"customer_id" text,
	"customer_email" text NOT NULL,
	"discount_cents" integer NOT NULL,
	"voided" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_payments" DROP CONSTRAINT "order_payments_method_valid";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_amounts_consistent";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_method_valid";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promo" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_card_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_card_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "gift_cards" jsonb DEFAULT '{"cashOutState":"CA","perDayCents":100000,"newAccountDelayHours":24}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_card_ledger" ADD CONSTRAINT "gift_card_ledger_card_id_gift_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."gift_cards"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_ledger" ADD CONSTRAINT "gift_card_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_ledger" ADD CONSTRAINT "gift_card_ledger_by_user_id_user_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_sales" ADD CONSTRAINT "gift_card_sales_card_id_gift_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_buyer_user_id_user_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_issued_by_user_id_user_id_fk" FOREIGN KEY ("issued_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_created_by_user_id_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_promo_id_promo_codes_id_fk" FOREIGN KEY ("promo_id") REFERENCES "public"."promo_codes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_card_ledger_card_idx" ON "gift_card_ledger" USING btree ("card_id","id");--> statement-breakpoint
CREATE INDEX "gift_card_ledger_order_idx" ON "gift_card_ledger" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "gift_card_sales_open_idx" ON "gift_card_sales" USING btree (coalesce("checked_at", "created_at")) WHERE "gift_card_sales"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_code_hash_idx" ON "gift_cards" USING btree ("code_hash") WHERE "gift_cards"."code_hash" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_buyer_key_idx" ON "gift_cards" USING btree ("buyer_user_id","idempotency_key") WHERE "gift_cards"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "gift_cards_last4_idx" ON "gift_cards" USING btree ("last4");--> statement-breakpoint
CREATE INDEX "gift_cards_created_idx" ON "gift_cards" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "gift_cards_undelivered_idx" ON "gift_cards" USING btree ("deliver_at") WHERE "gift_cards"."delivered_at" is null and "gift_cards"."status" = 'active';--> statement-breakpoint
CREATE INDEX "promo_redemptions_promo_idx" ON "promo_redemptions" USING btree ("promo_id");--> statement-breakpoint
CREATE INDEX "promo_redemptions_customer_idx" ON "promo_redemptions" USING btree ("promo_id","customer_email");--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_method_valid" CHECK ("order_payments"."method" in ('card', 'cash', 'card_present', 'gift_card'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_gift_card_consistent" CHECK ("orders"."gift_card_cents" >= 0 and ("orders"."gift_card_cents" = 0 or "orders"."gift_card_id" is not null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amounts_consistent" CHECK ("orders"."subtotal_cents" > 0 and "orders"."tax_cents" >= 0 and "orders"."delivery_fee_cents" >= 0 and "orders"."tip_cents" >= 0 and "orders"."discount_cents" >= 0 and "orders"."discount_cents" <= "orders"."subtotal_cents" and "orders"."total_cents" = "orders"."subtotal_cents" - "orders"."discount_cents" + "orders"."tax_cents" + "orders"."delivery_fee_cents" + "orders"."tip_cents");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_valid" CHECK ("orders"."payment_method" is null or "orders"."payment_method" in ('card', 'cash', 'card_present', 'gift_card'));
--> statement-breakpoint
-- The ledger is append-only (ADR 0024): a card's balance is the sum of its entries, so no entry
-- may go, and no entry's card, kind, amount, key or time may change. Corrections are new entries
-- ('adjusted'). Only the links to an order or a person may be cleared, as their foreign keys do
-- when the order or the account is deleted.
CREATE OR REPLACE FUNCTION gift_card_ledger_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE'
    OR NEW.card_id IS DISTINCT FROM OLD.card_id
    OR NEW.kind IS DISTINCT FROM OLD.kind
    OR NEW.amount_cents IS DISTINCT FROM OLD.amount_cents
    OR NEW.key IS DISTINCT FROM OLD.key
    OR NEW.created_at IS DISTINCT FROM OLD.created_at
    OR (NEW.order_id IS NOT NULL AND NEW.order_id IS DISTINCT FROM OLD.order_id)
    OR (NEW.by_user_id IS NOT NULL AND NEW.by_user_id IS DISTINCT FROM OLD.by_user_id)
  THEN
    RAISE EXCEPTION 'gift_card_ledger is append-only (%)', TG_OP USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER gift_card_ledger_no_change
  BEFORE UPDATE OR DELETE ON gift_card_ledger
  FOR EACH ROW EXECUTE FUNCTION gift_card_ledger_append_only();
