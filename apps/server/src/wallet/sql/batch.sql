-- Wallet throughput: a round in one call, and many calls in one statement (group commit).
--
-- wallet_round: a round the engine settled at once (a slot spin): the stake and the win in one
-- database transaction, by the same rules as wallet_debit then wallet_credit (closing the round),
-- each part idempotent by its own key. A refused bet is answered (and recorded) as wallet_debit
-- records it; the win is then not attempted.
--
-- wallet_batch: the calls concurrent requests made, in one statement and one commit (the node's
-- batcher, wallet/batcher.ts, gathers them while an earlier batch runs). Plain rounds (see
-- wallet_rounds_fast) are booked set-based: one statement writes every round's wallet, ledger
-- transactions, entries, round and day totals; every other call, and every round the fast path
-- does not take, runs through its own function afterwards, in the order the calls came. A call
-- that raises makes the whole statement fail: nothing is kept, and the batcher runs each call on
-- its own (so a retry of a call is judged afresh, as it would be without the batch).
--
-- Same functions as ledger.sql: only CREATE OR REPLACE FUNCTION here (db/routines.ts).

CREATE OR REPLACE FUNCTION "wallet_round"(
	p_provider text, p_bet text, p_win text, p_player int, p_round text, p_game int,
	p_stake bigint, p_amount bigint
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
	v_bet jsonb;
BEGIN
	v_bet := wallet_debit(p_provider, p_bet, p_player, p_round, p_game, p_stake);
	IF NOT (v_bet ->> 'ok')::boolean THEN
		RETURN jsonb_build_object('bet', v_bet);
	END IF;
	RETURN jsonb_build_object('bet', v_bet, 'win',
		wallet_credit(p_provider, p_win, p_player, p_round, p_game, p_amount, p_bet, true));
END;
$$;
--> statement-breakpoint
-- The plain rounds of a batch (p_items: [{i, provider, bet, win, player, round, game, stake,
-- amount}], one per player at most, each the player's first call in the batch), booked
-- set-based. A round is plain when wallet_round would book it without any branch the fast path
-- does not repeat: both keys unused, no refund of the bet recorded, the round id new, the player
-- active and not self-excluded, within the daily playing time, bet and loss limits, no active
-- campaign and no bonus money, cash covers the stake, the game in no active jackpot. What it
-- writes is what wallet_debit then wallet_credit write for such a round (the same rows, amounts,
-- replies and day totals: wallet tests run both ways and compare). Returns {i: reply} of the
-- rounds it booked; the others are left to wallet_round. The caller holds the keys' advisory
-- locks and the players' wallet locks.
CREATE OR REPLACE FUNCTION "wallet_rounds_fast"(p_items jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
	v_out jsonb;
BEGIN
	WITH it AS (
		SELECT * FROM jsonb_to_recordset(p_items) AS x(i int, provider text, bet text, win text,
			player int, round text, game int, stake bigint, amount bigint)
	),
	cand AS (
		SELECT it.*, p.currency_id, c.code, w.id AS wallet_id, w.cash_account_id, w.cash, w.bonus,
			-- The currency's house game account (wallet_ensure made it with the wallet).
			(SELECT h.id FROM ledger_accounts h WHERE h.kind = 'house_game'
				AND h.currency_id = p.currency_id AND h.player_id IS NULL) AS house_id,
			w.deposited,
			w.deposited - least(w.deposited, it.stake) AS dep1,
			w.cash - it.stake AS cash1,
			w.cash - it.stake + it.amount AS cash2,
			nextval('ledger_transactions_id_seq'::regclass) AS bet_id,
			nextval('ledger_transactions_id_seq'::regclass) AS win_id
		FROM it
		JOIN players p ON p.id = it.player
		JOIN currencies c ON c.id = p.currency_id
		JOIN wallets w ON w.player_id = p.id AND w.currency_id = p.currency_id
		LEFT JOIN player_day_totals d ON d.player_id = p.id AND d.day = wallet_today()
		WHERE it.stake > 0 AND it.amount >= 0
			AND p.status = 'active'
			AND (p.status_expires_at IS NULL OR p.status_expires_at <= now())
			AND (p.max_daily_playing_time IS NULL
				OR coalesce(d.play_seconds, 0) < p.max_daily_playing_time * 60)
			AND (p.max_daily_bet IS NULL OR coalesce(d.stakes, 0) + it.stake <= p.max_daily_bet)
			AND (p.max_daily_loss IS NULL
				OR coalesce(d.stakes, 0) + it.stake - coalesce(d.wins, 0) <= p.max_daily_loss)
			AND w.bonus = 0 AND w.cash >= it.stake
			AND NOT EXISTS (SELECT 1 FROM ledger_transactions t
				WHERE t.provider = it.provider AND t.external_id IN (it.bet, it.win))
			AND NOT EXISTS (SELECT 1 FROM ledger_transactions t
				WHERE t.provider = it.provider AND t.ref_external_id = it.bet AND t.operation = 'refund')
			AND NOT EXISTS (SELECT 1 FROM wallet_rounds r
				WHERE r.provider = it.provider AND r.round_id = it.round)
			AND NOT EXISTS (SELECT 1 FROM player_campaigns pc
				WHERE pc.player_id = p.id AND pc.status = 'active')
			AND (it.game IS NULL OR NOT EXISTS (SELECT 1 FROM jackpot_games jg
				JOIN jackpots jk ON jk.id = jg.jackpot_id
				WHERE jg.game_id = it.game AND jk.currency_id = p.currency_id AND jk.status = 'active'))
	),
	rep AS (
		SELECT cand.*,
			jsonb_build_object('ok', true, 'duplicate', false, 'ledgerTransactionId', bet_id,
				'cash', stake, 'bonus', 0, 'balance', jsonb_build_object('currency', code,
					'cash', cash1, 'bonus', bonus, 'deposited', dep1, 'available', cash1 - dep1)
			) AS bet_reply,
			jsonb_build_object('ok', true, 'duplicate', false, 'ledgerTransactionId', win_id,
				'cash', amount, 'bonus', 0, 'balance', jsonb_build_object('currency', code,
					'cash', cash2, 'bonus', bonus, 'deposited', dep1, 'available', cash2 - dep1)
			) AS win_reply
		FROM cand
	),
	upd AS (
		UPDATE wallets w SET cash = rep.cash2, deposited = rep.dep1, updated_at = now()
		FROM rep WHERE w.id = rep.wallet_id
	),
	txs AS (
		INSERT INTO ledger_transactions (id, type, status, player_id, currency_id, amount, cash,
			bonus, cash_after, bonus_after, deposited_used, player_campaign_id, operation, provider,
			external_id, ref_external_id, round_id, game_id, reason, reply)
		SELECT bet_id, 4, 'authorized', player, currency_id, stake, -stake, 0, cash1, bonus,
			deposited - dep1, NULL::int, 'bet', provider, bet, NULL::text, round, game, NULL::text,
			bet_reply
		FROM rep
		UNION ALL
		SELECT win_id, 5, 'authorized', player, currency_id, amount, amount, 0, cash2, bonus,
			0::bigint, NULL::int, 'win', provider, win, bet, round, game, NULL::text, win_reply
		FROM rep
	),
	ens AS (
		INSERT INTO ledger_entries (transaction_id, account_id, amount)
		SELECT e.tx, e.account, e.amount FROM rep, LATERAL (VALUES
			(rep.bet_id, rep.cash_account_id, -rep.stake),
			(rep.bet_id, rep.house_id, rep.stake),
			(rep.win_id, rep.cash_account_id, rep.amount),
			(rep.win_id, rep.house_id, -rep.amount)
		) AS e(tx, account, amount)
		WHERE e.amount <> 0
	),
	rnd AS (
		INSERT INTO wallet_rounds (provider, round_id, player_id, status, closed_at)
		SELECT provider, round, player, 'closed', now() FROM rep
	),
	days AS (
		INSERT INTO player_day_totals AS d (player_id, day, stakes, wins, play_seconds,
			last_activity_at)
		SELECT player, wallet_today(), stake, amount, 0, now() FROM rep
		ON CONFLICT (player_id, day) DO UPDATE SET
			stakes = greatest(0, d.stakes + EXCLUDED.stakes),
			wins = greatest(0, d.wins + EXCLUDED.wins),
			play_seconds = d.play_seconds + CASE WHEN d.last_activity_at IS NULL THEN 0
				ELSE least(120, greatest(0, extract(epoch FROM now() - d.last_activity_at)))::int END,
			last_activity_at = now()
	)
	SELECT coalesce(jsonb_object_agg(i::text,
		jsonb_build_object('bet', bet_reply, 'win', win_reply)), '{}'::jsonb)
	INTO v_out FROM rep;
	RETURN v_out;
END;
$$;
--> statement-breakpoint
-- Many wallet calls in one statement: p_calls [{fn, ...arguments}] in the order they came;
-- returns their replies in that order. fn: debit, credit, rollback, freespin, round. The keys'
-- advisory locks and the players' wallet locks are taken first, in player order (the order every
-- batch takes them, so two batches do not deadlock on them); plain rounds then go through
-- wallet_rounds_fast, every other call through its own function (whose own locks are then free).
CREATE OR REPLACE FUNCTION "wallet_batch"(p_calls jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
	c jsonb;
	v_fast jsonb := '{}'::jsonb;
	-- The replies in order: a plpgsql array grows in place, where appending to a jsonb array
	-- would copy and re-encode every earlier reply at each call (a quarter of a 25-call batch's
	-- time, measured with auto_explain).
	v_out jsonb[] := '{}';
	v_reply jsonb;
	v_n int := jsonb_array_length(p_calls);
BEGIN
	PERFORM pg_advisory_xact_lock(1463897172, hashtext((x ->> 'provider') || chr(31) || k))
	FROM jsonb_array_elements(p_calls) AS x,
		LATERAL (VALUES (x ->> 'tx'), (x ->> 'win')) AS keys(k)
	WHERE k IS NOT NULL
	ORDER BY (x ->> 'player')::int, k;
	PERFORM 1 FROM wallets w JOIN players p ON p.id = w.player_id AND p.currency_id = w.currency_id
	WHERE w.player_id IN (SELECT (x ->> 'player')::int FROM jsonb_array_elements(p_calls) AS x)
	ORDER BY w.player_id FOR UPDATE OF w;

	-- Plain rounds: the first call of each player when it is a round that no earlier call of the
	-- batch touches.
	v_fast := wallet_rounds_fast(coalesce((
		SELECT jsonb_agg(jsonb_build_object('i', i, 'provider', x ->> 'provider',
			'bet', x ->> 'tx', 'win', x ->> 'win', 'player', (x ->> 'player')::int,
			'round', x ->> 'round', 'game', (x ->> 'game')::int, 'stake', (x ->> 'stake')::bigint,
			'amount', (x ->> 'amount')::bigint))
		FROM (
			SELECT x, i, row_number() OVER (PARTITION BY x ->> 'player' ORDER BY i) AS nth
			FROM jsonb_array_elements(p_calls) WITH ORDINALITY AS e(x, i)
		) firsts
		WHERE nth = 1 AND x ->> 'fn' = 'round'
			-- Booked ahead of the calls before it, so none of them may touch its round or keys
			-- (another player's call on the same round id, a refund naming its bet).
			AND NOT EXISTS (
				SELECT 1 FROM jsonb_array_elements(p_calls) WITH ORDINALITY AS o(y, j)
				WHERE j < i AND y ->> 'provider' = x ->> 'provider'
					AND (y ->> 'round' = x ->> 'round'
						OR ARRAY[y ->> 'tx', y ->> 'win', y ->> 'bet']
							&& ARRAY[x ->> 'tx', x ->> 'win']))
	), '[]'::jsonb));

	FOR i IN 1..v_n LOOP
		v_reply := v_fast -> i::text;
		IF v_reply IS NULL THEN
			c := p_calls -> (i - 1);
			v_reply := CASE c ->> 'fn'
				WHEN 'round' THEN wallet_round(c ->> 'provider', c ->> 'tx', c ->> 'win',
					(c ->> 'player')::int, c ->> 'round', (c ->> 'game')::int, (c ->> 'stake')::bigint,
					(c ->> 'amount')::bigint)
				WHEN 'debit' THEN wallet_debit(c ->> 'provider', c ->> 'tx', (c ->> 'player')::int,
					c ->> 'round', (c ->> 'game')::int, (c ->> 'amount')::bigint)
				WHEN 'credit' THEN wallet_credit(c ->> 'provider', c ->> 'tx', (c ->> 'player')::int,
					c ->> 'round', (c ->> 'game')::int, (c ->> 'amount')::bigint, c ->> 'bet',
					(c ->> 'close')::boolean, (c ->> 'maxMultiplier')::int,
					(c ->> 'providerCap')::bigint)
				WHEN 'rollback' THEN wallet_rollback(c ->> 'provider', c ->> 'tx',
					(c ->> 'player')::int, c ->> 'round', (c ->> 'game')::int, c ->> 'bet')
				WHEN 'freespin' THEN wallet_freespin(c ->> 'provider', c ->> 'tx',
					(c ->> 'player')::int, c ->> 'round', (c ->> 'game')::int)
			END;
			IF v_reply IS NULL THEN
				RAISE EXCEPTION 'wallet_batch: unknown call %', c ->> 'fn' USING ERRCODE = '22023';
			END IF;
		END IF;
		v_out := array_append(v_out, v_reply);
	END LOOP;
	RETURN to_jsonb(v_out);
END;
$$;
