import type { StaffPage, StaffPageSummary } from '@croupier/contract/staff-content';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { api } from '../api/index.ts';
import { PageHeader } from '../components/states.tsx';
import { formatDateTime } from '../lib/format.ts';
import './content.css';
import {
  CheckField,
  EditorHeader,
  EditorScreen,
  ListTable,
  RankField,
  rankInvalid,
  SLUG_PATTERN,
  TextInputField,
  useDeleteConfirm,
  useTranslationsForm,
} from './editor-shell.tsx';
import { TranslationsEditor } from './language-tabs.tsx';
import { EditDeleteActions, EditorNotices, LanguageCodes } from './parts.tsx';
import { pageUpdateBody } from './model.ts';

/** CMS pages (content, admin): the site's static pages (`/{language}/{slug}`). */
export function PagesScreen() {
  const { t } = useTranslation();
  const id = useId();
  const [q, setQ] = useState('');
  const [search, setSearch] = useState('');
  const list = useQuery({
    queryKey: ['content-pages', search],
    queryFn: () =>
      api.get<{ data: StaffPageSummary[] }>('/pages', { query: { q: search } }).then((r) => r.data),
  });
  const remove = useDeleteConfirm<StaffPageSummary>({
    url: (p) => `/pages/${p.id}`,
    invalidate: ['content-pages'],
    deleted: (p) => t('content.pages.deleted', { slug: p.slug }),
    title: t('content.pages.delete_title'),
    text: (p) => t('content.pages.delete_text', { slug: p?.slug ?? '' }),
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
    col.accessor('is_active', {
      header: t('common.status'),
      cell: (c) => <ShownTag shown={c.getValue()} />,
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
          onDelete={() => remove.ask(c.row.original)}
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
      <ListTable
        caption={t('content.pages.title')}
        list={list}
        rows={rows}
        columns={columns}
        empty={search ? t('content.pages.none_found') : t('content.pages.empty')}
      />
      {remove.dialog}
    </section>
  );
}

/** Whether the site shows the page (an inactive one answers 404 there). */
function ShownTag({ shown }: { shown: boolean }) {
  const { t } = useTranslation();
  return shown ? (
    <span className="tag tag--ok">{t('content.pages.active')}</span>
  ) : (
    <span className="tag">{t('content.pages.inactive')}</span>
  );
}

/** One page: slug, rank, whether the site shows it, and its translations per language. */
export function PageEditorScreen() {
  const { t } = useTranslation();
  return (
    <EditorScreen<StaffPage>
      queryName="content-page"
      path="/pages"
      back={{ to: '/content/pages', label: t('content.pages.back') }}
    >
      {(page) => <PageForm key={page?.id ?? 'new'} page={page} />}
    </EditorScreen>
  );
}

function PageForm({ page }: { page: StaffPage | null }) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useTranslationsForm(page);
  const [slug, setSlug] = useState(page?.slug ?? '');
  const [rank, setRank] = useState(String(page?.rank ?? 0));
  const [isActive, setIsActive] = useState(page?.is_active ?? true);

  const slugInvalid = !SLUG_PATTERN.test(slug.trim());
  const rankWrong = rankInvalid(rank);

  const save = async () => {
    if (!form.check(slugInvalid || rankWrong)) return;
    const body = {
      ...pageUpdateBody({ slug, rank: Number(rank) }, form.drafts, form.stored),
      is_active: isActive,
    };
    if (!form.hasLanguage(body.translations?.length ?? 0)) return;
    await form.run(
      async () => {
        const res = page
          ? await api.put<{ data: StaffPage }>(`/pages/${page.id}`, body)
          : await api.post<{ data: StaffPage }>('/pages', {
              slug: body.slug,
              rank: body.rank,
              is_active: body.is_active,
              translations: body.translations,
            });
        const saved = res.data;
        // What the server stored is what the site serves: the editor shows it.
        form.applySaved(body.translations ?? [], saved);
        setSlug(saved.slug);
        setIsActive(saved.is_active);
        queryClient.setQueryData(['content-page', String(saved.id)], saved);
        void queryClient.invalidateQueries({ queryKey: ['content-pages'] });
        toast.success(t('content.pages.saved', { slug: saved.slug }));
        if (!page) void navigate(`/content/pages/${saved.id}`, { replace: true });
      },
      (fields) => (fields.slug ? t('content.slug_taken') : null),
    );
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
      <EditorHeader
        title={page ? t('content.pages.edit_title', { slug: page.slug }) : t('content.pages.new')}
        back={{ to: '/content/pages', label: t('content.pages.back') }}
        saving={form.saving}
      >
        {page ? (
          <a
            className="btn"
            href={`/${form.active}/${page.slug}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('content.pages.view_on_site')}
          </a>
        ) : null}
      </EditorHeader>
      <EditorNotices sanitised={form.sanitised} error={form.error} />
      {form.dirty ? <p className="hint">{t('content.unsaved')}</p> : null}
      <div className="content-form__meta">
        <TextInputField
          id={`${id}-slug`}
          label={t('content.slug')}
          value={slug}
          maxLength={100}
          invalid={slugInvalid}
          hint={t('content.slug_hint', { path: `/${form.active}/${slug.trim() || '…'}` })}
          onChange={form.edit(setSlug)}
        />
        <RankField
          id={`${id}-rank`}
          label={t('content.rank')}
          value={rank}
          invalid={rankWrong}
          onChange={form.edit(setRank)}
        />
        <CheckField
          checked={isActive}
          onChange={form.edit(setIsActive)}
          label={t('content.pages.shown')}
        />
      </div>
      {isActive ? null : <p className="hint">{t('content.pages.inactive_hint')}</p>}
      <TranslationsEditor
        drafts={form.drafts}
        onDrafts={form.setDrafts}
        active={form.active}
        onActive={form.setActive}
        revision={form.revision}
      />
    </form>
  );
}
