import {
  SURVEY_ERRORS,
  SURVEY_RULES,
  type Survey,
  type SurveyAnswersBody,
} from '@croupier/contract/surveys';

export type SurveyQuestion = Survey['survey_contents'][number];
/** A question's value in the form: an option id (select, radio), option ids (checkbox) or text. */
export type AnswerValue = string | string[];
export type SurveyValues = Record<number, AnswerValue>;
export type SurveyErrors = Record<number, string>;

const OPTION_TYPES = new Set(['select', 'radio']);

/** The form's first values: the player's last answers, else the options marked as default. */
export function initialValues(survey: Survey): SurveyValues {
  const values: SurveyValues = {};
  for (const q of survey.survey_contents) {
    const given = survey.survey_answers.filter((a) => a.question === q.id);
    const defaults = q.survey_content_options.filter((o) => o.is_default).map((o) => String(o.id));
    if (q.type === 'checkbox') {
      const ids = given.map((a) => a.option_id).filter((id): id is number => id !== null);
      values[q.id] = given.length > 0 ? ids.map(String) : defaults;
    } else if (OPTION_TYPES.has(q.type)) {
      const id = given[0]?.option_id;
      values[q.id] = id !== null && id !== undefined ? String(id) : (defaults[0] ?? '');
    } else {
      values[q.id] = given[0]?.answer ?? '';
    }
  }
  return values;
}

const isEmpty = (value: AnswerValue | undefined): value is undefined =>
  value === undefined || (Array.isArray(value) ? value.length === 0 : value.trim() === '');

/** The checks the page can make: required answers, numbers, dates, lengths, known options. */
export function validateSurvey(survey: Survey, values: SurveyValues): SurveyErrors {
  const errors: SurveyErrors = {};
  for (const q of survey.survey_contents) {
    const value = values[q.id];
    if (isEmpty(value)) {
      if (q.is_required) errors[q.id] = SURVEY_ERRORS.required;
      continue;
    }
    const options = new Set(q.survey_content_options.map((o) => String(o.id)));
    const text = Array.isArray(value) ? '' : value.trim();
    switch (q.type) {
      case 'select':
      case 'radio':
        if (!options.has(text)) errors[q.id] = SURVEY_ERRORS.invalid;
        break;
      case 'checkbox':
        if ((value as string[]).some((id) => !options.has(id))) {
          errors[q.id] = SURVEY_ERRORS.invalid;
        }
        break;
      case 'number':
        if (!Number.isFinite(Number(text))) errors[q.id] = SURVEY_ERRORS.invalid;
        break;
      case 'date':
        if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) errors[q.id] = SURVEY_ERRORS.invalid;
        break;
      case 'text':
        if (text.length > SURVEY_RULES.textMaxLength) errors[q.id] = SURVEY_ERRORS.invalid;
        break;
      case 'textarea':
        if (text.length > SURVEY_RULES.textareaMaxLength) errors[q.id] = SURVEY_ERRORS.invalid;
        break;
    }
  }
  return errors;
}

/**
 * The body of POST me/survey/{id}/answers/{language} (the spec's shape): one answer per
 * question, one per ticked option of a checkbox; unanswered optional questions are left out.
 */
export function answersBody(
  survey: Survey,
  values: SurveyValues,
  language: string,
): SurveyAnswersBody {
  const answers: SurveyAnswersBody['answers'] = [];
  for (const q of survey.survey_contents) {
    const value = values[q.id];
    if (isEmpty(value)) continue;
    const base = { question_id: q.id, language_id: q.language_id };
    if (q.type === 'checkbox') {
      for (const id of value as string[]) {
        const option = q.survey_content_options.find((o) => String(o.id) === id);
        answers.push({ ...base, option_id: Number(id), answer: option?.value ?? null });
      }
    } else if (OPTION_TYPES.has(q.type)) {
      const option = q.survey_content_options.find((o) => String(o.id) === value);
      answers.push({ ...base, option_id: Number(value), answer: option?.value ?? null });
    } else if (q.type === 'number') {
      answers.push({ ...base, option_id: null, answer: Number((value as string).trim()) });
    } else {
      answers.push({ ...base, option_id: null, answer: (value as string).trim() });
    }
  }
  return { type: survey.type, language, survey_id: survey.id, answers };
}

/** The server's errors by question (`answers.<question_id>`), and the first other one. */
export function serverErrors(errors: Record<string, string[]>): {
  byQuestion: SurveyErrors;
  other: string | null;
} {
  const byQuestion: SurveyErrors = {};
  let other: string | null = null;
  for (const [field, keys] of Object.entries(errors)) {
    const match = /^answers\.(\d+)/.exec(field);
    const key = keys[0];
    if (!key) continue;
    if (match) byQuestion[Number(match[1])] ??= key;
    else other ??= key;
  }
  return { byQuestion, other };
}
