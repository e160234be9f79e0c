/**
 * Security headers (helmet) with a Content-Security-Policy whose live-chat sources follow the
 * skins' current settings: the origins are cached (TTL as a backstop) and dropped by the cache
 * bus's `skin` topic, so a staff change reaches every node's next response without a restart.
 */
import helmet from '@fastify/helmet';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { CacheBus } from '../lib/cache-bus.ts';

/** How long the live-chat origins are reused when no change was heard. */
export const CHAT_SOURCES_TTL_MS = 60_000;

export interface LiveChatSources {
  /** The origins last loaded (what the header of this moment allows). */
  current(): readonly string[];
  /** Loads the origins again when they are older than the TTL or a change was heard. */
  fresh(): Promise<void>;
}

export function createLiveChatSources(deps: {
  /** The live-chat origins of the skins' settings (https only). */
  load: () => Promise<string[]>;
  bus?: Pick<CacheBus, 'subscribe'>;
  now: () => Date;
  ttlMs?: number;
  log?: FastifyBaseLogger;
}): LiveChatSources {
  const ttl = deps.ttlMs ?? CHAT_SOURCES_TTL_MS;
  let origins: readonly string[] = [];
  let loadedAt = Number.NEGATIVE_INFINITY;
  // Bumped by every change heard: a load that started before it is stale when it lands.
  let generation = 0;
  let loadedGeneration = -1;
  let inflight: Promise<void> | undefined;

  deps.bus?.subscribe('skin', () => {
    generation += 1;
  });

  function load(): Promise<void> {
    const started = generation;
    inflight ??= deps
      .load()
      .then(
        (list) => {
          origins = list;
          loadedAt = deps.now().getTime();
          loadedGeneration = started;
        },
        (err: unknown) => {
          // The previous origins stay in force; the next request tries again.
          deps.log?.warn(
            { err: err instanceof Error ? err.message : String(err) },
            'csp: live-chat origins unavailable',
          );
        },
      )
      .finally(() => {
        inflight = undefined;
      });
    return inflight;
  }

  return {
    current: () => origins,
    async fresh() {
      const stale = loadedGeneration !== generation || deps.now().getTime() - loadedAt >= ttl;
      if (!stale) return;
      await load();
      // A change heard while loading: load once more, so this response is already current.
      if (loadedGeneration !== generation) await load();
    },
  };
}

/**
 * Registers helmet on `app` (every response), its CSP allowing only this origin plus the live
 * chat's (script, connect, frame), the KYC provider's frames and the payment page's form target.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  opts: {
    chat: LiveChatSources;
    kycOrigins: readonly string[];
    paymentFormOrigins: readonly string[];
    /** GAME_FRAME_ORIGINS: where aggregators' games (the game iframe) are served from. */
    gameFrameOrigins?: readonly string[];
    /** GAME_IMAGE_ORIGINS: where aggregators' game artwork is served from. */
    gameImageOrigins?: readonly string[];
  },
): Promise<void> {
  const { chat, kycOrigins, paymentFormOrigins } = opts;
  const gameFrameOrigins = opts.gameFrameOrigins ?? [];
  const gameImageOrigins = opts.gameImageOrigins ?? [];
  // Before helmet's own hooks (registered below): the directives read `chat.current()`.
  app.addHook('onRequest', async () => chat.fresh());
  // One directive entry may hold several space-separated sources (helmet joins entries with a
  // space and only refuses `;` and `,`, which an origin cannot contain).
  const withChat =
    (...fixed: readonly string[]) =>
    () =>
      [...fixed, ...chat.current()].join(' ');
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [withChat("'self'")],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', ...gameImageOrigins],
        fontSrc: ["'self'"],
        connectSrc: [withChat("'self'", ...kycOrigins)],
        frameSrc: [withChat("'self'", ...kycOrigins, ...gameFrameOrigins)],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'", ...paymentFormOrigins],
        frameAncestors: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // A fresh nonce per response: the site hands the style nonce to the dialog library's
    // scroll lock, the one inline <style> it needs; nothing else inline is allowed.
    enableCSPNonces: true,
  });
}
