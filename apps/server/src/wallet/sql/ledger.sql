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
--
-- Applied every time the database is opened, after the migrations (db/routines.ts), in one
-- transaction: so only CREATE OR REPLACE FUNCTION here, and this file is the functions' one
-- source (migration 0003 installed their first version). Tables, indexes and triggers belong in
-- migrations.

-- The double entry, checked once per INSERT statement into ledger_entries, set-based over the
-- statement's rows (the transition table new_entries; trigger ledger_entries_check of migration
-- 0017): the entries of each ledger transaction in the statement sum to zero, and each names a
-- ledger transaction and an account that exist. Every writer inserts a transaction's entries in
-- one statement, so "balanced per statement" implies "balanced per transaction" (a stricter rule
-- than the per-row deferred check it replaced, at one trigger call per statement instead of one
-- per entry plus two foreign-key lookups and key-share locks). Neither parent can be deleted or
-- renumbered (ledger_parent_immutable), so a parent seen here exists for good.
CREATE OR REPLACE FUNCTION "ledger_entries_check"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	v_unbalanced bigint;
	v_no_transaction bigint;
	v_no_account int;
BEGIN
	SELECT
		(SELECT n.transaction_id FROM new_entries n
			GROUP BY n.transaction_id HAVING sum(n.amount) <> 0 LIMIT 1),
		(SELECT d.id FROM (SELECT DISTINCT n.transaction_id AS id FROM new_entries n) d
			WHERE NOT EXISTS (SELECT 1 FROM ledger_transactions t WHERE t.id = d.id) LIMIT 1),
		(SELECT d.id FROM (SELECT DISTINCT n.account_id AS id FROM new_entries n) d
			WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = d.id) LIMIT 1)
	INTO v_unbalanced, v_no_transaction, v_no_account;
	IF v_unbalanced IS NOT NULL THEN
		RAISE EXCEPTION 'ledger transaction % is not balanced', v_unbalanced
			USING ERRCODE = '23514';
	END IF;
	IF v_no_transaction IS NOT NULL THEN
		RAISE EXCEPTION 'ledger entry of unknown ledger transaction %', v_no_transaction
			USING ERRCODE = '23503';
	END IF;
	IF v_no_account IS NOT NULL THEN
		RAISE EXCEPTION 'ledger entry of unknown ledger account %', v_no_account
			USING ERRCODE = '23503';
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Ledger transactions and accounts are the parents of entries: never deleted, never renumbered.
CREATE OR REPLACE FUNCTION "ledger_parent_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' THEN
		IF NEW.id = OLD.id THEN
			RETURN NEW;
		END IF;
	END IF;
	RAISE EXCEPTION '% of % refused: ledger rows are kept for good', TG_OP, TG_TABLE_NAME
		USING ERRCODE = '55000';
END;
$$;
--> statement-breakpoint
-- ledger_entries is append-only: the triggers of migration 0003 refuse UPDATE, DELETE, TRUNCATE.
CREATE OR REPLACE FUNCTION "ledger_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'ledger_entries is append-only';
END;
$$;
--> statement-breakpoint
-- The account of a kind (house accounts: p_player null), created on first use.
CREATE OR REPLACE FUNCTION "ledger_account"(p_kind text, p_currency int, p_player int) RETURNS int
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
CREATE OR REPLACE FUNCTION "wallet_ensure"(p_player int, p_currency int) RETURNS wallets
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
-- The player's wallet in a currency, created on first use, locked until the transaction ends:
-- a player's calls apply one at a time.
CREATE OR REPLACE FUNCTION "wallet_lock"(p_player int, p_currency int) RETURNS wallets
LANGUAGE plpgsql AS $$
DECLARE
	w wallets;
BEGIN
	SELECT * INTO w FROM wallets WHERE player_id = p_player AND currency_id = p_currency FOR UPDATE;
	IF NOT FOUND THEN
		w := wallet_ensure(p_player, p_currency);
		SELECT * INTO w FROM wallets WHERE id = w.id FOR UPDATE;
	END IF;
	RETURN w;
END;
$$;
--> statement-breakpoint
-- A house account that wallet_ensure created (plain lookup; inlined by the planner).
CREATE OR REPLACE FUNCTION "ledger_house_account"(p_kind text, p_currency int) RETURNS int
LANGUAGE sql STABLE AS $$
	SELECT id FROM ledger_accounts WHERE kind = p_kind AND currency_id = p_currency AND player_id IS NULL;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "wallet_balance_json"(w wallets, p_code text) RETURNS jsonb
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
CREATE OR REPLACE FUNCTION "wallet_current_balance"(p_player int) RETURNS jsonb
LANGUAGE sql STABLE AS $$
	SELECT wallet_balance_json(w, c.code)
	FROM players p
	JOIN currencies c ON c.id = p.currency_id
	LEFT JOIN wallets w ON w.player_id = p.id AND w.currency_id = p.currency_id
	WHERE p.id = p_player;
