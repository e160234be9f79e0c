import { z } from 'zod';
import { GAMES, LANGUAGES, normalizeLanguage, type Language } from './constants.ts';
import { ERROR_KEYS } from './errors.ts';

/** `{ data }` envelope of every successful response (DECISIONS section 4). */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ data });

export const pageMeta = z.object({
  current_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
});
export type PageMeta = z.infer<typeof pageMeta>;

export const paged = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: pageMeta });

export const errorBody = z.object({ message: z.string() });
export const validationErrorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});

/** Query flags arrive as `1`/`0`/`true`/`false`. */
export const queryFlag = z
  .enum(['1', '0', 'true', 'false'], { error: ERROR_KEYS.invalid })
  .transform((v) => v === '1' || v === 'true');

// ---------------------------------------------------------------- input PostgreSQL can store

/**
 * U+0000 (a PostgreSQL text refuses it) or a UTF-16 surrogate without its pair (jsonb refuses it,
 * text would keep U+FFFD instead): never part of valid input.
 */
export const UNSAFE_TEXT =
  // eslint-disable-next-line no-control-regex -- U+0000 is exactly what is refused
  /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when PostgreSQL can store the string as it is (see UNSAFE_TEXT). */
export const isSafeText = (value: string): boolean => !UNSAFE_TEXT.test(value);

/**
 * The path of the first string (or object key) of a parsed JSON or query value that PostgreSQL
 * cannot store, or null when there is none. Walks without recursion and builds only the path it
 * returns: linear in the size of the value, whatever its depth.
 */
export function unsafeTextPath(value: unknown): (string | number)[] | null {
  interface Node {
    value: unknown;
    key: string | number;
    parent: Node | null;
  }
  const pathOf = (node: Node | null, last?: string): (string | number)[] => {
    const path: (string | number)[] = last === undefined ? [] : [last];
    for (let n = node; n?.parent; n = n.parent) path.push(n.key);
    return path.reverse();
  };
  const stack: Node[] = [{ value, key: '', parent: null }];
  for (let node = stack.pop(); node; node = stack.pop()) {
    const v = node.value;
    if (typeof v === 'string') {
      if (!isSafeText(v)) return pathOf(node);
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i -= 1) stack.push({ value: v[i], key: i, parent: node });
    } else if (typeof v === 'object' && v !== null) {
      const entries = Object.entries(v);
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const [key, inner] = entries[i]!;
        if (!isSafeText(key)) return pathOf(node, key);
        stack.push({ value: inner, key, parent: node });
      }
    }
  }
  return null;
}

/**
 * Every string of a request (path, query, body, header): `z.string` that refuses U+0000 and lone
 * surrogates with field_invalid before its other rules run (they are not reported then).
 */
export const safeString = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isSafeText, { error: ERROR_KEYS.invalid, abort: true });

/**
 * A value taken as is (an engine's bet or action, a field accepted and ignored): any JSON, but
 * every string and key in it must be storable (field_invalid at the first that is not).
 */
export const safeJson = () =>
  z.unknown().superRefine((value, ctx) => {
    const path = unsafeTextPath(value);
    // The field named is at most 10 levels deep (a deeply nested value names its top levels).
    if (path) {
      ctx.addIssue({ code: 'custom', path: path.slice(0, 10), message: ERROR_KEYS.invalid });
    }
  });

/** The largest id: ids are PostgreSQL integers (serial). */
export const ID_MAX = 2_147_483_647;

/**
 * An id in a path, query or body: a positive integer that fits PostgreSQL's integer, coerced
 * from its string; anything else is field_invalid (`missing`: the key of a missing value).
 */
export const idField = (missing: string = ERROR_KEYS.invalid) =>
  z.coerce
    .number({ error: missing })
    .int({ error: ERROR_KEYS.invalid })
    .positive({ error: ERROR_KEYS.invalid })
    .max(ID_MAX, { error: ERROR_KEYS.invalid });

export const queryId = idField();

export const pathId = queryId;

/** An unknown language falls back to en; `cz` becomes `cs`. */
export const languageParam = safeString()
  .max(10, { error: ERROR_KEYS.unknownLanguage })
  .optional()
  .transform((v): Language => normalizeLanguage(v) ?? 'en');

export const languageCode = z.enum(LANGUAGES);

export const pageQuery = {
  page: z.coerce
    .number({ error: ERROR_KEYS.invalid })
    .int({ error: ERROR_KEYS.invalid })
    .min(1, { error: ERROR_KEYS.invalid })
    .max(100_000, { error: ERROR_KEYS.invalid })
    .default(1),
  per_page: z.coerce
    .number({ error: ERROR_KEYS.invalid })
    .int({ error: ERROR_KEYS.invalid })
    .min(1, { error: ERROR_KEYS.invalid })
    .max(GAMES.maxPageSize, { error: ERROR_KEYS.invalid })
    .default(GAMES.initialPageSize),
};
