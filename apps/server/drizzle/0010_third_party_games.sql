CREATE TABLE "favourite_games" (
	"player_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourite_games_player_id_game_id_pk" PRIMARY KEY("player_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_stats" (
	"game_id" integer PRIMARY KEY NOT NULL,
	"rounds_7d" integer DEFAULT 0 NOT NULL,
	"players_7d" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_recent_games" (
	"player_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"last_played_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mode" text DEFAULT 'real' NOT NULL,
	CONSTRAINT "player_recent_games_player_id_game_id_pk" PRIMARY KEY("player_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "held_wins" (
	"id" serial PRIMARY KEY NOT NULL,
	"ledger_transaction_id" bigint NOT NULL,
	"player_id" integer NOT NULL,
	"game_id" integer,
	"currency_id" integer NOT NULL,
	"provider" text NOT NULL,
	"round_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"cap" bigint NOT NULL,
	"cap_kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"review_note" text,
	"settlement_transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "held_wins_status_check" CHECK ("held_wins"."status" in ('pending', 'paid', 'refused'))
);
--> statement-breakpoint
CREATE TABLE "provider_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"provider" text NOT NULL,
	"mode" text NOT NULL,
	"player_id" integer,
	"player_session_id" integer,
	"game_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"language" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_sessions_mode_check" CHECK ("provider_sessions"."mode" in ('real', 'demo'))
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "external_code" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "image_url" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "rtp_bp" integer;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "volatility" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "max_win_multiplier" integer;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "integration" text DEFAULT 'studio' NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "aggregator" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "launch_url" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "max_win_cap" bigint;--> statement-breakpoint
ALTER TABLE "favourite_games" ADD CONSTRAINT "favourite_games_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_games" ADD CONSTRAINT "favourite_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_stats" ADD CONSTRAINT "game_stats_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_recent_games" ADD CONSTRAINT "player_recent_games_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_recent_games" ADD CONSTRAINT "player_recent_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "held_wins" ADD CONSTRAINT "held_wins_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "held_wins" ADD CONSTRAINT "held_wins_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "held_wins" ADD CONSTRAINT "held_wins_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "held_wins" ADD CONSTRAINT "held_wins_reviewed_by_staff_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_sessions" ADD CONSTRAINT "provider_sessions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_sessions" ADD CONSTRAINT "provider_sessions_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_sessions" ADD CONSTRAINT "provider_sessions_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_recent_games_idx" ON "player_recent_games" USING btree ("player_id","last_played_at");--> statement-breakpoint
CREATE UNIQUE INDEX "held_wins_tx_idx" ON "held_wins" USING btree ("ledger_transaction_id");--> statement-breakpoint
CREATE INDEX "held_wins_status_idx" ON "held_wins" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_sessions_token_idx" ON "provider_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "provider_sessions_player_idx" ON "provider_sessions" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "games_provider_external_idx" ON "games" USING btree ("provider_id","external_code") WHERE "games"."external_code" is not null;--> statement-breakpoint
-- Recently played starts from the launches made before this migration (the latest per game).
INSERT INTO "player_recent_games" ("player_id", "game_id", "last_played_at", "mode")
SELECT DISTINCT ON ("player_id", "game_id") "player_id", "game_id", "created_at", "mode"
FROM "studio_launch_tokens" WHERE "player_id" IS NOT NULL
ORDER BY "player_id", "game_id", "created_at" DESC
ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_check";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_check" CHECK ("ledger_accounts"."kind" in ('player_cash', 'player_bonus', 'house_game', 'house_bonus', 'payments', 'payout_pending', 'adjustments', 'wins_held')
        and ("ledger_accounts"."player_id" is null) = ("ledger_accounts"."kind" not like 'player_%'));
