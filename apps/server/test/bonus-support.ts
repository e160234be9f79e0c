/** Fixtures of the bonus tests: campaigns, card deposits with a code, bets through the wallet. */
import type { FastifyInstance } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import { CAMPAIGN_ACTIONS, TRANSACTION_TYPES } from '@croupier/contract/constants';
import type { Db } from '../src/db/client.ts';
import * as t from '../src/db/schema.ts';
import { playerMessages } from '../src/messages/schema.ts';
import { ledgerTransactions, playerCampaigns } from '../src/wallet/schema.ts';
import { call } from './accounts-support.ts';
import { gatewayApproval, idOf, pay, webhook } from './payments-support.ts';
import { createExternalGame, issueTestSession } from './providers-support.ts';
import { walletProviderCall } from './wallet-support.ts';

export const PROVIDER = 'bonusprov';
export const SECRET = 'bonus-provider-secret-0123456789';
export const WALLET_ENV = { WALLET_PROVIDER_SECRETS: `${PROVIDER}:${SECRET}` };

let serial = 0;

/** A campaign of the demo skin (EUR minor units), running, public unless told. */
export async function insertCampaign(
  db: Db,
  values: Partial<typeof t.campaigns.$inferInsert> = {},
) {
  serial += 1;
  const [skin] = await db
    .select({ id: t.skins.id })
    .from(t.skins)
    .where(eq(t.skins.refId, 'croupier'));
  const code = values.code ?? `T${process.pid}X${serial}`;
  const [row] = await db
    .insert(t.campaigns)
    .values({
      skinId: skin!.id,
      code,
      name: `Test ${code}`,
      texts: {
        en: { name: `Test ${code}`, description: 'A test campaign' },
        cs: { name: `Test ${code} cs`, description: 'Testovací kampaň' },
      },
      action: CAMPAIGN_ACTIONS.deposit,
      kind: 'deposit',
      amountType: 'percent',
      amount: 100,
      isPublic: true,
      ...values,
    })
    .returning();
  return row!;
}

/** A no-deposit campaign of a fixed bonus (EUR minor units), active as soon as it is claimed. */
export function insertNoDepositCampaign(
  db: Db,
  amount: number,
  values: Partial<typeof t.campaigns.$inferInsert> = {},
) {
  return insertCampaign(db, { kind: 'no_deposit', amountType: 'fixed', amount, ...values });
}

const gamesOfType = new WeakMap<Db, Map<string, number>>();
/**
 * A game of a type (slot, table, live) of the bonus tests' `/wallet/v1` provider (one per
 * database and type): `playRound` bets on it through the signed provider API.
 */
export async function gameOfType(db: Db, type: string): Promise<number> {
  const known = gamesOfType.get(db) ?? new Map<string, number>();
  gamesOfType.set(db, known);
  const id = known.get(type) ?? (await createExternalGame(db, { aggregator: PROVIDER, type })).id;
  known.set(type, id);
  return id;
}

/** A card deposit (with a bonus code) approved by the fake gateway; returns the payment id. */
export async function cardDeposit(
  app: FastifyInstance,
  clock: { now: Date },
  userToken: string,
  amount: number,
  bonusCode?: string,
) {
  const res = await pay(app, userToken, 'deposit', {
    amount,
    payment_method_id: 1,
    ...(bonusCode ? { bonus_code: bonusCode } : {}),
  });
  if (res.status !== 200) return { res, id: null };
  const id = idOf(res);
  const done = await webhook(app, gatewayApproval(clock, id, { amount: Math.round(amount * 100) }));
  if (done.body.status !== 'applied') throw new Error(`not applied: ${JSON.stringify(done.body)}`);
  return { res, id };
}

let round = 0;
/**
 * One round through the provider wallet API: a bet (decimal) and its win, closing the round, on
 * a provider session issued for the player's latest login (as a launch would), in EUR.
 */
export async function playRound(
  ctx: { app: FastifyInstance; database: { db: Db }; clock: { now: Date } },
  playerId: number,
  gameId: number,
  stake: number,
  win: number,
) {
  const { app } = ctx;
  const db = ctx.database.db;
  round += 1;
  const [login] = await db
    .select({ id: t.playerSessions.id })
    .from(t.playerSessions)
    .where(and(eq(t.playerSessions.playerId, playerId), eq(t.playerSessions.type, 'session')))
    .orderBy(desc(t.playerSessions.id))
    .limit(1);
  const sessionToken = await issueTestSession(db, {
    provider: PROVIDER,
    playerId,
    playerSessionId: login!.id,
    gameId,
    now: ctx.clock.now,
    ttlMs: 24 * 3600_000,
  });
  const send = (path: string, body: object) =>
    walletProviderCall(app, path, body, { provider: PROVIDER, secret: SECRET });
  const r = `bonus-r${process.pid}-${round}`;
  const bet = await send('debit', {
    transaction_id: `${r}-b`,
    player_id: playerId,
    round_id: r,
    amount: stake.toFixed(2),
    game_id: gameId,
    session_token: sessionToken,
    currency: 'EUR',
  });
  if (bet.status !== 200) return { bet, win: null };
  const credit = await send('credit', {
    transaction_id: `${r}-w`,
    player_id: playerId,
    round_id: r,
    amount: win.toFixed(2),
    bet_transaction_id: `${r}-b`,
    close_round: true,
    game_id: gameId,
    session_token: sessionToken,
    currency: 'EUR',
  });
  return { bet, win: credit };
}

export async function campaignsOf(db: Db, playerId: number) {
  return db
    .select()
    .from(playerCampaigns)
    .where(eq(playerCampaigns.playerId, playerId))
    .orderBy(playerCampaigns.id);
}

/** A player's bonus removals (type 13) in the ledger. */
export async function bonusRemovals(db: Db, playerId: number) {
  return db
    .select()
    .from(ledgerTransactions)
    .where(
      and(
        eq(ledgerTransactions.playerId, playerId),
        eq(ledgerTransactions.type, TRANSACTION_TYPES.bonusRemoved),
      ),
    );
}

export async function lastMessageOfType(db: Db, playerId: number, type: string) {
  const [m] = await db
    .select()
    .from(playerMessages)
    .where(and(eq(playerMessages.playerId, playerId), eq(playerMessages.type, type)))
    .orderBy(desc(playerMessages.id))
    .limit(1);
  return m ?? null;
}

/** A player's call on their campaigns. */
export const bonusCall = (
  app: FastifyInstance,
  userToken: string,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  body?: unknown,
) => call(app, method, url, body, { userToken });

/** A player saving a bonus code on My Bonus. */
export const saveCode = (
  app: FastifyInstance,
  player: { id: number; userToken: string },
  code: string,
) => bonusCall(app, player.userToken, 'POST', `/v1/campaigns/players/${player.id}/codes`, { code });
