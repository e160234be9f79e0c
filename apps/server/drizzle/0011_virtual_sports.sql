CREATE TABLE "virtual_bets" (
	"id" text PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"currency" text NOT NULL,
	"selection" text NOT NULL,
	"odds" integer NOT NULL,
	"stake" bigint NOT NULL,
	"status" text NOT NULL,
	"win" bigint,
	"bet_transaction_id" text NOT NULL,
	"bet_ledger_id" bigint,
	"win_transaction_id" text,
	"win_ledger_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "virtual_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"server_seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"rtp_bp" integer NOT NULL,
	"odds" jsonb,
	"result" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"settle_lease_until" timestamp with time zone,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "virtual_bets" ADD CONSTRAINT "virtual_bets_event_id_virtual_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."virtual_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_bets" ADD CONSTRAINT "virtual_bets_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_bets" ADD CONSTRAINT "virtual_bets_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "virtual_bets_request_idx" ON "virtual_bets" USING btree ("player_id","request_id");--> statement-breakpoint
CREATE INDEX "virtual_bets_event_idx" ON "virtual_bets" USING btree ("event_id","status");--> statement-breakpoint
CREATE INDEX "virtual_bets_player_idx" ON "virtual_bets" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "virtual_events_starts_idx" ON "virtual_events" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "virtual_events_status_idx" ON "virtual_events" USING btree ("status","starts_at");