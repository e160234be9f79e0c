import { LANGUAGES } from '@croupier/contract/constants';
import type {
  StaffGame,
  StaffGamesResponse,
  StaffSection,
  StaffSectionCreateBody,
  StaffSectionOrderResponse,
  StaffSectionUpdateBody,
} from '@croupier/contract/staff-casino';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import * as Dialog from '@radix-ui/react-dialog';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { api, ApiError } from '../api/index.ts';
import { Modal } from '../components/dialogs.tsx';
import { errorText, PageHeader, QueryState } from '../components/states.tsx';
import { formatNumber } from '../lib/format.ts';
import '../content/content.css';
import { useSections } from './games.tsx';
import {
  LABEL_MAX,
  labelsChange,
  labelsForm,
  moveItem,
  orderChanged,
  reorder,
  sectionNameOk,
  sectionSlugOk,
  type LabelsForm,
} from './model.ts';
import { useCanEditCatalog } from './providers.tsx';

/** Every game of a section (the order's names and images), all pages. */
async function sectionGames(sectionId: number): Promise<StaffGame[]> {
  const out: StaffGame[] = [];
  for (let page = 1; page <= 50; page++) {
    const res = await api.get<StaffGamesResponse>('/casino/games', {
      query: { section_id: sectionId, page, per_page: 200 },
    });
    out.push(...res.data);
    if (page >= res.meta.last_page) break;
  }
  return out;
}

