-- Progressive jackpots: the contribution of a bet and the drop, in the bet's own database
-- transaction (wallet_debit calls jackpot_bet once the bet is booked). Applied with the wallet's
-- routines (db/routines.ts): only CREATE OR REPLACE FUNCTION here; the tables are migrations
-- (jackpots/schema.ts).
--
-- Money: the house_jackpot account holds the contributions of the open cycles (house_game ->
-- house_jackpot, two entries added to the bet's ledger transaction). A seed is not money set
-- aside in advance: it is paid from house_game when the cycle drops, so at every moment
-- balance(house_jackpot) = sum of the open cycles' contributions, and a drop pays
-- seed (house_game) + contributions (house_jackpot) to the winner's cash as one win transaction.
--
-- Concurrency: the bet locks the jackpot's row (FOR NO KEY UPDATE, jackpots in id order), so the
-- bets of one jackpot add up one at a time and exactly one of them reaches the drop point; the
-- next one reads the next cycle (each statement of a READ COMMITTED transaction sees what
-- committed before it). The win is the ledger transaction ('jackpot', 'cycle-<id>'): its unique
-- key is the last guard against a second payout of one cycle.

-- A uniform integer in [0, p_n) from the database's CSPRNG (gen_random_uuid: pg_strong_random),
-- 96 random bits with rejection sampling, so no value is favoured.
-- UNCONFIRMED: PGlite (WebAssembly) backs pg_strong_random with the host's crypto
-- (getRandomValues); not stated in its documentation.
CREATE OR REPLACE FUNCTION "jackpot_random_below"(p_n bigint) RETURNS bigint
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
	v_limit numeric;
	v numeric;
	a text;
	b text;
BEGIN
	IF p_n IS NULL OR p_n <= 0 THEN
		RAISE EXCEPTION 'jackpot_random_below: bound must be positive' USING ERRCODE = '22023';
	END IF;
	-- The largest multiple of p_n not above 2^96.
	v_limit := floor(2::numeric ^ 96 / p_n) * p_n;
	LOOP
		-- The first 12 and the last 12 hex digits of a version-4 UUID are random (48 bits each).
		a := replace(gen_random_uuid()::text, '-', '');
		b := replace(gen_random_uuid()::text, '-', '');
		v := ('x' || lpad(substr(a, 1, 12), 16, '0'))::bit(64)::bigint::numeric * 2::numeric ^ 48
			+ ('x' || lpad(substr(b, 21, 12), 16, '0'))::bit(64)::bigint::numeric;
		IF v < v_limit THEN
			RETURN (v % p_n)::bigint;
		END IF;
	END LOOP;
END;
$$;
--> statement-breakpoint
-- Starts cycle p_number of a jackpot: the hidden drop point drawn uniformly in
-- (seed, must_drop_by], a fresh salt, the public commitment sha256("<drop_at>:<salt>"), and what
-- the previous cycle carried over (contributions past must_drop_by, the sub-unit remainder).
-- Returns the new cycle's id.
CREATE OR REPLACE FUNCTION "jackpot_cycle_start"(
	p_jackpot int, p_number int, p_contributions bigint, p_carry int
) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
	v_seed bigint;
	v_max bigint;
	v_drop bigint;
	v_salt text;
	v_id bigint;
BEGIN
	SELECT seed_amount, must_drop_by INTO v_seed, v_max FROM jackpots WHERE id = p_jackpot;
	IF NOT FOUND THEN
		RAISE EXCEPTION 'jackpot % not found', p_jackpot USING ERRCODE = '22023';
	END IF;
	v_drop := v_seed + 1 + jackpot_random_below(v_max - v_seed);
	v_salt := replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '');
	INSERT INTO jackpot_cycles (jackpot_id, number, seed, contributions, carry_e4, drop_at, salt,
		commitment)
	VALUES (p_jackpot, p_number, v_seed, p_contributions, p_carry, v_drop, v_salt,
		encode(sha256(convert_to(v_drop::text || ':' || v_salt, 'UTF8')), 'hex'))
	RETURNING id INTO v_id;
	RETURN v_id;
END;
$$;
--> statement-breakpoint
-- The first cycle of a jackpot that has none (the seed, a jackpot created by staff). Idempotent.
CREATE OR REPLACE FUNCTION "jackpot_ensure_cycle"(p_jackpot int) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
	v_id bigint;
BEGIN
	PERFORM 1 FROM jackpots WHERE id = p_jackpot FOR NO KEY UPDATE;
	SELECT id INTO v_id FROM jackpot_cycles WHERE jackpot_id = p_jackpot AND status = 'open';
	IF v_id IS NULL THEN
		v_id := jackpot_cycle_start(p_jackpot,
			coalesce((SELECT max(number) FROM jackpot_cycles WHERE jackpot_id = p_jackpot), 0) + 1,
			0, 0);
	END IF;
	RETURN v_id;
