/**
 * The source-of-wealth questionnaire (issue 11): the seeded SOWQ in every language, answers
 * checked against their questions (the bad input: 422 and nothing stored), the rule that
 * makes it required (deposits over the skin's threshold in EUR, AML level high, staff), and the
 * staff requirement (audited). Runs on PGlite, and on PostgreSQL with TEST_PG_URL.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@croupier/contract/constants';
import { SURVEY_QUESTION_TYPES, type Survey } from '@croupier/contract/surveys';
import * as t from '../src/db/schema.ts';
import { seedSurveysOnce } from '../src/seed/surveys.ts';
import { createAmlService } from '../src/compliance/aml.ts';
import { createSurveyService } from '../src/surveys/service.ts';
import { playerMessages } from '../src/messages/schema.ts';
import {
  surveyAnswers,
  surveyContentOptions,
  surveyContents,
  surveyResponses,
  surveys,
} from '../src/surveys/schema.ts';
import { depositWith } from '../src/wallet/service.ts';
import { buildTestApp, SKIN_AUTH, staffTokens, type TestApp } from './helper.ts';
import { createPlayer } from './studio-support.ts';

let ctx: TestApp;
let tokens: Record<string, string>;
const db = () => ctx.database.db;

beforeAll(async () => {
  ctx = await buildTestApp();
  tokens = await staffTokens(ctx, 'surveys', ['compliance', 'support']);
});
afterAll(async () => {
  await ctx?.close();
});

async function call(method: 'GET' | 'POST' | 'PUT', url: string, userToken: string, body?: object) {
  const res = await ctx.app.inject({
    method,
    url,
    headers: { authorization: SKIN_AUTH, 'user-token': userToken },
    ...(body ? { payload: body } : {}),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.statusCode, body: res.json() as any };
}

async function staffCall(method: 'GET' | 'POST', url: string, role: string, body?: object) {
  const res = await ctx.app.inject({
    method,
    url: `/staff/v1${url}`,
    headers: { authorization: `Bearer ${tokens[role]}` },
    ...(body ? { payload: body } : {}),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.statusCode, body: res.json() as any };
}

const player = (values: Partial<typeof t.players.$inferInsert> = {}) =>
  createPlayer(db(), ctx.clock.now, values);

async function lastSurvey(userToken: string, query = ''): Promise<Survey> {
  const res = await call('GET', `/v1/me/survey/last?type=sowq&currency=EUR${query}`, userToken);
  expect(res.status).toBe(200);
  return res.body.data as Survey;
}

/** Answers by question key: an option value (or several), or a typed value. */
type Given = Record<string, string | number | string[] | null>;
const VALID: Given = {
  occupation: 'employed',
  employer: 'Acme Holdings Ltd',
  industry: 'it_telecom',
  income_band: '60k_100k',
  source_of_funds: ['salary', 'savings'],
  source_details: 'Monthly salary and savings built over ten years.',
  monthly_deposits: 'up_to_500',
  net_worth: '50k_250k',
  occupation_since: '2015-03-01',
  dependants: 2,
};

interface AnswerIn {
  question_id: number;
  option_id?: number;
  answer?: string | number;
  language_id?: number;
}

function answersFor(survey: Survey, given: Given): AnswerIn[] {
  return survey.survey_contents.flatMap((q): AnswerIn[] => {
    const key = keyOf(survey, q.id);
    const value = given[key];
    if (value === undefined || value === null) return [];
    if (q.survey_content_options.length > 0) {
      const values = Array.isArray(value) ? value : [String(value)];
      return values.map((v) => {
        const option = q.survey_content_options.find((o) => o.value === v);
        if (!option) throw new Error(`no option ${v} of ${key}`);
        return { question_id: q.id, option_id: option.id, language_id: 1 };
      });
    }
    return [{ question_id: q.id, answer: value as string | number, language_id: 1 }];
  });
}

