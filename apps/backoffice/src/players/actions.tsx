import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, Modal, ReasonDialog } from '../components/dialogs.tsx';
import { errorText } from '../components/states.tsx';
import { useAction } from '../screens/use-action.ts';
import { playerKeys, playersApi, type PlayerProfile } from './api.ts';
import { adjustmentBody, idempotencyKey, type AdjustmentForm } from './logic.ts';
import { notBlank, TextAreaField } from '../components/field.tsx';

export type ActionDialog =
  | 'block'
  | 'unblock'
  | 'adjust'
  | 'message'
  | 'password_reset'
  | 'two_factor_reset'
  | 'end_sessions'
  | 'flags'
  | 'test_flag'
  | 'campaign'
  | 'close';

function Cancel() {
  const { t } = useTranslation();
  return (
    <Dialog.Close asChild>
      <button type="button" className="btn">
        {t('common.cancel')}
      </button>
    </Dialog.Close>
  );
}

/** Every action dialog of the player page; `open` names the one shown. */
export function PlayerActionDialogs({
  player,
  open,
  onClose,
}: {
  player: PlayerProfile;
  open: ActionDialog | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const pid = player.id;
  const invalidate = [playerKeys.player(pid), playerKeys.all];
  const opts = (success: (r: unknown) => string) => ({ invalidate, success, onDone: onClose });
  const setOpen = (o: boolean) => !o && onClose();

  const block = useAction(
    ({ blocked, reason }: { blocked: boolean; reason: string }) =>
      blocked ? playersApi.block(pid, reason) : playersApi.unblock(pid, reason),
    {
      invalidate,
      onDone: onClose,
      success: (_r, v) =>
        t(v.blocked ? 'players.done.blocked' : 'players.done.unblocked', {
          name: player.nickname,
        }),
    },
  );
  const endSessions = useAction(
    () => playersApi.endSessions(pid),
    opts((r) => t('players.done.sessions_ended', { count: (r as { revoked: number }).revoked })),
  );
  const reset = useAction(
    () => playersApi.passwordReset(pid),
    opts(() => t('players.done.password_reset')),
  );
  const twoFactorReset = useAction(
    (reason: string) => playersApi.resetTwoFactor(pid, reason),
    opts(() => t('players.done.two_factor_reset', { name: player.nickname })),
  );
  const close = useAction(
    (reason: string) => playersApi.close(pid, reason),
    opts(() => t('players.done.closed', { name: player.nickname })),
  );

  return (
    <>
      <ReasonDialog
        open={open === 'block' || open === 'unblock'}
        onOpenChange={setOpen}
        title={t(
          open === 'unblock' ? 'players.actions.unblock_title' : 'players.actions.block_title',
          {
            name: player.nickname,
          },
        )}
        description={t(
          open === 'unblock' ? 'players.actions.unblock_text' : 'players.actions.block_text',
        )}
        confirmLabel={t(open === 'unblock' ? 'players.actions.unblock' : 'players.actions.block')}
        pending={block.isPending}
        onSubmit={(reason) => block.mutate({ blocked: open === 'block', reason })}
      />
      <ConfirmDialog
        open={open === 'end_sessions'}
        onOpenChange={setOpen}
        title={t('players.actions.end_sessions_title')}
        description={t('players.actions.end_sessions_text', { name: player.nickname })}
        confirmLabel={t('players.actions.end_sessions')}
        danger
        pending={endSessions.isPending}
        onConfirm={() => endSessions.mutate(undefined)}
      />
      <ConfirmDialog
        open={open === 'password_reset'}
        onOpenChange={setOpen}
        title={t('players.actions.password_reset_title')}
        description={t('players.actions.password_reset_text', { email: player.email })}
        confirmLabel={t('players.actions.password_reset')}
        pending={reset.isPending}
        onConfirm={() => reset.mutate(undefined)}
      />
      {/* For a player who lost both phone and recovery codes; the reason stays internal (the
          audit log), the player is e-mailed that customer service turned it off. */}
      <ReasonDialog
        open={open === 'two_factor_reset'}
        onOpenChange={setOpen}
        title={t('players.two_factor.title', { name: player.nickname })}
        description={t('players.two_factor.text')}
        confirmLabel={t('players.two_factor.submit')}
        reasonLabel={t('players.two_factor.reason')}
        pending={twoFactorReset.isPending}
        onSubmit={(reason) => twoFactorReset.mutate(reason)}
      />
      {open === 'adjust' ? <AdjustDialog player={player} onClose={onClose} /> : null}
      {open === 'message' ? <MessageDialog player={player} onClose={onClose} /> : null}
      {open === 'flags' ? <FlagsDialog player={player} onClose={onClose} /> : null}
      {open === 'test_flag' ? <TestFlagDialog player={player} onClose={onClose} /> : null}
      {open === 'campaign' ? <CampaignDialog player={player} onClose={onClose} /> : null}
      {open === 'close' ? (
        <CloseDialog
          player={player}
          onClose={onClose}
          pending={close.isPending}
          onSubmit={(reason) => close.mutate(reason)}
        />
      ) : null}
    </>
  );
}

function AdjustDialog({ player, onClose }: { player: PlayerProfile; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AdjustmentForm>({ defaultValues: { kind: 'cash', amount: '', reason: '' } });
  const adjust = useAction(
    ({ body, key }: { body: unknown; key: string }) => playersApi.adjust(player.id, body, key),
    {
      invalidate: [playerKeys.player(player.id)],
      success: () => t('players.done.adjusted', { name: player.nickname }),
      onDone: onClose,
    },
  );
  const submit = (v: AdjustmentForm) => {
    setServerError(null);
    const result = adjustmentBody(v);
    if (!result.ok) {
      for (const [field, key] of Object.entries(result.errors)) {
        setError(field as keyof AdjustmentForm, {
          message: t(`players.adjust.errors.${field}_${key}`),
        });
      }
      return;
    }
    // One key per submission: a retried request of this submission is not booked twice.
    adjust.mutate(
      { body: result.body, key: idempotencyKey() },
      { onError: (e) => setServerError(errorText(t, e)) },
    );
  };
  const err = (f: keyof AdjustmentForm) =>
    errors[f] ? (
      <p className="field__error" id={`${id}-${f}-error`}>
        {errors[f]?.message}
      </p>
    ) : null;
  const described = (f: keyof AdjustmentForm, hint?: string) =>
    [errors[f] ? `${id}-${f}-error` : '', hint ?? ''].filter(Boolean).join(' ') || undefined;
  return (
    <Modal
      open
      onOpenChange={(o) => !o && onClose()}
      title={t('players.adjust.title', { name: player.nickname })}
      description={t('players.adjust.text', { currency: player.currency })}
    >
      <form className="form" onSubmit={handleSubmit(submit)} noValidate>
        <fieldset className="player-radios">
          <legend>{t('players.adjust.kind')}</legend>
          <label>
            <input type="radio" value="cash" {...register('kind')} /> {t('players.balance.cash')}
          </label>
          <label>
            <input type="radio" value="bonus" {...register('kind')} /> {t('players.balance.bonus')}
          </label>
        </fieldset>
        <div className="field">
          <label htmlFor={`${id}-amount`}>
            {t('players.adjust.amount', { currency: player.currency })}
          </label>
          <input
            id={`${id}-amount`}
            inputMode="decimal"
            autoComplete="off"
            aria-invalid={errors.amount ? true : undefined}
            aria-describedby={described('amount', `${id}-amount-hint`)}
            {...register('amount')}
          />
          <p className="hint" id={`${id}-amount-hint`}>
            {t('players.adjust.amount_hint')}
          </p>
          {err('amount')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-reason`}>{t('players.adjust.reason')}</label>
          <textarea
            id={`${id}-reason`}
            rows={3}
            maxLength={500}
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={described('reason')}
            {...register('reason')}
          />
          {err('reason')}
        </div>
        {serverError ? (
          <p className="notice notice--error" role="alert">
            {serverError}
          </p>
        ) : null}
        <div className="dialog__actions">
          <Cancel />
          <button type="submit" className="btn btn--primary" disabled={adjust.isPending}>
            {t('players.adjust.submit')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

export function MessageDialog({ player, onClose }: { player: PlayerProfile; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      onOpenChange={(o) => !o && onClose()}
      title={t('players.message.title', { name: player.nickname })}
    >
      <MessageForm playerId={player.id} onDone={onClose} cancel />
    </Modal>
  );
}

/** Subject and body of a message to the player (their inbox; support, admin). */
export function MessageForm({
  playerId,
  onDone,
  cancel,
}: {
  playerId: number;
  onDone?: () => void;
  cancel?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<{ subject: string; body: string }>({ defaultValues: { subject: '', body: '' } });
  const send = useAction(
    (v: { subject: string; body: string }) => playersApi.message(playerId, v),
    {
      invalidate: [playerKeys.player(playerId)],
      success: () => t('players.done.message_sent'),
      onDone: () => {
        reset();
        onDone?.();
      },
    },
  );
  const required = (v: string) => v.trim().length > 0 || t('common.field_required');
  return (
    <form
      className="form"
      onSubmit={handleSubmit((v) =>
        send.mutate({ subject: v.subject.trim(), body: v.body.trim() }),
      )}
      noValidate
    >
      <div className="field">
        <label htmlFor={`${id}-subject`}>{t('players.message.subject')}</label>
        <input
          id={`${id}-subject`}
          maxLength={200}
          aria-invalid={errors.subject ? true : undefined}
          aria-describedby={errors.subject ? `${id}-subject-error` : undefined}
          {...register('subject', { validate: required })}
        />
        {errors.subject ? (
          <p className="field__error" id={`${id}-subject-error`}>
            {errors.subject.message}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor={`${id}-body`}>{t('players.message.body')}</label>
        <textarea
          id={`${id}-body`}
          rows={6}
          maxLength={5000}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={errors.body ? `${id}-body-error` : undefined}
          {...register('body', { validate: required })}
        />
        {errors.body ? (
          <p className="field__error" id={`${id}-body-error`}>
            {errors.body.message}
          </p>
        ) : null}
      </div>
      <div className="dialog__actions">
        {cancel ? <Cancel /> : null}
        <button type="submit" className="btn btn--primary" disabled={send.isPending}>
          {t('players.message.send')}
        </button>
      </div>
    </form>
  );
}

function FlagsDialog({ player, onClose }: { player: PlayerProfile; onClose: () => void }) {
  const { t } = useTranslation();
  const { register, handleSubmit } = useForm({
    defaultValues: { is_pep: player.flags.is_pep, is_ubo: player.flags.is_ubo },
  });
  const save = useAction(
    (v: { is_pep: boolean; is_ubo: boolean }) => playersApi.setFlags(player.id, v),
    {
      invalidate: [playerKeys.player(player.id)],
      success: () => t('players.done.flags'),
      onDone: onClose,
    },
  );
  return (
    <Modal
      open
      onOpenChange={(o) => !o && onClose()}
      title={t('players.flags.title', { name: player.nickname })}
      description={t('players.flags.text')}
    >
      <form className="form" onSubmit={handleSubmit((v) => save.mutate(v))}>
        <fieldset className="player-radios player-radios--column">
          <legend>{t('players.flags.legend')}</legend>
          <label>
            <input type="checkbox" {...register('is_pep')} /> {t('players.flags.pep_long')}
          </label>
          <label>
            <input type="checkbox" {...register('is_ubo')} /> {t('players.flags.ubo_long')}
          </label>
        </fieldset>
        <div className="dialog__actions">
          <Cancel />
          <button type="submit" className="btn btn--primary" disabled={save.isPending}>
            {t('common.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

function TestFlagDialog({ player, onClose }: { player: PlayerProfile; onClose: () => void }) {
  const { t } = useTranslation();
  const next = !player.flags.is_test;
  const save = useAction(() => playersApi.setTestFlag(player.id, next), {
    invalidate: [playerKeys.player(player.id), playerKeys.all],
    success: () => t(next ? 'players.done.test_on' : 'players.done.test_off'),
    onDone: onClose,
  });
  return (
    <ConfirmDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={t(next ? 'players.actions.test_on_title' : 'players.actions.test_off_title')}
      description={t(next ? 'players.actions.test_on_text' : 'players.actions.test_off_text', {
        name: player.nickname,
      })}
      confirmLabel={t(next ? 'players.actions.test_on' : 'players.actions.test_off')}
      pending={save.isPending}
      onConfirm={() => save.mutate(undefined)}
    />
  );
}

function CampaignDialog({ player, onClose }: { player: PlayerProfile; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const campaigns = useQuery({ queryKey: ['campaigns'], queryFn: playersApi.campaigns });
  const usable = (campaigns.data ?? []).filter(
    (c) => c.state === 'running' && c.skin_id === player.skin_id,
  );
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ campaign: string }>({ defaultValues: { campaign: '' } });
  const assign = useAction(
    (campaignId: number) => playersApi.assignCampaign(campaignId, player.id),
    {
      invalidate: [playerKeys.player(player.id), ['campaigns']],
      success: (r) =>
        t(r.duplicate ? 'players.done.campaign_again' : 'players.done.campaign', {
          name: player.nickname,
        }),
      onDone: onClose,
    },
  );
  return (
    <Modal
      open
      onOpenChange={(o) => !o && onClose()}
      title={t('players.campaign.title', { name: player.nickname })}
      description={t('players.campaign.text')}
    >
      <form
        className="form"
        onSubmit={handleSubmit((v) => assign.mutate(Number(v.campaign)))}
        noValidate
      >
        <div className="field">
          <label htmlFor={`${id}-campaign`}>{t('players.campaign.pick')}</label>
          <select
            id={`${id}-campaign`}
            disabled={campaigns.isPending}
            aria-invalid={errors.campaign ? true : undefined}
            aria-describedby={errors.campaign ? `${id}-campaign-error` : undefined}
            {...register('campaign', { validate: (v) => !!v || t('common.field_required') })}
          >
            <option value="">
              {campaigns.isPending ? t('common.loading') : t('players.campaign.none_picked')}
            </option>
            {usable.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name} ({c.code})
              </option>
            ))}
          </select>
          {errors.campaign ? (
            <p className="field__error" id={`${id}-campaign-error`}>
              {errors.campaign.message}
            </p>
          ) : null}
          {campaigns.error ? (
            <p className="field__error" role="alert">
              {errorText(t, campaigns.error)}
            </p>
          ) : null}
          {campaigns.data && usable.length === 0 ? (
            <p className="hint">{t('players.campaign.empty')}</p>
          ) : null}
        </div>
        <div className="dialog__actions">
          <Cancel />
          <button type="submit" className="btn btn--primary" disabled={assign.isPending}>
            {t('players.campaign.submit')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

function CloseDialog({
  player,
  onClose,
  pending,
  onSubmit,
}: {
  player: PlayerProfile;
  onClose: () => void;
  pending: boolean;
  onSubmit: (reason: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ defaultValues: { reason: '', confirm: '' } });
  return (
    <Modal
      open
      onOpenChange={(o) => !o && onClose()}
      title={t('players.close.title', { name: player.nickname })}
      description={t('players.close.text')}
    >
      <form className="form" onSubmit={handleSubmit((v) => onSubmit(v.reason.trim()))} noValidate>
        <TextAreaField
          id={`${id}-reason`}
          label={t('players.close.reason')}
          rows={3}
          maxLength={500}
          error={errors.reason?.message}
          registration={register('reason', { validate: notBlank(t('common.reason_required')) })}
        />
        <div className="field">
          <label htmlFor={`${id}-confirm`}>
            {t('players.close.confirm', { name: player.nickname })}
          </label>
          <input
            id={`${id}-confirm`}
            autoComplete="off"
            aria-invalid={errors.confirm ? true : undefined}
            aria-describedby={errors.confirm ? `${id}-confirm-error` : undefined}
            {...register('confirm', {
              validate: (v) => v.trim() === player.nickname || t('players.close.confirm_error'),
            })}
          />
          {errors.confirm ? (
            <p className="field__error" id={`${id}-confirm-error`}>
              {errors.confirm.message}
            </p>
          ) : null}
        </div>
        <div className="dialog__actions">
          <Cancel />
          <button type="submit" className="btn btn--danger" disabled={pending}>
            {t('players.close.submit')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
