import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from '../../lib/translation.tsx';
import { toast } from 'sonner';
import { TIMINGS } from '@croupier/contract/constants';
import { Notice, Spinner } from '../../auth/form.tsx';
import { getToken, logout, type Player } from '../../auth/session.ts';
import { ApiError, api } from '../../lib/api-client.ts';
import { skinAuthorization } from '../../lib/skin.ts';
import { identityError } from '../identity-text.ts';

/** GET me/data-export: the player's data as a file, saved under the name the server gives. */
async function downloadMyData(): Promise<void> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const auth = skinAuthorization();
  if (auth) headers.authorization = auth;
  const token = getToken();
  if (token) headers['user-token'] = token;
  let res: Response;
  try {
    res = await fetch('/v1/me/data-export', { headers });
  } catch {
    throw new ApiError(0, 'network_error');
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { message?: string };
    throw new ApiError(res.status, body.message ?? res.statusText);
  }
  const disposition = res.headers.get('content-disposition') ?? '';
  const name = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? 'my-data.json';
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** DELETE static/players/{id}: the account is closed and every session ends. */
function closeAccount(playerId: number): Promise<unknown> {
  return api(`static/players/${playerId}`, { method: 'DELETE' });
}

/**
 * The player's data and account: "Download my data" (a file of the profile, limits history,
 * documents list, transactions and rounds) and "Close my account" after a confirmation; once
 * closed, the player is logged out.
 */
export function AccountActions({ player }: { player: Player }) {
  const { t } = useTranslation('identity');
  const [confirming, setConfirming] = useState(false);
  const download = useMutation({ mutationFn: downloadMyData });
  const close = useMutation({
    mutationFn: () => closeAccount(player.id),
    onSuccess: async () => {
      setConfirming(false);
      toast.success(t('account_closed'), { duration: TIMINGS.toastMs });
      await logout();
    },
  });

  return (
    <div className="account-actions">
      <div className="account-action">
        <div>
          <p className="account-action__title">{t('account_export_title')}</p>
          <p className="account-action__text">{t('account_export_text')}</p>
        </div>
        <button
          type="button"
          className="btn btn--secondary"
          disabled={download.isPending}
          aria-busy={download.isPending}
          onClick={() => download.mutate()}
        >
          {download.isPending && <Spinner />}
          {t('account_export')}
        </button>
      </div>
      {download.isError && (
        <Notice kind="danger" role="alert">
          <p>{identityError(t, download.error)}</p>
        </Notice>
      )}
      <div className="account-action account-action--danger">
        <div>
          <p className="account-action__title">{t('account_close_title')}</p>
          <p className="account-action__text">{t('account_close_text')}</p>
        </div>
        <button
          type="button"
          className="btn account-action__close"
          onClick={() => setConfirming(true)}
        >
          {t('account_close')}
        </button>
      </div>

      <Dialog.Root
        open={confirming}
        onOpenChange={(next) => {
          if (close.isPending) return;
          setConfirming(next);
          if (!next) close.reset();
        }}
      >
        <Dialog.Portal>
          <Dialog.Overlay className="modal-overlay" />
          <Dialog.Content className="modal" role="alertdialog">
            <Dialog.Title className="modal__title">{t('account_close_confirm_title')}</Dialog.Title>
            <Dialog.Description asChild>
              <div className="modal__text">
                <p>{t('account_close_confirm_text')}</p>
                <p>{t('account_close_confirm_balance')}</p>
              </div>
            </Dialog.Description>
            {close.isError && (
              <Notice kind="danger" role="alert">
                <p>{identityError(t, close.error)}</p>
              </Notice>
            )}
            <div className="modal__actions">
              <Dialog.Close className="btn btn--secondary" disabled={close.isPending}>
                {t('cancel')}
              </Dialog.Close>
              <button
                type="button"
                className="btn account-action__close"
                disabled={close.isPending}
                aria-busy={close.isPending}
                onClick={() => close.mutate()}
              >
                {close.isPending && <Spinner />}
                {t('account_close_confirm_yes')}
              </button>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}
