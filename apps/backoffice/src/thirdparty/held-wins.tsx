import { useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../api/index.ts';
import { Age, NameWithId } from '../components/cells.tsx';
import { ConfirmDialog, DialogActions, Modal } from '../components/dialogs.tsx';
import { Field, notBlank, TextAreaField } from '../components/field.tsx';
import { FilterBar } from '../components/filter-bar.tsx';
import { PagedTable, RowAction } from '../components/lists.tsx';
import { PageHeader } from '../components/states.tsx';
import { formatDateTime, formatMoney } from '../lib/format.ts';
import { useAction } from '../screens/use-action.ts';
import { QUEUE_REFRESH_MS } from '../shell/queue-counts.ts';
import {
  HELD_WIN_STATUSES,
  heldWinsKeys,
  payHeldWin,
  refuseHeldWin,
  useHeldWins,
  type HeldWin,
  type HeldWinStatus,
} from './held-wins-api.ts';
import { capKind } from './model.ts';
import './thirdparty.css';

type Filter = HeldWinStatus | 'all';
type Decision = { win: HeldWin; action: 'pay' | 'refuse' };

const col = createColumnHelper<HeldWin>();

/** Wins held above their cap (admin, finance): pay them to the player or refuse them. */
export function HeldWinsScreen() {
  const { t } = useTranslation();
  const filterId = useId();
  const [status, setStatus] = useState<Filter>('pending');
  const [draft, setDraft] = useState<Filter>('pending');
  const [page, setPage] = useState(1);
  const [decision, setDecision] = useState<Decision | null>(null);
  const list = useHeldWins(status, page, QUEUE_REFRESH_MS);

  const queryClient = useQueryClient();
  const decide = useAction(
    async ({ win, action, note }: Decision & { note?: string }) => {
      try {
        return await (action === 'pay' ? payHeldWin(win.id) : refuseHeldWin(win.id, note ?? ''));
      } catch (err) {
        // Decided by someone else meanwhile: the list shows what it became (the toast says why).
        if (err instanceof ApiError && err.key === 'held_win_reviewed') {
          setDecision(null);
          void queryClient.invalidateQueries({ queryKey: heldWinsKeys.all });
        }
        throw err;
      }
    },
    {
      invalidate: [heldWinsKeys.all],
      success: (r, v) =>
        t(v.action === 'pay' ? 'held_wins.paid_done' : 'held_wins.refused_done', {
          id: r.data.id,
          player: r.data.player.username,
        }),
      onDone: () => setDecision(null),
    },
  );

  const money = (w: HeldWin, v: number) => formatMoney(v, w.currency);
  const capText = (w: HeldWin) => {
    const kind = capKind(w.cap_kind);
    return t(`held_wins.cap_kinds.${kind}`, { kind: w.cap_kind });
  };

  const columns = [
    col.accessor('id', { header: t('common.id'), cell: (c) => `#${c.getValue()}` }),
    col.accessor((w) => w.player.username, {
      id: 'player',
      header: t('common.player'),
      cell: (c) => (
        <Link to={`/players/${c.row.original.player.id}`}>
          <NameWithId name={c.getValue()} id={c.row.original.player.id} />
        </Link>
      ),
    }),
    col.accessor((w) => w.game.name ?? '—', {
      id: 'game',
      header: t('held_wins.game'),
      cell: (c) => (
        <>
          {c.getValue()}
          <br />
          <span className="muted">
            {t('held_wins.provider')}: {c.row.original.provider}
          </span>
        </>
      ),
    }),
    col.accessor('amount', {
      header: t('common.amount'),
      cell: (c) => <span className="num">{money(c.row.original, c.getValue())}</span>,
    }),
    col.accessor('cap', {
      header: t('held_wins.cap'),
      cell: (c) => (
        <>
          <span className="num">{money(c.row.original, c.getValue())}</span>
          <br />
          <span className="muted">{capText(c.row.original)}</span>
        </>
      ),
    }),
    col.accessor('round_id', {
      header: t('held_wins.round'),
      cell: (c) => <code className="slug">{c.getValue()}</code>,
    }),
    col.accessor('created_at', {
      header: t('common.age'),
      cell: (c) => <Age at={c.getValue()} />,
    }),
    col.display({
      id: 'review',
      header: t('held_wins.review'),
      cell: (c) => {
        const w = c.row.original;
        if (w.status === 'pending') {
          return (
            <div className="row-actions">
              <RowAction
                label={t('held_wins.pay')}
                name={t('held_wins.pay_n', { id: w.id })}
                tone="primary"
                onClick={() => setDecision({ win: w, action: 'pay' })}
              />
              <RowAction
                label={t('held_wins.refuse')}
                name={t('held_wins.refuse_n', { id: w.id })}
                tone="danger"
                onClick={() => setDecision({ win: w, action: 'refuse' })}
              />
            </div>
          );
        }
        return (
          <>
            <span className={w.status === 'paid' ? 'tag tag--ok' : 'tag tag--danger'}>
              {t(`held_wins.statuses.${w.status}`)}
            </span>{' '}
            <span className="muted">{formatDateTime(w.reviewed_at)}</span>
            {w.review_note ? <p className="held-wins__note">{w.review_note}</p> : null}
          </>
        );
      },
    }),
  ];

  const total = list.data?.meta.total ?? 0;
  const d = decision;
  const pendingShown = status === 'pending';
  return (
    <section className="held-wins" aria-labelledby="page-title">
      <PageHeader title={t('held_wins.title')} />
      <p className="hint">{t('held_wins.hint')}</p>
      <FilterBar
        label={t('held_wins.filters')}
        onSubmit={(e) => {
          e.preventDefault();
          setStatus(draft);
          setPage(1);
        }}
      >
        <Field id={filterId} label={t('held_wins.status')} narrow>
          <select id={filterId} value={draft} onChange={(e) => setDraft(e.target.value as Filter)}>
            {(['all', ...HELD_WIN_STATUSES] as const).map((s) => (
              <option key={s} value={s}>
                {t(`held_wins.statuses.${s}`)}
              </option>
            ))}
          </select>
        </Field>
      </FilterBar>
      <p className="count" role="status">
        {list.data
          ? t(pendingShown ? 'held_wins.count' : 'held_wins.listed', { count: total })
          : null}
      </p>
      <PagedTable
        query={list}
        caption={t('held_wins.title')}
        columns={columns}
        empty={t(pendingShown ? 'held_wins.empty_pending' : 'held_wins.empty')}
        pagesLabel={t('held_wins.pages')}
        onPage={setPage}
      />
      <ConfirmDialog
        open={d?.action === 'pay'}
        onOpenChange={(o) => !o && setDecision(null)}
        title={d ? t('held_wins.pay_title', { id: d.win.id }) : ''}
        description={
          d
            ? t('held_wins.pay_text', {
                amount: money(d.win, d.win.amount),
                player: d.win.player.username,
                cap_kind: capText(d.win),
                cap: money(d.win, d.win.cap),
              })
            : ''
        }
        confirmLabel={t('held_wins.pay')}
        pending={decide.isPending}
        onConfirm={() => d && decide.mutate(d)}
      />
      <NoteDialog
        open={d?.action === 'refuse'}
        onOpenChange={(o) => !o && setDecision(null)}
        title={d ? t('held_wins.refuse_title', { id: d.win.id }) : ''}
        description={
          d
            ? t('held_wins.refuse_text', {
                amount: money(d.win, d.win.amount),
                player: d.win.player.username,
              })
            : ''
        }
        confirmLabel={t('held_wins.refuse')}
        pending={decide.isPending}
        onSubmit={(note) => d && decide.mutate({ ...d, note })}
      />
    </section>
  );
}

/** Refusal: a staff-only note is required (it goes to the audit log, not to the player). */
function NoteDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pending,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  pending: boolean;
  onSubmit: (note: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<{ note: string }>({ defaultValues: { note: '' } });
  // Closed (cancelled or done): the next refusal starts with an empty note.
  useEffect(() => {
    if (!open) reset();
  }, [open, reset]);
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <form onSubmit={handleSubmit((v) => onSubmit(v.note.trim()))} noValidate>
        <TextAreaField
          id={`${id}-note`}
          label={t('held_wins.note')}
          rows={4}
          maxLength={1000}
          error={errors.note?.message}
          registration={register('note', { validate: notBlank(t('held_wins.note_required')) })}
        />
        <DialogActions label={confirmLabel} tone="danger" pending={pending} />
      </form>
    </Modal>
  );
}
