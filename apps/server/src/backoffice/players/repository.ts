/**
 * The back office's read model of players: read-only SQL over other domains' tables (players and
 * sessions of accounts, the wallet's ledger, the studio's rounds, payments, limit requests) for
 * the staff lists, where those domains have no list for staff. Nothing here writes another
 * domain's table: actions go through the domains' services (service.ts). Staff notes are this
 * module's own table.
 */
import { and, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { ID_MAX } from '@croupier/contract/common';
import type { StaffPlayerListQuery } from '@croupier/contract/staff-players';
import type { Executor } from '../../db/client.ts';
import {
  currencies,
  games,
  outbox,
  players,
  playerSessions,
  staff,
  staffNotes,
} from '../../db/schema.ts';
import { limitRequests } from '../../limits/schema.ts';
import { playerMessages } from '../../messages/schema.ts';
import { payments, payoutAccounts } from '../../payments/schema.ts';
import { studioRounds } from '../../studio/schema.ts';
import { ledgerTransactions } from '../../wallet/schema.ts';

export interface Page {
  limit: number;
  offset: number;
}

/** A LIKE pattern's own wildcards taken literally. */
const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The newest login (session token) of a player. */
const lastLogin = sql<Date | null>`(select max(${playerSessions.createdAt}) from ${playerSessions}
  where ${playerSessions.playerId} = ${players.id} and ${playerSessions.type} = 'session')`;

const playerColumns = {
  player: players,
  currency: currencies.code,
  minorUnits: currencies.minorUnits,
  lastLoginAt: lastLogin,
};

export type PlayerRecord = {
  player: typeof players.$inferSelect;
  currency: string;
  minorUnits: number;
  lastLoginAt: Date | string | null;
};

/**
 * The search. `q` of digits: the id (exact, primary key) or, from 6 digits, the mobile's digits
 * (contains: the mobile is stored as +digits; no index serves it); with `@`: the e-mail (exact, players_skin_email_idx, or prefix);
 * otherwise nickname, e-mail, first or last name, case-insensitive prefix.
 */
export async function searchPlayers(
  db: Executor,
  q: StaffPlayerListQuery,
  page: Page,
): Promise<{ rows: PlayerRecord[]; total: number }> {
  const where: SQL[] = [];
  const text = q.q?.trim();
  if (text) {
    if (/^\+?[\d ]+$/.test(text)) {
      const digits = text.replace(/\D/g, '');
      const byId = Number(digits) <= ID_MAX ? [eq(players.id, Number(digits))] : [];
      // A short number is an id only (a few digits would match many phone numbers).
      const byMobile =
        digits.length >= 6 ? [sql`${players.mobile} like ${`%${escapeLike(digits)}%`}`] : [];
      const any = [...byId, ...byMobile];
      where.push(any.length ? or(...any)! : sql`false`);
    } else if (text.includes('@')) {
      const email = text.toLowerCase();
      where.push(
        or(eq(players.email, email), sql`${players.email} like ${`${escapeLike(email)}%`}`)!,
      );
    } else {
      const prefix = `${escapeLike(text.toLowerCase())}%`;
      where.push(
        or(
          sql`lower(${players.username}) like ${prefix}`,
          sql`${players.email} like ${prefix}`,
          sql`lower(${players.firstname}) like ${prefix}`,
          sql`lower(${players.lastname}) like ${prefix}`,
          // "Jane Doe": first and last name together.
          ...(text.includes(' ')
            ? [
                ilike(
                  sql`coalesce(${players.firstname}, '') || ' ' || coalesce(${players.lastname}, '')`,
                  prefix,
                ),
              ]
            : []),
        )!,
      );
    }
  }
  if (q.status) where.push(eq(players.status, q.status));
  if (q.country) where.push(eq(players.country, q.country));
  if (q.is_test !== undefined) where.push(eq(players.isTest, q.is_test));
  const condition = where.length ? and(...where) : undefined;
  const sortColumn =
    q.sort.replace('-', '') === 'id'
      ? players.id
      : q.sort.replace('-', '') === 'nickname'
        ? sql`lower(${players.username})`
        : players.createdAt;
  const order = q.sort.startsWith('-') ? desc(sortColumn) : sortColumn;
  const [rows, totals] = await Promise.all([
    db
      .select(playerColumns)
      .from(players)
      .innerJoin(currencies, eq(currencies.id, players.currencyId))
      .where(condition)
      .orderBy(order, desc(players.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(players).where(condition),
  ]);
  return { rows, total: Number(totals[0]?.total ?? 0) };
}

export async function findPlayer(db: Executor, id: number): Promise<PlayerRecord | undefined> {
  const [row] = await db
    .select(playerColumns)
    .from(players)
    .innerJoin(currencies, eq(currencies.id, players.currencyId))
    .where(eq(players.id, id))
    .limit(1);
  return row;
}

/** The wallet's transactions of the player (ledger_transactions_player_idx), newest first. */
export async function ledger(
  db: Executor,
  playerId: number,
  f: { type?: number; from?: Date; to?: Date },
  page: Page,
) {
  const where = and(
    eq(ledgerTransactions.playerId, playerId),
    f.type !== undefined ? eq(ledgerTransactions.type, f.type) : undefined,
    f.from ? gte(ledgerTransactions.createdAt, f.from) : undefined,
    f.to ? lt(ledgerTransactions.createdAt, f.to) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select({ tx: ledgerTransactions, currency: currencies.code, gameName: games.name })
      .from(ledgerTransactions)
      .innerJoin(currencies, eq(currencies.id, ledgerTransactions.currencyId))
      .leftJoin(games, eq(games.id, ledgerTransactions.gameId))
      .where(where)
      .orderBy(desc(ledgerTransactions.createdAt), desc(ledgerTransactions.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(ledgerTransactions).where(where),
  ]);
  return { rows, total: Number(totals[0]?.total ?? 0) };
}

const shownRounds = (playerId: number) =>
  and(
    eq(studioRounds.playerId, playerId),
    eq(studioRounds.mode, 'real'),
    inArray(studioRounds.status, ['open', 'settled', 'refunded']),
  );

/** The studio's real rounds of the player (as its history shows them: void ones never). */
export async function rounds(
  db: Executor,
  playerId: number,
  gameId: number | undefined,
  page: Page,
) {
  const where = and(
    shownRounds(playerId),
    gameId !== undefined ? eq(studioRounds.gameId, gameId) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select({ round: studioRounds, gameName: games.name })
      .from(studioRounds)
      .innerJoin(games, eq(games.id, studioRounds.gameId))
      .where(where)
      .orderBy(desc(studioRounds.createdAt), desc(studioRounds.nonce))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(studioRounds).where(where),
  ]);
  return { rows, total: Number(totals[0]?.total ?? 0) };
}

export async function round(db: Executor, playerId: number, roundId: string) {
  const [row] = await db
    .select({ round: studioRounds, gameName: games.name })
    .from(studioRounds)
    .innerJoin(games, eq(games.id, studioRounds.gameId))
    .where(and(shownRounds(playerId), eq(studioRounds.id, roundId)))
    .limit(1);
  return row;
}

/** Deposits and withdrawals (payments_player_idx), newest first. */
export async function playerPayments(
  db: Executor,
  playerId: number,
  f: { type?: 1 | 2; status?: string },
  page: Page,
) {
  const where = and(
    eq(payments.playerId, playerId),
    f.type ? eq(payments.type, f.type) : undefined,
    f.status ? eq(payments.status, f.status) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select({ payment: payments, currency: currencies.code, accountLabel: payoutAccounts.label })
      .from(payments)
      .innerJoin(currencies, eq(currencies.id, payments.currencyId))
      .leftJoin(payoutAccounts, eq(payoutAccounts.id, payments.payoutAccountId))
      .where(where)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(payments).where(where),
  ]);
  return { rows, total: Number(totals[0]?.total ?? 0) };
}

/** The player's IBAN payout accounts (reveal). */
export async function ibans(db: Executor, playerId: number) {
  return db
    .select({ id: payoutAccounts.id, value: payoutAccounts.value })
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.playerId, playerId), eq(payoutAccounts.kind, 'iban')))
    .orderBy(payoutAccounts.id);
}

