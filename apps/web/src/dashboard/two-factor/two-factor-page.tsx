import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/translation.tsx';
import { Field, Notice, PasswordInput, Spinner, describedBy } from '../../auth/form.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { formatUtcDateTimeMarked } from '../../lib/format.ts';
import { useLang } from '../../lib/use-lang.ts';
import {
  cleanCode,
  disableTwoFactor,
  enableTwoFactor,
  regenerateRecoveryCodes,
  setupTwoFactor,
  useRefreshTwoFactor,
  useTwoFactor,
  type TwoFactorSetup,
} from './api.ts';
import './two-factor.css';

/** What the page shows below the status. */
type Step =
  | { kind: 'idle' }
  | { kind: 'password' }
  | { kind: 'scan'; setup: TwoFactorSetup }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'disable' }
  | { kind: 'regenerate' };

/** Fewer recovery codes than this: the page suggests new ones. */
const FEW_CODES = 3;

/** The field errors and the message of a failed call, as keys of the `twoFactor` group. */
interface Failure {
  fields: Record<string, string>;
  message: string | null;
}
function failureOf(error: unknown): Failure {
  if (!(error instanceof ApiError)) return { fields: {}, message: 'error' };
  const fields = Object.fromEntries(
    Object.entries(error.errors).map(([field, keys]) => [field, keys[0] ?? 'error']),
  );
  if (Object.keys(fields).length > 0) return { fields, message: null };
  return { fields: {}, message: error.message || 'error' };
}

/** A 6-digit code input (one-time-code autofill, numeric keyboard). */
function CodeInput({
  id,
  value,
  onChange,
  error,
  hint,
}: {
  id: string;
  value: string;
  onChange: (v: string) => void;
  error: string | null;
  hint: string;
}) {
  return (
    <input
      id={id}
      className="input two-factor__code-input"
      inputMode="numeric"
      autoComplete="one-time-code"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={9}
      required
      value={value}
      onChange={(e) => onChange(e.target.value)}
      {...describedBy(id, error, hint)}
    />
  );
}

/** Copies text to the clipboard; says whether it worked. */
async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Two-factor login (OWASP ASVS level 2): turning it on (the password, then the QR code or the
 * key typed into an authenticator app, then a code of the app), the ten recovery codes shown
 * once, new recovery codes, and turning it off (the password and a code or a recovery code).
 */
