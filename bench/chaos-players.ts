/**
 * The chaos harness's players (bench/chaos.ts): created in the database as the server's tests
 * create them (apps/server/test/studio-support.ts createPlayer: an active, verified EUR player
 * with a live session token) with a cash grant (a staff adjustment, withdrawable), then driven
 * over HTTP only, as the site, the game frame, the payment page and a game provider would:
 *
 * - a studio round: `POST /studio/v1/rounds` (a slot spin) with its own requestId;
 * - a provider round on `/wallet/v1`, signed as the development provider `demo`: a debit, then a
 *   credit that closes the round or a rollback of the debit, each with its own transaction id;
 * - a card deposit: `POST /v1/payments/deposit` (Idempotency-Key), then the sandbox gateway's
 *   payment page submitted with the test card that approves; the gateway's signed webhook
 *   credits it (at once or on its redelivery job);
 * - a withdrawal request (`POST /v1/payments/withdraw`, SEPA, Idempotency-Key) that reserves the
 *   amount, and the player's cancel of it (which returns it) the next time.
 *
 * Each player keeps what its acknowledged operations imply for its balance (`sure`) and the
 * effects of unacknowledged ones (`maybes`: each may have happened once or not at all).
 */
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { TERMS_VERSION } from '@croupier/contract/constants';
import { PAYMENT_ERRORS } from '@croupier/contract/payments';
import { issueToken } from '../apps/server/src/auth/sessions.ts';
import type { Db } from '../apps/server/src/db/client.ts';
import * as t from '../apps/server/src/db/schema.ts';
import { GATEWAY_TEXTS } from '../apps/server/src/payments/providers/sandbox/texts.ts';
import { DEV_PROVIDER_SECRETS, signBody } from '../apps/server/src/wallet/provider-routes.ts';
import * as walletRepo from '../apps/server/src/wallet/repository.ts';
import { messageOf, type Acknowledged, type Traffic } from './chaos-traffic.ts';

/** Cash each player starts with (a staff adjustment: not "deposited", so withdrawable). */
export const GRANT = 500_00;
/** The development provider of `/wallet/v1` (WALLET_PROVIDER_SECRETS' default). */
const [PROVIDER, PROVIDER_SECRET] = DEV_PROVIDER_SECRETS.split(':') as [string, string];
/** The skin's development key and secret (env.ts defaults): the nodes are started with them. */
export const SKIN_KEY = 'croupier-demo';
export const SKIN_SECRET = 'croupier-demo-public-secret';
const SKIN_AUTH = `Basic ${Buffer.from(`${SKIN_KEY}:${SKIN_SECRET}`).toString('base64')}`;
/** The slot spun by studio rounds: 20 lines, so a line bet of 5 stakes 1.00 EUR. */
const STUDIO_SLUG = 'orchard-of-fortune';
const LINE_BET = 5;
const IBAN = 'DE89370400440532013000';
const WITHDRAW_EUR = 20;
const CARD = { number: '4242424242424242', expiry: '12/30', cvc: '123', holder: 'Chaos Player' };

export interface GameRef {
  id: number;
  providerId: number;
  /** The provider's code: the launch path's `{provider}`. */
  providerCode: string;
}

/** An effect on the balance that may have happened (once) or not. */
export type Maybe =
  | { label: string; amount: number }
  /** A studio round not acknowledged: its effect is what the round's record says, or nothing. */
  | { label: string; studioRequestId: string };

export interface StudioAnswer {
  requestId: string;
  roundId: string;
  status: string;
  stake: number;
  win: number;
}

export interface ChaosPlayer {
  id: number;
  userToken: string;
  studioSession: string;
  walletToken: string;
  /** The grant plus the effects of every acknowledged operation (minor units). */
  sure: number;
  maybes: Maybe[];
  /** A withdrawal requested and not cancelled yet. */
  openWithdrawal: { paymentId: number; amount: number } | null;
  /** A deposit approved at the gateway whose credit the player has not seen yet. */
  awaitedDeposit: number | null;
  studioAnswers: StudioAnswer[];
  /** Answers no correct server gives (a first cancel refused, a round answered open...). */
  oddities: string[];
}

export interface ChaosGames {
  studio: GameRef;
  wallet: GameRef;
}

const json = (body: unknown) => JSON.stringify(body);
const decimal = (minor: number) => (minor / 100).toFixed(2);
const v1Headers = (p: ChaosPlayer, extra: Record<string, string> = {}) => ({
  authorization: SKIN_AUTH,
  'user-token': p.userToken,
  'content-type': 'application/json',
  ...extra,
});

// ------------------------------------------------------------------------------ setup