/** Limit and self-exclusion requests: the limits domain's history (limit_requests_player_idx). */
export async function limitHistory(
  db: Executor,
  playerId: number,
  type: 'limit' | 'self_exclusion' | undefined,
  page: Page,
) {
  const where = and(
    eq(limitRequests.playerId, playerId),
    type ? eq(limitRequests.type, type) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(limitRequests)
      .where(where)
      .orderBy(desc(limitRequests.createdAt), desc(limitRequests.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(limitRequests).where(where),
  ]);
  return { rows, total: Number(totals[0]?.total ?? 0) };
}

/** Session tokens (logins) of the player (player_sessions_player_idx), newest first. */
export async function sessions(db: Executor, playerId: number, page: Page) {
  const where = and(eq(playerSessions.playerId, playerId), eq(playerSessions.type, 'session'));
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(playerSessions)
      .where(where)
      .orderBy(desc(playerSessions.createdAt), desc(playerSessions.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(playerSessions).where(where),
  ]);
  return { rows, total: Number(totals[0]?.total ?? 0) };
}

export async function notes(db: Executor, playerId: number, page: Page) {
  const where = eq(staffNotes.playerId, playerId);
  const [rows, totals] = await Promise.all([
    db
      .select({ note: staffNotes, staffName: staff.name })
      .from(staffNotes)
      .innerJoin(staff, eq(staff.id, staffNotes.staffId))
      .where(where)
      .orderBy(desc(staffNotes.createdAt), desc(staffNotes.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(staffNotes).where(where),
  ]);
  return { rows, total: Number(totals[0]?.total ?? 0) };
}

export async function insertNote(
  db: Executor,
  values: { playerId: number; staffId: number; body: string; createdAt: Date },
) {
  const [row] = await db.insert(staffNotes).values(values).returning();
  return row!;
}

export type ConversationRow = {
  direction: 'received' | 'sent';
  id: number;
  type: string;
  subject: string;
  body: string | null;
  staffId: number | null;
  staffName: string | null;
  createdAt: Date;
  readAt: Date | null;
};

/**
 * The player's conversation, newest first: the messages the player received (player_messages,
 * the messages domain's inbox: from staff or the platform) and what the player sent through the
 * contact form while signed in (the outbox's `support_contact` e-mails carrying the player's id).
 * Each row belongs to `playerId` only (both stores are filtered by the player's id).
 */
export async function conversation(db: Executor, playerId: number, page: Page) {
  const received = sql`select 'received' as direction, ${playerMessages.id} as id,
      ${playerMessages.type} as type, ${playerMessages.subject} as subject,
      ${playerMessages.body} as body, ${playerMessages.staffId} as staff_id,
      ${staff.name} as staff_name, ${playerMessages.createdAt} as created_at,
      ${playerMessages.readAt} as read_at
    from ${playerMessages} left join ${staff} on ${staff.id} = ${playerMessages.staffId}
    where ${playerMessages.playerId} = ${playerId}`;
  const sent = sql`select 'sent' as direction, ${outbox.id} as id, 'contact' as type,
      ${outbox.subject} as subject, nullif(${outbox.body}, '') as body, null::int as staff_id,
      null::text as staff_name, ${outbox.createdAt} as created_at,
      null::timestamptz as read_at
    from ${outbox}
    where ${outbox.playerId} = ${playerId} and ${outbox.kind} = 'support_contact'`;
  const [list, totals] = await Promise.all([
    db.execute(sql`${received} union all ${sent}
      order by created_at desc, direction, id desc
      limit ${page.limit} offset ${page.offset}`),
    db.execute(sql`select
      (select count(*) from ${playerMessages} where ${playerMessages.playerId} = ${playerId})
      + (select count(*) from ${outbox}
          where ${outbox.playerId} = ${playerId} and ${outbox.kind} = 'support_contact')
      as total`),
  ]);
  type Raw = {
    direction: 'received' | 'sent';
    id: unknown;
    type: string;
    subject: string;
    body: string | null;
    staff_id: unknown;
    staff_name: string | null;
    created_at: string | Date;
    read_at: string | Date | null;
  };
  const rows = (list as unknown as { rows: Raw[] }).rows.map((r): ConversationRow => ({
    direction: r.direction,
    id: Number(r.id),
    type: r.type,
    subject: r.subject,
    body: r.body,
    staffId: r.staff_id === null ? null : Number(r.staff_id),
    staffName: r.staff_name,
    createdAt: new Date(r.created_at),
    readAt: r.read_at === null ? null : new Date(r.read_at),
  }));
  const total = (totals as unknown as { rows: { total: unknown }[] }).rows[0]?.total;
  return { rows, total: Number(total ?? 0) };
}
