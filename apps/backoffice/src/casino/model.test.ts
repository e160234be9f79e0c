import type { StaffStudioGame } from '@croupier/contract/staff-casino';
import { describe, expect, it } from 'vitest';
import {
  labelsChange,
  labelsForm,
  moveItem,
  orderChanged,
  percent,
  reorder,
  sectionNameOk,
  sectionSlugOk,
  settingsForm,
  studioSettingsDiff,
} from './model.ts';

describe('section form', () => {
  it('takes lobby prefixes with capitals in names, and lower-case slugs only', () => {
    expect(sectionNameOk('liveCasino-roulette')).toBe(true);
    expect(sectionNameOk('casino-new_2')).toBe(true);
    expect(sectionNameOk('Bad Name')).toBe(false);
    expect(sectionNameOk('-casino')).toBe(false);
    expect(sectionSlugOk('card-games')).toBe(true);
    expect(sectionSlugOk('Card')).toBe(false);
  });

  it('sends only the titles that changed, null for an emptied one', () => {
    const stored = { en: 'Popular', de: 'Beliebt', cs: null };
    const form = labelsForm(stored);
    expect(form).toMatchObject({ en: 'Popular', de: 'Beliebt', cs: '', pl: '' });
    expect(labelsChange(stored, form)).toEqual({ ok: true, labels: undefined });
    expect(labelsChange(stored, { ...form, de: '', cs: ' Oblíbené ', en: 'Popular' })).toEqual({
      ok: true,
      labels: { de: null, cs: 'Oblíbené' },
    });
    // A new section: only the filled languages.
    expect(labelsChange(undefined, { ...labelsForm(undefined), en: 'Hot' })).toEqual({
      ok: true,
      labels: { en: 'Hot' },
    });
    expect(labelsChange(stored, { ...form, hu: 'x'.repeat(101) })).toEqual({
      ok: false,
      invalid: ['hu'],
    });
  });
});

describe('section order', () => {
  it('moves a dragged game onto the position of the one it is dropped on', () => {
    expect(reorder([1, 2, 3, 4], 1, 3)).toEqual([2, 3, 1, 4]);
    expect(reorder([1, 2, 3, 4], 4, 1)).toEqual([4, 1, 2, 3]);
    expect(reorder([1, 2, 3], 2, null)).toEqual([1, 2, 3]);
  });

  it('moves by index and ignores moves outside the list', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], -1, 0)).toEqual(['a', 'b']);
  });

  it('tells a changed order', () => {
    expect(orderChanged([1, 2], [1, 2])).toBe(false);
    expect(orderChanged([2, 1], [1, 2])).toBe(true);
    expect(orderChanged([1], [1, 2])).toBe(true);
  });
});

const game = {
  id: 7,
  slug: 'fruit',
  name: 'Fruit',
  provider: { id: 1, code: 'studio', name: 'Studio' },
  engine: 'slots',
  is_enabled: true,
  settings: { min_bet: 0.1, max_bet: 100, label: 'x', reels: 5 },
  editable_settings: ['min_bet', 'max_bet'],
  min_stake: 10,
  max_stake: 10000,
  max_multiplier: 500,
  rtp: 0.9612,
  rtp_method: 'exact',
  measured: [],
} satisfies StaffStudioGame;

describe('studio game settings form → PATCH body', () => {
  it('starts from the editable settings only', () => {
    expect(settingsForm(game)).toEqual({ min_bet: '0.1', max_bet: '100' });
  });

  it('sends only changed editable keys, as numbers (a decimal comma accepted)', () => {
    expect(studioSettingsDiff(game, { min_bet: '0,2', max_bet: '100' })).toEqual({
      ok: true,
      settings: { min_bet: 0.2 },
    });
    expect(studioSettingsDiff(game, { min_bet: '0.1', max_bet: '100', reels: '9' })).toEqual({
      ok: true,
      settings: null,
    });
  });

  it('leaves an unset limit to the engine, and sends a new one as a number', () => {
    const unset = { ...game, settings: { reels: 5 } };
    expect(studioSettingsDiff(unset, { min_bet: '', max_bet: '' })).toEqual({
      ok: true,
      settings: null,
    });
    expect(studioSettingsDiff(unset, { min_bet: '0.5', max_bet: '' })).toEqual({
      ok: true,
      settings: { min_bet: 0.5 },
    });
  });

  it('refuses a number field that is not a number', () => {
    expect(studioSettingsDiff(game, { min_bet: 'abc', max_bet: '' })).toEqual({
      ok: false,
      invalid: ['min_bet', 'max_bet'],
    });
  });

  it('shows RTP as a percentage', () => {
    expect(percent(0.9612)).toBe('96.12%');
    expect(percent(null)).toBe('—');
  });
});
