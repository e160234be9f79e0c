CREATE TABLE "job_state" (
	"name" text PRIMARY KEY NOT NULL,
	"watermark" timestamp with time zone,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "valid_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "valid_to" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cms_pages" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "game_sections" ADD COLUMN "rank" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "has_demo" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "status_before_block" jsonb;--> statement-breakpoint
ALTER TABLE "sections" ADD COLUMN "is_visible" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "outbox_player_idx" ON "outbox" USING btree ("player_id","created_at");--> statement-breakpoint
-- A section's order was the games' global rank until now: each section starts from it.
UPDATE "game_sections" SET "rank" = "games"."rank" FROM "games" WHERE "games"."id" = "game_sections"."game_id";
