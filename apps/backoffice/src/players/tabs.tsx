import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Paged } from '../api/types.ts';
import { DataTable } from '../components/data-table.tsx';
import { Modal } from '../components/dialogs.tsx';
import { Pager } from '../components/pager.tsx';
import { QueryState } from '../components/states.tsx';
import { useAction } from '../screens/use-action.ts';
import type { StaffRole } from '../shell/menu.ts';
import { formatDateTime, formatNumber } from '../lib/format.ts';
import { MessageForm } from './actions.tsx';
import {
  playerKeys,
  playersApi,
  type LedgerItem,
  type LimitHistoryItem,
  type Note,
  type PlayerMessage,
  type PlayerPayment,
  type PlayerProfile,
  type PlayerSession,
  type Revealed,
  type RoundItem,
} from './api.ts';
import {
  can,
  canSeeDocuments,
  LEDGER_TYPES,
  ledgerQuery,
  type LedgerFilters,
  type PlayerTab,
} from './logic.ts';
import { Facts, Money } from './parts.tsx';
import { InteractionForm } from '../safer/interaction-form.tsx';

type Props = { player: PlayerProfile; role: StaffRole | undefined };

export function PlayerTabPanel({ tab, ...props }: Props & { tab: PlayerTab }) {
  switch (tab) {
    case 'profile':
      return <ProfileTab {...props} />;
    case 'ledger':
      return <LedgerTab {...props} />;
    case 'rounds':
      return <RoundsTab {...props} />;
    case 'payments':
      return <PaymentsTab {...props} />;
    case 'limits':
      return <LimitsTab {...props} />;
    case 'kyc':
      return <KycTab {...props} />;
    case 'questionnaires':
      return <QuestionnairesTab {...props} />;
    case 'messages':
      return <MessagesTab {...props} />;
    case 'notes':
      return <NotesTab {...props} />;
    case 'sessions':
      return <SessionsTab {...props} />;
    case 'safer':
      return <SaferTab {...props} />;
  }
}

/** A paged list of one of the player's sub-resources. */
function usePaged<R>(
  player: PlayerProfile,
  tab: string,
  fetch: (page: number) => Promise<Paged<R>>,
) {
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: playerKeys.tab(player.id, tab, page),
    queryFn: () => fetch(page),
    placeholderData: keepPreviousData,
  });
  return { query, setPage };
}

