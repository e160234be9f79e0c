import type { StaffListResponse, StaffMember } from '@croupier/contract/staff';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useId, useState } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api, ApiError } from '../api/index.ts';
import { useSession } from '../auth/use-session.ts';
import { ConfirmDialog, DialogActions, Modal } from '../components/dialogs.tsx';
import { Field } from '../components/field.tsx';
import { FilterBar } from '../components/filter-bar.tsx';
import { PagedTable, RowAction } from '../components/lists.tsx';
import { PageHeader } from '../components/states.tsx';
import { formatDateTime } from '../lib/format.ts';
import { ALL_ROLES, type StaffRole } from '../shell/menu.ts';
import { useAction } from './use-action.ts';

type Pending =
  | { kind: 'role'; member: StaffMember }
  | { kind: 'active'; member: StaffMember }
  | { kind: 'second_factor'; member: StaffMember }
  | { kind: 'invite_again'; member: StaffMember };

interface Filters {
  q: string;
  role: '' | StaffRole;
  active: '' | 'true' | 'false';
}
const PER_PAGE = 50;

/** Staff accounts (admin only): invite, roles, deactivate, reset a second factor. */
export function StaffScreen() {
  const { t } = useTranslation();
  const id = useId();
  const me = useSession()?.staff.id;
  const [filters, setFilters] = useState<Filters>({ q: '', role: '', active: '' });
  const [page, setPage] = useState(1);
  const [inviting, setInviting] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  const list = useQuery({
    queryKey: ['staff', filters, page],
    queryFn: () =>
      api.get<StaffListResponse>('/staff', { query: { ...filters, page, per_page: PER_PAGE } }),
    placeholderData: keepPreviousData,
  });
  const filterForm = useForm<Filters>({ defaultValues: filters });
  const close = () => setPending(null);

  const update = useAction(
    ({ member, body }: { member: StaffMember; body: { role?: StaffRole; active?: boolean } }) =>
      api.patch<{ data: StaffMember }>(`/staff/${member.id}`, body),
    {
      invalidate: [['staff']],
      success: (r) => t('staff.done.updated', { name: r.data.name }),
      onDone: close,
    },
  );
  const resetFactor = useAction(
    (member: StaffMember) => api.delete(`/staff/${member.id}/second-factor`),
    {
      invalidate: [['staff']],
      success: (_r, m) => t('staff.done.second_factor', { name: m.name }),
      onDone: close,
    },
  );
  const reinvite = useAction((member: StaffMember) => api.post(`/staff/${member.id}/invite`), {
    invalidate: [['staff']],
    success: (_r, m) => t('staff.done.invited_again', { email: m.email }),
    onDone: close,
  });

  const col = createColumnHelper<StaffMember>();
  const columns = [
    col.accessor('name', {
      header: t('staff.name'),
      cell: (c) => (
        <>
          {c.getValue()}
          {c.row.original.id === me ? <span className="muted"> ({t('staff.you')})</span> : null}
        </>
      ),
    }),
    col.accessor('email', { header: t('staff.email') }),
    col.accessor('role', {
      header: t('staff.role'),
      cell: (c) => <span className="role-tag">{t(`roles.${c.getValue()}`)}</span>,
    }),
    col.accessor((m) => (m.invited ? 'invited' : m.active ? 'active' : 'inactive'), {
      id: 'status',
      header: t('common.status'),
      cell: (c) => (
        <span className={c.getValue() === 'active' ? 'tag tag--ok' : 'tag'}>
          {t(`staff.status.${c.getValue()}`)}
        </span>
      ),
    }),
    col.accessor('totp_enabled', {
      header: t('staff.second_factor'),
      cell: (c) => (c.getValue() ? t('staff.totp_on') : t('staff.totp_off')),
    }),
    col.accessor('last_login_at', {
      header: t('staff.last_login'),
      cell: (c) => formatDateTime(c.getValue()),
    }),
    col.display({
      id: 'actions',
      header: t('common.actions'),
      cell: (c) => {
        const m = c.row.original;
        const self = m.id === me;
        return (
          <div className="row-actions">
            <RowAction
              label={t('staff.change_role')}
              name={t('staff.change_role_n', { name: m.name })}
              disabled={self}
              onClick={() => setPending({ kind: 'role', member: m })}
            />
            <RowAction
              label={m.active ? t('staff.deactivate') : t('staff.reactivate')}
              name={t(m.active ? 'staff.deactivate_n' : 'staff.reactivate_n', { name: m.name })}
              disabled={self}
              onClick={() => setPending({ kind: 'active', member: m })}
            />
            {m.totp_enabled ? (
              <RowAction
                label={t('staff.reset_factor')}
                name={t('staff.reset_factor_n', { name: m.name })}
                onClick={() => setPending({ kind: 'second_factor', member: m })}
              />
            ) : null}
            {m.invited ? (
              <RowAction
                label={t('staff.invite_again')}
                name={t('staff.invite_again_n', { name: m.name })}
                onClick={() => setPending({ kind: 'invite_again', member: m })}
              />
            ) : null}
          </div>
        );
      },
    }),
  ];

  const p = pending;
  return (
    <section aria-labelledby="page-title">
      <PageHeader title={t('staff.title')}>
        <button type="button" className="btn btn--primary" onClick={() => setInviting(true)}>
          {t('staff.invite')}
        </button>
      </PageHeader>
      <FilterBar
        label={t('staff.filters')}
        onSubmit={filterForm.handleSubmit((v) => {
          setFilters({ ...v, q: v.q.trim() });
          setPage(1);
        })}
      >
        <Field id={`${id}-q`} label={t('staff.search')}>
          <input id={`${id}-q`} type="search" maxLength={100} {...filterForm.register('q')} />
        </Field>
        <Field id={`${id}-role`} label={t('staff.role')} narrow>
          <select id={`${id}-role`} {...filterForm.register('role')}>
            <option value="">{t('common.all')}</option>
            <RoleOptions />
          </select>
        </Field>
        <Field id={`${id}-active`} label={t('common.status')} narrow>
          <select id={`${id}-active`} {...filterForm.register('active')}>
            <option value="">{t('common.all')}</option>
            <option value="true">{t('staff.status.active')}</option>
            <option value="false">{t('staff.status.inactive')}</option>
          </select>
        </Field>
      </FilterBar>
      <PagedTable
        query={list}
        caption={t('staff.title')}
        columns={columns}
        empty={t('staff.empty')}
        pagesLabel={t('staff.pages')}
        onPage={setPage}
      />

      <InviteDialog open={inviting} onOpenChange={setInviting} />
      {p?.kind === 'role' ? (
        <RoleDialog
          member={p.member}
          pending={update.isPending}
          onClose={close}
          onSave={(role) => update.mutate({ member: p.member, body: { role } })}
        />
      ) : null}
      <ConfirmDialog
        open={p?.kind === 'active'}
        onOpenChange={(o) => !o && close()}
        title={p?.member.active ? t('staff.deactivate_title') : t('staff.reactivate_title')}
        description={
          p
            ? t(p.member.active ? 'staff.deactivate_text' : 'staff.reactivate_text', {
                name: p.member.name,
              })
            : ''
        }
        confirmLabel={p?.member.active ? t('staff.deactivate') : t('staff.reactivate')}
        danger={!!p?.member.active}
        pending={update.isPending}
        onConfirm={() =>
          p && update.mutate({ member: p.member, body: { active: !p.member.active } })
        }
      />
      <ConfirmDialog
        open={p?.kind === 'second_factor'}
        onOpenChange={(o) => !o && close()}
        title={t('staff.reset_factor_title')}
        description={p ? t('staff.reset_factor_text', { name: p.member.name }) : ''}
        confirmLabel={t('staff.reset_factor')}
        danger
        pending={resetFactor.isPending}
        onConfirm={() => p && resetFactor.mutate(p.member)}
      />
      <ConfirmDialog
        open={p?.kind === 'invite_again'}
        onOpenChange={(o) => !o && close()}
        title={t('staff.invite_again_title')}
        description={p ? t('staff.invite_again_text', { email: p.member.email }) : ''}
        confirmLabel={t('staff.invite_again')}
        pending={reinvite.isPending}
        onConfirm={() => p && reinvite.mutate(p.member)}
      />
    </section>
  );
}

