import { describe, expect, it, vi } from 'vitest';
import {
  AttemptIds,
  createStudioClient,
  errorFromResponse,
  stableJson,
  StudioApiError,
} from './client.ts';

const answer = {
  data: {
    round: { id: 'r1', status: 'settled' },
    balance: 900,
    fairness: { nextSeedHash: 'ab', nextNonce: 2 },
  },
};

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function clientWith(responses: (() => Response)[]) {
  const bodies: Record<string, unknown>[] = [];
  const headers: Headers[] = [];
  const fetch = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    if (init?.body) bodies.push(JSON.parse(String(init.body)) as Record<string, unknown>);
    headers.push(new Headers(init?.headers));
    const next = responses.shift();
    if (!next) throw new Error('no more responses');
    return next();
  });
  let n = 0;
  const sut = createStudioClient({
    token: 'tok-12345678',
    fetch: fetch as unknown as typeof globalThis.fetch,
    retryDelays: [0, 0],
    sleep: async () => undefined,
    newId: () => `id-${++n}`,
  });
  return { sut, bodies, headers, fetch };
}

const offline = () => {
  throw new TypeError('Failed to fetch');
};

describe('studio client', () => {
  it('sends the session token and unwraps data', async () => {
    const { sut, headers } = clientWith([() => json(200, answer)]);
    const result = await sut.play({ stake: 100 }, 'seed');
    expect(result.balance).toBe(900);
    expect(headers[0]?.get('studio-session')).toBe('tok-12345678');
  });

  it('asks for a free spin with the flag, as an attempt of its own', async () => {
    const { sut, bodies } = clientWith([() => json(200, answer), () => json(200, answer)]);
    await sut.play({ lineBet: 2 }, 'seed', { freespin: true });
    await sut.play({ lineBet: 2 }, 'seed');
    expect(bodies[0]).toEqual({
      bet: { lineBet: 2 },
      clientSeed: 'seed',
      freespin: true,
      requestId: 'id-1',
    });
    expect(bodies[1]).toEqual({ bet: { lineBet: 2 }, clientSeed: 'seed', requestId: 'id-2' });
  });

  it('retries a network failure with the same requestId', async () => {
    const { sut, bodies } = clientWith([offline, offline, () => json(200, answer)]);
    await sut.play({ stake: 100 }, 'seed');
    expect(bodies).toHaveLength(3);
    expect(new Set(bodies.map((b) => b.requestId))).toEqual(new Set(['id-1']));
  });

  it('reuses the requestId when the player retries the same bet after the retries gave up', async () => {
    const { sut, bodies } = clientWith([
      offline,
      offline,
      offline,
      () => json(200, answer),
      () => json(200, answer),
    ]);
    await expect(sut.play({ stake: 100, lines: 10 }, 'seed')).rejects.toMatchObject({
      kind: 'network',
    });
    // Same bet built with another key order: still the same attempt.
    await sut.play({ lines: 10, stake: 100 }, 'seed');
    expect(bodies[3]?.requestId).toBe('id-1');
    // Answered: an identical next bet is a new attempt.
    await sut.play({ stake: 100, lines: 10 }, 'seed');
    expect(bodies[4]?.requestId).toBe('id-2');
  });

  it('uses a new requestId for a different bet after a network failure', async () => {
    const { sut, bodies } = clientWith([offline, offline, offline, () => json(200, answer)]);
    await expect(sut.play({ stake: 100 }, 'seed')).rejects.toBeInstanceOf(StudioApiError);
    await sut.play({ stake: 200 }, 'seed');
    expect(bodies[3]?.requestId).toBe('id-2');
  });

  it('does not retry a refusal and starts a new attempt after it', async () => {
    const { sut, bodies, fetch } = clientWith([
      () => json(402, { message: 'insufficient_funds', balance: 50 }),
      () => json(200, answer),
    ]);
    const error = await sut.play({ stake: 100 }, 'seed').catch((e: unknown) => e);
    expect(error).toMatchObject({
      kind: 'rule',
      key: 'insufficient_funds',
      params: { balance: 50 },
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    await sut.play({ stake: 100 }, 'seed');
    expect(bodies[1]?.requestId).toBe('id-2');
  });

  it('sends actions to the round with their own requestId', async () => {
    const { sut, fetch, bodies } = clientWith([() => json(200, answer)]);
    await sut.act('round/1', { type: 'hit' });
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/studio/v1/rounds/round%2F1/actions');
    expect(bodies[0]).toEqual({ action: { type: 'hit' }, requestId: 'id-1' });
  });

  it('pages the history', async () => {
    const { sut, fetch } = clientWith([
      () =>
        json(200, { data: [], meta: { current_page: 2, per_page: 20, total: 0, last_page: 1 } }),
    ]);
    await sut.rounds(2);
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/studio/v1/rounds?page=2&per_page=20');
  });
});

describe('errorFromResponse', () => {
  it.each([
    [401, { message: 'session_invalid' }, 'session', 'session_ended'],
    [422, { message: 'stake_below_min', params: { min: 10 } }, 'rule', 'stake_below_min'],
    [422, { message: 'body/bet must be object' }, 'rule', 'bet_invalid'],
    [403, { message: 'bonus_bet_limit' }, 'rule', 'bonus_bet_limit'],
    [409, { message: 'request_pending' }, 'rule', 'request_pending'],
    [429, { message: 'Rate limit exceeded' }, 'rule', 'too_many_requests'],
    [500, { message: 'Internal Server Error' }, 'server', 'server'],
    [502, null, 'server', 'server'],
    [503, { message: 'game_not_available' }, 'rule', 'game_not_available'],
  ])('%i %j -> %s %s', (status, body, kind, key) => {
    const error = errorFromResponse(status, body);
    expect(error.kind).toBe(kind);
    expect(error.key).toBe(key);
  });

  it('keeps numeric and text params only', () => {
    const error = errorFromResponse(422, {
      message: 'stake_above_max',
      params: { max: 10000, note: 'x', bad: { a: 1 } },
    });
    expect(error.params).toEqual({ max: 10000, note: 'x' });
  });
});

describe('AttemptIds', () => {
  it('keeps one id per unanswered attempt', () => {
    let n = 0;
    const sut = new AttemptIds(() => `n${++n}`);
    expect(sut.idFor('a')).toBe('n1');
    expect(sut.idFor('a')).toBe('n1');
    expect(sut.idFor('b')).toBe('n2');
    // 'a' was replaced by 'b': coming back to it is a new attempt.
    expect(sut.idFor('a')).toBe('n3');
    sut.answered('a');
    expect(sut.idFor('a')).toBe('n4');
  });

  it('stableJson ignores key order but not array order', () => {
    expect(stableJson({ b: 1, a: { d: 2, c: 3 } })).toBe(stableJson({ a: { c: 3, d: 2 }, b: 1 }));
    expect(stableJson([1, 2])).not.toBe(stableJson([2, 1]));
  });
});
