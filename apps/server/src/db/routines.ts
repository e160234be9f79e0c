/**
 * Database routines: the plpgsql functions the server calls (the wallet's money movements). They
 * are kept as source files and applied after the migrations every time the database is opened
 * (`CREATE OR REPLACE FUNCTION`, in one transaction), so a change to a function is a change to
 * its file, not a copy of it in a new migration. Tables, indexes and triggers stay in migrations.
 */
import { readFileSync } from 'node:fs';

const FILES = [
  new URL('../wallet/sql/ledger.sql', import.meta.url),
  // Progressive jackpots: wallet_debit calls jackpot_bet.
  new URL('../jackpots/sql/jackpots.sql', import.meta.url),
  // A round in one call and many calls in one statement (wallet/batcher.ts).
  new URL('../wallet/sql/batch.sql', import.meta.url),
];

/** Advisory lock key of the routines step (several processes may open the database at once). */
export const ROUTINES_LOCK = 0x524f5554; // "ROUT"

let cached: string | null = null;

/** Every routine file, in order, as one script. */
export function routinesSql(): string {
  cached ??= FILES.map((file) => readFileSync(file, 'utf8')).join('\n');
  return cached;
}
