/**
 * Pure helpers of the Content screens: the per-language form of a page or promotion and the PUT
 * body it becomes, the comparison of sent and stored (sanitised) HTML, the skin settings' diff.
 */
import { LANGUAGES, type Language } from '@croupier/contract/constants';
import type {
  StaffPage,
  StaffPageUpdate,
  StaffSkinSettings,
  StaffSkinSettingsUpdate,
} from '@croupier/contract/staff-content';

export { LANGUAGES, type Language };

export interface TranslationDraft {
  /** The language has (or will have) a translation. */
  present: boolean;
  title: string;
  content: string;
  seo_title: string;
  seo_description: string;
  seo_keywords: string;
  /** Promotions only. */
  comment: string;
}

export type Drafts = Record<Language, TranslationDraft>;

export const emptyDraft = (): TranslationDraft => ({
  present: false,
  title: '',
  content: '',
  seo_title: '',
  seo_description: '',
  seo_keywords: '',
  comment: '',
});

type StoredTranslation = StaffPage['translations'][number] & { comment?: string };

/** The form's drafts from the stored translations (languages without one: empty, absent). */
export function draftsFrom(translations: readonly StoredTranslation[]): Drafts {
  const out = Object.fromEntries(LANGUAGES.map((l) => [l, emptyDraft()])) as Drafts;
  for (const t of translations) {
    if (!(LANGUAGES as readonly string[]).includes(t.language)) continue;
    out[t.language as Language] = {
      present: true,
      title: t.title,
      content: t.content,
      seo_title: t.seo_title,
      seo_description: t.seo_description,
      seo_keywords: t.seo_keywords,
      comment: t.comment ?? '',
    };
  }
  return out;
}

export interface TranslationBody {
  language: Language;
  title: string;
  content: string;
  seo_title: string;
  seo_description: string;
  seo_keywords: string;
  comment?: string;
}

/**
 * The translations part of a save: every present language (trimmed title), and the languages the
 * server has that the form removed.
 */
export function translationsBody(
  drafts: Drafts,
  stored: readonly string[],
  opts: { comment?: boolean } = {},
): { translations: TranslationBody[]; remove_languages: Language[] } {
  const translations: TranslationBody[] = [];
  const remove: Language[] = [];
  for (const language of LANGUAGES) {
    const d = drafts[language];
    if (d.present) {
      translations.push({
        language,
        title: d.title.trim(),
        content: d.content,
        seo_title: d.seo_title.trim(),
        seo_description: d.seo_description.trim(),
        seo_keywords: d.seo_keywords.trim(),
        ...(opts.comment ? { comment: d.comment.trim() } : {}),
      });
    } else if (stored.includes(language)) {
      remove.push(language);
    }
  }
  return { translations, remove_languages: remove };
}

/** The PUT body of a page: slug, rank and the translations. */
export function pageUpdateBody(
  form: { slug: string; rank: number },
  drafts: Drafts,
  stored: readonly string[],
): StaffPageUpdate {
  const { translations, remove_languages } = translationsBody(drafts, stored);
  return {
    slug: form.slug.trim(),
    rank: form.rank,
    translations,
    ...(remove_languages.length ? { remove_languages } : {}),
  };
}

/** Languages whose title is empty while present (the server requires one). */
export function missingTitles(drafts: Drafts): Language[] {
  return LANGUAGES.filter((l) => drafts[l].present && !drafts[l].title.trim());
}

/**
 * HTML parsed without running or loading anything: a template's content has no browsing context
 * (no image loads, so no `onerror`; no scripts). Never parse stored HTML any other way here.
 */
