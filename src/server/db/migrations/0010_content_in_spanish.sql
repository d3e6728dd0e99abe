ALTER TABLE "blog_posts" ADD COLUMN "title_es" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "content_es" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "name_es" text;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "name_es" text;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "description_es" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_title_es_not_blank" CHECK ("blog_posts"."title_es" is null or length(btrim("blog_posts"."title_es")) > 0);--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_name_es_not_blank" CHECK ("categories"."name_es" is null or length(btrim("categories"."name_es")) > 0);--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_name_es_not_blank" CHECK ("items"."name_es" is null or length(btrim("items"."name_es")) > 0);