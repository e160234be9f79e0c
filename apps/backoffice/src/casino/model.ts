/**
 * Pure helpers of the Casino screens: game order moves, a section's form (name rules, titles per
 * language) and the studio settings' PATCH body.
 */
import { LANGUAGES } from '@croupier/contract/constants';
import type { StaffGame, StaffStudioGame } from '@croupier/contract/staff-casino';

export const GAME_TYPES: readonly StaffGame['type'][] = [
  'slot',
  'table',
  'live',
  'crash',
  'scratch',
  'instant',
  'bingo',
];

/** The list with the item at `from` moved to `to` (indexes outside the list: unchanged). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) {
    return [...list];
  }
  const out = [...list];
  const [item] = out.splice(from, 1);
  out.splice(to, 0, item as T);
  return out;
}

/** The ids in the new order after dropping `active` onto `over` (dnd-kit's drag end). */
export function reorder(ids: readonly number[], active: number, over: number | null): number[] {
  if (over === null) return [...ids];
  return moveItem(ids, ids.indexOf(active), ids.indexOf(over));
}

/** Whether two orders differ. */
export const orderChanged = (a: readonly number[], b: readonly number[]) =>
  a.length !== b.length || a.some((id, i) => id !== b[i]);

/** A section name as the server takes it: letters, digits, - and _ (the lobby prefix first). */
export const sectionNameOk = (name: string) => /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/.test(name.trim());
/** A section slug: lower-case letters, digits and -. */
export const sectionSlugOk = (slug: string) => /^[a-z0-9][a-z0-9-]{0,63}$/.test(slug.trim());

export type Language = (typeof LANGUAGES)[number];
export type LabelsForm = Record<Language, string>;
export const LABEL_MAX = 100;

/** A section's stored titles as form texts (none: empty). */
export function labelsForm(stored: Record<string, string | null> | undefined): LabelsForm {
  return Object.fromEntries(LANGUAGES.map((l) => [l, stored?.[l] ?? ''])) as LabelsForm;
}

/**
 * The `labels` of a section's PATCH/POST: only languages whose title changed (trimmed), null for
 * a title emptied; undefined when nothing changed. Invalid: languages over LABEL_MAX characters.
 */
export function labelsChange(
  stored: Record<string, string | null> | undefined,
  form: LabelsForm,
):
  | { ok: true; labels: Partial<Record<Language, string | null>> | undefined }
  | { ok: false; invalid: Language[] } {
  const out: Partial<Record<Language, string | null>> = {};
  const invalid: Language[] = [];
  for (const lang of LANGUAGES) {
    const value = form[lang].trim();
    const before = stored?.[lang] ?? null;
    if (value.length > LABEL_MAX) {
      invalid.push(lang);
      continue;
    }
    if (value === '' && before !== null) out[lang] = null;
    else if (value !== '' && value !== before) out[lang] = value;
  }
  if (invalid.length) return { ok: false, invalid };
  return { ok: true, labels: Object.keys(out).length ? out : undefined };
}

/** The editable settings as form texts. */
export function settingsForm(game: StaffStudioGame): Record<string, string> {
  return Object.fromEntries(game.editable_settings.map((k) => [k, String(game.settings[k] ?? '')]));
}

export type SettingsDiff =
  | { ok: true; settings: Record<string, number | boolean | string> | null }
  | { ok: false; invalid: string[] };

/**
 * The PATCH `settings` of a studio game's form: only editable keys that changed, typed like the
 * stored value (numbers parsed; a number field that is not a finite number is invalid). Null when
 * nothing changed.
 */
export function studioSettingsDiff(
  game: StaffStudioGame,
  form: Record<string, string>,
): SettingsDiff {
  const out: Record<string, number | boolean | string> = {};
  const invalid: string[] = [];
  for (const key of game.editable_settings) {
    const stored = game.settings[key];
    const raw = (form[key] ?? '').trim();
    let value: number | boolean | string;
    if (stored === undefined && raw === '') continue; // not set: the engine's default stays
    if (typeof stored === 'number' || stored === undefined) {
      const n = Number(raw.replace(',', '.'));
      if (!raw || !Number.isFinite(n)) {
        invalid.push(key);
        continue;
      }
      value = n;
    } else if (typeof stored === 'boolean') {
      value = raw === 'true';
    } else {
      value = raw;
    }
    if (value !== stored) out[key] = value;
  }
  if (invalid.length) return { ok: false, invalid };
  return { ok: true, settings: Object.keys(out).length ? out : null };
}

/** A fraction as a percentage with two decimals (0.9612 → "96.12 %"). */
export function percent(value: number | null, loc = 'en-GB'): string {
  if (value === null) return '—';
  return new Intl.NumberFormat(loc, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);
}
