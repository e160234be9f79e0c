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

export const queryId = z.coerce
  .number({ error: ERROR_KEYS.invalid })
  .int({ error: ERROR_KEYS.invalid })
  .positive({ error: ERROR_KEYS.invalid })
  .max(2_147_483_647, { error: ERROR_KEYS.invalid });

export const pathId = queryId;

/** An unknown language falls back to en; `cz` becomes `cs`. */
export const languageParam = z
  .string()
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
