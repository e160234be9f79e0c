import type { ComponentType, SVGProps } from 'react';
import {
  CrashIcon,
  CrownIcon,
  GiftIcon,
  GridIcon,
  LiveIcon,
  SlotIcon,
} from '../components/icons.tsx';

interface MenuItem {
  /** Key in the `header` translation group. */
  key: string;
  path: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
}

export const MAIN_MENU: readonly MenuItem[] = [
  { key: 'casino', path: '/casino', icon: SlotIcon },
  { key: 'prime', path: '/prime', icon: CrownIcon },
  { key: 'live_casino', path: '/live-casino', icon: LiveIcon },
  { key: 'crash_games', path: '/crash-games', icon: CrashIcon },
  { key: 'others', path: '/others', icon: GridIcon },
  { key: 'promotions', path: '/promotion', icon: GiftIcon },
];

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
