import type { StaffPromotion, StaffPromotionUpdate } from '@croupier/contract/staff-content';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { api } from '../api/index.ts';
import type { StaffCampaignRow } from '../api/types.ts';
import { useSession } from '../auth/use-session.ts';
import { errorText, PageHeader } from '../components/states.tsx';
import { formatDateTime } from '../lib/format.ts';
import './content.css';
import {
  CheckField,
  DateTimeField,
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
import { fromLocalInput, toLocalInput, translationsBody } from './model.ts';

/** Promotions (content, marketing, admin): the site's promotion pages and their campaign. */
export function PromotionsScreen() {
  const { t } = useTranslation();
  const list = useQuery({
    queryKey: ['content-promotions'],
    queryFn: () => api.get<{ data: StaffPromotion[] }>('/promotions').then((r) => r.data),
  });
  const remove = useDeleteConfirm<StaffPromotion>({
    url: (p) => `/promotions/${p.id}`,
    invalidate: ['content-promotions'],
    deleted: (p) => t('content.promotions.deleted', { slug: p.slug }),
    title: t('content.promotions.delete_title'),
    text: (p) => t('content.promotions.delete_text', { slug: p?.slug ?? '' }),
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
          onDelete={() => remove.ask(c.row.original)}
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
      <ListTable
        caption={t('content.promotions.title')}
        list={list}
        rows={rows}
        columns={columns}
        empty={t('content.promotions.empty')}
      />
      {remove.dialog}
    </section>
  );
}

export function PromotionEditorScreen() {
  return (
    <EditorScreen<StaffPromotion> queryName="content-promotion" path="/promotions">
      {(promo) => <PromotionForm key={promo?.id ?? 'new'} promo={promo} />}
    </EditorScreen>
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
  const form = useTranslationsForm(promo);
  const [slug, setSlug] = useState(promo?.slug ?? '');
  const [rank, setRank] = useState(String(promo?.rank ?? 0));
  const [validFrom, setValidFrom] = useState(toLocalInput(promo?.valid_from ?? null));
  const [validTo, setValidTo] = useState(toLocalInput(promo?.valid_to ?? null));
  const [campaignVisible, setCampaignVisible] = useState(promo?.campaign_visible ?? false);
  const [campaignId, setCampaignId] = useState(promo?.campaign ? String(promo.campaign.id) : '');

  const slugInvalid = !SLUG_PATTERN.test(slug.trim());
  const rankWrong = rankInvalid(rank);

  const save = async () => {
    if (!form.check(slugInvalid || rankWrong)) return;
    const { translations, remove_languages } = translationsBody(form.drafts, form.stored, {
      comment: true,
    });
    if (!form.hasLanguage(translations.length)) return;
    const body: StaffPromotionUpdate = {
      slug: slug.trim(),
      rank: Number(rank),
      valid_from: fromLocalInput(validFrom),
      valid_to: fromLocalInput(validTo),
      campaign_visible: campaignVisible,
      translations,
      ...(canListCampaigns ? { campaign_id: campaignId ? Number(campaignId) : null } : {}),
    };
    await form.run(
      async () => {
        const res = promo
          ? await api.put<{ data: StaffPromotion }>(`/promotions/${promo.id}`, {
              ...body,
              ...(remove_languages.length ? { remove_languages } : {}),
            })
          : await api.post<{ data: StaffPromotion }>('/promotions', body);
        const saved = res.data;
        form.applySaved(translations, saved);
        queryClient.setQueryData(['content-promotion', String(saved.id)], saved);
        void queryClient.invalidateQueries({ queryKey: ['content-promotions'] });
        toast.success(t('content.promotions.saved', { slug: saved.slug }));
        if (!promo) void navigate(`/content/promotions/${saved.id}`, { replace: true });
      },
      (fields) =>
        fields.slug
          ? t('content.slug_taken')
          : fields.campaign_id
            ? t('content.promotions.campaign_missing')
            : fields.valid_to
              ? t('content.window_reversed')
              : null,
    );
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
      <EditorHeader
        title={
          promo
            ? t('content.promotions.edit_title', { slug: promo.slug })
            : t('content.promotions.new')
        }
        back={{ to: '/content/promotions', label: t('content.promotions.back') }}
        saving={form.saving}
      />
      <EditorNotices sanitised={form.sanitised} error={form.error} />
      <div className="content-form__meta">
        <TextInputField
          id={`${id}-slug`}
          label={t('content.slug')}
          value={slug}
          maxLength={100}
          invalid={slugInvalid}
          onChange={form.edit(setSlug)}
        />
        <RankField
          id={`${id}-rank`}
          label={t('content.rank')}
          value={rank}
          invalid={rankWrong}
          onChange={form.edit(setRank)}
        />
        <DateTimeField
          id={`${id}-from`}
          label={t('content.promotions.valid_from')}
          value={validFrom}
          onChange={form.edit(setValidFrom)}
        />
        <DateTimeField
          id={`${id}-to`}
          label={t('content.promotions.valid_to')}
          value={validTo}
          onChange={form.edit(setValidTo)}
        />
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
              onChange={(e) => form.edit(setCampaignId)(e.target.value)}
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
        <CheckField
          checked={campaignVisible}
          onChange={form.edit(setCampaignVisible)}
          label={t('content.promotions.campaign_visible')}
        />
      </fieldset>
      {promo?.medias.length ? (
        <div className="thumbs" aria-label={t('content.promotions.images')}>
          {promo.medias.map((m) => (
            <img key={m.id} className="thumb" src={m.url} alt={m.title || m.url} />
          ))}
        </div>
      ) : null}
      <TranslationsEditor
        drafts={form.drafts}
        onDrafts={form.setDrafts}
        active={form.active}
        onActive={form.setActive}
        revision={form.revision}
        withComment
      />
    </form>
  );
}
