/**
 * A campaign between staff and the database: the staff view (EUR decimals, percentages as
 * integers) and the columns an input writes (EUR minor units), the checks that read the database
 * (currencies, countries, free spin games, promotion page, contribution types, the code free in
 * the skin), and the changes of an edit for the audit log.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  BONUS_ERRORS,
  DEFAULT_CONTRIBUTIONS,
  type CampaignInputParsed,
  type Contributions,
  type StaffCampaign,
} from '@croupier/contract/bonus';
import { ERROR_KEYS, ERROR_MESSAGES } from '@croupier/contract/errors';
import { fromMinor } from '@croupier/contract/payments';
import type { CampaignRow } from '../campaigns/repository.ts';
import type { Executor } from '../db/client.ts';
import { campaigns, cmsPages, countries, currencies, games } from '../db/schema.ts';
import { uniqueViolation } from '../lib/db-errors.ts';
import { HttpError } from '../lib/errors.ts';

/** The unique index of codes (lower(code) per skin). */
const CODE_INDEX = 'campaigns_skin_code_idx';
/** The game type free spins are played in (the studio's slots). */
const FREESPIN_GAME_TYPE = 'slot';

/** 422 with every field's keys at once (DECISIONS section 4). */
export function invalidFields(errors: Record<string, string[]>): HttpError {
  return new HttpError(422, ERROR_MESSAGES.validation, errors);
}

/** Zod issues as the error handler maps them (`a.b` paths, the issue's message as the key). */
export function issuesToErrors(issues: z.core.$ZodIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'body';
    (errors[field] ??= []).push(issue.message || ERROR_KEYS.invalid);
  }
  return errors;
}

const toEur = (minor: number) => fromMinor(minor, 2);
const toEurMinor = (decimal: number) => Math.round(decimal * 100);
const nullableEurMinor = (decimal: number | null) =>
  decimal === null ? null : toEurMinor(decimal);

/** A campaign as staff see it (money in EUR decimals, percentages as integers). */
export function toStaffCampaign(row: CampaignRow): StaffCampaign {
  const texts: StaffCampaign['texts'] = {};
  for (const [language, t] of Object.entries(row.texts)) {
    if (t) texts[language] = { name: t.name, description: t.description };
  }
  return {
    id: row.id,
    skin_id: row.skinId,
    state: row.state,
    code: row.code,
    name: row.name,
    description: row.description,
    texts,
    kind: row.kind,
    action: row.action,
    amount_type: row.amountType,
    amount: row.amountType === 'percent' ? row.amount : toEur(row.amount),
    max_amount: row.maxAmount === null ? null : toEur(row.maxAmount),
    min_dep: toEur(row.minDep),
    max_bet: row.maxBet === null ? null : toEur(row.maxBet),
    max_cashout: row.maxCashout === null ? null : toEur(row.maxCashout),
    min_balance: toEur(row.minBalance),
    wagering: row.wagering,
    wagering_base: row.wageringBase,
    contributions: Object.fromEntries(
      Object.entries(row.contributions).filter((e): e is [string, number] => e[1] !== undefined),
    ),
    freespins: row.freespins,
    freespin_stake: toEur(row.freespinStake),
    freespin_game_ids: row.freespinGameIds,
    validity_days: row.validityDays,
    currency_ids: row.currencyIds,
    countries: row.countries,
    is_public: row.isPublic,
    valid_from: row.validFrom?.toISOString() ?? null,
    valid_to: row.validTo?.toISOString() ?? null,
    options: { sms_verified: row.options.sms_verified },
    promotion_page_id: row.promotionPageId,
    media_url: row.mediaUrl,
    categories: row.categories,
    rank: row.rank,
    created_at: row.createdAt.toISOString(),
  };
}

/** The stored campaign as the input it would be written with (the base a PATCH merges onto). */
export function toInput(row: CampaignRow): Record<string, unknown> {
  const {
    id: _id,
    skin_id: _skin,
    state: _state,
    created_at: _created,
    ...input
  } = toStaffCampaign(row);
  return input;
}

/** Contributions as stored: the given shares, `default` 0 unless named. */
function contributionsOf(input: CampaignInputParsed): Contributions | undefined {
  if (!input.contributions) return undefined;
  return { ...input.contributions, default: input.contributions.default ?? 0 };
}

