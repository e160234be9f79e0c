import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { $ZodType } from 'zod/v4/core';
import { unsafeTextPath } from '@croupier/contract/common';
import { ERROR_KEYS } from '@croupier/contract/errors';
import { validationFailed } from '../lib/errors.ts';

/**
 * The zod validator behind a safety net. The contract's schemas refuse U+0000 and lone surrogates
 * in every string they declare (`safeString`, `safeJson`); this net refuses them anywhere in the
 * params, query, body or headers of a route with a schema, including a field its schema takes as
 * unknown or a schema written outside the contract: 422 field_invalid naming the first such
 * field, before the route's schema runs, so PostgreSQL never sees one.
 */
export const guardedValidatorCompiler: FastifySchemaCompiler<$ZodType> = (route) => {
  const validate = validatorCompiler(route);
  return (data: unknown) => {
    const path = unsafeTextPath(data);
    if (path) {
      // At most 10 levels are named (a value nested 100,000 deep is not echoed back whole).
      const field = path.slice(0, 10).join('.') || 'body';
      return { error: validationFailed(field, ERROR_KEYS.invalid) };
    }
    return validate(data);
  };
};
