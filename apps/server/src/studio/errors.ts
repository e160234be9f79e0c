import type { FastifyInstance } from 'fastify';
import { GameRuleError } from '@croupier/games/engine';

/** A refusal of the studio with extra fields beside `message` (`redirect`, `until`, `balance`). */
export class StudioError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'StudioError';
  }
}

/**
 * The studio's scopes answer their own refusals (`{ message, ...extra }`) and an engine's
 * `GameRuleError` (422 `{ message: key, params }`); everything else goes on to the app's handler.
 */
export function registerStudioErrors(app: FastifyInstance): void {
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof StudioError) {
      return reply.status(error.statusCode).send({ ...error.extra, message: error.message });
    }
    if (error instanceof GameRuleError) {
      return reply.status(422).send({ message: error.key, params: error.params });
    }
    throw error;
  });
}
