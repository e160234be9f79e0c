import type { StaffPromotion, StaffPromotionUpdate } from '@croupier/contract/staff-content';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { api, ApiError } from '../api/index.ts';
import type { StaffCampaignRow } from '../api/types.ts';
import { useSession } from '../auth/use-session.ts';
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
  fromLocalInput,
  missingTitles,
  sanitisedLanguages,
  toLocalInput,
  translationsBody,
  type Drafts,
  type Language,
} from './model.ts';

/** Promotions (content, marketing, admin): the site's promotion pages and their campaign. */
export function PromotionsScreen() {
  const { t } = useTranslation();
  const [deleting, setDeleting] = useState<StaffPromotion | null>(null);
  const list = useQuery({
    queryKey: ['content-promotions'],
    queryFn: () => api.get<{ data: StaffPromotion[] }>('/promotions').then((r) => r.data),
  });
  const remove = useAction((p: StaffPromotion) => api.delete(`/promotions/${p.id}`), {
    invalidate: [['content-promotions']],
    success: (_r, p) => t('content.promotions.deleted', { slug: p.slug }),
    onDone: () => setDeleting(null),
  });
  const col = createColumnHelper<StaffPromotion>();
  const columns = [
    col.accessor('title', {
      header: t('content.title_field'),
      cell: (c) => <Link to={`/content/promotions/${c.row.original.id}`}>{c.getValue()}</Link>,
    }),
    col.accessor('slug', {
      header: t('content.slug'),
      cell: (c) => <code>/promotion/{c.getValue()}</code>,
    }),
    col.accessor('campaign', {
      header: t('content.promotions.campaign'),
      cell: (c) => {
        const v = c.getValue();
        return v ? `${v.name} (${v.code})` : <span className="muted">{t('content.none')}</span>;
      },
    }),
    col.accessor((p) => [p.valid_from, p.valid_to] as const, {
      id: 'valid',
      header: t('content.promotions.valid'),
      cell: (c) => {
        const [from, to] = c.getValue();
        return `${from ? formatDateTime(from) : '—'} – ${to ? formatDateTime(to) : t('content.promotions.open_ended')}`;
      },
    }),
    col.accessor('languages', {
      header: t('content.languages'),
      cell: (c) => <LanguageCodes languages={c.getValue()} />,
    }),
    col.display({
      id: 'actions',
      header: t('common.actions'),
      cell: (c) => (
        <EditDeleteActions
          name={c.row.original.title}
          edit={`/content/promotions/${c.row.original.id}`}
          onDelete={() => setDeleting(c.row.original)}
        />
      ),
    }),
  ];
  const rows = list.data ?? [];
  return (
    <section aria-labelledby="page-title">
      <PageHeader title={t('content.promotions.title')}>
        <Link className="btn btn--primary" to="/content/promotions/new">
          {t('content.promotions.new')}
        </Link>
      </PageHeader>
      <QueryState
        isPending={list.isPending}
        error={list.error}
        isEmpty={rows.length === 0}
        empty={t('content.promotions.empty')}
        onRetry={() => void list.refetch()}
      >
        <DataTable
          caption={t('content.promotions.title')}
          columns={columns}
          data={rows}
          rowKey={(r) => r.id}
        />
      </QueryState>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={t('content.promotions.delete_title')}
        description={t('content.promotions.delete_text', { slug: deleting?.slug ?? '' })}
        confirmLabel={t('content.delete')}
        danger
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </section>
  );
}

export function PromotionEditorScreen() {
  const { id: param } = useParams();
  const isNew = param === 'new';
  const promo = useQuery({
    queryKey: ['content-promotion', param],
    queryFn: () => api.get<{ data: StaffPromotion }>(`/promotions/${param}`).then((r) => r.data),
    enabled: !isNew,
  });
  if (isNew) return <PromotionForm promo={null} />;
  return (
    <section aria-labelledby="page-title">
      <QueryState
        isPending={promo.isPending}
        error={promo.error}
        isEmpty={false}
        empty=""
        onRetry={() => void promo.refetch()}
      >
        {promo.data ? <PromotionForm key={promo.data.id} promo={promo.data} /> : null}
      </QueryState>
    </section>
  );
}

