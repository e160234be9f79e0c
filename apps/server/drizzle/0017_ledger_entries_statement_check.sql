ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk";
--> statement-breakpoint
-- The per-entry checks of migration 0003 (a deferred balance trigger per row, and the two foreign
-- keys above) become one statement-level check: what it guards is unchanged, what it costs is one
-- trigger call per INSERT statement (the batched wallet books a hundred entries in one).
-- apps/server/src/wallet/sql/ledger.sql is the functions' source from here on.
DROP TRIGGER "ledger_entries_balanced" ON "ledger_entries";
--> statement-breakpoint
DROP FUNCTION "ledger_entries_balanced"();
--> statement-breakpoint
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
CREATE TRIGGER "ledger_entries_check" AFTER INSERT ON "ledger_entries"
	REFERENCING NEW TABLE AS new_entries FOR EACH STATEMENT EXECUTE FUNCTION "ledger_entries_check"();
--> statement-breakpoint
CREATE TRIGGER "ledger_transactions_kept" BEFORE DELETE OR UPDATE OF "id" ON "ledger_transactions"
	FOR EACH ROW EXECUTE FUNCTION "ledger_parent_immutable"();
--> statement-breakpoint
CREATE TRIGGER "ledger_transactions_no_truncate" BEFORE TRUNCATE ON "ledger_transactions"
	FOR EACH STATEMENT EXECUTE FUNCTION "ledger_parent_immutable"();
--> statement-breakpoint
CREATE TRIGGER "ledger_accounts_kept" BEFORE DELETE OR UPDATE OF "id" ON "ledger_accounts"
	FOR EACH ROW EXECUTE FUNCTION "ledger_parent_immutable"();
--> statement-breakpoint
CREATE TRIGGER "ledger_accounts_no_truncate" BEFORE TRUNCATE ON "ledger_accounts"
	FOR EACH STATEMENT EXECUTE FUNCTION "ledger_parent_immutable"();
