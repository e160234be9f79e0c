import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/translation.tsx';
import { useSearchParams } from 'react-router';
import { KYC_LEVEL_STEPS, KYC_RULES, type KycLevel } from '@croupier/contract/kyc';
import { Notice, Spinner } from '../../auth/form.tsx';
import { meQueryOptions, type Player } from '../../auth/session.ts';
import { formatUtcDateTime } from '../../lib/format.ts';
import { useLang } from '../../lib/use-lang.ts';
import { identityError } from '../identity-text.ts';
import type { KycAccessToken } from './api/access-token.ts';
import { useStartVerification } from './api/start-verification.ts';
import { CroupierWidget } from './croupier-widget.tsx';
import {
  LEVELS,
  canVerify,
  coveredByHigher,
  levelEntry,
  levelState,
  shouldPromptSelfie,
  type LevelState,
} from './kyc-rules.ts';
import { SumsubWidget } from './sumsub-widget.tsx';
import './kyc.css';

/** While a level is under review the page reads the status again every so often. */
const PENDING_POLL_MS = 15_000;
const SUBMIT_EVENTS = /submit|complete|pending|done/i;

function StatusBadge({ state }: { state: LevelState }) {
  const { t } = useTranslation('identity');
  return <span className={`kyc-status kyc-status--${state}`}>{t(`kyc_status_${state}`)}</span>;
}

/**
 * KYC (spec: KYC): each level with its status, the reviewer's reason of a rejection and a
 * Verify button for a level not accepted (none after a final rejection); Verify embeds the
 * provider's widget with an access token for the level. A risky-country player without an
 * approved identity is prompted to the selfie level; `?lv=selfie` opens it directly.
 * `level` 2 inside the dashboard frame, 1 on the standalone /kyc page.
 */
