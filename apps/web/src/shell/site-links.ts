import type { ComponentType, SVGProps } from 'react';
import { MAIN_MENU_ITEMS, type MainMenuKey } from '@croupier/contract/constants';
import {
  CrashIcon,
  CrownIcon,
  GiftIcon,
  GridIcon,
  LiveIcon,
  SlotIcon,
} from '../components/icons.tsx';
import { VirtualSportsIcon } from '../virtual-sports/virtual-sports-icon.tsx';

interface MenuItem {
  /** Key in the `header` translation group. */
  key: MainMenuKey;
  path: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
}

const MENU_ICONS: Record<MainMenuKey, MenuItem['icon']> = {
  casino: SlotIcon,
  prime: CrownIcon,
  live_casino: LiveIcon,
  crash_games: CrashIcon,
  others: GridIcon,
  virtual_sports: VirtualSportsIcon,
  promotions: GiftIcon,
};

/** The contract's main menu (the server pre-paints the same list) with the site's icons. */
export const MAIN_MENU: readonly MenuItem[] = MAIN_MENU_ITEMS.map((item) => ({
  ...item,
  icon: MENU_ICONS[item.key],
}));

interface InfoLink {
  /** Key in the `footer` translation group. */
  key: string;
  path: string;
}

export const SUPPORT_LINKS: readonly InfoLink[] = [
  { key: 'help', path: '/help' },
  { key: 'contact', path: '/contact' },
  { key: 'affiliate', path: '/affiliate-program' },
  { key: 'imprint', path: '/imprint' },
];

export const LEGAL_LINKS: readonly InfoLink[] = [
  { key: 'terms', path: '/terms-and-conditions' },
  { key: 'privacy', path: '/privacy' },
  { key: 'cookies', path: '/cookies' },
  { key: 'security', path: '/security' },
  { key: 'responsible_gaming', path: '/responsible-gaming' },
  { key: 'amlcft', path: '/amlcft' },
];
