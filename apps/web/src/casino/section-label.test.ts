import { describe, expect, it } from 'vitest';
import { humanizeSlug, sectionKey } from './section-label.ts';

describe('section labels', () => {
  it('builds the translation key from the slug', () => {
    expect(sectionKey('popular')).toBe('section_popular');
    expect(sectionKey('card-games')).toBe('section_card_games');
    expect(sectionKey('90-ball')).toBe('section_90_ball');
  });

  it('humanises a slug without a translation', () => {
    expect(humanizeSlug('game-shows')).toBe('Game shows');
    expect(humanizeSlug('cardGames')).toBe('Card games');
  });
});
