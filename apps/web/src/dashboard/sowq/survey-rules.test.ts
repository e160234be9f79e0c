import { describe, expect, it } from 'vitest';
import type { Survey } from '@croupier/contract/surveys';
import { answersBody, initialValues, serverErrors, validateSurvey } from './survey-rules.ts';

const option = (id: number, is_default = false) => ({
  id,
  value: `v${id}`,
  name: `Option ${id}`,
  is_default,
});
const question = (
  id: number,
  type: Survey['survey_contents'][number]['type'],
  is_required: boolean,
  options: ReturnType<typeof option>[] = [],
) => ({
  id,
  language_id: 1,
  type,
  question: `Q${id}`,
  is_required,
  survey_content_options: options,
});

const survey = (answers: Survey['survey_answers'] = []): Survey => ({
  id: 7,
  type: 'sowq',
  name: 'SOWQ',
  description: '',
  status: 'active',
  is_required: true,
  is_answered: answers.length > 0,
  answered_at: null,
  survey_contents: [
    question(1, 'select', true, [option(11), option(12, true)]),
    question(2, 'text', true),
    question(3, 'number', false),
    question(4, 'textarea', false),
    question(5, 'date', false),
    question(6, 'checkbox', true, [option(61, true), option(62), option(63, true)]),
    question(7, 'radio', true, [option(71), option(72)]),
  ],
  survey_answers: answers,
});

describe('questionnaire rules', () => {
  it('starts from the default options, or from the last answers', () => {
    expect(initialValues(survey())).toEqual({
      1: '12',
      2: '',
      3: '',
      4: '',
      5: '',
      6: ['61', '63'],
      7: '',
    });
    const answered = initialValues(
      survey([
        { id: 1, question: 1, option_id: 11, answer: 'v11' },
        { id: 2, question: 2, option_id: null, answer: 'Engineer' },
        { id: 3, question: 6, option_id: 62, answer: 'v62' },
        { id: 4, question: 3, option_id: null, answer: '1200' },
      ]),
    );
    expect(answered[1]).toBe('11');
    expect(answered[2]).toBe('Engineer');
    expect(answered[3]).toBe('1200');
    expect(answered[6]).toEqual(['62']);
  });

  it('requires what is_required says and checks numbers, dates and options', () => {
    const s = survey();
    const values = initialValues(s);
    expect(validateSurvey(s, values)).toEqual({ 2: 'field_required', 7: 'field_required' });
    expect(
      validateSurvey(s, { ...values, 2: 'x', 3: 'abc', 5: '2026/01/01', 6: ['99'], 7: '71' }),
    ).toEqual({ 3: 'field_invalid', 5: 'field_invalid', 6: 'field_invalid' });
  });

  it('sends the spec body: one answer per question, one per ticked option', () => {
    const s = survey();
    const body = answersBody(s, { ...initialValues(s), 2: ' Engineer ', 3: '1500', 7: '72' }, 'de');
    expect(body).toMatchObject({ type: 'sowq', language: 'de', survey_id: 7 });
    expect(body.answers).toEqual([
      { question_id: 1, language_id: 1, option_id: 12, answer: 'v12' },
      { question_id: 2, language_id: 1, option_id: null, answer: 'Engineer' },
      { question_id: 3, language_id: 1, option_id: null, answer: 1500 },
      { question_id: 6, language_id: 1, option_id: 61, answer: 'v61' },
      { question_id: 6, language_id: 1, option_id: 63, answer: 'v63' },
      { question_id: 7, language_id: 1, option_id: 72, answer: 'v72' },
    ]);
  });

  it('reads the server errors per question', () => {
    expect(
      serverErrors({ 'answers.2': ['field_required'], answers: ['survey_question_unknown'] }),
    ).toEqual({ byQuestion: { 2: 'field_required' }, other: 'survey_question_unknown' });
  });
});
