import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { count, eq } from 'drizzle-orm';
import { LANGUAGES } from '@croupier/contract/constants';
import { bannerSvg, gameArtworkSvg } from '@croupier/games/artwork';
import * as catalog from '@croupier/games/catalog';
import type { Db, Executor } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { sanitizeCmsHtml } from '../cms/sanitize.ts';
import { sha256 } from '../plugins/skin-auth.ts';
import type { Env } from '../env.ts';
import { banners as bannerSeeds } from './data/banners.ts';
import { countries } from './data/countries.ts';
import { currencies } from './data/currencies.ts';
import { LANGUAGE_ROWS, demoSkinSettings } from './skin.ts';
import { loadTranslations } from './translations.ts';
import { seedDemoPlayers } from './demo-players.ts';
import { seedCampaigns } from '../campaigns/seed.ts';
import { seedSurveys, seedSurveysOnce } from './surveys.ts';
import { seedPayments } from './payments.ts';
import { fillStudioGameFacts, seedStudioCatalog } from './catalog.ts';
import { refreshStudioArtwork } from './artwork.ts';
import { seedFakeHub88Games } from '../dev/fake-hub88/seed.ts';
import { seedJackpots } from '../jackpots/seed.ts';

const contentDir = fileURLToPath(new URL('./content', import.meta.url));
const DAY_MS = 86_400_000;
const PROMOTION_MOTIFS: readonly catalog.Motif[] = ['crown', 'coin', 'seven', 'gem', 'star'];

interface PageMeta {
  title?: string;
  name?: string;
  comment?: string;
  seo?: { title?: string; description?: string; keywords?: string };
}

function readLocalized(dir: string): { language: string; html: string; meta: PageMeta }[] {
  return LANGUAGES.flatMap((language) => {
    const html = `${dir}/${language}.html`;
    const json = `${dir}/${language}.json`;
    if (!existsSync(html) || !existsSync(json)) return [];
    return [
      {
        language,
        html: readFileSync(html, 'utf8'),
        meta: JSON.parse(readFileSync(json, 'utf8')) as PageMeta,
      },
    ];
  });
}

const etag = (body: Buffer) => createHash('sha256').update(body).digest('base64url').slice(0, 27);

async function putMedia(db: Executor, path: string, svg: string) {
  const body = Buffer.from(svg, 'utf8');
  await db
    .insert(t.mediaFiles)
    .values({ path, contentType: 'image/svg+xml', body, etag: etag(body) })
    .onConflictDoUpdate({
      target: t.mediaFiles.path,
      set: { body, etag: etag(body), contentType: 'image/svg+xml' },
    });
}

async function chunked<T>(rows: T[], size: number, fn: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await fn(rows.slice(i, i + size));
}