/** The seeded slot the studio rounds spin. */
export async function studioGame(db: Db): Promise<GameRef> {
  const [row] = await db
    .select({ id: t.games.id, providerId: t.games.providerId, providerCode: t.providers.code })
    .from(t.games)
    .innerJoin(t.providers, eq(t.providers.id, t.games.providerId))
    .where(eq(t.games.slug, STUDIO_SLUG));
  if (!row) throw new Error(`the seeded slot ${STUDIO_SLUG} is missing`);
  return row;
}

/**
 * A game of an external provider on `/wallet/v1` whose wallet-side code is `demo` (as
 * apps/server/test/providers-support.ts createExternalGame makes one).
 */
export async function demoWalletGame(db: Db, tag: string): Promise<GameRef> {
  const code = `chaos-${tag}`;
  const [provider] = await db
    .insert(t.providers)
    .values({
      code,
      name: 'Chaos demo provider',
      integration: 'wallet',
      aggregator: PROVIDER,
      launchUrl: 'https://games.example.test/play?token={token}&game={game}',
    })
    .returning({ id: t.providers.id });
  const [game] = await db
    .insert(t.games)
    .values({
      slug: `${code}-game`,
      providerId: provider!.id,
      name: 'Chaos demo game',
      type: 'slot',
      engine: 'external',
      engineSettings: {},
      externalCode: `${code}-game`,
      hasDemo: false,
    })
    .returning({ id: t.games.id });
  return { id: game!.id, providerId: provider!.id, providerCode: code };
}

/** `count` active, verified EUR players with a session token and the grant. */
export async function createPlayers(db: Db, count: number, tag: string): Promise<ChaosPlayer[]> {
  const [skin] = await db.select({ id: t.skins.id }).from(t.skins).limit(1);
  const [eur] = await db
    .select({ id: t.currencies.id })
    .from(t.currencies)
    .where(eq(t.currencies.code, 'EUR'));
  if (!skin || !eur) throw new Error('the seed has no skin or no EUR');
  const now = new Date();
  const rows = await db
    .insert(t.players)
    .values(
      Array.from({ length: count }, (_, i) => ({
        skinId: skin.id,
        username: `chaos${tag}${i}`.slice(0, 25),
        email: `chaos${tag}${i}@chaos.test`,
        passwordHash: 'not-a-login',
        passwordCreatedAt: now,
        passwordChangedAt: now,
        status: 'active',
        country: 'MT',
        currencyId: eur.id,
        isVerified: true,
        termsVersion: TERMS_VERSION,
        termsAcceptedAt: now,
      })),
    )
    .returning({ id: t.players.id });
  const players: ChaosPlayer[] = [];
  for (const { id } of rows) {
    const token = await issueToken(db, { playerId: id, type: 'session', now });
    const granted = await walletRepo.post(db, {
      provider: 'staff',
      transactionId: `chaos-grant-${id}`,
      playerId: id,
      operation: 'adjustment',
      type: 11,
      kind: 'cash',
      amount: GRANT,
      counter: 'adjustments',
      staffId: null,
      reason: 'chaos harness',
    });
    if (!granted.ok) throw new Error(`grant refused: ${granted.code}`);
    players.push({
      id,
      userToken: token.token,
      studioSession: '',
      walletToken: '',
      sure: GRANT,
      maybes: [],
      openWithdrawal: null,
      awaitedDeposit: null,
      studioAnswers: [],
      oddities: [],
    });
  }
  return players;
}

/** `POST /v1/casino/play/{provider}` for real money: the game URL. */
async function launch(traffic: Traffic, p: ChaosPlayer, game: GameRef): Promise<URL> {
  const done = await traffic.untilAcknowledged('setup: launch', {
    method: 'POST',
    path: `/v1/casino/play/${game.providerCode}`,
    headers: v1Headers(p),
    body: json({ game_id: game.id, provider_id: game.providerId }),
  });
  const url = done?.answer.json?.data?.play_for_real;
  if (typeof url !== 'string') {
    throw new Error(`launch of game ${game.id}: ${done?.answer.status} ${done?.answer.text}`);
  }
  return new URL(url, 'http://placeholder.invalid');
}

/** The frame session a studio launch link opens (the page's boot block or the redirect's #s=). */
function frameSession(a: Acknowledged | null): string | null {
  if (!a) return null;
  if (a.answer.status === 303) return /#s=([^&]+)$/.exec(a.answer.location ?? '')?.[1] ?? null;
  const block = /<script id="studio-boot" type="application\/json">([\s\S]*?)<\/script>/.exec(
    a.answer.text,
  );
  const token = block ? (JSON.parse(block[1]!) as { token?: unknown }).token : null;
  return typeof token === 'string' ? token : null;
}