function PagedTable<R>({
  caption,
  empty,
  columns,
  paged,
  rowKey,
}: {
  caption: string;
  empty: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<R, any>[];
  paged: { query: ReturnType<typeof useQuery<Paged<R>>>; setPage: (p: number) => void };
  rowKey: (r: R) => string | number;
}) {
  const { t } = useTranslation();
  const { query, setPage } = paged;
  const rows = query.data?.data ?? [];
  const meta = query.data?.meta;
  return (
    <QueryState
      isPending={query.isPending}
      error={query.error}
      isEmpty={rows.length === 0}
      empty={empty}
      onRetry={() => void query.refetch()}
    >
      <DataTable caption={caption} columns={columns} data={rows} rowKey={rowKey} />
      {meta && meta.last_page > 1 ? (
        <Pager
          page={meta.current_page}
          lastPage={meta.last_page}
          total={meta.total}
          onPage={setPage}
          label={t('players.pages_of', { what: caption })}
        />
      ) : null}
    </QueryState>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="player-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

// -------------------------------------------------------------------------------------- profile

function ProfileTab({ player, role }: Props) {
  const { t } = useTranslation();
  const [revealed, setRevealed] = useState<Revealed | null>(null);
  const reveal = useAction(() => playersApi.reveal(player.id), {
    invalidate: [],
    success: () => t('players.profile.revealed_toast'),
    onDone: () => undefined,
  });
  const shown = { ...player, ...(revealed ?? {}) } as PlayerProfile & Revealed;
  const address = shown.address;
  const yes = (v: boolean) => (v ? t('players.yes') : t('players.no'));
  return (
    <div className="player-profile">
      <div className="player-profile__bar">
        {revealed ? (
          <p className="notice notice--warn" role="status">
            {t('players.profile.revealed_note')}
          </p>
        ) : (
          <p className="hint">{t('players.profile.masked_note')}</p>
        )}
        {can(role, 'reveal') && !revealed ? (
          <button
            type="button"
            className="btn btn--small"
            disabled={reveal.isPending}
            onClick={() => reveal.mutate(undefined, { onSuccess: (data) => setRevealed(data) })}
          >
            {t('players.profile.reveal')}
          </button>
        ) : null}
        {revealed ? (
          <button type="button" className="btn btn--small" onClick={() => setRevealed(null)}>
            {t('players.profile.hide')}
          </button>
        ) : null}
      </div>
      <Facts
        items={[
          [
            t('players.email'),
            `${shown.email} (${player.email_verified ? t('players.verified') : t('players.not_verified')})`,
          ],
          [
            t('players.mobile'),
            shown.mobile
              ? `${shown.mobile} (${player.sms_verified ? t('players.verified') : t('players.not_verified')})`
              : '—',
          ],
          [t('players.firstname'), shown.firstname ?? '—'],
          [t('players.lastname'), shown.lastname ?? '—'],
          [t('players.dob'), shown.dob ?? '—'],
          [t('players.gender'), player.gender ?? '—'],
          [
            t('players.address'),
            [
              [address.street, address.street_number].filter(Boolean).join(' '),
              [address.postal_code, address.city].filter(Boolean).join(' '),
            ]
              .filter(Boolean)
              .join(', ') || '—',
          ],
          [t('players.country'), player.country],
          [t('players.nationality'), player.nationality ?? '—'],
          [t('players.birth_country'), player.birth_country ?? '—'],
          [t('players.language'), player.language],
          [t('players.currency'), player.currency],
          [t('players.registered'), formatDateTime(player.created_at)],
          [t('players.last_login'), formatDateTime(player.last_login_at)],
          [
            t('players.two_factor.label'),
            player.two_factor.enabled_at
              ? t('players.two_factor.on_since', {
                  at: formatDateTime(player.two_factor.enabled_at),
                })
              : t('players.two_factor.off'),
          ],
          [t('players.flags.pep'), yes(player.flags.is_pep)],
          [t('players.flags.ubo'), yes(player.flags.is_ubo)],
          ...(player.closed_at
            ? [[t('players.closed_at'), formatDateTime(player.closed_at)] as [string, ReactNode]]
            : []),
          ...(revealed?.ibans
            ? [
                [t('players.ibans'), revealed.ibans.map((i) => i.iban).join(', ') || '—'] as [
                  string,
                  ReactNode,
                ],
              ]
            : []),
        ]}
      />
    </div>
  );
}

// --------------------------------------------------------------------------------------- ledger

const EMPTY_LEDGER: LedgerFilters = { type: '', from: '', to: '' };

function LedgerTab({ player }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [filters, setFilters] = useState<LedgerFilters>(EMPTY_LEDGER);
  const [page, setPage] = useState(1);
  const form = useForm<LedgerFilters>({ defaultValues: EMPTY_LEDGER });
  const [rangeError, setRangeError] = useState(false);
  const q = ledgerQuery(filters, page) ?? {};
  const query = useQuery({
    queryKey: playerKeys.tab(player.id, 'ledger', q),
    queryFn: () => playersApi.ledger(player.id, q),
    placeholderData: keepPreviousData,
  });
  const money = (v: number | null) => (
    <Money minor={v} currency={player.currency} units={player.minor_units} />
  );
  const col = createColumnHelper<LedgerItem>();
  const columns = [
    col.accessor('id', { header: t('common.id') }),
    col.accessor('created_at', {
      header: t('players.when'),
      cell: (c) => formatDateTime(c.getValue()),
    }),
    col.accessor('operation', {
      header: t('players.ledger.type'),
      cell: (c) => t(`players.ledger.ops.${c.getValue()}`, { defaultValue: c.getValue() }),
    }),
    col.accessor('status', { header: t('common.status') }),
    col.accessor('amount', { header: t('common.amount'), cell: (c) => money(c.getValue()) }),
    col.accessor('cash', { header: t('players.balance.cash'), cell: (c) => money(c.getValue()) }),
    col.accessor('bonus', { header: t('players.balance.bonus'), cell: (c) => money(c.getValue()) }),
    col.accessor('cash_after', {
      header: t('players.ledger.cash_after'),
      cell: (c) => money(c.getValue()),
    }),
    col.accessor((r) => r.game_name ?? r.provider, {
      id: 'source',
      header: t('players.ledger.source'),
    }),
    col.accessor('reason', {
      header: t('players.ledger.reason'),
      cell: (c) => c.getValue() ?? '—',
    }),
  ];
  return (
    <>
      <form
        className="filters"
        aria-label={t('players.ledger.filters')}
        onSubmit={form.handleSubmit((v) => {
          if (!ledgerQuery(v, 1)) {
            setRangeError(true);
            return;
          }
          setRangeError(false);
          setPage(1);
          setFilters(v);
        })}
        noValidate
      >
        <div className="field field--narrow">
          <label htmlFor={`${id}-type`}>{t('players.ledger.type')}</label>
          <select id={`${id}-type`} {...form.register('type')}>
            <option value="">{t('common.all')}</option>
            {LEDGER_TYPES.map((o) => (
              <option key={o.id} value={o.id}>
                {t(`players.ledger.types.${o.name}`, { defaultValue: o.name })}
              </option>
            ))}
          </select>
        </div>
        <div className="field field--narrow">
          <label htmlFor={`${id}-from`}>{t('players.ledger.from')}</label>
          <input id={`${id}-from`} type="date" {...form.register('from')} />
        </div>
        <div className="field field--narrow">
          <label htmlFor={`${id}-to`}>{t('players.ledger.to')}</label>
          <input
            id={`${id}-to`}
            type="date"
            aria-invalid={rangeError ? true : undefined}
            aria-describedby={rangeError ? `${id}-range-error` : undefined}
            {...form.register('to')}
          />
        </div>
        <div className="filters__actions">
          <button type="submit" className="btn btn--primary">
            {t('common.apply')}
          </button>
          <button
            type="button"
            className="btn"
            onClick={() => {
              form.reset(EMPTY_LEDGER);
              setRangeError(false);
              setPage(1);
              setFilters(EMPTY_LEDGER);
            }}
          >
            {t('common.clear')}
          </button>
        </div>
        {rangeError ? (
          <p className="filters__error field__error" id={`${id}-range-error`} role="alert">
            {t('players.ledger.range_error')}
          </p>
        ) : null}
      </form>
      <PagedTable
        caption={t('players.tabs.ledger')}
        empty={t('players.ledger.empty')}
        columns={columns}
        paged={{ query, setPage }}
        rowKey={(r) => r.id}
      />
    </>
  );
}

// --------------------------------------------------------------------------------------- rounds

function RoundsTab({ player }: Props) {
  const { t } = useTranslation();
  const paged = usePaged(player, 'rounds', (p) => playersApi.rounds(player.id, p));
  const [open, setOpen] = useState<string | null>(null);
  const money = (v: number) => (
    <Money minor={v} currency={player.currency} units={player.minor_units} />
  );
  const col = createColumnHelper<RoundItem>();
  const columns = [
    col.accessor('created_at', {
      header: t('players.when'),
      cell: (c) => formatDateTime(c.getValue()),
    }),
    col.accessor('game_name', { header: t('players.rounds.game') }),
    col.accessor('status', {
      header: t('common.status'),
      cell: (c) => t(`players.rounds.states.${c.getValue()}`, { defaultValue: c.getValue() }),
    }),
    col.accessor('stake', { header: t('players.rounds.stake'), cell: (c) => money(c.getValue()) }),
    col.accessor('win', { header: t('players.rounds.win'), cell: (c) => money(c.getValue()) }),
    col.display({
      id: 'open',
      header: t('players.rounds.fairness'),
      cell: (c) => (
        <button
          type="button"
          className="btn btn--small"
          onClick={() => setOpen(c.row.original.id)}
          aria-label={t('players.rounds.open_n', { id: c.row.original.id })}
        >
          {t('players.rounds.open')}
        </button>
      ),
    }),
  ];
  return (
    <>
      <PagedTable
        caption={t('players.tabs.rounds')}
        empty={t('players.rounds.empty')}
        columns={columns}
        paged={paged}
        rowKey={(r) => r.id}
      />
      {open ? <RoundDialog player={player} roundId={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}

function RoundDialog({
  player,
  roundId,
  onClose,
}: {
  player: PlayerProfile;
  roundId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const round = useQuery({
    queryKey: playerKeys.tab(player.id, 'round', roundId),
    queryFn: () => playersApi.round(player.id, roundId),
  });
  const r = round.data;
  const money = (v: number) => (
    <Money minor={v} currency={player.currency} units={player.minor_units} />
  );
  return (
    <Modal
      open
      wide
      onOpenChange={(o) => !o && onClose()}
      title={t('players.rounds.title', { id: roundId })}
    >
      <QueryState
        isPending={round.isPending}
        error={round.error}
        isEmpty={false}
        empty=""
        onRetry={() => void round.refetch()}
      >
        {r ? (
          <>
            <Facts
              items={[
                [t('players.rounds.game'), r.game_name],
                [
                  t('common.status'),
                  t(`players.rounds.states.${r.status}`, { defaultValue: r.status }),
                ],
                [t('players.rounds.stake'), money(r.stake)],
                [t('players.rounds.win'), money(r.win)],
                [t('players.when'), formatDateTime(r.created_at)],
                [t('players.rounds.settled'), formatDateTime(r.settled_at)],
                [t('players.rounds.freespin'), r.freespin ? t('players.yes') : t('players.no')],
              ]}
            />
            <h3 className="player-subtitle">{t('players.rounds.fairness')}</h3>
            <Facts
              items={[
                [
                  t('players.rounds.seed_hash'),
                  <code className="mono-wrap">{r.fairness.seed_hash}</code>,
                ],
                [
                  t('players.rounds.server_seed'),
                  r.fairness.server_seed ? (
                    <code className="mono-wrap">{r.fairness.server_seed}</code>
                  ) : (
                    t('players.rounds.not_revealed')
                  ),
                ],
                [
                  t('players.rounds.client_seed'),
                  <code className="mono-wrap">{r.fairness.client_seed}</code>,
                ],
                [t('players.rounds.nonce'), formatNumber(r.fairness.nonce)],
              ]}
            />
            <h3 className="player-subtitle">{t('players.rounds.result')}</h3>
            <pre className="player-json" tabIndex={0} aria-label={t('players.rounds.result')}>
              {JSON.stringify({ bet: r.bet, view: r.view, actions: r.actions }, null, 2)}
            </pre>
          </>
        ) : null}
      </QueryState>
      <div className="dialog__actions">
        <button type="button" className="btn" onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
    </Modal>
  );
}

// ------------------------------------------------------------------------------------- payments

function PaymentsTab({ player }: Props) {
  const { t } = useTranslation();
  const paged = usePaged(player, 'payments', (p) => playersApi.payments(player.id, p));
  const col = createColumnHelper<PlayerPayment>();
  const columns = [
    col.accessor('id', { header: t('common.id') }),
    col.accessor('created_at', {
      header: t('players.when'),
      cell: (c) => formatDateTime(c.getValue()),
    }),
    col.accessor('type', {
      header: t('players.payments.type'),
      cell: (c) => t(`players.payments.types.${c.getValue()}`),
    }),
    col.accessor('amount', {
      header: t('common.amount'),
      cell: (c) => (
        <Money minor={c.getValue()} currency={c.row.original.currency} units={player.minor_units} />
      ),
    }),
    col.accessor('provider', { header: t('common.method') }),
    col.accessor('account', {
      header: t('players.payments.account'),
      cell: (c) => c.getValue() ?? '—',
    }),
    col.accessor('status', { header: t('common.status') }),
    col.accessor('reason', {
      header: t('players.payments.reason'),
      cell: (c) => c.getValue() ?? '—',
    }),
    col.accessor('finished_at', {
      header: t('players.payments.finished'),
      cell: (c) => formatDateTime(c.getValue()),
    }),
  ];
  return (
    <PagedTable
      caption={t('players.tabs.payments')}
      empty={t('players.payments.empty')}
      columns={columns}
      paged={paged}
      rowKey={(r) => r.id}
    />
  );
}

// --------------------------------------------------------------------------------------- limits

const MONEY_LIMITS = [
  'max_daily_deposit',
  'max_weekly_deposit',
  'max_monthly_deposit',
  'max_daily_bet',
  'max_daily_loss',
] as const;

function LimitsTab({ player }: Props) {
  const { t } = useTranslation();
  const paged = usePaged(player, 'limits', (p) => playersApi.limitHistory(player.id, p));
  const l = player.limits;
  const value = (field: string, v: number | null) => {
    if (v === null) return t('players.limits.none');
    if (field === 'max_daily_playing_time' || field === 'reality_minutes')
      return t('players.limits.minutes', { n: formatNumber(v) });
    if (field === 'self_exclusion') return formatNumber(v);
    return <Money minor={v} currency={player.currency} units={player.minor_units} />;
  };
  const col = createColumnHelper<LimitHistoryItem>();
  const columns = [
    col.accessor('created_at', {
      header: t('players.when'),
      cell: (c) => formatDateTime(c.getValue()),
    }),
    col.accessor('field', {
      header: t('players.limits.field'),
      cell: (c) => t(`players.limits.fields.${c.getValue()}`, { defaultValue: c.getValue() }),
    }),
    col.accessor('previous_value', {
      header: t('players.limits.before'),
      cell: (c) => value(c.row.original.field, c.getValue()),
    }),
    col.accessor('value', {
      header: t('players.limits.after'),
      cell: (c) =>
        c.row.original.type === 'self_exclusion'
          ? formatDateTime(c.row.original.expires_at)
          : value(c.row.original.field, c.getValue()),
    }),
    col.accessor('status', {
      header: t('common.status'),
      cell: (c) => t(`players.limits.states.${c.getValue()}`),
    }),
    col.accessor('activated_at', {
      header: t('players.limits.effective'),
      cell: (c) => formatDateTime(c.getValue()),
    }),
    col.accessor('decision_note', {
      header: t('players.limits.note'),
      cell: (c) => c.getValue() ?? c.row.original.reason ?? '—',
    }),
  ];
  return (
    <>
      <Section title={t('players.limits.current')}>
        <Facts
          items={[
            ...MONEY_LIMITS.map(
              (f) => [t(`players.limits.fields.${f}`), value(f, l[f])] as [string, ReactNode],
            ),
            [
              t('players.limits.fields.max_daily_playing_time'),
              value('max_daily_playing_time', l.max_daily_playing_time),
            ],
            [
              t('players.limits.fields.reality_minutes'),
              value('reality_minutes', l.reality_minutes),
            ],
            [
              t('players.limits.fields.self_exclusion'),
              l.self_excluded_until
                ? formatDateTime(l.self_excluded_until)
                : t('players.limits.none'),
            ],
            [t('players.limits.pending'), formatNumber(l.pending_requests)],
          ]}
        />
      </Section>
      <Section title={t('players.limits.history')}>
        <PagedTable
          caption={t('players.limits.history')}
          empty={t('players.limits.empty')}
          columns={columns}
          paged={paged}
          rowKey={(r) => r.id}
        />
      </Section>
    </>
  );
}

// ------------------------------------------------------------------------------------------ kyc

function KycTab({ player, role }: Props) {
  const { t } = useTranslation();
  const docs = useQuery({
    queryKey: playerKeys.tab(player.id, 'documents'),
    queryFn: () => playersApi.documents(player.id),
    enabled: canSeeDocuments(role),
  });
  const levels = player.kyc.levels;
  return (
    <>
      <Section title={t('players.kyc.levels')}>
        {levels.length === 0 ? (
          <p className="state state--empty">{t('players.kyc.no_levels')}</p>
        ) : (
          <div className="table-wrap">
            <table className="data-table">
              <caption className="sr-only">{t('players.kyc.levels')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('players.kyc.level')}</th>
                  <th scope="col">{t('common.status')}</th>
                  <th scope="col">{t('players.kyc.reject_reason')}</th>
                  <th scope="col">{t('players.kyc.updated')}</th>
                </tr>
              </thead>
              <tbody>
                {levels.map((l) => (
                  <tr key={l.id}>
                    <td>{t(`players.kyc_levels.${l.level}`, { defaultValue: l.level })}</td>
                    <td>{t(`players.kyc.states.${l.status}`, { defaultValue: l.status })}</td>
                    <td>{l.reject_reason ?? '—'}</td>
                    <td>{formatDateTime(l.updated_at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Section>
      <Section title={t('players.kyc.documents')}>
        {canSeeDocuments(role) ? (
          <>
            <p>
              <Link to="/queues/documents">{t('players.kyc.queue_link')}</Link>
            </p>
            <QueryState
              isPending={docs.isPending}
              error={docs.error}
              isEmpty={(docs.data ?? []).length === 0}
              empty={t('players.kyc.no_documents')}
              onRetry={() => void docs.refetch()}
            >
              <div className="table-wrap">
                <table className="data-table">
                  <caption className="sr-only">{t('players.kyc.documents')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('common.id')}</th>
                      <th scope="col">{t('players.kyc.doc_type')}</th>
                      <th scope="col">{t('common.status')}</th>
                      <th scope="col">{t('players.when')}</th>
                      <th scope="col">{t('players.kyc.reviewed')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {(docs.data ?? []).map((d) => (
                      <tr key={d.id}>
                        <td>{d.id}</td>
                        <td>{t(`documents.types.${d.type}`, { defaultValue: d.type })}</td>
                        <td>{t(`players.kyc.states.${d.status}`, { defaultValue: d.status })}</td>
                        <td>{formatDateTime(d.created_at)}</td>
                        <td>{formatDateTime(d.reviewed_at)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </QueryState>
          </>
        ) : (
          <p className="hint">{t('players.kyc.documents_role')}</p>
        )}
      </Section>
    </>
  );
}

// ------------------------------------------------------------------------------- questionnaires

function QuestionnairesTab({ player }: Props) {
  const { t } = useTranslation();
  const survey = useQuery({
    queryKey: playerKeys.tab(player.id, 'survey'),
    queryFn: () => playersApi.survey(player.id),
  });
  const s = survey.data;
  return (
    <QueryState
      isPending={survey.isPending}
      error={survey.error}
      isEmpty={false}
      empty=""
      onRetry={() => void survey.refetch()}
    >
      {s ? (
        <>
          <Section title={t('players.sowq.title')}>
            <Facts
              items={[
                [t('players.sowq.required'), s.is_required ? t('players.yes') : t('players.no')],
                [t('players.sowq.answered'), s.is_answered ? t('players.yes') : t('players.no')],
                [
                  t('players.sowq.reasons'),
                  s.reasons.length
                    ? s.reasons.map((r) => t(`players.sowq.reason_${r}`)).join(', ')
                    : '—',
                ],
                [
                  t('players.sowq.deposits'),
                  t('players.sowq.deposits_value', {
                    deposits: formatNumber(s.deposits_eur),
                    threshold: formatNumber(s.threshold_eur),
                  }),
                ],
              ]}
            />
          </Section>
          {s.responses.length === 0 ? (
            <p className="state state--empty">{t('players.sowq.no_answers')}</p>
          ) : (
            s.responses.map((resp) => (
              <Section
                key={resp.id}
                title={t('players.sowq.response', { when: formatDateTime(resp.created_at) })}
              >
                <div className="table-wrap">
                  <table className="data-table">
                    <caption className="sr-only">
                      {t('players.sowq.response', { when: formatDateTime(resp.created_at) })}
                    </caption>
                    <thead>
                      <tr>
                        <th scope="col">{t('players.sowq.question')}</th>
                        <th scope="col">{t('players.sowq.answer')}</th>
                        <th scope="col">{t('players.sowq.points')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {resp.answers.map((a) => (
                        <tr key={`${a.question_id}-${a.option_id ?? ''}`}>
                          <td>{a.question}</td>
                          <td>{a.answer ?? '—'}</td>
                          <td className="num">{a.aml_points}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </Section>
            ))
          )}
        </>
      ) : null}
    </QueryState>
  );
}

// ------------------------------------------------------------------------------------- messages

function MessagesTab({ player, role }: Props) {
  const { t } = useTranslation();
  const paged = usePaged(player, 'messages', (p) => playersApi.messages(player.id, p));
  const messages = paged.query.data?.data ?? [];
  const meta = paged.query.data?.meta;
  return (
    <>
      {can(role, 'message') && player.status !== 'closed' ? (
        <Section title={t('players.message.new')}>
          <p className="hint">{t('players.message.hint')}</p>
          <div className="player-form">
            <MessageForm playerId={player.id} />
          </div>
        </Section>
      ) : null}
      <Section title={t('players.message.conversation')}>
        <p className="hint">{t('players.message.conversation_hint')}</p>
        <QueryState
          isPending={paged.query.isPending}
          error={paged.query.error}
          isEmpty={messages.length === 0}
          empty={t('players.message.empty')}
          onRetry={() => void paged.query.refetch()}
        >
          <ul className="player-notes" aria-label={t('players.message.conversation')}>
            {messages.map((m: PlayerMessage) => (
              <li
                key={m.key}
                className={
                  m.direction === 'sent' ? 'player-note player-note--from-player' : 'player-note'
                }
              >
                <p className="player-note__meta">
                  <strong>
                    {m.direction === 'sent'
                      ? t('players.message.from_player', { name: player.nickname })
                      : m.staff
                        ? t('players.message.from_staff', { name: m.staff.name })
                        : t('players.message.from_platform')}
                  </strong>{' '}
                  · <time dateTime={m.created_at}>{formatDateTime(m.created_at)}</time>
                  {m.direction === 'received' ? (
                    <>
                      {' '}
                      ·{' '}
                      {m.read_at
                        ? t('players.message.read_at', { at: formatDateTime(m.read_at) })
                        : t('players.message.unread')}
                    </>
                  ) : null}
                </p>
                <p className="player-note__subject">{m.subject}</p>
                <p className="player-note__body">
                  {m.body ?? <span className="muted">{t('players.message.body_not_kept')}</span>}
                </p>
              </li>
            ))}
          </ul>
          {meta && meta.last_page > 1 ? (
            <Pager
              page={meta.current_page}
              lastPage={meta.last_page}
              total={meta.total}
              onPage={paged.setPage}
              label={t('players.pages_of', { what: t('players.message.conversation') })}
            />
          ) : null}
        </QueryState>
      </Section>
    </>
  );
}

// ---------------------------------------------------------------------------------------- notes

function NotesTab({ player, role }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const paged = usePaged(player, 'notes', (p) => playersApi.notes(player.id, p));
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<{ body: string }>({ defaultValues: { body: '' } });
  const add = useAction((body: string) => playersApi.addNote(player.id, body), {
    invalidate: [playerKeys.tab(player.id, 'notes').slice(0, 3)],
    success: () => t('players.notes.added'),
    onDone: () => reset(),
  });
  const notes = paged.query.data?.data ?? [];
  return (
    <>
      {can(role, 'note') ? (
        <form
          className="form player-form"
          onSubmit={handleSubmit((v) => add.mutate(v.body.trim()))}
          noValidate
        >
          <div className="field">
            <label htmlFor={`${id}-note`}>{t('players.notes.new')}</label>
            <textarea
              id={`${id}-note`}
              rows={3}
              maxLength={2000}
              aria-invalid={errors.body ? true : undefined}
              aria-describedby={errors.body ? `${id}-note-error` : undefined}
              {...register('body', {
                validate: (v) => v.trim().length > 0 || t('common.field_required'),
              })}
            />
            {errors.body ? (
              <p className="field__error" id={`${id}-note-error`}>
                {errors.body.message}
              </p>
            ) : null}
          </div>
          <div>
            <button type="submit" className="btn btn--primary" disabled={add.isPending}>
              {t('players.notes.add')}
            </button>
          </div>
        </form>
      ) : null}
      <QueryState
        isPending={paged.query.isPending}
        error={paged.query.error}
        isEmpty={notes.length === 0}
        empty={t('players.notes.empty')}
        onRetry={() => void paged.query.refetch()}
      >
        <ul className="player-notes" aria-label={t('players.tabs.notes')}>
          {notes.map((n: Note) => (
            <li key={n.id} className="player-note">
              <p className="player-note__meta">
                <strong>{n.staff.name}</strong>{' '}
                <time dateTime={n.created_at}>{formatDateTime(n.created_at)}</time>
              </p>
              <p className="player-note__body">{n.body}</p>
            </li>
          ))}
        </ul>
        {paged.query.data && paged.query.data.meta.last_page > 1 ? (
          <Pager
            page={paged.query.data.meta.current_page}
            lastPage={paged.query.data.meta.last_page}
            total={paged.query.data.meta.total}
            onPage={paged.setPage}
            label={t('players.pages_of', { what: t('players.tabs.notes') })}
          />
        ) : null}
      </QueryState>
    </>
  );
}

// ------------------------------------------------------------------------------------- sessions

function SessionsTab({ player }: Props) {
  const { t } = useTranslation();
  const paged = usePaged(player, 'sessions', (p) => playersApi.sessions(player.id, p));
  const col = createColumnHelper<PlayerSession>();
  const columns = [
    col.accessor('created_at', {
      header: t('players.sessions.started'),
      cell: (c) => formatDateTime(c.getValue()),
    }),
    col.accessor('last_activity_at', {
      header: t('players.sessions.last_activity'),
      cell: (c) => formatDateTime(c.getValue()),
    }),
    col.accessor('state', {
      header: t('common.status'),
      cell: (c) => t(`players.sessions.states.${c.getValue()}`),
    }),
    col.accessor('ip', { header: t('players.sessions.ip'), cell: (c) => c.getValue() ?? '—' }),
    col.accessor('country', { header: t('players.country'), cell: (c) => c.getValue() ?? '—' }),
    col.accessor((r) => [r.browser, r.os].filter(Boolean).join(' · ') || '—', {
      id: 'device',
      header: t('players.sessions.device'),
      cell: (c) => <span title={c.row.original.user_agent ?? undefined}>{c.getValue()}</span>,
    }),
    col.accessor('revoked_at', {
      header: t('players.sessions.ended'),
      cell: (c) => formatDateTime(c.getValue()),
    }),
  ];
  return (
    <PagedTable
      caption={t('players.tabs.sessions')}
      empty={t('players.sessions.empty')}
      columns={columns}
      paged={paged}
      rowKey={(r) => r.id}
    />
  );
}

// ---------------------------------------------------------------------------------------- safer

function SaferTab({ player, role }: Props) {
  const { t } = useTranslation();
  const safer = useQuery({
    queryKey: playerKeys.tab(player.id, 'safer'),
    queryFn: () => playersApi.safer(player.id),
  });
  const data = safer.data;
  const open = (data?.markers ?? []).filter((m) => m.status === 'open');
  return (
    <QueryState
      isPending={safer.isPending}
      error={safer.error}
      isEmpty={false}
      empty=""
      onRetry={() => void safer.refetch()}
    >
      {data ? (
        <>
          <Section title={t('players.safer.markers')}>
            {data.markers.length === 0 ? (
              <p className="state state--empty">{t('players.safer.no_markers')}</p>
            ) : (
              <div className="table-wrap">
                <table className="data-table">
                  <caption className="sr-only">{t('players.safer.markers')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('players.safer.marker')}</th>
                      <th scope="col">{t('players.safer.summary')}</th>
                      <th scope="col">{t('common.status')}</th>
                      <th scope="col">{t('players.safer.detected')}</th>
                      <th scope="col">{t('players.safer.review_note')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.markers.map((m) => (
                      <tr key={m.id}>
                        <td>{t(`safer.markers.${m.marker}`, { defaultValue: m.marker })}</td>
                        <td>{m.summary}</td>
                        <td>{t(`players.safer.states.${m.status}`)}</td>
                        <td>{formatDateTime(m.detected_at)}</td>
                        <td>{m.review_note ?? '—'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </Section>
          <Section title={t('players.safer.interactions')}>
            {data.interactions.length === 0 ? (
              <p className="state state--empty">{t('players.safer.no_interactions')}</p>
            ) : (
              <ul className="player-notes">
                {data.interactions.map((i) => (
                  <li key={i.id} className="player-note">
                    <p className="player-note__meta">
                      <strong>{i.staff_name}</strong> ·{' '}
                      {t(`safer.interaction.kinds.${i.kind}`, { defaultValue: i.kind })} ·{' '}
                      {t(`safer.interaction.channels.${i.channel}`, { defaultValue: i.channel })} ·{' '}
                      <time dateTime={i.created_at}>{formatDateTime(i.created_at)}</time>
                    </p>
                    <p className="player-note__body">{i.note}</p>
                  </li>
                ))}
              </ul>
            )}
          </Section>
          {can(role, 'interaction') ? (
            <InteractionForm playerId={player.id} playerName={player.nickname} openMarkers={open} />
          ) : null}
        </>
      ) : null}
    </QueryState>
  );
}
