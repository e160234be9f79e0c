import {
  DEFAULT_LANGUAGE,
  UNTAGGED_BANNER_EXCLUDED_TAGS,
  type BannerTag,
  type Language,
} from '@croupier/contract/constants';
import type { Banner, Media, Page, Promotion } from '@croupier/contract/cms';
import type { Db } from '../db/client.ts';
import type { MediaJson, SkinSettingsJson } from '../db/schema.ts';
import { notFound } from '../lib/errors.ts';
import { fillPlaceholders, sanitizeCmsHtml } from './sanitize.ts';
import * as repo from './repository.ts';

export interface CmsDeps {
  skinSettings(skinId: number): Promise<SkinSettingsJson>;
  now(): Date;
  /** PUBLIC_URL: the site's address in texts when the skin names none (`{{site_url}}`). */
  publicUrl?: string;
}

const PAGE_NOT_FOUND = 'Page not found';

/**
 * The demo skin's site address before it followed PUBLIC_URL: a database seeded then still holds
 * it, and it means "the server's own address" like an empty setting.
 */
const FORMER_DEMO_SITE_URL = 'http://localhost:3000';

function placeholderValues(s: SkinSettingsJson, publicUrl?: string): Record<string, string> {
  const siteUrl = s.licence.site_url;
  const own = !siteUrl || siteUrl === FORMER_DEMO_SITE_URL;
  return {
    brand_name: s.layout_settings.brand_name,
    company_name: s.licence.company_name,
    company_address: s.licence.company_address,
    company_registration: s.licence.company_registration,
    licence_number: s.licence.licence_number,
    support_email: s.licence.support_email,
    dpo_email: s.licence.dpo_email,
    affiliate_email: s.licence.affiliate_email,
    site_url: own && publicUrl ? publicUrl.replace(/\/+$/, '') : siteUrl,
  };
}

const toMedia = (m: MediaJson): Media => ({ ...m, full_url: m.url });

/** The requested language's row, else English, else any. */
function pick<T extends { language: string }>(rows: T[], lang: Language): T | undefined {
  return (
    rows.find((r) => r.language === lang) ??
    rows.find((r) => r.language === DEFAULT_LANGUAGE) ??
    rows[0]
  );
}

/** The promotion's campaign as the claim button needs it (null: none running or about to). */
function campaignOf(
  c: Awaited<ReturnType<typeof repo.promotionCampaigns>>[number] | undefined,
  now: Date,
): Promotion['campaign'] {
  if (!c) return null;
  return {
    id: c.id,
    code: c.code,
    kind: c.kind,
    is_valid: !c.validFrom || c.validFrom <= now,
    valid_from: c.validFrom?.toISOString() ?? null,
  };
}

