import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/translation.tsx';
import type { KycLevel } from '@croupier/contract/kyc';
import { getAccessToken } from './api/access-token.ts';

/**
 * Sumsub's WebSDK, loaded only when the platform's provider is Sumsub (a chunk of its own):
 * init with the access token and a callback that fetches a fresh one when it expires, then
 * launched into the container. Submissions and status changes make the page read the status.
 */
export function SumsubWidget({
  token,
  level,
  language,
  onEvent,
}: {
  token: string;
  level: KycLevel;
  language: string;
  onEvent: (event: string) => void;
}) {
  const { t } = useTranslation('identity');
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const onEventRef = useRef(onEvent);
  useEffect(() => {
    onEventRef.current = onEvent;
  }, [onEvent]);

  useEffect(() => {
    let destroyed = false;
    let destroy: (() => void) | null = null;
    import('@sumsub/websdk')
      .then(({ default: snsWebSdk }) => {
        if (destroyed || !container.current) return;
        const sdk = snsWebSdk
          .init(token, () => getAccessToken(level).then((next) => next.token))
          .withConf({ lang: language })
          .withOptions({ addViewportTag: false, adaptIframeHeight: true })
          .on('idCheck.onReady', () => setState('ready'))
          .on('idCheck.onApplicantSubmitted', () => onEventRef.current('submitted'))
          .on('idCheck.onApplicantResubmitted', () => onEventRef.current('submitted'))
          .on('idCheck.onApplicantStatusChanged', () => onEventRef.current('status'))
          .build();
        sdk.launch(container.current);
        destroy = () => sdk.destroy();
      })
      .catch(() => {
        if (!destroyed) setState('failed');
      });
    return () => {
      destroyed = true;
      destroy?.();
    };
  }, [token, level, language]);

  return (
    <div className="kyc-frame">
      {state === 'loading' && (
        <p className="kyc-frame__loading" role="status">
          {t('kyc_widget_loading')}
        </p>
      )}
      {state === 'failed' && (
        <p className="kyc-frame__loading" role="alert">
          {t('kyc_widget_failed')}
        </p>
      )}
      <div ref={container} className="kyc-frame__sumsub" />
    </div>
  );
}
