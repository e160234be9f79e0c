import type {
  StaffGame,
  StaffGamesResponse,
  StaffGameUpdateBody,
  StaffProvider,
  StaffSection,
} from '@croupier/contract/staff-casino';
import * as Dialog from '@radix-ui/react-dialog';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { api } from '../api/index.ts';
import { DataTable } from '../components/data-table.tsx';
import { Modal } from '../components/dialogs.tsx';
import { Pager } from '../components/pager.tsx';
import { errorText, PageHeader, QueryState } from '../components/states.tsx';
import '../content/content.css';
import { GAME_TYPES } from './model.ts';
import { useCanEditCatalog } from './providers.tsx';

interface Filters {
  q: string;
  provider_id: string;
  section_id: string;
  type: string;
  visible: '' | 'true' | 'false';
}
/** The game's switches in the edit dialog. */
const GAME_FLAGS = ['is_enabled', 'is_desktop', 'is_mobile', 'has_demo'] as const;
const NO_FILTERS: Filters = { q: '', provider_id: '', section_id: '', type: '', visible: '' };
const PER_PAGE = 50;

export const useProviders = () =>
  useQuery({
    queryKey: ['casino-providers'],
    queryFn: () => api.get<{ data: StaffProvider[] }>('/casino/providers').then((r) => r.data),
  });
export const useSections = () =>
  useQuery({
    queryKey: ['casino-sections'],
    queryFn: () => api.get<{ data: StaffSection[] }>('/casino/sections').then((r) => r.data),
  });

