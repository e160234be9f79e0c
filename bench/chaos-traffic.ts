/**
 * The chaos harness's HTTP client (bench/chaos.ts): each attempt goes to the next node in turn
 * (round-robin on the client, no proxy), and a request is sent again with the SAME body, so the
 * same idempotency key, request id or transaction id, after a timeout, a connection error, a 5xx
 * or a "try again" answer, until an answer that decides it arrives (acknowledged) or the run
 * ends (unacknowledged: it may have happened or not, but at most once). Counts per kind of
 * operation: acknowledged, retried (acknowledged after more than one attempt), unacknowledged.
 */

/** How long one attempt may take before it counts as lost. */
export const REQUEST_TIMEOUT_MS = 3_000;
/** The most server errors kept as examples in the results. */
const SAMPLES = 20;

export interface ChaosRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** One answer: status, the body as text and as JSON (null when it is not JSON). */
export interface Answer {
  status: number;
  text: string;
  // The answers of many routes are read here: a loose type keeps the reading short.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: any;
  location: string | null;
}

export interface KindStats {
  acknowledged: number;
  retried: number;
  unacknowledged: number;
  attempts: number;
  timeouts: number;
  connectionErrors: number;
  /** 5xx answers (each one retried). */
  serverErrors: number;
  /** Acknowledged answers by `<status> <message>`. */
  answers: Record<string, number>;
}

export interface ServerErrorSample {
  at: string;
  kind: string;
  node: string;
  status: number;
  message: string;
}

/** What decides a request: a non-retryable answer (and how many attempts it took). */
export interface Acknowledged {
  answer: Answer;
  attempts: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const newStats = (): KindStats => ({
  acknowledged: 0,
  retried: 0,
  unacknowledged: 0,
  attempts: 0,
  timeouts: 0,
  connectionErrors: 0,
  serverErrors: 0,
  answers: {},
});

/** The answer's `message` (the contract's error key), when it has one. */
export const messageOf = (a: Answer): string =>
  a.json && typeof a.json === 'object' && typeof a.json.message === 'string' ? a.json.message : '';

/** Answers that ask to be sent again: 5xx, rate limits, a request still in progress. */
function retryable(a: Answer): boolean {
  if (a.status >= 500) return true;
  const message = messageOf(a);
  // 429 withdraw_too_soon is the payments' rule, a real answer; any other 429 is a rate limit.
  if (a.status === 429) return message !== 'withdraw_too_soon';
  // The studio: the round of this request id is still being played (or recovered).
  return a.status === 409 && message === 'request_pending';
}

export class Traffic {
  /** Requests are not sent again after this (ms since the epoch). */
  deadline = Number.POSITIVE_INFINITY;
  readonly stats: Record<string, KindStats> = {};
  readonly serverErrorSamples: ServerErrorSample[] = [];
  private turn = 0;

  constructor(private readonly bases: string[]) {}

  private statsOf(kind: string): KindStats {
    return (this.stats[kind] ??= newStats());
  }

  /** One attempt on node `turn` (modulo the nodes); null when nothing answered in time. */
  private async attempt(kind: string, req: ChaosRequest, turn: number): Promise<Answer | null> {
    const base = this.bases[turn % this.bases.length]!;
    const stats = this.statsOf(kind);
    stats.attempts += 1;
    try {
      const res = await fetch(`${base}${req.path}`, {
        method: req.method,
        headers: req.headers,
        body: req.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await res.text();
      let json: unknown = null;
      try {
        json = JSON.parse(text);
      } catch {
        json = null;
      }
      const answer: Answer = {
        status: res.status,
        text,
        json,
        location: res.headers.get('location'),
      };
      if (answer.status >= 500) this.serverError(kind, base, answer);
      return answer;
    } catch (err) {
      const name = err instanceof Error ? err.name : '';
      if (name === 'TimeoutError' || name === 'AbortError') stats.timeouts += 1;
      else stats.connectionErrors += 1;
      return null;
    }
  }

  private serverError(kind: string, node: string, a: Answer): void {
    this.statsOf(kind).serverErrors += 1;
    if (this.serverErrorSamples.length >= SAMPLES) return;
    this.serverErrorSamples.push({
      at: new Date().toISOString(),
      kind,
      node,
      status: a.status,
      message: messageOf(a) || a.text.slice(0, 200),
    });
  }

  /**
   * Sends `req` until an answer decides it; null when the run ended first (unacknowledged).
   * The first attempt goes to the next node in turn, each retry to the node after the one
   * before. The attempt under way when the deadline passes still counts if it answers.
   */
  async untilAcknowledged(kind: string, req: ChaosRequest): Promise<Acknowledged | null> {
    const stats = this.statsOf(kind);
    const first = this.turn++;
    for (let attempts = 1; ; attempts += 1) {
      const answer = await this.attempt(kind, req, first + attempts - 1);
      if (answer && !retryable(answer)) {
        stats.acknowledged += 1;
        if (attempts > 1) stats.retried += 1;
        const key = `${answer.status} ${messageOf(answer)}`.trim();
        stats.answers[key] = (stats.answers[key] ?? 0) + 1;
        return { answer, attempts };
      }
      if (Date.now() >= this.deadline) {
        stats.unacknowledged += 1;
        return null;
      }
      // Another node at once after a lost attempt; a little later after an answer to wait.
      const pending = answer?.status === 409;
      await sleep(answer === null ? 100 : pending ? 1_000 : 250);
    }
  }
}