function inertFragment(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

/**
 * A canonical form of HTML for comparison: parsed, attributes sorted, whitespace between tags
 * and the link attributes the server adds (target, rel) ignored.
 */
export function canonicalHtml(html: string): string {
  const root = inertFragment(html);
  const walk = (node: Node): string => {
    if (node.nodeType === 3) return (node.textContent ?? '').replace(/\s+/g, ' ');
    if (node.nodeType !== 1) return '';
    const el = node as Element;
    const tag = el.tagName.toLowerCase();
    const attrs = [...el.attributes]
      .filter((a) => !(tag === 'a' && (a.name === 'target' || a.name === 'rel')))
      .map((a) => `${a.name}="${a.value}"`)
      .sort()
      .join(' ');
    const inner = [...el.childNodes].map(walk).join('');
    return `<${tag}${attrs ? ` ${attrs}` : ''}>${inner}</${tag}>`;
  };
  return [...root.childNodes].map(walk).join('').replace(/>\s+</g, '><').trim();
}

/** Languages whose stored HTML differs from what was sent (the sanitiser removed something). */
export function sanitisedLanguages(
  sent: readonly { language: string; content: string }[],
  stored: readonly { language: string; content: string }[],
): string[] {
  return sent
    .filter((s) => {
      const back = stored.find((t) => t.language === s.language);
      return back !== undefined && canonicalHtml(back.content) !== canonicalHtml(s.content);
    })
    .map((s) => s.language);
}

/**
 * Elements (and attributed headings) the rich-text editor cannot keep: a page using them is
 * edited as HTML so that nothing is lost silently.
 */
const RICH_TAGS = new Set([
  'p',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
  'br',
  'hr',
  'code',
  'pre',
]);
export function richTextCanKeep(html: string): boolean {
  for (const el of inertFragment(html).querySelectorAll('*')) {
    const tag = el.tagName.toLowerCase();
    if (!RICH_TAGS.has(tag)) return false;
    for (const a of el.attributes) {
      if (tag === 'a' && ['href', 'target', 'rel'].includes(a.name)) continue;
      return false;
    }
  }
  return true;
}

// ---------------------------------------------------------------------------- skin settings

export type SkinForm = Omit<
  StaffSkinSettings,
  'id' | 'name' | 'ref_id' | 'in_maintenance' | 'layout_settings'
> & { layout_settings: Omit<StaffSkinSettings['layout_settings'], 'logo_url'> };

/** The editable part of the settings (maintenance and the logo have their own controls). */
export function skinForm(s: StaffSkinSettings): SkinForm {
  const { logo_url: _logo, ...layout } = s.layout_settings;
  return {
    ui_options: { ...s.ui_options },
    live_chat_url: s.live_chat_url ?? '',
    layout_settings: { ...layout, colors: { ...s.layout_settings.colors } },
    licence: { ...s.licence },
  };
}

function changedKeys<T extends Record<string, unknown>>(before: T, after: T): Partial<T> | null {
  const out: Partial<T> = {};
  let any = false;
  for (const k of Object.keys(after) as (keyof T)[]) {
    if (JSON.stringify(before[k]) !== JSON.stringify(after[k])) {
      out[k] = after[k];
      any = true;
    }
  }
  return any ? out : null;
}

/**
 * The PUT body of a settings form: only what changed (objects are merged key by key by the
 * server); text trimmed; an empty live-chat address is null. Null: nothing to save.
 */
export function skinSettingsDiff(
  stored: StaffSkinSettings,
  form: SkinForm,
): StaffSkinSettingsUpdate | null {
  const before = skinForm(stored);
  const trimAll = <T extends Record<string, unknown>>(o: T): T =>
    Object.fromEntries(
      Object.entries(o).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]),
    ) as T;
  const body: StaffSkinSettingsUpdate = {};
  const ui = changedKeys(before.ui_options, form.ui_options);
  if (ui) body.ui_options = ui;
  const chat = (form.live_chat_url ?? '').trim();
  if (chat !== (before.live_chat_url ?? '')) body.live_chat_url = chat || null;
  const layout = changedKeys(before.layout_settings, trimAll(form.layout_settings));
  if (layout) {
    if (layout.colors) {
      // Colours are merged by name: only the changed ones are sent.
      const colors = changedKeys(before.layout_settings.colors, form.layout_settings.colors);
      if (colors) layout.colors = colors as Record<string, string>;
      else delete layout.colors;
    }
    if (Object.keys(layout).length) body.layout_settings = layout;
  }
  const licence = changedKeys(before.licence, trimAll(form.licence));
  if (licence) body.licence = licence;
  return Object.keys(body).length ? body : null;
}

/** #abc → #aabbcc (input type=color only takes the long form); other values unchanged. */
export function longHex(value: string): string {
  const m = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(value);
  return m ? `#${m[1]}${m[1]}${m[2]}${m[2]}${m[3]}${m[3]}`.toLowerCase() : value.toLowerCase();
}
export const isHex = (value: string) => /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.test(value);

/** An ISO instant as a datetime-local value (the browser's time zone); '' for null. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
}
/** A datetime-local value as an ISO instant; null for ''. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** A window's bounds (datetime-local values, '' open) are in order: from before to, or open. */
export function windowInOrder(from: string, to: string): boolean {
  const a = fromLocalInput(from);
  const b = fromLocalInput(to);
  return !a || !b || new Date(a) < new Date(b);
}
