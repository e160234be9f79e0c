import { BANNER_TAGS } from '@croupier/contract/constants';
import type { StaffBanner, StaffBannerCreate, StaffMedia } from '@croupier/contract/staff-content';
import * as Dialog from '@radix-ui/react-dialog';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { api, ApiError } from '../api/index.ts';
import type { Paged } from '../api/types.ts';
import { Modal } from '../components/dialogs.tsx';
import { Pager } from '../components/pager.tsx';
import { errorText, PageHeader, QueryState } from '../components/states.tsx';
import { formatDateTime } from '../lib/format.ts';
import { postFile } from './upload.ts';
import './content.css';
import {
  CheckField,
  DateTimeField,
  ListTable,
  RankField,
  SaveButton,
  SLUG_PATTERN,
  TextInputField,
  useDeleteConfirm,
  useSaveState,
} from './editor-shell.tsx';
import { LanguageTabs, languageName, MissingLanguage, RemoveLanguage } from './language-tabs.tsx';
import { EditDeleteActions, EditorNotices } from './parts.tsx';
import { fromLocalInput, LANGUAGES, toLocalInput, windowInOrder, type Language } from './model.ts';

type MediaInput = Omit<StaffMedia, 'id'>;
interface BannerText {
  present: boolean;
  title: string;
  subtitle: string;
  button_text: string;
}
interface MediaFile {
  path: string;
  url: string;
  content_type: string;
  size: number;
  created_at: string;
}

/** Uploads an image (png, jpeg) to the media store: its `/media/...` address. */
export const uploadMedia = (file: File) => postFile<MediaFile>('/media', file);

