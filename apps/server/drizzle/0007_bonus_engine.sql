ALTER TABLE "staff" DROP CONSTRAINT "staff_role_check";--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "kind" text DEFAULT 'deposit' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "state" text DEFAULT 'running' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "wagering_base" text DEFAULT 'bonus' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "contributions" jsonb DEFAULT '{"slot":100,"instant":100,"scratch":100,"crash":100,"bingo":100,"table":10,"live":0,"default":0}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "max_cashout" bigint;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "min_balance" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "freespin_stake" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "freespin_game_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "validity_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "promotion_page_id" integer;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "player_campaigns" ADD COLUMN "source" text DEFAULT 'staff' NOT NULL;--> statement-breakpoint
ALTER TABLE "player_campaigns" ADD COLUMN "awaiting" text;--> statement-breakpoint
ALTER TABLE "player_campaigns" ADD COLUMN "claim_key" text DEFAULT 'once' NOT NULL;--> statement-breakpoint
ALTER TABLE "player_campaigns" ADD COLUMN "deposit_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "player_campaigns" ADD COLUMN "payment_id" integer;--> statement-breakpoint
ALTER TABLE "player_campaigns" ADD COLUMN "wagering" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "player_campaigns" ADD COLUMN "contributions" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "player_campaigns" ADD COLUMN "min_balance" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "player_campaigns" ADD COLUMN "max_cashout" bigint;--> statement-breakpoint
ALTER TABLE "player_campaigns" ADD COLUMN "freespin_stake" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "player_campaigns" ADD COLUMN "freespin_game_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "player_campaigns" ADD COLUMN "freespins_won" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "player_campaigns" ADD COLUMN "converted_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "player_campaigns" ADD COLUMN "removed_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "player_campaigns" ADD COLUMN "validity_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "player_campaigns" ADD COLUMN "activated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "player_campaigns" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "player_campaigns" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
UPDATE "player_campaigns" SET "status" = 'forfeited', "ended_at" = "updated_at" WHERE "status" = 'cancelled';--> statement-breakpoint
UPDATE "player_campaigns" SET "activated_at" = "created_at" WHERE "status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "player_campaigns_claim_idx" ON "player_campaigns" USING btree ("player_id","campaign_id","claim_key");--> statement-breakpoint
CREATE INDEX "player_campaigns_expiry_idx" ON "player_campaigns" USING btree ("expires_at") WHERE "player_campaigns"."status" = 'active';--> statement-breakpoint
CREATE INDEX "player_campaigns_campaign_idx" ON "player_campaigns" USING btree ("campaign_id","status");--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_kind_check" CHECK ("campaigns"."kind" in ('deposit', 'no_deposit', 'free_spins', 'cashback'));--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_state_check" CHECK ("campaigns"."state" in ('running', 'paused', 'ended'));--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_wagering_base_check" CHECK ("campaigns"."wagering_base" in ('bonus', 'bonus_deposit'));--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_money_check" CHECK ("campaigns"."amount" >= 0 and "campaigns"."min_dep" >= 0 and "campaigns"."min_balance" >= 0 and "campaigns"."freespin_stake" >= 0 and "campaigns"."wagering" >= 0 and "campaigns"."freespins" >= 0);--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_role_check" CHECK ("staff"."role" in ('admin', 'support', 'finance', 'compliance', 'marketing'));--> statement-breakpoint
ALTER TABLE "player_campaigns" ADD CONSTRAINT "player_campaigns_status_check" CHECK ("player_campaigns"."status" in ('unused', 'active', 'completed', 'forfeited', 'expired', 'lost'));--> statement-breakpoint
ALTER TABLE "player_campaigns" ADD CONSTRAINT "player_campaigns_freespins_check" CHECK ("player_campaigns"."freespins_counter" >= 0 and "player_campaigns"."freespins_counter" <= "player_campaigns"."freespins");