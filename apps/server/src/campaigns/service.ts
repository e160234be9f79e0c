import { CAMPAIGN_ACTIONS, DEFAULT_LANGUAGE, type Language } from '@croupier/contract/constants';
import type { Campaign } from '@croupier/contract/campaigns';
import { ERROR_KEYS, ERROR_MESSAGES } from '@croupier/contract/errors';
import { convertFromEur } from '@croupier/contract/bonus';
import type { Db } from '../db/client.ts';
import { HttpError, validationFailed } from '../lib/errors.ts';
import type { ReferenceService } from '../reference/service.ts';
import * as repo from './repository.ts';

export interface CampaignDeps {
  reference: ReferenceService;
  now(): Date;
}

export interface ListOptions {
  language: Language;
  actions?: number[];
  currencyId?: number;
  /** ISO alpha-2 codes or numeric country ids. */
  countries?: string[];
  isPublic?: boolean;
  /** Without paging when undefined. */
  page?: { page: number; perPage: number };
}

export interface CheckOptions {
  language: Language;
  currencyId?: number;
  country?: string;
}

const BASE_CURRENCY = 'EUR';

/** A currency as campaign money needs it: the stored rate (exact) and its minor units. */
export type CampaignCurrency = repo.CurrencyRow;

/**
 * Money of a campaign is kept in EUR minor units; the site sees it in the player's currency,
 * converted with integer arithmetic (`convertFromEur`, rounded down) and shown as a decimal of
 * the currency's minor units.
 */
export function convertCampaignMoney(minorEur: number, currency: CampaignCurrency): number {
  const minor = convertFromEur(minorEur, currency.rate, currency.minorUnits);
  return Number((minor / 10 ** currency.minorUnits).toFixed(currency.minorUnits));
}

/** A campaign as `GET campaigns` shows it, in a currency and language. */
export function presentCampaign(
  row: repo.CampaignRow,
  language: Language,
  currency: CampaignCurrency,
  now: Date,
): Campaign {
  const convert = (v: number) => convertCampaignMoney(v, currency);
  const text = row.texts[language] ?? row.texts[DEFAULT_LANGUAGE];
  const started = !row.validFrom || row.validFrom <= now;
  const ended = !!row.validTo && row.validTo <= now;
  return {
    id: row.id,
    code: row.code,
    name: text?.name ?? row.name,
    description: text?.description ?? row.description,
    language: row.texts[language] ? language : DEFAULT_LANGUAGE,
    media_url: row.mediaUrl,
    categories: row.categories,
    options: { sms_verified: row.options.sms_verified },
    action: row.action,
    currency: { id: currency.id, code: currency.code, symbol: currency.symbol },
    amount_type: row.amountType,
    amount: row.amountType === 'percent' ? row.amount : convert(row.amount),
    max_amount: row.maxAmount === null ? null : convert(row.maxAmount),
    min_dep: convert(row.minDep),
    max_bet: row.maxBet === null ? null : convert(row.maxBet),
    wagering: row.wagering,
    freespins: row.freespins,
    currency_ids: row.currencyIds,
    countries: row.countries,
    is_public: row.isPublic,
    valid_from: row.validFrom?.toISOString() ?? null,
    valid_to: row.validTo?.toISOString() ?? null,
    is_valid: started && !ended && row.state === 'running',
  };
}

