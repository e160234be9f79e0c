CREATE TABLE "limit_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"type" text NOT NULL,
	"field" text NOT NULL,
	"previous_value" bigint,
	"value" bigint,
	"expires_at" timestamp with time zone,
	"previous_expires_at" timestamp with time zone,
	"reason" text,
	"status" text NOT NULL,
	"direction" text NOT NULL,
	"activated_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"decision_note" text,
	CONSTRAINT "limit_requests_status_check" CHECK ("limit_requests"."status" in ('pending', 'activated', 'deleted', 'rejected')),
	CONSTRAINT "limit_requests_type_check" CHECK ("limit_requests"."type" in ('limit', 'self_exclusion'))
);
--> statement-breakpoint
CREATE TABLE "player_day_totals" (
	"player_id" integer NOT NULL,
	"day" date NOT NULL,
	"stakes" bigint DEFAULT 0 NOT NULL,
	"wins" bigint DEFAULT 0 NOT NULL,
	"play_seconds" integer DEFAULT 0 NOT NULL,
	"last_activity_at" timestamp with time zone,
	CONSTRAINT "player_day_totals_player_id_day_pk" PRIMARY KEY("player_id","day")
);
--> statement-breakpoint
CREATE TABLE "player_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"type" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"image" text,
	"duration" integer,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"staff_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "reality_checks" ADD COLUMN "action" text;--> statement-breakpoint
ALTER TABLE "reality_checks" ADD COLUMN "session_id" integer;--> statement-breakpoint
ALTER TABLE "reality_checks" ADD COLUMN "played_seconds" integer;--> statement-breakpoint
ALTER TABLE "reality_checks" ADD COLUMN "stakes" bigint;--> statement-breakpoint
ALTER TABLE "reality_checks" ADD COLUMN "wins" bigint;--> statement-breakpoint
ALTER TABLE "limit_requests" ADD CONSTRAINT "limit_requests_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "limit_requests" ADD CONSTRAINT "limit_requests_decided_by_staff_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_day_totals" ADD CONSTRAINT "player_day_totals_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_messages" ADD CONSTRAINT "player_messages_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_messages" ADD CONSTRAINT "player_messages_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "limit_requests_player_idx" ON "limit_requests" USING btree ("player_id","field","created_at");--> statement-breakpoint
CREATE INDEX "limit_requests_pending_idx" ON "limit_requests" USING btree ("activated_at") WHERE "limit_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "player_messages_player_idx" ON "player_messages" USING btree ("player_id","read_at","id");