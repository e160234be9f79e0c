import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/translation.tsx';
import { Notice } from '../../auth/form.tsx';
import { useBalance } from '../../auth/session.ts';
import {
  BONUS_ROOT,
  useForfeitCampaign,
  usePlayerCampaigns,
  type PlayerCampaign,
} from '../../bonus/api.ts';
import { bonusErrorKey, formatCampaignAmount } from '../../bonus/bonus-rules.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { useLang } from '../../lib/use-lang.ts';
import { useFlash } from '../../payments/flash.ts';
import { usePlayer } from '../use-player.ts';
import { BonusCodeForm } from './bonus-code-form.tsx';
import { CampaignCard } from './campaign-card.tsx';
import './my-bonus.css';

const MESSAGE_MS = 6_000;

/**
 * My Bonus (spec: My Bonus): a bonus code field, the active campaign with its wagering progress,
 * the waiting ones in the order they activate, and the ended ones. Each card has its terms; an
 * active or waiting one can be forfeited after a confirmation, then the list reloads.
 */
export function Component() {
  const { t } = useTranslation(['myBonus', 'dashboardMenu']);
  const lang = useLang();
  const player = usePlayer();
  const queryClient = useQueryClient();
  const campaigns = usePlayerCampaigns(player.id, lang);
  const forfeit = useForfeitCampaign();
  const { flash, show } = useFlash();
  const [confirming, setConfirming] = useState<PlayerCampaign | null>(null);
  const balance = useBalance();
  const currency = player.currency;
  const money = (v: number) => formatCampaignAmount(v, currency, lang);

  const reload = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: BONUS_ROOT }),
    [queryClient],
  );

  const onSaved = (pc: PlayerCampaign) => {
    const waitsDeposit = pc.status === 'unused' && pc.campaign.kind === 'deposit';
    show(
      {
        kind: 'success',
        text: waitsDeposit
          ? pc.campaign.min_dep > 0
            ? t('code_saved_deposit', { name: pc.campaign.name, min: money(pc.campaign.min_dep) })
            : t('code_saved_deposit_any', { name: pc.campaign.name })
          : t('code_saved', { name: pc.campaign.name }),
      },
      MESSAGE_MS,
    );
  };

  const onConfirmForfeit = async () => {
    if (!confirming) return;
    try {
      await forfeit.mutateAsync(confirming.id);
      show(
        { kind: 'success', text: t('forfeited', { name: confirming.campaign.name }) },
        MESSAGE_MS,
      );
    } catch (err) {
      const key = bonusErrorKey(err, 'id');
      show(
        { kind: 'danger', text: t(`error_${key}`, { defaultValue: t('error_generic') }) },
        MESSAGE_MS,
      );
    } finally {
      setConfirming(null);
    }
  };

  const data = campaigns.data;
  const fetchedAt = campaigns.dataUpdatedAt;
  const card = (pc: PlayerCampaign, position?: number) => (
    <CampaignCard
      key={pc.id}
      pc={pc}
      currency={currency}
      fetchedAt={fetchedAt}
      position={position}
      onForfeit={setConfirming}
      onExpired={reload}
    />
  );

  let body;
  if (campaigns.isError) {
    body = <ErrorState message={t('load_error')} onRetry={() => void campaigns.refetch()} />;
  } else if (!data) {
    body = (
      <div role="status" aria-live="polite" className="bonus-loading">
        <span className="visually-hidden">{t('loading')}</span>
        <Skeleton className="bonus-skeleton" />
        <Skeleton className="bonus-skeleton bonus-skeleton--short" />
      </div>
    );
  } else {
    const none = data.active === null && data.unused.length === 0;
    body = (
      <>
        {none && (
          <p className="bonus-empty" data-testid="bonus-empty">
            {t('empty')}
          </p>
        )}
        {data.active && (
          <section aria-labelledby="bonus-active-title">
            <h3 id="bonus-active-title" className="dash-section-title">
              {t('active_title')}
            </h3>
            {card(data.active)}
          </section>
        )}
        {data.unused.length > 0 && (
          <section aria-labelledby="bonus-waiting-title">
            <h3 id="bonus-waiting-title" className="dash-section-title">
              {t('waiting_title')}
            </h3>
            <p className="bonus-section-lead">{t('waiting_lead')}</p>
            <ol className="bonus-list">
              {data.unused.map((pc, i) => (
                <li key={pc.id}>{card(pc, i + 1)}</li>
              ))}
            </ol>
          </section>
        )}
        {data.history.length > 0 && (
          <section aria-labelledby="bonus-history-title">
            <h3 id="bonus-history-title" className="dash-section-title">
              {t('history_title')}
            </h3>
            <ul className="bonus-list">
              {data.history.map((pc) => (
                <li key={pc.id}>{card(pc)}</li>
              ))}
            </ul>
          </section>
        )}
      </>
    );
  }

  return (
    <section className="dash-panel bonus-panel" aria-labelledby="dash-page-title">
      <h2 id="dash-page-title" className="dash-panel__title">
        {t('dashboardMenu:myBonus')}
      </h2>
      <p className="dash-panel__lead">{t('lead')}</p>
      <BonusCodeForm playerId={player.id} onSaved={onSaved} />
      <div className="bonus-flash" aria-live="polite">
        {flash && (
          <Notice kind={flash.kind} role={flash.kind === 'danger' ? 'alert' : 'status'}>
            <p data-testid="bonus-message">{flash.text}</p>
          </Notice>
        )}
      </div>
      {body}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('forfeit_title')}
        cancelLabel={t('cancel')}
        confirmLabel={t('forfeit_confirm')}
        confirmClassName="btn btn--primary bonus-btn--danger"
        busy={forfeit.isPending}
        onConfirm={() => void onConfirmForfeit()}
      >
        {confirming && (
          <p>
            <strong>{confirming.campaign.name}</strong>
            <br />
            {confirming.status === 'active'
              ? t('forfeit_text_active', {
                  bonus: money(balance.data?.bonus ?? player.balance.bonus),
                })
              : t('forfeit_text_unused')}
          </p>
        )}
      </ConfirmDialog>
    </section>
  );
}
