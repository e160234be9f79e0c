/**
 * A skin's settings for staff: maintenance, interface options, live chat, brand (colours, name),
 * logo (`layout_settings.logo_url`), licence texts (the `settings` jsonb and `in_maintenance` of `skins`), the risky countries and
 * the bank account shown for bank transfers (the `config` of the skin's bank-transfer methods,
 * `accounts[currency]` overriding the top-level account as the payments service reads it).
 * Every read goes to the database: the public skin and maintenance calls see a change at once.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { ERROR_KEYS, ERROR_MESSAGES } from '@croupier/contract/errors';
import type {
  StaffBankAccount,
  StaffSkinSettings,
  staffBankDetailsPut,
  staffSkinSettingsUpdate,
} from '@croupier/contract/staff-content';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import { countries, currencies, skins, type SkinSettingsJson } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import { paymentMethods } from '../../payments/schema.ts';

type SettingsUpdate = z.output<typeof staffSkinSettingsUpdate>;
type BankPut = z.output<typeof staffBankDetailsPut>;
type SkinRow = typeof skins.$inferSelect;

const ACCOUNT_FIELDS = ['name', 'holder', 'iban', 'bic', 'bban', 'bank_code'] as const;

const invalid = (field: string) =>
  new HttpError(422, ERROR_MESSAGES.validation, { [field]: [ERROR_KEYS.invalid] });

function settingsOut(skin: SkinRow): StaffSkinSettings {
  const s = skin.settings;
  return {
    id: skin.id,
    name: skin.name,
    ref_id: skin.refId,
    in_maintenance: skin.inMaintenance,
    ui_options: { ...s.ui_options },
    live_chat_url: s.live_chat_url,
    layout_settings: {
      ...s.layout_settings,
      logo_url: s.layout_settings.logo_url ?? null,
      colors: { ...s.layout_settings.colors },
    },
    licence: { ...s.licence, licence_texts: { ...s.licence.licence_texts } },
  };
}

function accountOf(source: Record<string, unknown>): StaffBankAccount | null {
  const out = {} as StaffBankAccount;
  let any = false;
  for (const f of ACCOUNT_FIELDS) {
    const v = source[f];
    out[f] = typeof v === 'string' ? v : '';
    if (typeof v === 'string' && v) any = true;
  }
  return any ? out : null;
}

export function createStaffSkins(db: Db) {
  async function skin(ex: Executor, id: number) {
    const [row] = await ex.select().from(skins).where(eq(skins.id, id));
    if (!row) throw notFound('Skin not found');
    return row;
  }

  async function bankMethods(ex: Executor, skinId: number) {
    return ex
      .select()
      .from(paymentMethods)
      .where(and(eq(paymentMethods.skinId, skinId), eq(paymentMethods.provider, 'bank')))
      .orderBy(asc(paymentMethods.id));
  }

  function accountsOf(config: Record<string, unknown>) {
    const accounts: Record<string, StaffBankAccount> = {};
    const top = accountOf(config);
    if (top) accounts.default = top;
    const per = (config.accounts ?? {}) as Record<string, Record<string, unknown>>;
    for (const [code, value] of Object.entries(per)) {
      const a = accountOf(value);
      if (a) accounts[code] = a;
    }
    return accounts;
  }

  return {
    async list() {
      const rows = await db.select().from(skins).orderBy(asc(skins.id));
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        ref_id: r.refId,
        in_maintenance: r.inMaintenance,
      }));
    },

    settings: async (id: number) => settingsOut(await skin(db, id)),

    async updateSettings(id: number, input: SettingsUpdate) {
      return db.transaction(async (tx) => {
        const row = await skin(tx, id);
        const before = settingsOut(row);
        const s = row.settings;
        const next: SkinSettingsJson = {
          ...s,
          ui_options: { ...s.ui_options, ...input.ui_options },
          live_chat_url: input.live_chat_url !== undefined ? input.live_chat_url : s.live_chat_url,
          layout_settings: {
            ...s.layout_settings,
            ...input.layout_settings,
            colors: input.layout_settings?.colors
              ? { ...s.layout_settings.colors, ...input.layout_settings.colors }
              : s.layout_settings.colors,
          },
          licence: {
            ...s.licence,
            ...input.licence,
            // Merged key by key; an emptied language is dropped (the site shows licence_text).
            licence_texts: Object.fromEntries(
              Object.entries({
                ...s.licence.licence_texts,
                ...input.licence?.licence_texts,
              }).filter(([, text]) => text !== ''),
            ),
          },
        };
        await tx
          .update(skins)
          .set({
            settings: next,
            ...(input.in_maintenance !== undefined ? { inMaintenance: input.in_maintenance } : {}),
          })
          .where(eq(skins.id, id));
        return { before, after: settingsOut(await skin(tx, id)) };
      });
    },

    /** Sets (a `/media/...` address) or clears (null: the default logo) the skin's logo. */
    async setLogo(id: number, url: string | null) {
      return db.transaction(async (tx) => {
        const row = await skin(tx, id);
        const before = settingsOut(row);
        const s = row.settings;
        await tx
          .update(skins)
          .set({ settings: { ...s, layout_settings: { ...s.layout_settings, logo_url: url } } })
          .where(eq(skins.id, id));
        return { before, after: settingsOut(await skin(tx, id)) };
      });
    },

    riskyCountries: async (id: number) => ({
      countries: [...((await skin(db, id)).settings.risky_countries ?? [])],
    }),

    async setRiskyCountries(id: number, codes: string[]) {
      return db.transaction(async (tx) => {
        const row = await skin(tx, id);
        if (codes.length > 0) {
          const known = await tx
            .select({ code: countries.code })
            .from(countries)
            .where(inArray(countries.code, codes));
          if (known.length !== codes.length) throw invalid('countries');
        }
        const before = { countries: [...(row.settings.risky_countries ?? [])] };
        const sorted = [...codes].sort();
        await tx
          .update(skins)
          .set({ settings: { ...row.settings, risky_countries: sorted } })
          .where(eq(skins.id, id));
        return { before, after: { countries: sorted } };
      });
    },

    async bankDetails(id: number) {
      await skin(db, id);
      const [method] = await bankMethods(db, id);
      if (!method) throw notFound('Bank transfer method not found');
      return { accounts: accountsOf(method.config) };
    },

    /** Sets one account on every bank-transfer method of the skin (deposit and withdrawal). */
    async setBankDetails(id: number, body: BankPut) {
      return db.transaction(async (tx) => {
        await skin(tx, id);
        const methods = await bankMethods(tx, id);
        if (methods.length === 0) throw notFound('Bank transfer method not found');
        if (body.currency !== 'default') {
          const [c] = await tx
            .select({ id: currencies.id })
            .from(currencies)
            .where(eq(currencies.code, body.currency));
          if (!c) throw invalid('currency');
        }
        const account = Object.fromEntries(ACCOUNT_FIELDS.map((f) => [f, body[f]]));
        const before = { accounts: accountsOf(methods[0]!.config) };
        for (const m of methods) {
          const config = { ...m.config };
          if (body.currency === 'default') Object.assign(config, account);
          else {
            const per = { ...((config.accounts ?? {}) as Record<string, unknown>) };
            per[body.currency] = account;
            config.accounts = per;
          }
          await tx.update(paymentMethods).set({ config }).where(eq(paymentMethods.id, m.id));
        }
        const [first] = await bankMethods(tx, id);
        return { before, after: { accounts: accountsOf(first!.config) } };
      });
    },
  };
}
export type StaffSkins = ReturnType<typeof createStaffSkins>;
