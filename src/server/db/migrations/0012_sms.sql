CREATE TABLE "dev_sms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"outbox_id" uuid,
	"to_phone" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_opt_outs" (
	"phone" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_phone" text NOT NULL,
	"body" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"kind" text NOT NULL,
	"related_order_id" uuid,
	"dedupe_key" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"provider_message_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "sms_outbox_dedupe_key_unique" UNIQUE("dedupe_key"),
	CONSTRAINT "sms_outbox_status_valid" CHECK ("sms_outbox"."status" in ('pending', 'sending', 'sent', 'failed')),
	CONSTRAINT "sms_outbox_locale_valid" CHECK ("sms_outbox"."locale" in ('en', 'es')),
	CONSTRAINT "sms_outbox_to_phone_e164" CHECK ("sms_outbox"."to_phone" ~ '^\+[1-9][0-9]{6,14}$')
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "sms_opt_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD CONSTRAINT "sms_outbox_related_order_id_orders_id_fk" FOREIGN KEY ("related_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dev_sms_to_created_idx" ON "dev_sms" USING btree ("to_phone","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sms_outbox_due_idx" ON "sms_outbox" USING btree ("next_attempt_at") WHERE "sms_outbox"."status" in ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "sms_outbox_related_order_id_idx" ON "sms_outbox" USING btree ("related_order_id");--> statement-breakpoint
-- A new text message wakes the SMS worker at once (channel 'sms_outbox'), as mail_outbox does;
-- the worker also polls, so a missed notification only delays a message.
CREATE OR REPLACE FUNCTION notify_sms_outbox() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sms_outbox', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sms_outbox_inserted
  AFTER INSERT ON sms_outbox
  FOR EACH STATEMENT EXECUTE FUNCTION notify_sms_outbox();