export function createCampaignService(db: Db, deps: CampaignDeps) {
  async function currencyFor(id: number | undefined, field: string): Promise<CampaignCurrency> {
    const all = await repo.currencyRows(db);
    if (id === undefined) {
      const base = all.find((c) => c.code === BASE_CURRENCY) ?? all[0];
      if (!base) throw new Error('no currencies');
      return base;
    }
    const found = all.find((c) => c.id === id);
    if (!found) throw validationFailed(field, ERROR_KEYS.invalid);
    return found;
  }

  /** Country ids become their ISO code; codes are upper-cased. */
  async function countryCodes(refs: string[], field: string): Promise<string[]> {
    const numeric = refs.filter((r) => /^\d+$/.test(r));
    if (numeric.length === 0) return refs.map((r) => r.toUpperCase());
    const all = await deps.reference.countries();
    return refs.map((r) => {
      if (!/^\d+$/.test(r)) return r.toUpperCase();
      const found = all.find((c) => c.id === Number(r));
      if (!found) throw validationFailed(field, ERROR_KEYS.invalid);
      return found.code;
    });
  }

  const present = (row: repo.CampaignRow, language: Language, currency: CampaignCurrency) =>
    presentCampaign(row, language, currency, deps.now());

  /**
   * A bonus code typed by the player: known, running, open to the currency (and country).
   * Private campaigns are found too: knowing the code is the point.
   */
  async function checkCode(skinId: number, code: string, o: CheckOptions): Promise<Campaign> {
    const row = await repo.findByCode(db, skinId, code);
    if (!row) throw new HttpError(404, ERROR_MESSAGES.campaignNotFound);
    const currency = await currencyFor(o.currencyId, 'currency_id');
    const now = deps.now();
    if (row.validFrom && row.validFrom > now) {
      throw validationFailed('code', ERROR_KEYS.campaignNotStarted);
    }
    if (row.validTo && row.validTo <= now) {
      throw validationFailed('code', ERROR_KEYS.campaignExpired);
    }
    if (
      o.currencyId !== undefined &&
      row.currencyIds.length > 0 &&
      !row.currencyIds.includes(o.currencyId)
    ) {
      throw validationFailed('currency_id', ERROR_KEYS.campaignCurrencyNotAllowed);
    }
    if (o.country !== undefined && row.countries.length > 0) {
      const [country] = await countryCodes([o.country], 'country');
      if (!country || !row.countries.includes(country)) {
        throw validationFailed('country', ERROR_KEYS.campaignCountryNotAllowed);
      }
    }
    return present(row, o.language, currency);
  }

  return {
    /** Running public campaigns for the filters (private campaigns are reachable by code only). */
    async list(skinId: number, o: ListOptions): Promise<{ data: Campaign[]; total: number }> {
      const currency = await currencyFor(o.currencyId, 'filters.currency_id');
      const countries = o.countries
        ? await countryCodes(o.countries, 'filters.countries')
        : undefined;
      if (o.isPublic === false) return { data: [], total: 0 };
      const filter: repo.CampaignFilter = {
        skinId,
        now: deps.now(),
        actions: o.actions,
        currencyId: o.currencyId,
        countries,
      };
      const rows = await repo.listPublic(
        db,
        filter,
        o.page && { limit: o.page.perPage, offset: (o.page.page - 1) * o.page.perPage },
      );
      const total = o.page ? await repo.countPublic(db, filter) : rows.length;
      return { data: rows.map((r) => present(r, o.language, currency)), total };
    },

    checkCode,

    /**
     * The registration's bonus choice, checked on the server: a typed code (`promocode`, checked as
     * by checkCode) or a listed campaign (`campaign_id`: a running public registration campaign
     * open to the currency and country). Returns the campaign id (null for no bonus) or throws
     * 422 with the key on `promocode` or `campaign_id`.
     */
    async resolveRegistrationChoice(
      skinId: number,
      o: {
        promocode?: string | null;
        campaignId?: number | null;
        currencyId: number;
        country?: string;
      },
    ): Promise<number | null> {
      const code = o.promocode?.trim();
      if (code) {
        try {
          const found = await checkCode(skinId, code, {
            language: DEFAULT_LANGUAGE,
            currencyId: o.currencyId,
            country: o.country,
          });
          return found.id;
        } catch (err) {
          if (!(err instanceof HttpError)) throw err;
          const key =
            err.statusCode === 404
              ? ERROR_KEYS.campaignNotFound
              : (Object.values(err.errors ?? {})[0]?.[0] ?? ERROR_KEYS.invalid);
          throw validationFailed('promocode', key);
        }
      }
      if (o.campaignId === undefined || o.campaignId === null) return null;
      const countries = o.country ? await countryCodes([o.country], 'country') : undefined;
      const rows = await repo.listPublic(db, {
        skinId,
        now: deps.now(),
        actions: [CAMPAIGN_ACTIONS.registration],
        currencyId: o.currencyId,
        countries,
      });
      if (!rows.some((r) => r.id === o.campaignId)) {
        throw validationFailed('campaign_id', ERROR_KEYS.campaignNotFound);
      }
      return o.campaignId;
    },

    /** The campaign of a code for other domains (registration, wallet); no checks. */
    async findByCode(skinId: number, code: string) {
      return (await repo.findByCode(db, skinId, code)) ?? null;
    },
  };
}
export type CampaignService = ReturnType<typeof createCampaignService>;
