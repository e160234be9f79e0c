import type { StaffMember } from '@croupier/contract/staff';

export type StaffRole = StaffMember['role'];

export const ALL_ROLES: readonly StaffRole[] = [
  'admin',
  'support',
  'finance',
  'compliance',
  'marketing',
  'content',
];

export interface MenuLeaf {
  id: string;
  /** Route under /backoffice. */
  path: string;
  roles: readonly StaffRole[];
  /** The screen exists: items without one are never shown (no promise of a missing feature). */
  ready: boolean;
  /** The queue whose count is shown as a badge. */
  badge?: QueueId;
}
export interface MenuGroup {
  id: string;
  children: readonly MenuLeaf[];
}
export type MenuEntry = MenuLeaf | MenuGroup;
export type QueueId =
  'withdrawals' | 'deposits' | 'documents' | 'kyc' | 'limits' | 'safer' | 'held_wins';

const PLAYERS: StaffRole[] = ['admin', 'support', 'finance', 'compliance', 'marketing'];
const FINANCE: StaffRole[] = ['admin', 'finance'];
const OVERSIGHT: StaffRole[] = ['admin', 'compliance'];
const CONTENT: StaffRole[] = ['admin', 'content'];
const PROMO: StaffRole[] = ['admin', 'content', 'marketing'];

/**
 * Menu item → roles, mirroring the server's role matrix (the server enforces it on every
 * /staff/v1 call; the console only hides what would be refused).
 */
export const MENU: readonly MenuEntry[] = [
  { id: 'dashboard', path: '/', roles: ALL_ROLES, ready: true },
  { id: 'players', path: '/players', roles: PLAYERS, ready: true },
  {
    id: 'queues',
    children: [
      {
        id: 'withdrawals',
        path: '/queues/withdrawals',
        roles: FINANCE,
        ready: true,
        badge: 'withdrawals',
      },
      { id: 'deposits', path: '/queues/deposits', roles: FINANCE, ready: true, badge: 'deposits' },
      // Wins above a game's maximum or a provider's cap (server: admin, finance).
      {
        id: 'held_wins',
        path: '/queues/held-wins',
        roles: FINANCE,
        ready: true,
        badge: 'held_wins',
      },
      {
        id: 'documents',
        path: '/queues/documents',
        roles: OVERSIGHT,
        ready: true,
        badge: 'documents',
      },
      { id: 'kyc', path: '/queues/kyc', roles: OVERSIGHT, ready: true, badge: 'kyc' },
      { id: 'limits', path: '/queues/limits', roles: OVERSIGHT, ready: true, badge: 'limits' },
    ],
  },
  {
    id: 'safer_gambling',
    path: '/safer-gambling',
    roles: OVERSIGHT,
    ready: true,
    badge: 'safer',
  },
  {
    id: 'content',
    children: [
      { id: 'pages', path: '/content/pages', roles: CONTENT, ready: true },
      { id: 'banners', path: '/content/banners', roles: PROMO, ready: true },
      { id: 'promotions', path: '/content/promotions', roles: PROMO, ready: true },
      { id: 'translations', path: '/content/translations', roles: CONTENT, ready: true },
      { id: 'skin_settings', path: '/content/skin-settings', roles: CONTENT, ready: true },
    ],
  },
  {
    // The skin's risk settings (server: risky countries admin, compliance; bank details admin,
    // compliance, finance): screens of the skin settings, outside Content for those roles.
    id: 'site',
    children: [
      {
        id: 'risky_countries',
        path: '/site/risky-countries',
        roles: OVERSIGHT,
        ready: true,
      },
      {
        id: 'bank_details',
        path: '/site/bank-details',
        roles: ['admin', 'compliance', 'finance'],
        ready: true,
      },
    ],
  },
  {
    // Read by admin, content, marketing; changed by admin, content (the screens hide the edits).
    id: 'casino',
    children: [
      { id: 'games', path: '/casino/games', roles: PROMO, ready: true },
      { id: 'sections', path: '/casino/sections', roles: PROMO, ready: true },
      { id: 'providers', path: '/casino/providers', roles: PROMO, ready: true },
      { id: 'studio_games', path: '/casino/studio-games', roles: PROMO, ready: true },
    ],
  },
  { id: 'campaigns', path: '/campaigns', roles: ['admin', 'marketing'], ready: true },
  // Progressive jackpots, read-only (server: admin, finance).
  { id: 'jackpots', path: '/jackpots', roles: FINANCE, ready: true },
  // GGR and payments: admin, finance; bonus: + marketing; players: + compliance (per tab).
  {
    id: 'reports',
    path: '/reports',
    roles: ['admin', 'finance', 'marketing', 'compliance'],
    ready: true,
  },
  { id: 'audit', path: '/audit', roles: OVERSIGHT, ready: true },
  { id: 'staff', path: '/staff', roles: ['admin'], ready: true },
];

const isGroup = (e: MenuEntry): e is MenuGroup => 'children' in e;

/**
 * The menu a role sees: allowed items whose screens exist (`includeUnready` shows the whole
 * matrix, for tests and for planning). Groups left empty disappear.
 */
export function menuFor(role: StaffRole, opts: { includeUnready?: boolean } = {}): MenuEntry[] {
  const shown = (leaf: MenuLeaf) =>
    leaf.roles.includes(role) && (leaf.ready || !!opts.includeUnready);
  const out: MenuEntry[] = [];
  for (const entry of MENU) {
    if (isGroup(entry)) {
      const children = entry.children.filter(shown);
      if (children.length) out.push({ ...entry, children });
    } else if (shown(entry)) {
      out.push(entry);
    }
  }
  return out;
}

/** Every leaf of a menu (routes, badges). */
export function leaves(menu: readonly MenuEntry[]): MenuLeaf[] {
  return menu.flatMap((e) => (isGroup(e) ? [...e.children] : [e]));
}

/** Whether a role may open a screen (route guard: a hidden item's URL typed by hand). */
export function canOpen(role: StaffRole, id: string): boolean {
  return leaves(menuFor(role)).some((l) => l.id === id);
}

export { isGroup };