/** Opens the player's studio frame session and provider session (launches through the API). */
export async function launchGames(traffic: Traffic, p: ChaosPlayer, games: ChaosGames) {
  for (let tries = 0; !p.studioSession && tries < 5; tries += 1) {
    // A launch link works once: when its answer is lost, the game is launched again.
    const link = await launch(traffic, p, games.studio);
    const opened = await traffic.untilAcknowledged('setup: launch', {
      method: 'GET',
      path: `${link.pathname}${link.search}`,
    });
    p.studioSession = frameSession(opened) ?? '';
  }
  if (!p.studioSession) throw new Error(`no studio session for player ${p.id}`);
  p.walletToken = (await launch(traffic, p, games.wallet)).searchParams.get('token') ?? '';
  if (!p.walletToken) throw new Error(`no provider session for player ${p.id}`);
}

// ------------------------------------------------------------------------------ operations

/** A slot spin in the studio; its effect is the answered round's win minus its stake. */
export async function studioRound(traffic: Traffic, p: ChaosPlayer): Promise<void> {
  const requestId = randomUUID();
  const done = await traffic.untilAcknowledged('studio round', {
    method: 'POST',
    path: '/studio/v1/rounds',
    headers: { 'studio-session': p.studioSession, 'content-type': 'application/json' },
    body: json({
      bet: { lineBet: LINE_BET },
      clientSeed: randomBytes(8).toString('hex'),
      requestId,
    }),
  });
  if (!done) {
    p.maybes.push({ label: `studio round ${requestId}`, studioRequestId: requestId });
    return;
  }
  if (done.answer.status !== 200) return; // refused (no funds, a limit): nothing moved
  const round = done.answer.json.data.round as {
    id: string;
    status: string;
    stake: number;
    win: number;
  };
  p.studioAnswers.push({
    requestId,
    roundId: round.id,
    status: round.status,
    stake: round.stake,
    win: round.win,
  });
  if (round.status === 'settled') p.sure += round.win - round.stake;
  else if (round.status !== 'refunded') {
    // Answered before recovery decided it: whatever its record says, or nothing.
    p.oddities.push(`studio round ${round.id} answered ${round.status}`);
    p.maybes.push({ label: `studio round ${requestId}`, studioRequestId: requestId });
  }
}

/** A signed `/wallet/v1` call of the demo provider. */
const providerCall = (traffic: Traffic, kind: string, path: string, body: object) => {
  const raw = json(body);
  return traffic.untilAcknowledged(kind, {
    method: 'POST',
    path: `/wallet/v1/${path}`,
    headers: {
      'content-type': 'application/json',
      'x-provider': PROVIDER,
      'x-signature': signBody(PROVIDER_SECRET, raw),
    },
    body: raw,
  });
};

/** A provider round: a debit, then a credit closing the round (65%) or its rollback. */
export async function walletRound(traffic: Traffic, p: ChaosPlayer, game: GameRef): Promise<void> {
  const roundId = `chaos-${randomUUID()}`;
  const base = {
    player_id: p.id,
    round_id: roundId,
    game_id: game.id,
    session_token: p.walletToken,
    currency: 'EUR',
  };
  const stake = randomInt(50, 201);
  const betTx = `${roundId}:bet`;
  const debit = await providerCall(traffic, 'wallet debit', 'debit', {
    ...base,
    transaction_id: betTx,
    amount: decimal(stake),
  });
  if (!debit) {
    p.maybes.push({ label: `debit ${betTx}`, amount: -stake });
    return;
  }
  if (debit.answer.status !== 200) return; // refused: nothing moved
  p.sure -= stake;
  if (Math.random() < 0.65) {
    const win = randomInt(0, 3 * stake + 1);
    const credit = await providerCall(traffic, 'wallet credit', 'credit', {
      ...base,
      transaction_id: `${roundId}:win`,
      amount: decimal(win),
      bet_transaction_id: betTx,
      close_round: true,
    });
    if (!credit) p.maybes.push({ label: `credit ${roundId}:win`, amount: win });
    else if (credit.answer.status === 200) p.sure += win;
    else p.oddities.push(`credit ${roundId}:win refused: ${credit.answer.text.slice(0, 120)}`);
    return;
  }
  const rollback = await providerCall(traffic, 'wallet rollback', 'rollback', {
    ...base,
    transaction_id: `${roundId}:rollback`,
    bet_transaction_id: betTx,
  });
  if (!rollback) p.maybes.push({ label: `rollback ${roundId}`, amount: stake });
  else if (rollback.answer.status === 200) p.sure += stake;
  else p.oddities.push(`rollback ${roundId} refused: ${rollback.answer.text.slice(0, 120)}`);
}

