/**
 * Group commit of wallet calls. A node's concurrent wallet calls (many players playing at once)
 * go to the database together: while a batch is in the database, the calls that arrive wait in a
 * queue, and the next batch takes them all (up to MAX_BATCH) as one statement, `wallet_batch`
 * (sql/batch.sql): one round trip, one transaction, one commit for all of them, and its plain
 * rounds booked set-based. A lone call goes at once, so a quiet wallet answers as fast as before.
 *
 * Every call keeps its own answer and its own idempotency key: a batch is only a way to carry
 * them. When the batch statement fails (a deadlock with another node's batch, a call that raises,
 * a lost connection), nothing of it was kept, and each call runs again on its own, alone, so each
 * gets the answer (or the error) it would have got without the batch.
 *
 * Inside a caller's transaction there is no batching (the call must see and be part of that
 * transaction); `repository.ts` decides.
 */

/** One wallet call as wallet_batch reads it (sql/batch.sql). */
export interface BatchCall {
  fn: 'debit' | 'credit' | 'rollback' | 'freespin' | 'round';
  provider: string;
  /** The call's idempotency key (a round's bet key). */
  tx: string;
  player: number;
  round: string;
  game: number | null;
  amount?: number;
  /** round: the win's key and the stake (`amount` is the win). */
  win?: string;
  stake?: number;
  /** credit and rollback: the bet's key. */
  bet?: string;
  close?: boolean;
  maxMultiplier?: number | null;
  providerCap?: number | null;
}

interface Pending {
  call: BatchCall;
  /** The same call alone (the fallback when its batch fails). */
  alone: () => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (err: unknown) => void;
}

/** Most calls in one batch statement (a 50-player node rarely queues more than 50). */
export const MAX_BATCH = 200;

export interface WalletBatcher {
  submit(call: BatchCall, alone: () => Promise<unknown>): Promise<unknown>;
  /** Counters since start (tests and the benchmark): batches sent, calls in them, fallbacks. */
  readonly stats: { batches: number; calls: number; fallbacks: number; largest: number };
}

/**
 * `runBatch` sends calls as one wallet_batch statement and answers their replies in order.
 * `maxInFlight` batches may be in the database at once (their locks are taken in player order,
 * so they do not deadlock on wallets; anything else that deadlocks falls back).
 */
export function createWalletBatcher(
  runBatch: (calls: BatchCall[]) => Promise<unknown[]>,
  maxInFlight: number,
): WalletBatcher {
  const queue: Pending[] = [];
  let inFlight = 0;
  let scheduled = false;
  const stats = { batches: 0, calls: 0, fallbacks: 0, largest: 0 };

  async function send(batch: Pending[]) {
    stats.batches += 1;
    stats.calls += batch.length;
    stats.largest = Math.max(stats.largest, batch.length);
    // A lone call that is not a round gains nothing from the batch function: its own statement.
    if (batch.length === 1 && batch[0]!.call.fn !== 'round') {
      const only = batch[0]!;
      await only.alone().then(only.resolve, only.reject);
      return;
    }
    let replies: unknown[];
    try {
      replies = await runBatch(batch.map((p) => p.call));
      if (replies.length !== batch.length) throw new Error('wallet_batch: reply count');
    } catch {
      // Nothing of the batch was kept: each call alone, as if there had been no batch.
      stats.fallbacks += 1;
      await Promise.all(batch.map((p) => p.alone().then(p.resolve, p.reject)));
      return;
    }
    batch.forEach((p, i) => p.resolve(replies[i]));
  }

  function pump() {
    scheduled = false;
    while (inFlight < maxInFlight && queue.length > 0) {
      // The waiting calls shared among the free slots: batches in the database at once run on
      // separate connections (and cores), rather than one batch taking everything.
      const size = Math.min(MAX_BATCH, Math.ceil(queue.length / (maxInFlight - inFlight)));
      const batch = queue.splice(0, size);
      inFlight += 1;
      void send(batch).finally(() => {
        inFlight -= 1;
        pump();
      });
    }
  }

  return {
    stats,
    submit(call, alone) {
      return new Promise((resolve, reject) => {
        queue.push({ call, alone, resolve, reject });
        // Calls made in the same tick (a burst of requests) go together.
        if (!scheduled && inFlight < maxInFlight) {
          scheduled = true;
          queueMicrotask(pump);
        }
      });
    },
  };
}
