import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Campaign, ListCampaignsResponse } from '@croupier/contract/campaigns';
import type { Country, GeoResponse } from '@croupier/contract/skin';
import { CAMPAIGN_ACTIONS } from '@croupier/contract/constants';
import { api } from '../../lib/api-client.ts';

export const countriesOptions = () =>
  queryOptions({
    queryKey: ['static', 'countries'],
    queryFn: ({ signal }) =>
      api<{ data: Country[] }>('static/countries', { signal }).then((r) => r.data),
    staleTime: Infinity,
  });
export const useCountries = () => useQuery(countriesOptions());

/** The visitor's country (offline lookup) to preselect; null when unknown. */
export const useGeoCountry = () =>
  useQuery({
    queryKey: ['geo', 'ip'],
    queryFn: ({ signal }) =>
      api<GeoResponse>('geo/ip', { signal }).then((r) => r.data.country ?? null),
    staleTime: Infinity,
    retry: false,
  });

/** Public registration bonuses open to the chosen currency and country. */
export const useRegistrationCampaigns = (
  language: string,
  currencyId: number | null,
  country: string,
) =>
  useQuery({
    queryKey: ['campaigns', 'registration', language, currencyId, country],
    queryFn: ({ signal }) =>
      api<ListCampaignsResponse>('campaigns', {
        query: {
          all: 1,
          'filters[is_public]': 1,
          'filters[actions]': [String(CAMPAIGN_ACTIONS.registration)],
          'filters[language]': language,
          'filters[currency_id]': currencyId ?? undefined,
          'filters[countries]': country ? [country] : undefined,
        },
        signal,
      }).then((r) => r.data),
    enabled: currencyId !== null,
    staleTime: 5 * 60_000,
  });

/** A typed bonus code, checked for the chosen currency (404 / 422 when not valid). */
export const checkBonusCode = (
  code: string,
  currencyId: number,
  country: string,
  language: string,
) =>
  api<{ data: Campaign }>(`campaigns/${encodeURIComponent(code)}`, {
    query: { check_code: 1, currency_id: currencyId, country: country || undefined, language },
  }).then((r) => r.data);
