import '../auth/auth.css';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../lib/translation.tsx';
import { useNavigate } from 'react-router';
import { meQueryOptions, useMe } from '../auth/session.ts';
import { PasswordChangeForm } from '../components/password-change-form.tsx';
import { PageLoader } from '../components/page-loader.tsx';
import { ApiError, api } from '../lib/api-client.ts';
import { localizedPath } from '../lib/language.ts';
import { useLang } from '../lib/use-lang.ts';
import type { Player } from '../auth/session.ts';
import type { UpdateMeBody } from '@croupier/contract/accounts';

/**
 * The forced password change of an imported player (is_crypt false): a new password with the
 * stricter specials @$!%*?&; once saved the player continues to the casino.
 */
export function Component() {
  const { t } = useTranslation('myprofile');
  const lang = useLang();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useMe();

  if (!me.data) return <PageLoader fullPage={false} />;
  const player = me.data;

  return (
    <section className="auth" aria-labelledby="change-password-title">
      <div className="auth__card auth__card--wide">
        <header className="auth__head">
          <h1 id="change-password-title" className="auth__title">
            {t('change_password_title')}
          </h1>
          <p className="auth__lead">
            {player.is_crypt ? t('change_password_done') : t('change_password_text')}
          </p>
        </header>
        {!player.is_crypt && (
          <PasswordChangeForm
            imported
            who={{ username: player.username, email: player.email }}
            onSubmit={async (values) => {
              const body: UpdateMeBody = {
                password_current: values.current,
                password: values.password,
                password_confirmation: values.confirmation,
              };
              try {
                const updated = await api<{ data: Player }>('me', { method: 'PUT', body });
                queryClient.setQueryData(meQueryOptions().queryKey, updated.data);
                void navigate(localizedPath(lang, '/casino'), { replace: true });
              } catch (err) {
                const key =
                  err instanceof ApiError
                    ? (Object.values(err.errors)[0]?.[0] ?? err.message)
                    : 'error';
                throw new Error(key, { cause: err });
              }
            }}
          />
        )}
      </div>
    </section>
  );
}
