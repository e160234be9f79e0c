import '../auth/auth.css';
import { useId, useState, type FormEvent } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from '../lib/translation.tsx';
import { Link, useSearchParams } from 'react-router';
import { NEWSLETTER } from '@croupier/contract/constants';
import { Notice } from '../auth/form.tsx';
import { PageLoader } from '../components/page-loader.tsx';
import { ApiError } from '../lib/api-client.ts';
import { localizedPath } from '../lib/language.ts';
import { useLang } from '../lib/use-lang.ts';
import { useOptOut, useOptOutToken } from './api/opt-out.ts';
import './newsletter.css';

type Outcome = 'sent' | 'already' | 'unavailable' | null;

function Message({ title, text, tone }: { title: string; text?: string; tone: string }) {
  const { t } = useTranslation('buttons');
  const lang = useLang();
  return (
    <div className={`optout-message optout-message--${tone}`}>
      <h1 id="optout-title">{title}</h1>
      {text && <p>{text}</p>}
      <Link to={localizedPath(lang, '/')} className="btn btn--primary">
        {t('back_home')}
      </Link>
    </div>
  );
}

/**
 * Newsletter opt-out from the link of a newsletter e-mail (/newsletter/opt-out?token=): the
 * link is checked first (page unavailable, already unsubscribed, or the form); the form asks
 * for a reason and two confirmations, then a confirmation dialog sends the request.
 */
export function Component() {
  const { t } = useTranslation('myprofile');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const status = useOptOutToken(token);
  const optOut = useOptOut();
  const [reason, setReason] = useState('');
  const [newsletter, setNewsletter] = useState(false);
  const [terms, setTerms] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [failed, setFailed] = useState(false);
  const id = useId();

  const unavailable = token === '' || status.isError || status.data?.is_valid === false;
  const already = status.data?.already_unsubscribed === true;
  const trimmed = reason.trim();
  const canSend =
    trimmed.length > 0 && reason.length <= NEWSLETTER.reasonMax && newsletter && terms;

  const send = () => {
    setFailed(false);
    optOut.mutate(
      { token, reason: trimmed, newsletter: true, terms_and_conditions: true, is_accepted: true },
      {
        onSuccess: () => setOutcome('sent'),
        onError: (err) => {
          if (err instanceof ApiError && err.status === 409) setOutcome('already');
          else if (err instanceof ApiError && err.status === 404) setOutcome('unavailable');
          else setFailed(true);
        },
        onSettled: () => setConfirming(false),
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSend) setConfirming(true);
  };

  let body;
  if (token !== '' && status.isPending) body = <PageLoader fullPage={false} />;
  else if (outcome === 'sent')
    body = (
      <Message tone="success" title={t('newsletter_sent_title')} text={t('newsletter_sent')} />
    );
  else if (outcome === 'already' || (!outcome && already))
    body = (
      <Message tone="info" title={t('newsletter_already_title')} text={t('newsletter_already')} />
    );
  else if (outcome === 'unavailable' || unavailable)
    body = (
      <Message
        tone="muted"
        title={t('newsletter_unavailable_title')}
        text={t('newsletter_unavailable')}
      />
    );
  else
    body = (
      <>
        <header className="auth__head">
          <h1 id="optout-title" className="auth__title">
            {t('newsletter_title')}
          </h1>
          <p className="auth__lead">{t('newsletter_lead')}</p>
        </header>
        <form className="form" onSubmit={submit} noValidate>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-reason`}>
              {t('newsletter_reason')}
            </label>
            <textarea
              id={`${id}-reason`}
              className="input input--textarea"
              required
              maxLength={NEWSLETTER.reasonMax}
              rows={4}
              value={reason}
              aria-describedby={`${id}-counter`}
              onChange={(e) => setReason(e.target.value)}
            />
            <p id={`${id}-counter`} className="field__hint field__counter" aria-live="polite">
              {t('newsletter_counter', { count: reason.length, max: NEWSLETTER.reasonMax })}
            </p>
          </div>
          <label className="check">
            <input
              type="checkbox"
              className="check__box"
              checked={newsletter}
              onChange={(e) => setNewsletter(e.target.checked)}
            />
            <span className="check__text">{t('newsletter_check_unsubscribe')}</span>
          </label>
          <label className="check">
            <input
              type="checkbox"
              className="check__box"
              checked={terms}
              onChange={(e) => setTerms(e.target.checked)}
            />
            <span className="check__text">{t('newsletter_check_terms')}</span>
          </label>
          {failed && (
            <Notice kind="danger" role="alert">
              <p>{t('newsletter_failed')}</p>
            </Notice>
          )}
          <button type="submit" className="btn btn--primary" disabled={!canSend}>
            {t('newsletter_send')}
          </button>
        </form>
        <Dialog.Root
          open={confirming}
          onOpenChange={(open) => !optOut.isPending && setConfirming(open)}
        >
          <Dialog.Portal>
            <Dialog.Overlay className="modal-overlay" />
            <Dialog.Content className="modal" aria-describedby={undefined}>
              <Dialog.Title className="modal__title">{t('newsletter_confirm')}</Dialog.Title>
              <div className="modal__actions">
                <Dialog.Close className="btn btn--secondary">{t('cancel')}</Dialog.Close>
                <button
                  type="button"
                  className="btn btn--primary"
                  disabled={optOut.isPending}
                  onClick={send}
                >
                  {t('newsletter_confirm_yes')}
                </button>
              </div>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      </>
    );

  return (
    <section className="auth" aria-labelledby="optout-title">
      <div className="auth__card auth__card--wide">{body}</div>
    </section>
  );
}
