import { useTranslation } from '../lib/translation.tsx';
import { NavLink, useLocation } from 'react-router';
import { localizedPath, stripLanguage } from '../lib/language.ts';
import { useLang } from '../lib/use-lang.ts';
import { MAIN_MENU } from './site-links.ts';

/** Casino, prime, live casino, crash games, others, promotions; the home page is the casino. */
export function MainMenuList({ className }: { className: string }) {
  const { t } = useTranslation('header');
  const lang = useLang();
  const { pathname } = useLocation();
  const atHome = stripLanguage(pathname) === '/';
  return (
    <ul className={className}>
      {MAIN_MENU.map(({ key, path, icon: Icon }) => {
        const home = key === 'casino' && atHome;
        return (
          <li key={key}>
            <NavLink
              to={home ? pathname : localizedPath(lang, path)}
              end={home}
              className={({ isActive }) => `${className}__link${isActive ? ' is-active' : ''}`}
            >
              <Icon className={`${className}__icon`} />
              <span>{t(key)}</span>
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
}