/** Writes the demo data; runs in one transaction so a killed start leaves nothing half-done. */
export async function seed(
  db: Db,
  env: Pick<Env, 'SKIN_API_KEY' | 'SKIN_API_SECRET'> & { NODE_ENV?: Env['NODE_ENV'] },
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    await tx.insert(t.languages).values(LANGUAGE_ROWS);
    await tx
      .insert(t.currencies)
      .values(currencies.map((c) => ({ ...c, minorUnits: c.minor_units })));
    await tx.insert(t.countries).values(
      countries.map((c) => ({
        code: c.code,
        code3: c.code3,
        name: c.name,
        phonePrefix: c.phone_prefix ? [...c.phone_prefix] : null,
        isEea: c.is_EEA === 1,
      })),
    );
    await tx.insert(t.skins).values({
      licenseeId: 1,
      name: 'Croupier Casino',
      refId: 'croupier',
      apiKey: env.SKIN_API_KEY,
      apiSecretHash: sha256(env.SKIN_API_SECRET),
      settings: demoSkinSettings,
    });

    // Game catalog of the built-in studio.
    await seedStudioCatalog(tx);
    // One statement at a time: a transaction is one connection.
    for (const g of catalog.games) await putMedia(tx, `games/${g.slug}.svg`, gameArtworkSvg(g));

    // Static pages.
    const pageNames = readdirSync(`${contentDir}/pages`).sort();
    for (const [rank, name] of pageNames.entries()) {
      const texts = readLocalized(`${contentDir}/pages/${name}`);
      const [page] = await tx.insert(t.cmsPages).values({ name, type: 'page', rank }).returning();
      if (!page || texts.length === 0) continue;
      await tx.insert(t.cmsPageTranslations).values(
        texts.map((x) => ({
          pageId: page.id,
          language: x.language,
          title: x.meta.title ?? name,
          content: sanitizeCmsHtml(x.html),
          seoTitle: x.meta.seo?.title ?? '',
          seoDescription: x.meta.seo?.description ?? '',
          seoKeywords: x.meta.seo?.keywords ?? '',
        })),
      );
    }

    // Promotions, with validity relative to the day of seeding.
    const promoIndex = JSON.parse(readFileSync(`${contentDir}/promotions/index.json`, 'utf8')) as {
      slug: string;
      validFromDays: number;
      validToDays: number | null;
    }[];
    for (const [rank, promo] of promoIndex.entries()) {
      const texts = readLocalized(`${contentDir}/promotions/${promo.slug}`);
      const palette = catalog.games[rank % catalog.games.length]?.theme.palette ?? [
        '#1c2542',
        '#f5c542',
        '#34d399',
      ];
      const cardPath = `promotions/${promo.slug}-card.svg`;
      await putMedia(
        tx,
        cardPath,
        bannerSvg({
          seed: promo.slug,
          palette,
          motif: PROMOTION_MOTIFS[rank % PROMOTION_MOTIFS.length] ?? 'star',
          mobile: true,
        }),
      );
      const [page] = await tx
        .insert(t.cmsPages)
        .values({
          name: promo.slug,
          type: 'promotion',
          campaignVisible: true,
          rank,
          validFrom: new Date(now.getTime() + promo.validFromDays * DAY_MS),
          validTo:
            promo.validToDays === null
              ? null
              : new Date(now.getTime() + promo.validToDays * DAY_MS),
          medias: [
            {
              id: rank + 1,
              url: `/media/${cardPath}`,
              url_webp: null,
              title: 'card',
              comment: 'promotion',
              is_mobile: false,
            },
          ],
        })
        .returning();
      if (!page || texts.length === 0) continue;
      await tx.insert(t.cmsPageTranslations).values(
        texts.map((x) => ({
          pageId: page.id,
          language: x.language,
          title: x.meta.name ?? x.meta.title ?? promo.slug,
          comment: x.meta.comment ?? '',
          content: sanitizeCmsHtml(x.html),
          seoTitle: x.meta.seo?.title ?? '',
          seoDescription: x.meta.seo?.description ?? '',
          seoKeywords: x.meta.seo?.keywords ?? '',
        })),
      );
    }

    // Banners: generated artwork for desktop and mobile, texts in every language.
    for (const [rank, b] of bannerSeeds.entries()) {
      const desktop = `banners/${b.key}-desktop.svg`;
      const mobile = `banners/${b.key}-mobile.svg`;
      await putMedia(
        tx,
        desktop,
        bannerSvg({ seed: b.key, palette: b.palette, motif: b.motif, mobile: false }),
      );
      await putMedia(
        tx,
        mobile,
        bannerSvg({ seed: b.key, palette: b.palette, motif: b.motif, mobile: true }),
      );
      const media = (id: number, url: string, isMobile: boolean) => ({
        id,
        url: `/media/${url}`,
        url_webp: null,
        title: b.key,
        comment: b.comment,
        is_mobile: isMobile,
      });
      const [row] = await tx
        .insert(t.banners)
        .values({
          key: b.key,
          rank,
          buttonUrl: b.buttonUrl,
          medias: [media(rank * 2 + 1, desktop, false), media(rank * 2 + 2, mobile, true)],
        })
        .returning();
      if (!row) continue;
      await tx.insert(t.bannerTranslations).values(
        Object.entries(b.texts).map(([language, x]) => ({
          bannerId: row.id,
          language,
          title: x.title,
          subtitle: x.subtitle,
          buttonText: x.button,
        })),
      );
    }

    // Interface texts.
    const rows = loadTranslations();
    await chunked(rows, 500, (chunk) => tx.insert(t.translations).values(chunk));

    // Bonus campaigns of the demo skin (registration bonus choice, bonus codes).
    await seedCampaigns(tx, now);

    // The source-of-wealth questionnaire of each skin.
    await seedSurveys(tx);

    // The payment methods of each skin and their limits (issue 12).
    await seedPayments(tx);

    // The progressive jackpots of the Jackpots section's titles, in every seeded currency.
    await seedJackpots(tx);

    // Development players (README); none in production.
    if (env.NODE_ENV !== 'production') await seedDemoPlayers(tx, now);

    // The development fake aggregator's titles (dev/fake-hub88): development only.
    await seedFakeHub88Games(tx, env);
  });
}

/** Seeds an empty database; keeps the skin's API credentials in step with the environment. */
export async function seedIfEmpty(
  db: Db,
  env: Pick<Env, 'SKIN_API_KEY' | 'SKIN_API_SECRET'> & { NODE_ENV?: Env['NODE_ENV'] },
): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(t.skins);
  if ((row?.n ?? 0) > 0) {
    await db
      .update(t.skins)
      .set({ apiKey: env.SKIN_API_KEY, apiSecretHash: sha256(env.SKIN_API_SECRET) })
      .where(eq(t.skins.refId, 'croupier'));
    // Interface texts added since the database was seeded (a new page, a new message): the ones
    // it lacks are added; texts it has (an operator may have edited them) stay as they are.
    await chunked(loadTranslations(), 500, (chunk) =>
      db.insert(t.translations).values(chunk).onConflictDoNothing(),
    );
    // The SOWQ of a database seeded before it existed (an operator's edits stay).
    await seedSurveysOnce(db);
    // The payment methods of a database seeded before payments existed (idempotent).
    await db.transaction((tx) => seedPayments(tx));
    // The progressive jackpots of a database seeded before they existed (idempotent).
    await db.transaction((tx) => seedJackpots(tx));
    // The RTP and volatility of studio games seeded before the lobby showed them.
    await fillStudioGameFacts(db);
    // Tile pictures drawn by an older artwork generator (only the generated games/ paths).
    await refreshStudioArtwork(db);
    // The development fake aggregator's titles, once (development only).
    await seedFakeHub88Games(db, env);
    return false;
  }
  await seed(db, env);
  return true;
}
