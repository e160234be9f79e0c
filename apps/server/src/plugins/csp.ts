/**
 * Security headers (helmet's) with a Content-Security-Policy whose live-chat sources follow the
 * skins' current settings: the origins are cached (TTL as a backstop) and dropped by the cache
 * bus's `skin` topic, so a staff change reaches every node's next response without a restart.
 */
import { randomFillSync } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import helmet from 'helmet';
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

/** Bytes of a nonce: 128 bits, as the CSP specification recommends at least. */
const NONCE_BYTES = 16;
/** Nonces drawn per refill of the pool. */
const NONCES_PER_FILL = 256;
const pool = Buffer.alloc(NONCE_BYTES * NONCES_PER_FILL);
let poolAt = pool.length;

/**
 * A fresh nonce (hex) from the operating system's CSPRNG. The bytes are drawn 256 nonces at a
 * time, each used once: two synchronous `randomBytes` calls per response were about a tenth of
 * a cached API answer's CPU, and a pool of the same generator's bytes is as unpredictable.
 */
export function nonce(): string {
  if (poolAt + NONCE_BYTES > pool.length) {
    randomFillSync(pool);
    poolAt = 0;
  }
  const hex = pool.toString('hex', poolAt, poolAt + NONCE_BYTES);
  // Spent: a nonce's bytes never serve twice, even if the pool were read again by mistake.
  pool.fill(0, poolAt, poolAt + NONCE_BYTES);
  poolAt += NONCE_BYTES;
  return hex;
}

/** The headers a helmet middleware sets, read once from a stand-in response. */
function headersOf(
  middleware: (req: IncomingMessage, res: ServerResponse, next: () => void) => void,
): [string, string][] {
  const headers: [string, string][] = [];
  const res = {
    setHeader: (name: string, value: unknown) => headers.push([name, String(value)]),
    removeHeader: () => undefined,
  };
  middleware({} as IncomingMessage, res as unknown as ServerResponse, () => undefined);
  return headers;
}

const SCRIPT_NONCE = 'SCRIPT-NONCE-PLACEHOLDER';
const STYLE_NONCE = 'STYLE-NONCE-PLACEHOLDER';

/**
 * The browser features a page of ours or a frame in it may use. The camera: the KYC widget's
 * frame (document and selfie photos); full screen and autoplay: the game frame, ours or an
 * aggregator's. Everything else a page could ask for is off for every frame, ours included.
 * (Features whose default is the page's own origin and that the site uses, such as the staff's
 * passkeys, are left at that default.)
 */
export function permissionsPolicy(
  kycOrigins: readonly string[],
  gameFrameOrigins: readonly string[],
): string {
  const allow = (origins: readonly string[]) =>
    `(self${origins.map((origin) => ` "${origin}"`).join('')})`;
  const off = [
    'accelerometer',
    'bluetooth',
    'display-capture',
    'geolocation',
    'gyroscope',
    'hid',
    'magnetometer',
    'microphone',
    'midi',
    'payment',
    'screen-wake-lock',
    'serial',
    'usb',
    'xr-spatial-tracking',
  ];
  return [
    `camera=${allow(kycOrigins)}`,
    `fullscreen=${allow(gameFrameOrigins)}`,
    `autoplay=${allow(gameFrameOrigins)}`,
    ...off.map((feature) => `${feature}=()`),
  ].join(', ');
}

/**
 * Security headers on every response: helmet's (its defaults but the cross-origin embedder
 * policy), with a Content-Security-Policy allowing only this origin plus the live chat's
 * (script, connect, frame), the KYC provider's frames and the payment page's form target, and a
 * fresh pair of nonces per response in `reply.cspNonce` (the site hands the style nonce to the
 * dialog library's scroll lock, the one inline <style> it needs; nothing else inline is allowed).
 *
 * Helmet writes the headers, but once, not per request: @fastify/helmet built helmet's whole
 * middleware again for every response (parsing every directive), about a sixth of the CPU of a
 * cached lobby answer. The fixed headers are read once, and the policy once per set of live-chat
 * origins with placeholders where each response's nonces go.
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
  const fixed = headersOf(
    helmet({ contentSecurityPolicy: false, crossOriginEmbedderPolicy: false }),
  );
  fixed.push(['permissions-policy', permissionsPolicy(kycOrigins, gameFrameOrigins)]);

  /** The policy for these live-chat origins, cut where the nonces go. */
  const policyFor = (chatOrigins: readonly string[]) => {
    const withChat = (...sources: readonly string[]) => [...sources, ...chatOrigins];
    const [header] = headersOf(
      helmet.contentSecurityPolicy({
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: [...withChat("'self'"), `'nonce-${SCRIPT_NONCE}'`],
          styleSrc: ["'self'", `'nonce-${STYLE_NONCE}'`],
          imgSrc: ["'self'", 'data:', ...gameImageOrigins],
          fontSrc: ["'self'"],
          connectSrc: withChat("'self'", ...kycOrigins),
          frameSrc: withChat("'self'", ...kycOrigins, ...gameFrameOrigins),
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'", ...paymentFormOrigins],
          frameAncestors: ["'self'"],
        },
      }),
    );
    if (!header) throw new Error('helmet wrote no Content-Security-Policy');
    const [beforeScript = '', afterScript = ''] = header[1].split(SCRIPT_NONCE);
    const [between = '', afterStyle = ''] = afterScript.split(STYLE_NONCE);
    return { name: header[0], origins: chatOrigins, parts: [beforeScript, between, afterStyle] };
  };
  let policy = policyFor(chat.current());

  app.decorateReply('cspNonce', null);
  // Before the headers: the policy reads the live-chat origins as they are now.
  app.addHook('onRequest', async () => chat.fresh());
  app.addHook('onRequest', (_request, reply, done) => {
    if (policy.origins !== chat.current()) policy = policyFor(chat.current());
    const script = nonce();
    const style = nonce();
    (reply as unknown as { cspNonce: { script: string; style: string } }).cspNonce = {
      script,
      style,
    };
    const res = reply.raw;
    for (const [name, value] of fixed) res.setHeader(name, value);
    const [a, b, c] = policy.parts;
    res.setHeader(policy.name, `${a}${script}${b}${style}${c}`);
    done();
  });
}
