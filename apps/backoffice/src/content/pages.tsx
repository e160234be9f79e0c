import type { StaffPage, StaffPageSummary } from '@croupier/contract/staff-content';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { api, ApiError } from '../api/index.ts';
import { DataTable } from '../components/data-table.tsx';
import { ConfirmDialog } from '../components/dialogs.tsx';
import { errorText, PageHeader, QueryState } from '../components/states.tsx';
import { formatDateTime } from '../lib/format.ts';
import { useAction } from '../screens/use-action.ts';
import './content.css';
import { languageName, TranslationsEditor } from './language-tabs.tsx';
import { EditDeleteActions, EditorNotices, LanguageCodes } from './parts.tsx';
import {
  draftsFrom,
  emptyDraft,
  missingTitles,
  pageUpdateBody,
  sanitisedLanguages,
  type Drafts,
  type Language,
} from './model.ts';

/** CMS pages (content, admin): the site's static pages (`/{language}/{slug}`). */
export function PagesScreen() {
  const { t } = useTranslation();
  const id = useId();
  const [q, setQ] = useState('');
  const [search, setSearch] = useState('');
  const [deleting, setDeleting] = useState<StaffPageSummary | null>(null);
  const list = useQuery({
    queryKey: ['content-pages', search],
    queryFn: () =>
      api.get<{ data: StaffPageSummary[] }>('/pages', { query: { q: search } }).then((r) => r.data),
  });
  const remove = useAction((p: StaffPageSummary) => api.delete(`/pages/${p.id}`), {
    invalidate: [['content-pages']],
    success: (_r, p) => t('content.pages.deleted', { slug: p.slug }),
    onDone: () => setDeleting(null),
  });
  const col = createColumnHelper<StaffPageSummary>();
  const columns = [
    col.accessor('title', {
      header: t('content.title_field'),
      cell: (c) => <Link to={`/content/pages/${c.row.original.id}`}>{c.getValue()}</Link>,
    }),
    col.accessor('slug', {
      header: t('content.slug'),
      cell: (c) => <code>/{c.getValue()}</code>,
    }),
    col.accessor('languages', {
      header: t('content.languages'),
      cell: (c) => <LanguageCodes languages={c.getValue()} />,
    }),
    col.accessor('rank', { header: t('content.rank'), cell: (c) => c.getValue() }),
    col.accessor('created_at', {
      header: t('content.created'),
      cell: (c) => formatDateTime(c.getValue()),
    }),
    col.display({
      id: 'actions',
      header: t('common.actions'),
      cell: (c) => (
        <EditDeleteActions
          name={c.row.original.title}
          edit={`/content/pages/${c.row.original.id}`}
          onDelete={() => setDeleting(c.row.original)}
        />
      ),
    }),
  ];
  const rows = list.data ?? [];
  return (
    <section aria-labelledby="page-title">
      <PageHeader title={t('content.pages.title')}>
        <Link className="btn btn--primary" to="/content/pages/new">
          {t('content.pages.new')}
        </Link>
      </PageHeader>
      <form
        className="filters"
        role="search"
        aria-label={t('content.pages.search_label')}
        onSubmit={(e) => {
          e.preventDefault();
          setSearch(q.trim());
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-q`}>{t('content.pages.search')}</label>
          <input
            id={`${id}-q`}
            type="search"
            maxLength={100}
            value={q}
            onChange={(e) => setQ(e.target.value)}
          />
        </div>
        <div className="filters__actions">
          <button type="submit" className="btn btn--primary">
            {t('common.apply')}
          </button>
        </div>
      </form>
      <QueryState
        isPending={list.isPending}
        error={list.error}
        isEmpty={rows.length === 0}
        empty={search ? t('content.pages.none_found') : t('content.pages.empty')}
        onRetry={() => void list.refetch()}
      >
        <DataTable
          caption={t('content.pages.title')}
          columns={columns}
          data={rows}
          rowKey={(r) => r.id}
        />
      </QueryState>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={t('content.pages.delete_title')}
        description={t('content.pages.delete_text', { slug: deleting?.slug ?? '' })}
        confirmLabel={t('content.delete')}
        danger
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </section>
  );
}

/** One page: slug, rank and its translations (title, HTML, SEO) per language. */
export function PageEditorScreen() {
  const { id: param } = useParams();
  const isNew = param === 'new';
  const { t } = useTranslation();
  const page = useQuery({
    queryKey: ['content-page', param],
    queryFn: () => api.get<{ data: StaffPage }>(`/pages/${param}`).then((r) => r.data),
    enabled: !isNew,
  });
  if (isNew) return <PageForm page={null} />;
  return (
    <section aria-labelledby="page-title">
      <QueryState
        isPending={page.isPending}
        error={page.error}
        isEmpty={false}
        empty=""
        onRetry={() => void page.refetch()}
      >
        {page.data ? <PageForm key={page.data.id} page={page.data} /> : null}
      </QueryState>
      {page.isPending || page.error ? (
        <p>
          <Link to="/content/pages">{t('content.pages.back')}</Link>
        </p>
      ) : null}
    </section>
  );
}

function PageForm({ page }: { page: StaffPage | null }) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [slug, setSlug] = useState(page?.slug ?? '');
  const [rank, setRank] = useState(String(page?.rank ?? 0));
  const [drafts, setDrafts] = useState<Drafts>(() => {
    const d = draftsFrom(page?.translations ?? []);
    if (!page) d.en = { ...emptyDraft(), present: true };
    return d;
  });
  const [stored, setStored] = useState<string[]>(page?.languages ?? []);
  const [active, setActive] = useState<Language>('en');
  const [revision, setRevision] = useState(0);
  const [sanitised, setSanitised] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [dirty, setDirty] = useState(false);

  const slugInvalid = !/^[A-Za-z0-9_-]{1,100}$/.test(slug.trim());
  const rankValue = Number(rank);
  const rankInvalid = !Number.isInteger(rankValue) || rankValue < 0 || rankValue > 1_000_000;

  const save = async () => {
    setError(null);
    const noTitle = missingTitles(drafts);
    if (slugInvalid || rankInvalid || noTitle.length) {
      setError(
        noTitle.length
          ? t('content.titles_missing', { languages: noTitle.map(languageName).join(', ') })
          : t('content.check_fields'),
      );
      if (noTitle[0]) setActive(noTitle[0]);
      return;
    }
    const body = pageUpdateBody({ slug, rank: rankValue }, drafts, stored);
    if (!body.translations?.length) {
      setError(t('content.one_language'));
      return;
    }
    setSaving(true);
    try {
      const res = page
        ? await api.put<{ data: StaffPage }>(`/pages/${page.id}`, body)
        : await api.post<{ data: StaffPage }>('/pages', {
            slug: body.slug,
            rank: body.rank,
            translations: body.translations,
          });
      const saved = res.data;
      const changed = sanitisedLanguages(body.translations ?? [], saved.translations);
      // What the server stored is what the site serves: the editor shows it.
      setDrafts(draftsFrom(saved.translations));
      setStored(saved.languages);
      setSlug(saved.slug);
      setRevision((r) => r + 1);
      setSanitised(changed);
      setDirty(false);
      queryClient.setQueryData(['content-page', String(saved.id)], saved);
      void queryClient.invalidateQueries({ queryKey: ['content-pages'] });
      toast.success(t('content.pages.saved', { slug: saved.slug }));
      if (!page) void navigate(`/content/pages/${saved.id}`, { replace: true });
    } catch (err) {
      setError(
        err instanceof ApiError && err.fieldErrors.slug
          ? t('content.slug_taken')
          : errorText(t, err),
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className="content-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <PageHeader
        title={page ? t('content.pages.edit_title', { slug: page.slug }) : t('content.pages.new')}
      >
        <Link className="btn" to="/content/pages">
          {t('content.pages.back')}
        </Link>
        {page ? (
          <a
            className="btn"
            href={`/${active}/${page.slug}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('content.pages.view_on_site')}
          </a>
        ) : null}
        <button type="submit" className="btn btn--primary" disabled={saving}>
          {saving ? t('content.saving') : t('common.save')}
        </button>
      </PageHeader>
      <EditorNotices sanitised={sanitised} error={error} />
      {dirty ? <p className="hint">{t('content.unsaved')}</p> : null}
      <div className="content-form__meta">
        <div className="field">
          <label htmlFor={`${id}-slug`}>{t('content.slug')}</label>
          <input
            id={`${id}-slug`}
            value={slug}
            maxLength={100}
            aria-invalid={slugInvalid ? true : undefined}
            aria-describedby={`${id}-slug-hint`}
            onChange={(e) => {
              setSlug(e.target.value);
              setDirty(true);
            }}
          />
          <p className="hint" id={`${id}-slug-hint`}>
            {t('content.slug_hint', { path: `/${active}/${slug.trim() || '…'}` })}
          </p>
        </div>
        <div className="field field--narrow">
          <label htmlFor={`${id}-rank`}>{t('content.rank')}</label>
          <input
            id={`${id}-rank`}
            type="number"
            min={0}
            max={1_000_000}
            step={1}
            value={rank}
            aria-invalid={rankInvalid ? true : undefined}
            onChange={(e) => {
              setRank(e.target.value);
              setDirty(true);
            }}
          />
        </div>
      </div>
      <TranslationsEditor
        drafts={drafts}
        onDrafts={(d) => {
          setDrafts(d);
          setDirty(true);
        }}
        active={active}
        onActive={setActive}
        revision={revision}
      />
    </form>
  );
}