/** The game catalog: filters, paged table, an edit dialog (flags, name, sections). */
export function GamesScreen() {
  const { t } = useTranslation();
  const id = useId();
  const canEdit = useCanEditCatalog();
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<StaffGame | null>(null);
  const providers = useProviders();
  const sections = useSections();
  const list = useQuery({
    queryKey: ['casino-games', filters, page],
    queryFn: () =>
      api.get<StaffGamesResponse>('/casino/games', {
        query: { ...filters, page, per_page: PER_PAGE },
      }),
    placeholderData: keepPreviousData,
  });
  const sectionName = (sid: number) => sections.data?.find((s) => s.id === sid)?.name ?? `#${sid}`;
  const col = createColumnHelper<StaffGame>();
  const yes = (v: boolean) =>
    v ? (
      <span className="tag tag--ok">{t('casino.yes')}</span>
    ) : (
      <span className="tag">{t('casino.no')}</span>
    );
  const columns = [
    col.display({
      id: 'image',
      header: t('casino.games.image'),
      cell: (c) => <img className="thumb" src={c.row.original.image_url} alt="" loading="lazy" />,
    }),
    col.accessor('name', {
      header: t('casino.games.name'),
      cell: (c) => (
        <>
          {c.getValue()}
          <div className="muted slug">{c.row.original.slug}</div>
        </>
      ),
    }),
    col.accessor((g) => g.provider.name, { id: 'provider', header: t('casino.games.provider') }),
    col.accessor('type', {
      header: t('casino.games.type'),
      cell: (c) => t(`casino.types.${c.getValue()}`),
    }),
    col.accessor('section_ids', {
      header: t('casino.games.sections'),
      cell: (c) => c.getValue().map(sectionName).join(', ') || <span className="muted">—</span>,
    }),
    col.accessor('is_enabled', {
      header: t('casino.games.visible'),
      cell: (c) => yes(c.getValue()),
    }),
    col.accessor('is_desktop', {
      header: t('casino.games.desktop'),
      cell: (c) => yes(c.getValue()),
    }),
    col.accessor('is_mobile', { header: t('casino.games.mobile'), cell: (c) => yes(c.getValue()) }),
    col.accessor('has_demo', { header: t('casino.games.demo'), cell: (c) => yes(c.getValue()) }),
    col.accessor('rank', { header: t('casino.rank') }),
    col.display({
      id: 'actions',
      header: t('common.actions'),
      cell: (c) =>
        canEdit ? (
          <button
            type="button"
            className="btn btn--small"
            aria-label={t('casino.games.edit_n', { name: c.row.original.name })}
            onClick={() => setEditing(c.row.original)}
          >
            {t('content.edit')}
          </button>
        ) : null,
    }),
  ];
  const rows = list.data?.data ?? [];
  const meta = list.data?.meta;
  return (
    <section aria-labelledby="page-title">
      <PageHeader title={t('casino.games.title')} />
      <form
        className="filters"
        role="search"
        aria-label={t('casino.games.filters')}
        onSubmit={(e) => {
          e.preventDefault();
          setFilters({ ...draft, q: draft.q.trim() });
          setPage(1);
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-q`}>{t('casino.games.search')}</label>
          <input
            id={`${id}-q`}
            type="search"
            maxLength={100}
            value={draft.q}
            onChange={(e) => setDraft({ ...draft, q: e.target.value })}
          />
        </div>
        <div className="field field--narrow">
          <label htmlFor={`${id}-provider`}>{t('casino.games.provider')}</label>
          <select
            id={`${id}-provider`}
            value={draft.provider_id}
            onChange={(e) => setDraft({ ...draft, provider_id: e.target.value })}
          >
            <option value="">{t('common.all')}</option>
            {(providers.data ?? []).map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field field--narrow">
          <label htmlFor={`${id}-section`}>{t('casino.games.section')}</label>
          <select
            id={`${id}-section`}
            value={draft.section_id}
            onChange={(e) => setDraft({ ...draft, section_id: e.target.value })}
          >
            <option value="">{t('common.all')}</option>
            {(sections.data ?? []).map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field field--narrow">
          <label htmlFor={`${id}-type`}>{t('casino.games.type')}</label>
          <select
            id={`${id}-type`}
            value={draft.type}
            onChange={(e) => setDraft({ ...draft, type: e.target.value })}
          >
            <option value="">{t('common.all')}</option>
            {GAME_TYPES.map((ty) => (
              <option key={ty} value={ty}>
                {t(`casino.types.${ty}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field field--narrow">
          <label htmlFor={`${id}-visible`}>{t('casino.games.visible')}</label>
          <select
            id={`${id}-visible`}
            value={draft.visible}
            onChange={(e) => setDraft({ ...draft, visible: e.target.value as Filters['visible'] })}
          >
            <option value="">{t('common.all')}</option>
            <option value="true">{t('casino.games.visible_only')}</option>
            <option value="false">{t('casino.games.hidden_only')}</option>
          </select>
        </div>
        <div className="filters__actions">
          <button type="submit" className="btn btn--primary">
            {t('common.apply')}
          </button>
          <button
            type="button"
            className="btn"
            onClick={() => {
              setDraft(NO_FILTERS);
              setFilters(NO_FILTERS);
              setPage(1);
            }}
          >
            {t('common.clear')}
          </button>
        </div>
      </form>
      <QueryState
        isPending={list.isPending}
        error={list.error}
        isEmpty={rows.length === 0}
        empty={t('casino.games.empty')}
        onRetry={() => void list.refetch()}
      >
        <DataTable
          caption={t('casino.games.title')}
          columns={columns}
          data={rows}
          rowKey={(r) => r.id}
        />
        {meta ? (
          <Pager
            page={meta.current_page}
            lastPage={meta.last_page}
            total={meta.total}
            onPage={setPage}
            label={t('casino.games.pages')}
          />
        ) : null}
      </QueryState>
      {editing ? (
        <GameDialog
          key={editing.id}
          game={editing}
          sections={sections.data ?? []}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </section>
  );
}

function GameDialog({
  game,
  sections,
  onClose,
}: {
  game: StaffGame;
  sections: StaffSection[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const [name, setName] = useState(game.name);
  const [flags, setFlags] = useState({
    is_enabled: game.is_enabled,
    is_desktop: game.is_desktop,
    is_mobile: game.is_mobile,
    has_demo: game.has_demo,
  });
  const [sectionIds, setSectionIds] = useState<number[]>(game.section_ids);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // A third-party game's stated figures (a studio game's come from its engine).
  const external = game.external_code !== null;
  const [stated, setStated] = useState(() => statedOf(game));
  const statedBody = external ? parseStated(stated) : {};
  const statedInvalid = statedBody === null;
  const nameInvalid = !name.trim();
  const save = async () => {
    if (nameInvalid || statedBody === null) return;
    setSaving(true);
    setError(null);
    try {
      const body: StaffGameUpdateBody = {};
      if (name.trim() !== game.name) body.name = name.trim();
      for (const k of GAME_FLAGS) {
        if (flags[k] !== game[k]) body[k] = flags[k];
      }
      if (statedBody.rtp_bp !== undefined && statedBody.rtp_bp !== game.rtp_bp) {
        body.rtp_bp = statedBody.rtp_bp;
      }
      if (statedBody.volatility !== undefined && statedBody.volatility !== game.volatility) {
        body.volatility = statedBody.volatility;
      }
      if (
        statedBody.max_win_multiplier !== undefined &&
        statedBody.max_win_multiplier !== game.max_win_multiplier
      ) {
        body.max_win_multiplier = statedBody.max_win_multiplier;
      }
      if (Object.keys(body).length) await api.patch(`/casino/games/${game.id}`, body);
      const before = [...game.section_ids].sort().join();
      if ([...sectionIds].sort().join() !== before) {
        await api.put(`/casino/games/${game.id}/sections`, { section_ids: sectionIds });
      }
      toast.success(t('casino.games.saved', { name: name.trim() }));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['casino-games'] }),
        queryClient.invalidateQueries({ queryKey: ['casino-sections'] }),
        queryClient.invalidateQueries({ queryKey: ['casino-section-order'] }),
      ]);
      onClose();
    } catch (err) {
      setError(errorText(t, err));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      onOpenChange={(o) => !o && onClose()}
      title={t('casino.games.edit_title', { name: game.name })}
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
          <label htmlFor={`${id}-name`}>{t('casino.games.name')}</label>
          <input
            id={`${id}-name`}
            maxLength={100}
            value={name}
            aria-invalid={nameInvalid ? true : undefined}
            onChange={(e) => setName(e.target.value)}
          />
          {nameInvalid ? <p className="field__error">{t('common.field_required')}</p> : null}
        </div>
        <fieldset className="settings-section">
          <legend>{t('casino.games.availability')}</legend>
          <div className="checks">
            {GAME_FLAGS.map((k) => (
              <label key={k} className="inline-check">
                <input
                  type="checkbox"
                  checked={flags[k]}
                  onChange={(e) => setFlags({ ...flags, [k]: e.target.checked })}
                />
                {t(`casino.games.flag.${k}`)}
              </label>
            ))}
          </div>
        </fieldset>
        {external ? (
          <fieldset className="settings-section">
            <legend>{t('casino.games.stated', { code: game.external_code })}</legend>
            <div className="field">
              <label htmlFor={`${id}-rtp`}>{t('casino.games.rtp')}</label>
              <input
                id={`${id}-rtp`}
                inputMode="decimal"
                value={stated.rtp}
                aria-invalid={statedInvalid && stated.rtp !== '' ? true : undefined}
                onChange={(e) => setStated({ ...stated, rtp: e.target.value })}
              />
            </div>
            <div className="field">
              <label htmlFor={`${id}-volatility`}>{t('casino.games.volatility')}</label>
              <select
                id={`${id}-volatility`}
                value={stated.volatility}
                onChange={(e) => setStated({ ...stated, volatility: e.target.value })}
              >
                <option value="">{t('casino.games.not_stated')}</option>
                {VOLATILITIES.map((v) => (
                  <option key={v} value={v}>
                    {t(`casino.games.volatility_${v}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor={`${id}-maxwin`}>{t('casino.games.max_win')}</label>
              <input
                id={`${id}-maxwin`}
                inputMode="numeric"
                value={stated.maxWin}
                onChange={(e) => setStated({ ...stated, maxWin: e.target.value })}
              />
              <p className="hint">{t('casino.games.max_win_hint')}</p>
            </div>
            {statedInvalid ? (
              <p className="field__error">{t('casino.games.stated_invalid')}</p>
            ) : null}
          </fieldset>
        ) : null}
        <fieldset className="settings-section">
          <legend>{t('casino.games.sections')}</legend>
          <div className="checks">
            {sections.map((s) => (
              <label key={s.id} className="inline-check">
                <input
                  type="checkbox"
                  checked={sectionIds.includes(s.id)}
                  onChange={(e) =>
                    setSectionIds(
                      e.target.checked
                        ? [...sectionIds, s.id]
                        : sectionIds.filter((x) => x !== s.id),
                    )
                  }
                />
                {s.name}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="dialog__actions">
          <Dialog.Close asChild>
            <button type="button" className="btn">
              {t('common.cancel')}
            </button>
          </Dialog.Close>
          <button
            type="submit"
            className="btn btn--primary"
            disabled={saving || nameInvalid || statedInvalid}
          >
            {saving ? t('content.saving') : t('common.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

const VOLATILITIES = ['low', 'medium', 'high'] as const;

/** The dialog's text fields of a game's stated figures. */
export function statedOf(game: Pick<StaffGame, 'rtp_bp' | 'volatility' | 'max_win_multiplier'>) {
  return {
    rtp: game.rtp_bp === null ? '' : (game.rtp_bp / 100).toFixed(2),
    volatility: game.volatility ?? '',
    maxWin: game.max_win_multiplier === null ? '' : String(game.max_win_multiplier),
  };
}

/**
 * The fields as the API takes them (empty: not stated, null), or null when one is invalid: RTP
 * 50.00-100.00 % with at most two decimals, a max win a whole multiple from 1 to 10,000,000.
 */
export function parseStated(f: ReturnType<typeof statedOf>): {
  rtp_bp?: number | null;
  volatility?: (typeof VOLATILITIES)[number] | null;
  max_win_multiplier?: number | null;
} | null {
  const rtpText = f.rtp.trim().replace(',', '.');
  let rtp_bp: number | null = null;
  if (rtpText !== '') {
    if (!/^\d{1,3}(\.\d{1,2})?$/.test(rtpText)) return null;
    rtp_bp = Math.round(Number(rtpText) * 100);
    if (rtp_bp < 5_000 || rtp_bp > 10_000) return null;
  }
  const winText = f.maxWin.trim();
  let max_win_multiplier: number | null = null;
  if (winText !== '') {
    if (!/^\d{1,8}$/.test(winText)) return null;
    max_win_multiplier = Number(winText);
    if (max_win_multiplier < 1 || max_win_multiplier > 10_000_000) return null;
  }
  const volatility = VOLATILITIES.find((v) => v === f.volatility) ?? null;
  return { rtp_bp, volatility, max_win_multiplier };
}
