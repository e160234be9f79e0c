import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { campaigns, countries, skins } from '../src/db/schema.ts';
import { createCampaignService } from '../src/campaigns/service.ts';
import { createReferenceService } from '../src/reference/service.ts';
import { buildTestApp, get, type TestApp } from './helper.ts';

interface CampaignOut {
  id: number;
  code: string;
  name: string;
  description: string;
  language: string;
  action: number;
  is_public: boolean;
  is_valid: boolean;
  currency: { id: number; code: string; symbol: string };
  amount_type: 'percent' | 'fixed';
  amount: number;
  max_amount: number | null;
  min_dep: number;
  max_bet: number | null;
  wagering: number;
  freespins: number;
  options: { sms_verified: boolean };
  categories: string[];
  currency_ids: number[];
  countries: string[];
}

const DAY_MS = 86_400_000;
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const codes = (body: { data?: unknown }) => (body.data as CampaignOut[]).map((c) => c.code);
const REG = 'all=1&filters[is_public]=1&filters[actions][0]=3';

describe('GET /v1/campaigns', () => {
  it('lists the running public registration campaigns for a currency and country', async () => {
    const eur = await get(
      t.app,
      `/v1/campaigns?${REG}&filters[language]=en&filters[currency_id]=1&filters[countries][0]=DE`,
    );
    expect(eur.status).toBe(200);
    expect(codes(eur.body)).toEqual(['WELCOME100', 'SPINS25', 'STARTER5']);
    expect(eur.body.meta).toBeUndefined();
    const welcome = (eur.body.data as CampaignOut[])[0];
    expect(welcome).toMatchObject({
      code: 'WELCOME100',
      name: '100% welcome bonus',
      language: 'en',
      action: 3,
      is_public: true,
      is_valid: true,
      currency: { id: 1, code: 'EUR' },
      amount_type: 'percent',
      amount: 100,
      max_amount: 200,
      min_dep: 20,
      max_bet: 5,
      wagering: 35,
      options: { sms_verified: false },
    });

    // CZK players in the Czech Republic also see the CZK-only campaign, amounts in CZK.
    const czk = await get(
      t.app,
      `/v1/campaigns?${REG}&filters[language]=cs&filters[currency_id]=42&filters[countries][0]=CZ`,
    );
    expect(codes(czk.body)).toEqual(['WELCOME100', 'VITEJTE50', 'SPINS25', 'STARTER5']);
    const [w, v] = czk.body.data as CampaignOut[];
    expect(w?.name).toBe('Uvítací bonus 100 %');
    expect(w?.language).toBe('cs');
    expect(w?.currency).toEqual({ id: 42, code: 'CZK', symbol: 'Kč' });
    expect(w?.max_amount).toBe(5000);
    expect(w?.min_dep).toBe(500);
    expect(w?.max_bet).toBe(125);
    expect(v?.freespins).toBe(50);
    expect(v?.options.sms_verified).toBe(true);

    // CZK outside the Czech Republic: not the CZ-only campaign. A country by numeric id works too.
    const sk = await get(
      t.app,
      `/v1/campaigns?${REG}&filters[currency_id]=42&filters[countries][0]=SK`,
    );
    expect(codes(sk.body)).toEqual(['WELCOME100', 'SPINS25', 'STARTER5']);
    const [cz] = await t.database.db.select().from(countries).where(eq(countries.code, 'CZ'));
    const byId = await get(
      t.app,
      `/v1/campaigns?${REG}&filters[currency_id]=42&filters[countries][0]=${cz?.id}`,
    );
    expect(codes(byId.body)).toContain('VITEJTE50');
  });

  it('never lists private, ended or other-action campaigns', async () => {
    const all = await get(t.app, '/v1/campaigns?all=1&filters[is_public]=1');
    expect(codes(all.body)).not.toContain('HIGHROLLER');
    expect(codes(all.body)).not.toContain('SUMMER2026');
    const hidden = await get(t.app, '/v1/campaigns?all=1&filters[is_public]=0');
    expect(hidden.status).toBe(200);
    expect(hidden.body.data).toEqual([]);
    // The one public deposit-code campaign is the weekend reload.
    const deposit = await get(t.app, '/v1/campaigns?all=1&filters[actions][0]=2');
    expect(codes(deposit.body)).toEqual(['RELOAD50']);
    // USD players do not see the CZK-only campaign.
    const usd = await get(t.app, `/v1/campaigns?${REG}&filters[currency_id]=2`);
    expect(codes(usd.body)).toEqual(['WELCOME100', 'SPINS25', 'STARTER5']);
    expect((usd.body.data as CampaignOut[])[0]?.max_amount).toBe(216);
  });

  it('falls back to English texts and accepts cz for Czech', async () => {
    const cz = await get(t.app, `/v1/campaigns?${REG}&filters[language]=cz&filters[currency_id]=1`);
    expect((cz.body.data as CampaignOut[])[0]?.language).toBe('cs');
    const xx = await get(t.app, `/v1/campaigns?${REG}&filters[language]=xx&filters[currency_id]=1`);
    expect((xx.body.data as CampaignOut[])[0]?.name).toBe('100% welcome bonus');
  });

  it('pages without all=1', async () => {
    const res = await get(t.app, '/v1/campaigns?per_page=1&page=2&filters[currency_id]=42');
    expect(res.status).toBe(200);
    expect(res.body.meta).toEqual({ current_page: 2, per_page: 1, total: 5, last_page: 5 });
    expect(codes(res.body)).toEqual(['VITEJTE50']);
  });

  it('rejects bad filters with 422 keys', async () => {
    const cases: [string, string][] = [
      ['filters[currency_id]=abc', 'filters.currency_id'],
      ['filters[currency_id]=999', 'filters.currency_id'],
      ['filters[actions][0]=x', 'filters.actions.0'],
      ['filters[countries][0]=C', 'filters.countries.0'],
      ['filters[countries][0]=999999', 'filters.countries'],
      ['filters[is_public]=maybe', 'filters.is_public'],
      ['per_page=1000', 'per_page'],
    ];
    for (const [query, field] of cases) {
      const res = await get(t.app, `/v1/campaigns?${query}`);
      expect(res.status, query).toBe(422);
      const errors = (res.body as { errors: Record<string, string[]> }).errors;
      expect(errors[field], `${query}: ${JSON.stringify(errors)}`).toEqual(['field_invalid']);
    }
  });

  it('needs the skin authorization', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/campaigns?all=1' });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /v1/campaigns/{code}?check_code=1', () => {
  it('accepts a running code in any case for an allowed currency', async () => {
    const res = await get(t.app, '/v1/campaigns/welcome100?check_code=1&currency_id=5');
    expect(res.status).toBe(200);
    const c = res.body.data as CampaignOut;
    expect(c.code).toBe('WELCOME100');
    expect(c.currency.code).toBe('PLN');
    expect(c.min_dep).toBe(84.8);
  });

  it('accepts a private code that the list never shows', async () => {
    const res = await get(t.app, '/v1/campaigns/HighRoller?check_code=1&currency_id=1');
    expect(res.status).toBe(200);
    expect((res.body.data as CampaignOut).is_public).toBe(false);
  });

  it('answers 404 for an unknown code', async () => {
    const res = await get(t.app, '/v1/campaigns/NOPE2026?check_code=1&currency_id=1');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'campaign_not_found' });
  });

  it('refuses an ended code, a wrong currency and a wrong country with their keys', async () => {
    const expired = await get(t.app, '/v1/campaigns/SUMMER2026?check_code=1&currency_id=1');
    expect(expired.status).toBe(422);
    expect(expired.body).toMatchObject({ errors: { code: ['campaign_expired'] } });

    const currency = await get(t.app, '/v1/campaigns/VITEJTE50?check_code=1&currency_id=1');
    expect(currency.status).toBe(422);
    expect(currency.body).toMatchObject({
      errors: { currency_id: ['campaign_currency_not_allowed'] },
    });

    const country = await get(
      t.app,
      '/v1/campaigns/VITEJTE50?check_code=1&currency_id=42&country=SK',
    );
    expect(country.status).toBe(422);
    expect(country.body).toMatchObject({ errors: { country: ['campaign_country_not_allowed'] } });

    const ok = await get(t.app, '/v1/campaigns/VITEJTE50?check_code=1&currency_id=42&country=cz');
    expect(ok.status).toBe(200);
  });

  it('refuses a campaign that has not started yet', async () => {
    const [skin] = await t.database.db.select().from(skins).where(eq(skins.refId, 'croupier'));
    await t.database.db.insert(campaigns).values({
      skinId: skin?.id ?? 0,
      code: 'FUTURE10',
      name: 'Future',
      action: 3,
      amountType: 'percent',
      amount: 10,
      isPublic: true,
      validFrom: new Date(t.clock.now.getTime() + 3 * DAY_MS),
    });
    const res = await get(t.app, '/v1/campaigns/FUTURE10?check_code=1&currency_id=1');
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ errors: { code: ['campaign_not_started'] } });
    const list = await get(t.app, '/v1/campaigns?all=1&filters[currency_id]=1');
    expect(codes(list.body)).not.toContain('FUTURE10');
    // Once the clock reaches its start it is listed and accepted.
    t.clock.now = new Date(t.clock.now.getTime() + 4 * DAY_MS);
    expect((await get(t.app, '/v1/campaigns/FUTURE10?check_code=1&currency_id=1')).status).toBe(
      200,
    );
    expect(codes((await get(t.app, '/v1/campaigns?all=1&filters[currency_id]=1')).body)).toContain(
      'FUTURE10',
    );
    t.clock.now = new Date(t.clock.now.getTime() - 4 * DAY_MS);
  });

  it('rejects bad input with 422 keys', async () => {
    const noCurrency = await get(t.app, '/v1/campaigns/WELCOME100?check_code=1');
    expect(noCurrency.status).toBe(422);
    expect(noCurrency.body).toMatchObject({ errors: { currency_id: ['field_required'] } });
    const badCurrency = await get(t.app, '/v1/campaigns/WELCOME100?check_code=1&currency_id=777');
    expect(badCurrency.status).toBe(422);
    expect(badCurrency.body).toMatchObject({ errors: { currency_id: ['field_invalid'] } });
    const badCode = await get(t.app, '/v1/campaigns/WEL%20COME?check_code=1&currency_id=1');
    expect(badCode.status).toBe(422);
    expect(badCode.body).toMatchObject({ errors: { code: ['field_invalid'] } });
    const long = await get(t.app, `/v1/campaigns/${'A'.repeat(51)}?check_code=1&currency_id=1`);
    expect(long.status).toBe(422);
  });
});

