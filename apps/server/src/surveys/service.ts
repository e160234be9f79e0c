/**
 * Surveys (the SOWQ): the player's view in a language, answers checked against their questions,
 * the rule that makes a survey required (cumulative deposits over the skin's threshold, AML level
 * high, or staff), and staff requirements. `requiredUnanswered` is what the payments domain asks
 * before a withdrawal.
 */
import { eq } from 'drizzle-orm';
import { normalizeLanguage, type Language } from '@croupier/contract/constants';
import { ERROR_KEYS, ERROR_MESSAGES } from '@croupier/contract/errors';
import {
  SURVEY_ERRORS,
  SURVEY_RULES,
  type StaffSurveyView,
  type Survey,
  type SurveyAnswersBody,
  type SurveyQuestionType,
  type SurveyRequiredReason,
} from '@croupier/contract/surveys';
import { FieldErrors } from '../auth/errors.ts';
import type { Db } from '../db/client.ts';
import { players, type SkinSettingsJson } from '../db/schema.ts';
import { HttpError } from '../lib/errors.ts';
import * as repo from './repository.ts';
import type { Texts } from './schema.ts';

export interface SurveyDeps {
  db: Db;
  now: () => Date;
  skinSettings: (skinId: number) => Promise<SkinSettingsJson>;
  /** The AML side: cumulative deposits in EUR minor units, and a new assessment. */
  aml: {
    depositsEur(playerId: number): Promise<number>;
    assess(playerId: number, trigger: 'survey'): Promise<unknown>;
  };
}

/** Skin settings this domain reads (optional: skins saved before them have none). */
interface SurveySettings {
  sowq_deposit_threshold_eur?: number;
}

