import { useTranslation } from '../../lib/translation.tsx';
import { Notice } from '../../auth/form.tsx';
import { PasswordChangeForm } from '../../components/password-change-form.tsx';
import { updateMe } from '../api/update-me.ts';
import { errorKey } from '../error-text.ts';
import { usePlayer } from '../use-player.ts';
import { useQueryClient } from '@tanstack/react-query';
import { meQueryOptions } from '../../auth/session.ts';

/**
 * Passwords: current, new and confirm (PUT me). When the password record was never changed
 * (created_at equal to updated_at) the fields are hidden and a message says so.
 */
export function Component() {
  const { t } = useTranslation(['myprofile', 'dashboardMenu']);
  const player = usePlayer();
  const queryClient = useQueryClient();
  const neverChanged = player.token !== null && player.token.created_at === player.token.updated_at;

  return (
    <section className="dash-panel" aria-labelledby="dash-page-title">
      <h2 id="dash-page-title" className="dash-panel__title">
        {t('dashboardMenu:passwords')}
      </h2>
      {neverChanged ? (
        <Notice>
          <p>{t('password_cannot_change')}</p>
        </Notice>
      ) : (
        <>
          <p className="dash-panel__lead">{t('passwords_lead')}</p>
          <PasswordChangeForm
            who={{ username: player.username, email: player.email }}
            onSubmit={async (values) => {
              try {
                const updated = await updateMe({
                  password_current: values.current,
                  password: values.password,
                  password_confirmation: values.confirmation,
                });
                queryClient.setQueryData(meQueryOptions().queryKey, updated);
              } catch (err) {
                throw new Error(errorKey(err, 'password_current') ?? 'error', { cause: err });
              }
            }}
          />
        </>
      )}
    </section>
  );
}