/** The question keys (from the table: the player's view shows ids and texts only). */
const keys = new Map<number, string>();
function keyOf(_survey: Survey, id: number): string {
  const key = keys.get(id);
  if (!key) throw new Error(`unknown question ${id}`);
  return key;
}
async function loadKeys() {
  for (const row of await db().select().from(surveyContents)) keys.set(row.id, row.key);
}
const questionId = (survey: Survey, key: string) =>
  survey.survey_contents.find((q) => keys.get(q.id) === key)!.id;

async function responsesOf(playerId: number) {
  const [row] = await db()
    .select({ n: count() })
    .from(surveyResponses)
    .where(eq(surveyResponses.playerId, playerId));
  return Number(row?.n ?? 0);
}

async function answer(userToken: string, survey: Survey, given: Given, language = 'en') {
  return call('POST', `/v1/me/survey/${survey.id}/answers/${language}`, userToken, {
    type: 'sowq',
    language,
    survey_id: survey.id,
    answers: answersFor(survey, given),
  });
}

async function deposit(playerId: number, amount: number, key: string) {
  const r = await depositWith(db(), { playerId, amount, provider: 'seed', transactionId: key });
  expect(r.ok).toBe(true);
}

/** The params of the player's "questionnaire due" messages, oldest first. */
async function sowqMessages(playerId: number) {
  const rows = await ctx.database.db
    .select({ params: playerMessages.params })
    .from(playerMessages)
    .where(and(eq(playerMessages.playerId, playerId), eq(playerMessages.type, 'sowqRequired')))
    .orderBy(playerMessages.id);
  return rows.map((r) => r.params);
}

