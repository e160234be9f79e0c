CREATE TABLE "ledger_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"currency_id" integer NOT NULL,
	"player_id" integer,
	CONSTRAINT "ledger_accounts_kind_key" UNIQUE NULLS NOT DISTINCT("kind","currency_id","player_id"),
	CONSTRAINT "ledger_accounts_kind_check" CHECK ("ledger_accounts"."kind" in ('player_cash', 'player_bonus', 'house_game', 'house_bonus', 'payments', 'adjustments')
        and ("ledger_accounts"."player_id" is null) = ("ledger_accounts"."kind" not like 'player_%'))
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" bigint NOT NULL,
	"account_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "ledger_entries_amount_check" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" smallint NOT NULL,
	"status" text NOT NULL,
	"player_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"cash" bigint DEFAULT 0 NOT NULL,
	"bonus" bigint DEFAULT 0 NOT NULL,
	"cash_after" bigint,
	"bonus_after" bigint,
	"deposited_used" bigint DEFAULT 0 NOT NULL,
	"player_campaign_id" integer,
	"operation" text NOT NULL,
	"provider" text NOT NULL,
	"external_id" text NOT NULL,
	"ref_external_id" text,
	"round_id" text,
	"game_id" integer,
	"staff_id" integer,
	"reason" text,
	"reply" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"bonus_amount" bigint NOT NULL,
	"target" bigint NOT NULL,
	"counter" bigint DEFAULT 0 NOT NULL,
	"max_bet" bigint,
	"freespins" integer DEFAULT 0 NOT NULL,
	"freespins_counter" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_campaigns_counter_check" CHECK ("player_campaigns"."counter" >= 0 and "player_campaigns"."target" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"round_id" text NOT NULL,
	"player_id" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "wallet_rounds_status_check" CHECK ("wallet_rounds"."status" in ('open', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"cash" bigint DEFAULT 0 NOT NULL,
	"bonus" bigint DEFAULT 0 NOT NULL,
	"deposited" bigint DEFAULT 0 NOT NULL,
	"cash_account_id" integer NOT NULL,
	"bonus_account_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_cash_check" CHECK ("wallets"."cash" >= 0),
	CONSTRAINT "wallets_bonus_check" CHECK ("wallets"."bonus" >= 0),
	CONSTRAINT "wallets_deposited_check" CHECK ("wallets"."deposited" >= 0 and "wallets"."deposited" <= "wallets"."cash")
);
--> statement-breakpoint
CREATE TABLE "reality_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"minutes" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "studio_demo_moves" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"transaction_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "studio_launch_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"mode" text NOT NULL,
	"player_id" integer,
	"player_session_id" integer,
	"game_id" integer NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "studio_launch_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "studio_round_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"round_id" text NOT NULL,
	"n" integer NOT NULL,
	"request_id" text NOT NULL,
	"action" jsonb,
	"cost" bigint DEFAULT 0 NOT NULL,
	"debit_status" text NOT NULL,
	"view" jsonb,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "studio_rounds" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"mode" text NOT NULL,
	"owner" text NOT NULL,
	"player_id" integer,
	"game_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"bet_status" text NOT NULL,
	"win_status" text,
	"refusal" text,
	"pending" text,
	"pending_at" timestamp with time zone,
	"bet_stake" bigint NOT NULL,
	"stake" bigint NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"bet" jsonb NOT NULL,
	"state" jsonb,
	"view" jsonb,
	"done" boolean DEFAULT false NOT NULL,
	"timed" boolean DEFAULT false NOT NULL,
	"actions" integer DEFAULT 0 NOT NULL,
	"server_seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_action_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "studio_seeds" (
	"owner" text PRIMARY KEY NOT NULL,
	"server_seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "studio_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"mode" text NOT NULL,
	"player_id" integer,
	"player_session_id" integer,
	"game_id" integer NOT NULL,
	"language" text NOT NULL,
	"currency" text NOT NULL,
	"demo_balance" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "studio_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_campaigns" ADD CONSTRAINT "player_campaigns_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_campaigns" ADD CONSTRAINT "player_campaigns_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_campaigns" ADD CONSTRAINT "player_campaigns_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_rounds" ADD CONSTRAINT "wallet_rounds_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_cash_account_id_ledger_accounts_id_fk" FOREIGN KEY ("cash_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_bonus_account_id_ledger_accounts_id_fk" FOREIGN KEY ("bonus_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reality_checks" ADD CONSTRAINT "reality_checks_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_demo_moves" ADD CONSTRAINT "studio_demo_moves_session_id_studio_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."studio_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_launch_tokens" ADD CONSTRAINT "studio_launch_tokens_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_launch_tokens" ADD CONSTRAINT "studio_launch_tokens_player_session_id_player_sessions_id_fk" FOREIGN KEY ("player_session_id") REFERENCES "public"."player_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_launch_tokens" ADD CONSTRAINT "studio_launch_tokens_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_round_actions" ADD CONSTRAINT "studio_round_actions_round_id_studio_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."studio_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_rounds" ADD CONSTRAINT "studio_rounds_session_id_studio_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."studio_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_rounds" ADD CONSTRAINT "studio_rounds_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_rounds" ADD CONSTRAINT "studio_rounds_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_sessions" ADD CONSTRAINT "studio_sessions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_sessions" ADD CONSTRAINT "studio_sessions_player_session_id_player_sessions_id_fk" FOREIGN KEY ("player_session_id") REFERENCES "public"."player_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_sessions" ADD CONSTRAINT "studio_sessions_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_external_idx" ON "ledger_transactions" USING btree ("provider","external_id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_ref_idx" ON "ledger_transactions" USING btree ("provider","ref_external_id") WHERE "ledger_transactions"."ref_external_id" is not null;--> statement-breakpoint
CREATE INDEX "ledger_transactions_player_idx" ON "ledger_transactions" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "player_campaigns_active_idx" ON "player_campaigns" USING btree ("player_id") WHERE "player_campaigns"."status" = 'active';--> statement-breakpoint
CREATE INDEX "player_campaigns_player_idx" ON "player_campaigns" USING btree ("player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_rounds_provider_round_idx" ON "wallet_rounds" USING btree ("provider","round_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallets_player_currency_idx" ON "wallets" USING btree ("player_id","currency_id");--> statement-breakpoint
CREATE INDEX "reality_checks_player_idx" ON "reality_checks" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "studio_demo_moves_tx_idx" ON "studio_demo_moves" USING btree ("session_id","transaction_id");--> statement-breakpoint
CREATE INDEX "studio_launch_tokens_expires_idx" ON "studio_launch_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "studio_round_actions_request_idx" ON "studio_round_actions" USING btree ("round_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "studio_round_actions_n_idx" ON "studio_round_actions" USING btree ("round_id","n");--> statement-breakpoint
CREATE UNIQUE INDEX "studio_rounds_request_idx" ON "studio_rounds" USING btree ("session_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "studio_rounds_open_idx" ON "studio_rounds" USING btree ("owner","game_id") WHERE "studio_rounds"."status" = 'open';--> statement-breakpoint
CREATE INDEX "studio_rounds_player_game_idx" ON "studio_rounds" USING btree ("player_id","game_id","created_at");--> statement-breakpoint
CREATE INDEX "studio_rounds_session_idx" ON "studio_rounds" USING btree ("session_id","created_at");--> statement-breakpoint
CREATE INDEX "studio_rounds_status_idx" ON "studio_rounds" USING btree ("status");--> statement-breakpoint
CREATE INDEX "studio_sessions_player_idx" ON "studio_sessions" USING btree ("player_id");--> statement-breakpoint
-- apps/server/src/wallet/sql/ledger.sql
-- The wallet's money movements, one plpgsql function per operation. Why in the database: a bet
-- is a claim of the idempotency key, a wallet lock, a round check, a conditional update, two to
-- four entries and the stored reply; as separate statements from Node that is 8-10 round trips
-- inside an open transaction (locks held across the network), as one function call it is one
-- round trip and the locks last microseconds. Every function returns the caller's reply (jsonb)
-- and stores it with the transaction for idempotent retries.
--
-- Concurrency: a transaction-scoped advisory lock on (provider, external id) claims a call (a
-- concurrent retry waits for the first to commit, then finds its row and reply; the row itself is
-- written once, at the end, with the reply, and the unique index stays the last guard); then the
-- player's wallet row is locked, so a player's calls apply one at a time (a refund of an unknown
-- bet cannot race that bet); the debit itself is one conditional UPDATE (cash + bonus >= amount)
-- whose CHECK constraints (cash >= 0, bonus >= 0, 0 <= deposited <= cash) are the last guard.

-- Entries of one transaction sum to zero: checked when the database transaction commits.
CREATE FUNCTION "ledger_entries_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF (SELECT sum(amount) FROM ledger_entries WHERE transaction_id = NEW.transaction_id) <> 0 THEN
		RAISE EXCEPTION 'ledger transaction % is not balanced', NEW.transaction_id
			USING ERRCODE = '23514';
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_entries_balanced" AFTER INSERT ON "ledger_entries"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_entries_balanced"();
--> statement-breakpoint
CREATE FUNCTION "ledger_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'ledger_entries is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_update_delete" BEFORE UPDATE OR DELETE ON "ledger_entries"
	FOR EACH ROW EXECUTE FUNCTION "ledger_entries_append_only"();
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_truncate" BEFORE TRUNCATE ON "ledger_entries"
	FOR EACH STATEMENT EXECUTE FUNCTION "ledger_entries_append_only"();
--> statement-breakpoint
-- The account of a kind (house accounts: p_player null), created on first use.
CREATE FUNCTION "ledger_account"(p_kind text, p_currency int, p_player int) RETURNS int
LANGUAGE plpgsql AS $$
DECLARE
	v_id int;
BEGIN
	FOR i IN 1..2 LOOP
		IF p_player IS NULL THEN
			SELECT id INTO v_id FROM ledger_accounts
			WHERE kind = p_kind AND currency_id = p_currency AND player_id IS NULL;
		ELSE
			SELECT id INTO v_id FROM ledger_accounts
			WHERE kind = p_kind AND currency_id = p_currency AND player_id = p_player;
		END IF;
		IF v_id IS NOT NULL THEN
			RETURN v_id;
		END IF;
		INSERT INTO ledger_accounts (kind, currency_id, player_id)
		VALUES (p_kind, p_currency, p_player)
		ON CONFLICT DO NOTHING RETURNING id INTO v_id;
		IF v_id IS NOT NULL THEN
			RETURN v_id;
		END IF;
	END LOOP;
	RAISE EXCEPTION 'ledger account % not created', p_kind;
END;
$$;
--> statement-breakpoint
-- The player's wallet in a currency, created (with its two accounts) on first use, not locked.
CREATE FUNCTION "wallet_ensure"(p_player int, p_currency int) RETURNS wallets
LANGUAGE plpgsql AS $$
DECLARE
	w wallets;
BEGIN
	SELECT * INTO w FROM wallets WHERE player_id = p_player AND currency_id = p_currency;
	IF NOT FOUND THEN
		-- The house accounts of the currency exist from the first wallet on: the hot paths read
		-- them with a plain index lookup (ledger_house_account).
		PERFORM ledger_account('house_game', p_currency, NULL);
		PERFORM ledger_account('house_bonus', p_currency, NULL);
		INSERT INTO wallets (player_id, currency_id, cash_account_id, bonus_account_id)
		VALUES (
			p_player, p_currency,
			ledger_account('player_cash', p_currency, p_player),
			ledger_account('player_bonus', p_currency, p_player)
		)
		ON CONFLICT DO NOTHING;
		SELECT * INTO w FROM wallets WHERE player_id = p_player AND currency_id = p_currency;
	END IF;
	RETURN w;
END;
$$;
--> statement-breakpoint
-- A house account that wallet_ensure created (plain lookup; inlined by the planner).
CREATE FUNCTION "ledger_house_account"(p_kind text, p_currency int) RETURNS int
LANGUAGE sql STABLE AS $$
	SELECT id FROM ledger_accounts WHERE kind = p_kind AND currency_id = p_currency AND player_id IS NULL;
$$;
--> statement-breakpoint
CREATE FUNCTION "wallet_balance_json"(w wallets, p_code text) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $$
	SELECT jsonb_build_object(
		'currency', p_code,
		'cash', coalesce(w.cash, 0),
		'bonus', coalesce(w.bonus, 0),
		'deposited', coalesce(w.deposited, 0),
		'available', coalesce(w.cash, 0) - coalesce(w.deposited, 0)
	);
$$;
--> statement-breakpoint
-- The current balance of a player (in the player's currency) as reply json; null if unknown.
CREATE FUNCTION "wallet_current_balance"(p_player int) RETURNS jsonb
LANGUAGE sql STABLE AS $$
	SELECT wallet_balance_json(w, c.code)
	FROM players p
	JOIN currencies c ON c.id = p.currency_id
	LEFT JOIN wallets w ON w.player_id = p.id AND w.currency_id = p.currency_id
	WHERE p.id = p_player;
$$;
--> statement-breakpoint
-- Claims (provider, external id) until the database transaction ends; true if it was used before.
CREATE FUNCTION "wallet_claim"(p_provider text, p_external text) RETURNS boolean
LANGUAGE plpgsql AS $$
BEGIN
	-- 0x57414c54 ("WALT"): the wallet's namespace of advisory locks; a hash collision only makes
	-- two calls wait for each other.
	PERFORM pg_advisory_xact_lock(1463897172, hashtext(p_provider || chr(31) || p_external));
	RETURN EXISTS (SELECT 1 FROM ledger_transactions
		WHERE provider = p_provider AND external_id = p_external);
END;
$$;
--> statement-breakpoint
-- The stored reply of an earlier call with the same key, or transaction_mismatch when the same
-- key now carries another operation, player, amount (null: not compared), bet or round.
CREATE FUNCTION "wallet_replay"(
	p_provider text, p_external text, p_operation text, p_player int, p_amount bigint,
	p_ref text, p_round text
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
	t ledger_transactions;
BEGIN
	SELECT * INTO t FROM ledger_transactions
	WHERE provider = p_provider AND external_id = p_external;
	IF t.operation <> p_operation OR t.player_id <> p_player
		OR (p_amount IS NOT NULL AND t.amount <> p_amount)
		OR t.ref_external_id IS DISTINCT FROM p_ref
		OR t.round_id IS DISTINCT FROM p_round OR t.reply IS NULL THEN
		RETURN jsonb_build_object('ok', false, 'code', 'transaction_mismatch',
			'balance', wallet_current_balance(p_player));
	END IF;
	RETURN t.reply || jsonb_build_object('duplicate', true);
END;
$$;
--> statement-breakpoint
-- A bet: cash first, then bonus; `deposited` decreases by the cash wagered; the active campaign
-- counts the turnover and caps the stake. One ledger transaction whether it spends cash, bonus
-- or both: type 4 when any cash is staked, else 7; its entries carry the split. A refused bet is
-- recorded (declined, no entries) with its reply.
CREATE FUNCTION "wallet_debit"(
	p_provider text, p_external text, p_player int, p_round text, p_game int, p_amount bigint
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
	v_currency int;
	v_code text;
	v_status text;
	v_id bigint;
	v_err text;
	w wallets;
	w2 wallets;
	r wallet_rounds;
	pc player_campaigns;
	v_cash bigint := 0;
	v_bonus bigint := 0;
	v_reply jsonb;
BEGIN
	IF p_amount IS NULL OR p_amount <= 0 THEN
		RAISE EXCEPTION 'wallet_debit: amount must be positive' USING ERRCODE = '22023';
	END IF;
	SELECT p.currency_id, c.code, p.status INTO v_currency, v_code, v_status
	FROM players p JOIN currencies c ON c.id = p.currency_id WHERE p.id = p_player;
	IF NOT FOUND THEN
		RETURN jsonb_build_object('ok', false, 'code', 'player_not_allowed', 'balance', null);
	END IF;
	IF wallet_claim(p_provider, p_external) THEN
		RETURN wallet_replay(p_provider, p_external, 'bet', p_player, p_amount, NULL, p_round);
	END IF;
	SELECT * INTO w FROM wallets WHERE player_id = p_player AND currency_id = v_currency FOR UPDATE;
	IF NOT FOUND THEN
		w := wallet_ensure(p_player, v_currency);
		SELECT * INTO w FROM wallets WHERE id = w.id FOR UPDATE;
	END IF;

	IF v_status <> 'active' THEN
		v_err := 'player_not_allowed';
	ELSIF EXISTS (SELECT 1 FROM ledger_transactions
		WHERE provider = p_provider AND ref_external_id = p_external AND operation = 'refund') THEN
		-- Refunded before it arrived (a rollback of an unknown bet): refused for ever.
		v_err := 'bet_rolled_back';
	ELSE
		INSERT INTO wallet_rounds (provider, round_id, player_id)
		VALUES (p_provider, p_round, p_player) ON CONFLICT DO NOTHING;
		SELECT * INTO r FROM wallet_rounds WHERE provider = p_provider AND round_id = p_round;
		IF r.player_id <> p_player THEN
			v_err := 'round_mismatch';
		ELSIF r.status <> 'open' THEN
			v_err := 'round_closed';
		END IF;
	END IF;
	IF v_err IS NULL THEN
		SELECT * INTO pc FROM player_campaigns
		WHERE player_id = p_player AND status = 'active' AND currency_id = v_currency;
		IF pc.id IS NOT NULL AND pc.max_bet IS NOT NULL AND p_amount > pc.max_bet THEN
			v_err := 'bonus_bet_limit';
		END IF;
	END IF;
	IF v_err IS NULL THEN
		UPDATE wallets SET
			cash = cash - least(cash, p_amount),
			bonus = bonus - (p_amount - least(cash, p_amount)),
			deposited = deposited - least(deposited, least(cash, p_amount)),
			updated_at = now()
		WHERE id = w.id AND cash + bonus >= p_amount
		RETURNING * INTO w2;
		IF NOT FOUND THEN
			v_err := 'insufficient_funds';
		END IF;
	END IF;

	IF v_err IS NOT NULL THEN
		v_reply := jsonb_build_object('ok', false, 'code', v_err,
			'balance', wallet_balance_json(w, v_code));
		INSERT INTO ledger_transactions (type, status, player_id, currency_id, amount, operation,
			provider, external_id, round_id, game_id, cash_after, bonus_after, reply)
		VALUES (4, 'declined', p_player, v_currency, p_amount, 'bet', p_provider, p_external,
			p_round, p_game, w.cash, w.bonus, v_reply);
		RETURN v_reply;
	END IF;

	-- The row was locked before the update: old minus new is this bet's split.
	v_cash := w.cash - w2.cash;
	v_bonus := w.bonus - w2.bonus;
	v_id := nextval(pg_get_serial_sequence('ledger_transactions', 'id'));
	v_reply := jsonb_build_object('ok', true, 'duplicate', false, 'ledgerTransactionId', v_id,
		'cash', v_cash, 'bonus', v_bonus, 'balance', wallet_balance_json(w2, v_code));
	INSERT INTO ledger_transactions (id, type, status, player_id, currency_id, amount, cash, bonus,
		cash_after, bonus_after, deposited_used, player_campaign_id, operation, provider,
		external_id, round_id, game_id, reply)
	VALUES (v_id, CASE WHEN v_cash > 0 THEN 4 ELSE 7 END, 'authorized', p_player, v_currency,
		p_amount, -v_cash, -v_bonus, w2.cash, w2.bonus, w.deposited - w2.deposited, pc.id, 'bet',
		p_provider, p_external, p_round, p_game, v_reply);
	INSERT INTO ledger_entries (transaction_id, account_id, amount)
	SELECT v_id, e.account, e.amount FROM (VALUES
		(w.cash_account_id, -v_cash),
		(ledger_house_account('house_game', v_currency), v_cash),
		(w.bonus_account_id, -v_bonus),
		(ledger_house_account('house_bonus', v_currency), v_bonus)
	) AS e(account, amount) WHERE e.amount <> 0;
	IF pc.id IS NOT NULL THEN
		UPDATE player_campaigns SET counter = counter + p_amount, updated_at = now()
		WHERE id = pc.id;
	END IF;
	RETURN v_reply;
END;
$$;
--> statement-breakpoint
-- A win of a bet, split between cash and bonus in the bet's proportions (type 5, or 8 when it is
-- all bonus). A refused credit leaves no trace, so a retry is judged afresh.
CREATE FUNCTION "wallet_credit"(
	p_provider text, p_external text, p_player int, p_round text, p_game int, p_amount bigint,
	p_bet text, p_close boolean
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
	v_currency int;
	v_code text;
	v_id bigint;
	v_err text;
	w wallets;
	b ledger_transactions;
	r wallet_rounds;
	v_cash bigint;
	v_bonus bigint;
	v_reply jsonb;
BEGIN
	IF p_amount IS NULL OR p_amount < 0 THEN
		RAISE EXCEPTION 'wallet_credit: amount must not be negative' USING ERRCODE = '22023';
	END IF;
	SELECT p.currency_id, c.code INTO v_currency, v_code
	FROM players p JOIN currencies c ON c.id = p.currency_id WHERE p.id = p_player;
	IF NOT FOUND THEN
		RETURN jsonb_build_object('ok', false, 'code', 'player_not_allowed', 'balance', null);
	END IF;
	IF wallet_claim(p_provider, p_external) THEN
		RETURN wallet_replay(p_provider, p_external, 'win', p_player, p_amount, p_bet, p_round);
	END IF;
	SELECT * INTO w FROM wallets WHERE player_id = p_player AND currency_id = v_currency FOR UPDATE;
	IF NOT FOUND THEN
		w := wallet_ensure(p_player, v_currency);
		SELECT * INTO w FROM wallets WHERE id = w.id FOR UPDATE;
	END IF;

	SELECT * INTO b FROM ledger_transactions
	WHERE provider = p_provider AND external_id = p_bet AND operation = 'bet';
	IF b.id IS NULL OR b.player_id <> p_player OR b.round_id IS DISTINCT FROM p_round
		OR b.status = 'declined' THEN
		v_err := 'bet_not_found';
	ELSIF b.status = 'reverted' THEN
		v_err := 'bet_rolled_back';
	ELSE
		SELECT * INTO r FROM wallet_rounds WHERE provider = p_provider AND round_id = p_round;
		IF r.status <> 'open' THEN
			v_err := 'round_closed';
		END IF;
	END IF;
	IF v_err IS NOT NULL THEN
		RETURN jsonb_build_object('ok', false, 'code', v_err,
			'balance', wallet_balance_json(w, v_code));
	END IF;

	-- The bet's bonus share of the win, rounded down (numeric: amount x amount may exceed bigint).
	v_bonus := floor(p_amount::numeric * (-b.bonus) / b.amount)::bigint;
	v_cash := p_amount - v_bonus;
	IF p_amount > 0 THEN
		UPDATE wallets SET cash = cash + v_cash, bonus = bonus + v_bonus, updated_at = now()
		WHERE id = w.id RETURNING * INTO w;
	END IF;
	v_id := nextval(pg_get_serial_sequence('ledger_transactions', 'id'));
	v_reply := jsonb_build_object('ok', true, 'duplicate', false, 'ledgerTransactionId', v_id,
		'cash', v_cash, 'bonus', v_bonus, 'balance', wallet_balance_json(w, v_code));
	INSERT INTO ledger_transactions (id, type, status, player_id, currency_id, amount, cash, bonus,
		cash_after, bonus_after, operation, provider, external_id, ref_external_id, round_id,
		game_id, reply)
	VALUES (v_id, CASE WHEN v_cash = 0 AND v_bonus > 0 THEN 8 ELSE 5 END, 'authorized', p_player,
		v_currency, p_amount, v_cash, v_bonus, w.cash, w.bonus, 'win', p_provider, p_external,
		p_bet, p_round, p_game, v_reply);
	IF p_amount > 0 THEN
		INSERT INTO ledger_entries (transaction_id, account_id, amount)
		SELECT v_id, e.account, e.amount FROM (VALUES
			(w.cash_account_id, v_cash),
			(ledger_house_account('house_game', v_currency), -v_cash),
			(w.bonus_account_id, v_bonus),
			(ledger_house_account('house_bonus', v_currency), -v_bonus)
		) AS e(account, amount) WHERE e.amount <> 0;
	END IF;
	IF p_close THEN
		UPDATE wallet_rounds SET status = 'closed', closed_at = now() WHERE id = r.id;
	END IF;
	RETURN v_reply;
END;
$$;
--> statement-breakpoint
-- A refund of a bet (type 6): its cash and bonus go back, `deposited` and the campaign's counter
-- are restored. An unknown bet is recorded and answered ok (that bet is then refused); a bet
-- already refunded or declined is answered ok and moves nothing; a bet already paid, or of a
-- closed round, is refused (and the refusal leaves no trace).
CREATE FUNCTION "wallet_rollback"(
	p_provider text, p_external text, p_player int, p_round text, p_game int, p_bet text
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
	v_currency int;
	v_code text;
	v_id bigint;
	v_err text;
	w wallets;
	b ledger_transactions;
	r wallet_rounds;
	v_cash bigint := 0;
	v_bonus bigint := 0;
	v_moved boolean := false;
	v_reply jsonb;
BEGIN
	SELECT p.currency_id, c.code INTO v_currency, v_code
	FROM players p JOIN currencies c ON c.id = p.currency_id WHERE p.id = p_player;
	IF NOT FOUND THEN
		RETURN jsonb_build_object('ok', false, 'code', 'player_not_allowed', 'balance', null);
	END IF;
	IF wallet_claim(p_provider, p_external) THEN
		RETURN wallet_replay(p_provider, p_external, 'refund', p_player, NULL, p_bet, p_round);
	END IF;
	SELECT * INTO w FROM wallets WHERE player_id = p_player AND currency_id = v_currency FOR UPDATE;
	IF NOT FOUND THEN
		w := wallet_ensure(p_player, v_currency);
		SELECT * INTO w FROM wallets WHERE id = w.id FOR UPDATE;
	END IF;

	SELECT * INTO b FROM ledger_transactions
	WHERE provider = p_provider AND external_id = p_bet AND operation = 'bet';
	IF b.id IS NOT NULL AND (b.player_id <> p_player OR b.round_id IS DISTINCT FROM p_round) THEN
		v_err := 'bet_not_found';
	ELSIF b.id IS NOT NULL AND b.status = 'authorized' THEN
		SELECT * INTO r FROM wallet_rounds WHERE provider = p_provider AND round_id = p_round;
		IF r.status <> 'open' THEN
			v_err := 'round_closed';
		ELSIF EXISTS (SELECT 1 FROM ledger_transactions
			WHERE provider = p_provider AND ref_external_id = p_bet AND operation = 'win') THEN
			v_err := 'bet_settled';
		ELSE
			v_moved := true;
		END IF;
	END IF;
	IF v_err IS NOT NULL THEN
		RETURN jsonb_build_object('ok', false, 'code', v_err,
			'balance', wallet_balance_json(w, v_code));
	END IF;

	IF v_moved THEN
		v_cash := -b.cash;
		v_bonus := -b.bonus;
		UPDATE wallets SET
			cash = cash + v_cash,
			bonus = bonus + v_bonus,
			deposited = least(deposited + b.deposited_used, cash + v_cash),
			updated_at = now()
		WHERE id = w.id RETURNING * INTO w;
	END IF;
	v_id := nextval(pg_get_serial_sequence('ledger_transactions', 'id'));
	v_reply := jsonb_build_object('ok', true, 'duplicate', false,
		'ledgerTransactionId', CASE WHEN v_moved THEN v_id END,
		'cash', v_cash, 'bonus', v_bonus, 'balance', wallet_balance_json(w, v_code));
	INSERT INTO ledger_transactions (id, type, status, player_id, currency_id, amount, cash, bonus,
		cash_after, bonus_after, operation, provider, external_id, ref_external_id, round_id,
		game_id, reply)
	VALUES (v_id, 6, 'authorized', p_player, v_currency, v_cash + v_bonus, v_cash, v_bonus,
		w.cash, w.bonus, 'refund', p_provider, p_external, p_bet, p_round, p_game, v_reply);
	IF v_moved THEN
		INSERT INTO ledger_entries (transaction_id, account_id, amount)
		SELECT v_id, e.account, e.amount FROM (VALUES
			(w.cash_account_id, v_cash),
			(ledger_house_account('house_game', v_currency), -v_cash),
			(w.bonus_account_id, v_bonus),
			(ledger_house_account('house_bonus', v_currency), -v_bonus)
		) AS e(account, amount) WHERE e.amount <> 0;
		UPDATE ledger_transactions SET status = 'reverted' WHERE id = b.id;
		IF b.player_campaign_id IS NOT NULL THEN
			UPDATE player_campaigns SET counter = greatest(0, counter - b.amount), updated_at = now()
			WHERE id = b.player_campaign_id;
		END IF;
	END IF;
	RETURN v_reply;
END;
$$;
--> statement-breakpoint
-- Money in or out of a player's cash or bonus outside a game: deposits (type 1, counted in
-- `deposited`), withdrawals (2), staff adjustments, bonus assignment (10). p_amount is signed;
-- a negative amount never overdraws (insufficient_funds, nothing recorded) and keeps
-- deposited <= cash. p_counter is the house account on the other side.
CREATE FUNCTION "wallet_post"(
	p_provider text, p_external text, p_player int, p_operation text, p_type smallint,
	p_kind text, p_amount bigint, p_counter text, p_staff int, p_reason text
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
	v_currency int;
	v_code text;
	v_id bigint;
	w wallets;
	v_cash bigint := CASE WHEN p_kind = 'cash' THEN p_amount ELSE 0 END;
	v_bonus bigint := CASE WHEN p_kind = 'bonus' THEN p_amount ELSE 0 END;
	v_reply jsonb;
BEGIN
	IF p_amount IS NULL OR p_amount = 0 OR p_kind NOT IN ('cash', 'bonus') THEN
		RAISE EXCEPTION 'wallet_post: a non-zero cash or bonus amount is required'
			USING ERRCODE = '22023';
	END IF;
	SELECT p.currency_id, c.code INTO v_currency, v_code
	FROM players p JOIN currencies c ON c.id = p.currency_id WHERE p.id = p_player;
	IF NOT FOUND THEN
		RETURN jsonb_build_object('ok', false, 'code', 'player_not_allowed', 'balance', null);
	END IF;
	IF wallet_claim(p_provider, p_external) THEN
		RETURN wallet_replay(p_provider, p_external, p_operation, p_player, p_amount, NULL, NULL);
	END IF;

	w := wallet_ensure(p_player, v_currency);
	UPDATE wallets SET
		cash = cash + v_cash,
		bonus = bonus + v_bonus,
		deposited = CASE WHEN p_operation = 'deposit' THEN deposited + v_cash
			ELSE least(deposited, cash + v_cash) END,
		updated_at = now()
	WHERE id = w.id AND cash + v_cash >= 0 AND bonus + v_bonus >= 0
	RETURNING * INTO w;
	IF NOT FOUND THEN
		RETURN jsonb_build_object('ok', false, 'code', 'insufficient_funds',
			'balance', wallet_current_balance(p_player));
	END IF;
	v_id := nextval(pg_get_serial_sequence('ledger_transactions', 'id'));
	v_reply := jsonb_build_object('ok', true, 'duplicate', false, 'ledgerTransactionId', v_id,
		'cash', v_cash, 'bonus', v_bonus, 'balance', wallet_balance_json(w, v_code));
	INSERT INTO ledger_transactions (id, type, status, player_id, currency_id, amount, cash, bonus,
		cash_after, bonus_after, operation, provider, external_id, staff_id, reason, reply)
	VALUES (v_id, p_type, 'authorized', p_player, v_currency, p_amount, v_cash, v_bonus, w.cash,
		w.bonus, p_operation, p_provider, p_external, p_staff, p_reason, v_reply);
	INSERT INTO ledger_entries (transaction_id, account_id, amount)
	VALUES
		(v_id, CASE WHEN p_kind = 'cash' THEN w.cash_account_id ELSE w.bonus_account_id END,
			p_amount),
		(v_id, ledger_account(p_counter, v_currency, NULL), -p_amount);
	RETURN v_reply;
END;
$$;
