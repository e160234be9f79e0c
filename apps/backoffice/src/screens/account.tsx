import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Passkey } from '@croupier/contract/staff-auth';
import { api, ApiError } from '../api/index.ts';
import { passkeyBrowserError } from '../auth/login-machine.ts';
import { createPasskey } from '../auth/passkey.ts';
import { sessionStore } from '../auth/session.ts';
import { useSession } from '../auth/use-session.ts';
import { DataTable } from '../components/data-table.tsx';
import { ConfirmDialog } from '../components/dialogs.tsx';
import { errorText, PageHeader, QueryState } from '../components/states.tsx';
import { download, formatDateTime } from '../lib/format.ts';

const PASSKEYS_KEY = ['account', 'passkeys'] as const;

/**
 * My passkeys: the list, a new one (its name, then the browser's prompt) and removal (asked
 * first). A passkey replaces the TOTP code at sign-in; TOTP stays set up.
 */
function PasskeysSection() {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: PASSKEYS_KEY,
    queryFn: ({ signal }) => api.get<{ data: Passkey[] }>('/auth/passkeys', { signal }),
  });
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const [removePending, setRemovePending] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ name: string }>({ defaultValues: { name: '' } });

  const add = handleSubmit(async ({ name }) => {
    try {
      const options = await api.post<{ data: unknown }>('/auth/passkeys/options');
      let response: unknown;
      try {
        response = await createPasskey(options.data);
      } catch (err) {
        toast.error(t(`login.passkey.errors.${passkeyBrowserError(err)}`));
        return;
      }
      const res = await api.post<{ data: Passkey }>('/auth/passkeys', {
        name: name.trim(),
        response,
      });
      reset();
      await queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY });
      toast.success(t('account.passkey_added', { name: res.data.name }));
    } catch (err) {
      if (err instanceof ApiError && err.fieldErrors.name) {
        setError('name', { message: t('account.passkey_name_invalid') });
      } else if (err instanceof ApiError && err.key === 'passkey_failed') {
        toast.error(t('login.errors.passkey_failed'));
      } else {
        toast.error(errorText(t, err));
      }
    }
  });

  const remove = async () => {
    if (!removing) return;
    setRemovePending(true);
    try {
      await api.delete(`/auth/passkeys/${removing.id}`);
      toast.success(t('account.passkey_removed', { name: removing.name }));
      setRemoving(null);
    } catch (err) {
      toast.error(errorText(t, err));
    } finally {
      setRemovePending(false);
      await queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY });
    }
  };

  const columns = useMemo<ColumnDef<Passkey>[]>(
    () => [
      { header: t('account.passkey_name'), accessorKey: 'name' },
      {
        header: t('account.passkey_created'),
        accessorKey: 'created_at',
        cell: ({ row }) => formatDateTime(row.original.created_at),
      },
      {
        header: t('account.passkey_last_used'),
        accessorKey: 'last_used_at',
        cell: ({ row }) =>
          row.original.last_used_at
            ? formatDateTime(row.original.last_used_at)
            : t('account.passkey_never_used'),
      },
      {
        id: 'actions',
        header: () => <span className="sr-only">{t('common.actions')}</span>,
        cell: ({ row }) => (
          <button
            type="button"
            className="btn btn--small"
            onClick={() => setRemoving(row.original)}
          >
            {t('account.passkey_remove', { name: row.original.name })}
          </button>
        ),
      },
    ],
    [t],
  );

  const passkeys = list.data?.data ?? [];
  return (
    <>
      <h2 id={`${id}-title`}>{t('account.passkeys_title')}</h2>
      <p className="hint">{t('account.passkeys_hint')}</p>
      <QueryState
        isPending={list.isPending}
        error={list.error}
        isEmpty={passkeys.length === 0}
        empty={t('account.passkeys_empty')}
        onRetry={() => void list.refetch()}
      >
        <DataTable
          caption={t('account.passkeys_list')}
          columns={columns}
          data={passkeys}
          rowKey={(p) => p.id}
        />
      </QueryState>
      <form onSubmit={add} noValidate className="panel panel--narrow">
        <div className="field">
          <label htmlFor={`${id}-name`}>{t('account.passkey_name_label')}</label>
          <input
            id={`${id}-name`}
            autoComplete="off"
            maxLength={60}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? `${id}-name-error` : `${id}-name-hint`}
            {...register('name', {
              validate: (v) =>
                (v.trim().length > 0 && v.trim().length <= 60) || t('account.passkey_name_invalid'),
            })}
          />
          {errors.name ? (
            <p className="field__error" id={`${id}-name-error`}>
              {errors.name.message}
            </p>
          ) : (
            <p className="hint" id={`${id}-name-hint`}>
              {t('account.passkey_name_hint')}
            </p>
          )}
        </div>
        <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
          {isSubmitting ? t('account.passkey_adding') : t('account.passkey_add')}
        </button>
      </form>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={t('account.passkey_remove_title')}
        description={t('account.passkey_remove_text', { name: removing?.name ?? '' })}
        confirmLabel={t('account.passkey_remove_confirm')}
        danger
        pending={removePending}
        onConfirm={() => void remove()}
      />
    </>
  );
}