describe('the questionnaire', () => {
  beforeAll(loadKeys);

  it('is seeded once per skin, in seven languages, with every question type', async () => {
    const [skin] = await db().select().from(t.skins).limit(1);
    const rows = await db()
      .select()
      .from(surveys)
      .where(and(eq(surveys.skinId, skin!.id), eq(surveys.type, 'sowq')));
    expect(rows).toHaveLength(1);
    // A start on an existing database adds nothing twice.
    expect(await seedSurveysOnce(db())).toBe(0);
    const contents = await db()
      .select()
      .from(surveyContents)
      .where(eq(surveyContents.surveyId, rows[0]!.id));
    expect(new Set(contents.map((c) => c.type))).toEqual(new Set(SURVEY_QUESTION_TYPES));
    const options = await db().select().from(surveyContentOptions);
    for (const texts of [
      rows[0]!.name,
      rows[0]!.description,
      ...contents.map((c) => c.question),
      ...options.map((o) => o.name),
    ]) {
      expect(Object.keys(texts).sort()).toEqual([...LANGUAGES].sort());
      for (const l of LANGUAGES) expect(texts[l]!.trim().length).toBeGreaterThan(0);
    }
    // The source of funds lists what a compliance officer asks for; unknown sources add points.
    const funds = contents.find((c) => c.key === 'source_of_funds')!;
    const fundOptions = options.filter((o) => o.contentId === funds.id);
    expect(fundOptions.map((o) => o.value)).toEqual([
      'salary',
      'business',
      'investments',
      'savings',
      'inheritance',
      'pension',
      'property_sale',
      'gambling_winnings',
      'other',
    ]);
    expect(fundOptions.find((o) => o.value === 'other')!.amlPoints).toBeGreaterThan(0);
    expect(fundOptions.find((o) => o.value === 'salary')!.amlPoints).toBe(0);
  });

  it("answers in the player's language, or the one asked for, with the language's id", async () => {
    const p = await player({ language: 'pl' });
    const pl = await lastSurvey(p.userToken);
    expect(pl).toMatchObject({
      type: 'sowq',
      name: 'Ankieta dotycząca źródła majątku',
      status: 'active',
      is_required: false,
      is_answered: false,
      answered_at: null,
      survey_answers: [],
    });
    expect(pl.survey_contents.every((q) => q.language_id === 6)).toBe(true);
    const de = await lastSurvey(p.userToken, '&language=de');
    expect(de.name).toBe('Fragebogen zur Herkunft der Mittel');
    expect(de.survey_contents[0]).toMatchObject({
      question: 'Beruf',
      type: 'select',
      is_required: true,
      language_id: 3,
    });
    expect(de.survey_contents[0]!.survey_content_options[0]).toMatchObject({
      value: 'employed',
      name: 'Angestellt',
      is_default: true,
    });
    // `cz` is the alias of `cs`.
    const cs = await lastSurvey(p.userToken, '&language=cz');
    expect(cs.survey_contents[0]).toMatchObject({ question: 'Zaměstnání', language_id: 2 });
    // Guests: no survey.
    const guest = await ctx.app.inject({
      method: 'GET',
      url: '/v1/me/survey/last?type=sowq',
      headers: { authorization: SKIN_AUTH },
    });
    expect(guest.statusCode).toBe(401);
  });

  it('stores each submission as a new response and shows the last answers', async () => {
    const p = await player();
    const survey = await lastSurvey(p.userToken);
    const first = await answer(p.userToken, survey, VALID);
    expect(first.status).toBe(201);
    const data = first.body.data as Survey;
    expect(data).toMatchObject({ id: survey.id, is_answered: true });
    expect(data.answered_at).not.toBeNull();
    const funds = questionId(survey, 'source_of_funds');
    expect(data.survey_answers.filter((a) => a.question === funds)).toHaveLength(2);
    expect(
      data.survey_answers.find((a) => a.question === questionId(survey, 'employer')),
    ).toMatchObject({
      option_id: null,
      answer: 'Acme Holdings Ltd',
    });
    expect(
      data.survey_answers.find((a) => a.question === questionId(survey, 'dependants'))?.answer,
    ).toBe('2');

    const second = await answer(
      p.userToken,
      survey,
      { ...VALID, employer: null, dependants: null, source_of_funds: ['pension'] },
      'de',
    );
    expect(second.status).toBe(201);
    expect(await responsesOf(p.id)).toBe(2);
    const shown = await lastSurvey(p.userToken);
    expect(shown.survey_answers.filter((a) => a.question === funds)).toEqual([
      expect.objectContaining({ answer: 'pension' }),
    ]);
    expect(shown.survey_answers.some((a) => a.question === questionId(survey, 'employer'))).toBe(
      false,
    );
    const [latest] = await db()
      .select()
      .from(surveyResponses)
      .where(eq(surveyResponses.playerId, p.id))
      .orderBy(desc(surveyResponses.id))
      .limit(1);
    expect(latest!.language).toBe('de');
  });

  it("refuses answers to another survey's questions, another question's option and a missing required answer: 422, nothing stored", async () => {
    const p = await player();
    const survey = await lastSurvey(p.userToken);
    // Another survey (archived, same skin) with its own question and option.
    const [other] = await db()
      .insert(surveys)
      .values({
        skinId: (await db().select().from(t.skins).limit(1))[0]!.id,
        type: 'sowq',
        name: { en: 'Old questionnaire' },
        description: { en: 'Withdrawn' },
        status: 'archived',
      })
      .returning();
    const [foreign] = await db()
      .insert(surveyContents)
      .values({
        surveyId: other!.id,
        position: 0,
        key: 'old',
        type: 'select',
        question: { en: 'Old' },
      })
      .returning();
    const [foreignOption] = await db()
      .insert(surveyContentOptions)
      .values({ contentId: foreign!.id, position: 0, value: 'x', name: { en: 'X' } })
      .returning();
    const valid = answersFor(survey, VALID);
    const post = (answers: unknown[]) =>
      call('POST', `/v1/me/survey/${survey.id}/answers/en`, p.userToken, { answers });

    const foreignQuestion = await post([
      ...valid,
      { question_id: foreign!.id, option_id: foreignOption!.id },
    ]);
    expect(foreignQuestion.status).toBe(422);
    expect(foreignQuestion.body.errors).toEqual({
      [`answers.${foreign!.id}`]: ['survey_question_unknown'],
    });

    const occupation = questionId(survey, 'occupation');
    const industryOption = survey.survey_contents.find(
      (q) => q.id === questionId(survey, 'industry'),
    )!.survey_content_options[0]!.id;
    const wrongOption = await post([
      ...valid.filter((a) => a.question_id !== occupation),
      { question_id: occupation, option_id: industryOption },
    ]);
    expect(wrongOption.status).toBe(422);
    expect(wrongOption.body.errors).toEqual({
      [`answers.${occupation}`]: ['survey_option_unknown'],
    });
    // An option of another survey on one of ours: also not its option.
    const foreignOnOurs = await post([
      ...valid.filter((a) => a.question_id !== occupation),
      { question_id: occupation, option_id: foreignOption!.id },
    ]);
    expect(foreignOnOurs.body.errors).toEqual({
      [`answers.${occupation}`]: ['survey_option_unknown'],
    });

    const income = questionId(survey, 'income_band');
    const funds = questionId(survey, 'source_of_funds');
    const missing = await post(
      valid.filter((a) => a.question_id !== income && a.question_id !== funds),
    );
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({
      [`answers.${income}`]: ['field_required'],
      [`answers.${funds}`]: ['field_required'],
    });
    // Optional questions may stay empty.
    const optional = await post(
      valid.filter(
        (a) =>
          ![questionId(survey, 'employer'), questionId(survey, 'dependants')].includes(
            a.question_id,
          ),
      ),
    );
    expect(optional.status).toBe(201);
    expect(await responsesOf(p.id)).toBe(1);
    expect(
      await db()
        .select({ n: count() })
        .from(surveyAnswers)
        .where(eq(surveyAnswers.contentId, foreign!.id)),
    ).toEqual([{ n: 0 }]);
  });

  it('refuses values of the wrong type for each question type', async () => {
    const p = await player();
    const survey = await lastSurvey(p.userToken);
    const tomorrow = new Date(ctx.clock.now.getTime() + 86_400_000).toISOString().slice(0, 10);
    const cases: [string, Given, string][] = [
      ['dependants', { dependants: 'three' }, 'field_invalid'],
      ['dependants', { dependants: -1 }, 'field_invalid'],
      ['occupation_since', { occupation_since: tomorrow }, 'field_invalid'],
      ['occupation_since', { occupation_since: '2020-02-30' }, 'field_invalid'],
      ['occupation_since', { occupation_since: '01/03/2015' }, 'field_invalid'],
      ['occupation', { occupation: ['employed', 'student'] }, 'field_invalid'],
      ['income_band', { income_band: ['under_15k', 'over_250k'] }, 'field_invalid'],
      ['employer', { employer: 'x'.repeat(256) }, 'field_invalid'],
    ];
    for (const [key, change, error] of cases) {
      const res = await answer(p.userToken, survey, { ...VALID, ...change });
      expect(res.status, key).toBe(422);
      expect(res.body.errors, key).toEqual({ [`answers.${questionId(survey, key)}`]: [error] });
    }
    const funds = questionId(survey, 'source_of_funds');
    const salary = survey.survey_contents
      .find((q) => q.id === funds)!
      .survey_content_options.find((o) => o.value === 'salary')!.id;
    const twice = await call('POST', `/v1/me/survey/${survey.id}/answers/en`, p.userToken, {
      answers: [
        ...answersFor(survey, { ...VALID, source_of_funds: null }),
        { question_id: funds, option_id: salary },
        { question_id: funds, option_id: salary },
      ],
    });
    expect(twice.body.errors).toEqual({ [`answers.${funds}`]: ['field_invalid'] });
    // A text question given an option: not one of its options.
    const employer = questionId(survey, 'employer');
    const withOption = await call('POST', `/v1/me/survey/${survey.id}/answers/en`, p.userToken, {
      answers: [
        ...answersFor(survey, { ...VALID, employer: null }),
        { question_id: employer, option_id: salary },
      ],
    });
    expect(withOption.body.errors).toEqual({ [`answers.${employer}`]: ['survey_option_unknown'] });
    // A textarea over 2,000 characters never reaches the service.
    const long = await answer(p.userToken, survey, { ...VALID, source_details: 'y'.repeat(2001) });
    expect(long.status).toBe(422);
    // Unknown survey, unknown language.
    expect(
      (await call('POST', '/v1/me/survey/999999/answers/en', p.userToken, { answers: [] })).status,
    ).toBe(404);
    const lang = await answer(p.userToken, survey, VALID, 'xx');
    expect(lang).toMatchObject({
      status: 422,
      body: { errors: { language: ['language_invalid'] } },
    });
    expect(await responsesOf(p.id)).toBe(0);
  });
});

