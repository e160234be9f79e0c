/** Column builders every domain's tables share. */
import { bigint, timestamp } from 'drizzle-orm/pg-core';

/** A point in time (timestamptz). */
export const at = (name: string) => timestamp(name, { withTimezone: true });
/** Money in integer minor units (bigint read as a JS number: the ledger stays below 2^53). */
export const money = (name: string) => bigint(name, { mode: 'number' });
/** `created_at`, set by the database. */
export const createdAt = () => at('created_at').notNull().defaultNow();