/** My account: who I am, a new set of recovery codes (the old ones stop working), passkeys. */
export function AccountScreen() {
  const { t } = useTranslation();
  const id = useId();
  const session = useSession();
  const [codes, setCodes] = useState<string[] | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ code: string }>({ defaultValues: { code: '' } });
  if (!session) return null;
  const { staff } = session;
  const submit = handleSubmit(async ({ code }) => {
    try {
      const res = await api.post<{ data: { recovery_codes: string[] } }>('/me/recovery-codes', {
        code: code.replace(/\s/g, ''),
      });
      setCodes(res.data.recovery_codes);
      sessionStore.update({ recovery_codes_left: res.data.recovery_codes.length });
      reset();
      toast.success(t('account.codes_done'));
    } catch (err) {
      if (err instanceof ApiError && (err.key === 'invalid_code' || err.fieldErrors.code)) {
        setError('code', { message: t('login.errors.invalid_code') });
      } else {
        toast.error(errorText(t, err));
      }
    }
  });
  return (
    <section aria-labelledby="page-title">
      <PageHeader title={t('account.title')} />
      <dl className="facts">
        <div>
          <dt>{t('staff.name')}</dt>
          <dd>{staff.name}</dd>
        </div>
        <div>
          <dt>{t('staff.email')}</dt>
          <dd>{staff.email}</dd>
        </div>
        <div>
          <dt>{t('staff.role')}</dt>
          <dd>{t(`roles.${staff.role}`)}</dd>
        </div>
        <div>
          <dt>{t('account.session_ends')}</dt>
          <dd>{formatDateTime(session.expires_at)}</dd>
        </div>
      </dl>
      <h2>{t('account.codes_title')}</h2>
      <p className="hint">
        {t('account.codes_left', { count: session.recovery_codes_left })} {t('account.codes_hint')}
      </p>
      {codes ? (
        <div className="panel">
          <ol className="recovery-codes" aria-label={t('login.recovery_codes.title')}>
            {codes.map((c) => (
              <li key={c}>
                <code>{c}</code>
              </li>
            ))}
          </ol>
          <div className="row-actions">
            <button
              type="button"
              className="btn"
              onClick={() =>
                download(
                  'croupier-recovery-codes.txt',
                  `${t('login.recovery_codes.file_header', { email: staff.email })}\n\n${codes.join('\n')}\n`,
                )
              }
            >
              {t('login.recovery_codes.download')}
            </button>
            <button type="button" className="btn btn--primary" onClick={() => setCodes(null)}>
              {t('login.recovery_codes.saved')}
            </button>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="panel panel--narrow">
          <div className="field">
            <label htmlFor={`${id}-code`}>{t('login.second_factor.code')}</label>
            <input
              id={`${id}-code`}
              autoComplete="one-time-code"
              inputMode="numeric"
              pattern="[0-9]*"
              maxLength={6}
              className="input--code"
              aria-invalid={errors.code ? true : undefined}
              aria-describedby={errors.code ? `${id}-code-error` : undefined}
              {...register('code', {
                validate: (v) =>
                  /^\d{6}$/.test(v.replace(/\s/g, '')) || t('login.second_factor.code_invalid'),
              })}
            />
            {errors.code ? (
              <p className="field__error" id={`${id}-code-error`}>
                {errors.code.message}
              </p>
            ) : null}
          </div>
          <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
            {t('account.codes_submit')}
          </button>
        </form>
      )}
      <PasskeysSection />
    </section>
  );
}
