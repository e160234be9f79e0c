import { useId, useState } from 'react';
import type { FairnessCommitment, RoundView, StudioGame } from '@croupier/contract/studio';
import type { Translate } from '../i18n/translate.ts';
import { isValidClientSeed, randomClientSeed } from './client-seed.ts';
import { VerifyRound } from './verify-round.tsx';

export function FairnessPanel({
  commitment,
  clientSeed,
  onClientSeed,
  lastRound,
  game,
  t,
  money,
}: {
  commitment: FairnessCommitment;
  clientSeed: string;
  onClientSeed(seed: string): void;
  /** The last round on the table (verifiable once finished). */
  lastRound: RoundView | null;
  game: StudioGame;
  t: Translate;
  money(amount: number): string;
}) {
  const id = useId();
  const [draft, setDraft] = useState(clientSeed);
  const [saved, setSaved] = useState(false);
  const valid = isValidClientSeed(draft);

  const save = (seed: string) => {
    setDraft(seed);
    if (!isValidClientSeed(seed)) return;
    onClientSeed(seed);
    setSaved(true);
  };

  return (
    <div className="fairness">
      <p className="muted">{t('fairness.intro')}</p>
      <dl className="seeds">
        <dt>{t('fairness.next_hash')}</dt>
        <dd className="mono">{commitment.nextSeedHash}</dd>
        <dt>{t('fairness.next_nonce')}</dt>
        <dd className="mono">{commitment.nextNonce}</dd>
      </dl>
      <form
        className="seed-form"
        onSubmit={(event) => {
          event.preventDefault();
          save(draft);
        }}
      >
        <label htmlFor={`${id}-seed`}>{t('fairness.client_seed')}</label>
        <input
          id={`${id}-seed`}
          className="field mono"
          value={draft}
          maxLength={64}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={`${id}-help`}
          aria-invalid={!valid || undefined}
          onChange={(event) => {
            setDraft(event.target.value);
            setSaved(false);
          }}
        />
        <p id={`${id}-help`} className={valid ? 'hint' : 'hint hint--bad'}>
          {valid ? t('fairness.client_seed_help') : t('fairness.client_seed_invalid')}
        </p>
        <div className="seed-form__buttons">
          <button
            type="submit"
            className="ui-action ui-action--secondary ui-action--md"
            disabled={!valid}
          >
            {t('fairness.client_seed_save')}
          </button>
          <button type="button" className="link-btn" onClick={() => save(randomClientSeed())}>
            {t('fairness.client_seed_random')}
          </button>
        </div>
        <p role="status" className="hint hint--ok">
          {saved ? t('fairness.client_seed_saved') : ''}
        </p>
      </form>
      <section aria-labelledby={`${id}-verify`}>
        <h3 id={`${id}-verify`}>{t('fairness.verify_title')}</h3>
        {lastRound ? (
          <>
            <p className="muted">
              {t('fairness.round')} {lastRound.id}
            </p>
            <VerifyRound
              key={`${lastRound.id}-${lastRound.status}`}
              round={lastRound}
              game={game}
              t={t}
              money={money}
            />
          </>
        ) : null}
        <p className="muted">{t('fairness.verify_intro')}</p>
      </section>
    </div>
  );
}
