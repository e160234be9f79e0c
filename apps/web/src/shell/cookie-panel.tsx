import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useTranslation } from '../lib/translation.tsx';
import { Link } from 'react-router';
import { CookieIcon } from '../components/icons.tsx';
import { allows, consentValue, saveConsent, useConsent } from '../lib/consent.ts';
import { localizedPath } from '../lib/language.ts';
import { useLang } from '../lib/use-lang.ts';

/** The cookie banner's panel (see cookie-banner.tsx). */
export function CookiePanel({ reopened, onClose }: { reopened: boolean; onClose: () => void }) {
  const { t } = useTranslation('cookies');
  const lang = useLang();
  const consent = useConsent();
  const ids = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [functional, setFunctional] = useState(() => allows(consent, 'functional'));
  const [statistical, setStatistical] = useState(() => allows(consent, 'statistical'));
  const [details, setDetails] = useState(false);
  const sheet = useRef<HTMLElement>(null);
  const height = useSheetHeight(sheet);

  // Opened on request: take the focus there, and let Escape close it unchanged.
  useEffect(() => {
    if (!reopened) return;
    heading.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [reopened, onClose]);

  const save = (choice: { functional: boolean; statistical: boolean }) => {
    saveConsent(consentValue(choice));
    onClose();
  };

  const options = [
    { key: 'essential', checked: true, locked: true, onChange: undefined },
    { key: 'functional', checked: functional, locked: false, onChange: setFunctional },
    { key: 'statistical', checked: statistical, locked: false, onChange: setStatistical },
  ] as const;

  return (
    <>
      {/* The page can scroll its end out from under the sheet. */}
      <div className="cookie-banner__spacer" style={{ height }} aria-hidden="true" />
      <section
        ref={sheet}
        className={`cookie-banner${details ? ' cookie-banner--details' : ''}`}
        aria-labelledby={`${ids}-title`}
      >
        <div className="cookie-banner__inner">
          <div className="cookie-banner__intro">
            <span className="cookie-banner__icon" aria-hidden="true">
              <CookieIcon />
            </span>
            <div className="cookie-banner__body">
              <div className="cookie-banner__heading">
                <h2
                  id={`${ids}-title`}
                  ref={heading}
                  tabIndex={-1}
                  className="cookie-banner__title"
                >
                  {t('title')}
                </h2>
                <button
                  type="button"
                  className="cookie-banner__details"
                  aria-expanded={details}
                  aria-controls={`${ids}-options`}
                  onClick={() => setDetails((open) => !open)}
                >
                  {t('details')}
                  <svg
                    viewBox="0 0 24 24"
                    width="16"
                    height="16"
                    aria-hidden="true"
                    focusable="false"
                  >
                    <path
                      d="M6 9l6 6 6-6"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2.2"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    />
                  </svg>
                </button>
              </div>
              <p className="cookie-banner__text">
                {/* A phone's compact sheet says it shortly until "Details". */}
                <span className="cookie-banner__text-full">{t('text')}</span>
                <span className="cookie-banner__text-short">{t('text_short')}</span>{' '}
                <Link to={localizedPath(lang, '/cookies')}>{t('policy_link')}</Link>
              </p>
            </div>
          </div>

          <fieldset className="cookie-banner__options" id={`${ids}-options`}>
            <legend className="visually-hidden">{t('categories')}</legend>
            {options.map((option) => (
              <div key={option.key} className="cookie-option">
                <input
                  id={`${ids}-${option.key}`}
                  type="checkbox"
                  role="switch"
                  className="switch"
                  checked={option.checked}
                  disabled={option.locked}
                  aria-describedby={`${ids}-${option.key}-text`}
                  onChange={option.onChange ? (e) => option.onChange(e.target.checked) : undefined}
                />
                <div className="cookie-option__body">
                  <label htmlFor={`${ids}-${option.key}`} className="cookie-option__label">
                    {t(option.key)}
                    {option.locked && (
                      <span className="cookie-option__badge">{t('always_on')}</span>
                    )}
                  </label>
                  <p id={`${ids}-${option.key}-text`} className="cookie-option__text">
                    {t(`${option.key}_text`)}
                  </p>
                </div>
              </div>
            ))}
          </fieldset>

          <div className="cookie-banner__actions">
            <button
              type="button"
              className="btn btn--secondary"
              onClick={() => save({ functional: false, statistical: false })}
            >
              {t('only_essential')}
            </button>
            <button
              type="button"
              className="btn btn--secondary"
              onClick={() => save({ functional, statistical })}
            >
              {t('save_settings')}
            </button>
            <button
              type="button"
              className="btn btn--primary"
              onClick={() => save({ functional: true, statistical: true })}
            >
              {t('confirm_all')}
            </button>
          </div>
        </div>
      </section>
    </>
  );
}

/** The sheet's height in CSS pixels, kept while it changes (language, width, details). */
function useSheetHeight(ref: RefObject<HTMLElement | null>): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setHeight(Math.ceil(element.offsetHeight)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return height;
}