function PromotionForm({ promo }: { promo: StaffPromotion | null }) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const role = useSession()?.staff.role;
  // Campaigns are listed for admin and marketing only; content keeps the link as it is.
  const canListCampaigns = role === 'admin' || role === 'marketing';
  const campaigns = useQuery({
    queryKey: ['campaigns'],
    queryFn: () => api.get<{ data: StaffCampaignRow[] }>('/campaigns').then((r) => r.data),
    enabled: canListCampaigns,
  });
  const [slug, setSlug] = useState(promo?.slug ?? '');
  const [rank, setRank] = useState(String(promo?.rank ?? 0));
  const [validFrom, setValidFrom] = useState(toLocalInput(promo?.valid_from ?? null));
  const [validTo, setValidTo] = useState(toLocalInput(promo?.valid_to ?? null));
  const [campaignVisible, setCampaignVisible] = useState(promo?.campaign_visible ?? false);
  const [campaignId, setCampaignId] = useState(promo?.campaign ? String(promo.campaign.id) : '');
  const [drafts, setDrafts] = useState<Drafts>(() => {
    const d = draftsFrom(promo?.translations ?? []);
    if (!promo) d.en = { ...emptyDraft(), present: true };
    return d;
  });
  const [stored, setStored] = useState<string[]>(promo?.languages ?? []);
  const [active, setActive] = useState<Language>('en');
  const [revision, setRevision] = useState(0);
  const [sanitised, setSanitised] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

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
    const { translations, remove_languages } = translationsBody(drafts, stored, { comment: true });
    if (!translations.length) {
      setError(t('content.one_language'));
      return;
    }
    const body: StaffPromotionUpdate = {
      slug: slug.trim(),
      rank: rankValue,
      valid_from: fromLocalInput(validFrom),
      valid_to: fromLocalInput(validTo),
      campaign_visible: campaignVisible,
      translations,
      ...(canListCampaigns ? { campaign_id: campaignId ? Number(campaignId) : null } : {}),
    };
    setSaving(true);
    try {
      const res = promo
        ? await api.put<{ data: StaffPromotion }>(`/promotions/${promo.id}`, {
            ...body,
            ...(remove_languages.length ? { remove_languages } : {}),
          })
        : await api.post<{ data: StaffPromotion }>('/promotions', body);
      const saved = res.data;
      setSanitised(sanitisedLanguages(translations, saved.translations));
      setDrafts(draftsFrom(saved.translations));
      setStored(saved.languages);
      setRevision((r) => r + 1);
      queryClient.setQueryData(['content-promotion', String(saved.id)], saved);
      void queryClient.invalidateQueries({ queryKey: ['content-promotions'] });
      toast.success(t('content.promotions.saved', { slug: saved.slug }));
      if (!promo) void navigate(`/content/promotions/${saved.id}`, { replace: true });
    } catch (err) {
      const fields = err instanceof ApiError ? err.fieldErrors : {};
      setError(
        fields.slug
          ? t('content.slug_taken')
          : fields.campaign_id
            ? t('content.promotions.campaign_missing')
            : errorText(t, err),
      );
    } finally {
      setSaving(false);
    }
  };

  const campaignOptions = campaigns.data ?? [];
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
        title={
          promo
            ? t('content.promotions.edit_title', { slug: promo.slug })
            : t('content.promotions.new')
        }
      >
        <Link className="btn" to="/content/promotions">
          {t('content.promotions.back')}
        </Link>
        <button type="submit" className="btn btn--primary" disabled={saving}>
          {saving ? t('content.saving') : t('common.save')}
        </button>
      </PageHeader>
      <EditorNotices sanitised={sanitised} error={error} />
      <div className="content-form__meta">
        <div className="field">
          <label htmlFor={`${id}-slug`}>{t('content.slug')}</label>
          <input
            id={`${id}-slug`}
            value={slug}
            maxLength={100}
            aria-invalid={slugInvalid ? true : undefined}
            onChange={(e) => setSlug(e.target.value)}
          />
        </div>
        <div className="field field--narrow">
          <label htmlFor={`${id}-rank`}>{t('content.rank')}</label>
          <input
            id={`${id}-rank`}
            type="number"
            min={0}
            step={1}
            value={rank}
            aria-invalid={rankInvalid ? true : undefined}
            onChange={(e) => setRank(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-from`}>{t('content.promotions.valid_from')}</label>
          <input
            id={`${id}-from`}
            type="datetime-local"
            value={validFrom}
            onChange={(e) => setValidFrom(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-to`}>{t('content.promotions.valid_to')}</label>
          <input
            id={`${id}-to`}
            type="datetime-local"
            value={validTo}
            onChange={(e) => setValidTo(e.target.value)}
          />
        </div>
      </div>
      <fieldset>
        <legend>{t('content.promotions.campaign')}</legend>
        {canListCampaigns ? (
          <div className="field">
            <label htmlFor={`${id}-campaign`}>{t('content.promotions.linked_campaign')}</label>
            <select
              id={`${id}-campaign`}
              value={campaignId}
              disabled={campaigns.isPending}
              onChange={(e) => setCampaignId(e.target.value)}
            >
              <option value="">{t('content.promotions.no_campaign')}</option>
              {campaignOptions.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name} ({c.code}) —{' '}
                  {t(`campaigns.states.${c.state}`, { defaultValue: c.state })}
                </option>
              ))}
            </select>
            {campaigns.error ? (
              <p className="field__error">{errorText(t, campaigns.error)}</p>
            ) : null}
          </div>
        ) : (
          <p>
            {promo?.campaign
              ? t('content.promotions.linked_to', {
                  name: promo.campaign.name,
                  code: promo.campaign.code,
                })
              : t('content.promotions.no_campaign')}{' '}
            <span className="hint">{t('content.promotions.campaign_marketing')}</span>
          </p>
        )}
        <label className="inline-check">
          <input
            type="checkbox"
            checked={campaignVisible}
            onChange={(e) => setCampaignVisible(e.target.checked)}
          />
          {t('content.promotions.campaign_visible')}
        </label>
      </fieldset>
      {promo?.medias.length ? (
        <div className="thumbs" aria-label={t('content.promotions.images')}>
          {promo.medias.map((m) => (
            <img key={m.id} className="thumb" src={m.url} alt={m.title || m.url} />
          ))}
        </div>
      ) : null}
      <TranslationsEditor
        drafts={drafts}
        onDrafts={setDrafts}
        active={active}
        onActive={setActive}
        revision={revision}
        withComment
      />
    </form>
  );
}
