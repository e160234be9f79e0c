import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../lib/translation.tsx';
import { Field, Notice, PasswordInput, describedBy } from '../auth/form.tsx';
import { passwordFormState, type PasswordFormValues } from './password-form-state.ts';

const EMPTY: PasswordFormValues = { current: '', password: '', confirmation: '' };

/**
 * Current, new and confirm fields with the password rules (texts of the `myprofile` group).
 * `onSubmit` resolves on success (the form clears) and rejects with an error key to show.
 */
export function PasswordChangeForm({
  who,
  imported = false,
  onSubmit,
}: {
  who: { username?: string | null; email?: string | null };
  imported?: boolean;
  onSubmit: (values: PasswordFormValues) => Promise<void>;
}) {
  const { t } = useTranslation('myprofile');
  const id = useId();
  const [values, setValues] = useState<PasswordFormValues>(EMPTY);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const state = passwordFormState(values, { ...who, imported });

  const set = (field: keyof PasswordFormValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setResult(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!state.canSubmit) return;
    setBusy(true);
    try {
      await onSubmit(values);
      setValues(EMPTY);
      setResult({ ok: true, text: t('password_changed') });
    } catch (err) {
      const key = err instanceof Error ? err.message : 'error';
      setResult({
        ok: false,
        text: t(`error_${key}`, { defaultValue: t('error_password_change') }),
      });
    } finally {
      setBusy(false);
    }
  };

  const fields = [
    { name: 'current', label: t('current_password'), auto: 'current-password', error: null },
    {
      name: 'password',
      label: t('new_password'),
      auto: 'new-password',
      error: state.passwordError,
    },
    {
      name: 'confirmation',
      label: t('confirm_password'),
      auto: 'new-password',
      error: state.confirmationError,
    },
  ] as const;

  return (
    <form className="form" onSubmit={(e) => void submit(e)} noValidate>
      {fields.map((f) => {
        const inputId = `${id}-${f.name}`;
        const error = f.error ? t(`error_${f.error}`) : null;
        const hint =
          f.name === 'password'
            ? imported
              ? t('password_rules_imported')
              : t('password_rules')
            : null;
        return (
          <Field key={f.name} id={inputId} label={f.label} error={error} hint={hint}>
            <PasswordInput
              id={inputId}
              autoComplete={f.auto}
              value={values[f.name]}
              {...describedBy(inputId, error, hint)}
              onChange={(e) => set(f.name)(e.target.value)}
            />
          </Field>
        );
      })}
      {result && (
        <Notice kind={result.ok ? 'success' : 'danger'} role={result.ok ? 'status' : 'alert'}>
          <p>{result.text}</p>
        </Notice>
      )}
      <button type="submit" className="btn btn--primary" disabled={busy || !state.canSubmit}>
        {t('update_password')}
      </button>
    </form>
  );
}