/** Banners (content, marketing, admin): the lobby's slides, their images and texts. */
export function BannersScreen() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<StaffBanner | 'new' | null>(null);
  const list = useQuery({
    queryKey: ['content-banners'],
    queryFn: () => api.get<{ data: StaffBanner[] }>('/banners').then((r) => r.data),
  });
  const remove = useDeleteConfirm<StaffBanner>({
    url: (b) => `/banners/${b.id}`,
    invalidate: ['content-banners'],
    deleted: (b) => t('content.banners.deleted', { key: b.key }),
    title: t('content.banners.delete_title'),
    text: (b) => t('content.banners.delete_text', { key: b?.key ?? '' }),
  });
  const col = createColumnHelper<StaffBanner>();
  const title = (b: StaffBanner) =>
    (b.translations.find((x) => x.language === 'en') ?? b.translations[0])?.title ?? b.key;
  const columns = [
    col.display({
      id: 'image',
      header: t('content.banners.image'),
      cell: (c) => {
        const m = c.row.original.medias.find((x) => !x.is_mobile) ?? c.row.original.medias[0];
        return m ? (
          <img className="thumb" src={m.url} alt={m.title || title(c.row.original)} />
        ) : (
          <span className="muted">{t('content.banners.no_image')}</span>
        );
      },
    }),
    col.accessor('key', {
      header: t('content.banners.key'),
      cell: (c) => <code>{c.getValue()}</code>,
    }),
    col.accessor((b) => title(b), { id: 'title', header: t('content.title_field') }),
    col.accessor('tags', {
      header: t('content.banners.tags'),
      cell: (c) => (
        <span className="lang-codes">
          {c.getValue().map((tag) => (
            <span key={tag} className="tag">
              {tag}
            </span>
          ))}
        </span>
      ),
    }),
    col.accessor('rank', { header: t('content.banners.order') }),
    col.accessor('active', {
      header: t('common.status'),
      cell: (c) =>
        c.getValue() ? (
          <span className="tag tag--ok">{t('content.banners.active')}</span>
        ) : (
          <span className="tag">{t('content.banners.inactive')}</span>
        ),
    }),
    col.accessor((b) => [b.valid_from, b.valid_to] as const, {
      id: 'window',
      header: t('content.banners.window'),
      cell: (c) => {
        const [from, to] = c.getValue();
        if (!from && !to) return <span className="muted">{t('content.banners.always')}</span>;
        return `${from ? formatDateTime(from) : '—'} – ${to ? formatDateTime(to) : t('content.promotions.open_ended')}`;
      },
    }),
    col.accessor('languages', {
      header: t('content.languages'),
      cell: (c) =>
        c
          .getValue()
          .map((l) => l.toUpperCase())
          .join(' '),
    }),
    col.display({
      id: 'actions',
      header: t('common.actions'),
      cell: (c) => (
        <EditDeleteActions
          name={c.row.original.key}
          edit={() => setEditing(c.row.original)}
          onDelete={() => remove.ask(c.row.original)}
        />
      ),
    }),
  ];
  const rows = [...(list.data ?? [])].sort((a, b) => a.rank - b.rank || a.id - b.id);
  return (
    <section aria-labelledby="page-title">
      <PageHeader title={t('content.banners.title')}>
        <button type="button" className="btn btn--primary" onClick={() => setEditing('new')}>
          {t('content.banners.new')}
        </button>
      </PageHeader>
      <ListTable
        caption={t('content.banners.title')}
        list={list}
        rows={rows}
        columns={columns}
        empty={t('content.banners.empty')}
      />
      {editing ? (
        <BannerDialog
          key={editing === 'new' ? 'new' : editing.id}
          banner={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {remove.dialog}
    </section>
  );
}

function textsFrom(banner: StaffBanner | null): Record<Language, BannerText> {
  const out = Object.fromEntries(
    LANGUAGES.map((l) => [l, { present: false, title: '', subtitle: '', button_text: '' }]),
  ) as Record<Language, BannerText>;
  for (const tr of banner?.translations ?? []) {
    if ((LANGUAGES as readonly string[]).includes(tr.language)) {
      out[tr.language as Language] = { present: true, ...tr };
    }
  }
  if (!banner) out.en.present = true;
  return out;
}

function BannerDialog({ banner, onClose }: { banner: StaffBanner | null; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const [key, setKey] = useState(banner?.key ?? '');
  const [rank, setRank] = useState(String(banner?.rank ?? 0));
  const [active, setActive] = useState(banner?.active ?? true);
  const [validFrom, setValidFrom] = useState(toLocalInput(banner?.valid_from ?? null));
  const [validTo, setValidTo] = useState(toLocalInput(banner?.valid_to ?? null));
  const [buttonUrl, setButtonUrl] = useState(banner?.button_url ?? '');
  const [medias, setMedias] = useState<MediaInput[]>(
    banner?.medias.map(({ id: _id, ...m }) => m) ?? [],
  );
  const [texts, setTexts] = useState(() => textsFrom(banner));
  const [lang, setLang] = useState<Language>('en');
  const [picking, setPicking] = useState(false);
  const [uploading, setUploading] = useState(false);
  const { error, setError, saving, check, hasLanguage, run } = useSaveState();

  const keyInvalid = !SLUG_PATTERN.test(key.trim());
  const windowReversed = !windowInOrder(validFrom, validTo);
  const urlInvalid = !/^(|\/[^\s"'<>]*|https:\/\/[^\s"'<>]+)$/.test(buttonUrl.trim());
  const text = texts[lang];
  const setText = (patch: Partial<BannerText>) =>
    setTexts({ ...texts, [lang]: { ...text, ...patch } });
  const addMedia = (url: string) =>
    setMedias((m) => [...m, { url, url_webp: null, title: '', tag: 'casino', is_mobile: false }]);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    setError(null);
    try {
      const f = await uploadMedia(file);
      addMedia(f.url);
      void queryClient.invalidateQueries({ queryKey: ['content-media'] });
      toast.success(t('content.banners.uploaded'));
    } catch (err) {
      setError(
        err instanceof ApiError && err.fieldErrors.file
          ? t('content.banners.upload_refused')
          : errorText(t, err),
      );
    } finally {
      setUploading(false);
    }
  };

  const save = async () => {
    const missing = LANGUAGES.filter((l) => texts[l].present && !texts[l].title.trim());
    if (!check(keyInvalid || urlInvalid || windowReversed, missing, setLang)) return;
    const translations = LANGUAGES.filter((l) => texts[l].present).map((l) => ({
      language: l,
      title: texts[l].title.trim(),
      subtitle: texts[l].subtitle.trim(),
      button_text: texts[l].button_text.trim(),
    }));
    if (!hasLanguage(translations.length)) return;
    const body: StaffBannerCreate = {
      key: key.trim(),
      rank: Number(rank) || 0,
      active,
      valid_from: fromLocalInput(validFrom),
      valid_to: fromLocalInput(validTo),
      button_url: buttonUrl.trim(),
      medias: medias.map((m) => ({ ...m, title: m.title.trim() })) as StaffBannerCreate['medias'],
      translations,
    };
    const removed = (banner?.languages ?? []).filter(
      (l) => !texts[l as Language]?.present,
    ) as Language[];
    await run(
      async () => {
        if (banner) {
          await api.put(`/banners/${banner.id}`, {
            ...body,
            ...(removed.length ? { remove_languages: removed } : {}),
          });
        } else {
          await api.post('/banners', body);
        }
        toast.success(t('content.banners.saved', { key: body.key }));
        await queryClient.invalidateQueries({ queryKey: ['content-banners'] });
        onClose();
      },
      (fields) =>
        fields.key
          ? t('content.banners.key_taken')
          : fields.valid_to
            ? t('content.window_reversed')
            : null,
    );
  };

  return (
    <Modal
      open
      wide
      onOpenChange={(o) => !o && onClose()}
      title={
        banner ? t('content.banners.edit_title', { key: banner.key }) : t('content.banners.new')
      }
    >
      <form
        className="content-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <EditorNotices error={error} />
        <div className="content-form__meta">
          <TextInputField
            id={`${id}-key`}
            label={t('content.banners.key')}
            value={key}
            maxLength={100}
            invalid={keyInvalid}
            onChange={setKey}
          />
          <RankField
            id={`${id}-rank`}
            label={t('content.banners.order')}
            value={rank}
            onChange={setRank}
          />
          <TextInputField
            id={`${id}-url`}
            label={t('content.banners.button_url')}
            value={buttonUrl}
            maxLength={500}
            placeholder="/casino"
            invalid={urlInvalid}
            hint={t('content.banners.button_url_hint')}
            onChange={setButtonUrl}
          />
          <CheckField checked={active} onChange={setActive} label={t('content.banners.active')} />
        </div>
        <fieldset>
          <legend>{t('content.banners.window')}</legend>
          <p className="hint">{t('content.banners.window_hint')}</p>
          <div className="content-form__meta">
            <DateTimeField
              id={`${id}-from`}
              label={t('content.banners.valid_from')}
              value={validFrom}
              onChange={setValidFrom}
            />
            <DateTimeField
              id={`${id}-to`}
              label={t('content.banners.valid_to')}
              value={validTo}
              onChange={setValidTo}
              error={windowReversed ? t('content.window_reversed') : null}
            />
          </div>
        </fieldset>

        <fieldset>
          <legend>{t('content.banners.images')}</legend>
          <div className="media-rows">
            {medias.length === 0 ? <p className="hint">{t('content.banners.no_image')}</p> : null}
            {medias.map((m, i) => (
              <div className="media-row" key={`${m.url}-${i}`}>
                <img className="thumb" src={m.url} alt="" />
                <div className="field">
                  <label htmlFor={`${id}-m${i}-title`}>{t('content.banners.image_title')}</label>
                  <input
                    id={`${id}-m${i}-title`}
                    value={m.title}
                    maxLength={200}
                    onChange={(e) =>
                      setMedias(
                        medias.map((x, j) => (j === i ? { ...x, title: e.target.value } : x)),
                      )
                    }
                  />
                </div>
                <div className="field">
                  <label htmlFor={`${id}-m${i}-tag`}>{t('content.banners.tag')}</label>
                  <select
                    id={`${id}-m${i}-tag`}
                    value={m.tag ?? ''}
                    onChange={(e) =>
                      setMedias(
                        medias.map((x, j) => (j === i ? { ...x, tag: e.target.value || null } : x)),
                      )
                    }
                  >
                    <option value="">{t('content.banners.untagged')}</option>
                    {BANNER_TAGS.map((tag) => (
                      <option key={tag} value={tag}>
                        {tag}
                      </option>
                    ))}
                  </select>
                </div>
                <label className="inline-check">
                  <input
                    type="checkbox"
                    checked={m.is_mobile}
                    onChange={(e) =>
                      setMedias(
                        medias.map((x, j) => (j === i ? { ...x, is_mobile: e.target.checked } : x)),
                      )
                    }
                  />
                  {t('content.banners.mobile')}
                </label>
                <button
                  type="button"
                  className="btn btn--small"
                  aria-label={t('content.banners.remove_image_n', { n: i + 1 })}
                  onClick={() => setMedias(medias.filter((_, j) => j !== i))}
                >
                  {t('content.banners.remove_image')}
                </button>
              </div>
            ))}
          </div>
          <div className="row-actions media-actions">
            <label className="btn btn--small" htmlFor={`${id}-file`}>
              {uploading ? t('content.banners.uploading') : t('content.banners.upload')}
            </label>
            <input
              id={`${id}-file`}
              className="sr-only"
              type="file"
              accept="image/png,image/jpeg"
              disabled={uploading}
              onChange={(e) => {
                void upload(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
            <button
              type="button"
              className="btn btn--small"
              aria-expanded={picking}
              onClick={() => setPicking((p) => !p)}
            >
              {t('content.banners.choose')}
            </button>
          </div>
          {picking ? (
            <MediaPicker
              onPick={(url) => {
                addMedia(url);
                setPicking(false);
              }}
            />
          ) : null}
        </fieldset>

        <LanguageTabs
          active={lang}
          onActive={setLang}
          marks={(l) => texts[l].present}
          label={t('content.languages')}
        />
        <div role="tabpanel" id="lang-panel" className="lang-panel" aria-label={languageName(lang)}>
          {text.present ? (
            <>
              <div className="field">
                <label htmlFor={`${id}-title`}>{t('content.title_field')}</label>
                <input
                  id={`${id}-title`}
                  lang={lang}
                  value={text.title}
                  maxLength={300}
                  aria-invalid={!text.title.trim() ? true : undefined}
                  onChange={(e) => setText({ title: e.target.value })}
                />
              </div>
              <div className="field">
                <label htmlFor={`${id}-subtitle`}>{t('content.banners.subtitle')}</label>
                <textarea
                  id={`${id}-subtitle`}
                  lang={lang}
                  rows={2}
                  maxLength={1000}
                  value={text.subtitle}
                  onChange={(e) => setText({ subtitle: e.target.value })}
                />
              </div>
              <div className="field">
                <label htmlFor={`${id}-button`}>{t('content.banners.button_text')}</label>
                <input
                  id={`${id}-button`}
                  lang={lang}
                  maxLength={100}
                  value={text.button_text}
                  onChange={(e) => setText({ button_text: e.target.value })}
                />
              </div>
              <RemoveLanguage language={lang} onRemove={() => setText({ present: false })} />
            </>
          ) : (
            <MissingLanguage language={lang} onAdd={() => setText({ present: true })} />
          )}
        </div>

        <div className="dialog__actions">
          <Dialog.Close asChild>
            <button type="button" className="btn">
              {t('common.cancel')}
            </button>
          </Dialog.Close>
          <SaveButton saving={saving} disabled={uploading} />
        </div>
      </form>
    </Modal>
  );
}

/** The uploaded images, newest first: one click adds it to the banner. */
function MediaPicker({ onPick }: { onPick: (url: string) => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ['content-media', page],
    queryFn: () => api.get<Paged<MediaFile>>('/media', { query: { page } }),
  });
  const rows = list.data?.data ?? [];
  return (
    <div className="media-picker">
      <QueryState
        isPending={list.isPending}
        error={list.error}
        isEmpty={rows.length === 0}
        empty={t('content.banners.media_empty')}
        onRetry={() => void list.refetch()}
      >
        <ul className="media-list" aria-label={t('content.banners.media_library')}>
          {rows.map((m) => (
            <li key={m.path}>
              <button type="button" onClick={() => onPick(m.url)}>
                <img src={m.url} alt="" />
                {m.path}
              </button>
            </li>
          ))}
        </ul>
        {list.data ? (
          <Pager
            page={list.data.meta.current_page}
            lastPage={list.data.meta.last_page}
            total={list.data.meta.total}
            onPage={setPage}
            label={t('content.banners.media_pages')}
          />
        ) : null}
      </QueryState>
    </div>
  );
}
