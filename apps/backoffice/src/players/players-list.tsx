import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { DataTable } from '../components/data-table.tsx';
import { Pager } from '../components/pager.tsx';
import { PageHeader, QueryState } from '../components/states.tsx';
import { formatDateTime, formatNumber } from '../lib/format.ts';
import { playerKeys, playersApi, type PlayerRow } from './api.ts';
import { countryInvalid, EMPTY_SEARCH, searchQuery, STATUSES, type SearchForm } from './logic.ts';
import { StatusBadge } from './parts.tsx';
import './players.css';

/** The form's state lives in the address (?q=&status=&country=&is_test=&page=): links keep it. */
function readSearch(params: URLSearchParams): SearchForm {
  const status = params.get('status') ?? '';
  const isTest = params.get('is_test') ?? '';
  return {
    q: params.get('q') ?? '',
    status: (STATUSES as readonly string[]).includes(status)
      ? (status as SearchForm['status'])
      : '',
    country: params.get('country') ?? '',
    is_test: isTest === '1' || isTest === '0' ? isTest : '',
  };
}

/** /players: search by id, nickname, e-mail, phone or name, with filters; a row opens the player. */
export function PlayersScreen() {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readSearch(params), [params]);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = searchQuery(filters, page);

  const list = useQuery({
    queryKey: playerKeys.list(query),
    queryFn: () => playersApi.search(query),
    placeholderData: keepPreviousData,
  });

  const form = useForm<SearchForm>({ values: filters });
  const apply = (v: SearchForm) => {
    const next = new URLSearchParams();
    for (const [k, val] of Object.entries(v)) if (val.trim()) next.set(k, val.trim());
    setParams(next);
  };

  const col = createColumnHelper<PlayerRow>();
  const columns = [
    col.accessor('id', {
      header: t('common.id'),
      cell: (c) => <span className="num">{c.getValue()}</span>,
    }),
    col.accessor('nickname', {
      header: t('players.nickname'),
      cell: (c) => (
        <Link to={`/players/${c.row.original.id}`} className="player-link">
          {c.getValue()}
        </Link>
      ),
    }),
    col.accessor('email', { header: t('players.email') }),
    col.accessor('mobile', { header: t('players.mobile'), cell: (c) => c.getValue() ?? '—' }),
    col.accessor((r) => [r.firstname, r.lastname].filter(Boolean).join(' ') || '—', {
      id: 'name',
      header: t('players.name'),
    }),
    col.accessor('country', { header: t('players.country') }),
    col.accessor('status', {
      header: t('common.status'),
      cell: (c) => (
        <>
          <StatusBadge status={c.getValue()} />
          {c.row.original.is_test ? (
            <span className="tag tag--info">{t('players.flags.test')}</span>
          ) : null}
        </>
      ),
    }),
    col.accessor('aml_level', { header: t('players.aml') }),
    col.accessor('created_at', {
      header: t('players.registered'),
      cell: (c) => formatDateTime(c.getValue()),
    }),
    col.accessor('last_login_at', {
      header: t('players.last_login'),
      cell: (c) => formatDateTime(c.getValue()),
    }),
  ];

  const rows = list.data?.data ?? [];
  const meta = list.data?.meta;
  const errors = form.formState.errors;
  return (
    <section aria-labelledby="page-title" className="players">
      <PageHeader title={t('players.title')} />
      <form
        className="filters"
        role="search"
        aria-label={t('players.search_label')}
        onSubmit={form.handleSubmit(apply)}
        noValidate
      >
        <div className="field players__q">
          <label htmlFor={`${id}-q`}>{t('players.search')}</label>
          <input
            id={`${id}-q`}
            type="search"
            maxLength={100}
            placeholder={t('players.search_hint')}
            {...form.register('q')}
          />
        </div>
        <div className="field field--narrow">
          <label htmlFor={`${id}-status`}>{t('common.status')}</label>
          <select id={`${id}-status`} {...form.register('status')}>
            <option value="">{t('common.all')}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`players.statuses.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field field--narrow">
          <label htmlFor={`${id}-country`}>{t('players.country')}</label>
          <input
            id={`${id}-country`}
            maxLength={2}
            size={4}
            placeholder="CZ"
            aria-invalid={errors.country ? true : undefined}
            aria-describedby={errors.country ? `${id}-country-error` : undefined}
            {...form.register('country', {
              validate: (v) => !countryInvalid(v) || t('players.country_invalid'),
            })}
          />
          {errors.country ? (
            <p className="field__error" id={`${id}-country-error`}>
              {errors.country.message}
            </p>
          ) : null}
        </div>
        <div className="field field--narrow">
          <label htmlFor={`${id}-test`}>{t('players.accounts')}</label>
          <select id={`${id}-test`} {...form.register('is_test')}>
            <option value="">{t('common.all')}</option>
            <option value="0">{t('players.real_only')}</option>
            <option value="1">{t('players.test_only')}</option>
          </select>
        </div>
        <div className="filters__actions">
          <button type="submit" className="btn btn--primary">
            {t('players.search_submit')}
          </button>
          <button
            type="button"
            className="btn"
            onClick={() => {
              form.reset(EMPTY_SEARCH);
              setParams(new URLSearchParams());
            }}
          >
            {t('common.clear')}
          </button>
        </div>
      </form>
      <p className="count" role="status">
        {meta ? t('players.count', { count: meta.total, n: formatNumber(meta.total) }) : null}
      </p>
      <QueryState
        isPending={list.isPending}
        error={list.error}
        isEmpty={rows.length === 0}
        empty={t('players.empty')}
        onRetry={() => void list.refetch()}
      >
        <div
          className="players__table"
          onClick={(e) => {
            // A click anywhere on a row opens the player (the nickname is the keyboard's link).
            const tr = (e.target as HTMLElement).closest('tbody tr');
            if (!tr || (e.target as HTMLElement).closest('a, button')) return;
            const index = Array.from(tr.parentElement?.children ?? []).indexOf(tr);
            const row = rows[index];
            if (row) void navigate(`/players/${row.id}`);
          }}
        >
          <DataTable
            caption={t('players.title')}
            columns={columns}
            data={rows}
            rowKey={(r) => r.id}
          />
        </div>
        {meta ? (
          <Pager
            page={meta.current_page}
            lastPage={meta.last_page}
            total={meta.total}
            label={t('players.pages')}
            onPage={(p) => {
              const next = new URLSearchParams(params);
              next.set('page', String(p));
              setParams(next);
            }}
          />
        ) : null}
      </QueryState>
    </section>
  );
}
