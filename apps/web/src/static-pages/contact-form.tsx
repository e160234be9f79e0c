import '../auth/auth.css';
import './contact-form.css';
import { Suspense, lazy, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../lib/translation.tsx';
import { toast } from 'sonner';
import { emailError } from '@croupier/contract/account-rules';
import type { CONTACT } from '@croupier/contract/messages';
import { Field, Spinner, describedBy } from '../auth/form.tsx';
import { useIsLoggedIn, useMe } from '../auth/session.ts';
import { ApiError } from '../lib/api-client.ts';
import { useSkinSettings } from '../lib/skin-settings.ts';
import { useLang } from '../lib/use-lang.ts';
import { useSendContactEmail } from './api/send-contact-email.ts';

/** The captcha widget (ALTCHA) loads with a guest's form only. */
const Captcha = lazy(() =>
  import('../components/captcha.tsx').then((m) => ({ default: m.Captcha })),
);

// The contract's limits (a type-checked copy: its module would bring zod along).
const LIMITS: Pick<typeof CONTACT, 'subjectMax' | 'bodyMax'> = { subjectMax: 200, bodyMax: 5000 };

type FieldName = 'email' | 'subject' | 'message' | 'captcha';
type Errors = Partial<Record<FieldName, string>>;

/** Field keys of the platform's 422 answer, by the form's field names. */
const SERVER_FIELDS: Record<string, FieldName> = {
  emails: 'email',
  subject: 'subject',
  body: 'message',
  captcha: 'captcha',
};

/**
 * The contact page's form: e-mail (a logged-in player's own, prefilled), subject and message,
 * and for guests the captcha. Sends the support e-mail; "message sent" or "ERROR" as a toast.
 */
export default function ContactForm() {
  const { t } = useTranslation('myInbox');
  const lang = useLang();
  const loggedIn = useIsLoggedIn();
  const player = useMe().data;
  const refId = useSkinSettings().data?.ref_id;
  const send = useSendContactEmail();
  const [email, setEmail] = useState<string | null>(null);
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [errors, setErrors] = useState<Errors>({});
  const form = useRef<HTMLFormElement>(null);
  // Prefilled with the player's address until they type their own.
  const emailValue = email ?? (loggedIn ? (player?.email ?? '') : '');

  const check = (): Errors => {
    const found: Errors = {};
    if (!emailValue.trim()) found.email = t('contact_required');
    else if (emailError(emailValue) !== null) found.email = t('contact_email_invalid');
    if (!subject.trim()) found.subject = t('contact_required');
    if (!message.trim()) found.message = t('contact_required');
    if (!loggedIn && !captcha) found.captcha = t('contact_captcha_required');
    return found;
  };

  /** A field's error goes once the player changes it. */
  const edited = (field: FieldName) =>
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));

  const focusFirst = (found: Errors) => {
    const first = (['email', 'subject', 'message'] as const).find((f) => found[f]);
    if (first) form.current?.querySelector<HTMLElement>(`#contact-${first}`)?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    try {
      await send.mutateAsync({
        emails: emailValue.trim(),
        subject: subject.trim(),
        body: message.trim(),
        ...(refId ? { ref_id: refId } : {}),
        ...(!loggedIn && captcha ? { captcha } : {}),
      });
      toast.success(t('contact_sent'));
      setSubject('');
      setMessage('');
      setErrors({});
    } catch (error) {
      const fromServer: Errors = {};
      if (error instanceof ApiError) {
        for (const [key, field] of Object.entries(SERVER_FIELDS)) {
          if (!error.errors[key]?.length) continue;
          fromServer[field] =
            field === 'captcha'
              ? t('contact_captcha_invalid')
              : field === 'email'
                ? t('contact_email_invalid')
                : t('contact_invalid');
        }
      }
      setErrors(fromServer);
      focusFirst(fromServer);
      const reason =
        error instanceof ApiError && error.status === 429
          ? t('contact_too_many')
          : error instanceof ApiError && error.status === 503
            ? t('contact_unavailable')
            : t('contact_failed');
      toast.error(t('contact_error'), { description: reason });
    } finally {
      // A captcha is single use: the next attempt needs a new one.
      if (!loggedIn) {
        setCaptcha(null);
        setCaptchaKey((k) => k + 1);
      }
    }
  };

  return (
    <section className="contact-form" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className="contact-form__title">
        {t('contact_title')}
      </h2>
      <p className="contact-form__lead">{t('contact_lead')}</p>
      <form ref={form} className="form" onSubmit={(e) => void onSubmit(e)} noValidate>
        <Field id="contact-email" label={t('contact_email')} error={errors.email}>
          <input
            id="contact-email"
            className="input"
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={320}
            required
            value={emailValue}
            onChange={(e) => {
              setEmail(e.target.value);
              edited('email');
            }}
            {...describedBy('contact-email', errors.email)}
          />
        </Field>
        <Field id="contact-subject" label={t('contact_subject')} error={errors.subject}>
          <input
            id="contact-subject"
            className="input"
            type="text"
            maxLength={LIMITS.subjectMax}
            required
            value={subject}
            onChange={(e) => {
              setSubject(e.target.value.replace(/[\r\n]/g, ' '));
              edited('subject');
            }}
            {...describedBy('contact-subject', errors.subject)}
          />
        </Field>
        <Field
          id="contact-message"
          label={t('contact_message')}
          error={errors.message}
          hint={t('contact_message_hint', { max: LIMITS.bodyMax.toLocaleString(lang) })}
        >
          <textarea
            id="contact-message"
            className="input contact-form__message"
            rows={7}
            maxLength={LIMITS.bodyMax}
            required
            value={message}
            onChange={(e) => {
              setMessage(e.target.value);
              edited('message');
            }}
            {...describedBy('contact-message', errors.message, true)}
          />
        </Field>
        {!loggedIn && (
          <div className="field">
            <Suspense fallback={<div className="captcha captcha--loading" aria-hidden="true" />}>
              <Captcha
                key={captchaKey}
                language={lang}
                onChange={(payload) => {
                  setCaptcha(payload);
                  if (payload) edited('captcha');
                }}
                invalid={!!errors.captcha}
                describedBy={errors.captcha ? 'contact-captcha-error' : undefined}
              />
            </Suspense>
            {errors.captcha && (
              <p className="field__error" id="contact-captcha-error" role="alert">
                {errors.captcha}
              </p>
            )}
          </div>
        )}
        <button
          type="submit"
          className="btn btn--primary contact-form__submit"
          disabled={send.isPending}
        >
          {send.isPending && <Spinner />}
          {t('contact_send')}
        </button>
      </form>
    </section>
  );
}
