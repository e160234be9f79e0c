import type {
  StaffStudioGame,
  StaffStudioGameResponse,
  StaffStudioGamesResponse,
} from '@croupier/contract/staff-casino';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { api, ApiError } from '../api/index.ts';
import { Modal } from '../components/dialogs.tsx';
import { errorText, PageHeader, QueryState } from '../components/states.tsx';
import { formatMoney, formatNumber, locale } from '../lib/format.ts';
import '../content/content.css';
import { percent, settingsForm, studioSettingsDiff } from './model.ts';
import { useCanEditCatalog } from './providers.tsx';

const day = (d: Date) => d.toISOString().slice(0, 10);

/** The studio's own games: bet limits (editable), theoretical RTP (read-only), measured RTP. */
export function StudioGamesScreen() {
  const { t } = useTranslation();
  const id = useId();
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const [draft, setDraft] = useState(() => {
    const to = new Date();
    const from = new Date(to.getTime() - 29 * 86_400_000);
    return { from: day(from), to: day(to) };
  });
  const list = useQuery({
    queryKey: ['casino-studio', range],
    queryFn: () =>
      api
        .get<StaffStudioGamesResponse>('/casino/studio-games', { query: range ?? {} })
        .then((r) => r.data),
    placeholderData: keepPreviousData,
  });
  const [open, setOpen] = useState<number | null>(null);
  const openGame = list.data?.games.find((g) => g.id === open);
  const rangeInvalid = !draft.from || !draft.to || draft.from > draft.to;
  return (
    <section aria-labelledby="page-title">
      <PageHeader title={t('casino.studio.title')} />
      <p className="hint">{t('casino.studio.hint')}</p>
      <form
        className="filters"
        aria-label={t('casino.studio.window')}
        onSubmit={(e) => {
          e.preventDefault();
          if (!rangeInvalid) setRange(draft);
        }}
      >
        <div className="field field--narrow">
          <label htmlFor={`${id}-from`}>{t('casino.studio.from')}</label>
          <input
            id={`${id}-from`}
            type="date"
            value={draft.from}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
          />
        </div>
        <div className="field field--narrow">
          <label htmlFor={`${id}-to`}>{t('casino.studio.to')}</label>
          <input
            id={`${id}-to`}
            type="date"
            value={draft.to}
            aria-invalid={rangeInvalid ? true : undefined}
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
          />
        </div>
        <div className="filters__actions">
          <button type="submit" className="btn btn--primary" disabled={rangeInvalid}>
            {t('casino.studio.measure')}
          </button>
        </div>
      </form>
      <QueryState
        isPending={list.isPending}
        error={list.error}
        isEmpty={!list.data?.games.length}
        empty={t('casino.studio.empty')}
        onRetry={() => void list.refetch()}
      >
        {list.data ? (
          <>
            <p className="muted">
              {t('casino.studio.measured_window', { from: list.data.from, to: list.data.to })}
            </p>
            <StudioTable games={list.data.games} onOpen={setOpen} />
            {openGame ? (
              <Modal
                open
                wide
                onOpenChange={(o) => !o && setOpen(null)}
                title={t('casino.studio.game_title', { name: openGame.name })}
              >
                <StudioGameCard
                  key={`${openGame.id}-${JSON.stringify(openGame.settings)}-${openGame.is_enabled}`}
                  game={openGame}
                />
              </Modal>
            ) : null}
          </>
        ) : null}
      </QueryState>
    </section>
  );
}