$$;
--> statement-breakpoint
-- The entries of a game movement: p_cash and p_bonus to the player's accounts (signed), the
-- opposite to the house's game and bonus accounts; a zero part books nothing (and looks up no
-- house account).
CREATE OR REPLACE FUNCTION "wallet_entries"(
	p_tx bigint, w wallets, p_currency int, p_cash bigint, p_bonus bigint
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF p_cash <> 0 THEN
		INSERT INTO ledger_entries (transaction_id, account_id, amount) VALUES
			(p_tx, w.cash_account_id, p_cash),
			(p_tx, ledger_house_account('house_game', p_currency), -p_cash);
	END IF;
	IF p_bonus <> 0 THEN
		INSERT INTO ledger_entries (transaction_id, account_id, amount) VALUES
			(p_tx, w.bonus_account_id, p_bonus),
			(p_tx, ledger_house_account('house_bonus', p_currency), -p_bonus);
	END IF;
END;
$$;
--> statement-breakpoint
-- Claims (provider, external id) until the database transaction ends; true if it was used before.
CREATE OR REPLACE FUNCTION "wallet_claim"(p_provider text, p_external text) RETURNS boolean
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
CREATE OR REPLACE FUNCTION "wallet_replay"(
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
-- The UTC day of the database's clock: the one clock every server node shares, so daily limits
-- never depend on a node's own time.
CREATE OR REPLACE FUNCTION "wallet_today"() RETURNS date LANGUAGE sql STABLE AS $$
	SELECT (now() AT TIME ZONE 'utc')::date;
$$;
--> statement-breakpoint
-- Adds a real-money movement to the player's totals of a day (player_day_totals) and counts the
-- time since the player's previous activity as playing time (at most the cap: a longer pause is
-- not play). Called with the player's wallet locked, so concurrent calls add up one at a time.
CREATE OR REPLACE FUNCTION "player_day_add"(
	p_player int, p_day date, p_stakes bigint, p_wins bigint
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO player_day_totals AS d (player_id, day, stakes, wins, play_seconds, last_activity_at)
	VALUES (p_player, p_day, greatest(0, p_stakes), greatest(0, p_wins), 0,
		CASE WHEN p_day = wallet_today() THEN now() END)
	ON CONFLICT (player_id, day) DO UPDATE SET
		stakes = greatest(0, d.stakes + p_stakes),
		wins = greatest(0, d.wins + p_wins),
		play_seconds = d.play_seconds + CASE
			WHEN EXCLUDED.last_activity_at IS NULL OR d.last_activity_at IS NULL THEN 0
			ELSE least(120, greatest(0, extract(epoch FROM now() - d.last_activity_at)))::int END,
		last_activity_at = coalesce(EXCLUDED.last_activity_at, d.last_activity_at);
END;
$$;
--> statement-breakpoint
-- Activity in a real game that moves no money (a frame call: a blackjack decision, opening the
-- frame): counted as playing time like a wallet call.
CREATE OR REPLACE FUNCTION "player_play_touch"(p_player int) RETURNS void LANGUAGE sql AS $$
	SELECT player_day_add(p_player, wallet_today(), 0, 0);
$$;
--> statement-breakpoint
-- Why a real-money bet of p_amount may not be made now (null: it may): a closed or blocked
-- account, self-exclusion, then the daily playing time, bet and loss limits against today's
-- totals. Read after the wallet lock, so a limit lowered (or an account closed) by a committed
-- transaction applies to this bet.
CREATE OR REPLACE FUNCTION "player_bet_refusal"(p_player int, p_amount bigint) RETURNS text
LANGUAGE plpgsql STABLE AS $$
DECLARE
	p players;
	d player_day_totals;
BEGIN
	SELECT * INTO p FROM players WHERE id = p_player;
	IF p.status IN ('closed', 'blocked') THEN
		RETURN 'player_not_allowed';
	END IF;
	IF p.status_expires_at IS NOT NULL AND p.status_expires_at > now() THEN
		RETURN 'self_excluded';
	END IF;
	IF p.max_daily_bet IS NULL AND p.max_daily_loss IS NULL AND p.max_daily_playing_time IS NULL THEN
		RETURN NULL;
	END IF;
	SELECT * INTO d FROM player_day_totals WHERE player_id = p_player AND day = wallet_today();
	IF p.max_daily_playing_time IS NOT NULL
		AND coalesce(d.play_seconds, 0) >= p.max_daily_playing_time * 60 THEN
		RETURN 'daily_playing_time_limit';
	END IF;
	IF p.max_daily_bet IS NOT NULL AND coalesce(d.stakes, 0) + p_amount > p.max_daily_bet THEN
		RETURN 'daily_bet_limit';
	END IF;
	-- The loss if this bet is lost: today's stakes and this one, minus today's wins.
	IF p.max_daily_loss IS NOT NULL
		AND coalesce(d.stakes, 0) + p_amount - coalesce(d.wins, 0) > p.max_daily_loss THEN
		RETURN 'daily_loss_limit';
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Deposits still allowed now by the player's daily, weekly (ISO week, from Monday) and monthly
-- limits, in UTC calendar periods (null: no limit), 0 for a self-excluded player. A PEP or UBO
-- player's daily limit is at most the cap (p_pep_cap, minor units). The payments domain calls it
-- in the deposit's own database transaction, after locking the wallet (wallet_lock), so two
-- deposits cannot both pass a limit that only one fits.
CREATE OR REPLACE FUNCTION "deposit_allowance"(p_player int, p_pep_cap bigint)
RETURNS TABLE (daily bigint, weekly bigint, monthly bigint) LANGUAGE plpgsql STABLE AS $$
DECLARE
	p players;
	v_today timestamptz := date_trunc('day', now() AT TIME ZONE 'utc') AT TIME ZONE 'utc';
	v_week timestamptz := date_trunc('week', now() AT TIME ZONE 'utc') AT TIME ZONE 'utc';
	v_month timestamptz := date_trunc('month', now() AT TIME ZONE 'utc') AT TIME ZONE 'utc';
	v_day_sum bigint;
	v_week_sum bigint;
	v_month_sum bigint;
	v_daily bigint;
BEGIN
	SELECT * INTO p FROM players WHERE id = p_player;
	IF NOT FOUND THEN
		RETURN;
	END IF;
	IF p.status_expires_at IS NOT NULL AND p.status_expires_at > now() THEN
		RETURN QUERY SELECT 0::bigint, 0::bigint, 0::bigint;
		RETURN;
	END IF;
	-- One scan from the earlier of the week's and the month's start (a week may begin last month).
	SELECT
		coalesce(sum(t.amount) FILTER (WHERE t.created_at >= v_today), 0),
		coalesce(sum(t.amount) FILTER (WHERE t.created_at >= v_week), 0),
		coalesce(sum(t.amount) FILTER (WHERE t.created_at >= v_month), 0)
	INTO v_day_sum, v_week_sum, v_month_sum
	FROM ledger_transactions t
	WHERE t.player_id = p_player AND t.operation = 'deposit' AND t.status = 'authorized'
		AND t.created_at >= least(v_week, v_month);
	v_daily := p.max_daily_deposit;
	IF (p.is_pep OR p.is_ubo) AND p_pep_cap IS NOT NULL THEN
		v_daily := least(coalesce(v_daily, p_pep_cap), p_pep_cap);
	END IF;
	RETURN QUERY SELECT
		CASE WHEN v_daily IS NULL THEN NULL ELSE greatest(0, v_daily - v_day_sum) END,
		CASE WHEN p.max_weekly_deposit IS NULL THEN NULL
			ELSE greatest(0, p.max_weekly_deposit - v_week_sum) END,
		CASE WHEN p.max_monthly_deposit IS NULL THEN NULL
			ELSE greatest(0, p.max_monthly_deposit - v_month_sum) END;
END;
$$;
--> statement-breakpoint
-- The bonus engine's money (campaign terms: player_campaigns, copied at claim time in the player's
-- currency). One active campaign per player; every function below runs with the player's wallet
-- locked (they lock it themselves; a second lock in the same transaction is free), so a bonus
-- settles, ends or activates one at a time with the player's bets. Every movement is one ledger
-- transaction of provider 'bonus' whose external id names the player campaign and the step
-- ('pc-12-grant', 'pc-12-convert', 'pc-12-remove'): the unique index makes each happen once.

-- A bonus movement of a player campaign: p_cash and p_bonus (signed) to the player's accounts,
-- the opposite to the house bonus account (a conversion: bonus back to the house, cash from it),
-- the wallet updated (converted cash is not `deposited`), one transaction with its reply.
CREATE OR REPLACE FUNCTION "bonus_book"(
	pc player_campaigns, p_step text, p_type smallint, p_operation text, p_amount bigint,
	p_cash bigint, p_bonus bigint
) RETURNS wallets LANGUAGE plpgsql AS $$
DECLARE
	w wallets;
	v_id bigint;
	v_code text;
	v_house int;
	v_reply jsonb;
BEGIN
	UPDATE wallets SET
		cash = cash + p_cash,
		bonus = bonus + p_bonus,
		deposited = least(deposited, cash + p_cash),
		updated_at = now()
	WHERE player_id = pc.player_id AND currency_id = pc.currency_id
	RETURNING * INTO w;
	IF NOT FOUND THEN
		RAISE EXCEPTION 'bonus_book: no wallet for player campaign %', pc.id;
	END IF;
	SELECT code INTO v_code FROM currencies WHERE id = pc.currency_id;
	v_id := nextval('ledger_transactions_id_seq'::regclass);
	v_reply := jsonb_build_object('ok', true, 'duplicate', false, 'ledgerTransactionId', v_id,
		'cash', p_cash, 'bonus', p_bonus, 'balance', wallet_balance_json(w, v_code));
	INSERT INTO ledger_transactions (id, type, status, player_id, currency_id, amount, cash, bonus,
		cash_after, bonus_after, player_campaign_id, operation, provider, external_id, reason, reply)
	VALUES (v_id, p_type, 'authorized', pc.player_id, pc.currency_id, p_amount, p_cash, p_bonus,
		w.cash, w.bonus, pc.id, p_operation, 'bonus', 'pc-' || pc.id || '-' || p_step,
		'campaign ' || pc.campaign_id, v_reply);
	v_house := ledger_account('house_bonus', pc.currency_id, NULL);
	IF p_bonus <> 0 THEN
		INSERT INTO ledger_entries (transaction_id, account_id, amount) VALUES
			(v_id, w.bonus_account_id, p_bonus), (v_id, v_house, -p_bonus);
	END IF;
	IF p_cash <> 0 THEN
		INSERT INTO ledger_entries (transaction_id, account_id, amount) VALUES
			(v_id, w.cash_account_id, p_cash), (v_id, v_house, -p_cash);
	END IF;
	RETURN w;
END;
$$;
--> statement-breakpoint
-- What a reply (and the bonusEvent hook) says about a campaign that ended.
CREATE OR REPLACE FUNCTION "bonus_event"(pc player_campaigns, p_event text) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $$
	SELECT jsonb_build_object('event', p_event, 'playerCampaignId', pc.id,
		'campaignId', pc.campaign_id, 'converted', pc.converted_amount,
		'removed', pc.removed_amount);
$$;
--> statement-breakpoint
-- When the player has no active campaign: the oldest unused one that waits for nothing
-- (awaiting null) becomes active, its bonus money credited (type 10), its clock started
-- (expires_at = now + validity_days). A campaign with nothing to wager (target 0, no free spins)
-- converts at once (and the next one activates). Returns the activated id, or null.
CREATE OR REPLACE FUNCTION "bonus_activate_next"(p_player int) RETURNS int LANGUAGE plpgsql AS $$
DECLARE
	v_currency int;
	pc player_campaigns;
BEGIN
	SELECT currency_id INTO v_currency FROM players WHERE id = p_player;
	IF NOT FOUND THEN
		RETURN NULL;
	END IF;
	PERFORM wallet_lock(p_player, v_currency);
	IF EXISTS (SELECT 1 FROM player_campaigns WHERE player_id = p_player AND status = 'active') THEN
		RETURN NULL;
	END IF;
	SELECT * INTO pc FROM player_campaigns
	WHERE player_id = p_player AND status = 'unused' AND awaiting IS NULL
		AND currency_id = v_currency
	ORDER BY created_at, id LIMIT 1 FOR UPDATE;
	IF NOT FOUND THEN
		RETURN NULL;
	END IF;
	UPDATE player_campaigns SET status = 'active', activated_at = now(),
		expires_at = now() + make_interval(days => validity_days), updated_at = now()
	WHERE id = pc.id RETURNING * INTO pc;
	IF pc.bonus_amount > 0 THEN
		PERFORM bonus_book(pc, 'grant', 10::smallint, 'bonus', pc.bonus_amount, 0, pc.bonus_amount);
	END IF;
	IF pc.target = 0 AND pc.freespins = 0 THEN
		PERFORM bonus_convert(pc.id);
	END IF;
	RETURN pc.id;
END;
$$;
--> statement-breakpoint
-- The target is met: the bonus balance becomes cash up to max_cashout (type 12, 'pc-N-convert'),
-- the rest leaves (type 13, 'pc-N-remove'); the campaign is completed and the next one activates.
-- Called with the wallet locked and the campaign active.
CREATE OR REPLACE FUNCTION "bonus_convert"(p_pc int) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
	pc player_campaigns;
	v_bonus bigint;
	v_converted bigint;
	v_removed bigint;
BEGIN
	SELECT * INTO pc FROM player_campaigns WHERE id = p_pc FOR UPDATE;
	IF pc.status IS DISTINCT FROM 'active' THEN
		RETURN NULL;
	END IF;
	SELECT bonus INTO v_bonus FROM wallets
	WHERE player_id = pc.player_id AND currency_id = pc.currency_id;
	v_bonus := coalesce(v_bonus, 0);
	-- (greatest() skips nulls: an uncapped campaign is tested first.)
	v_converted := CASE WHEN pc.max_cashout IS NULL THEN v_bonus
		ELSE least(v_bonus, greatest(pc.max_cashout, 0)) END;
	v_removed := v_bonus - v_converted;
	IF v_converted > 0 THEN
		PERFORM bonus_book(pc, 'convert', 12::smallint, 'bonus_convert', v_converted, v_converted,
			-v_converted);
	END IF;
	IF v_removed > 0 THEN
		PERFORM bonus_book(pc, 'remove', 13::smallint, 'bonus_remove', v_removed, 0, -v_removed);
	END IF;
	UPDATE player_campaigns SET status = 'completed', converted_amount = v_converted,
		removed_amount = removed_amount + v_removed, ended_at = now(), updated_at = now()
	WHERE id = pc.id RETURNING * INTO pc;
	PERFORM bonus_activate_next(pc.player_id);
	RETURN bonus_event(pc, 'reached');
END;
$$;
--> statement-breakpoint
-- Ends a player campaign otherwise (forfeited, expired, lost): an active one's bonus balance
-- leaves (type 13, 'pc-N-remove') and the next one activates; an unused one ends without money.
-- Returns the event, or null when the campaign had ended already (a retry moves nothing).
CREATE OR REPLACE FUNCTION "bonus_end"(p_pc int, p_status text) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
	pc player_campaigns;
	v_was text;
	v_removed bigint := 0;
BEGIN
	IF p_status IS NULL OR p_status NOT IN ('forfeited', 'expired', 'lost') THEN
		RAISE EXCEPTION 'bonus_end: status must be forfeited, expired or lost' USING ERRCODE = '22023';
	END IF;
	SELECT * INTO pc FROM player_campaigns WHERE id = p_pc;
	IF NOT FOUND THEN
		RETURN NULL;
	END IF;
	PERFORM wallet_lock(pc.player_id, pc.currency_id);
	SELECT * INTO pc FROM player_campaigns WHERE id = p_pc FOR UPDATE;
	IF pc.status NOT IN ('unused', 'active') THEN
		RETURN NULL;
	END IF;
	v_was := pc.status;
	IF v_was = 'active' THEN
		SELECT bonus INTO v_removed FROM wallets
		WHERE player_id = pc.player_id AND currency_id = pc.currency_id;
		IF v_removed > 0 THEN
			PERFORM bonus_book(pc, 'remove', 13::smallint, 'bonus_remove', v_removed, 0, -v_removed);
		END IF;
	END IF;
	UPDATE player_campaigns SET status = p_status, ended_at = now(),
		removed_amount = removed_amount + v_removed, updated_at = now()
	WHERE id = pc.id RETURNING * INTO pc;
	IF v_was = 'active' THEN
		PERFORM bonus_activate_next(pc.player_id);
	END IF;
	RETURN bonus_event(pc, p_status);
END;
$$;
--> statement-breakpoint
-- After a win or a refund (wallet locked): the active campaign past its time expires; with no free
-- spin left to play or to be paid, a met target converts ('reached'); else, when this call closed
-- a round and no other round with a bet is open, a bonus balance below min_balance ends it
-- ('lost'). Returns the event or null.
CREATE OR REPLACE FUNCTION "bonus_settle"(p_player int, p_round_closed boolean) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
	pc player_campaigns;
	v_bonus bigint;
	v_since timestamptz;
BEGIN
	SELECT * INTO pc FROM player_campaigns WHERE player_id = p_player AND status = 'active';
	IF NOT FOUND THEN
		RETURN NULL;
	END IF;
	IF pc.expires_at IS NOT NULL AND pc.expires_at <= now() THEN
		RETURN bonus_end(pc.id, 'expired');
	END IF;
	IF pc.freespins_counter < pc.freespins THEN
		RETURN NULL;
	END IF;
	v_since := coalesce(pc.activated_at, pc.created_at);
	-- A free spin played but not yet paid: its win still belongs to this bonus.
	IF pc.freespins > 0 AND EXISTS (SELECT 1 FROM ledger_transactions b
		WHERE b.player_id = p_player AND b.created_at >= v_since AND b.player_campaign_id = pc.id
			AND b.operation = 'bet' AND b.reason = 'freespin' AND b.status = 'authorized'
			AND NOT EXISTS (SELECT 1 FROM ledger_transactions x WHERE x.provider = b.provider
				AND x.ref_external_id = b.external_id AND x.operation = 'win')) THEN
		RETURN NULL;
	END IF;
	IF pc.counter >= pc.target THEN
		RETURN bonus_convert(pc.id);
	END IF;
	IF p_round_closed AND pc.min_balance > 0 THEN
		SELECT bonus INTO v_bonus FROM wallets
		WHERE player_id = p_player AND currency_id = pc.currency_id;
		IF coalesce(v_bonus, 0) < pc.min_balance AND NOT EXISTS (
			SELECT 1 FROM ledger_transactions b
			JOIN wallet_rounds r ON r.provider = b.provider AND r.round_id = b.round_id
			WHERE b.player_id = p_player AND b.created_at >= v_since AND b.operation = 'bet'
				AND b.status = 'authorized' AND r.status = 'open') THEN
			RETURN bonus_end(pc.id, 'lost');
		END IF;
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A win or refund's bonus part for a bet of a campaign that has ended since (converted, forfeited,
-- expired, lost): it may not outlive its bonus, so it leaves again at once (type 13,
-- 'pc-N-remove-<transaction>'). Returns the wallet after.
CREATE OR REPLACE FUNCTION "bonus_remove_late"(p_pc int, p_bonus bigint, p_tx bigint)
RETURNS wallets LANGUAGE plpgsql AS $$
DECLARE
	pc player_campaigns;
	w wallets;
