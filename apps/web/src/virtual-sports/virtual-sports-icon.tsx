import { Icon, type IconProps } from '../components/icons.tsx';

/** The main menu's virtual sports entry: a ball in motion. */
export const VirtualSportsIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="14" cy="12" r="6.5" />
    <path d="M14 8.5l3 2.2-1.1 3.5h-3.8L11 10.7z" />
    <path d="M2.5 9h4M3.5 12h3M2.5 15h4" />
  </Icon>
);