export function createCmsService(db: Db, deps: CmsDeps) {
  // Listeners of content edits (pages, banners, translations, skin settings): caches built from
  // this service's answers (the site bootstrap) drop what they keep. This node only.
  const changeListeners = new Set<() => void>();

  async function render(
    skinId: number,
    pages: repo.PageRow[],
    lang: Language,
  ): Promise<(Page | Promotion)[]> {
    const values = placeholderValues(await deps.skinSettings(skinId), deps.publicUrl);
    const texts = await repo.pageTranslations(
      db,
      pages.map((p) => p.id),
      [lang, DEFAULT_LANGUAGE],
    );
    const now = deps.now();
    const offered = await repo.promotionCampaigns(
      db,
      pages.filter((p) => p.type === 'promotion').map((p) => p.id),
      skinId,
      now,
    );
    return pages.flatMap((p) => {
      const t = pick(
        texts.filter((x) => x.pageId === p.id),
        lang,
      );
      if (!t) return [];
      const text = (s: string) => fillPlaceholders(s, values, false);
      const base: Page = {
        id: p.id,
        name: p.name,
        type: p.type === 'promotion' ? 'promotion' : 'page',
        language: t.language,
        title: text(t.title),
        content: sanitizeCmsHtml(fillPlaceholders(t.content, values, true)),
        seo: {
          title: text(t.seoTitle || t.title),
          description: text(t.seoDescription),
          keywords: text(t.seoKeywords),
        },
      };
      if (p.type !== 'promotion') return [base];
      const started = !p.validFrom || p.validFrom <= now;
      const ended = !!p.validTo && p.validTo <= now;
      const promotion: Promotion = {
        ...base,
        comment: text(t.comment),
        is_valid: started && !ended,
        valid_from: p.validFrom?.toISOString() ?? null,
        valid_to: p.validTo?.toISOString() ?? null,
        banners: p.medias.map(toMedia),
        campaign: campaignOf(
          offered.find((c) => c.pageId === p.id),
          now,
        ),
      };
      return [promotion];
    });
  }

  return {
    /** Calls `listener` after every content edit (staff); returns the unsubscribe function. */
    onContentChanged(listener: () => void): () => void {
      changeListeners.add(listener);
      return () => void changeListeners.delete(listener);
    },

    /** Tells the listeners that content changed (called by the back office after saving). */
    contentChanged(): void {
      for (const listener of changeListeners) listener();
    },

    async page(skinId: number, idOrName: string, lang: Language): Promise<Page | Promotion> {
      const row = /^\d+$/.test(idOrName)
        ? await repo.findPageById(db, Number(idOrName))
        : await repo.findPageByName(db, idOrName);
      if (!row) throw notFound(PAGE_NOT_FOUND);
      const [page] = await render(skinId, [row], lang);
      if (!page) throw notFound(PAGE_NOT_FOUND);
      return page;
    },

    async pages(
      skinId: number,
      type: 'page' | 'promotion',
      campaignVisible: boolean | undefined,
      lang: Language,
    ): Promise<(Page | Promotion)[]> {
      return render(skinId, await repo.listPages(db, type, campaignVisible), lang);
    },

    async banners(lang: Language, tags: readonly BannerTag[] | undefined): Promise<Banner[]> {
      const rows = await repo.listActiveBanners(db, deps.now());
      const selected = rows.filter((b) => {
        if (!tags || tags.length === 0) return true;
        const comments = b.medias.map((m) => m.comment ?? '').filter(Boolean);
        if (comments.length === 0) {
          return tags.some((t) => !UNTAGGED_BANNER_EXCLUDED_TAGS.includes(t));
        }
        return tags.some((t) => comments.some((c) => c.startsWith(t)));
      });
      const texts = await repo.bannerTexts(
        db,
        selected.map((b) => b.id),
        [lang, DEFAULT_LANGUAGE],
      );
      return selected.map((b) => {
        const t = pick(
          texts.filter((x) => x.bannerId === b.id),
          lang,
        );
        const title = t?.title ?? '';
        const subtitle = t?.subtitle ?? '';
        const button = t?.buttonText ?? '';
        const html = sanitizeCmsHtml(`<h2>${escape(title)}</h2><p>${escape(subtitle)}</p>`);
        return {
          id: b.id,
          title,
          subtitle,
          options: {
            html,
            html_mobile: html,
            button_text: button,
            button_text_1: '',
            button_url: b.buttonUrl,
            button_url_1: '',
            button_text_mobile: button,
            button_url_mobile: b.buttonUrl,
          },
          medias: b.medias.map(toMedia),
        };
      });
    },

    async translations(group: string, lang: Language): Promise<Record<string, string>> {
      const rows = await repo.translationGroup(db, group, [lang, DEFAULT_LANGUAGE]);
      const out: Record<string, string> = {};
      for (const r of rows) if (r.language === DEFAULT_LANGUAGE) out[r.key] = r.value;
      for (const r of rows) if (r.language === lang) out[r.key] = r.value;
      return out;
    },

    async languages() {
      return (await repo.listLanguages(db)).map((l) => ({
        code: l.code,
        name: l.name,
        native_name: l.nativeName,
        default: l.isDefault,
      }));
    },
  };
}
export type CmsService = ReturnType<typeof createCmsService>;

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