/** Lobby sections: list, create, edit (visibility, titles per language), a section's game order. */
export function SectionsScreen() {
  const { t } = useTranslation();
  const canEdit = useCanEditCatalog();
  const sections = useSections();
  const [selected, setSelected] = useState<number | null>(null);
  const [editing, setEditing] = useState<StaffSection | 'new' | null>(null);
  const list = sections.data ?? [];
  const current = list.find((s) => s.id === selected) ?? list[0];
  return (
    <section aria-labelledby="page-title">
      <PageHeader title={t('casino.sections.title')}>
        {canEdit ? (
          <button type="button" className="btn btn--primary" onClick={() => setEditing('new')}>
            {t('casino.sections.new')}
          </button>
        ) : null}
      </PageHeader>
      <QueryState
        isPending={sections.isPending}
        error={sections.error}
        isEmpty={list.length === 0}
        empty={t('casino.sections.empty')}
        onRetry={() => void sections.refetch()}
      >
        <div className="split">
          <div className="table-wrap">
            <table className="data-table">
              <caption className="sr-only">{t('casino.sections.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('casino.sections.name')}</th>
                  <th scope="col">{t('casino.sections.label')}</th>
                  <th scope="col">{t('casino.sections.visible')}</th>
                  <th scope="col" className="num">
                    {t('casino.sections.games')}
                  </th>
                  <th scope="col">{t('common.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {list.map((s) => (
                  <tr key={s.id} aria-current={s.id === current?.id ? 'true' : undefined}>
                    <th scope="row" className="row-head">
                      {s.name}
                      <div className="muted tr-key">/{s.slug}</div>
                    </th>
                    <td>
                      {s.labels.en ?? (
                        <span className="muted">{t('casino.sections.no_label')}</span>
                      )}
                    </td>
                    <td>
                      {s.is_visible ? (
                        <span className="tag tag--ok">{t('casino.sections.shown')}</span>
                      ) : (
                        <span className="tag">{t('casino.sections.hidden')}</span>
                      )}
                    </td>
                    <td className="num">{formatNumber(s.games_count)}</td>
                    <td>
                      <div className="row-actions">
                        <button
                          type="button"
                          className="btn btn--small"
                          aria-pressed={s.id === current?.id}
                          aria-label={t('casino.sections.order_n', { name: s.name })}
                          onClick={() => setSelected(s.id)}
                        >
                          {t('casino.sections.order')}
                        </button>
                        {canEdit ? (
                          <button
                            type="button"
                            className="btn btn--small"
                            aria-label={t('casino.sections.rename_n', { name: s.name })}
                            onClick={() => setEditing(s)}
                          >
                            {t('casino.sections.rename')}
                          </button>
                        ) : null}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {current ? <SectionOrder key={current.id} section={current} canEdit={canEdit} /> : null}
        </div>
      </QueryState>
      {editing ? (
        <SectionDialog
          section={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </section>
  );
}

function SectionDialog({
  section,
  onClose,
}: {
  section: StaffSection | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const [name, setName] = useState(section?.name ?? '');
  const [slug, setSlug] = useState(section?.slug ?? '');
  const [rank, setRank] = useState(String(section?.rank ?? 0));
  const [visible, setVisible] = useState(section?.is_visible ?? true);
  const [labels, setLabels] = useState<LabelsForm>(() => labelsForm(section?.labels));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const nameOk = sectionNameOk(name);
  const slugOk = sectionSlugOk(slug);
  const rankOk = Number.isInteger(Number(rank)) && rank.trim() !== '';
  const labelChange = labelsChange(section?.labels, labels);
  const save = async () => {
    if (!nameOk || !slugOk || !rankOk || !labelChange.ok) {
      setError(t('content.check_fields'));
      return;
    }
    setSaving(true);
    setError(null);
    setErrors({});
    try {
      const fields = {
        name: name.trim(),
        slug: slug.trim(),
        rank: Number(rank),
        is_visible: visible,
        labels: labelChange.labels,
      };
      if (section) {
        // Only what changed: the audit shows the edit, not a rewrite.
        const body: StaffSectionUpdateBody = {};
        if (fields.name !== section.name) body.name = fields.name;
        if (fields.slug !== section.slug) body.slug = fields.slug;
        if (fields.rank !== section.rank) body.rank = fields.rank;
        if (fields.is_visible !== section.is_visible) body.is_visible = fields.is_visible;
        if (fields.labels) body.labels = fields.labels;
        if (Object.keys(body).length) await api.patch(`/casino/sections/${section.id}`, body);
      } else {
        const body: StaffSectionCreateBody = { ...fields };
        if (!fields.labels) delete body.labels;
        await api.post('/casino/sections', body);
      }
      toast.success(t('casino.sections.saved', { name: fields.name }));
      await queryClient.invalidateQueries({ queryKey: ['casino-sections'] });
      onClose();
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fieldErrors);
      setError(
        err instanceof ApiError && err.fieldErrors.name?.includes('fields_already_used')
          ? t('casino.sections.name_taken')
          : errorText(t, err),
      );
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      onOpenChange={(o) => !o && onClose()}
      title={
        section
          ? t('casino.sections.rename_title', { name: section.name })
          : t('casino.sections.new')
      }
    >
      <form
        className="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        {error ? (
          <p className="notice notice--error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="field">
          <label htmlFor={`${id}-name`}>{t('casino.sections.name')}</label>
          <input
            id={`${id}-name`}
            maxLength={64}
            value={name}
            aria-invalid={!nameOk || errors.name ? true : undefined}
            aria-describedby={`${id}-name-hint`}
            onChange={(e) => setName(e.target.value)}
          />
          <p className="hint" id={`${id}-name-hint`}>
            {t('casino.sections.name_hint')}
          </p>
        </div>
        <div className="field">
          <label htmlFor={`${id}-slug`}>{t('casino.sections.slug')}</label>
          <input
            id={`${id}-slug`}
            maxLength={64}
            value={slug}
            aria-invalid={!slugOk || errors.slug ? true : undefined}
            onChange={(e) => setSlug(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-rank`}>{t('casino.rank')}</label>
          <input
            id={`${id}-rank`}
            type="number"
            step={1}
            value={rank}
            aria-invalid={!rankOk ? true : undefined}
            onChange={(e) => setRank(e.target.value)}
          />
        </div>
        <div className="field">
          <label className="inline-check">
            <input
              type="checkbox"
              checked={visible}
              aria-describedby={`${id}-visible-hint`}
              onChange={(e) => setVisible(e.target.checked)}
            />
            {t('casino.sections.visible_flag')}
          </label>
          <p className="hint" id={`${id}-visible-hint`}>
            {t('casino.sections.visible_hint')}
          </p>
        </div>
        <fieldset className="settings-section" aria-describedby={`${id}-labels-hint`}>
          <legend>{t('casino.sections.labels')}</legend>
          <p className="hint" id={`${id}-labels-hint`}>
            {section
              ? t('casino.sections.labels_hint', {
                  group: section.label_group,
                  key: section.label_key,
                })
              : t('casino.sections.labels_hint_new')}
          </p>
          {LANGUAGES.map((lang) => (
            <div className="field" key={lang}>
              <label htmlFor={`${id}-label-${lang}`}>
                {t('casino.sections.label_lang', { language: lang.toUpperCase() })}
              </label>
              <input
                id={`${id}-label-${lang}`}
                lang={lang}
                maxLength={LABEL_MAX}
                value={labels[lang]}
                aria-invalid={
                  (!labelChange.ok && labelChange.invalid.includes(lang)) ||
                  errors[`labels.${lang}`]
                    ? true
                    : undefined
                }
                onChange={(e) => setLabels({ ...labels, [lang]: e.target.value })}
              />
            </div>
          ))}
        </fieldset>
        <div className="dialog__actions">
          <Dialog.Close asChild>
            <button type="button" className="btn">
              {t('common.cancel')}
            </button>
          </Dialog.Close>
          <button type="submit" className="btn btn--primary" disabled={saving}>
            {saving ? t('content.saving') : t('common.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

function SectionOrder({ section, canEdit }: { section: StaffSection; canEdit: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const order = useQuery({
    queryKey: ['casino-section-order', section.id],
    queryFn: () =>
      api
        .get<StaffSectionOrderResponse>(`/casino/sections/${section.id}/order`)
        .then((r) => r.data.game_ids),
  });
  const games = useQuery({
    queryKey: ['casino-section-games', section.id],
    queryFn: () => sectionGames(section.id),
  });
  const [ids, setIds] = useState<number[] | null>(null);
  const [saving, setSaving] = useState(false);
  const stored = order.data ?? [];
  const current = ids ?? stored;
  const byId = new Map((games.data ?? []).map((g) => [g.id, g]));
  const dirty = ids !== null && orderChanged(ids, stored);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const name = (gid: number) => byId.get(gid)?.name ?? `#${gid}`;
  const onDragEnd = (e: DragEndEvent) => {
    if (!e.over) return;
    setIds(reorder(current, Number(e.active.id), Number(e.over.id)));
  };
  const save = async () => {
    setSaving(true);
    try {
      const res = await api.put<StaffSectionOrderResponse>(`/casino/sections/${section.id}/order`, {
        game_ids: current,
      });
      queryClient.setQueryData(['casino-section-order', section.id], res.data.game_ids);
      setIds(null);
      toast.success(t('casino.sections.order_saved', { name: section.name }));
      void queryClient.invalidateQueries({ queryKey: ['casino-games'] });
    } catch (err) {
      toast.error(errorText(t, err));
      if (err instanceof ApiError && err.status === 422) {
        // Someone changed the section's games meanwhile: start again from the stored order.
        setIds(null);
        void order.refetch();
        void games.refetch();
      }
    } finally {
      setSaving(false);
    }
  };
  return (
    <section aria-labelledby="order-title" className="section-order">
      <div className="page-header">
        <h2 id="order-title">{t('casino.sections.order_title', { name: section.name })}</h2>
        {canEdit ? (
          <div className="page-header__actions">
            <button
              type="button"
              className="btn"
              disabled={!dirty || saving}
              onClick={() => setIds(null)}
            >
              {t('content.skin.discard')}
            </button>
            <button
              type="button"
              className="btn btn--primary"
              disabled={!dirty || saving}
              onClick={() => void save()}
            >
              {saving ? t('content.saving') : t('casino.sections.save_order')}
            </button>
          </div>
        ) : null}
      </div>
      {canEdit ? (
        <p className="hint" id="order-help">
          {t('casino.sections.order_help')}
        </p>
      ) : null}
      <QueryState
        isPending={order.isPending || games.isPending}
        error={order.error ?? games.error}
        isEmpty={current.length === 0}
        empty={t('casino.sections.no_games')}
        onRetry={() => {
          void order.refetch();
          void games.refetch();
        }}
      >
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            announcements: {
              onDragStart: ({ active }) =>
                t('casino.sections.dnd.start', { name: name(Number(active.id)) }),
              onDragOver: ({ active, over }) =>
                over
                  ? t('casino.sections.dnd.over', {
                      name: name(Number(active.id)),
                      position: current.indexOf(Number(over.id)) + 1,
                    })
                  : '',
              onDragEnd: ({ active, over }) =>
                over
                  ? t('casino.sections.dnd.end', {
                      name: name(Number(active.id)),
                      position: current.indexOf(Number(over.id)) + 1,
                    })
                  : t('casino.sections.dnd.cancel', { name: name(Number(active.id)) }),
              onDragCancel: ({ active }) =>
                t('casino.sections.dnd.cancel', { name: name(Number(active.id)) }),
            },
            screenReaderInstructions: { draggable: t('casino.sections.dnd.instructions') },
          }}
        >
          <SortableContext items={current} strategy={verticalListSortingStrategy}>
            <ol
              className="sortable-list"
              aria-label={t('casino.sections.order_title', { name: section.name })}
            >
              {current.map((gid, i) => (
                <SortableGame
                  key={gid}
                  id={gid}
                  position={i + 1}
                  game={byId.get(gid)}
                  disabled={!canEdit}
                  onMove={(to) => setIds(moveItem(current, i, to))}
                  last={current.length - 1}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      </QueryState>
    </section>
  );
}

function SortableGame({
  id,
  position,
  game,
  disabled,
  onMove,
  last,
}: {
  id: number;
  position: number;
  game: StaffGame | undefined;
  disabled: boolean;
  onMove: (to: number) => void;
  last: number;
}) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled,
  });
  const name = game?.name ?? `#${id}`;
  return (
    <li
      ref={setNodeRef}
      className={isDragging ? 'sortable-item sortable-item--dragging' : 'sortable-item'}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      {!disabled ? (
        <button
          type="button"
          className="drag-handle"
          aria-label={t('casino.sections.drag_n', { name, position })}
          {...attributes}
          {...listeners}
        >
          ⠿
        </button>
      ) : null}
      <span className="sortable-item__pos">{position}.</span>
      {game ? <img src={game.image_url} alt="" loading="lazy" /> : null}
      <span className="sortable-item__name">
        {name}
        {game && !game.is_enabled ? <span className="tag"> {t('casino.games.hidden')}</span> : null}
      </span>
      {!disabled ? (
        <span className="row-actions">
          <button
            type="button"
            className="btn btn--small"
            disabled={position === 1}
            aria-label={t('casino.sections.up_n', { name })}
            onClick={() => onMove(position - 2)}
          >
            ↑
          </button>
          <button
            type="button"
            className="btn btn--small"
            disabled={position - 1 === last}
            aria-label={t('casino.sections.down_n', { name })}
            onClick={() => onMove(position)}
          >
            ↓
          </button>
        </span>
      ) : null}
    </li>
  );
}
