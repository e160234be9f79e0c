import { useId, useState } from 'react';
import { useTranslation } from '../lib/translation.tsx';
import { useLocation, useNavigate } from 'react-router';
import { normalizeLanguage } from '@croupier/contract/constants';
import { ChevronDownIcon, GlobeIcon } from '../components/icons.tsx';
import { i18n } from '../lib/i18n.ts';
import { localizedPath, rememberLanguage, stripLanguage } from '../lib/language.ts';
import { useLang } from '../lib/use-lang.ts';
import { useLanguages } from './api/get-languages.ts';

/**
 * Switches the language: the same page under the new prefix; the choice is kept in local
 * storage and a cookie for a year, so it survives a reload.
 */
export function LanguageSelect({ className = '' }: { className?: string }) {
  const { t } = useTranslation('footer');
  const id = useId();
  const lang = useLang();
  const languages = useLanguages();
  const location = useLocation();
  const navigate = useNavigate();
  const [switching, setSwitching] = useState(false);

  const switchTo = async (value: string) => {
    const next = normalizeLanguage(value);
    if (!next || next === lang) return;
    rememberLanguage(next);
    setSwitching(true);
    try {
      // Load the new texts first, so the page does not flash a loader while they arrive.
      await i18n.loadLanguages(next);
    } catch {
      // The page loads them itself if this fails.
    }
    setSwitching(false);
    const path = localizedPath(next, stripLanguage(location.pathname));
    void navigate(`${path}${location.search}${location.hash}`);
  };

  return (
    <div className={`lang-select ${className}`}>
      <label htmlFor={id} className="lang-select__label">
        <GlobeIcon width={18} height={18} />
        {t('language')}
      </label>
      <div className="lang-select__control">
        <select
          id={id}
          value={lang}
          disabled={switching}
          onChange={(event) => void switchTo(event.target.value)}
        >
          {languages.map((l) => (
            <option key={l.code} value={l.code} lang={l.code}>
              {l.nativeName}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="lang-select__chevron" width={18} height={18} />
      </div>
    </div>
  );
}