describe('registration bonus choice (service for the registration)', () => {
  const service = () =>
    createCampaignService(t.database.db, {
      reference: createReferenceService(t.database.db),
      now: () => t.clock.now,
    });
  const skinId = async () =>
    (await t.database.db.select().from(skins).where(eq(skins.refId, 'croupier')))[0]!.id;

  it('accepts a valid code or listed campaign and refuses others with a key', async () => {
    const s = service();
    const id = await skinId();
    const welcome = await s.findByCode(id, 'WELCOME100');
    const czOnly = await s.findByCode(id, 'VITEJTE50');
    expect(await s.resolveRegistrationChoice(id, { currencyId: 1 })).toBeNull();
    expect(
      await s.resolveRegistrationChoice(id, { promocode: ' welcome100 ', currencyId: 2 }),
    ).toBe(welcome?.id);
    expect(
      await s.resolveRegistrationChoice(id, {
        campaignId: czOnly?.id,
        currencyId: 42,
        country: 'CZ',
      }),
    ).toBe(czOnly?.id);
    const refused: [
      Parameters<ReturnType<typeof service>['resolveRegistrationChoice']>[1],
      string,
      string,
    ][] = [
      [{ promocode: 'NOPE', currencyId: 1 }, 'promocode', 'campaign_not_found'],
      [{ promocode: 'SUMMER2026', currencyId: 1 }, 'promocode', 'campaign_expired'],
      [{ promocode: 'VITEJTE50', currencyId: 1 }, 'promocode', 'campaign_currency_not_allowed'],
      [
        { promocode: 'VITEJTE50', currencyId: 42, country: 'AT' },
        'promocode',
        'campaign_country_not_allowed',
      ],
      [{ campaignId: czOnly?.id, currencyId: 1 }, 'campaign_id', 'campaign_not_found'],
      // A private or deposit campaign cannot be picked from the list.
      [
        { campaignId: (await s.findByCode(id, 'HIGHROLLER'))?.id, currencyId: 1 },
        'campaign_id',
        'campaign_not_found',
      ],
      [{ campaignId: 999_999, currencyId: 1 }, 'campaign_id', 'campaign_not_found'],
    ];
    for (const [input, field, key] of refused) {
      await expect(
        s.resolveRegistrationChoice(id, input),
        JSON.stringify(input),
      ).rejects.toMatchObject({
        statusCode: 422,
        errors: { [field]: [key] },
      });
    }
  });
});
