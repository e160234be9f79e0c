/**
 * CMS pages and promotions for staff (both are `cms_pages` rows: type `page` or `promotion`).
 * HTML is sanitised with the site's own sanitiser before it is stored; the answer carries the
 * stored HTML so the editor shows what the site serves.
 */
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { BANNER_TAGS, DEFAULT_LANGUAGE } from '@croupier/contract/constants';
import { ERROR_KEYS, ERROR_MESSAGES } from '@croupier/contract/errors';
import {
  STAFF_CONTENT_ERRORS,
  type StaffMedia,
  type StaffPage,
  type StaffPageSummary,
  type StaffPromotion,
  type staffMediaInput,
  type staffPageCreate,
  type staffPageUpdate,
  type staffPromotionCreate,
  type staffPromotionUpdate,
} from '@croupier/contract/staff-content';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import { campaigns, cmsPageTranslations, cmsPages, type MediaJson } from '../../db/schema.ts';
import { sanitizeCmsHtml } from '../../cms/sanitize.ts';
import { HttpError, notFound } from '../../lib/errors.ts';

export type PageType = 'page' | 'promotion';
type PageRow = typeof cmsPages.$inferSelect;
type TranslationRow = typeof cmsPageTranslations.$inferSelect;
type PageCreate = z.output<typeof staffPageCreate>;
type PageUpdate = z.output<typeof staffPageUpdate>;
type PromotionCreate = z.output<typeof staffPromotionCreate>;
type PromotionUpdate = z.output<typeof staffPromotionUpdate>;
type MediaInput = z.output<typeof staffMediaInput>;
type TranslationInput =
  NonNullable<PromotionUpdate['translations']>[number] | PageCreate['translations'][number];

const NOT_FOUND: Record<PageType, string> = {
  page: 'Page not found',
  promotion: 'Promotion not found',
};

/** A media's lobby tag: the BANNER_TAGS prefix of its comment (the site's rule). */
export const tagOf = (comment: string | null): string | null =>
  comment ? (BANNER_TAGS.find((t) => comment.startsWith(t)) ?? null) : null;

export const mediaOut = (m: MediaJson): StaffMedia => ({
  id: m.id,
  url: m.url,
  url_webp: m.url_webp,
  title: m.title,
  tag: tagOf(m.comment),
  is_mobile: m.is_mobile,
});

/** Stored media of a row (`id`: row id × 100 + position, unique across rows). */
export const mediaIn = (rowId: number, list: MediaInput[]): MediaJson[] =>
  list.map((m, i) => ({
    id: rowId * 100 + i + 1,
    url: m.url,
    url_webp: m.url_webp,
    title: m.title,
    comment: m.tag,
    is_mobile: m.is_mobile,
  }));

/** `from` must be before `to` when both are set: else 422 `field_invalid` on `valid_to`. */
export function checkWindow(from: string | null, to: string | null): void {
  if (from && to && new Date(to) <= new Date(from)) {
    throw new HttpError(422, ERROR_MESSAGES.validation, { valid_to: [ERROR_KEYS.invalid] });
  }
}

const taken = (field: string) =>
  new HttpError(422, ERROR_MESSAGES.validation, { [field]: [STAFF_CONTENT_ERRORS.taken] });

function summary(p: PageRow, texts: TranslationRow[]): StaffPageSummary {
  const own = texts.filter((t) => t.pageId === p.id);
  const title = (own.find((t) => t.language === DEFAULT_LANGUAGE) ?? own[0])?.title ?? '';
  return {
    id: p.id,
    slug: p.name,
    rank: p.rank,
    languages: own.map((t) => t.language).sort(),
    title,
    is_active: p.isActive,
    created_at: p.createdAt.toISOString(),
  };
}

const translationOut = (t: TranslationRow) => ({
  language: t.language,
  title: t.title,
  content: t.content,
  seo_title: t.seoTitle,
  seo_description: t.seoDescription,
  seo_keywords: t.seoKeywords,
});

