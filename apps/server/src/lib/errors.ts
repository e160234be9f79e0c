import { ERROR_MESSAGES } from '@croupier/contract/errors';

/** A domain error with the HTTP status and body the contract gives it (DECISIONS section 4). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    /** More fields of the body beside `message` (e.g. `until` of a lock). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message: string = ERROR_MESSAGES.notFound) => new HttpError(404, message);

export const validationFailed = (field: string, key: string) =>
  new HttpError(422, ERROR_MESSAGES.validation, { [field]: [key] });