export function Component() {
  const { t } = useTranslation(['twoFactor', 'dashboardMenu']);
  const lang = useLang();
  const status = useTwoFactor();
  const refresh = useRefreshTwoFactor();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure>({ fields: {}, message: null });
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [useRecovery, setUseRecovery] = useState(false);
  const [copied, setCopied] = useState<'codes' | 'key' | 'failed' | null>(null);
  const uid = useId();
  const ids = {
    password: `${uid}-password`,
    code: `${uid}-code`,
    recovery: `${uid}-recovery`,
  };

  const text = (key: string) => t(key, { defaultValue: t('error') });
  const fieldError = (field: string) => {
    const key = failure.fields[field];
    return key ? text(key) : null;
  };

  const go = (next: Step) => {
    setStep(next);
    setFailure({ fields: {}, message: null });
    setPassword('');
    setCode('');
    setUseRecovery(false);
    setCopied(null);
  };

  /** Runs a call with the busy state; failures land in `failure`. */
  const run = async (call: () => Promise<void>) => {
    setBusy(true);
    setFailure({ fields: {}, message: null });
    setDone(null);
    try {
      await call();
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setBusy(false);
    }
  };

  const required = (fields: Record<string, string>) => {
    const missing = Object.fromEntries(
      Object.entries(fields)
        .filter(([, v]) => !v.trim())
        .map(([k]) => [k, 'field_required']),
    );
    if (Object.keys(missing).length === 0) return true;
    setFailure({ fields: missing, message: null });
    return false;
  };

  const onPassword = (e: FormEvent) => {
    e.preventDefault();
    if (!required({ password })) return;
    void run(async () => {
      const setup = await setupTwoFactor(password);
      go({ kind: 'scan', setup });
    });
  };
  const onEnable = (e: FormEvent) => {
    e.preventDefault();
    if (!required({ code })) return;
    void run(async () => {
      const codes = await enableTwoFactor(cleanCode(code));
      await refresh();
      go({ kind: 'codes', codes });
      setDone('enabled_done');
    });
  };
  const onDisable = (e: FormEvent) => {
    e.preventDefault();
    const second: Record<string, string> = useRecovery ? { recovery_code: code } : { code };
    if (!required({ password, ...second })) return;
    void run(async () => {
      await disableTwoFactor(
        useRecovery
          ? { password, recovery_code: code.trim() }
          : { password, code: cleanCode(code) },
      );
      await refresh();
      go({ kind: 'idle' });
      setDone('disabled_done');
    });
  };
  const onRegenerate = (e: FormEvent) => {
    e.preventDefault();
    if (!required({ code })) return;
    void run(async () => {
      const codes = await regenerateRecoveryCodes(cleanCode(code));
      await refresh();
      go({ kind: 'codes', codes });
    });
  };

  const actions = (submitLabel: string): ReactNode => (
    <div className="two-factor__actions">
      <button
        type="submit"
        className="btn btn--primary"
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {busy && <Spinner />}
        {submitLabel}
      </button>
      <button type="button" className="btn btn--secondary" onClick={() => go({ kind: 'idle' })}>
        {t('cancel')}
      </button>
    </div>
  );
  const message = failure.message && (
    <Notice kind="danger" role="alert">
      <p>{text(failure.message)}</p>
    </Notice>
  );
  const passwordField = (
    <Field
      id={ids.password}
      label={t('password')}
      hint={t('password_hint')}
      error={fieldError('password')}
    >
      <PasswordInput
        id={ids.password}
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        {...describedBy(ids.password, fieldError('password'), true)}
      />
    </Field>
  );
  const codeField = (
    <Field id={ids.code} label={t('code')} hint={t('code_hint')} error={fieldError('code')}>
      <CodeInput
        id={ids.code}
        value={code}
        onChange={setCode}
        error={fieldError('code')}
        hint={t('code_hint')}
      />
    </Field>
  );

  let body: ReactNode;
  if (status.isError) {
    body = <ErrorState onRetry={() => void status.refetch()} />;
  } else if (!status.data) {
    body = <PageLoader fullPage={false} />;
  } else if (step.kind === 'password') {
    body = (
      <form className="form two-factor__form" onSubmit={onPassword} noValidate>
        {message}
        {passwordField}
        {actions(t('continue'))}
      </form>
    );
  } else if (step.kind === 'scan') {
    body = (
      <form className="form two-factor__form" onSubmit={onEnable} noValidate>
        <h3 className="two-factor__subtitle">{t('scan_title')}</h3>
        <p>{t('scan_text')}</p>
        <img
          className="two-factor__qr"
          src={step.setup.qr_svg}
          alt={t('qr_alt')}
          width={200}
          height={200}
        />
        <p>{t('manual')}</p>
        <div className="two-factor__key">
          <code aria-label={t('secret_label')}>{step.setup.secret}</code>
          <button
            type="button"
            className="btn btn--secondary btn--sm"
            onClick={() =>
              void copy(step.setup.secret).then((ok) => setCopied(ok ? 'key' : 'failed'))
            }
          >
            {t('copy_key')}
          </button>
        </div>
        {copied && (
          <p className="two-factor__copied" role="status">
            {t(copied === 'failed' ? 'copy_failed' : 'copied')}
          </p>
        )}
        {message}
        {codeField}
        {actions(t('confirm_enable'))}
      </form>
    );
  } else if (step.kind === 'codes') {
    body = (
      <div className="two-factor__codes">
        <h3 className="two-factor__subtitle">{t('codes_title')}</h3>
        <p>{t('codes_text')}</p>
        <ul className="two-factor__code-list" aria-label={t('codes_list')}>
          {step.codes.map((c) => (
            <li key={c}>
              <code>{c}</code>
            </li>
          ))}
        </ul>
        {copied && (
          <p className="two-factor__copied" role="status">
            {t(copied === 'failed' ? 'copy_failed' : 'copied')}
          </p>
        )}
        <div className="two-factor__actions">
          <button
            type="button"
            className="btn btn--secondary"
            onClick={() =>
              void copy(step.codes.join('\n')).then((ok) => setCopied(ok ? 'codes' : 'failed'))
            }
          >
            {t('copy')}
          </button>
          <button type="button" className="btn btn--primary" onClick={() => go({ kind: 'idle' })}>
            {t('codes_done')}
          </button>
        </div>
      </div>
    );
  } else if (step.kind === 'disable') {
    body = (
      <form className="form two-factor__form" onSubmit={onDisable} noValidate>
        <p>{t('disable_text')}</p>
        {message}
        {passwordField}
        {useRecovery ? (
          <Field
            id={ids.recovery}
            label={t('recovery_code')}
            hint={t('recovery_code_hint')}
            error={fieldError('recovery_code')}
          >
            <input
              id={ids.recovery}
              className="input two-factor__code-input"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={40}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              {...describedBy(ids.recovery, fieldError('recovery_code'), true)}
            />
          </Field>
        ) : (
          codeField
        )}
        <p className="two-factor__switch">
          <button
            type="button"
            className="link-button"
            onClick={() => {
              setUseRecovery((v) => !v);
              setCode('');
              setFailure({ fields: {}, message: null });
            }}
          >
            {t(useRecovery ? 'use_app_code' : 'use_recovery')}
          </button>
        </p>
        {actions(t('confirm_disable'))}
      </form>
    );
  } else if (step.kind === 'regenerate') {
    body = (
      <form className="form two-factor__form" onSubmit={onRegenerate} noValidate>
        <p>{t('regenerate_text')}</p>
        {message}
        {codeField}
        {actions(t('confirm_regenerate'))}
      </form>
    );
  } else {
    const s = status.data;
    body = (
      <>
        {message}
        <div className={`two-factor__status${s.enabled ? ' two-factor__status--on' : ''}`}>
          <p>
            {s.enabled && s.enabled_at
              ? t('status_on', { date: formatUtcDateTimeMarked(s.enabled_at, lang) })
              : t('status_off')}
          </p>
          {s.enabled && <p>{t('codes_left', { count: s.recovery_codes_left })}</p>}
          {s.enabled && s.recovery_codes_left < FEW_CODES && (
            <p className="two-factor__warning">{t('codes_low')}</p>
          )}
        </div>
        <div className="two-factor__actions">
          {s.enabled ? (
            <>
              <button
                type="button"
                className="btn btn--secondary"
                onClick={() => go({ kind: 'regenerate' })}
              >
                {t('regenerate')}
              </button>
              <button type="button" className="btn" onClick={() => go({ kind: 'disable' })}>
                {t('disable')}
              </button>
            </>
          ) : (
            <button
              type="button"
              className="btn btn--primary"
              onClick={() => go({ kind: 'password' })}
            >
              {t('enable')}
            </button>
          )}
        </div>
      </>
    );
  }

  return (
    <section className="dash-panel" aria-labelledby="dash-page-title">
      <h2 id="dash-page-title" className="dash-panel__title">
        {t('dashboardMenu:twoFactor')}
      </h2>
      <p className="dash-panel__lead">{t('lead')}</p>
      {done && (
        <Notice kind="success" role="status">
          <p>{t(done)}</p>
        </Notice>
      )}
      {body}
    </section>
  );
}
