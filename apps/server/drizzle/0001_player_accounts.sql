CREATE TABLE "captcha_used" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"state" text,
	"state_expires_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer,
	"channel" text NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"language" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "player_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_activity_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text,
	"user_agent" text,
	CONSTRAINT "player_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" serial PRIMARY KEY NOT NULL,
	"skin_id" integer NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"email_verified_at" timestamp with time zone,
	"mobile" text,
	"sms_verified_at" timestamp with time zone,
	"password_hash" text NOT NULL,
	"is_crypt" boolean DEFAULT true NOT NULL,
	"password_created_at" timestamp with time zone NOT NULL,
	"password_changed_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'incompleted' NOT NULL,
	"status_reason" text,
	"status_expires_at" timestamp with time zone,
	"firstname" text,
	"lastname" text,
	"gender" text,
	"dob" date,
	"country" text NOT NULL,
	"nationality" text,
	"birth_country" text,
	"city" text,
	"street" text,
	"street_number" text,
	"postal_code" text,
	"currency_id" integer NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"is_pep" boolean DEFAULT false NOT NULL,
	"is_ubo" boolean DEFAULT false NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"aml_score" integer DEFAULT 0 NOT NULL,
	"manual_score" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"max_daily_deposit" bigint,
	"max_weekly_deposit" bigint,
	"max_monthly_deposit" bigint,
	"max_daily_bet" bigint,
	"max_daily_loss" bigint,
	"max_daily_playing_time" integer,
	"reality_minutes" integer,
	"newsletter" boolean DEFAULT false NOT NULL,
	"terms_version" integer,
	"terms_accepted_at" timestamp with time zone,
	"referral_code" text,
	"promocode" text,
	"campaign_id" integer,
	"registration_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"channel" text NOT NULL,
	"destination" text NOT NULL,
	"code_hash" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_sessions" ADD CONSTRAINT "player_sessions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_skin_id_skins_id_fk" FOREIGN KEY ("skin_id") REFERENCES "public"."skins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_created_idx" ON "outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "player_sessions_player_idx" ON "player_sessions" USING btree ("player_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "players_skin_username_idx" ON "players" USING btree ("skin_id",lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "players_skin_email_idx" ON "players" USING btree ("skin_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "players_skin_mobile_idx" ON "players" USING btree ("skin_id","mobile");--> statement-breakpoint
CREATE INDEX "players_person_idx" ON "players" USING btree ("skin_id",lower("firstname"),lower("lastname"),"dob");--> statement-breakpoint
CREATE INDEX "verification_codes_player_idx" ON "verification_codes" USING btree ("player_id","channel");