import { useTranslation } from '../../lib/translation.tsx';
import { SURVEY_RULES } from '@croupier/contract/surveys';
import { Select } from '../../auth/form.tsx';
import type { AnswerValue, SurveyQuestion } from './survey-rules.ts';

/**
 * One question of the questionnaire in the control its type asks for: select, text, number,
 * textarea, date, checkbox (several options) or radio. Groups of options are fieldsets named by
 * the question; single controls are labelled by it. The error is tied to the control.
 */
export function SurveyQuestionField({
  question,
  number,
  value,
  error,
  onChange,
}: {
  question: SurveyQuestion;
  number: number;
  value: AnswerValue;
  error: string | null;
  onChange: (value: AnswerValue) => void;
}) {
  const { t } = useTranslation('identity');
  const id = `sowq-q${question.id}`;
  const errorId = `${id}-error`;
  const aria = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    'aria-required': question.is_required || undefined,
  } as const;
  const label = (
    <>
      <span className="sowq-q__number" aria-hidden="true">
        {number}.
      </span>{' '}
      {question.question}
      {!question.is_required && <span className="field__optional">{t('optional')}</span>}
    </>
  );
  const errorText = error ? (
    <p className="field__error" id={errorId} role="alert">
      <span>{error}</span>
    </p>
  ) : null;
  const text = Array.isArray(value) ? '' : value;

  if (question.type === 'radio' || question.type === 'checkbox') {
    const many = question.type === 'checkbox';
    const chosen = new Set(Array.isArray(value) ? value : [value]);
    return (
      <fieldset
        className="field sowq-q"
        data-question-id={question.id}
        role={many ? undefined : 'radiogroup'}
        aria-labelledby={`${id}-legend`}
        aria-describedby={error ? errorId : undefined}
        aria-required={!many && question.is_required ? true : undefined}
      >
        <legend id={`${id}-legend`} className="field__label">
          {label}
        </legend>
        <div className="choices">
          {question.survey_content_options.map((option) => {
            const optionId = String(option.id);
            return (
              <label key={option.id} className="choice">
                <input
                  type={many ? 'checkbox' : 'radio'}
                  name={id}
                  value={optionId}
                  checked={chosen.has(optionId)}
                  aria-invalid={error ? true : undefined}
                  onChange={(e) => {
                    if (!many) onChange(optionId);
                    else {
                      const next = new Set(chosen);
                      if (e.target.checked) next.add(optionId);
                      else next.delete(optionId);
                      onChange([...next]);
                    }
                  }}
                />
                <span className="choice__text">{option.name}</span>
              </label>
            );
          })}
        </div>
        {errorText}
      </fieldset>
    );
  }

  let control;
  switch (question.type) {
    case 'select':
      control = (
        <Select id={id} value={text} onChange={(e) => onChange(e.target.value)} {...aria}>
          <option value="">{t('sowq_choose')}</option>
          {question.survey_content_options.map((option) => (
            <option key={option.id} value={String(option.id)}>
              {option.name}
            </option>
          ))}
        </Select>
      );
      break;
    case 'textarea':
      control = (
        <textarea
          id={id}
          className="input sowq-q__textarea"
          rows={4}
          maxLength={SURVEY_RULES.textareaMaxLength}
          value={text}
          onChange={(e) => onChange(e.target.value)}
          {...aria}
        />
      );
      break;
    default:
      control = (
        <input
          id={id}
          className="input"
          type={question.type === 'text' ? 'text' : question.type}
          inputMode={question.type === 'number' ? 'decimal' : undefined}
          step={question.type === 'number' ? 'any' : undefined}
          maxLength={question.type === 'text' ? SURVEY_RULES.textMaxLength : undefined}
          value={text}
          onChange={(e) => onChange(e.target.value)}
          {...aria}
        />
      );
  }
  return (
    <div className="field sowq-q" data-question-id={question.id}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {control}
      {errorText}
    </div>
  );
}
