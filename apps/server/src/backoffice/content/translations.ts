/**
 * The site's interface texts for staff (`translations`: language, group, key → value). Values are
 * plain text: the site renders them as text (React escapes them), so they are stored as typed.
 * A language's missing key falls back to English on the public call; `missing` lists those keys.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@croupier/contract/constants';
import { ERROR_KEYS, ERROR_MESSAGES } from '@croupier/contract/errors';
import type {
  StaffTranslationRow,
  staffTranslationPut,
  staffTranslationsQuery,
} from '@croupier/contract/staff-content';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { translations } from '../../db/schema.ts';
import { HttpError } from '../../lib/errors.ts';

type ListQuery = z.output<typeof staffTranslationsQuery>;
type PutBody = z.output<typeof staffTranslationPut>;

export function createStaffTranslations(db: Db) {
  async function rowsOf(group: string | undefined, langs: string[]) {
    const where = [inArray(translations.language, langs)];
    if (group) where.push(eq(translations.group, group));
    return db
      .select()
      .from(translations)
      .where(and(...where))
      .orderBy(asc(translations.group), asc(translations.key));
  }

  async function one(group: string, key: string, language: string): Promise<StaffTranslationRow> {
    const rows = await db
      .select()
      .from(translations)
      .where(
        and(
          eq(translations.group, group),
          eq(translations.key, key),
          inArray(translations.language, [language, DEFAULT_LANGUAGE]),
        ),
      );
    return {
      group,
      key,
      language,
      value: rows.find((r) => r.language === language)?.value ?? null,
      en_value: rows.find((r) => r.language === DEFAULT_LANGUAGE)?.value ?? null,
    };
  }

  return {
    async list(q: ListQuery): Promise<{ data: StaffTranslationRow[]; total: number }> {
      const rows = await rowsOf(q.group, [...new Set([q.language, DEFAULT_LANGUAGE])]);
      const byKey = new Map<string, StaffTranslationRow>();
      for (const r of rows) {
        const id = `${r.group}\u0000${r.key}`;
        const entry = byKey.get(id) ?? {
          group: r.group,
          key: r.key,
          language: q.language,
          value: null,
          en_value: null,
        };
        if (r.language === q.language) entry.value = r.value;
        if (r.language === DEFAULT_LANGUAGE) entry.en_value = r.value;
        byKey.set(id, entry);
      }
      const needle = q.q?.trim().toLowerCase();
      const all = [...byKey.values()]
        .filter((e) => !q.missing || (e.en_value !== null && e.value === null))
        .filter(
          (e) =>
            !needle ||
            e.key.toLowerCase().includes(needle) ||
            (e.value ?? '').toLowerCase().includes(needle) ||
            (e.en_value ?? '').toLowerCase().includes(needle),
        )
        .sort((a, b) =>
          a.group === b.group ? (a.key < b.key ? -1 : 1) : a.group < b.group ? -1 : 1,
        );
      const start = (q.page - 1) * q.per_page;
      return { data: all.slice(start, start + q.per_page), total: all.length };
    },

    async groups() {
      const rows = await db
        .select({
          group: translations.group,
          key: translations.key,
          language: translations.language,
        })
        .from(translations);
      const groups = new Map<string, Map<string, Set<string>>>();
      for (const r of rows) {
        const g = groups.get(r.group) ?? new Map<string, Set<string>>();
        const keys = g.get(r.language) ?? new Set<string>();
        keys.add(r.key);
        g.set(r.language, keys);
        groups.set(r.group, g);
      }
      return [...groups.entries()]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([group, byLang]) => {
          const en = byLang.get(DEFAULT_LANGUAGE) ?? new Set<string>();
          const languages: Record<string, { count: number; missing: number }> = {};
          for (const lang of LANGUAGES) {
            const own = byLang.get(lang) ?? new Set<string>();
            let missing = 0;
            for (const k of en) if (!own.has(k)) missing += 1;
            languages[lang] = { count: own.size, missing };
          }
          return { group, keys: en.size, languages };
        });
    },

    /**
     * Sets one text; a key the group does not have yet may only be added in English (422 `key`
     * field_invalid otherwise). Answers the row before and after.
     */
    async put(body: PutBody) {
      const before = await one(body.group, body.key, body.language);
      if (body.language !== DEFAULT_LANGUAGE && before.en_value === null) {
        const [any] = await db
          .select({ key: translations.key })
          .from(translations)
          .where(and(eq(translations.group, body.group), eq(translations.key, body.key)))
          .limit(1);
        if (!any) {
          throw new HttpError(422, ERROR_MESSAGES.validation, { key: [ERROR_KEYS.invalid] });
        }
      }
      await db
        .insert(translations)
        .values({ group: body.group, key: body.key, language: body.language, value: body.value })
        .onConflictDoUpdate({
          target: [translations.language, translations.group, translations.key],
          set: { value: body.value },
        });
      return { before, after: await one(body.group, body.key, body.language) };
    },
  };
}
export type StaffTranslations = ReturnType<typeof createStaffTranslations>;