export function createStaffPages(db: Db) {
  async function texts(ex: Executor, ids: number[]) {
    if (ids.length === 0) return [];
    return ex
      .select()
      .from(cmsPageTranslations)
      .where(inArray(cmsPageTranslations.pageId, ids))
      .orderBy(asc(cmsPageTranslations.language));
  }

  async function row(ex: Executor, type: PageType, id: number) {
    const [p] = await ex
      .select()
      .from(cmsPages)
      .where(and(eq(cmsPages.id, id), eq(cmsPages.type, type)));
    if (!p) throw notFound(NOT_FOUND[type]);
    return p;
  }

  async function ensureFreeSlug(ex: Executor, type: PageType, slug: string, except?: number) {
    const where = [eq(cmsPages.name, slug), eq(cmsPages.type, type)];
    if (except !== undefined) where.push(ne(cmsPages.id, except));
    const [clash] = await ex
      .select({ id: cmsPages.id })
      .from(cmsPages)
      .where(and(...where));
    if (clash) throw taken('slug');
  }

  async function linkedCampaign(ex: Executor, pageId: number) {
    const [c] = await ex
      .select({
        id: campaigns.id,
        code: campaigns.code,
        name: campaigns.name,
        state: campaigns.state,
      })
      .from(campaigns)
      .where(eq(campaigns.promotionPageId, pageId))
      .orderBy(asc(campaigns.rank), asc(campaigns.id))
      .limit(1);
    return c ?? null;
  }

  /** Links `campaignId` (null: none) to the promotion; other campaigns linked to it are unlinked. */
  async function link(ex: Executor, pageId: number, campaignId: number | null) {
    if (campaignId !== null) {
      const [c] = await ex
        .select({ id: campaigns.id })
        .from(campaigns)
        .where(eq(campaigns.id, campaignId));
      if (!c) {
        throw new HttpError(422, ERROR_MESSAGES.validation, {
          campaign_id: [STAFF_CONTENT_ERRORS.campaignNotFound],
        });
      }
    }
    const unlink = [eq(campaigns.promotionPageId, pageId)];
    if (campaignId !== null) unlink.push(ne(campaigns.id, campaignId));
    await ex
      .update(campaigns)
      .set({ promotionPageId: null })
      .where(and(...unlink));
    if (campaignId !== null) {
      await ex
        .update(campaigns)
        .set({ promotionPageId: pageId })
        .where(eq(campaigns.id, campaignId));
    }
  }

  async function upsertTexts(ex: Executor, pageId: number, list: TranslationInput[]) {
    for (const t of list) {
      const values = {
        title: t.title,
        content: sanitizeCmsHtml(t.content),
        seoTitle: t.seo_title,
        seoDescription: t.seo_description,
        seoKeywords: t.seo_keywords,
        ...('comment' in t ? { comment: t.comment } : {}),
      };
      await ex
        .insert(cmsPageTranslations)
        .values({ pageId, language: t.language, ...values })
        .onConflictDoUpdate({
          target: [cmsPageTranslations.pageId, cmsPageTranslations.language],
          set: values,
        });
    }
  }

  async function removeTexts(ex: Executor, pageId: number, languages: string[] | undefined) {
    if (!languages || languages.length === 0) return;
    await ex
      .delete(cmsPageTranslations)
      .where(
        and(
          eq(cmsPageTranslations.pageId, pageId),
          inArray(cmsPageTranslations.language, languages),
        ),
      );
  }

  async function page(ex: Executor, id: number): Promise<StaffPage> {
    const p = await row(ex, 'page', id);
    const own = await texts(ex, [p.id]);
    return { ...summary(p, own), translations: own.map(translationOut) };
  }

  async function promotion(ex: Executor, id: number): Promise<StaffPromotion> {
    const p = await row(ex, 'promotion', id);
    const own = await texts(ex, [p.id]);
    return {
      ...summary(p, own),
      valid_from: p.validFrom?.toISOString() ?? null,
      valid_to: p.validTo?.toISOString() ?? null,
      campaign_visible: p.campaignVisible,
      medias: p.medias.map(mediaOut),
      campaign: await linkedCampaign(ex, p.id),
      translations: own.map((t) => ({ ...translationOut(t), comment: t.comment })),
    };
  }

  async function list(type: PageType, q?: string) {
    const rows = await db
      .select()
      .from(cmsPages)
      .where(eq(cmsPages.type, type))
      .orderBy(asc(cmsPages.rank), asc(cmsPages.id));
    const all = await texts(
      db,
      rows.map((r) => r.id),
    );
    const needle = q?.trim().toLowerCase();
    return rows
      .filter(
        (r) =>
          !needle ||
          r.name.toLowerCase().includes(needle) ||
          all.some((t) => t.pageId === r.id && t.title.toLowerCase().includes(needle)),
      )
      .map((r) => ({ row: r, summary: summary(r, all) }));
  }

  return {
    async listPages(q?: string): Promise<StaffPageSummary[]> {
      return (await list('page', q)).map((x) => x.summary);
    },
    getPage: (id: number) => page(db, id),

    async createPage(input: PageCreate): Promise<StaffPage> {
      return db.transaction(async (tx) => {
        await ensureFreeSlug(tx, 'page', input.slug);
        const [p] = await tx
          .insert(cmsPages)
          .values({ name: input.slug, type: 'page', rank: input.rank, isActive: input.is_active })
          .returning({ id: cmsPages.id });
        await upsertTexts(tx, p!.id, input.translations);
        return page(tx, p!.id);
      });
    },

    async updatePage(id: number, input: PageUpdate) {
      return db.transaction(async (tx) => {
        const before = await page(tx, id);
        if (input.slug !== undefined) await ensureFreeSlug(tx, 'page', input.slug, id);
        const set: Partial<PageRow> = {};
        if (input.slug !== undefined) set.name = input.slug;
        if (input.rank !== undefined) set.rank = input.rank;
        if (input.is_active !== undefined) set.isActive = input.is_active;
        if (Object.keys(set).length > 0)
          await tx.update(cmsPages).set(set).where(eq(cmsPages.id, id));
        await upsertTexts(tx, id, input.translations ?? []);
        await removeTexts(tx, id, input.remove_languages);
        const after = await page(tx, id);
        if (after.translations.length === 0) {
          throw new HttpError(422, ERROR_MESSAGES.validation, {
            remove_languages: ['field_invalid'],
          });
        }
        return { before, after };
      });
    },

    async deletePage(id: number) {
      return db.transaction(async (tx) => {
        const before = await page(tx, id);
        await tx.delete(cmsPages).where(eq(cmsPages.id, id));
        return before;
      });
    },

    async listPromotions(): Promise<StaffPromotion[]> {
      const rows = await list('promotion');
      return Promise.all(rows.map((r) => promotion(db, r.row.id)));
    },
    getPromotion: (id: number) => promotion(db, id),

    async createPromotion(input: PromotionCreate): Promise<StaffPromotion> {
      checkWindow(input.valid_from, input.valid_to);
      return db.transaction(async (tx) => {
        await ensureFreeSlug(tx, 'promotion', input.slug);
        const [p] = await tx
          .insert(cmsPages)
          .values({
            name: input.slug,
            type: 'promotion',
            rank: input.rank,
            campaignVisible: input.campaign_visible,
            validFrom: input.valid_from ? new Date(input.valid_from) : null,
            validTo: input.valid_to ? new Date(input.valid_to) : null,
          })
          .returning({ id: cmsPages.id });
        const id = p!.id;
        await tx
          .update(cmsPages)
          .set({ medias: mediaIn(id, input.medias) })
          .where(eq(cmsPages.id, id));
        await upsertTexts(tx, id, input.translations);
        if (input.campaign_id !== null) await link(tx, id, input.campaign_id);
        return promotion(tx, id);
      });
    },

    async updatePromotion(id: number, input: PromotionUpdate) {
      return db.transaction(async (tx) => {
        const before = await promotion(tx, id);
        if (input.slug !== undefined) await ensureFreeSlug(tx, 'promotion', input.slug, id);
        checkWindow(
          input.valid_from !== undefined ? input.valid_from : before.valid_from,
          input.valid_to !== undefined ? input.valid_to : before.valid_to,
        );
        const set: Partial<PageRow> = {};
        if (input.slug !== undefined) set.name = input.slug;
        if (input.rank !== undefined) set.rank = input.rank;
        if (input.campaign_visible !== undefined) set.campaignVisible = input.campaign_visible;
        if (input.valid_from !== undefined) {
          set.validFrom = input.valid_from ? new Date(input.valid_from) : null;
        }
        if (input.valid_to !== undefined) {
          set.validTo = input.valid_to ? new Date(input.valid_to) : null;
        }
        if (input.medias !== undefined) set.medias = mediaIn(id, input.medias);
        if (Object.keys(set).length > 0)
          await tx.update(cmsPages).set(set).where(eq(cmsPages.id, id));
        await upsertTexts(tx, id, input.translations ?? []);
        await removeTexts(tx, id, input.remove_languages);
        if (input.campaign_id !== undefined) await link(tx, id, input.campaign_id);
        const after = await promotion(tx, id);
        if (after.translations.length === 0) {
          throw new HttpError(422, ERROR_MESSAGES.validation, {
            remove_languages: ['field_invalid'],
          });
        }
        return { before, after };
      });
    },

    async deletePromotion(id: number) {
      return db.transaction(async (tx) => {
        const before = await promotion(tx, id);
        await link(tx, id, null);
        await tx.delete(cmsPages).where(eq(cmsPages.id, id));
        return before;
      });
    },
  };
}
export type StaffPages = ReturnType<typeof createStaffPages>;
