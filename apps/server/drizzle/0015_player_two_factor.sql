CREATE TABLE "player_recovery_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "player_two_factor" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"secret" text,
	"enabled_at" timestamp with time zone,
	"last_step" bigint,
	"pending_secret" text,
	"pending_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "player_recovery_codes" ADD CONSTRAINT "player_recovery_codes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_two_factor" ADD CONSTRAINT "player_two_factor_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_recovery_codes_player_idx" ON "player_recovery_codes" USING btree ("player_id");