import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_MESSAGES } from '@croupier/contract/errors';
import { HttpError } from '../lib/errors.ts';

/** The one place that turns errors into the contract's shapes; a 5xx never leaks its message. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || 'body';
        (errors[field] ??= []).push(issue.message ?? 'field_invalid');
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
    const status = 'statusCode' in error && error.statusCode ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ message: ERROR_MESSAGES.server });
    }
    if (status === 429) return reply.status(429).send({ message: ERROR_MESSAGES.tooManyRequests });
    // Fastify's own 4xx (malformed JSON, body too large, unsupported media type).
    return reply.status(status).send({ message: error.message });
  });
}
