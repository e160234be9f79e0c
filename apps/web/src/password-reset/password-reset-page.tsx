import '../auth/auth.css';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../lib/translation.tsx';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { emailError, newPasswordError, passwordError } from '@croupier/contract/account-rules';
import { ACCOUNT } from '@croupier/contract/constants';
import { ERROR_KEYS } from '@croupier/contract/errors';
import { PageLoader } from '../components/page-loader.tsx';
import { ApiError } from '../lib/api-client.ts';
import { localizedPath } from '../lib/language.ts';
import { useLang } from '../lib/use-lang.ts';
import { AlertIcon, Field, KeyIcon, PasswordInput, Spinner, describedBy } from '../auth/form.tsx';
import { usePageTitle } from '../auth/use-page-title.ts';
import { useResetPassword } from './api/reset-password.ts';
import { useResetTokenStatus } from './api/token-status.ts';

interface ResetForm {
  email: string;
  password: string;
  password_confirmation: string;
}

function ExpiredLink() {
  const { t } = useTranslation('login');
  const lang = useLang();
  return (
    <section className="auth" aria-labelledby="reset-expired-title">
      <div className="auth__card">
        <header className="auth__head">
          <span className="auth__icon auth__icon--danger" aria-hidden="true">
            <AlertIcon width={26} height={26} />
          </span>
          <h1 id="reset-expired-title" className="auth__title">
            {t('link_expired_title')}
          </h1>
          <p className="auth__lead">{t('link_expired_text')}</p>
        </header>
        <div className="auth__actions">
          <Link to={localizedPath(lang, '/')} className="btn btn--primary">
            {t('go_home')}
          </Link>
          <Link to={localizedPath(lang, '/recovery-password')} className="btn btn--secondary">
            {t('request_new_link')}
          </Link>
        </div>
      </div>
    </section>
  );
}

/** The e-mailed reset link: checks the token, then the new password and its confirmation. */
export function Component() {
  const { t } = useTranslation(['login', 'buttons']);
  usePageTitle(t('reset_title'));
  const { tempToken = '' } = useParams();
  const [params] = useSearchParams();
  const linkEmail = params.get('email') ?? '';
  const lang = useLang();
  const navigate = useNavigate();
  const status = useResetTokenStatus(tempToken);
  const mutation = useResetPassword();
  const [expired, setExpired] = useState(false);
  const {
    register,
    handleSubmit,
    control,
    formState: { touchedFields },
  } = useForm<ResetForm>({
    mode: 'onTouched',
    defaultValues: { email: linkEmail, password: '', password_confirmation: '' },
  });

  const [email, password, confirmation] = useWatch({
    control,
    name: ['email', 'password', 'password_confirmation'],
  });
  const problem = newPasswordError({ password, password_confirmation: confirmation, email });
  const emailProblem = linkEmail ? null : emailError(email);
  const canSubmit = problem === null && emailProblem === null;

  const showPasswordError =
    password.length > 0 && (touchedFields.password || password.length >= ACCOUNT.passwordMin);
  const passwordMessage =
    showPasswordError && problem?.field === 'password' ? t(problem.key) : null;
  const confirmationMessage =
    confirmation.length > ACCOUNT.confirmPasswordCheckAfter &&
    passwordError(password) === null &&
    confirmation !== password
      ? t('password_confirmation_mismatch')
      : null;
  const emailMessage = !linkEmail && touchedFields.email && emailProblem ? t('email_error') : null;

  const onSubmit = handleSubmit(async (values) => {
    if (!canSubmit) return;
    try {
      await mutation.mutateAsync({
        email: values.email.trim(),
        password: values.password,
        password_confirmation: values.password_confirmation,
        token: tempToken,
      });
      toast.success(t('password_changed'));
      void navigate(localizedPath(lang, '/login'), { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.errors.token?.includes(ERROR_KEYS.tokenInvalid)) {
        setExpired(true);
      } else if (error instanceof ApiError && error.status === 422) {
        const key = Object.values(error.errors).flat()[0];
        toast.error(t(key ?? 'error_contact_support'));
      } else {
        toast.error(t('error_contact_support'));
      }
    }
  });

  if (status.isPending) return <PageLoader fullPage={false} />;
  if (expired || status.isError || !status.data.is_valid) return <ExpiredLink />;

  return (
    <section className="auth" aria-labelledby="reset-title">
      <div className="auth__card">
        <header className="auth__head">
          <span className="auth__icon" aria-hidden="true">
            <KeyIcon width={26} height={26} />
          </span>
          <h1 id="reset-title" className="auth__title">
            {t('reset_title')}
          </h1>
          <p className="auth__lead">{t('reset_lead')}</p>
        </header>
        <form className="form" onSubmit={onSubmit} noValidate>
          {!linkEmail && (
            <Field id="reset-email" label={t('email')} error={emailMessage}>
              <input
                id="reset-email"
                className="input"
                type="email"
                inputMode="email"
                autoComplete="email"
                autoCapitalize="none"
                spellCheck={false}
                {...describedBy('reset-email', emailMessage)}
                {...register('email')}
              />
            </Field>
          )}
          <Field
            id="reset-password"
            label={t('new_password')}
            hint={t('password_hint')}
            error={passwordMessage}
          >
            <PasswordInput
              id="reset-password"
              autoComplete="new-password"
              {...describedBy('reset-password', passwordMessage, true)}
              {...register('password')}
            />
          </Field>
          <Field
            id="reset-password-confirmation"
            label={t('confirm_password')}
            error={confirmationMessage}
          >
            <PasswordInput
              id="reset-password-confirmation"
              autoComplete="new-password"
              {...describedBy('reset-password-confirmation', confirmationMessage)}
              {...register('password_confirmation')}
            />
          </Field>
          <button
            type="submit"
            className="btn btn--primary btn--block"
            disabled={!canSubmit || mutation.isPending}
          >
            {mutation.isPending && <Spinner />}
            {t('update_password')}
          </button>
        </form>
      </div>
    </section>
  );
}
