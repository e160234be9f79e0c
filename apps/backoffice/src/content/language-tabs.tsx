import { useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { locale } from '../lib/format.ts';
import {
  emptyDraft,
  LANGUAGES,
  type Drafts,
  type Language,
  type TranslationDraft,
} from './model.ts';
import { HtmlEditor } from './rich-text.tsx';

/** The language's name in the console's language (de → German). */
export function languageName(code: string): string {
  try {
    return new Intl.DisplayNames([locale()], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Tabs over the site's languages (arrow keys move between them). */
export function LanguageTabs({
  active,
  onActive,
  marks,
  label,
}: {
  active: Language;
  onActive: (l: Language) => void;
  /** Languages that have a translation. */
  marks: (l: Language) => boolean;
  label: string;
}) {
  const { t } = useTranslation();
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const id = useId();
  const onKey = (e: KeyboardEvent) => {
    const i = LANGUAGES.indexOf(active);
    let next: number | null = null;
    if (e.key === 'ArrowRight') next = (i + 1) % LANGUAGES.length;
    else if (e.key === 'ArrowLeft') next = (i - 1 + LANGUAGES.length) % LANGUAGES.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = LANGUAGES.length - 1;
    if (next === null) return;
    e.preventDefault();
    const l = LANGUAGES[next]!;
    onActive(l);
    refs.current[l]?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className="lang-tabs" onKeyDown={onKey}>
      {LANGUAGES.map((l) => (
        <button
          key={l}
          ref={(el) => {
            refs.current[l] = el;
          }}
          type="button"
          role="tab"
          id={`${id}-${l}`}
          aria-selected={l === active}
          aria-controls="lang-panel"
          tabIndex={l === active ? 0 : -1}
          className="lang-tabs__tab"
          onClick={() => onActive(l)}
        >
          <span lang={l}>{languageName(l)}</span>
          <span className="lang-tabs__code">{l.toUpperCase()}</span>
          {marks(l) ? null : <span className="lang-tabs__missing">{t('content.missing')}</span>}
        </button>
      ))}
    </div>
  );
}

/** The translation of one language: title, SEO texts and the HTML (and a promotion's comment). */
export function TranslationPanel({
  language,
  draft,
  onChange,
  revision,
  withComment,
  english,
}: {
  language: Language;
  draft: TranslationDraft;
  onChange: (d: TranslationDraft) => void;
  revision: string;
  withComment?: boolean;
  english: TranslationDraft;
}) {
  const { t } = useTranslation();
  const id = useId();
  const name = languageName(language);
  const set = (patch: Partial<TranslationDraft>) => onChange({ ...draft, ...patch });
  if (!draft.present) {
    return (
      <MissingLanguage
        className="lang-panel lang-panel--empty"
        row
        language={language}
        onAdd={() => onChange({ ...emptyDraft(), present: true })}
        onCopyEnglish={
          english.present && language !== 'en'
            ? () => onChange({ ...english, present: true })
            : undefined
        }
      />
    );
  }
  const titleMissing = !draft.title.trim();
  return (
    <div className="lang-panel">
      <div className="field">
        <label htmlFor={`${id}-title`}>{t('content.title_field')}</label>
        <input
          id={`${id}-title`}
          lang={language}
          maxLength={300}
          value={draft.title}
          aria-invalid={titleMissing ? true : undefined}
          aria-describedby={titleMissing ? `${id}-title-error` : undefined}
          onChange={(e) => set({ title: e.target.value })}
        />
        {titleMissing ? (
          <p className="field__error" id={`${id}-title-error`}>
            {t('common.field_required')}
          </p>
        ) : null}
      </div>
      {withComment ? (
        <div className="field">
          <label htmlFor={`${id}-comment`}>{t('content.comment')}</label>
          <textarea
            id={`${id}-comment`}
            lang={language}
            rows={2}
            maxLength={2000}
            value={draft.comment}
            onChange={(e) => set({ comment: e.target.value })}
          />
        </div>
      ) : null}
      <HtmlEditor
        label={t('content.body', { language: name })}
        value={draft.content}
        revision={revision}
        onChange={(content) => set({ content })}
      />
      <fieldset className="seo">
        <legend>{t('content.seo')}</legend>
        <div className="field">
          <label htmlFor={`${id}-seo-title`}>{t('content.seo_title')}</label>
          <input
            id={`${id}-seo-title`}
            lang={language}
            maxLength={300}
            value={draft.seo_title}
            onChange={(e) => set({ seo_title: e.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-seo-description`}>{t('content.seo_description')}</label>
          <textarea
            id={`${id}-seo-description`}
            lang={language}
            rows={2}
            maxLength={1000}
            value={draft.seo_description}
            onChange={(e) => set({ seo_description: e.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-seo-keywords`}>{t('content.seo_keywords')}</label>
          <input
            id={`${id}-seo-keywords`}
            lang={language}
            maxLength={1000}
            value={draft.seo_keywords}
            onChange={(e) => set({ seo_keywords: e.target.value })}
          />
        </div>
      </fieldset>
      <RemoveLanguage language={language} onRemove={() => onChange({ ...draft, present: false })} />
    </div>
  );
}

/** The language tabs and the active language's panel, over a set of drafts. */
export function TranslationsEditor({
  drafts,
  onDrafts,
  active,
  onActive,
  revision,
  withComment,
}: {
  drafts: Drafts;
  onDrafts: (d: Drafts) => void;
  active: Language;
  onActive: (l: Language) => void;
  revision: number;
  withComment?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="translations-editor">
      <LanguageTabs
        active={active}
        onActive={onActive}
        marks={(l) => drafts[l].present}
        label={t('content.languages')}
      />
      <div role="tabpanel" id="lang-panel" aria-label={languageName(active)}>
        <TranslationPanel
          key={active}
          language={active}
          draft={drafts[active]}
          english={drafts.en}
          withComment={withComment}
          revision={`${revision}-${active}-${drafts[active].present ? 1 : 0}`}
          onChange={(d) => onDrafts({ ...drafts, [active]: d })}
        />
      </div>
    </div>
  );
}

/** A language without a text yet: the site shows English; Add (and Start from English). */
export function MissingLanguage({
  language,
  onAdd,
  onCopyEnglish,
  className,
  row,
}: {
  language: Language;
  onAdd: () => void;
  /** Present when there is an English text to start from. */
  onCopyEnglish?: () => void;
  className?: string;
  /** The buttons in a row of actions. */
  row?: boolean;
}) {
  const { t } = useTranslation();
  const name = languageName(language);
  const add = (
    <button type="button" className="btn btn--primary" onClick={onAdd}>
      {t('content.add_language', { language: name })}
    </button>
  );
  return (
    <div className={className}>
      <p>{t('content.no_translation', { language: name })}</p>
      {row ? (
        <div className="row-actions">
          {add}
          {onCopyEnglish ? (
            <button type="button" className="btn" onClick={onCopyEnglish}>
              {t('content.copy_english')}
            </button>
          ) : null}
        </div>
      ) : (
        add
      )}
    </div>
  );
}

/** Removes a language's text (English is never removed: nothing is shown for it). */
export function RemoveLanguage({
  language,
  onRemove,
}: {
  language: Language;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  if (language === 'en') return null;
  return (
    <div>
      <button type="button" className="btn btn--small btn--danger" onClick={onRemove}>
        {t('content.remove_language', { language: languageName(language) })}
      </button>
    </div>
  );
}
