import type { SaferMarkerItem } from '@croupier/contract/safer';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api } from '../api/index.ts';
import { notBlank, TextAreaField } from '../components/field.tsx';
import { formatDateTime } from '../lib/format.ts';
import { useAction } from '../screens/use-action.ts';
import { humanize, INTERACTION_CHANNELS, INTERACTION_KINDS } from './evidence.ts';
import './safer.css';

type Values = { kind: string; channel: string; note: string; marker: string };

/**
 * Logs a safer-gambling interaction with a player (POST players/{id}/interactions): the one form
 * of the marker dialog (logged against that marker) and of the player page's tab (against one of
 * the open markers, or none). An open marker it names becomes reviewed.
 */
export function InteractionForm({
  playerId,
  playerName,
  marker,
  openMarkers = [],
  onDone,
}: {
  playerId: number;
  playerName: string;
  /** The marker it answers, fixed (the marker dialog). */
  marker?: SaferMarkerItem;
  /** Open markers to choose from when none is fixed (the player page). */
  openMarkers?: readonly SaferMarkerItem[];
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Values>({
    defaultValues: { kind: 'contact_made', channel: 'email', note: '', marker: '' },
  });
  const log = useAction(
    (v: Values) => {
      const markerId = marker ? marker.id : v.marker ? Number(v.marker) : undefined;
      return api.post(`/players/${playerId}/interactions`, {
        kind: v.kind,
        channel: v.channel,
        note: v.note.trim(),
        ...(markerId !== undefined ? { marker_id: markerId } : {}),
      });
    },
    {
      // The markers queue and the player page's tab.
      invalidate: [['safer'], ['players', playerId, 'safer']],
      success: () => t('safer.done.interaction', { player: playerName }),
      onDone: () => {
        reset();
        onDone?.();
      },
    },
  );
  const ruleName = (m: SaferMarkerItem) =>
    t(`safer.markers.${m.marker}`, { defaultValue: humanize(m.marker) });
  return (
    <form
      className="panel safer-form"
      onSubmit={handleSubmit((v) => log.mutate(v))}
      aria-labelledby={`${id}-title`}
      noValidate
    >
      <h3 className="section-title" id={`${id}-title`}>
        {t('safer.interaction_title')}
      </h3>
      <p className="hint">
        {marker ? t('safer.interaction_hint') : t('safer.interaction.player_hint')}
      </p>
      <div className="safer-form__row">
        <div className="field">
          <label htmlFor={`${id}-kind`}>{t('safer.interaction.kind')}</label>
          <select id={`${id}-kind`} {...register('kind')}>
            {INTERACTION_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`safer.interaction.kinds.${k}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-channel`}>{t('safer.interaction.channel')}</label>
          <select id={`${id}-channel`} {...register('channel')}>
            {INTERACTION_CHANNELS.map((k) => (
              <option key={k} value={k}>
                {t(`safer.interaction.channels.${k}`)}
              </option>
            ))}
          </select>
        </div>
        {!marker && openMarkers.length ? (
          <div className="field">
            <label htmlFor={`${id}-marker`}>{t('safer.interaction.for_marker')}</label>
            <select id={`${id}-marker`} {...register('marker')}>
              <option value="">{t('safer.interaction.no_marker')}</option>
              {openMarkers.map((m) => (
                <option key={m.id} value={m.id}>
                  {ruleName(m)} ({formatDateTime(m.detected_at)})
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      <TextAreaField
        id={`${id}-note`}
        label={t('safer.interaction.note')}
        rows={3}
        maxLength={2000}
        error={errors.note?.message}
        registration={register('note', { validate: notBlank(t('common.field_required')) })}
      />
      <div>
        <button
          type="submit"
          className={marker ? 'btn' : 'btn btn--primary'}
          disabled={log.isPending}
        >
          {t('safer.log_interaction')}
        </button>
      </div>
    </form>
  );
}