export function KycPanel({ initial, level: headingLevel }: { initial: Player; level: 1 | 2 }) {
  const { t } = useTranslation('identity');
  const lang = useLang();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const [open, setOpen] = useState<{ level: KycLevel; token: KycAccessToken } | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [expired, setExpired] = useState(false);
  const start = useStartVerification();
  const widgetRef = useRef<HTMLDivElement>(null);

  const anyPending = (p: Player | undefined) => !!p?.kyc.some((e) => e.status === 'pending');
  const me = useQuery({
    ...meQueryOptions(),
    refetchInterval: (query) => (anyPending(query.state.data) ? PENDING_POLL_MS : false),
  });
  const player = me.data ?? initial;
  const Title = headingLevel === 1 ? 'h1' : 'h2';
  const Section = headingLevel === 1 ? 'h2' : 'h3';

  const verify = useCallback(
    (level: KycLevel) => {
      setSubmitted(false);
      setExpired(false);
      start.mutate(
        { playerId: player.id, level, started: !!levelEntry(player, level) },
        {
          onSuccess: (token) => {
            setOpen({ level, token });
            requestAnimationFrame(() => widgetRef.current?.focus());
          },
        },
      );
    },
    [player, start],
  );

  // /kyc?lv=selfie opens the selfie level at once (when it can still be verified).
  const wantsSelfie = search.get('lv') === 'selfie';
  const selfieOpenable = canVerify(levelEntry(player, KYC_RULES.selfieLevel));
  const asked = useRef(false);
  useEffect(() => {
    if (!wantsSelfie || asked.current || !selfieOpenable) return;
    asked.current = true;
    verify(KYC_RULES.selfieLevel);
  }, [wantsSelfie, selfieOpenable, verify]);

  const onWidgetEvent = useCallback(
    (event: string) => {
      if (SUBMIT_EVENTS.test(event)) setSubmitted(true);
      // The widget's token ran out: the player starts again with a fresh one.
      if (event === 'expired') setExpired(true);
      void queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey });
    },
    [queryClient],
  );

  const closeWidget = () => {
    setOpen(null);
    if (wantsSelfie) {
      const next = new URLSearchParams(search);
      next.delete('lv');
      setSearch(next, { replace: true });
    }
    void queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey });
  };

  const prompt = shouldPromptSelfie(player) && open?.level !== KYC_RULES.selfieLevel;
  const levelName = (level: KycLevel) => t(`kyc_level_${level}`);

  return (
    <section className="dash-panel kyc-panel" aria-labelledby="kyc-title">
      <Title id="kyc-title" className="dash-panel__title">
        {t('kyc_title')}
      </Title>
      <p className="dash-panel__lead">{t('kyc_lead')}</p>

      {prompt && (
        <div className="kyc-prompt" role="region" aria-labelledby="kyc-prompt-title">
          <Section id="kyc-prompt-title" className="kyc-prompt__title">
            {t('kyc_selfie_prompt_title')}
          </Section>
          <p>{t('kyc_selfie_prompt_text')}</p>
          <button
            type="button"
            className="btn btn--primary"
            disabled={start.isPending}
            onClick={() => verify(KYC_RULES.selfieLevel)}
          >
            {t('kyc_selfie_prompt_start')}
          </button>
        </div>
      )}

      <ul className="kyc-levels">
        {LEVELS.map((level) => {
          const entry = levelEntry(player, level);
          const covered = coveredByHigher(player, level);
          const state = covered ? 'accepted' : levelState(entry);
          const busy = start.isPending && start.variables?.level === level;
          return (
            <li key={level} className="kyc-level" data-level={level}>
              <div className="kyc-level__head">
                <Section className="kyc-level__name">{levelName(level)}</Section>
                <StatusBadge state={state} />
              </div>
              <p className="kyc-level__needs">
                {t('kyc_needs', {
                  items: new Intl.ListFormat(lang, { type: 'conjunction' }).format(
                    KYC_LEVEL_STEPS[level].map((step) => t(`kyc_step_${step}`)),
                  ),
                })}
              </p>
              {covered && <p className="kyc-level__note">{t('kyc_covered')}</p>}
              {entry && !covered && (
                <p className="kyc-level__updated">
                  {t('kyc_updated', { date: formatUtcDateTime(entry.updated_at, lang) })}
                </p>
              )}
              {state === 'pending' && <p className="kyc-level__note">{t('kyc_pending_text')}</p>}
              {state === 'rejected' && (
                <div className="kyc-level__reject">
                  <p>
                    <strong>{t('kyc_reject_reason')}</strong>{' '}
                    {entry?.reject_reason || t('kyc_reject_no_reason')}
                  </p>
                  <p>
                    {entry?.reject_type === 'FINAL' ? t('kyc_reject_final') : t('kyc_reject_retry')}
                  </p>
                </div>
              )}
              {canVerify(entry) && !covered && (
                <button
                  type="button"
                  className="btn btn--primary kyc-level__verify"
                  disabled={start.isPending || open?.level === level}
                  aria-busy={busy}
                  aria-label={t('kyc_verify_label', { level: levelName(level) })}
                  onClick={() => verify(level)}
                >
                  {busy && <Spinner />}
                  {t('kyc_verify')}
                </button>
              )}
            </li>
          );
        })}
      </ul>

      {start.isError && (
        <Notice kind="danger" role="alert">
          <p>{identityError(t, start.error)}</p>
        </Notice>
      )}
      {submitted && (
        <Notice kind="success" role="status">
          <p>{t('kyc_submitted')}</p>
        </Notice>
      )}

      {open && (
        <div
          ref={widgetRef}
          className="kyc-widget"
          role="region"
          aria-labelledby="kyc-widget-title"
          tabIndex={-1}
        >
          <div className="kyc-widget__head">
            <Section id="kyc-widget-title" className="kyc-widget__title">
              {t('kyc_widget_title', { level: levelName(open.level) })}
            </Section>
            <button type="button" className="btn btn--secondary btn--sm" onClick={closeWidget}>
              {t('kyc_widget_close')}
            </button>
          </div>
          {expired && (
            <Notice kind="info" role="status">
              <p>{t('kyc_widget_expired')}</p>
              <button
                type="button"
                className="btn btn--secondary btn--sm"
                disabled={start.isPending}
                onClick={() => verify(open.level)}
              >
                {t('kyc_widget_restart')}
              </button>
            </Notice>
          )}
          {open.token.provider === 'sumsub' ? (
            <SumsubWidget
              token={open.token.token}
              level={open.level}
              language={lang}
              onEvent={onWidgetEvent}
            />
          ) : open.token.widget_url ? (
            <CroupierWidget
              url={open.token.widget_url}
              title={t('kyc_widget_frame', { level: levelName(open.level) })}
              onEvent={onWidgetEvent}
            />
          ) : (
            <p role="alert">{t('kyc_widget_failed')}</p>
          )}
        </div>
      )}
    </section>
  );
}
