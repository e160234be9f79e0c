import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/translation.tsx';

const MIN_HEIGHT = 480;
const MAX_HEIGHT = 2400;

/** What the widget tells the page through postMessage, as far as the page reads it. */
interface WidgetMessage {
  type?: unknown;
  event?: unknown;
  height?: unknown;
}

/**
 * Our own verification widget (served by the platform under /kyc-widget/), embedded as an
 * iframe of the access token's widget_url. It may ask for camera access (the selfie). Messages
 * from the widget's origin (and only from this frame) make the page read the KYC status again;
 * a `height` in a message sizes the frame to its content.
 */
export function CroupierWidget({
  url,
  title,
  onEvent,
}: {
  url: string;
  title: string;
  onEvent: (event: string) => void;
}) {
  const { t } = useTranslation('identity');
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  const [loaded, setLoaded] = useState(false);
  const onEventRef = useRef(onEvent);
  useEffect(() => {
    onEventRef.current = onEvent;
  }, [onEvent]);

  useEffect(() => {
    const origin = new URL(url, window.location.href).origin;
    const listener = (message: MessageEvent) => {
      if (message.origin !== origin || message.source !== frame.current?.contentWindow) return;
      const data = (message.data ?? {}) as WidgetMessage;
      if (typeof data !== 'object') return;
      if (typeof data.height === 'number' && Number.isFinite(data.height)) {
        setHeight(Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, Math.ceil(data.height))));
      }
      const name = typeof data.event === 'string' ? data.event : data.type;
      if (typeof name === 'string') onEventRef.current(name);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [url]);

  return (
    <div className="kyc-frame">
      {!loaded && (
        <p className="kyc-frame__loading" role="status">
          {t('kyc_widget_loading')}
        </p>
      )}
      <iframe
        ref={frame}
        src={url}
        title={title}
        className="kyc-frame__iframe"
        style={height ? { height } : undefined}
        allow="camera"
        referrerPolicy="same-origin"
        onLoad={() => setLoaded(true)}
      />
    </div>
  );
}
