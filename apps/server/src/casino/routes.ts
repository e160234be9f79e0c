import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as c from '@croupier/contract/casino';
import type { $ZodType } from 'zod/v4/core';
import { guardedValidatorCompiler } from '../plugins/input-guard.ts';
import type { CasinoService } from './service.ts';

/** Below this size a body goes out as is (the same threshold as the compress plugin's). */
const COMPRESS_MIN_BYTES = 1024;

interface Encoded {
  json: string;
  br?: Buffer;
  gzip?: Buffer;
}

/** Most entries a memo of this file keeps (a full memo starts again). */
const MEMO_MAX = 500;

/** `compute(key)`, remembered for the next call with the same key (pure functions only). */
function memo<K, V>(compute: (key: K) => V): (key: K) => V {
  const seen = new Map<K, V>();
  return (key) => {
    if (seen.has(key)) return seen.get(key)!;
    const value = compute(key);
    if (seen.size >= MEMO_MAX) seen.clear();
    seen.set(key, value);
    return value;
  };
}

/**
 * The server's validator (input guard, then zod) for a catalog listing's query, remembering each
 * valid query's result: the lobby asks the same few queries over and over, and a repeated one
 * skips zod. The same parsed query always gives the same answer, and the result is only read.
 */
const rememberingValidator: FastifySchemaCompiler<unknown> = (route) => {
  // Fastify types a route's own compiler with the route's whole schema; it is given one part.
  const validate = guardedValidatorCompiler(
    route as Parameters<FastifySchemaCompiler<$ZodType>>[0],
  );
  const seen = new Map<string, ReturnType<typeof validate>>();
  return (data: unknown) => {
    const key = JSON.stringify(data);
    const hit = seen.get(key);
    if (hit) return hit;
    const result = validate(data);
    // Refusals are not kept: each one is built for its request.
    if (!(result as { error?: unknown }).error) {
      if (seen.size >= MEMO_MAX) seen.clear();
      seen.set(key, result);
    }
    return result;
  };
};

/**
 * The encoding to send among those kept (brotli, then gzip at equal weight), from the client's
 * Accept-Encoding; undefined for the identity.
 */
export function pickEncoding(header: string | string[] | undefined): 'br' | 'gzip' | undefined {
  return typeof header === 'string' ? pickFromHeader(header) : parseEncoding(header);
}
/** Browsers send one of a few Accept-Encoding values: each is read once. */
const pickFromHeader = memo((header: string) => parseEncoding(header));

function parseEncoding(header: string | string[] | undefined): 'br' | 'gzip' | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [token = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    weights.set(token === 'x-gzip' ? 'gzip' : token, q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  const weight = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weight('br');
  const gzip = weight('gzip');
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : undefined;
}

/**
 * Sends a catalog answer. The service hands out the same object for as long as it caches an
 * answer, so its validated JSON and compressed bodies are computed once per answer (kept here,
 * keyed by the object, and gone with it) instead of once per request.
 */
function answerSender<S extends z.ZodType>(schema: S) {
  const encoded = new WeakMap<object, Encoded>();
  return (req: FastifyRequest, reply: FastifyReply, key: object, body: () => z.output<S>) => {
    let e = encoded.get(key);
    if (!e) {
      e = { json: JSON.stringify(z.encode(schema, body())) };
      encoded.set(key, e);
    }
    reply.type('application/json; charset=utf-8');
    if (e.json.length < COMPRESS_MIN_BYTES) return reply.send(e.json);
    reply.header('vary', 'accept-encoding');
    const encoding =
      req.headers['x-no-compression'] === undefined
        ? pickEncoding(req.headers['accept-encoding'])
        : undefined;
    if (encoding === undefined) return reply.send(e.json);
    const compressed = (e[encoding] ??=
      encoding === 'br'
        ? brotliCompressSync(e.json, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } })
        : gzipSync(e.json));
    // Already encoded: the compress plugin passes it through.
    return reply.header('content-encoding', encoding).send(compressed);
  };
}

export const casinoRoutes =
  (casino: CasinoService): FastifyPluginAsyncZod =>
  async (app) => {
    const sendGames = answerSender(c.getGamesResponse);
    const sendSections = answerSender(c.getSectionsResponse);
    const sendProviders = answerSender(c.getProvidersResponse);
    const sendDetail = answerSender(c.getGameDetailResponse);

    app.get(
      '/casino/games',
      {
        validatorCompiler: rememberingValidator,
        schema: {
          tags: ['casino'],
          querystring: c.getGamesQuery,
          response: { 200: c.getGamesResponse },
        },
      },
      async (req, reply) => {
        const answer = await casino.listGames(req.query);
        return sendGames(req, reply, answer, () => answer);
      },
    );
    app.get(
      '/casino/sections',
      {
        schema: {
          tags: ['casino'],
          querystring: c.getSectionsQuery,
          response: { 200: c.getSectionsResponse },
        },
      },
      async (req, reply) => {
        const data = await casino.listSections(req.query.prefix);
        return sendSections(req, reply, data, () => ({ data }));
      },
    );
    app.get(
      '/casino/providers',
      {
        schema: {
          tags: ['casino'],
          querystring: c.getProvidersQuery,
          response: { 200: c.getProvidersResponse },
        },
      },
      async (req, reply) => {
        const data = await casino.listProviders(req.query.is_visible);
        return sendProviders(req, reply, data, () => ({ data }));
      },
    );
    app.get(
      '/casino/sections/:id/providers',
      {
        schema: {
          tags: ['casino'],
          params: c.sectionParams,
          response: { 200: c.getProvidersResponse },
        },
      },
      async (req, reply) => {
        const data = await casino.listSectionProviders(req.params.id);
        return sendProviders(req, reply, data, () => ({ data }));
      },
    );
    app.get(
      '/static/casinoGames/:gameId',
      {
        schema: {
          tags: ['casino'],
          params: c.gameDetailParams,
          querystring: c.gameDetailQuery,
          response: { 200: c.getGameDetailResponse },
        },
      },
      async (req, reply) => {
        const data = await casino.gameDetail(req.params.gameId, req.query.provider_id);
        return sendDetail(req, reply, data, () => ({ data }));
      },
    );
  };
