import type { StaffTranslationRow } from '@croupier/contract/staff-content';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { api } from '../api/index.ts';
import type { Paged } from '../api/types.ts';
import { Pager } from '../components/pager.tsx';
import { errorText, PageHeader, QueryState } from '../components/states.tsx';
import { formatNumber } from '../lib/format.ts';
import './content.css';
import { languageName } from './language-tabs.tsx';
import { LANGUAGES, type Language } from './model.ts';

interface Group {
  group: string;
  keys: number;
  languages: Record<string, { count: number; missing: number }>;
}
interface Filters {
  group: string;
  language: Language;
  q: string;
  missing: boolean;
}
const PER_PAGE = 50;

/** The site's texts (content, admin): per group and language, missing ones, inline edit. */
export function TranslationsScreen() {
  const { t } = useTranslation();
  const id = useId();
  const [filters, setFilters] = useState<Filters>({
    group: '',
    language: 'de',
    q: '',
    missing: false,
  });
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const groups = useQuery({
    queryKey: ['content-translation-groups'],
    queryFn: () => api.get<{ data: Group[] }>('/translations/groups').then((r) => r.data),
  });
  const list = useQuery({
    queryKey: ['content-translations', filters, page],
    queryFn: () =>
      api.get<Paged<StaffTranslationRow>>('/translations', {
        query: {
          group: filters.group,
          language: filters.language,
          q: filters.q,
          missing: filters.missing ? 1 : undefined,
          page,
          per_page: PER_PAGE,
        },
      }),
    placeholderData: keepPreviousData,
  });
  const set = (patch: Partial<Filters>) => {
    setFilters({ ...filters, ...patch });
    setPage(1);
  };
  const rows = list.data?.data ?? [];
  const meta = list.data?.meta;
  return (
    <section aria-labelledby="page-title">
      <PageHeader title={t('content.translations.title')} />
      <form
        className="filters"
        role="search"
        aria-label={t('content.translations.filters')}
        onSubmit={(e) => {
          e.preventDefault();
          set({ q: q.trim() });
        }}
      >
        <div className="field field--narrow">
          <label htmlFor={`${id}-group`}>{t('content.translations.group')}</label>
          <select
            id={`${id}-group`}
            value={filters.group}
            onChange={(e) => set({ group: e.target.value })}
          >
            <option value="">{t('content.translations.all_groups')}</option>
            {(groups.data ?? []).map((g) => (
              <option key={g.group} value={g.group}>
                {g.group}
              </option>
            ))}
          </select>
        </div>
        <div className="field field--narrow">
          <label htmlFor={`${id}-language`}>{t('content.translations.language')}</label>
          <select
            id={`${id}-language`}
            value={filters.language}
            onChange={(e) => set({ language: e.target.value as Language })}
          >
            {LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {languageName(l)} ({l})
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-q`}>{t('content.translations.search')}</label>
          <input
            id={`${id}-q`}
            type="search"
            maxLength={200}
            value={q}
            onChange={(e) => setQ(e.target.value)}
          />
        </div>
        <div className="filters__actions">
          <button type="submit" className="btn btn--primary">
            {t('common.apply')}
          </button>
          <label className="inline-check">
            <input
              type="checkbox"
              role="switch"
              aria-checked={filters.missing}
              checked={filters.missing}
              disabled={filters.language === 'en'}
              onChange={(e) => set({ missing: e.target.checked })}
            />
            {t('content.translations.missing_only')}
          </label>
        </div>
      </form>
      <QueryState
        isPending={list.isPending}
        error={list.error}
        isEmpty={rows.length === 0}
        empty={
          filters.missing ? t('content.translations.none_missing') : t('content.translations.empty')
        }
        onRetry={() => void list.refetch()}
      >
        <div className="table-wrap">
          <table className="data-table">
            <caption className="sr-only">
              {t('content.translations.caption', { language: languageName(filters.language) })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('content.translations.key')}</th>
                <th scope="col">{t('content.translations.english')}</th>
                <th scope="col">{languageName(filters.language)}</th>
                <th scope="col">{t('common.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <TranslationRow key={`${r.group}:${r.key}:${r.language}`} row={r} />
              ))}
            </tbody>
          </table>
        </div>
        {meta ? (
          <Pager
            page={meta.current_page}
            lastPage={meta.last_page}
            total={meta.total}
            onPage={setPage}
            label={t('content.translations.pages')}
          />
        ) : null}
      </QueryState>
      <GroupsOverview
        groups={groups.data}
        error={groups.error}
        pending={groups.isPending}
        onRetry={() => void groups.refetch()}
        onPick={(group, language) => {
          setFilters({ group, language, q: '', missing: language !== 'en' });
          setQ('');
          setPage(1);
        }}
      />
    </section>
  );
}

function TranslationRow({ row }: { row: StaffTranslationRow }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [value, setValue] = useState(row.value ?? '');
  const [saved, setSaved] = useState(row.value);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const dirty = value !== (saved ?? '');
  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      const res = await api.put<{ data: StaffTranslationRow }>('/translations', {
        group: row.group,
        key: row.key,
        language: row.language,
        value,
      });
      setSaved(res.data.value);
      setValue(res.data.value ?? '');
      toast.success(t('content.translations.saved', { key: `${row.group}.${row.key}` }));
      void queryClient.invalidateQueries({ queryKey: ['content-translation-groups'] });
    } catch (err) {
      setError(errorText(t, err));
    } finally {
      setSaving(false);
    }
  };
  return (
    <tr>
      <td>
        <span className="tr-key">
          {row.group}.{row.key}
        </span>
        {saved === null ? (
          <div className="tr-missing">{t('content.translations.missing')}</div>
        ) : null}
      </td>
      <td className="tr-en" lang="en">
        {row.en_value ?? <span className="muted">—</span>}
      </td>
      <td>
        <label className="sr-only" htmlFor={`${id}-v`}>
          {t('content.translations.value_label', {
            key: `${row.group}.${row.key}`,
            language: languageName(row.language),
          })}
        </label>
        <textarea
          id={`${id}-v`}
          className="tr-value"
          lang={row.language}
          rows={Math.min(6, Math.max(1, Math.ceil((value.length || 1) / 60)))}
          maxLength={10_000}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-e` : undefined}
          onChange={(e) => setValue(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey) && dirty) {
              e.preventDefault();
              void save();
            }
          }}
        />
        {error ? (
          <p className="field__error" id={`${id}-e`}>
            {error}
          </p>
        ) : null}
      </td>
      <td>
        <button
          type="button"
          className="btn btn--small btn--primary"
          disabled={!dirty || saving}
          aria-label={t('content.translations.save_n', { key: `${row.group}.${row.key}` })}
          onClick={() => void save()}
        >
          {saving ? t('content.saving') : t('common.save')}
        </button>
      </td>
    </tr>
  );
}