END;
$$;
--> statement-breakpoint
-- A real-money bet's part in the jackpots of its game (wallet_debit, after the bet is booked in
-- ledger transaction p_tx with reply p_reply; the player's wallet p_wallet locked). For each
-- active jackpot of the game in the player's currency: the contribution
-- floor((carry + stake x rate_bp) / 10000), the remainder carried, booked house_game ->
-- house_jackpot on p_tx; when the pot (seed + contributions) reaches the cycle's drop point the
-- bet wins it: min(pot, must_drop_by) to the player's cash (type 5 win, provider 'jackpot',
-- external id 'cycle-<id>', the bet's round and game), the cycle closed with its winner, round,
-- bet and win transactions, and the next cycle started (what passed must_drop_by and the
-- remainder carried over). The reply (stored again only on a drop) gets `jackpot` (the wins) and
-- the balance after. A game in no jackpot costs one index lookup.
CREATE OR REPLACE FUNCTION "jackpot_bet"(
	p_tx bigint, p_reply jsonb, p_player int, p_currency int, p_code text, p_wallet int,
	p_game int, p_round text, p_amount bigint
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
	j record;
	c record;
	w wallets;
	v_total bigint;
	v_add bigint;
	v_carry int;
	v_pot bigint;
	v_payout bigint;
	v_win bigint;
	v_wins jsonb := '[]'::jsonb;
	v_reply jsonb := p_reply;
BEGIN
	IF p_game IS NULL OR p_amount IS NULL OR p_amount <= 0 THEN
		RETURN p_reply;
	END IF;
	FOR j IN
		SELECT jk.id, jk.slug, jk.name, jk.rate_bp, jk.must_drop_by
		FROM jackpot_games jg JOIN jackpots jk ON jk.id = jg.jackpot_id
		WHERE jg.game_id = p_game AND jk.currency_id = p_currency AND jk.status = 'active'
		ORDER BY jk.id
		FOR NO KEY UPDATE OF jk
	LOOP
		SELECT * INTO c FROM jackpot_cycles WHERE jackpot_id = j.id AND status = 'open';
		IF NOT FOUND THEN
			PERFORM jackpot_ensure_cycle(j.id);
			SELECT * INTO c FROM jackpot_cycles WHERE jackpot_id = j.id AND status = 'open';
		END IF;
		v_total := c.carry_e4 + p_amount * j.rate_bp;
		v_add := v_total / 10000;
		v_carry := (v_total % 10000)::int;
		v_pot := c.seed + c.contributions + v_add;
		IF v_add > 0 THEN
			INSERT INTO ledger_entries (transaction_id, account_id, amount) VALUES
				(p_tx, ledger_house_account('house_game', p_currency), -v_add),
				(p_tx, ledger_account('house_jackpot', p_currency, NULL), v_add);
		END IF;
		IF v_pot < c.drop_at THEN
			UPDATE jackpot_cycles SET contributions = contributions + v_add, carry_e4 = v_carry,
				bets = bets + 1, updated_at = now()
			WHERE id = c.id;
			CONTINUE;
		END IF;

		-- The drop: this bet wins the pot, up to must_drop_by.
		v_payout := least(v_pot, j.must_drop_by);
		v_win := nextval('ledger_transactions_id_seq'::regclass);
		UPDATE wallets SET cash = cash + v_payout, updated_at = now() WHERE id = p_wallet
		RETURNING * INTO w;
		INSERT INTO ledger_transactions (id, type, status, player_id, currency_id, amount, cash, bonus,
			cash_after, bonus_after, operation, provider, external_id, round_id, game_id, reason, reply)
		VALUES (v_win, 5, 'authorized', p_player, p_currency, v_payout, v_payout, 0, w.cash, w.bonus,
			'win', 'jackpot', 'cycle-' || c.id, p_round, p_game, 'jackpot:' || j.slug,
			jsonb_build_object('ok', true, 'duplicate', false, 'ledgerTransactionId', v_win,
				'cash', v_payout, 'bonus', 0, 'balance', wallet_balance_json(w, p_code)));
		INSERT INTO ledger_entries (transaction_id, account_id, amount) VALUES
			(v_win, w.cash_account_id, v_payout),
			(v_win, ledger_house_account('house_game', p_currency), -c.seed),
			(v_win, ledger_account('house_jackpot', p_currency, NULL), -(v_payout - c.seed));
		UPDATE jackpot_cycles SET contributions = contributions + v_add, carry_e4 = 0,
			bets = bets + 1, updated_at = now(), status = 'dropped', dropped_at = now(),
			payout = v_payout, winner_player_id = p_player, round_id = p_round, game_id = p_game,
			bet_transaction_id = p_tx, win_transaction_id = v_win
		WHERE id = c.id AND status = 'open';
		PERFORM jackpot_cycle_start(j.id, c.number + 1, v_pot - v_payout, v_carry);
		PERFORM player_day_add(p_player, wallet_today(), 0, v_payout);
		v_wins := v_wins || jsonb_build_object('jackpotId', j.id, 'name', j.name, 'cycle', c.number,
			'amount', v_payout, 'winTransactionId', v_win);
	END LOOP;
	IF jsonb_array_length(v_wins) > 0 THEN
		v_reply := v_reply || jsonb_build_object('jackpot', v_wins,
			'balance', wallet_balance_json(w, p_code));
		UPDATE ledger_transactions SET reply = v_reply WHERE id = p_tx;
	END IF;
	RETURN v_reply;
END;
$$;
