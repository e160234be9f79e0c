/**
 * A conformance suite for our Hub88 operator wallet, as code: every rule aggregators certify is
 * a named case that sends real, signed HTTP to a running server (`baseUrl`, e.g.
 * `http://127.0.0.1:3000`) the way Hub88 does, and checks the statuses, the balances and that
 * a repeated or refused call moves nothing. `setup` gives the cases what Hub88 cannot make on
 * its own: players with money and sessions issued by our launch. Runs from a test
 * (test/hub88-conformance.test.ts) or against a staging server.
 */
import { randomUUID } from 'node:crypto';
import { toHub88Amount, type Hub88Status } from './protocol.ts';

export interface ConformancePlayer {
  playerId: number;
  /** Our `user` value for the player. */
  user: string;
  /** A live session token our launch issued for `gameCode`. */
  token: string;
}

export interface ConformanceSetup {
  /** A Hub88 game of the catalog (its game_code), and a second one of Hub88 too. */
  gameCode: string;
  otherGameCode: string;
  /** The players' currency and its decimals (currencies.minor_units). */
  currency: string;
  minorUnits: number;
  /** Another currency the server knows (a wrong one for these players). */
  otherCurrency: string;
  /** An active player with `cash` minor units, launched into `gameCode` for real. */
  newPlayer(cash: number): Promise<ConformancePlayer>;
  /** A new real launch of `player` into `gameCode`: its session token. */
  launch(player: ConformancePlayer, gameCode: string): Promise<string>;
  /** Ends the player's login session (sign-out): its game sessions accept no more bets. */
  signOut(player: ConformancePlayer): Promise<void>;
  selfExclude(player: ConformancePlayer): Promise<void>;
  block(player: ConformancePlayer): Promise<void>;
  /** The player's max daily bet (minor units). */
  limitDailyBet(player: ConformancePlayer, minor: number): Promise<void>;
  /** An active bonus with `bonus` minor units and a max bet (minor units); optional. */
  bonusWithMaxBet?(player: ConformancePlayer, bonus: number, maxBet: number): Promise<void>;
  /** The player's cash + bonus as the ledger holds it (minor units): an independent view. */
  balance(player: ConformancePlayer): Promise<number>;
}

export interface ConformanceOptions {
  /** The server's origin (read at each call); the wallet base is `${baseUrl}/hub88`. */
  baseUrl: string;
  /** base64 RSA-SHA256 of the raw body under the test key (Hub88's private key). */
  sign(body: string): string;
  setup: ConformanceSetup;
}

export interface ConformanceCase {
  name: string;
  run(): Promise<void>;
}

export class ConformanceFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConformanceFailure';
  }
}

function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new ConformanceFailure(message);
}

function equal<T>(actual: T, expected: T, what: string) {
  check(
    Object.is(actual, expected),
    `${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`,
  );
}

interface Answer {
  httpStatus: number;
  status: Hub88Status;
  request_uuid?: string;
  user?: string;
  currency?: string;
  balance?: number;
  [key: string]: unknown;
}

