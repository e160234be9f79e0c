/**
 * Banners for staff: the lobby sliders' slides. A slide's lobbies are the tags of its images (the
 * comment of a media starts with a BANNER_TAGS value, as the site's banner call reads it).
 * Titles and subtitles are plain text (the public call escapes them into its HTML). The site shows
 * an active banner within its window [valid_from, valid_to) of the server's clock.
 */
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { ERROR_MESSAGES } from '@croupier/contract/errors';
import {
  STAFF_CONTENT_ERRORS,
  type StaffBanner,
  type staffBannerCreate,
  type staffBannerUpdate,
} from '@croupier/contract/staff-content';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import { bannerTranslations, banners } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import { checkWindow, mediaIn, mediaOut } from './pages.ts';

type BannerRow = typeof banners.$inferSelect;
type BannerCreate = z.output<typeof staffBannerCreate>;
type BannerUpdate = z.output<typeof staffBannerUpdate>;

const NOT_FOUND = 'Banner not found';

export function createStaffBanners(db: Db) {
  async function texts(ex: Executor, ids: number[]) {
    if (ids.length === 0) return [];
    return ex
      .select()
      .from(bannerTranslations)
      .where(inArray(bannerTranslations.bannerId, ids))
      .orderBy(asc(bannerTranslations.language));
  }

  const out = (b: BannerRow, all: (typeof bannerTranslations.$inferSelect)[]): StaffBanner => {
    const own = all.filter((t) => t.bannerId === b.id);
    const medias = b.medias.map(mediaOut);
    return {
      id: b.id,
      key: b.key,
      rank: b.rank,
      active: b.isActive,
      valid_from: b.validFrom?.toISOString() ?? null,
      valid_to: b.validTo?.toISOString() ?? null,
      button_url: b.buttonUrl,
      tags: [...new Set(medias.flatMap((m) => (m.tag ? [m.tag] : [])))],
      medias,
      languages: own.map((t) => t.language),
      translations: own.map((t) => ({
        language: t.language,
        title: t.title,
        subtitle: t.subtitle,
        button_text: t.buttonText,
      })),
      created_at: b.createdAt.toISOString(),
    };
  };

  async function one(ex: Executor, id: number) {
    const [b] = await ex.select().from(banners).where(eq(banners.id, id));
    if (!b) throw notFound(NOT_FOUND);
    return out(b, await texts(ex, [id]));
  }

  async function ensureFreeKey(ex: Executor, key: string, except?: number) {
    const where = [eq(banners.key, key)];
    if (except !== undefined) where.push(ne(banners.id, except));
    const [clash] = await ex
      .select({ id: banners.id })
      .from(banners)
      .where(and(...where));
    if (clash) {
      throw new HttpError(422, ERROR_MESSAGES.validation, { key: [STAFF_CONTENT_ERRORS.taken] });
    }
  }

  async function upsertTexts(
    ex: Executor,
    bannerId: number,
    list: NonNullable<BannerUpdate['translations']>,
  ) {
    for (const t of list) {
      const values = { title: t.title, subtitle: t.subtitle, buttonText: t.button_text };
      await ex
        .insert(bannerTranslations)
        .values({ bannerId, language: t.language, ...values })
        .onConflictDoUpdate({
          target: [bannerTranslations.bannerId, bannerTranslations.language],
          set: values,
        });
    }
  }

  return {
    async list(filter: { tag?: string; active?: boolean }): Promise<StaffBanner[]> {
      const rows = await db.select().from(banners).orderBy(asc(banners.rank), asc(banners.id));
      const all = await texts(
        db,
        rows.map((r) => r.id),
      );
      return rows
        .map((r) => out(r, all))
        .filter(
          (b) =>
            (filter.active === undefined || b.active === filter.active) &&
            (!filter.tag || b.tags.includes(filter.tag)),
        );
    },

    get: (id: number) => one(db, id),

    async create(input: BannerCreate): Promise<StaffBanner> {
      checkWindow(input.valid_from, input.valid_to);
      return db.transaction(async (tx) => {
        await ensureFreeKey(tx, input.key);
        const [b] = await tx
          .insert(banners)
          .values({
            key: input.key,
            rank: input.rank,
            isActive: input.active,
            validFrom: input.valid_from ? new Date(input.valid_from) : null,
            validTo: input.valid_to ? new Date(input.valid_to) : null,
            buttonUrl: input.button_url,
          })
          .returning({ id: banners.id });
        const id = b!.id;
        await tx
          .update(banners)
          .set({ medias: mediaIn(id, input.medias) })
          .where(eq(banners.id, id));
        await upsertTexts(tx, id, input.translations);
        return one(tx, id);
      });
    },

    async update(id: number, input: BannerUpdate) {
      return db.transaction(async (tx) => {
        const before = await one(tx, id);
        if (input.key !== undefined) await ensureFreeKey(tx, input.key, id);
        checkWindow(
          input.valid_from !== undefined ? input.valid_from : before.valid_from,
          input.valid_to !== undefined ? input.valid_to : before.valid_to,
        );
        const set: Partial<BannerRow> = {};
        if (input.key !== undefined) set.key = input.key;
        if (input.rank !== undefined) set.rank = input.rank;
        if (input.active !== undefined) set.isActive = input.active;
        if (input.valid_from !== undefined) {
          set.validFrom = input.valid_from ? new Date(input.valid_from) : null;
        }
        if (input.valid_to !== undefined) {
          set.validTo = input.valid_to ? new Date(input.valid_to) : null;
        }
        if (input.button_url !== undefined) set.buttonUrl = input.button_url;
        if (input.medias !== undefined) set.medias = mediaIn(id, input.medias);
        if (Object.keys(set).length > 0)
          await tx.update(banners).set(set).where(eq(banners.id, id));
        await upsertTexts(tx, id, input.translations ?? []);
        if (input.remove_languages?.length) {
          await tx
            .delete(bannerTranslations)
            .where(
              and(
                eq(bannerTranslations.bannerId, id),
                inArray(bannerTranslations.language, input.remove_languages),
              ),
            );
        }
        const after = await one(tx, id);
        if (after.translations.length === 0) {
          throw new HttpError(422, ERROR_MESSAGES.validation, {
            remove_languages: ['field_invalid'],
          });
        }
        return { before, after };
      });
    },

    async remove(id: number) {
      return db.transaction(async (tx) => {
        const before = await one(tx, id);
        await tx.delete(banners).where(eq(banners.id, id));
        return before;
      });
    },
  };
}
export type StaffBanners = ReturnType<typeof createStaffBanners>;
