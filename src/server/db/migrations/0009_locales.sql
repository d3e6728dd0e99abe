ALTER TABLE "user" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_locale_valid" CHECK ("user"."locale" in ('en', 'es'));--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_locale_valid" CHECK ("mail_outbox"."locale" in ('en', 'es'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_locale_valid" CHECK ("orders"."locale" in ('en', 'es'));