BEGIN
	UPDATE player_campaigns SET removed_amount = removed_amount + p_bonus, updated_at = now()
	WHERE id = p_pc RETURNING * INTO pc;
	w := bonus_book(pc, 'remove-' || p_tx, 13::smallint, 'bonus_remove', p_bonus, 0, -p_bonus);
	RETURN w;
END;
$$;
--> statement-breakpoint
-- Before a bet or a free spin: the player's wallet locked (wallet_lock) and the active campaign
-- the bet plays under. One past its time ends first (bonus_end 'expired', its bonus removed, the
-- next one may activate): `expired` is that event (the reply's `campaign`), w and pc are read
-- after it.
CREATE OR REPLACE FUNCTION "wallet_lock_bet"(
	p_player int, p_currency int, OUT w wallets, OUT pc player_campaigns, OUT expired jsonb
) LANGUAGE plpgsql AS $$
BEGIN
	w := wallet_lock(p_player, p_currency);
	SELECT * INTO pc FROM player_campaigns
	WHERE player_id = p_player AND status = 'active' AND currency_id = p_currency;
	IF pc.id IS NOT NULL AND pc.expires_at <= now() THEN
		expired := bonus_end(pc.id, 'expired');
		SELECT * INTO w FROM wallets WHERE id = w.id;
		SELECT * INTO pc FROM player_campaigns
		WHERE player_id = p_player AND status = 'active' AND currency_id = p_currency;
	END IF;
END;
$$;
--> statement-breakpoint
-- Why a bet (or a free spin) of p_amount may not be played in p_round (null: it may), after the
-- wallet lock: the player's status (p_status), a refund of it that came first, a round of another
-- player or already closed (the round opens with its first bet), then player_bet_refusal.
CREATE OR REPLACE FUNCTION "wallet_bet_refusal"(
	p_provider text, p_external text, p_player int, p_status text, p_round text, p_amount bigint
) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
	r wallet_rounds;
BEGIN
	IF p_status <> 'active' THEN
		RETURN 'player_not_allowed';
	END IF;
	IF EXISTS (SELECT 1 FROM ledger_transactions
		WHERE provider = p_provider AND ref_external_id = p_external AND operation = 'refund') THEN
		-- Refunded before it arrived (a rollback of an unknown bet): refused for ever.
		RETURN 'bet_rolled_back';
	END IF;
	INSERT INTO wallet_rounds (provider, round_id, player_id)
	VALUES (p_provider, p_round, p_player) ON CONFLICT DO NOTHING;
	SELECT * INTO r FROM wallet_rounds WHERE provider = p_provider AND round_id = p_round;
	IF r.player_id <> p_player THEN
		RETURN 'round_mismatch';
	END IF;
	IF r.status <> 'open' THEN
		RETURN 'round_closed';
	END IF;
	RETURN player_bet_refusal(p_player, p_amount);
END;
$$;
--> statement-breakpoint
-- After a win or a refund (ledger transaction p_tx, its reply p_reply; the wallet p_wallet
-- locked): p_late, the bonus part of a bet of a campaign that has ended since (p_ended_pc), leaves
-- at once (bonus_remove_late; the reply's `bonusRemoved`); then the active campaign settles
-- (bonus_settle; the reply's `campaign`). When either moved money the reply gets the balance after
-- and is stored again. Returns the reply.
CREATE OR REPLACE FUNCTION "wallet_bonus_after"(
	p_player int, p_wallet int, p_code text, p_tx bigint, p_reply jsonb, p_ended_pc int,
	p_late bigint, p_round_closed boolean
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
	w wallets;
	v_event jsonb;
	v_reply jsonb := p_reply;
	v_changed boolean := false;
BEGIN
	IF p_ended_pc IS NOT NULL AND p_late > 0 THEN
		PERFORM bonus_remove_late(p_ended_pc, p_late, p_tx);
		v_reply := v_reply || jsonb_build_object('bonusRemoved', p_late);
		v_changed := true;
	END IF;
	v_event := bonus_settle(p_player, p_round_closed);
	IF v_event IS NOT NULL THEN
		v_reply := v_reply || jsonb_build_object('campaign', v_event);
		v_changed := true;
	END IF;
	IF v_changed THEN
		SELECT * INTO w FROM wallets WHERE id = p_wallet;
		v_reply := v_reply || jsonb_build_object('balance', wallet_balance_json(w, p_code));
		UPDATE ledger_transactions SET reply = v_reply WHERE id = p_tx;
	END IF;
	RETURN v_reply;
END;
$$;
--> statement-breakpoint
-- A bet: cash first, then bonus; `deposited` decreases by the cash wagered. One ledger
-- transaction whether it spends cash, bonus or both: type 4 when any cash is staked, else 7; its
-- entries carry the split. A refused bet is recorded (declined, no entries) with its reply.
-- The active campaign: past its time it ends first ('expired', its bonus removed; the reply's
-- `campaign` says so) and the bet is judged without it (or with the next one it activated);
-- else it caps the stake (max_bet) and counts floor(stake x contribution / 100) towards its
-- target, the contribution (percent) of the game's type in its terms (else `default`, else 0).
CREATE OR REPLACE FUNCTION "wallet_debit"(
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
	pc player_campaigns;
	v_lock record;
	v_event jsonb;
	v_counted bigint := 0;
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
	SELECT * INTO v_lock FROM wallet_lock_bet(p_player, v_currency);
	w := v_lock.w;
	pc := v_lock.pc;
	v_event := v_lock.expired;

	v_err := wallet_bet_refusal(p_provider, p_external, p_player, v_status, p_round, p_amount);
	IF v_err IS NULL AND pc.id IS NOT NULL AND pc.max_bet IS NOT NULL AND p_amount > pc.max_bet THEN
		v_err := 'bonus_bet_limit';
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
		IF v_event IS NOT NULL THEN
			v_reply := v_reply || jsonb_build_object('campaign', v_event);
		END IF;
		INSERT INTO ledger_transactions (type, status, player_id, currency_id, amount, operation,
			provider, external_id, round_id, game_id, cash_after, bonus_after, reply)
		VALUES (4, 'declined', p_player, v_currency, p_amount, 'bet', p_provider, p_external,
			p_round, p_game, w.cash, w.bonus, v_reply);
		RETURN v_reply;
	END IF;

	IF pc.id IS NOT NULL THEN
		-- The game's type: one primary-key lookup, only while a campaign is active.
		v_counted := floor(p_amount::numeric * greatest(0, coalesce(
			(pc.contributions ->> (SELECT g.type FROM games g WHERE g.id = p_game)),
			pc.contributions ->> 'default', '0')::numeric) / 100)::bigint;
	END IF;
	-- The row was locked before the update: old minus new is this bet's split.
	v_cash := w.cash - w2.cash;
	v_bonus := w.bonus - w2.bonus;
	v_id := nextval('ledger_transactions_id_seq'::regclass);
	v_reply := jsonb_build_object('ok', true, 'duplicate', false, 'ledgerTransactionId', v_id,
		'cash', v_cash, 'bonus', v_bonus, 'balance', wallet_balance_json(w2, v_code));
	IF pc.id IS NOT NULL THEN
		-- What the campaign's counter got (a refund takes back exactly this).
		v_reply := v_reply || jsonb_build_object('counted', v_counted);
	END IF;
	IF v_event IS NOT NULL THEN
		v_reply := v_reply || jsonb_build_object('campaign', v_event);
	END IF;
	INSERT INTO ledger_transactions (id, type, status, player_id, currency_id, amount, cash, bonus,
		cash_after, bonus_after, deposited_used, player_campaign_id, operation, provider,
		external_id, round_id, game_id, reply)
	VALUES (v_id, CASE WHEN v_cash > 0 THEN 4 ELSE 7 END, 'authorized', p_player, v_currency,
		p_amount, -v_cash, -v_bonus, w2.cash, w2.bonus, w.deposited - w2.deposited, pc.id, 'bet',
		p_provider, p_external, p_round, p_game, v_reply);
	PERFORM wallet_entries(v_id, w, v_currency, -v_cash, -v_bonus);
	PERFORM player_day_add(p_player, wallet_today(), p_amount, 0);
	IF v_counted > 0 THEN
		UPDATE player_campaigns SET counter = counter + v_counted, updated_at = now()
		WHERE id = pc.id;
	END IF;
	-- Progressive jackpots (jackpots/sql/jackpots.sql): this bet's contribution to the jackpots of
	-- its game and, when it reaches a drop point, the jackpot's win (the reply's `jackpot`).
	v_reply := jackpot_bet(v_id, v_reply, p_player, v_currency, v_code, w.id, p_game, p_round, p_amount);
	RETURN v_reply;
END;
$$;
--> statement-breakpoint
-- One free spin of the active campaign in p_game: a bet of amount 0 (type 7, reason 'freespin',
-- no entries) that stakes no player money; its win (wallet_credit) goes all to the bonus. Refused
-- 'no_freespins' without an active campaign with spins left for this game; a player who may not
-- play (closed, blocked, self-excluded, playing-time limit) is refused like a bet. Refusals are
-- recorded declined; idempotent by (provider, external id) like a bet. The reply adds `stake`
-- (the campaign's stake of one spin, for the game to play at), `freespinsLeft` and
-- `playerCampaignId`.
CREATE OR REPLACE FUNCTION "wallet_freespin"(
	p_provider text, p_external text, p_player int, p_round text, p_game int
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
	v_currency int;
	v_code text;
	v_status text;
	v_id bigint;
	v_err text;
	w wallets;
	pc player_campaigns;
	spun player_campaigns;
	v_lock record;
	v_event jsonb;
	v_reply jsonb;
BEGIN
	SELECT p.currency_id, c.code, p.status INTO v_currency, v_code, v_status
	FROM players p JOIN currencies c ON c.id = p.currency_id WHERE p.id = p_player;
	IF NOT FOUND THEN
		RETURN jsonb_build_object('ok', false, 'code', 'player_not_allowed', 'balance', null);
	END IF;
	IF wallet_claim(p_provider, p_external) THEN
		RETURN wallet_replay(p_provider, p_external, 'bet', p_player, 0, NULL, p_round);
	END IF;
	SELECT * INTO v_lock FROM wallet_lock_bet(p_player, v_currency);
	w := v_lock.w;
	pc := v_lock.pc;
	v_event := v_lock.expired;

	-- No money staked: only the account's status and the playing-time limit can refuse.
	v_err := wallet_bet_refusal(p_provider, p_external, p_player, v_status, p_round, 0);
	IF v_err IS NULL THEN
		IF pc.id IS NULL OR p_game IS NULL OR NOT (p_game = ANY (pc.freespin_game_ids)) THEN
			v_err := 'no_freespins';
		ELSE
			UPDATE player_campaigns SET freespins_counter = freespins_counter + 1, updated_at = now()
			WHERE id = pc.id AND freespins_counter < freespins
			RETURNING * INTO spun;
			IF NOT FOUND THEN
				v_err := 'no_freespins';
			END IF;
		END IF;
	END IF;

	IF v_err IS NOT NULL THEN
		v_reply := jsonb_build_object('ok', false, 'code', v_err,
			'balance', wallet_balance_json(w, v_code));
		IF v_event IS NOT NULL THEN
			v_reply := v_reply || jsonb_build_object('campaign', v_event);
		END IF;
		INSERT INTO ledger_transactions (type, status, player_id, currency_id, amount, operation,
			provider, external_id, round_id, game_id, cash_after, bonus_after, player_campaign_id,
			reason, reply)
		VALUES (7, 'declined', p_player, v_currency, 0, 'bet', p_provider, p_external, p_round,
			p_game, w.cash, w.bonus, pc.id, 'freespin', v_reply);
		RETURN v_reply;
	END IF;

	v_id := nextval('ledger_transactions_id_seq'::regclass);
	v_reply := jsonb_build_object('ok', true, 'duplicate', false, 'ledgerTransactionId', v_id,
		'cash', 0, 'bonus', 0, 'balance', wallet_balance_json(w, v_code),
		'stake', spun.freespin_stake, 'freespinsLeft', spun.freespins - spun.freespins_counter,
		'playerCampaignId', spun.id);
	IF v_event IS NOT NULL THEN
		v_reply := v_reply || jsonb_build_object('campaign', v_event);
	END IF;
	INSERT INTO ledger_transactions (id, type, status, player_id, currency_id, amount, cash, bonus,
		cash_after, bonus_after, player_campaign_id, operation, provider, external_id, round_id,
		game_id, reason, reply)
	VALUES (v_id, 7, 'authorized', p_player, v_currency, 0, 0, 0, w.cash, w.bonus, pc.id, 'bet',
		p_provider, p_external, p_round, p_game, 'freespin', v_reply);
	PERFORM player_day_add(p_player, wallet_today(), 0, 0);
	RETURN v_reply;
END;
$$;
--> statement-breakpoint
-- A win of a bet, split between cash and bonus in the bet's proportions (type 5, or 8 when it is
-- all bonus); a free spin's win is all bonus (type 8), counts in the campaign's freespins_won and
-- raises its target by win x wagering. The bonus part of a win of a campaign that has ended
-- since leaves at once (bonus_remove_late). Then the active campaign settles (bonus_settle: it
-- may convert, be lost or expire: the reply's `campaign`). A refused credit leaves no trace, so a
-- retry is judged afresh.
--
-- The win cap of external providers (null, null: none, the studio): p_max_multiplier x the
-- round's authorized stakes (the game's stated maximum win), and p_provider_cap, the smaller one
-- binding. When the round's wins already paid plus this one pass it, the win is held for staff
-- review: its transaction is recorded with status `held` (operation win, so its bet counts as
-- settled and can no longer be refunded), booked from house_game to the house `wins_held`
-- account, nothing to the player, a `held_wins` row; the reply is ok with cash and bonus 0 and
-- `held` (the amount), stored for retries like any other. wallet_held_pay / wallet_held_refuse
-- settle it.
CREATE OR REPLACE FUNCTION "wallet_credit"(
	p_provider text, p_external text, p_player int, p_round text, p_game int, p_amount bigint,
	p_bet text, p_close boolean, p_max_multiplier int, p_provider_cap bigint
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
	v_cap bigint;
	v_cap_kind text;
	v_stakes bigint;
	v_paid bigint;
	v_held_account int;
	v_currency int;
	v_code text;
	v_id bigint;
	v_err text;
	w wallets;
	b ledger_transactions;
	r wallet_rounds;
	bpc player_campaigns;
	v_ended_pc int;
	v_freespin boolean;
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
	w := wallet_lock(p_player, v_currency);

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

	IF p_amount > 0 AND (p_max_multiplier IS NOT NULL OR p_provider_cap IS NOT NULL) THEN
		-- The round's authorized stakes and the wins paid in it so far (the player's index, from
		-- the round's start).
		SELECT coalesce(sum(t.amount) FILTER (WHERE t.operation = 'bet'), 0),
			coalesce(sum(t.amount) FILTER (WHERE t.operation = 'win'), 0)
		INTO v_stakes, v_paid
		FROM ledger_transactions t
		WHERE t.player_id = p_player AND t.created_at >= r.created_at
			AND t.provider = p_provider AND t.round_id = p_round AND t.status = 'authorized';
		IF p_max_multiplier IS NOT NULL THEN
			v_cap := least(v_stakes::numeric * p_max_multiplier, 9223372036854775807)::bigint;
			v_cap_kind := 'game_max_win';
		END IF;
		IF p_provider_cap IS NOT NULL AND (v_cap IS NULL OR p_provider_cap < v_cap) THEN
			v_cap := p_provider_cap;
			v_cap_kind := 'provider_cap';
		END IF;
		IF v_paid + p_amount > v_cap THEN
			v_id := nextval('ledger_transactions_id_seq'::regclass);
			v_reply := jsonb_build_object('ok', true, 'duplicate', false, 'ledgerTransactionId', v_id,
				'cash', 0, 'bonus', 0, 'held', p_amount, 'balance', wallet_balance_json(w, v_code));
			INSERT INTO ledger_transactions (id, type, status, player_id, currency_id, amount, cash,
				bonus, cash_after, bonus_after, player_campaign_id, operation, provider, external_id,
				ref_external_id, round_id, game_id, reason, reply)
			VALUES (v_id, 5, 'held', p_player, v_currency, p_amount, 0, 0, w.cash, w.bonus,
				b.player_campaign_id, 'win', p_provider, p_external, p_bet, p_round, p_game,
				v_cap_kind, v_reply);
			v_held_account := ledger_account('wins_held', v_currency, NULL);
			INSERT INTO ledger_entries (transaction_id, account_id, amount) VALUES
				(v_id, ledger_house_account('house_game', v_currency), -p_amount),
				(v_id, v_held_account, p_amount);
			INSERT INTO held_wins (ledger_transaction_id, player_id, game_id, currency_id, provider,
				round_id, amount, cap, cap_kind)
			VALUES (v_id, p_player, p_game, v_currency, p_provider, p_round, p_amount, v_cap,
				v_cap_kind);
			IF p_close THEN
				UPDATE wallet_rounds SET status = 'closed', closed_at = now() WHERE id = r.id;
			END IF;
			RETURN wallet_bonus_after(p_player, w.id, v_code, v_id, v_reply, NULL, 0, p_close);
		END IF;
	END IF;

	v_freespin := b.reason IS NOT DISTINCT FROM 'freespin';
	IF v_freespin THEN
		v_bonus := p_amount;
	ELSE
		-- The bet's bonus share of the win, rounded down (numeric: amount x amount may exceed
		-- bigint).
		v_bonus := floor(p_amount::numeric * (-b.bonus) / b.amount)::bigint;
	END IF;
	v_cash := p_amount - v_bonus;
	IF p_amount > 0 THEN
		UPDATE wallets SET cash = cash + v_cash, bonus = bonus + v_bonus, updated_at = now()
		WHERE id = w.id RETURNING * INTO w;
	END IF;
	v_id := nextval('ledger_transactions_id_seq'::regclass);
	v_reply := jsonb_build_object('ok', true, 'duplicate', false, 'ledgerTransactionId', v_id,
		'cash', v_cash, 'bonus', v_bonus, 'balance', wallet_balance_json(w, v_code));
	INSERT INTO ledger_transactions (id, type, status, player_id, currency_id, amount, cash, bonus,
		cash_after, bonus_after, player_campaign_id, operation, provider, external_id,
		ref_external_id, round_id, game_id, reason, reply)
	VALUES (v_id, CASE WHEN v_freespin OR (v_cash = 0 AND v_bonus > 0) THEN 8 ELSE 5 END,
		'authorized', p_player, v_currency, p_amount, v_cash, v_bonus, w.cash, w.bonus,
		b.player_campaign_id, 'win', p_provider, p_external, p_bet, p_round, p_game,
		CASE WHEN v_freespin THEN 'freespin' END, v_reply);
	IF p_amount > 0 THEN
		PERFORM wallet_entries(v_id, w, v_currency, v_cash, v_bonus);
	END IF;
	PERFORM player_day_add(p_player, wallet_today(), 0, p_amount);
	IF p_close THEN
		UPDATE wallet_rounds SET status = 'closed', closed_at = now() WHERE id = r.id;
	END IF;

	IF b.player_campaign_id IS NOT NULL AND (v_bonus > 0 OR v_freespin) THEN
		SELECT * INTO bpc FROM player_campaigns WHERE id = b.player_campaign_id;
		IF bpc.status <> 'active' THEN
			v_ended_pc := bpc.id;
		ELSIF v_freespin AND p_amount > 0 THEN
			UPDATE player_campaigns SET freespins_won = freespins_won + p_amount,
				target = target + p_amount * wagering, updated_at = now()
			WHERE id = bpc.id;
		END IF;
	END IF;
	RETURN wallet_bonus_after(p_player, w.id, v_code, v_id, v_reply, v_ended_pc, v_bonus, p_close);
END;
$$;
--> statement-breakpoint
-- The call without a cap (its first shape; the studio).
CREATE OR REPLACE FUNCTION "wallet_credit"(
	p_provider text, p_external text, p_player int, p_round text, p_game int, p_amount bigint,
	p_bet text, p_close boolean
) RETURNS jsonb LANGUAGE sql AS $$
	SELECT wallet_credit(p_provider, p_external, p_player, p_round, p_game, p_amount, p_bet, p_close,
		NULL::int, NULL::bigint);
$$;
--> statement-breakpoint
-- A refund of a bet (type 6): its cash and bonus go back, `deposited` is restored and so is the
-- active campaign's counter (by what the bet counted) or free spin. An unknown bet is recorded
-- and answered ok (that bet is then refused); a bet already refunded or declined is answered ok
-- and moves nothing; a bet already paid, or of a closed round, is refused (and the refusal leaves
-- no trace). The bonus part of a refund of a campaign that has ended since leaves at once; then
-- the active campaign settles (bonus_settle).
CREATE OR REPLACE FUNCTION "wallet_rollback"(
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
	bpc player_campaigns;
	v_ended_pc int;
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
	w := wallet_lock(p_player, v_currency);

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
	v_id := nextval('ledger_transactions_id_seq'::regclass);
	v_reply := jsonb_build_object('ok', true, 'duplicate', false,
		'ledgerTransactionId', CASE WHEN v_moved THEN v_id END,
		'cash', v_cash, 'bonus', v_bonus, 'balance', wallet_balance_json(w, v_code));
	INSERT INTO ledger_transactions (id, type, status, player_id, currency_id, amount, cash, bonus,
		cash_after, bonus_after, player_campaign_id, operation, provider, external_id,
		ref_external_id, round_id, game_id, reason, reply)
	VALUES (v_id, 6, 'authorized', p_player, v_currency, v_cash + v_bonus, v_cash, v_bonus,
		w.cash, w.bonus, CASE WHEN v_moved THEN b.player_campaign_id END, 'refund', p_provider,
		p_external, p_bet, p_round, p_game,
		CASE WHEN v_moved AND b.reason = 'freespin' THEN 'freespin' END, v_reply);
	IF v_moved THEN
		PERFORM wallet_entries(v_id, w, v_currency, v_cash, v_bonus);
		-- The refunded stake no longer counts toward the limits of the day it was bet.
		PERFORM player_day_add(p_player, (b.created_at AT TIME ZONE 'utc')::date, -b.amount, 0);
		UPDATE ledger_transactions SET status = 'reverted' WHERE id = b.id;
		IF b.player_campaign_id IS NOT NULL THEN
			SELECT * INTO bpc FROM player_campaigns WHERE id = b.player_campaign_id;
			IF bpc.status = 'active' THEN
				IF b.reason = 'freespin' THEN
					-- The spin is given back.
					UPDATE player_campaigns SET freespins_counter = freespins_counter - 1,
						updated_at = now()
					WHERE id = bpc.id AND freespins_counter > 0;
				ELSE
					-- What the bet counted (a bet from before contributions counted its amount).
					UPDATE player_campaigns SET counter = greatest(0, counter
						- coalesce((b.reply ->> 'counted')::bigint, b.amount)), updated_at = now()
					WHERE id = bpc.id;
				END IF;
			ELSE
				v_ended_pc := bpc.id;
			END IF;
		END IF;
		v_reply := wallet_bonus_after(p_player, w.id, v_code, v_id, v_reply, v_ended_pc, v_bonus,
			false);
	END IF;
	RETURN v_reply;
END;
$$;
--> statement-breakpoint
-- Money in or out of a player's cash or bonus outside a game: deposits (type 1, counted in
-- `deposited`), withdrawals (2), staff adjustments (campaign bonus money moves through
-- bonus_book: grants, conversions, removals). p_amount is signed;
-- a negative amount never overdraws (insufficient_funds, nothing recorded) and keeps
-- deposited <= cash. p_counter is the house account on the other side.
CREATE OR REPLACE FUNCTION "wallet_post"(
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
	v_id := nextval('ledger_transactions_id_seq'::regclass);
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
--> statement-breakpoint
-- A movement between two house accounts of the player's currency, recorded as one of the player's
-- transactions (type and operation given; cash and bonus 0, no player entry): a paid withdrawal
-- moves its reservation from payout_pending to the payments clearing account. Idempotent by
-- (provider, external id) like wallet_post.
CREATE OR REPLACE FUNCTION "wallet_house_transfer"(
	p_provider text, p_external text, p_player int, p_operation text, p_type smallint,
	p_amount bigint, p_from text, p_to text, p_staff int, p_reason text
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
	v_currency int;
	v_id bigint;
	v_reply jsonb;
BEGIN
	IF p_amount IS NULL OR p_amount <= 0 OR p_from = p_to
		OR p_from NOT IN ('payments', 'payout_pending', 'adjustments', 'house_bonus', 'house_game')
		OR p_to NOT IN ('payments', 'payout_pending', 'adjustments', 'house_bonus', 'house_game') THEN
		RAISE EXCEPTION 'wallet_house_transfer: a positive amount between two house accounts is required'
			USING ERRCODE = '22023';
	END IF;
	SELECT p.currency_id INTO v_currency FROM players p WHERE p.id = p_player;
	IF NOT FOUND THEN
		RETURN jsonb_build_object('ok', false, 'code', 'player_not_allowed', 'balance', null);
	END IF;
	IF wallet_claim(p_provider, p_external) THEN
		RETURN wallet_replay(p_provider, p_external, p_operation, p_player, p_amount, NULL, NULL);
	END IF;
	v_id := nextval('ledger_transactions_id_seq'::regclass);
	v_reply := jsonb_build_object('ok', true, 'duplicate', false, 'ledgerTransactionId', v_id,
		'cash', 0, 'bonus', 0, 'balance', wallet_current_balance(p_player));
	INSERT INTO ledger_transactions (id, type, status, player_id, currency_id, amount, cash, bonus,
		operation, provider, external_id, staff_id, reason, reply)
	VALUES (v_id, p_type, 'authorized', p_player, v_currency, p_amount, 0, 0, p_operation,
		p_provider, p_external, p_staff, p_reason, v_reply);
	INSERT INTO ledger_entries (transaction_id, account_id, amount)
	VALUES
		(v_id, ledger_account(p_from, v_currency, NULL), -p_amount),
		(v_id, ledger_account(p_to, v_currency, NULL), p_amount);
	RETURN v_reply;
END;
$$;
--> statement-breakpoint
-- Staff review of a held win (wallet_credit above the cap): exactly once, whatever runs at the
-- same time: the player's wallet is locked and the held_wins row moves from pending by a
-- conditional update; a second review answers `already_reviewed` and moves nothing. The win's
-- held transaction becomes `released` (paid) or `refused`; the settlement is its own ledger
-- transaction of the win's provider (external id 'held' chr(31) id, a key no provider call can
-- carry by accident).
CREATE OR REPLACE FUNCTION "wallet_held_claim"(p_held int, p_status text, p_staff int, p_note text)
RETURNS held_wins LANGUAGE plpgsql AS $$
DECLARE
	h held_wins;
BEGIN
	SELECT * INTO h FROM held_wins WHERE id = p_held;
	IF NOT FOUND THEN
		RETURN NULL;
	END IF;
	PERFORM wallet_lock(h.player_id, h.currency_id);
	UPDATE held_wins SET status = p_status, reviewed_by = p_staff, reviewed_at = now(),
		review_note = p_note
	WHERE id = p_held AND status = 'pending'
	RETURNING * INTO h;
	RETURN h;
END;
$$;
--> statement-breakpoint
-- Pays a held win to the player: split between cash and bonus in its bet's proportions (a free
-- spin's all bonus) like wallet_credit, counted in the day's wins; the bonus part of a campaign
-- that has ended since leaves at once, then the active campaign settles (wallet_bonus_after).
-- Entries: wins_held out; the player's cash and bonus in; the bonus part swaps house_game for
-- house_bonus, so each house account ends as after an ordinary win.
CREATE OR REPLACE FUNCTION "wallet_held_pay"(p_held int, p_staff int, p_note text)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
	h held_wins;
	t ledger_transactions;
	b ledger_transactions;
	bpc player_campaigns;
	w wallets;
	v_code text;
	v_id bigint;
	v_key text;
	v_cash bigint;
	v_bonus bigint;
	v_freespin boolean;
	v_ended_pc int;
	v_reply jsonb;
BEGIN
	h := wallet_held_claim(p_held, 'paid', p_staff, p_note);
	IF h.id IS NULL THEN
		SELECT * INTO h FROM held_wins WHERE id = p_held;
		RETURN jsonb_build_object('ok', false,
			'code', CASE WHEN h.id IS NULL THEN 'not_found' ELSE 'already_reviewed' END,
			'status', h.status);
	END IF;
	SELECT * INTO t FROM ledger_transactions WHERE id = h.ledger_transaction_id;
	SELECT * INTO b FROM ledger_transactions
	WHERE provider = t.provider AND external_id = t.ref_external_id AND operation = 'bet';
	v_freespin := b.reason IS NOT DISTINCT FROM 'freespin';
	IF v_freespin THEN
		v_bonus := h.amount;
	ELSIF b.amount > 0 THEN
		v_bonus := floor(h.amount::numeric * (-b.bonus) / b.amount)::bigint;
	ELSE
		v_bonus := 0;
	END IF;
	v_cash := h.amount - v_bonus;
	v_key := 'held' || chr(31) || h.id;
	IF wallet_claim(t.provider, v_key) THEN
		RAISE EXCEPTION 'wallet_held_pay: key of held win % used', h.id;
	END IF;
	SELECT code INTO v_code FROM currencies WHERE id = h.currency_id;
	UPDATE wallets SET cash = cash + v_cash, bonus = bonus + v_bonus, updated_at = now()
	WHERE player_id = h.player_id AND currency_id = h.currency_id RETURNING * INTO w;
	v_id := nextval('ledger_transactions_id_seq'::regclass);
	v_reply := jsonb_build_object('ok', true, 'duplicate', false, 'ledgerTransactionId', v_id,
		'cash', v_cash, 'bonus', v_bonus, 'balance', wallet_balance_json(w, v_code),
		'playerId', h.player_id, 'amount', h.amount);
	INSERT INTO ledger_transactions (id, type, status, player_id, currency_id, amount, cash, bonus,
		cash_after, bonus_after, player_campaign_id, operation, provider, external_id,
		ref_external_id, round_id, game_id, staff_id, reason, reply)
	VALUES (v_id, CASE WHEN v_freespin OR (v_cash = 0 AND v_bonus > 0) THEN 8 ELSE 5 END,
		'authorized', h.player_id, h.currency_id, h.amount, v_cash, v_bonus, w.cash, w.bonus,
		b.player_campaign_id, 'win', t.provider, v_key, t.ref_external_id, t.round_id, t.game_id,
		p_staff, CASE WHEN v_freespin THEN 'freespin' ELSE 'held_win_paid' END, v_reply);
	-- One statement (ledger_entries_check balances each): the held amount leaves wins_held, its
	-- cash part to the player's cash; its bonus part goes back to the house's game account and is
	-- paid from the house's bonus account to the player's bonus.
	INSERT INTO ledger_entries (transaction_id, account_id, amount)
	SELECT v_id, e.account_id, e.amount FROM (VALUES
		(1, ledger_account('wins_held', h.currency_id, NULL), -h.amount),
		(2, w.cash_account_id, v_cash),
		(3, w.bonus_account_id, v_bonus),
		(4, CASE WHEN v_bonus <> 0 THEN ledger_house_account('house_game', h.currency_id) END,
			v_bonus),
		(5, CASE WHEN v_bonus <> 0 THEN ledger_house_account('house_bonus', h.currency_id) END,
			-v_bonus)
	) AS e(n, account_id, amount)
	WHERE e.amount <> 0
	ORDER BY e.n;
	UPDATE ledger_transactions SET status = 'released' WHERE id = t.id;
	UPDATE held_wins SET settlement_transaction_id = v_id WHERE id = h.id;
	PERFORM player_day_add(h.player_id, wallet_today(), 0, h.amount);
	IF b.player_campaign_id IS NOT NULL AND (v_bonus > 0 OR v_freespin) THEN
		SELECT * INTO bpc FROM player_campaigns WHERE id = b.player_campaign_id;
		IF bpc.status <> 'active' THEN
			v_ended_pc := bpc.id;
		ELSIF v_freespin THEN
			UPDATE player_campaigns SET freespins_won = freespins_won + h.amount,
				target = target + h.amount * wagering, updated_at = now()
			WHERE id = bpc.id;
		END IF;
	END IF;
	RETURN wallet_bonus_after(h.player_id, w.id, v_code, v_id, v_reply, v_ended_pc, v_bonus, false);
END;
$$;
--> statement-breakpoint
-- Refuses a held win: its amount goes back from wins_held to house_game; the player's balances
-- do not change.
CREATE OR REPLACE FUNCTION "wallet_held_refuse"(p_held int, p_staff int, p_note text)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
	h held_wins;
	t ledger_transactions;
	v_id bigint;
	v_key text;
	v_reply jsonb;
BEGIN
	h := wallet_held_claim(p_held, 'refused', p_staff, p_note);
	IF h.id IS NULL THEN
		SELECT * INTO h FROM held_wins WHERE id = p_held;
		RETURN jsonb_build_object('ok', false,
			'code', CASE WHEN h.id IS NULL THEN 'not_found' ELSE 'already_reviewed' END,
			'status', h.status);
	END IF;
	SELECT * INTO t FROM ledger_transactions WHERE id = h.ledger_transaction_id;
	v_key := 'held' || chr(31) || h.id;
	IF wallet_claim(t.provider, v_key) THEN
		RAISE EXCEPTION 'wallet_held_refuse: key of held win % used', h.id;
	END IF;
	v_id := nextval('ledger_transactions_id_seq'::regclass);
	v_reply := jsonb_build_object('ok', true, 'duplicate', false, 'ledgerTransactionId', v_id,
		'cash', 0, 'bonus', 0, 'balance', wallet_current_balance(h.player_id),
		'playerId', h.player_id, 'amount', h.amount);
	INSERT INTO ledger_transactions (id, type, status, player_id, currency_id, amount, cash, bonus,
		operation, provider, external_id, ref_external_id, round_id, game_id, staff_id, reason,
		reply)
	VALUES (v_id, 5, 'authorized', h.player_id, h.currency_id, h.amount, 0, 0, 'win_refused',
		t.provider, v_key, t.ref_external_id, t.round_id, t.game_id, p_staff, 'held_win_refused',
		v_reply);
	INSERT INTO ledger_entries (transaction_id, account_id, amount) VALUES
		(v_id, ledger_account('wins_held', h.currency_id, NULL), -h.amount),
		(v_id, ledger_house_account('house_game', h.currency_id), h.amount);
	UPDATE ledger_transactions SET status = 'refused' WHERE id = t.id;
	UPDATE held_wins SET settlement_transaction_id = v_id WHERE id = h.id;
	RETURN v_reply;
END;
$$;