describe('when the questionnaire is required', () => {
  beforeAll(loadKeys);

  const service = () =>
    createSurveyService({
      db: db(),
      now: () => ctx.clock.now,
      skinSettings: async (id) =>
        (await db().select().from(t.skins).where(eq(t.skins.id, id)))[0]!.settings,
      aml: createAmlService({
        db: db(),
        now: () => ctx.clock.now,
        skinSettings: async (id) =>
          (await db().select().from(t.skins).where(eq(t.skins.id, id)))[0]!.settings,
      }),
    });

  it('once cumulative deposits pass the threshold (EUR equivalent at the reference rate)', async () => {
    const eur = await player();
    await deposit(eur.id, 150_000, `sowq-eur-1-${eur.id}`);
    await deposit(eur.id, 50_000, `sowq-eur-2-${eur.id}`);
    expect((await lastSurvey(eur.userToken)).is_required).toBe(false);
    expect(await service().requiredUnanswered(eur.id)).toBe(false);
    await deposit(eur.id, 1, `sowq-eur-3-${eur.id}`);
    const required = await lastSurvey(eur.userToken);
    expect(required).toMatchObject({ is_required: true, is_answered: false });
    expect(await service().requiredUnanswered(eur.id)).toBe(true);
    expect(await service().requirement(eur.id)).toMatchObject({
      reasons: ['deposits'],
      depositsEur: 200_001,
      thresholdEur: 200_000,
    });
    expect((await answer(eur.userToken, required, VALID)).status).toBe(201);
    expect(await service().requiredUnanswered(eur.id)).toBe(false);

    // CZK at 25 per EUR: 50,000.00 CZK is EUR 2,000.00 (not over), 50,025.00 is.
    const czk = await player({ currencyId: 42 });
    await deposit(czk.id, 5_000_000, `sowq-czk-1-${czk.id}`);
    expect(await service().requiredUnanswered(czk.id)).toBe(false);
    await deposit(czk.id, 2_500, `sowq-czk-2-${czk.id}`);
    expect(await service().requiredUnanswered(czk.id)).toBe(true);
  });

  it("follows the skin's own threshold", async () => {
    const [skin] = await db().select().from(t.skins).limit(1);
    const settings = skin!.settings;
    await db()
      .update(t.skins)
      .set({ settings: { ...settings, sowq_deposit_threshold_eur: 10_000 } as typeof settings })
      .where(eq(t.skins.id, skin!.id));
    try {
      const p = await player();
      await deposit(p.id, 15_000, `sowq-skin-${p.id}`);
      expect(await service().requiredUnanswered(p.id)).toBe(true);
      expect(await service().requirement(p.id)).toMatchObject({ thresholdEur: 10_000 });
    } finally {
      await db().update(t.skins).set({ settings }).where(eq(t.skins.id, skin!.id));
    }
  });

  it('at AML level high', async () => {
    // PEP (36) from a risky country (20): high.
    const p = await player({ isPep: true, country: 'BG' });
    expect(await service().requiredUnanswered(p.id)).toBe(false);
    const level = await call('GET', '/v1/me/aml/level/current/', p.userToken);
    expect(level.body.data).toMatchObject({ level: 'high', requires_survey: true });
    expect(await service().requirement(p.id)).toMatchObject({ reasons: ['aml_level'] });
    expect(await service().requiredUnanswered(p.id)).toBe(true);
    expect((await lastSurvey(p.userToken)).is_required).toBe(true);
    // Raised to high: the player is told once that the questionnaire is due.
    await call('GET', '/v1/me/aml/level/current/', p.userToken);
    expect(await sowqMessages(p.id)).toEqual([{ reason: 'aml_level_high' }]);
  });

  it('when staff require it (compliance, audited), asked again after an earlier answer, until lifted', async () => {
    const p = await player();
    const survey = await lastSurvey(p.userToken);
    expect((await answer(p.userToken, survey, VALID)).status).toBe(201);
    const url = `/players/${p.id}/surveys/sowq`;
    expect((await staffCall('POST', `${url}/require`, 'support', { reason: 'x' })).status).toBe(
      403,
    );
    expect((await staffCall('POST', `${url}/require`, 'compliance', {})).status).toBe(422);
    expect(
      (
        await staffCall('POST', '/players/999999/surveys/sowq/require', 'compliance', {
          reason: 'x',
        })
      ).status,
    ).toBe(404);

    ctx.clock.now = new Date(ctx.clock.now.getTime() + 1000);
    const required = await staffCall('POST', `${url}/require`, 'compliance', {
      reason: 'Large withdrawals after a short play history',
    });
    expect(required.status).toBe(201);
    expect(required.body.data).toMatchObject({
      player_id: p.id,
      is_required: true,
      is_answered: false,
      reasons: ['staff'],
      requirement: { reason: 'Large withdrawals after a short play history' },
    });
    const [audit] = await db()
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.action, 'survey.required'), eq(t.auditLog.targetId, String(p.id))));
    expect(audit).toMatchObject({ targetType: 'player' });
    expect(audit!.staffId).not.toBeNull();
    expect(audit!.details).toMatchObject({
      type: 'sowq',
      reason: 'Large withdrawals after a short play history',
    });
    expect(
      (await staffCall('POST', `${url}/require`, 'compliance', { reason: 'again' })).status,
    ).toBe(409);
    expect(await sowqMessages(p.id)).toEqual([{ reason: 'staff' }]);

    // The answer given before the requirement does not count: a new one is asked for.
    expect(await service().requiredUnanswered(p.id)).toBe(true);
    expect(await lastSurvey(p.userToken)).toMatchObject({ is_required: true, is_answered: false });
    ctx.clock.now = new Date(ctx.clock.now.getTime() + 1000);
    expect(
      (await answer(p.userToken, survey, { ...VALID, occupation: 'self_employed' })).status,
    ).toBe(201);
    expect(await service().requiredUnanswered(p.id)).toBe(false);

    // Staff read the answers (question keys, texts in English, points).
    const view = await staffCall('GET', url, 'compliance');
    expect(view.status).toBe(200);
    expect(view.body.data.responses).toHaveLength(2);
    expect(view.body.data.responses[0].answers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          key: 'occupation',
          question: 'Occupation',
          answer: 'self_employed',
          aml_points: 0,
        }),
        expect.objectContaining({
          key: 'employer',
          type: 'text',
          option_id: null,
          answer: 'Acme Holdings Ltd',
        }),
      ]),
    );
    expect((await staffCall('GET', url, 'support')).status).toBe(403);

    const lifted = await staffCall('POST', `${url}/lift`, 'compliance', { reason: 'Answered' });
    expect(lifted.status).toBe(200);
    expect(lifted.body.data).toMatchObject({ is_required: false, reasons: [], requirement: null });
    const [liftAudit] = await db()
      .select()
      .from(t.auditLog)
      .where(
        and(
          eq(t.auditLog.action, 'survey.requirement_lifted'),
          eq(t.auditLog.targetId, String(p.id)),
        ),
      );
    expect(liftAudit!.details).toMatchObject({ type: 'sowq', reason: 'Answered' });
    expect((await staffCall('POST', `${url}/lift`, 'compliance', {})).status).toBe(409);
    expect((await lastSurvey(p.userToken)).is_required).toBe(false);
  });
});
