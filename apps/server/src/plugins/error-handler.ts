import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_KEYS, ERROR_MESSAGES } from '@croupier/contract/errors';
import { HttpError } from '../lib/errors.ts';

/**
 * The one place that turns errors into the contract's shapes. No answer carries an error's own
 * message, stack or internals unless our code made it for the client (HttpError, validation
 * keys): a 5xx is `SERVER ERROR` (logged with its stack) and Fastify's own 4xx a generic key.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
    try {
      return answer(error, request, reply);
    } catch (failure) {
      // A fault here would reach Fastify's own handler, whose answer quotes the message: the
      // contract's 500 instead, the fault logged.
      request.log.error({ err: failure }, 'error handler failed');
      return reply.status(500).send({ message: ERROR_MESSAGES.server });
    }
  });
}

function answer(
  error: FastifyError | HttpError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    // Field names come from the request (a strict body's unknown keys): gathered in a Map, so a
    // field called "constructor" or "toString" is a field like any other, not a property of
    // Object.prototype (a fuzz run's "constructor" key made this a 500).
    const errors = new Map<string, string[]>();
    const add = (field: string, key: string) => {
      const list = errors.get(field);
      if (list) list.push(key);
      else errors.set(field, [key]);
    };
    for (const issue of error.validation) {
      const path = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
      if (issue.keyword === 'unrecognized_keys') {
        // A strict body's unknown fields (mass assignment): each named, with the contract's key.
        const keys = (issue.params as { keys?: unknown }).keys;
        for (const key of Array.isArray(keys) ? keys : []) {
          add(path ? `${path}.${String(key)}` : String(key), ERROR_KEYS.invalid);
        }
        continue;
      }
      add(path || 'body', issue.message ?? ERROR_KEYS.invalid);
    }
    return reply
      .status(422)
      .send({ message: ERROR_MESSAGES.validation, errors: Object.fromEntries(errors) });
  }
  if (error instanceof HttpError) {
    const body = {
      ...error.extra,
      message: error.message,
      ...(error.errors ? { errors: error.errors } : {}),
    };
    return reply.status(error.statusCode).send(body);
  }
  // Anything may be thrown (a string, an object): only a number in 400..599 is a status.
  const code =
    typeof error === 'object' && error !== null && 'statusCode' in error ? error.statusCode : 0;
  const status = typeof code === 'number' && code >= 400 && code < 600 ? code : 500;
  if (status >= 500 && databaseUnavailable(error)) {
    // A moment's outage, not a bug: the client may retry (every money call is idempotent by
    // its key, so a retry never moves money twice even if the lost commit had landed).
    request.log.warn({ err: error }, 'database unavailable');
    void reply.header('retry-after', '1');
    return reply.status(503).send({ message: ERROR_MESSAGES.serviceUnavailable });
  }
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: ERROR_MESSAGES.server });
  }
  if (status === 429) return reply.status(429).send({ message: ERROR_MESSAGES.tooManyRequests });
  // Fastify's own 4xx (malformed JSON, body too large, unsupported media type): their messages
  // quote the body or name internals (ASVS 16.5.1), so the answer is the contract's key only.
  return reply
    .status(status)
    .send({ message: CLIENT_ERROR_MESSAGES[status] ?? ERROR_MESSAGES.badRequest });
}

/** The generic `message` of a 4xx that none of our own errors made, by status. */
const CLIENT_ERROR_MESSAGES: Partial<Record<number, string>> = {
  401: ERROR_MESSAGES.staffUnauthenticated,
  403: ERROR_MESSAGES.staffForbidden,
  404: ERROR_MESSAGES.notFound,
  413: ERROR_MESSAGES.payloadTooLarge,
  415: ERROR_MESSAGES.unsupportedMediaType,
};

/** PostgreSQL's codes of a server going away or not yet taking connections. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const UNAVAILABLE_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);
/** node-postgres's own messages of a lost or refused connection (they carry no code). */
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * Whether the error (or an error it wraps: Drizzle wraps the driver's in `cause`) says the
 * database could not be reached, rather than that a statement failed: a connection-exception
 * class (08), a shutdown or start-up (57P0x), too many connections, or a socket error.
 */
export function databaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string') {
      if (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SOCKET_CODES.has(code)) return true;
      if (/^08[0-9A-Z]{3}$/.test(code)) return true;
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
    e = cause;
  }
  return false;
}
