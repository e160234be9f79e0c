CREATE TABLE "jackpot_cycles" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"jackpot_id" integer NOT NULL,
	"number" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"seed" bigint NOT NULL,
	"contributions" bigint DEFAULT 0 NOT NULL,
	"carry_e4" integer DEFAULT 0 NOT NULL,
	"bets" bigint DEFAULT 0 NOT NULL,
	"drop_at" bigint NOT NULL,
	"salt" text NOT NULL,
	"commitment" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dropped_at" timestamp with time zone,
	"payout" bigint,
	"winner_player_id" integer,
	"round_id" text,
	"game_id" integer,
	"bet_transaction_id" bigint,
	"win_transaction_id" bigint,
	CONSTRAINT "jackpot_cycles_number_key" UNIQUE("jackpot_id","number"),
	CONSTRAINT "jackpot_cycles_status_check" CHECK ("jackpot_cycles"."status" in ('open', 'dropped')),
	CONSTRAINT "jackpot_cycles_carry_check" CHECK ("jackpot_cycles"."carry_e4" >= 0 and "jackpot_cycles"."carry_e4" < 10000),
	CONSTRAINT "jackpot_cycles_drop_check" CHECK (("jackpot_cycles"."status" = 'open') = ("jackpot_cycles"."dropped_at" is null and "jackpot_cycles"."win_transaction_id" is null))
);
--> statement-breakpoint
CREATE TABLE "jackpot_games" (
	"jackpot_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	CONSTRAINT "jackpot_games_jackpot_id_game_id_pk" PRIMARY KEY("jackpot_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "jackpots" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"group_name" text NOT NULL,
	"currency_id" integer NOT NULL,
	"rate_bp" integer NOT NULL,
	"seed_amount" bigint NOT NULL,
	"must_drop_by" bigint NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jackpots_slug_currency_key" UNIQUE("slug","currency_id"),
	CONSTRAINT "jackpots_rate_check" CHECK ("jackpots"."rate_bp" between 1 and 2000),
	CONSTRAINT "jackpots_amounts_check" CHECK ("jackpots"."seed_amount" >= 0 and "jackpots"."must_drop_by" > "jackpots"."seed_amount"),
	CONSTRAINT "jackpots_status_check" CHECK ("jackpots"."status" in ('active', 'paused'))
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_check";--> statement-breakpoint
ALTER TABLE "jackpot_cycles" ADD CONSTRAINT "jackpot_cycles_jackpot_id_jackpots_id_fk" FOREIGN KEY ("jackpot_id") REFERENCES "public"."jackpots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_cycles" ADD CONSTRAINT "jackpot_cycles_winner_player_id_players_id_fk" FOREIGN KEY ("winner_player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_games" ADD CONSTRAINT "jackpot_games_jackpot_id_jackpots_id_fk" FOREIGN KEY ("jackpot_id") REFERENCES "public"."jackpots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_games" ADD CONSTRAINT "jackpot_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpots" ADD CONSTRAINT "jackpots_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "jackpot_cycles_open_idx" ON "jackpot_cycles" USING btree ("jackpot_id") WHERE "jackpot_cycles"."status" = 'open';--> statement-breakpoint
CREATE INDEX "jackpot_cycles_dropped_idx" ON "jackpot_cycles" USING btree ("dropped_at");--> statement-breakpoint
CREATE INDEX "jackpot_games_game_idx" ON "jackpot_games" USING btree ("game_id");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_check" CHECK ("ledger_accounts"."kind" in ('player_cash', 'player_bonus', 'house_game', 'house_bonus', 'payments', 'payout_pending', 'adjustments', 'wins_held', 'house_jackpot')
        and ("ledger_accounts"."player_id" is null) = ("ledger_accounts"."kind" not like 'player_%'));