export interface SurveyRequirement {
  required: boolean;
  reasons: SurveyRequiredReason[];
  depositsEur: number;
  thresholdEur: number;
  staff: repo.RequirementRow | null;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const NUMBER = /^-?\d{1,12}(\.\d{1,4})?$/;
const NUMBER_MAX = 1_000_000_000;
const TEXT_MAX: Partial<Record<SurveyQuestionType, number>> = {
  text: SURVEY_RULES.textMaxLength,
  textarea: SURVEY_RULES.textareaMaxLength,
};
const OPTION_TYPES = new Set<SurveyQuestionType>(['select', 'radio', 'checkbox']);

type AnswerInput = SurveyAnswersBody['answers'][number];
type StoredAnswer = { contentId: number; optionId: number | null; answer: string | null };

const isEmpty = (a: AnswerInput) =>
  (a.option_id === null || a.option_id === undefined) &&
  (a.answer === null ||
    a.answer === undefined ||
    (typeof a.answer === 'string' && !a.answer.trim()));

/** A calendar date YYYY-MM-DD from 1900-01-01 up to today (UTC). */
function dateAnswer(value: unknown, today: string): string | null {
  if (typeof value !== 'string') return null;
  const m = DATE.exec(value.trim());
  if (!m) return null;
  const [, y, mo, d] = m;
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  const iso = date.toISOString().slice(0, 10);
  if (iso !== `${y}-${mo}-${d}`) return null;
  return iso >= '1900-01-01' && iso <= today ? iso : null;
}

function numberAnswer(value: unknown): string | null {
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string' && NUMBER.test(value.trim())) n = Number(value.trim());
  else return null;
  return Number.isFinite(n) && n >= 0 && n <= NUMBER_MAX ? String(n) : null;
}

/**
 * Checks every answer against its question; the rows to store, or a 422 with
 * `errors["answers.<question_id>"]` (nothing stored).
 */
export function checkAnswers(
  tree: repo.SurveyTree,
  answers: readonly AnswerInput[],
  now: Date,
): StoredAnswer[] {
  const errors = new FieldErrors();
  const byQuestion = new Map<number, AnswerInput[]>();
  const failed = new Set<number>();
  const contents = new Map(tree.contents.map((c) => [c.id, c]));
  for (const a of answers) {
    const field = `answers.${a.question_id}`;
    const content = contents.get(a.question_id);
    if (!content) {
      if (!errors.has(field)) errors.add(field, SURVEY_ERRORS.unknownQuestion);
      continue;
    }
    if (a.option_id !== null && a.option_id !== undefined) {
      if (!content.options.some((o) => o.id === a.option_id)) {
        if (!errors.has(field)) errors.add(field, SURVEY_ERRORS.unknownOption);
        failed.add(content.id);
        continue;
      }
    }
    byQuestion.set(content.id, [...(byQuestion.get(content.id) ?? []), a]);
  }
  const today = now.toISOString().slice(0, 10);
  const stored: StoredAnswer[] = [];
  for (const content of tree.contents) {
    if (failed.has(content.id)) continue;
    const field = `answers.${content.id}`;
    const type = content.type as SurveyQuestionType;
    const given = (byQuestion.get(content.id) ?? []).filter((a) => !isEmpty(a));
    if (given.length === 0) {
      if (content.isRequired) errors.add(field, SURVEY_ERRORS.required);
      continue;
    }
    if (OPTION_TYPES.has(type)) {
      // An option by id, or (a client that sends the value) by its value.
      const chosen = given.map((a) =>
        a.option_id !== null && a.option_id !== undefined
          ? content.options.find((o) => o.id === a.option_id)
          : typeof a.answer === 'string'
            ? content.options.find((o) => o.value === a.answer)
            : undefined,
      );
      const ids = new Set(chosen.map((o) => o?.id));
      const valid =
        chosen.every((o) => o !== undefined) &&
        ids.size === chosen.length &&
        (type === 'checkbox' ? chosen.length >= 1 : chosen.length === 1);
      if (!valid) {
        errors.add(field, SURVEY_ERRORS.invalid);
        continue;
      }
      for (const o of chosen)
        stored.push({ contentId: content.id, optionId: o!.id, answer: o!.value });
      continue;
    }
    if (given.length !== 1) {
      errors.add(field, SURVEY_ERRORS.invalid);
      continue;
    }
    const value = given[0]!.answer;
    let answer: string | null = null;
    if (type === 'number') answer = numberAnswer(value);
    else if (type === 'date') answer = dateAnswer(value, today);
    else if (typeof value === 'string' || typeof value === 'number') {
      const text = String(value).trim();
      answer = text.length <= (TEXT_MAX[type] ?? SURVEY_RULES.textMaxLength) ? text : null;
    }
    if (answer === null) errors.add(field, SURVEY_ERRORS.invalid);
    else stored.push({ contentId: content.id, optionId: null, answer });
  }
  errors.throwIfAny();
  return stored;
}

const textIn = (texts: Texts, language: string) =>
  texts[language] ?? texts.en ?? Object.values(texts)[0] ?? '';

export function createSurveyService(deps: SurveyDeps) {
  const { db, now } = deps;

  async function playerOf(playerId: number) {
    const [row] = await db
      .select({
        id: players.id,
        skinId: players.skinId,
        language: players.language,
        amlLevel: players.amlLevel,
      })
      .from(players)
      .where(eq(players.id, playerId))
      .limit(1);
    if (!row) throw new HttpError(404, 'player_not_found');
    return row;
  }

  async function requirementOf(
    player: { id: number; skinId: number; amlLevel: string },
    type: string,
  ): Promise<SurveyRequirement> {
    const settings = (await deps.skinSettings(player.skinId)) as SkinSettingsJson & SurveySettings;
    const configured = settings.sowq_deposit_threshold_eur;
    const thresholdEur =
      typeof configured === 'number' && Number.isInteger(configured) && configured >= 0
        ? configured
        : SURVEY_RULES.defaultDepositThresholdEur;
    const depositsEur = await deps.aml.depositsEur(player.id);
    const staff = await repo.requirementInForce(db, player.id, type);
    const reasons: SurveyRequiredReason[] = [];
    if (depositsEur > thresholdEur) reasons.push('deposits');
    if (player.amlLevel === 'high') reasons.push('aml_level');
    if (staff) reasons.push('staff');
    return { required: reasons.length > 0, reasons, depositsEur, thresholdEur, staff };
  }

  /** Answered: a response exists, and none was asked for by staff after it. */
  function answered(last: repo.ResponseRow | null, staff: repo.RequirementRow | null): boolean {
    if (!last) return false;
    return !staff || last.createdAt.getTime() >= staff.createdAt.getTime();
  }

  async function view(
    player: { id: number; skinId: number; language: string; amlLevel: string },
    type: string,
    requested?: string,
  ): Promise<Survey | null> {
    const tree = await repo.activeSurvey(db, player.skinId, type);
    if (!tree) return null;
    const language: Language =
      normalizeLanguage(requested) ?? normalizeLanguage(player.language) ?? 'en';
    const languageId = (await repo.languageIds(db)).get(language) ?? null;
    const requirement = await requirementOf(player, type);
    const last = await repo.lastResponse(db, player.id, type);
    const own = last && last.surveyId === tree.survey.id ? await repo.answersOf(db, [last.id]) : [];
    const isAnswered = answered(last, requirement.staff);
    return {
      id: tree.survey.id,
      type: 'sowq',
      name: textIn(tree.survey.name, language),
      description: textIn(tree.survey.description, language),
      status: tree.survey.status,
      is_required: requirement.required,
      is_answered: isAnswered,
      answered_at: last?.createdAt.toISOString() ?? null,
      survey_contents: tree.contents.map((c) => ({
        id: c.id,
        language_id: languageId,
        type: c.type as SurveyQuestionType,
        question: textIn(c.question, language),
        is_required: c.isRequired,
        survey_content_options: c.options.map((o) => ({
          id: o.id,
          value: o.value,
          name: textIn(o.name, language),
          is_default: o.isDefault,
        })),
      })),
      survey_answers: own.map((a) => ({
        id: a.id,
        question: a.contentId,
        option_id: a.optionId,
        answer: a.answer,
      })),
    };
  }

  async function requiredUnanswered(playerId: number, type = 'sowq'): Promise<boolean> {
    const player = await playerOf(playerId);
    const requirement = await requirementOf(player, type);
    if (!requirement.required) return false;
    return !answered(await repo.lastResponse(db, playerId, type), requirement.staff);
  }

  async function staffView(playerId: number, type: string): Promise<StaffSurveyView> {
    const player = await playerOf(playerId);
    const tree = await repo.activeSurvey(db, player.skinId, type);
    const requirement = await requirementOf(player, type);
    const responses = await repo.responses(db, playerId, type, 20);
    const answers = await repo.answersOf(
      db,
      responses.map((r) => r.id),
    );
    const trees = new Map<number, repo.SurveyTree>();
    if (tree) trees.set(tree.survey.id, tree);
    for (const r of responses) {
      if (trees.has(r.surveyId)) continue;
      const other = await repo.surveyById(db, r.surveyId);
      if (other) trees.set(r.surveyId, other);
    }
    const last = responses[0] ?? null;
    return {
      player_id: playerId,
      type: 'sowq',
      survey_id: tree?.survey.id ?? null,
      is_required: requirement.required,
      is_answered: answered(last, requirement.staff),
      reasons: requirement.reasons,
      deposits_eur: requirement.depositsEur / 100,
      threshold_eur: requirement.thresholdEur / 100,
      requirement: requirement.staff
        ? {
            id: requirement.staff.id,
            staff_id: requirement.staff.staffId,
            reason: requirement.staff.reason,
            created_at: requirement.staff.createdAt.toISOString(),
          }
        : null,
      responses: responses.map((r) => {
        const contents = trees.get(r.surveyId)?.contents ?? [];
        return {
          id: r.id,
          survey_id: r.surveyId,
          language: r.language,
          created_at: r.createdAt.toISOString(),
          answers: answers
            .filter((a) => a.responseId === r.id)
            .map((a) => {
              const content = contents.find((c) => c.id === a.contentId);
              const option = content?.options.find((o) => o.id === a.optionId);
              return {
                question_id: a.contentId,
                key: content?.key ?? '',
                type: (content?.type ?? 'text') as SurveyQuestionType,
                question: content ? textIn(content.question, 'en') : '',
                option_id: a.optionId,
                answer: a.answer,
                aml_points: option?.amlPoints ?? 0,
              };
            }),
        };
      }),
    };
  }

  return {
    requiredUnanswered,
    /** Whether (and why) the survey is required for the player now. */
    async requirement(playerId: number, type = 'sowq') {
      return requirementOf(await playerOf(playerId), type);
    },

    /** `GET me/survey/last`: the active survey in the player's (or the asked) language. */
    async last(playerId: number, q: { type: string; language?: string }): Promise<Survey | null> {
      return view(await playerOf(playerId), q.type, q.language);
    },

    /** `POST me/survey/{surveyId}/answers/{language}`: a new response (the last one counts). */
    async answer(
      playerId: number,
      surveyId: number,
      languageParam: string,
      body: SurveyAnswersBody,
    ): Promise<Survey> {
      const player = await playerOf(playerId);
      const tree = await repo.surveyById(db, surveyId);
      if (!tree || tree.survey.skinId !== player.skinId || tree.survey.status !== 'active') {
        throw new HttpError(404, 'survey_not_found');
      }
      const language = normalizeLanguage(languageParam);
      if (!language) {
        throw new HttpError(422, ERROR_MESSAGES.validation, {
          language: [ERROR_KEYS.unknownLanguage],
        });
      }
      const at = now();
      const rows = checkAnswers(tree, body.answers, at);
      await db.transaction(async (tx) => {
        await repo.insertResponse(tx, {
          surveyId,
          playerId,
          language,
          createdAt: at,
          answers: rows,
        });
      });
      await deps.aml.assess(playerId, 'survey');
      const after = await view(await playerOf(playerId), tree.survey.type, language);
      return after!;
    },

    staffView,

    /** Staff make the survey required for the player (409 when a requirement is in force). */
    async require(playerId: number, type: string, staffId: number, reason: string) {
      await playerOf(playerId);
      if (await repo.requirementInForce(db, playerId, type)) {
        throw new HttpError(409, 'survey_already_required');
      }
      const row = await repo.insertRequirement(db, {
        playerId,
        type,
        staffId,
        reason,
        createdAt: now(),
      });
      return { requirement: row, view: await staffView(playerId, type) };
    },

    /** Staff lift their requirement (409 when none is in force); the rules still apply. */
    async lift(playerId: number, type: string) {
      await playerOf(playerId);
      const lifted = await repo.liftRequirements(db, playerId, type, now());
      if (lifted.length === 0) throw new HttpError(409, 'survey_not_required_by_staff');
      return { lifted, view: await staffView(playerId, type) };
    },
  };
}
export type SurveyService = ReturnType<typeof createSurveyService>;
