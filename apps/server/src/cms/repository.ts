import { and, asc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import {
  bannerTranslations,
  banners,
  campaigns,
  cmsPageTranslations,
  cmsPages,
  languages,
  translations,
} from '../db/schema.ts';

export type PageRow = typeof cmsPages.$inferSelect;
export type PageTranslationRow = typeof cmsPageTranslations.$inferSelect;

// An inactive page (is_active false) is, for the site, a page that does not exist: the finders
// and the list below never return one.

/** An active page by id. */
export async function findPageById(db: Executor, id: number) {
  return (
    await db
      .select()
      .from(cmsPages)
      .where(and(eq(cmsPages.id, id), eq(cmsPages.isActive, true)))
  )[0];
}

/** An active page by name. A name may exist as a page and as a promotion: the plain page wins. */
export async function findPageByName(db: Executor, name: string) {
  const rows = await db
    .select()
    .from(cmsPages)
    .where(and(eq(cmsPages.name, name), eq(cmsPages.isActive, true)))
    .orderBy(asc(cmsPages.type));
  return rows[0];
}

export async function listPages(db: Executor, type: string, campaignVisible?: boolean) {
  const where = [eq(cmsPages.type, type), eq(cmsPages.isActive, true)];
  if (campaignVisible !== undefined) where.push(eq(cmsPages.campaignVisible, campaignVisible));
  return db
    .select()
    .from(cmsPages)
    .where(and(...where))
    .orderBy(asc(cmsPages.rank), asc(cmsPages.id));
}

/**
 * The campaigns promotion pages offer (`promotion_page_id`): running, not ended (a future one is
 * shown as about to start), best rank first.
 */
export async function promotionCampaigns(
  db: Executor,
  pageIds: number[],
  skinId: number,
  now: Date,
) {
  if (pageIds.length === 0) return [];
  return db
    .select({
      id: campaigns.id,
      code: campaigns.code,
      kind: campaigns.kind,
      pageId: campaigns.promotionPageId,
      validFrom: campaigns.validFrom,
    })
    .from(campaigns)
    .where(
      and(
        inArray(campaigns.promotionPageId, pageIds),
        eq(campaigns.skinId, skinId),
        eq(campaigns.state, 'running'),
        or(isNull(campaigns.validTo), gt(campaigns.validTo, now)),
      ),
    )
    .orderBy(asc(campaigns.rank), asc(campaigns.id));
}

export async function pageTranslations(db: Executor, pageIds: number[], langs: string[]) {
  if (pageIds.length === 0) return [];
  return db
    .select()
    .from(cmsPageTranslations)
    .where(
      and(
        inArray(cmsPageTranslations.pageId, pageIds),
        inArray(cmsPageTranslations.language, langs),
      ),
    );
}

/** Active banners whose window [valid_from, valid_to) holds `now`. */
export async function listActiveBanners(db: Executor, now: Date) {
  return db
    .select()
    .from(banners)
    .where(
      and(
        eq(banners.isActive, true),
        or(isNull(banners.validFrom), lte(banners.validFrom, now)),
        or(isNull(banners.validTo), gt(banners.validTo, now)),
      ),
    )
    .orderBy(asc(banners.rank), asc(banners.id));
}

export async function bannerTexts(db: Executor, bannerIds: number[], langs: string[]) {
  if (bannerIds.length === 0) return [];
  return db
    .select()
    .from(bannerTranslations)
    .where(
      and(
        inArray(bannerTranslations.bannerId, bannerIds),
        inArray(bannerTranslations.language, langs),
      ),
    );
}

export async function translationGroup(db: Executor, group: string, langs: string[]) {
  return db
    .select()
    .from(translations)
    .where(and(eq(translations.group, group), inArray(translations.language, langs)));
}

export async function listLanguages(db: Executor) {
  return db
    .select()
    .from(languages)
    .where(eq(languages.isActive, true))
    .orderBy(asc(languages.rank));
}
