import type { SkinSettings } from '@croupier/contract/skin';
import type { Db } from '../db/client.ts';
import type { SkinSettingsJson } from '../db/schema.ts';
import { notFound } from '../lib/errors.ts';
import type { ReferenceService } from '../reference/service.ts';
import * as repo from './repository.ts';

const KEY_CACHE_MS = 10_000;

export function createSkinService(db: Db, reference: ReferenceService) {
  // API keys change rarely; a short cache spares a query per request on every node.
  const keyCache = new Map<
    string,
    { at: number; skin: { id: number; apiSecretHash: string } | null }
  >();

  async function load(id: number) {
    const skin = await repo.findSkin(db, id);
    if (!skin) throw notFound('Skin not found');
    return skin;
  }

  return {
    async findByApiKey(apiKey: string) {
      const hit = keyCache.get(apiKey);
      if (hit && Date.now() - hit.at < KEY_CACHE_MS) return hit.skin;
      const skin = (await repo.findSkinByApiKey(db, apiKey)) ?? null;
      if (keyCache.size > 1000) keyCache.clear();
      keyCache.set(apiKey, { at: Date.now(), skin });
      return skin;
    },

    async settingsJson(id: number): Promise<SkinSettingsJson> {
      return (await load(id)).settings;
    },

    async settings(id: number): Promise<SkinSettings> {
      const skin = await load(id);
      const s = skin.settings;
      const allCurrencies = await reference.currencies();
      return {
        id: skin.id,
        licensee_id: skin.licenseeId,
        name: skin.name,
        ref_id: skin.refId,
        ui_options: s.ui_options,
        revenue_calculation: s.revenue_calculation,
        analytics_code: s.analytics_code,
        captcha: s.captcha,
        live_chat_url: s.live_chat_url,
        layout_settings: s.layout_settings,
        licence: {
          company_name: s.licence.company_name,
          company_address: s.licence.company_address,
          company_registration: s.licence.company_registration,
          licence_number: s.licence.licence_number,
          licence_text: s.licence.licence_text,
          licence_texts: { ...s.licence.licence_texts },
          support_email: s.licence.support_email,
        },
        currencies: allCurrencies.filter((c) => s.currency_ids.includes(c.id)),
        countries: { restricted: s.restricted_countries },
        production: s.production,
      };
    },

    async inMaintenance(id: number): Promise<boolean> {
      return (await load(id)).inMaintenance;
    },

    setMaintenance: (id: number, on: boolean) => repo.setMaintenance(db, id, on),

    /** Origins of the live-chat scripts configured on any skin, for the CSP. */
    async liveChatOrigins(): Promise<string[]> {
      const origins = new Set<string>();
      for (const skin of await repo.listSkins(db)) {
        const url = skin.settings.live_chat_url;
        if (!url) continue;
        try {
          const parsed = new URL(url);
          if (parsed.protocol === 'https:') origins.add(parsed.origin);
        } catch {
          // an invalid URL is ignored: the site cannot load it either
        }
      }
      return [...origins];
    },
  };
}
export type SkinService = ReturnType<typeof createSkinService>;
