/**
 * The AML level (issue 11): the score from stated rules (PEP/UBO 36, risky country 20, deposit
 * bands, questionnaire points, an occupation without income with large deposits, staff points),
 * the level it maps to, the assessment trail, the audited change of level, and the triggers
 * (registration, staff PEP/UBO flags, questionnaire). Runs on PGlite, and on PostgreSQL with
 * TEST_PG_URL.
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AML_RULES, amlLevelOf } from '@croupier/contract/compliance';
import type { Survey } from '@croupier/contract/surveys';
import { amlAssessments } from '../src/compliance/schema.ts';
import * as t from '../src/db/schema.ts';
import { surveyContents } from '../src/surveys/schema.ts';
import { depositWith } from '../src/wallet/service.ts';
import { registerActivePlayer } from './accounts-support.ts';
import { buildTestApp, SKIN_AUTH, staffTokens, type TestApp } from './helper.ts';
import { createPlayer } from './studio-support.ts';

let ctx: TestApp;
let complianceToken = '';
const db = () => ctx.database.db;

beforeAll(async () => {
  ctx = await buildTestApp();
  ({ compliance: complianceToken } = await staffTokens(ctx, 'aml', ['compliance']));
});
afterAll(async () => {
  await ctx?.close();
});

const player = (values: Partial<typeof t.players.$inferInsert> = {}) =>
  createPlayer(db(), ctx.clock.now, values);

async function level(userToken: string, url = '/v1/me/aml/level/current/') {
  const res = await ctx.app.inject({
    method: 'GET',
    url,
    headers: { authorization: SKIN_AUTH, 'user-token': userToken },
  });
  expect(res.statusCode).toBe(200);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return (res.json() as { data: any }).data;
}

const assessmentsOf = (playerId: number) =>
  db()
    .select()
    .from(amlAssessments)
    .where(eq(amlAssessments.playerId, playerId))
    .orderBy(desc(amlAssessments.id));

const levelAudits = (playerId: number) =>
  db()
    .select()
    .from(t.auditLog)
    .where(
      and(eq(t.auditLog.action, 'aml.level_changed'), eq(t.auditLog.targetId, String(playerId))),
    )
    .orderBy(desc(t.auditLog.id));

async function deposit(playerId: number, amount: number, key: string) {
  expect(
    (await depositWith(db(), { playerId, amount, provider: 'seed', transactionId: key })).ok,
  ).toBe(true);
}

describe('the score and the level', () => {
  it('maps scores to levels at the stated bounds', () => {
    expect(amlLevelOf(0)).toBe('low');
    expect(amlLevelOf(AML_RULES.mediumFrom - 1)).toBe('low');
    expect(amlLevelOf(AML_RULES.mediumFrom)).toBe('medium');
    expect(amlLevelOf(AML_RULES.highFrom - 1)).toBe('medium');
    expect(amlLevelOf(AML_RULES.highFrom)).toBe('high');
  });

  it('a player without risk: score 0, low, one assessment and nothing more while nothing changes', async () => {
    const p = await player();
    const first = await level(p.userToken);
    expect(first).toMatchObject({
      score: 0,
      level: 'low',
      factors: [],
      requires_second_level: false,
      requires_survey: false,
    });
    expect(first.updated_at).not.toBeNull();
    // The path without the trailing slash answers too.
    expect(await level(p.userToken, '/v1/me/aml/level/current')).toEqual(first);
    expect(await assessmentsOf(p.id)).toHaveLength(1);
    expect(await levelAudits(p.id)).toHaveLength(0);
  });

  it('PEP/UBO 36 (medium), a risky country 20, both high with the second KYC level; audited', async () => {
    const pep = await player({ isPep: true, amlScore: 36 });
    expect(await level(pep.userToken)).toMatchObject({
      score: 36,
      level: 'medium',
      factors: [{ rule: 'pep_ubo', points: 36, detail: 'pep' }],
      requires_second_level: false,
    });
    const risky = await player({ country: 'MC' });
    expect(await level(risky.userToken)).toMatchObject({
      score: 20,
      level: 'medium',
      factors: [{ rule: 'risky_country', points: 20, detail: 'MC' }],
    });
    const both = await player({ isUbo: true, country: 'BG' });
    const high = await level(both.userToken);
    expect(high).toMatchObject({
      score: 56,
      level: 'high',
      requires_second_level: true,
      requires_survey: true,
    });
    const [row] = await db().select().from(t.players).where(eq(t.players.id, both.id));
    expect(row).toMatchObject({ amlScore: 56, amlLevel: 'high' });
    const [audit] = await levelAudits(both.id);
    expect(audit).toMatchObject({ staffId: null, targetType: 'player' });
    expect(audit!.details).toMatchObject({
      previous_level: 'low',
      level: 'high',
      score: 56,
      trigger: 'request',
      requires_second_level: true,
    });
    const [assessment] = await assessmentsOf(both.id);
    expect(assessment).toMatchObject({ score: 56, level: 'high', previousLevel: 'low' });
    expect(assessment!.factors).toEqual([
      { rule: 'pep_ubo', points: 36, detail: 'ubo' },
      { rule: 'risky_country', points: 20, detail: 'BG' },
    ]);
  });

  it('adds the deposit band of cumulative deposits (EUR equivalent)', async () => {
    const p = await player();
    await deposit(p.id, 199_999, `aml-dep-1-${p.id}`);
    expect((await level(p.userToken)).score).toBe(0);
    await deposit(p.id, 1, `aml-dep-2-${p.id}`);
    expect(await level(p.userToken)).toMatchObject({
      score: 10,
      level: 'low',
      factors: [{ rule: 'deposits', points: 10 }],
    });
    await deposit(p.id, 800_000, `aml-dep-3-${p.id}`);
    expect(await level(p.userToken)).toMatchObject({ score: 20, level: 'medium' });
    const czk = await player({ currencyId: 42 });
    // 1,250,000.00 CZK at 25 per EUR: EUR 50,000.
    await deposit(czk.id, 125_000_000, `aml-dep-czk-${czk.id}`);
    expect(await level(czk.userToken)).toMatchObject({
      score: 30,
      factors: [{ rule: 'deposits', points: 30, detail: expect.stringContaining('EUR 50000.00') }],
    });
    // Each change is one more assessment with the level before it.
    const trail = await assessmentsOf(p.id);
    expect(trail.map((a) => [a.score, a.previousLevel])).toEqual([
      [20, 'low'],
      [10, 'low'],
      [0, 'low'],
    ]);
  });

  it("adds the questionnaire's points and the no-income rule when the player answers", async () => {
    const p = await player();
    const keys = new Map(
      (await db().select().from(surveyContents)).map((c) => [c.id, c.key] as const),
    );
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/v1/me/survey/last?type=sowq',
      headers: { authorization: SKIN_AUTH, 'user-token': p.userToken },
    });
    const survey = (res.json() as { data: Survey }).data;
    const pick: Record<string, string[] | string> = {
      occupation: 'unemployed',
      industry: 'none',
      income_band: 'under_15k',
      source_of_funds: ['savings', 'other'],
      monthly_deposits: 'over_10000',
      net_worth: 'under_50k',
      occupation_since: '2020-01-01',
      source_details: 'Savings and a friend',
    };
    type AnswerIn = { question_id: number; option_id?: number; answer?: string };
    const answers = survey.survey_contents.flatMap((q): AnswerIn[] => {
      const value = pick[keys.get(q.id)!];
      if (value === undefined) return [];
      if (q.survey_content_options.length === 0) {
        return [{ question_id: q.id, answer: String(value) }];
      }
      return [value].flat().map((v) => ({
        question_id: q.id,
        option_id: q.survey_content_options.find((o) => o.value === v)!.id,
      }));
    });
    const posted = await ctx.app.inject({
      method: 'POST',
      url: `/v1/me/survey/${survey.id}/answers/en`,
      headers: { authorization: SKIN_AUTH, 'user-token': p.userToken },
      payload: { answers },
    });
    expect(posted.statusCode).toBe(201);
    // unemployed 10 + under_15k 5 + other source 10 + over_10000 20 + no income with large deposits 15.
    const [assessment] = await assessmentsOf(p.id);
    expect(assessment).toMatchObject({ trigger: 'survey', score: 60, level: 'high' });
    expect(assessment!.factors).toEqual([
      { rule: 'survey', points: 10, detail: 'occupation:unemployed' },
      { rule: 'survey', points: 5, detail: 'income_band:under_15k' },
      { rule: 'survey', points: 10, detail: 'source_of_funds:other' },
      { rule: 'survey', points: 20, detail: 'monthly_deposits:over_10000' },
      {
        rule: 'occupation_mismatch',
        points: 15,
        detail: expect.stringContaining('unemployed'),
      },
    ]);
    // High: the questionnaire is now required (answered already) and the second KYC level.
    expect(await level(p.userToken)).toMatchObject({ level: 'high', requires_second_level: true });
  });

  it("adds staff points, but not the registration's record of a declared PEP twice", async () => {
    const p = await player({
      isPep: true,
      manualScore: [
        { points: 36, type: 'pep', note: 'Declared PEP at registration' },
        { points: 8, type: 'adverse_media', note: 'Press article 2026-02' },
      ],
    });
    expect(await level(p.userToken)).toMatchObject({
      score: 44,
      level: 'high',
      factors: [
        { rule: 'pep_ubo', points: 36 },
        { rule: 'manual', points: 8, detail: 'adverse_media: Press article 2026-02' },
      ],
    });
  });
});

describe('what triggers an assessment', () => {
  it('a completed registration: a declared PEP is scored and leveled at once', async () => {
    const pep = await registerActivePlayer(ctx.app, ctx.database, {
      completion: { is_pep: true },
    });
    const [row] = await db().select().from(t.players).where(eq(t.players.id, pep.id));
    expect(row).toMatchObject({ amlScore: 36, amlLevel: 'medium' });
    const [assessment] = await assessmentsOf(pep.id);
    expect(assessment).toMatchObject({ trigger: 'registration', score: 36, level: 'medium' });
  });

  it('staff PEP/UBO flags: the answer, the player and the trail carry the new assessment', async () => {
    const p = await player({ country: 'BG' });
    expect((await level(p.userToken)).level).toBe('medium');
    const flags = (body: object) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/staff/v1/players/${p.id}/flags`,
        headers: { authorization: `Bearer ${complianceToken}` },
        payload: body,
      });
    const set = await flags({ is_pep: true, is_ubo: false });
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toMatchObject({ aml_score: 56 });
    const [row] = await db().select().from(t.players).where(eq(t.players.id, p.id));
    expect(row).toMatchObject({ amlScore: 56, amlLevel: 'high', isPep: true });
    const [assessment] = await assessmentsOf(p.id);
    expect(assessment).toMatchObject({ trigger: 'flags', previousLevel: 'medium', level: 'high' });
    expect(assessment!.staffId).not.toBeNull();
    const [audit] = await levelAudits(p.id);
    expect(audit!.details).toMatchObject({
      previous_level: 'medium',
      level: 'high',
      trigger: 'flags',
      by_staff_id: assessment!.staffId,
    });
    // Cleared: the PEP rule no longer applies (the deposit cap stays, as the flags rule says).
    const cleared = await flags({ is_pep: false, is_ubo: false });
    expect(cleared.json().data).toMatchObject({
      aml_score: 20,
      limits: { max_daily_deposit: 100 },
    });
    expect((await level(p.userToken)).level).toBe('medium');
  });
});
