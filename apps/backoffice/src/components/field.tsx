import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** A check for react-hook-form: the text must not be blank once trimmed. */
export const notBlank = (message: string) => (v: string) => v.trim().length > 0 || message;

/** A labelled field (`.field`) with its error line under it (`${id}-error`). */
export function Field({
  id,
  label,
  error,
  narrow,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  /** A short value (`.field--narrow`: an id, a choice of a few). */
  narrow?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={narrow ? 'field field--narrow' : 'field'}>
      <label htmlFor={id}>{label}</label>
      {children}
      {error !== undefined ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled textarea registered with react-hook-form, with its error wired to it. */
export function TextAreaField({
  id,
  label,
  rows,
  maxLength,
  error,
  registration,
}: {
  id: string;
  label: ReactNode;
  rows: number;
  maxLength: number;
  /** The field's error message, present when the field is invalid. */
  error?: string;
  registration: UseFormRegisterReturn;
}) {
  return (
    <Field id={id} label={label} error={error}>
      <textarea
        id={id}
        rows={rows}
        maxLength={maxLength}
        aria-invalid={error !== undefined ? true : undefined}
        aria-describedby={error !== undefined ? `${id}-error` : undefined}
        {...registration}
      />
    </Field>
  );
}
