/** Fixtures of the external-provider tests: `wallet` providers, their games, launches, calls. */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { hashToken } from '../src/auth/crypto.ts';
import type { Db } from '../src/db/client.ts';
import * as t from '../src/db/schema.ts';
import { providerSessions } from '../src/providers/schema.ts';
import { launch } from './studio-support.ts';

let serial = 0;

export const LAUNCH_TEMPLATE =
  'https://games.example.test/play?token={token}&game={game}&lang={lang}&mode={mode}&currency={currency}';

export interface ExternalGame {
  id: number;
  providerId: number;
  providerCode: string;
  /** The wallet-side code (`X-Provider`). */
  aggregator: string;
}

/**
 * A provider on `/wallet/v1` (integration `wallet`, its X-Provider code `aggregator`) with one
 * game. Options: the game's stated max win (multiplier), the provider's cap (minor units).
 */
export async function createExternalGame(
  db: Db,
  opts: {
    aggregator: string;
    maxWinMultiplier?: number | null;
    maxWinCap?: number | null;
    launchUrl?: string | null;
    integration?: string;
    hasDemo?: boolean;
    /** The game's type (slot by default). */
    type?: string;
  },
): Promise<ExternalGame> {
  serial += 1;
  const code = `ext-${opts.aggregator}-${process.pid}-${serial}`;
  const [provider] = await db
    .insert(t.providers)
    .values({
      code,
      name: `External ${serial}`,
      integration: opts.integration ?? 'wallet',
      aggregator: opts.aggregator,
      launchUrl: opts.launchUrl === undefined ? LAUNCH_TEMPLATE : opts.launchUrl,
      maxWinCap: opts.maxWinCap ?? null,
    })
    .returning({ id: t.providers.id });
  const [game] = await db
    .insert(t.games)
    .values({
      slug: `${code}-game`,
      providerId: provider!.id,
      name: `External game ${serial}`,
      type: opts.type ?? 'slot',
      engine: 'external',
      engineSettings: {},
      externalCode: `ext_game_${serial}`,
      hasDemo: opts.hasDemo ?? true,
      maxWinMultiplier: opts.maxWinMultiplier ?? null,
    })
    .returning({ id: t.games.id });
  return {
    id: game!.id,
    providerId: provider!.id,
    providerCode: code,
    aggregator: opts.aggregator,
  };
}

/** Launches an external game (real with a user token, else demo): the session token of its URL. */
export async function launchToken(
  app: FastifyInstance,
  game: ExternalGame,
  userToken?: string,
  body: Record<string, unknown> = {},
): Promise<{ token: string; url: URL; mode: 'real' | 'demo' }> {
  const res = await launch(app, game, body, userToken);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const data = res.body.data as { play_for_real?: string; play_for_fun?: string };
  const raw = data.play_for_real ?? data.play_for_fun!;
  const url = new URL(raw);
  return {
    token: url.searchParams.get('token')!,
    url,
    mode: data.play_for_real ? 'real' : 'demo',
  };
}

/** Sum of every entry per currency: zero when the ledger is balanced (one row per currency). */
export async function ledgerSums(db: Db): Promise<{ currency_id: number; total: string }[]> {
  const rows = (await db.execute(
    sql`select a.currency_id, sum(e.amount)::text as total from ledger_entries e
      join ledger_accounts a on a.id = e.account_id group by a.currency_id`,
  )) as unknown as { rows: { currency_id: number; total: string }[] };
  return rows.rows;
}

/** Asserts the sum of entries per currency is 0. */
export async function expectBalancedLedger(db: Db): Promise<void> {
  for (const row of await ledgerSums(db))
    expect(row.total, `currency ${row.currency_id}`).toBe('0');
}

/** The balance of a house account kind in a currency (sum of its entries, minor units). */
export async function houseBalance(db: Db, kind: string, currencyId = 1): Promise<number> {
  const rows = (await db.execute(
    sql`select coalesce(sum(e.amount), 0)::text as total from ledger_entries e
      join ledger_accounts a on a.id = e.account_id
      where a.kind = ${kind} and a.currency_id = ${currencyId} and a.player_id is null`,
  )) as unknown as { rows: { total: string }[] };
  return Number(rows.rows[0]?.total ?? 0);
}

/**
 * A provider session issued as a launch would (the gateway's rows), for tests that drive
 * `/wallet/v1` without going through the launch: the token.
 */
export async function issueTestSession(
  db: Db,
  input: {
    provider: string;
    playerId: number;
    playerSessionId: number;
    gameId: number;
    now: Date;
    currencyId?: number;
    /** Life of the session (8 hours unless told). */
    ttlMs?: number;
  },
): Promise<string> {
  serial += 1;
  const token = `test-session-${process.pid}-${serial}-${Math.random().toString(36).slice(2)}`;
  await db.insert(providerSessions).values({
    tokenHash: hashToken(token),
    provider: input.provider,
    mode: 'real',
    playerId: input.playerId,
    playerSessionId: input.playerSessionId,
    gameId: input.gameId,
    currencyId: input.currencyId ?? 1,
    language: 'en',
    expiresAt: new Date(input.now.getTime() + (input.ttlMs ?? 8 * 3600_000)),
    createdAt: input.now,
  });
  return token;
}

/** Makes existing games' providers `/wallet/v1` providers of `aggregator` (tests of old flows). */
export async function useAsWalletProvider(db: Db, providerIds: number[], aggregator: string) {
  for (const id of providerIds) {
    await db
      .update(t.providers)
      .set({ integration: 'wallet', aggregator, launchUrl: LAUNCH_TEMPLATE })
      .where(eq(t.providers.id, id));
  }
}
