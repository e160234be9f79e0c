import type { ComponentType, SVGProps } from 'react';
import {
  BonusIcon,
  ChartIcon,
  DepositIcon,
  DevicesIcon,
  DocumentIcon,
  GaugeIcon,
  KeyIcon,
  ListIcon,
  LockIcon,
  ProfileIcon,
  ShieldIcon,
  SurveyIcon,
  WithdrawIcon,
} from './menu-icons.tsx';

export interface DashboardMenuItem {
  /** Key in the `dashboardMenu` translation group, and the child path under /dashboard. */
  key: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** Shown in the desktop menu only; on mobile and tablet the frame's deposit shortcut. */
  desktopOnly?: boolean;
  /** The page exists; the others show an honest "coming soon" panel. */
  built?: boolean;
}

/** The dashboard menu of the spec, in its order. */
export const DASHBOARD_MENU: readonly DashboardMenuItem[] = [
  { key: 'informations', icon: ProfileIcon, built: true },
  { key: 'passwords', icon: KeyIcon, built: true },
  { key: 'sessions', icon: DevicesIcon, built: true },
  { key: 'twoFactor', icon: LockIcon, built: true },
  { key: 'documents', icon: DocumentIcon, built: true },
  { key: 'sowq', icon: SurveyIcon, built: true },
  { key: 'kyc', icon: ShieldIcon, built: true },
  { key: 'transactions', icon: ListIcon, built: true },
  { key: 'reports', icon: ChartIcon, built: true },
  { key: 'limits', icon: GaugeIcon, built: true },
  { key: 'deposit', icon: DepositIcon, desktopOnly: true, built: true },
  { key: 'withdraw', icon: WithdrawIcon, built: true },
  { key: 'myBonus', icon: BonusIcon, built: true },
];

export const DASHBOARD_PAGES: readonly string[] = DASHBOARD_MENU.map((item) => item.key);

/** On mobile a menu click scrolls down to the page: 500 px, 800 px from the deposit shortcut. */
export const MOBILE_SCROLL = { menu: 500, depositShortcut: 800 } as const;
