import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/translation.tsx';
import { REALITY_MINUTES_OPTIONS, TIMINGS } from '@croupier/contract/constants';
import { Notice, Select } from '../../auth/form.tsx';
import { useUpdateMe } from '../api/update-me.ts';
import { errorKey, errorText } from '../error-text.ts';

const DEFAULT_MINUTES = TIMINGS.realityCheckDefaultS / 60;

/** The reality-check interval: 15, 30, 45 or 60 minutes, saved with Confirm (PUT me). */
export function RealityMinutesForm({ current }: { current: number | null }) {
  const { t } = useTranslation('myprofile');
  const saved = current ?? DEFAULT_MINUTES;
  const [minutes, setMinutes] = useState(saved);
  const update = useUpdateMe();
  const [message, setMessage] = useState<'saved' | null>(null);

  const [shown, setShown] = useState(saved);
  if (shown !== saved) {
    setShown(saved);
    setMinutes(saved);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    update.mutate({ reality_minutes: minutes }, { onSuccess: () => setMessage('saved') });
  };

  return (
    <form className="reality-form" onSubmit={submit}>
      <div className="field">
        <label className="field__label" htmlFor="reality-minutes">
          {t('reality_minutes')}
        </label>
        <div className="field__row">
          <Select
            id="reality-minutes"
            className="field__grow"
            value={minutes}
            onChange={(e) => {
              setMinutes(Number(e.target.value));
              setMessage(null);
            }}
          >
            {REALITY_MINUTES_OPTIONS.map((m) => (
              <option key={m} value={m}>
                {t('minutes', { value: m })}
              </option>
            ))}
          </Select>
          <button
            type="submit"
            className="btn btn--primary"
            disabled={update.isPending || minutes === saved}
          >
            {t('confirm')}
          </button>
        </div>
        <p className="field__hint">{t('reality_minutes_hint')}</p>
      </div>
      {message === 'saved' && (
        <Notice kind="success" role="status">
          <p>{t('reality_minutes_saved')}</p>
        </Notice>
      )}
      {update.isError && (
        <Notice kind="danger" role="alert">
          <p>{errorText(t, errorKey(update.error, 'reality_minutes'))}</p>
        </Notice>
      )}
    </form>
  );
}