function GroupsOverview({
  groups,
  error,
  pending,
  onRetry,
  onPick,
}: {
  groups: Group[] | undefined;
  error: unknown;
  pending: boolean;
  onRetry: () => void;
  onPick: (group: string, language: Language) => void;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="groups-title" className="groups-overview">
      <h2 id="groups-title">{t('content.translations.overview')}</h2>
      <p className="hint">{t('content.translations.overview_hint')}</p>
      <QueryState
        isPending={pending}
        error={error}
        isEmpty={!groups?.length}
        empty={t('content.translations.empty')}
        onRetry={onRetry}
      >
        <div className="table-wrap">
          <table className="data-table">
            <caption className="sr-only">{t('content.translations.overview')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('content.translations.group')}</th>
                <th scope="col" className="num">
                  {t('content.translations.keys')}
                </th>
                {LANGUAGES.filter((l) => l !== 'en').map((l) => (
                  <th key={l} scope="col" className="num">
                    <abbr title={languageName(l)}>{l.toUpperCase()}</abbr>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {(groups ?? []).map((g) => (
                <tr key={g.group}>
                  <th scope="row" className="row-head">
                    {g.group}
                  </th>
                  <td className="num">{formatNumber(g.keys)}</td>
                  {LANGUAGES.filter((l) => l !== 'en').map((l) => {
                    const missing = g.languages[l]?.missing ?? g.keys;
                    return (
                      <td key={l} className="num">
                        {missing ? (
                          <button
                            type="button"
                            className="link-button tr-missing"
                            aria-label={t('content.translations.missing_n', {
                              count: missing,
                              group: g.group,
                              language: languageName(l),
                            })}
                            onClick={() => onPick(g.group, l)}
                          >
                            {formatNumber(missing)}
                          </button>
                        ) : (
                          <span className="muted">0</span>
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </QueryState>
    </section>
  );
}
