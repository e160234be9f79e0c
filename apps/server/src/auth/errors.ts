import type { FastifyInstance } from 'fastify';
import { AUTH_MESSAGES, ERROR_MESSAGES } from '@croupier/contract/errors';
import { HttpError } from '../lib/errors.ts';

/** Collects field errors so one 422 reports every rule that failed. */
export class FieldErrors {
  readonly errors: Record<string, string[]> = {};
  add(field: string, key: string | null | undefined): this {
    if (key) (this.errors[field] ??= []).push(key);
    return this;
  }
  has(field?: string): boolean {
    return field ? !!this.errors[field] : Object.keys(this.errors).length > 0;
  }
  throwIfAny(): void {
    if (this.has()) throw new HttpError(422, ERROR_MESSAGES.validation, this.errors);
  }
}

/** 429 `{ message, retry_after_seconds }` with a Retry-After header. */
export class RetryLater extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}

export const tooManyLoginAttempts = (seconds: number) =>
  new RetryLater(AUTH_MESSAGES.tooManyLoginAttempts, seconds);

/**
 * A scoped error handler for the accounts plugins: RetryLater gets its body; everything else goes
 * on to the app's handler.
 */
export function registerRetryLaterHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof RetryLater) {
      return reply
        .status(429)
        .header('retry-after', String(error.retryAfterSeconds))
        .send({ message: error.message, retry_after_seconds: error.retryAfterSeconds });
    }
    throw error;
  });
}
