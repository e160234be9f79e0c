import type { z } from 'zod';
import type { Game, GameDetail, Provider, Section, getGamesQuery } from '@croupier/contract/casino';
import type { PageMeta } from '@croupier/contract/common';
import type { Db } from '../db/client.ts';
import { notFound } from '../lib/errors.ts';
import type { providers } from '../db/schema.ts';
import * as repo from './repository.ts';

type GamesQuery = z.output<typeof getGamesQuery>;

export const gameImageUrl = (slug: string) => `/media/games/${encodeURIComponent(slug)}.svg`;

function toGame(row: repo.GameRow): Game {
  return {
    id: row.id,
    provider_id: row.providerId,
    slug: row.slug,
    name: row.name,
    type: row.type as Game['type'],
    reels_numbers: row.reelsNumbers,
    is_desktop: row.isDesktop,
    is_mobile: row.isMobile,
    rank: row.rank,
    image_url: gameImageUrl(row.slug),
    provider: { id: row.providerId, code: row.providerCode, name: row.providerName },
  };
}

const toProvider = (p: typeof providers.$inferSelect): Provider => ({
  id: p.id,
  code: p.code,
  name: p.name,
  is_visible: p.isVisible,
  rank: p.rank,
});

export function createCasinoService(db: Db) {
  return {
    async listGames(q: GamesQuery): Promise<{ data: Game[]; meta: PageMeta }> {
      const { rows, total } = await repo.findGames(
        db,
        {
          sectionId: q.section_id,
          sectionPrefixes: q.section_prefix,
          providerId: q.provider_id,
          name: q.name,
          isProviderVisible: q.is_provider_visible,
          type: q.type,
          isDesktop: q.is_desktop,
          isMobile: q.is_mobile,
          reels: q.reels_numbers,
        },
        { limit: q.per_page, offset: (q.page - 1) * q.per_page, sort: q.sort },
      );
      return {
        data: rows.map(toGame),
        meta: {
          current_page: q.page,
          per_page: q.per_page,
          total,
          last_page: Math.max(1, Math.ceil(total / q.per_page)),
        },
      };
    },

    async listSections(prefix?: string): Promise<Section[]> {
      const rows = await repo.listSections(db, prefix);
      return rows.map((s) => ({
        id: s.id,
        name: s.name,
        slug: s.slug,
        rank: s.rank,
        games_count: Number(s.gamesCount),
      }));
    },

    async listProviders(isVisible?: boolean): Promise<Provider[]> {
      return (await repo.listProviders(db, isVisible)).map(toProvider);
    },

    async listSectionProviders(sectionId: number): Promise<Provider[]> {
      if (!(await repo.sectionExists(db, sectionId))) throw notFound('Section not found');
      return (await repo.listSectionProviders(db, sectionId)).map(toProvider);
    },

    async gameDetail(gameId: number, providerId?: number): Promise<GameDetail> {
      const row = await repo.findGameById(db, gameId);
      if (!row || (providerId !== undefined && row.providerId !== providerId)) {
        throw notFound('Game not found');
      }
      return {
        ...toGame(row),
        description: row.description,
        engine: row.engine,
        section_ids: await repo.findGameSectionIds(db, row.id),
        is_enabled: row.isEnabled,
      };
    },

    findGameBySlug: (slug: string) => repo.findGameBySlug(db, slug),
  };
}
export type CasinoService = ReturnType<typeof createCasinoService>;
