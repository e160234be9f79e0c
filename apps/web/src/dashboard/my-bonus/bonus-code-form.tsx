import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/translation.tsx';
import { Field, Spinner, describedBy } from '../../auth/form.tsx';
import { useSaveBonusCode, type PlayerCampaign } from '../../bonus/api.ts';
import { bonusErrorKey } from '../../bonus/bonus-rules.ts';
import { useLang } from '../../lib/use-lang.ts';

const CODE = /^[A-Za-z0-9_-]{1,50}$/;

/**
 * Save a bonus code (POST codes): checked like the server does before sending; a refusal shows
 * its translated key under the field, a saved code clears the field and reports the campaign.
 */
export function BonusCodeForm({
  playerId,
  onSaved,
}: {
  playerId: number;
  onSaved: (pc: PlayerCampaign) => void;
}) {
  const { t } = useTranslation('myBonus');
  const id = useId();
  const fid = `${id}-code`;
  const save = useSaveBonusCode(playerId, useLang());
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const value = code.trim();
    const local = !value ? 'field_required' : CODE.test(value) ? null : 'field_invalid';
    if (local) {
      setError(local);
      document.getElementById(fid)?.focus();
      return;
    }
    setError(null);
    try {
      const pc = await save.mutateAsync(value);
      setCode('');
      onSaved(pc);
    } catch (err) {
      setError(bonusErrorKey(err, 'code'));
    }
  };

  const errorText = error ? t(`error_${error}`, { defaultValue: t('error_generic') }) : null;
  return (
    <form className="bonus-code" onSubmit={(e) => void onSubmit(e)} noValidate>
      <Field id={fid} label={t('code_label')} hint={t('code_hint')} error={errorText}>
        <div className="field__row">
          <input
            id={fid}
            className="input"
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={50}
            value={code}
            onChange={(e) => {
              setCode(e.target.value);
              if (error) setError(null);
            }}
            {...describedBy(fid, errorText, true)}
          />
          <button
            type="submit"
            className="btn btn--primary"
            disabled={save.isPending}
            aria-busy={save.isPending || undefined}
          >
            {save.isPending && <Spinner />}
            {save.isPending ? t('code_saving') : t('code_submit')}
          </button>
        </div>
      </Field>
    </form>
  );
}
