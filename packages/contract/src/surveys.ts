/**
 * Surveys: the source-of-wealth questionnaire (player-dashboard spec: SOWQ; entities: Survey).
 *
 * - `GET /v1/me/survey/last?type=sowq&currency=EUR`: the active survey of the type in the player's
 *   language (`?language=` or the player's), with `is_required` for this player and the player's
 *   last answers; `data: null` when the skin has none.
 * - `POST /v1/me/survey/{surveyId}/answers/{language}`: `{ answers: [{ question_id, option_id?,
 *   answer? }] }` (the spec's client also sends type, language, survey_id, language_id: accepted,
 *   ignored). Every answer is checked against its question: a question of another survey, an
 *   option of another question, a missing required answer, a value of the wrong type: 422 with
 *   `errors["answers.<question_id>"]`. The answers are stored as a new response (the last counts).
 *
 * A survey is required for a player by rule (cumulative deposits over the skin's threshold,
 * default EUR 2,000; AML level high) or by staff; required and unanswered blocks withdrawals.
 */
import { z } from 'zod';
import { envelope, idField, pathId, safeJson, safeString } from './common.ts';
import { ERROR_KEYS } from './errors.ts';

export const SURVEY_TYPES = ['sowq'] as const;
export const SURVEY_QUESTION_TYPES = [
  'select',
  'text',
  'number',
  'textarea',
  'date',
  'checkbox',
  'radio',
] as const;
export type SurveyQuestionType = (typeof SURVEY_QUESTION_TYPES)[number];

export const SURVEY_RULES = {
  textMaxLength: 255,
  textareaMaxLength: 2_000,
  /** The default deposit threshold (EUR minor units) over which the SOWQ is required. */
  defaultDepositThresholdEur: 200_000,
} as const;

export const SURVEY_ERRORS = {
  required: ERROR_KEYS.required,
  invalid: ERROR_KEYS.invalid,
  /** A question that is not in this survey. */
  unknownQuestion: 'survey_question_unknown',
  /** An option that is not one of the question's. */
  unknownOption: 'survey_option_unknown',
} as const;

export const surveyOption = z.object({
  id: z.number().int(),
  value: z.string(),
  name: z.string(),
  is_default: z.boolean(),
});

export const surveyContent = z.object({
  id: z.number().int(),
  language_id: z.number().int().nullable(),
  type: z.enum(SURVEY_QUESTION_TYPES),
  question: z.string(),
  is_required: z.boolean(),
  survey_content_options: z.array(surveyOption),
});

export const surveyAnswerView = z.object({
  id: z.number().int(),
  /** The question's id. */
  question: z.number().int(),
  option_id: z.number().int().nullable(),
  answer: z.string().nullable(),
});

export const survey = z.object({
  id: z.number().int(),
  type: z.enum(SURVEY_TYPES),
  name: z.string(),
  description: z.string(),
  status: z.string(),
  /** Required for this player now (rule or staff). */
  is_required: z.boolean(),
  /** The player has answered it (the last answers are in survey_answers). */
  is_answered: z.boolean(),
  answered_at: z.string().nullable(),
  survey_contents: z.array(surveyContent),
  survey_answers: z.array(surveyAnswerView),
});
export type Survey = z.infer<typeof survey>;
export const surveyResponse = envelope(survey.nullable());

export const surveyLastQuery = z.object({
  type: z.enum(SURVEY_TYPES, { error: ERROR_KEYS.invalid }).default('sowq'),
  currency: safeString().max(10).optional(),
  language: safeString().max(10).optional(),
});

export const surveyAnswerParams = z.object({
  surveyId: idField(),
  language: safeString().max(10),
});

export const surveyAnswerInput = z.object({
  question_id: idField(ERROR_KEYS.required),
  option_id: idField().nullish(),
  /** Text, number, date (YYYY-MM-DD) or, for a checkbox, several answers with their option ids. */
  answer: z
    .union([safeString().max(SURVEY_RULES.textareaMaxLength), z.number(), z.boolean(), z.null()])
    .optional(),
  language_id: safeJson().optional(),
});

export const surveyAnswersBody = z.object({
  answers: z.array(surveyAnswerInput).max(200, { error: ERROR_KEYS.invalid }),
  type: safeJson().optional(),
  language: safeJson().optional(),
  survey_id: safeJson().optional(),
});
export type SurveyAnswersBody = z.infer<typeof surveyAnswersBody>;

// ------------------------------------------------------------------------------------- staff

/** Why a survey is required for a player now. */
export const SURVEY_REQUIRED_REASONS = ['deposits', 'aml_level', 'staff'] as const;
export type SurveyRequiredReason = (typeof SURVEY_REQUIRED_REASONS)[number];

/** `/staff/v1/players/{id}/surveys/{type}` (compliance, admin). */
export const staffSurveyParams = z.object({
  id: pathId,
  type: z.enum(SURVEY_TYPES, { error: ERROR_KEYS.invalid }),
});

/** `POST .../require`: staff make the survey required for the player (audited). */
export const surveyRequireBody = z.object({
  reason: safeString({ error: ERROR_KEYS.required }).trim().min(1, ERROR_KEYS.required).max(255),
});

/** `POST .../lift`: staff lift their requirement (audited). */
export const surveyLiftBody = z.object({ reason: safeString().trim().max(255).optional() });

export const staffSurveyAnswer = z.object({
  question_id: z.number().int(),
  key: z.string(),
  type: z.enum(SURVEY_QUESTION_TYPES),
  /** The question in English. */
  question: z.string(),
  option_id: z.number().int().nullable(),
  /** The option's stable value, or the typed answer. */
  answer: z.string().nullable(),
  aml_points: z.number().int(),
});

export const staffSurveyView = z.object({
  player_id: z.number().int(),
  type: z.enum(SURVEY_TYPES),
  survey_id: z.number().int().nullable(),
  is_required: z.boolean(),
  is_answered: z.boolean(),
  reasons: z.array(z.enum(SURVEY_REQUIRED_REASONS)),
  /** Cumulative deposits (EUR equivalent, decimal) and the skin's threshold. */
  deposits_eur: z.number(),
  threshold_eur: z.number(),
  requirement: z
    .object({
      id: z.number().int(),
      staff_id: z.number().int().nullable(),
      reason: z.string().nullable(),
      created_at: z.string(),
    })
    .nullable(),
  /** The player's responses, newest first (at most 20). */
  responses: z.array(
    z.object({
      id: z.number().int(),
      survey_id: z.number().int(),
      language: z.string(),
      created_at: z.string(),
      answers: z.array(staffSurveyAnswer),
    }),
  ),
});
export type StaffSurveyView = z.infer<typeof staffSurveyView>;
export const staffSurveyResponse = envelope(staffSurveyView);
