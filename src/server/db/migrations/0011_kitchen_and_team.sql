CREATE TABLE "team_members" (
	"email" text PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"granted_by_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_members_role_valid" CHECK ("team_members"."role" in ('admin', 'staff')),
	CONSTRAINT "team_members_email_lower" CHECK ("team_members"."email" = lower("team_members"."email"))
);
--> statement-breakpoint
ALTER TABLE "order_status_history" DROP CONSTRAINT "order_status_history_status_valid";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_valid";--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_status_valid" CHECK ("order_status_history"."status" in ('pending', 'processing', 'ready', 'completed', 'cancelled'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_valid" CHECK ("orders"."status" in ('pending', 'processing', 'ready', 'completed', 'cancelled'));