export function hub88ConformanceCases(opts: ConformanceOptions): ConformanceCase[] {
  const { setup } = opts;
  // Read at each call: a test may build the cases before its server listens.
  const base = () => `${opts.baseUrl.replace(/\/+$/, '')}/hub88`;
  const units = (minor: number) => toHub88Amount(minor, setup.minorUnits);

  async function post(
    path: string,
    body: Record<string, unknown> | string,
    signature?: string,
  ): Promise<Answer> {
    const raw = typeof body === 'string' ? body : JSON.stringify(body);
    const res = await fetch(`${base()}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-hub88-signature': signature ?? opts.sign(raw),
      },
      body: raw,
    });
    const json = (await res.json()) as Answer;
    return { ...json, httpStatus: res.status };
  }

  /** A call and its checks common to every answer: HTTP 200, request_uuid echoed. */
  async function call(path: string, body: Record<string, unknown>): Promise<Answer> {
    const request_uuid = randomUUID();
    const a = await post(path, { request_uuid, ...body });
    equal(a.httpStatus, 200, `${path} HTTP status`);
    equal(a.request_uuid, request_uuid, `${path} request_uuid echoed`);
    return a;
  }

  const tx = (
    player: ConformancePlayer,
    extra: Record<string, unknown> & { round: string },
  ): Record<string, unknown> => ({
    user: player.user,
    transaction_uuid: randomUUID(),
    supplier_transaction_id: `sup-${randomUUID()}`,
    token: player.token,
    game_code: setup.gameCode,
    currency: setup.currency,
    round_closed: false,
    is_free: false,
    bet: 'conformance',
    meta: {},
    ...extra,
  });
  const bet = (player: ConformancePlayer, minor: number, extra: Record<string, unknown> = {}) => {
    const body = tx(player, { round: `r-${randomUUID()}`, amount: units(minor), ...extra });
    return { body, send: () => call('/transaction/bet', body) };
  };
  const win = (
    player: ConformancePlayer,
    betBody: Record<string, unknown>,
    minor: number,
    extra: Record<string, unknown> = {},
  ) => {
    const body = tx(player, {
      round: betBody.round as string,
      reference_transaction_uuid: betBody.transaction_uuid,
      amount: units(minor),
      round_closed: true,
      ...extra,
    });
    return { body, send: () => call('/transaction/win', body) };
  };
  const rollback = (
    player: ConformancePlayer,
    reference: string,
    round: string,
    extra: Record<string, unknown> = {},
  ) => {
    const body = tx(player, { round, reference_transaction_uuid: reference, ...extra });
    delete body.currency;
    return { body, send: () => call('/transaction/rollback', body) };
  };

  async function expectBalance(player: ConformancePlayer, minor: number, what: string) {
    equal(await setup.balance(player), minor, `${what}: ledger balance`);
  }
  function expectAnswer(a: Answer, status: Hub88Status, minor: number | null, what: string) {
    equal(a.status, status, `${what}: status`);
    if (minor !== null) {
      equal(a.balance, units(minor), `${what}: balance answered (Hub88 units)`);
      equal(a.currency, setup.currency, `${what}: currency answered`);
    }
  }

  const cases: ConformanceCase[] = [
    {
      name: 'a call without a valid signature is refused and moves nothing',
      async run() {
        const p = await setup.newPlayer(10_00);
        const b = bet(p, 1_00).body;
        const raw = JSON.stringify({ request_uuid: randomUUID(), ...b });
        const forged = await post('/transaction/bet', raw, opts.sign(`${raw} `));
        equal(forged.status, 'RS_ERROR_INVALID_SIGNATURE', 'forged signature');
        const missing = await post('/transaction/bet', raw, '');
        equal(missing.status, 'RS_ERROR_INVALID_SIGNATURE', 'no signature');
        check(forged.balance === undefined, 'an unsigned call learns no balance');
        await expectBalance(p, 10_00, 'after forged bets');
      },
    },
    {
      name: 'user/info answers the pseudonymous user without personal data',
      async run() {
        const p = await setup.newPlayer(0);
        const a = await call('/user/info', { user: p.user });
        expectAnswer(a, 'RS_OK', null, 'user/info');
        equal(a.user, p.user, 'user');
        check(p.user.length >= 4, 'user has at least 4 characters');
        for (const key of ['email', 'name', 'first_name', 'last_name', 'phone', 'birth_date']) {
          check(!(key in a), `user/info does not answer ${key}`);
        }
      },
    },
    {
      name: 'user/balance answers cash and bonus in 1/100,000 units of the currency',
      async run() {
        const p = await setup.newPlayer(12_34);
        const a = await call('/user/balance', {
          user: p.user,
          token: p.token,
          game_code: setup.gameCode,
        });
        expectAnswer(a, 'RS_OK', 12_34, 'user/balance');
        equal(a.user, p.user, 'user');
      },
    },
    {
      name: 'a bet debits and its win credits the exact amounts',
      async run() {
        const p = await setup.newPlayer(10_00);
        const b = bet(p, 2_50);
        expectAnswer(await b.send(), 'RS_OK', 7_50, 'bet');
        expectAnswer(await win(p, b.body, 4_10).send(), 'RS_OK', 11_60, 'win');
        await expectBalance(p, 11_60, 'after bet and win');
      },
    },
    {
      name: 'a bet needs a session token issued at launch for that player and game',
      async run() {
        const p = await setup.newPlayer(10_00);
        const other = await setup.newPlayer(10_00);
        const noToken = bet(p, 1_00);
        delete noToken.body.token;
        equal((await noToken.send()).status, 'RS_ERROR_INVALID_TOKEN', 'bet without a token');
        equal(
          (await bet(p, 1_00, { token: `unknown-${randomUUID()}` }).send()).status,
          'RS_ERROR_INVALID_TOKEN',
          'bet with an unknown token',
        );
        equal(
          (await bet(p, 1_00, { token: other.token }).send()).status,
          'RS_ERROR_INVALID_TOKEN',
          "bet with another player's token",
        );
        const otherGame = await setup.launch(p, setup.otherGameCode);
        equal(
          (await bet(p, 1_00, { token: otherGame }).send()).status,
          'RS_ERROR_INVALID_GAME',
          "bet with a token of the player's other game",
        );
        await expectBalance(p, 10_00, 'after refused bets');
        await expectBalance(other, 10_00, 'the other player');
      },
    },
    {
      name: 'a bet on an expired session is refused; its win and rollback are accepted',
      async run() {
        const p = await setup.newPlayer(10_00);
        const paid = bet(p, 1_00);
        const refunded = bet(p, 2_00);
        expectAnswer(await paid.send(), 'RS_OK', 9_00, 'bet before sign-out');
        expectAnswer(await refunded.send(), 'RS_OK', 7_00, 'second bet before sign-out');
        await setup.signOut(p);
        expectAnswer(await bet(p, 1_00).send(), 'RS_ERROR_TOKEN_EXPIRED', null, 'bet after');
        expectAnswer(await win(p, paid.body, 3_00).send(), 'RS_OK', 10_00, 'win after sign-out');
        const rb = rollback(
          p,
          refunded.body.transaction_uuid as string,
          refunded.body.round as string,
        );
        expectAnswer(await rb.send(), 'RS_OK', 12_00, 'rollback after sign-out');
        await expectBalance(p, 12_00, 'after win and rollback on an expired session');
      },
    },
    {
      name: "a call in another currency than the player's is refused",
      async run() {
        const p = await setup.newPlayer(10_00);
        const a = await bet(p, 1_00, { currency: setup.otherCurrency }).send();
        equal(a.status, 'RS_ERROR_WRONG_CURRENCY', 'bet in another currency');
        await expectBalance(p, 10_00, 'after the refused bet');
      },
    },
    {
      name: 'an unknown game code is refused',
      async run() {
        const p = await setup.newPlayer(10_00);
        const a = await bet(p, 1_00, { game_code: `no_such_game_${randomUUID()}` }).send();
        equal(a.status, 'RS_ERROR_INVALID_GAME', 'bet on an unknown game');
        await expectBalance(p, 10_00, 'after the refused bet');
      },
    },
    {
      name: 'a duplicate transaction_uuid returns the first answer and moves nothing',
      async run() {
        const p = await setup.newPlayer(10_00);
        const b = bet(p, 1_00);
        expectAnswer(await b.send(), 'RS_OK', 9_00, 'bet');
        const w = win(p, b.body, 5_00);
        expectAnswer(await w.send(), 'RS_OK', 14_00, 'win');
        // The repeats answer the balance of then (9.00 for the bet), not the current one.
        expectAnswer(await b.send(), 'RS_OK', 9_00, 'repeated bet');
        expectAnswer(await w.send(), 'RS_OK', 14_00, 'repeated win');
        await expectBalance(p, 14_00, 'after repeats');
      },
    },
    {
      name: 'the same transaction_uuid with another amount is a duplicate transaction',
      async run() {
        const p = await setup.newPlayer(10_00);
        const b = bet(p, 1_00);
        expectAnswer(await b.send(), 'RS_OK', 9_00, 'bet');
        const changed = await call('/transaction/bet', { ...b.body, amount: units(2_00) });
        equal(changed.status, 'RS_ERROR_DUPLICATE_TRANSACTION', 'same uuid, other amount');
        await expectBalance(p, 9_00, 'after the refused repeat');
      },
    },
    {
      name: 'a win without its bet does not exist',
      async run() {
        const p = await setup.newPlayer(10_00);
        const ghost = { transaction_uuid: randomUUID(), round: `r-${randomUUID()}` };
        const a = await win(p, ghost, 5_00).send();
        equal(a.status, 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST', 'win without a bet');
        await expectBalance(p, 10_00, 'after the refused win');
      },
    },
    {
      name: 'a win after its bet was rolled back is refused',
      async run() {
        const p = await setup.newPlayer(10_00);
        const b = bet(p, 3_00);
        expectAnswer(await b.send(), 'RS_OK', 7_00, 'bet');
        const rb = rollback(p, b.body.transaction_uuid as string, b.body.round as string);
        expectAnswer(await rb.send(), 'RS_OK', 10_00, 'rollback');
        const w = await win(p, b.body, 6_00).send();
        equal(w.status, 'RS_ERROR_TRANSACTION_ROLLED_BACK', 'win after rollback');
        expectAnswer(await rb.send(), 'RS_OK', 10_00, 'repeated rollback');
        await expectBalance(p, 10_00, 'after the refused win');
      },
    },
    {
      name: 'a rollback of an unknown transaction answers OK, and that bet arriving later is refused',
      async run() {
        const p = await setup.newPlayer(10_00);
        const late = bet(p, 2_00);
        const rb = rollback(p, late.body.transaction_uuid as string, late.body.round as string);
        expectAnswer(await rb.send(), 'RS_OK', 10_00, 'rollback of an unknown bet');
        await expectBalance(p, 10_00, 'after the rollback of an unknown bet');
        const a = await late.send();
        equal(a.status, 'RS_ERROR_TRANSACTION_ROLLED_BACK', 'the bet after its own rollback');
        await expectBalance(p, 10_00, 'after the late bet');
      },
    },
    ...(['self-excluded', 'blocked'] as const).map((kind) => ({
      name: `a ${kind} player cannot bet but still receives wins and rollbacks`,
      async run() {
        const p = await setup.newPlayer(10_00);
        const paid = bet(p, 1_00);
        const refunded = bet(p, 2_00);
        await paid.send();
        await refunded.send();
        await (kind === 'blocked' ? setup.block(p) : setup.selfExclude(p));
        equal((await bet(p, 1_00).send()).status, 'RS_ERROR_USER_DISABLED', 'bet');
        expectAnswer(await win(p, paid.body, 4_00).send(), 'RS_OK', 11_00, 'win');
        const rb = rollback(
          p,
          refunded.body.transaction_uuid as string,
          refunded.body.round as string,
        );
        expectAnswer(await rb.send(), 'RS_OK', 13_00, 'rollback');
        await expectBalance(p, 13_00, `${kind} player`);
      },
    })),
    {
      name: 'several bets and wins in one round; round_closed closes it',
      async run() {
        const p = await setup.newPlayer(10_00);
        const round = `r-${randomUUID()}`;
        const b1 = bet(p, 1_00, { round });
        const b2 = bet(p, 2_00, { round });
        expectAnswer(await b1.send(), 'RS_OK', 9_00, 'first bet');
        expectAnswer(await b2.send(), 'RS_OK', 7_00, 'second bet');
        expectAnswer(
          await win(p, b1.body, 50, { round_closed: false }).send(),
          'RS_OK',
          7_50,
          'win 1',
        );
        expectAnswer(await win(p, b2.body, 3_00).send(), 'RS_OK', 10_50, 'closing win');
        const after = await bet(p, 1_00, { round }).send();
        check(after.status !== 'RS_OK', `a bet in a closed round is refused (got ${after.status})`);
        await expectBalance(p, 10_50, 'after the round');
      },
    },
    {
      name: 'a bet above the balance is refused with the actual balance',
      async run() {
        const p = await setup.newPlayer(5_00);
        expectAnswer(await bet(p, 5_01).send(), 'RS_ERROR_NOT_ENOUGH_MONEY', 5_00, 'bet');
        await expectBalance(p, 5_00, 'after the refused bet');
      },
    },
    {
      name: "a bet past the player's daily bet limit is refused as a limit",
      async run() {
        const p = await setup.newPlayer(50_00);
        await setup.limitDailyBet(p, 10_00);
        expectAnswer(await bet(p, 8_00).send(), 'RS_OK', 42_00, 'bet within the limit');
        equal((await bet(p, 3_00).send()).status, 'RS_ERROR_LIMIT_REACHED', 'bet past it');
        await expectBalance(p, 42_00, 'after the refused bet');
      },
    },
    {
      name: "a bet above the active bonus's max bet is refused as a limit",
      async run() {
        if (!setup.bonusWithMaxBet) throw new ConformanceFailure('setup has no bonusWithMaxBet');
        const p = await setup.newPlayer(20_00);
        await setup.bonusWithMaxBet(p, 10_00, 5_00);
        const before = await setup.balance(p);
        equal((await bet(p, 5_01).send()).status, 'RS_ERROR_LIMIT_REACHED', 'bet above max');
        await expectBalance(p, before, 'after the refused bet');
        equal((await bet(p, 5_00).send()).status, 'RS_OK', 'bet at the max');
      },
    },
    {
      name: 'malformed calls are refused as wrong syntax or types; a fraction of a cent too',
      async run() {
        const p = await setup.newPlayer(10_00);
        const { body } = bet(p, 1_00);
        const missing = { ...body };
        delete missing.transaction_uuid;
        equal((await call('/transaction/bet', missing)).status, 'RS_ERROR_WRONG_SYNTAX', 'missing');
        equal(
          (await call('/transaction/bet', { ...body, amount: '1000' })).status,
          'RS_ERROR_WRONG_TYPES',
          'amount as a string',
        );
        equal(
          (await call('/transaction/bet', { ...body, amount: units(1_00) + 1 })).status,
          'RS_ERROR_WRONG_TYPES',
          'a fraction of a minor unit',
        );
        equal(
          (await call('/transaction/bet', { ...body, round: 'a\u0000b' })).status,
          'RS_ERROR_WRONG_TYPES',
          'U+0000 in a string',
        );
        const notJson = await post('/transaction/bet', '{"request_uuid":');
        equal(notJson.status, 'RS_ERROR_WRONG_SYNTAX', 'not JSON');
        await expectBalance(p, 10_00, 'after malformed calls');
      },
    },
  ];
  return cases;
}

/** Runs every case in order: the names of those that failed, with why. */
export async function runHub88Conformance(
  opts: ConformanceOptions,
): Promise<{ passed: string[]; failed: { name: string; error: string }[] }> {
  const passed: string[] = [];
  const failed: { name: string; error: string }[] = [];
  for (const c of hub88ConformanceCases(opts)) {
    try {
      await c.run();
      passed.push(c.name);
    } catch (err) {
      failed.push({ name: c.name, error: err instanceof Error ? err.message : String(err) });
    }
  }
  return { passed, failed };
}