/** True when the player's last approved deposit is credited (one look, no retries). */
async function awaitedDepositCredited(traffic: Traffic, p: ChaosPlayer): Promise<boolean> {
  if (p.awaitedDeposit === null) return true;
  const look = await traffic.untilAcknowledged('deposit status', {
    method: 'GET',
    path: `/v1/static/transactions/${p.awaitedDeposit}`,
    headers: v1Headers(p),
  });
  if (look?.answer.json?.data?.status !== 'authorized') return false;
  p.awaitedDeposit = null;
  return true;
}

/**
 * A card deposit as the site and the gateway's page make it. Skipped (false) while the previous
 * approved deposit is not credited yet: a new deposit would replace an open one, and the
 * platform then refuses its late approval for staff to refund (payments/service.ts).
 */
export async function deposit(traffic: Traffic, p: ChaosPlayer): Promise<boolean> {
  if (!(await awaitedDepositCredited(traffic, p))) return false;
  const euros = randomInt(10, 31);
  const start = await traffic.untilAcknowledged('deposit start', {
    method: 'POST',
    path: '/v1/payments/deposit',
    headers: v1Headers(p, { 'idempotency-key': randomUUID() }),
    body: json({ amount: euros, payment_method_id: 1 }),
  });
  const data = start?.answer.status === 200 ? start.answer.json.data : null;
  // No payment page was shown (refused, or started without one): nothing can be paid.
  if (!data || typeof data.url !== 'string') return true;
  const paymentId = data.transaction.id as number;
  const page = await traffic.untilAcknowledged('deposit payment page', {
    method: 'POST',
    path: data.url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(CARD).toString(),
  });
  if (!page) {
    p.maybes.push({ label: `deposit ${paymentId}`, amount: euros * 100 });
    return true;
  }
  // 303 back to the site: approved; 200: the session had ended (an earlier attempt approved it).
  const approved =
    page.answer.status === 303 ||
    (page.answer.status === 200 && page.answer.text.includes(GATEWAY_TEXTS.en.approved_title));
  if (approved) {
    p.sure += euros * 100;
    p.awaitedDeposit = paymentId;
  } else {
    p.oddities.push(`deposit ${paymentId}: the page answered ${page.answer.status}`);
  }
  return true;
}

/** A SEPA withdrawal request, or the cancel of the one open. */
export async function withdrawOrCancel(traffic: Traffic, p: ChaosPlayer): Promise<void> {
  const open = p.openWithdrawal;
  if (open) {
    const cancel = await traffic.untilAcknowledged('withdraw cancel', {
      method: 'GET',
      path: `/v1/payments/providers/bank/decline/${open.paymentId}`,
      headers: v1Headers(p),
    });
    p.openWithdrawal = null;
    if (!cancel) {
      p.maybes.push({ label: `cancel of withdrawal ${open.paymentId}`, amount: open.amount });
    } else if (cancel.answer.status === 200) {
      p.sure += open.amount;
    } else if (cancel.attempts > 1 && messageOf(cancel.answer) === PAYMENT_ERRORS.notCancellable) {
      // An earlier attempt may have cancelled it (a repeated cancel answers 409, as the payments
      // tests require): the ledger decides (once or not at all). The key is the contract's: the
      // harness once compared a shortened one and called such a retry an anomaly.
      p.maybes.push({ label: `cancel of withdrawal ${open.paymentId}`, amount: open.amount });
    } else {
      p.oddities.push(
        `cancel of withdrawal ${open.paymentId}: ${cancel.answer.text.slice(0, 120)}`,
      );
    }
    return;
  }
  const request = await traffic.untilAcknowledged('withdraw', {
    method: 'POST',
    path: '/v1/payments/withdraw',
    headers: v1Headers(p, { 'idempotency-key': randomUUID() }),
    body: json({ amount: WITHDRAW_EUR, payment_method_id: 999, iban: IBAN }),
  });
  const amount = WITHDRAW_EUR * 100;
  if (!request) {
    p.maybes.push({ label: 'withdrawal request', amount: -amount });
    return;
  }
  if (request.answer.status !== 200) return; // refused (not available, too soon): nothing moved
  p.sure -= amount;
  p.openWithdrawal = { paymentId: request.answer.json.data.transaction.id as number, amount };
}

/** The player's loop until the deadline: a random mix of the operations above. */
export async function playUntil(traffic: Traffic, p: ChaosPlayer, games: ChaosGames) {
  while (Date.now() < traffic.deadline) {
    const roll = Math.random();
    if (roll < 0.35) await studioRound(traffic, p);
    else if (roll < 0.7) await walletRound(traffic, p, games.wallet);
    else if (roll >= 0.85) await withdrawOrCancel(traffic, p);
    // A deposit waits for the previous one's credit: a spin instead meanwhile.
    else if (!(await deposit(traffic, p))) await studioRound(traffic, p);
  }
}
