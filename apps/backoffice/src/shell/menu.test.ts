import { describe, expect, it } from 'vitest';
import { ALL_ROLES, canOpen, isGroup, leaves, MENU, menuFor, type StaffRole } from './menu.ts';

const ids = (role: StaffRole, includeUnready = false) =>
  menuFor(role, { includeUnready }).map((e) => e.id);
const leafIds = (role: StaffRole, includeUnready = false) =>
  leaves(menuFor(role, { includeUnready })).map((l) => l.id);

describe('the role → menu table', () => {
  it('shows a finance user no Content (nor Casino), even counting screens not built yet', () => {
    for (const includeUnready of [false, true]) {
      expect(ids('finance', includeUnready)).not.toContain('content');
      expect(ids('finance', includeUnready)).not.toContain('casino');
      expect(leafIds('finance', includeUnready)).not.toContain('pages');
      expect(leafIds('finance', includeUnready)).not.toContain('translations');
    }
    expect(canOpen('finance', 'pages')).toBe(false);
  });

  it('gives finance the payment queues and not the compliance ones', () => {
    expect(leafIds('finance')).toEqual(expect.arrayContaining(['withdrawals', 'deposits']));
    expect(leafIds('finance')).not.toContain('documents');
    expect(leafIds('finance')).not.toContain('audit');
    expect(leafIds('finance')).not.toContain('staff');
  });

  it('gives compliance documents and the audit log, not payments or staff', () => {
    expect(leafIds('compliance')).toEqual(expect.arrayContaining(['documents', 'audit']));
    expect(leafIds('compliance')).not.toContain('withdrawals');
    expect(leafIds('compliance')).not.toContain('staff');
  });

  it('keeps Staff for admins only', () => {
    for (const role of ALL_ROLES) {
      expect(canOpen(role, 'staff')).toBe(role === 'admin');
    }
  });

  it('gives the content role the content menu in the full matrix, and marketing campaigns', () => {
    expect(ids('content', true)).toContain('content');
    expect(leafIds('content', true)).toEqual(
      expect.arrayContaining(['pages', 'banners', 'translations', 'skin_settings']),
    );
    expect(leafIds('marketing')).toContain('campaigns');
    expect(leafIds('content')).not.toContain('campaigns');
  });

  it('never shows an item whose screen does not exist', () => {
    const unready = leaves(MENU)
      .filter((l) => !l.ready)
      .map((l) => l.id);
    // Every screen may be built by now: the rule holds for whatever is left unready.
    for (const role of ALL_ROLES) {
      for (const id of unready) expect(leafIds(role)).not.toContain(id);
    }
  });

  it('drops a group left without items', () => {
    for (const role of ALL_ROLES) {
      for (const entry of menuFor(role)) {
        if (isGroup(entry)) expect(entry.children.length).toBeGreaterThan(0);
      }
    }
    // Support has no queue today: no empty "Queues" heading.
    expect(ids('support')).not.toContain('queues');
  });

  it('gives an admin every built screen', () => {
    const built = leaves(MENU)
      .filter((l) => l.ready)
      .map((l) => l.id);
    expect(leafIds('admin')).toEqual(built);
  });

  it('gives held wins and jackpots to the roles the server allows (admin, finance)', () => {
    for (const role of ALL_ROLES) {
      const allowed = ['admin', 'finance'].includes(role);
      expect(canOpen(role, 'held_wins')).toBe(allowed);
      expect(canOpen(role, 'jackpots')).toBe(allowed);
    }
    const queue = leaves(MENU).find((l) => l.id === 'held_wins');
    expect(queue?.badge).toBe('held_wins');
  });

  it('gives the skin’s risk settings to the roles the server allows, catalog reads to marketing', () => {
    for (const role of ALL_ROLES) {
      expect(canOpen(role, 'bank_details')).toBe(['admin', 'compliance', 'finance'].includes(role));
      expect(canOpen(role, 'risky_countries')).toBe(['admin', 'compliance'].includes(role));
      expect(canOpen(role, 'skin_settings')).toBe(['admin', 'content'].includes(role));
      expect(canOpen(role, 'studio_games')).toBe(['admin', 'content', 'marketing'].includes(role));
    }
  });
});
