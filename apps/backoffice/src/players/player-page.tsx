import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { useSession } from '../auth/use-session.ts';
import { PageHeader, QueryState } from '../components/states.tsx';
import { formatDateTime, formatNumber } from '../lib/format.ts';
import { PlayerActionDialogs, type ActionDialog } from './actions.tsx';
import { playerKeys, playersApi, type PlayerProfile } from './api.ts';
import { can, tabFromSearch, tabsFor, type PlayerTab } from './logic.ts';
import { Money, StatusBadge, Tabs } from './parts.tsx';
import { PlayerTabPanel } from './tabs.tsx';
import './players.css';

/** /players/:id: the header (status, flags, AML, KYC, balances), actions and the tabs. */
export function PlayerScreen() {
  const { t } = useTranslation();
  const params = useParams();
  const pid = Number(params.id);
  const valid = Number.isInteger(pid) && pid > 0 && pid <= 2_147_483_647;
  const profile = useQuery({
    queryKey: playerKeys.profile(pid),
    queryFn: () => playersApi.profile(pid),
    enabled: valid,
  });
  return (
    <section aria-labelledby="page-title" className="players">
      <p className="player-back">
        <Link to="/players">{t('players.back')}</Link>
      </p>
      {!valid ? (
        <>
          <PageHeader title={t('players.player')} />
          <p className="state state--error">{t('errors.not_found')}</p>
        </>
      ) : (
        <QueryState
          isPending={profile.isPending}
          error={profile.error}
          isEmpty={false}
          empty=""
          onRetry={() => void profile.refetch()}
        >
          {profile.data ? <PlayerView player={profile.data} /> : null}
        </QueryState>
      )}
    </section>
  );
}

function PlayerView({ player }: { player: PlayerProfile }) {
  const { t } = useTranslation();
  const role = useSession()?.staff.role;
  const idBase = useId();
  const [dialog, setDialog] = useState<ActionDialog | null>(null);
  const [search, setSearch] = useSearchParams();
  const tabs = tabsFor(role);
  const tab = tabFromSearch(search.get('tab'), tabs);
  const selectTab = (next: PlayerTab) => {
    const s = new URLSearchParams(search);
    s.set('tab', next);
    setSearch(s, { replace: true });
  };

  const closed = player.status === 'closed';
  const blocked = player.status === 'blocked';
  const units = player.minor_units;
  const button = (id: ActionDialog, label: string, danger = false) => (
    <button
      type="button"
      className={danger ? 'btn btn--small btn--danger' : 'btn btn--small'}
      onClick={() => setDialog(id)}
    >
      {label}
    </button>
  );

  return (
    <>
      <PageHeader title={player.nickname} />
      <div className="player-head">
        <div className="player-head__facts">
          <p className="player-head__line">
            <StatusBadge status={player.status} />
            <span className="muted">{t('players.id_n', { id: player.id })}</span>
            {player.flags.is_pep ? (
              <span className="tag tag--warn">{t('players.flags.pep')}</span>
            ) : null}
            {player.flags.is_ubo ? (
              <span className="tag tag--warn">{t('players.flags.ubo')}</span>
            ) : null}
            {player.flags.risky_country ? (
              <span className="tag tag--danger">{t('players.flags.risky_country')}</span>
            ) : null}
            {player.flags.is_test ? (
              <span className="tag tag--info">{t('players.flags.test')}</span>
            ) : null}
          </p>
          {player.status_reason ? (
            <p className="player-head__reason">
              {t('players.status_reason', { reason: player.status_reason })}
            </p>
          ) : null}
          {player.status_before_block ? (
            <p className="player-head__reason">
              {t('players.restores_on_unblock', {
                status: t(`players.statuses.${player.status_before_block.status}`, {
                  defaultValue: player.status_before_block.status,
                }),
              })}
              {player.status_before_block.expires_at
                ? ` ${t('players.restores_until', {
                    at: formatDateTime(player.status_before_block.expires_at),
                  })}`
                : ''}
            </p>
          ) : null}
          <dl className="player-cards">
            <div className="player-card">
              <dt>{t('players.balance.cash')}</dt>
              <dd>
                <Money minor={player.balance.cash} currency={player.currency} units={units} />
              </dd>
            </div>
            <div className="player-card">
              <dt>{t('players.balance.bonus')}</dt>
              <dd>
                <Money minor={player.balance.bonus} currency={player.currency} units={units} />
              </dd>
            </div>
            <div className="player-card">
              <dt>{t('players.balance.withdrawable')}</dt>
              <dd>
                <Money
                  minor={player.balance.withdrawable}
                  currency={player.currency}
                  units={units}
                />
              </dd>
            </div>
            <div className="player-card">
              <dt>{t('players.aml')}</dt>
              <dd>
                {t('players.aml_value', {
                  level: player.aml.level,
                  score: formatNumber(player.aml.score),
                })}
              </dd>
            </div>
            <div className="player-card">
              <dt>{t('players.kyc_level')}</dt>
              <dd>{kycSummary(t, player)}</dd>
            </div>
          </dl>
        </div>
        <div className="player-actions" role="group" aria-label={t('players.actions.label')}>
          {can(role, 'block') && !closed
            ? blocked
              ? button('unblock', t('players.actions.unblock'))
              : button('block', t('players.actions.block'), true)
            : null}
          {can(role, 'adjust') && !closed ? button('adjust', t('players.actions.adjust')) : null}
          {can(role, 'message') && !closed ? button('message', t('players.actions.message')) : null}
          {can(role, 'password_reset') && !closed
            ? button('password_reset', t('players.actions.password_reset'))
            : null}
          {can(role, 'two_factor_reset') && player.two_factor.enabled && !closed
            ? button('two_factor_reset', t('players.actions.two_factor_reset'), true)
            : null}
          {can(role, 'end_sessions')
            ? button('end_sessions', t('players.actions.end_sessions'))
            : null}
          {can(role, 'flags') ? button('flags', t('players.actions.flags')) : null}
          {can(role, 'test_flag')
            ? button(
                'test_flag',
                player.flags.is_test ? t('players.actions.test_off') : t('players.actions.test_on'),
              )
            : null}
          {can(role, 'assign_campaign') && !closed
            ? button('campaign', t('players.actions.campaign'))
            : null}
          {can(role, 'close') && !closed ? button('close', t('players.actions.close'), true) : null}
        </div>
      </div>
      <Tabs
        label={t('players.tabs.label')}
        idBase={idBase}
        tabs={tabs.map((id) => ({ id, label: t(`players.tabs.${id}`) }))}
        selected={tab}
        onSelect={selectTab}
      >
        <PlayerTabPanel tab={tab} player={player} role={role} />
      </Tabs>
      <PlayerActionDialogs player={player} open={dialog} onClose={() => setDialog(null)} />
    </>
  );
}

type T = (key: string, opts?: Record<string, unknown>) => string;

/** The highest approved KYC level, or "none". */
function kycSummary(t: T, player: PlayerProfile): string {
  const approved = player.kyc.levels.filter((l) => l.status === 'accepted').map((l) => l.level);
  if (approved.length)
    return approved.map((l) => t(`players.kyc_levels.${l}`, { defaultValue: l })).join(', ');
  const pending = player.kyc.levels.find((l) => l.status === 'pending');
  return pending ? t('players.kyc_pending') : t('players.kyc_none');
}
