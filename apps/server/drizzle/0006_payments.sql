CREATE TABLE "bank_statement_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"statement_id" integer NOT NULL,
	"entry_key" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"variable_symbol" text,
	"remittance" text,
	"debtor_name" text,
	"debtor_iban" text,
	"booking_date" text,
	"status" text NOT NULL,
	"payment_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_statement_entries_entry_key_unique" UNIQUE("entry_key")
);
--> statement-breakpoint
CREATE TABLE "bank_statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"format" text NOT NULL,
	"statement_ref" text NOT NULL,
	"file_sha256" text NOT NULL,
	"entries" integer NOT NULL,
	"matched" integer NOT NULL,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_key" text NOT NULL,
	"payment_id" bigint,
	"outcome" text NOT NULL,
	"body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_key" UNIQUE("provider","event_key")
);
--> statement-breakpoint
CREATE TABLE "payment_method_limits" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_method_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"deposit_min" bigint NOT NULL,
	"deposit_max" bigint NOT NULL,
	"withdraw_min" bigint,
	"withdraw_max" bigint,
	CONSTRAINT "payment_method_limits_check" CHECK ("payment_method_limits"."deposit_min" > 0 and "payment_method_limits"."deposit_max" >= "payment_method_limits"."deposit_min"
        and ("payment_method_limits"."withdraw_min" is null or "payment_method_limits"."withdraw_max" >= "payment_method_limits"."withdraw_min"))
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"skin_id" integer NOT NULL,
	"method_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"provider" text NOT NULL,
	"kind" text NOT NULL,
	"deposit" boolean DEFAULT true NOT NULL,
	"withdrawal" boolean DEFAULT false NOT NULL,
	"sepa" boolean DEFAULT false NOT NULL,
	"countries" text[],
	"enabled" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"method_id" integer NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'initialized' NOT NULL,
	"amount" bigint NOT NULL,
	"currency_id" integer NOT NULL,
	"idempotency_key" text,
	"request_hash" text,
	"reply" jsonb,
	"provider_ref" text,
	"reference" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"payout_account_id" integer,
	"bonus_code" text,
	"ledger_transaction_id" bigint,
	"settle_transaction_id" bigint,
	"reason" text,
	"approved_at" timestamp with time zone,
	"payout_batch_id" integer,
	"staff_id" integer,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_type_check" CHECK ("payments"."type" in (1, 2)),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('initialized', 'pending', 'authorized', 'declined', 'reverted')),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"label" text NOT NULL,
	"provider" text,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "payout_accounts_kind_check" CHECK ("payout_accounts"."kind" in ('iban', 'card', 'ewallet'))
);
--> statement-breakpoint
CREATE TABLE "payout_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" text NOT NULL,
	"currency_id" integer NOT NULL,
	"count" integer NOT NULL,
	"total" bigint NOT NULL,
	"xml" text NOT NULL,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_batches_message_id_unique" UNIQUE("message_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"operation" text NOT NULL,
	"product" text NOT NULL,
	"merchant_ref" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"reason" text,
	"card_brand" text,
	"card_last4" text,
	"instrument_token" text,
	"challenge_code" text,
	"return_url" text NOT NULL,
	"notify_url" text NOT NULL,
	"customer_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_wallets" (
	"customer_ref" text PRIMARY KEY NOT NULL,
	"pin_hash" text NOT NULL,
	"wallet_token" text NOT NULL,
	"balance" bigint DEFAULT 10000000 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_gateway_wallets_wallet_token_unique" UNIQUE("wallet_token")
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_webhooks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"event_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"body" text NOT NULL,
	"url" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_gateway_webhooks_event_id_unique" UNIQUE("event_id")
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_check";--> statement-breakpoint
ALTER TABLE "bank_statement_entries" ADD CONSTRAINT "bank_statement_entries_statement_id_bank_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."bank_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_entries" ADD CONSTRAINT "bank_statement_entries_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_method_limits" ADD CONSTRAINT "payment_method_limits_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_method_limits" ADD CONSTRAINT "payment_method_limits_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_skin_id_skins_id_fk" FOREIGN KEY ("skin_id") REFERENCES "public"."skins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payout_account_id_payout_accounts_id_fk" FOREIGN KEY ("payout_account_id") REFERENCES "public"."payout_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payout_batch_id_payout_batches_id_fk" FOREIGN KEY ("payout_batch_id") REFERENCES "public"."payout_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_batches" ADD CONSTRAINT "payout_batches_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_batches" ADD CONSTRAINT "payout_batches_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_gateway_webhooks" ADD CONSTRAINT "sandbox_gateway_webhooks_session_id_sandbox_gateway_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sandbox_gateway_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_statement_entries_status_idx" ON "bank_statement_entries" USING btree ("status");--> statement-breakpoint
CREATE INDEX "payment_events_payment_idx" ON "payment_events" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_method_limits_method_currency_idx" ON "payment_method_limits" USING btree ("payment_method_id","currency_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_skin_method_idx" ON "payment_methods" USING btree ("skin_id","method_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_idempotency_idx" ON "payments" USING btree ("player_id","type","idempotency_key") WHERE "payments"."idempotency_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_ref_idx" ON "payments" USING btree ("provider","provider_ref") WHERE "payments"."provider_ref" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_reference_idx" ON "payments" USING btree ("provider","reference") WHERE "payments"."reference" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_idx" ON "payments" USING btree ("player_id","type") WHERE "payments"."status" in ('initialized', 'pending');--> statement-breakpoint
CREATE INDEX "payments_player_idx" ON "payments" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status","type","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_player_value_idx" ON "payout_accounts" USING btree ("player_id","kind","value");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_gateway_sessions_ref_idx" ON "sandbox_gateway_sessions" USING btree ("operation","merchant_ref");--> statement-breakpoint
CREATE INDEX "sandbox_gateway_webhooks_due_idx" ON "sandbox_gateway_webhooks" USING btree ("next_attempt_at") WHERE "sandbox_gateway_webhooks"."delivered_at" is null;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_check" CHECK ("ledger_accounts"."kind" in ('player_cash', 'player_bonus', 'house_game', 'house_bonus', 'payments', 'payout_pending', 'adjustments')
        and ("ledger_accounts"."player_id" is null) = ("ledger_accounts"."kind" not like 'player_%'));