/**
 * Request ids and the request log lines an operator's log collector reads.
 *
 * Every request gets an id: the caller's `x-request-id` (a reverse proxy's or a client's, so one
 * request can be followed through several systems) when it looks like an id, else a fresh UUID.
 * A header that does not look like one (too long, spaces, control characters) is replaced rather
 * than logged: a client must not be able to forge log lines or fill them. The id is in every log
 * line of the request (pino's `reqId`) and echoed in the response's `x-request-id`.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { redactUrl } from '../lib/log-redact.ts';

/** The header a request id comes in and goes out in. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What a request id may look like: 1 to 128 letters, digits and `._:-`. */
const SANE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify's `genReqId`: the incoming `x-request-id` when sane, else a UUID. (Fastify's own
 * `requestIdHeader` would take any header value unchecked, so it stays off and the header is read
 * here.)
 */
export function requestId(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SANE_ID.test(given) ? given : randomUUID();
}

/** Echoes the request's id in every response, errors, 404 and 429 answers included. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
  });
}

interface LoggedReply {
  statusCode: number;
  request?: { method: string; url: string };
}

/**
 * Fastify's `request completed` log line: the status and also the request's method and URL
 * (redacted like the `incoming request` line's), so that one line answers what was asked and
 * how it went; the line's `responseTime` and `reqId` are Fastify's.
 */
export function responseSerializer(reply: LoggedReply) {
  return {
    statusCode: reply.statusCode,
    ...(reply.request ? { method: reply.request.method, url: redactUrl(reply.request.url) } : {}),
  };
}
