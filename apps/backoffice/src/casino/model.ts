/** Pure helpers of the Casino screens: game order moves and the studio settings' PATCH body. */
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
