import { useState } from 'react';
import type { RoundView, StudioGame } from '@croupier/contract/studio';
import type { Verification } from '../fairness/verify.ts';
import type { Translate } from '../i18n/translate.ts';
import { ActionButton } from '../ui/action-button.tsx';

/** The revealed inputs of a round and the in-browser check (the verify code loads on demand). */
export function VerifyRound({
  round,
  game,
  t,
  money,
}: {
  round: RoundView;
  game: Pick<StudioGame, 'engine' | 'settings'>;
  t: Translate;
  money(amount: number): string;
}) {
  const [result, setResult] = useState<Verification | null>(null);
  const [running, setRunning] = useState(false);
  const { fairness } = round;

  const verify = async () => {
    setRunning(true);
    try {
      const { verifyRound } = await import('../fairness/verify.ts');
      setResult(verifyRound(round, game));
    } catch {
      setResult({ status: 'unsupported', hashOk: false });
    } finally {
      setRunning(false);
    }
  };

  return (
    <div className="verify">
      <dl className="seeds">
        <dt>{t('fairness.seed_hash')}</dt>
        <dd className="mono">{fairness.seedHash}</dd>
        <dt>{t('fairness.server_seed')}</dt>
        <dd className="mono">{fairness.serverSeed ?? t('fairness.not_revealed')}</dd>
        <dt>{t('fairness.client_seed')}</dt>
        <dd className="mono">{fairness.clientSeed}</dd>
        <dt>{t('fairness.nonce')}</dt>
        <dd className="mono">{fairness.nonce}</dd>
      </dl>
      {round.status === 'open' || !fairness.serverSeed ? (
        <p className="muted">{t('fairness.open_round')}</p>
      ) : (
        <div className="verify__action">
          <ActionButton variant="secondary" busy={running} onClick={() => void verify()}>
            {running ? t('fairness.verifying') : t('fairness.verify')}
          </ActionButton>
          <div aria-live="polite">
            {result && <VerifyOutcome result={result} t={t} money={money} />}
          </div>
        </div>
      )}
    </div>
  );
}

function VerifyOutcome({
  result,
  t,
  money,
}: {
  result: Verification;
  t: Translate;
  money(amount: number): string;
}) {
  switch (result.status) {
    case 'match':
      return (
        <p className="verdict verdict--ok">
          <span aria-hidden="true">✓ </span>
          {t('fairness.match')} {t('fairness.replay_win')}: {money(result.replayWin)}
        </p>
      );
    case 'hash_mismatch':
      return <p className="verdict verdict--bad">{t('fairness.hash_mismatch')}</p>;
    case 'result_mismatch':
      return (
        <p className="verdict verdict--bad">
          {t('fairness.result_mismatch')} {t('fairness.replay_win')}: {money(result.replayWin)}
        </p>
      );
    case 'open':
      return <p className="verdict">{t('fairness.open_round')}</p>;
    case 'unsupported':
      return result.hashOk ? (
        <p className="verdict verdict--ok">
          <span aria-hidden="true">✓ </span>
          {t('fairness.hash_only')}
        </p>
      ) : (
        <p className="verdict">{t('fairness.unsupported')}</p>
      );
  }
}
