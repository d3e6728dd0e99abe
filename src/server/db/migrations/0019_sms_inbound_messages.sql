CREATE TABLE "sms_inbound_messages" (
	"message_sid" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sms_inbound_messages_received_at_idx" ON "sms_inbound_messages" USING btree ("received_at");