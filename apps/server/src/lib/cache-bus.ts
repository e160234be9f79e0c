/**
 * The cache bus: a staff change drops what every node cached about it, at once.
 *
 * `publish(topic)` runs this node's listeners of the topic synchronously (the next request here
 * reads the database) and tells the other nodes through Redis pub/sub on a dedicated channel
 * (`<REALTIME_CHANNEL>:cache`), whose subscribers run their own listeners. Without Redis (one
 * node, embedded database) it is in-process only.
 *
 * Delivery is best effort (Redis pub/sub keeps nothing for a node that is not listening): every
 * cache keeps its TTL as the backstop, and a node whose subscriber reconnects drops every cache,
 * since it may have missed messages meanwhile.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * content: CMS pages, banners, translations (and the site bootstrap built from them);
 * catalog: games, sections, providers; skin: skin settings (maintenance, live chat and the CSP).
 */
export const CACHE_TOPICS = ['content', 'catalog', 'skin'] as const;
export type CacheTopic = (typeof CACHE_TOPICS)[number];

export interface CacheBus {
  /** Drops the topics' caches on this node now, and on the other nodes as soon as they hear. */
  publish(...topics: CacheTopic[]): void;
  /** Calls `listener` whenever one of the topics is published (here or on another node). */
  subscribe(topics: CacheTopic | readonly CacheTopic[], listener: () => void): () => void;
  /** Resolves once this node listens to the other nodes (at once without Redis). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export interface CacheBusOptions {
  /** The nodes' shared Redis (publishing); the bus subscribes on a duplicate connection. */
  redis?: Redis;
  /** The pub/sub channel (one per deployment). */
  channel: string;
  log?: FastifyBaseLogger;
}

interface Wire {
  from: string;
  topics: CacheTopic[];
}

const isTopic = (t: unknown): t is CacheTopic =>
  typeof t === 'string' && (CACHE_TOPICS as readonly string[]).includes(t);

/** A message of another node, or null for anything else on the channel. */
function parse(raw: string): Wire | null {
  try {
    const value = JSON.parse(raw) as unknown;
    if (!value || typeof value !== 'object') return null;
    const { from, topics } = value as Record<string, unknown>;
    if (typeof from !== 'string' || !Array.isArray(topics)) return null;
    return { from, topics: topics.filter(isTopic) };
  } catch {
    return null;
  }
}

export function createCacheBus(opts: CacheBusOptions): CacheBus {
  const { log } = opts;
  const nodeId = randomUUID();
  const listeners = new Map<CacheTopic, Set<() => void>>(CACHE_TOPICS.map((t) => [t, new Set()]));

  function runLocal(topics: readonly CacheTopic[]) {
    const called = new Set<() => void>();
    for (const topic of topics) {
      for (const listener of listeners.get(topic) ?? []) {
        if (called.has(listener)) continue;
        called.add(listener);
        try {
          listener();
        } catch (err) {
          log?.error({ err, topic }, 'cache bus: listener failed');
        }
      }
    }
  }

  const pub = opts.redis;
  // The subscriber queues its SUBSCRIBE until connected (the publishing client may not queue).
  const sub = pub?.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
  let subscribed: Promise<void> = Promise.resolve();
  if (sub) {
    let connectedOnce = false;
    sub.on('error', (err: Error) => log?.warn({ err: err.message }, 'cache bus: redis error'));
    // ioredis subscribes again after a reconnect; messages sent meanwhile are lost, so a
    // reconnected node forgets everything it cached.
    sub.on('ready', () => {
      if (connectedOnce) runLocal(CACHE_TOPICS);
      connectedOnce = true;
    });
    sub.on('message', (channel: string, raw: string) => {
      if (channel !== opts.channel) return;
      const wire = parse(raw);
      if (wire && wire.from !== nodeId) runLocal(wire.topics);
    });
    subscribed = sub.subscribe(opts.channel).then(
      () => undefined,
      (err: unknown) => {
        log?.warn(
          { err: err instanceof Error ? err.message : String(err) },
          'cache bus: subscribe failed',
        );
      },
    );
  }

  return {
    publish(...topics) {
      const unique = [...new Set(topics)];
      if (unique.length === 0) return;
      runLocal(unique);
      if (!pub) return;
      const wire: Wire = { from: nodeId, topics: unique };
      // Fire and forget: a lost message leaves the other nodes on their TTL.
      pub.publish(opts.channel, JSON.stringify(wire)).catch((err: unknown) => {
        log?.warn(
          { err: err instanceof Error ? err.message : String(err), topics: unique },
          'cache bus: publish failed',
        );
      });
    },

    subscribe(topics, listener) {
      const list: readonly CacheTopic[] = typeof topics === 'string' ? [topics] : topics;
      for (const t of list) listeners.get(t)?.add(listener);
      return () => {
        for (const t of list) listeners.get(t)?.delete(listener);
      };
    },

    ready: () => subscribed,

    async close() {
      if (!sub || sub.status === 'end') return;
      // QUIT on a connection that is not up would wait in the queue for a Redis that is down.
      if (sub.status === 'ready') await sub.quit().catch(() => sub.disconnect());
      else sub.disconnect();
    },
  };
}
