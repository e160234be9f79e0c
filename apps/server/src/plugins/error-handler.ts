import type { FastifyError, FastifyInstance } from 'fastify';
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
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const path = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
        if (issue.keyword === 'unrecognized_keys') {
          // A strict body's unknown fields (mass assignment): each named, with the contract's key.
          const keys = (issue.params as { keys?: unknown }).keys;
          for (const key of Array.isArray(keys) ? keys : []) {
            (errors[path ? `${path}.${String(key)}` : String(key)] ??= []).push(ERROR_KEYS.invalid);
          }
          continue;
        }
        (errors[path || 'body'] ??= []).push(issue.message ?? ERROR_KEYS.invalid);
      }
      return reply.status(422).send({ message: ERROR_MESSAGES.validation, errors });
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
  });
}

/** The generic `message` of a 4xx that none of our own errors made, by status. */
const CLIENT_ERROR_MESSAGES: Partial<Record<number, string>> = {
  401: ERROR_MESSAGES.staffUnauthenticated,
  403: ERROR_MESSAGES.staffForbidden,
  404: ERROR_MESSAGES.notFound,
  413: ERROR_MESSAGES.payloadTooLarge,
  415: ERROR_MESSAGES.unsupportedMediaType,
};
