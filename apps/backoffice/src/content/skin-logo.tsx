import {
  SKIN_LOGO_MAX_BYTES,
  SKIN_LOGO_TYPES,
  type StaffSkinSettings,
} from '@croupier/contract/staff-content';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { api, ApiError } from '../api/index.ts';
import { errorText } from '../components/states.tsx';
import { postFile } from './upload.ts';

/**
 * The skin's logo: the current one (uploaded image, or the site's default), an upload (PNG or
 * JPEG, at most SKIN_LOGO_MAX_BYTES; the server inspects it) and the way back to the default.
 */
export function SkinLogo({ settings }: { settings: StaffSkinSettings }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const logo = settings.layout_settings.logo_url;

  const apply = (next: StaffSkinSettings) =>
    queryClient.setQueryData(['content-skin-settings', settings.id], next);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    // The server decides; this only spares an upload it would refuse anyway.
    if (file.size > SKIN_LOGO_MAX_BYTES) {
      setError(t('content.skin.logo_refused'));
      return;
    }
    setBusy(true);
    try {
      apply(await postFile<StaffSkinSettings>(`/skins/${settings.id}/logo`, file));
      toast.success(t('content.skin.logo_uploaded'));
    } catch (err) {
      setError(
        err instanceof ApiError && err.fieldErrors.file
          ? t('content.skin.logo_refused')
          : errorText(t, err),
      );
    } finally {
      setBusy(false);
    }
  };

  const reset = async () => {
    setError(null);
    setBusy(true);
    try {
      apply((await api.delete<{ data: StaffSkinSettings }>(`/skins/${settings.id}/logo`)).data);
      toast.success(t('content.skin.logo_removed'));
    } catch (err) {
      setError(errorText(t, err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <fieldset className="settings-section">
      <legend>{t('content.skin.logo')}</legend>
      <div className="switch-row">
        {logo ? (
          <img className="thumb thumb--logo" src={logo} alt={t('content.skin.logo_current')} />
        ) : null}
        <p className="hint">
          {logo ? t('content.skin.logo_custom') : t('content.skin.logo_default')}
        </p>
      </div>
      {error ? (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="row-actions">
        <label className="btn btn--small" htmlFor={`${id}-file`}>
          {busy ? t('content.skin.logo_uploading') : t('content.skin.logo_upload')}
        </label>
        <input
          id={`${id}-file`}
          className="sr-only"
          type="file"
          accept={SKIN_LOGO_TYPES.join(',')}
          disabled={busy}
          onChange={(e) => {
            void upload(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        {logo ? (
          <button
            type="button"
            className="btn btn--small"
            disabled={busy}
            onClick={() => void reset()}
          >
            {t('content.skin.logo_remove')}
          </button>
        ) : null}
      </div>
    </fieldset>
  );
}