/** The columns a parsed input writes (EUR decimals to EUR minor units). */
export function toColumns(input: CampaignInputParsed) {
  return {
    code: input.code,
    name: input.name,
    description: input.description,
    texts: input.texts,
    kind: input.kind,
    action: input.action,
    amountType: input.amount_type,
    amount: input.amount_type === 'percent' ? input.amount : toEurMinor(input.amount),
    maxAmount: nullableEurMinor(input.max_amount),
    minDep: toEurMinor(input.min_dep),
    maxBet: nullableEurMinor(input.max_bet),
    maxCashout: nullableEurMinor(input.max_cashout),
    minBalance: toEurMinor(input.min_balance),
    wagering: input.wagering,
    wageringBase: input.wagering_base,
    contributions: contributionsOf(input) ?? DEFAULT_CONTRIBUTIONS,
    freespins: input.freespins,
    freespinStake: toEurMinor(input.freespin_stake),
    freespinGameIds: [...new Set(input.freespin_game_ids)],
    validityDays: input.validity_days,
    currencyIds: [...new Set(input.currency_ids)],
    countries: [...new Set(input.countries)],
    isPublic: input.is_public,
    validFrom: input.valid_from ? new Date(input.valid_from) : null,
    validTo: input.valid_to ? new Date(input.valid_to) : null,
    options: { sms_verified: input.options.sms_verified },
    promotionPageId: input.promotion_page_id,
    mediaUrl: input.media_url,
    categories: input.categories,
    rank: input.rank,
  };
}
export type CampaignColumns = ReturnType<typeof toColumns>;

/**
 * The checks the schema cannot make (they read the database): currencies, countries, free spin
 * games (existing slot games), the promotion page, contribution game types, and the code free in
 * the skin. Every failing field at once; nothing is written before they pass.
 */
export async function checkReferences(
  tx: Executor,
  skinId: number,
  input: CampaignInputParsed,
  selfId: number | null,
) {
  const errors: Record<string, string[]> = {};
  const bad = (field: string, key: string = ERROR_KEYS.invalid) => (errors[field] ??= []).push(key);

  if (input.currency_ids.length > 0) {
    const found = await tx
      .select({ id: currencies.id })
      .from(currencies)
      .where(inArray(currencies.id, input.currency_ids));
    if (found.length !== new Set(input.currency_ids).size) bad('currency_ids');
  }
  if (input.countries.length > 0) {
    const found = await tx
      .select({ code: countries.code })
      .from(countries)
      .where(inArray(countries.code, input.countries));
    if (found.length !== new Set(input.countries).size) bad('countries');
  }
  if (input.freespin_game_ids.length > 0) {
    const found = await tx
      .select({ id: games.id, type: games.type })
      .from(games)
      .where(inArray(games.id, input.freespin_game_ids));
    const slots = found.filter((g) => g.type === FREESPIN_GAME_TYPE).length;
    if (slots !== new Set(input.freespin_game_ids).size) bad('freespin_game_ids');
  }
  if (input.promotion_page_id !== null) {
    const [page] = await tx
      .select({ id: cmsPages.id })
      .from(cmsPages)
      .where(and(eq(cmsPages.id, input.promotion_page_id), eq(cmsPages.type, 'promotion')));
    if (!page) bad('promotion_page_id');
  }
  if (input.contributions) {
    const types = await tx.selectDistinct({ type: games.type }).from(games);
    const known = new Set([
      'default',
      ...Object.keys(DEFAULT_CONTRIBUTIONS),
      ...types.map((t) => t.type),
    ]);
    for (const key of Object.keys(input.contributions)) {
      if (!known.has(key)) bad(`contributions.${key}`);
    }
  }
  const [taken] = await tx
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.skinId, skinId), sql`lower(${campaigns.code}) = lower(${input.code})`))
    .limit(1);
  if (taken && taken.id !== selfId) bad('code', BONUS_ERRORS.codeTaken);
  if (Object.keys(errors).length > 0) throw invalidFields(errors);
}

/** A lost race for a code (the unique index) is the same refusal as the check's. */
export async function writing<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (uniqueViolation(err) === CODE_INDEX) {
      throw invalidFields({ code: [BONUS_ERRORS.codeTaken] });
    }
    throw err;
  }
}

/** JSON with object keys sorted (contributions compare by content, not key order). */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

/** The changed fields of an edit, before and after (as staff see them), for the audit log. */
export function changesOf(before: StaffCampaign, after: StaffCampaign) {
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const key of Object.keys(after) as (keyof StaffCampaign)[]) {
    if (canonical(before[key]) !== canonical(after[key])) {
      changes[key] = { before: before[key], after: after[key] };
    }
  }
  return changes;
}