/** One row per studio game: RTP stated and measured, stakes; its settings open in a dialog. */
function StudioTable({
  games,
  onOpen,
}: {
  games: StaffStudioGame[];
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="table-wrap">
      <table className="data-table">
        <caption className="sr-only">{t('casino.studio.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('casino.games.name')}</th>
            <th scope="col">{t('casino.studio.engine')}</th>
            <th scope="col">{t('common.status')}</th>
            <th scope="col" className="num">
              {t('casino.studio.rtp')}
            </th>
            <th scope="col">{t('casino.studio.measured_rtp')}</th>
            <th scope="col">{t('casino.studio.stakes')}</th>
            <th scope="col">{t('common.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {games.map((g) => (
            <tr key={g.id}>
              <th scope="row" className="row-head">
                {g.name}
                <div className="muted tr-key">{g.slug}</div>
              </th>
              <td>{g.engine}</td>
              <td>
                <span className={g.is_enabled ? 'tag tag--ok' : 'tag'}>
                  {g.is_enabled ? t('casino.studio.enabled') : t('casino.studio.disabled')}
                </span>
              </td>
              <td className="num">{percent(g.rtp, locale())}</td>
              <td>
                {g.measured.length ? (
                  g.measured
                    .map(
                      (m) =>
                        `${m.currency} ${percent(m.rtp, locale())} (${t('casino.studio.rounds_n', { count: m.rounds, n: formatNumber(m.rounds) })})`,
                    )
                    .join(' · ')
                ) : (
                  <span className="muted">{t('casino.studio.no_play')}</span>
                )}
              </td>
              <td>
                {g.min_stake !== null && g.max_stake !== null
                  ? t('casino.studio.stakes_value', {
                      min: formatNumber(g.min_stake / 100),
                      max: formatNumber(g.max_stake / 100),
                    })
                  : '—'}
              </td>
              <td>
                <button
                  type="button"
                  className="btn btn--small"
                  aria-label={t('casino.studio.open_n', { name: g.name })}
                  onClick={() => onOpen(g.id)}
                >
                  {t('casino.studio.open')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function StudioGameCard({ game }: { game: StaffStudioGame }) {
  const { t } = useTranslation();
  const id = useId();
  const canEdit = useCanEditCatalog();
  const queryClient = useQueryClient();
  const [form, setForm] = useState(() => settingsForm(game));
  const [invalid, setInvalid] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const diff = studioSettingsDiff(game, form);
  const dirty = !diff.ok || diff.settings !== null;
  const patch = async (body: { settings?: Record<string, unknown>; is_enabled?: boolean }) => {
    setSaving(true);
    setError(null);
    try {
      const res = await api.patch<StaffStudioGameResponse>(`/casino/studio-games/${game.id}`, body);
      toast.success(t('casino.studio.saved', { name: res.data.name }));
      await queryClient.invalidateQueries({ queryKey: ['casino-studio'] });
    } catch (err) {
      setError(
        err instanceof ApiError && err.fieldErrors.settings
          ? t('casino.studio.engine_refused')
          : errorText(t, err),
      );
    } finally {
      setSaving(false);
    }
  };
  const save = () => {
    if (!diff.ok) {
      setInvalid(diff.invalid);
      return;
    }
    setInvalid([]);
    if (diff.settings) void patch({ settings: diff.settings });
  };
  const readOnly = Object.keys(game.settings).filter((k) => !game.editable_settings.includes(k));
  return (
    <article className="studio-card" aria-labelledby={`${id}-name`}>
      <div className="page-header">
        <h2 id={`${id}-name`}>
          {game.name} <span className="muted">({game.slug})</span>
        </h2>
        <div className="page-header__actions">
          <span className={game.is_enabled ? 'tag tag--ok' : 'tag'}>
            {game.is_enabled ? t('casino.studio.enabled') : t('casino.studio.disabled')}
          </span>
          {canEdit ? (
            <button
              type="button"
              className="btn btn--small"
              disabled={saving}
              onClick={() => void patch({ is_enabled: !game.is_enabled })}
            >
              {game.is_enabled ? t('casino.studio.disable') : t('casino.studio.enable')}
            </button>
          ) : null}
        </div>
      </div>
      <dl className="facts">
        <dt>{t('casino.studio.engine')}</dt>
        <dd>{game.engine}</dd>
        <dt>{t('casino.studio.rtp')}</dt>
        <dd>
          {percent(game.rtp, locale())}{' '}
          {game.rtp_method ? (
            <span className="muted">({t(`casino.studio.method.${game.rtp_method}`)})</span>
          ) : null}{' '}
          <span className="hint">{t('casino.studio.rtp_read_only')}</span>
        </dd>
        <dt>{t('casino.studio.stakes')}</dt>
        <dd>
          {game.min_stake !== null && game.max_stake !== null
            ? t('casino.studio.stakes_value', {
                min: formatNumber(game.min_stake / 100),
                max: formatNumber(game.max_stake / 100),
              })
            : '—'}
          {game.max_multiplier !== null
            ? ` · ${t('casino.studio.max_multiplier', { value: formatNumber(game.max_multiplier) })}`
            : ''}
        </dd>
      </dl>
      {error ? (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      ) : null}
      {game.editable_settings.length ? (
        <form
          noValidate
          aria-label={t('casino.studio.settings_n', { name: game.name })}
          onSubmit={(e) => {
            e.preventDefault();
            save();
          }}
        >
          <div className="settings-inline">
            {game.editable_settings.map((k) => (
              <div className="field" key={k}>
                <label htmlFor={`${id}-${k}`}>{k}</label>
                <input
                  id={`${id}-${k}`}
                  inputMode="decimal"
                  className="input--mono"
                  value={form[k] ?? ''}
                  disabled={!canEdit}
                  aria-invalid={invalid.includes(k) ? true : undefined}
                  onChange={(e) => setForm({ ...form, [k]: e.target.value })}
                />
              </div>
            ))}
            {canEdit ? (
              <div className="filters__actions">
                <button type="submit" className="btn btn--primary" disabled={!dirty || saving}>
                  {saving ? t('content.saving') : t('casino.studio.save_limits')}
                </button>
              </div>
            ) : null}
          </div>
          <p className="hint">{t('casino.studio.units')}</p>
        </form>
      ) : null}
      {game.editable_settings.length === 0 ? (
        <p className="hint">{t('casino.studio.no_limits')}</p>
      ) : null}
      {readOnly.length ? (
        <details>
          <summary>{t('casino.studio.math', { count: readOnly.length })}</summary>
          <dl className="facts">
            {readOnly.map((k) => (
              <div key={k}>
                <dt>{k}</dt>
                <dd className="input--mono">{String(game.settings[k])}</dd>
              </div>
            ))}
          </dl>
        </details>
      ) : null}
      <div className="table-wrap">
        <table className="data-table">
          <caption>{t('casino.studio.measured_caption', { name: game.name })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('casino.studio.currency')}</th>
              <th scope="col" className="num">
                {t('casino.studio.rounds')}
              </th>
              <th scope="col" className="num">
                {t('casino.studio.bets')}
              </th>
              <th scope="col" className="num">
                {t('casino.studio.wins')}
              </th>
              <th scope="col" className="num">
                {t('casino.studio.measured_rtp')}
              </th>
            </tr>
          </thead>
          <tbody>
            {game.measured.length === 0 ? (
              <tr>
                <td colSpan={5} className="muted">
                  {t('casino.studio.no_play')}
                </td>
              </tr>
            ) : (
              game.measured.map((m) => (
                <tr key={m.currency}>
                  <th scope="row" className="row-head">
                    {m.currency}
                  </th>
                  <td className="num">{formatNumber(m.rounds)}</td>
                  <td className="num">{formatMoney(m.bets / 100, m.currency)}</td>
                  <td className="num">{formatMoney(m.wins / 100, m.currency)}</td>
                  <td className="num">{percent(m.rtp, locale())}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </article>
  );
}