/** The roles as the options of a select, by their names. */
function RoleOptions() {
  const { t } = useTranslation();
  return ALL_ROLES.map((r) => (
    <option key={r} value={r}>
      {t(`roles.${r}`)}
    </option>
  ));
}

/** The role field of the staff dialogs. */
function RoleField({ id, registration }: { id: string; registration: UseFormRegisterReturn }) {
  const { t } = useTranslation();
  return (
    <Field id={id} label={t('staff.role')}>
      <select id={id} {...registration}>
        <RoleOptions />
      </select>
    </Field>
  );
}

function RoleDialog({
  member,
  pending,
  onClose,
  onSave,
}: {
  member: StaffMember;
  pending: boolean;
  onClose: () => void;
  onSave: (role: StaffRole) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { register, handleSubmit } = useForm<{ role: StaffRole }>({
    defaultValues: { role: member.role },
  });
  return (
    <Modal
      open
      onOpenChange={(o) => !o && onClose()}
      title={t('staff.change_role_title', { name: member.name })}
      description={t('staff.change_role_text')}
    >
      <form onSubmit={handleSubmit((v) => onSave(v.role))}>
        <RoleField id={`${id}-role`} registration={register('role')} />
        <DialogActions label={t('common.save')} pending={pending} />
      </form>
    </Modal>
  );
}

interface InviteValues {
  email: string;
  name: string;
  role: StaffRole;
}

function InviteDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<InviteValues>({ defaultValues: { email: '', name: '', role: 'support' } });
  const invite = useAction(
    (body: InviteValues) => api.post<{ data: StaffMember }>('/staff', body),
    {
      invalidate: [['staff']],
      success: (r) => t('staff.done.invited', { email: r.data.email }),
      onDone: () => {
        reset();
        onOpenChange(false);
      },
    },
  );
  const submit = handleSubmit((v) =>
    invite.mutate(
      { email: v.email.trim(), name: v.name.trim(), role: v.role },
      {
        onError: (err) => {
          if (err instanceof ApiError && err.key === 'email_taken') {
            setError('email', { message: t('staff.email_taken') });
          }
        },
      },
    ),
  );
  return (
    <Modal
      open={open}
      onOpenChange={(o) => {
        if (!o) reset();
        onOpenChange(o);
      }}
      title={t('staff.invite_title')}
      description={t('staff.invite_text')}
    >
      <form onSubmit={submit} noValidate>
        <Field id={`${id}-email`} label={t('staff.email')} error={errors.email?.message}>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="off"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? `${id}-email-error` : undefined}
            {...register('email', {
              validate: (v) =>
                /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(v.trim()) || t('staff.email_invalid'),
            })}
          />
        </Field>
        <Field id={`${id}-name`} label={t('staff.name')} error={errors.name?.message}>
          <input
            id={`${id}-name`}
            maxLength={100}
            autoComplete="off"
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? `${id}-name-error` : undefined}
            {...register('name', {
              validate: (v) => v.trim().length > 0 || t('common.field_required'),
            })}
          />
        </Field>
        <RoleField id={`${id}-role`} registration={register('role')} />
        <DialogActions label={t('staff.send_invite')} pending={invite.isPending} />
      </form>
    </Modal>
  );
}
