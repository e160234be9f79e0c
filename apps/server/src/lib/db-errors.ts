/** PostgreSQL errors as the domains read them (pg and PGlite alike). */

/** The index a unique violation (23505) names, looking through the driver's wrapping. */
export function uniqueViolation(err: unknown): string | null {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 4; depth += 1) {
    const { code, constraint, cause } = e as {
      code?: unknown;
      constraint?: unknown;
      cause?: unknown;
    };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
    e = cause;
  }
  return null;
}
