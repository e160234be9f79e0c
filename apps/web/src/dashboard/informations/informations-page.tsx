import { useTranslation } from '../../lib/translation.tsx';
import { formatUtcDate } from '../../lib/format.ts';
import { useLang } from '../../lib/use-lang.ts';
import { countryName } from '../display.ts';
import { usePlayer } from '../use-player.ts';
import { AccountActions } from './account-actions.tsx';
import { ContactField } from './contact-field.tsx';
import { RealityMinutesForm } from './reality-minutes-form.tsx';

/**
 * Informations: the player's registration data (read-only), the e-mail and mobile (editable
 * until verified, with their confirm buttons) and the reality-check interval.
 */
export function Component() {
  const { t } = useTranslation(['myprofile', 'dashboardMenu', 'identity']);
  const lang = useLang();
  const player = usePlayer();
  const info = player.information;
  const dash = '—';

  const rows: { key: string; value: string | number | null | undefined }[] = [
    { key: 'name', value: player.name },
    { key: 'gender', value: info.gender ? t(`gender_${info.gender}`) : null },
    { key: 'dob', value: info.dob ? formatUtcDate(info.dob, lang) : null },
    { key: 'country', value: countryName(info.country, lang) },
    { key: 'city', value: info.city },
    { key: 'address', value: info.address_line_1 },
    { key: 'street_number', value: info.address_line_2 },
    { key: 'postal_code', value: info.postal_code },
    { key: 'nationality', value: countryName(info.nationality, lang) },
    { key: 'nickname', value: player.username },
    { key: 'player_id', value: player.id },
  ];

  return (
    <section className="dash-panel" aria-labelledby="dash-page-title">
      <h2 id="dash-page-title" className="dash-panel__title">
        {t('dashboardMenu:informations')}
      </h2>

      <h3 className="dash-section-title">{t('personal_details')}</h3>
      <dl className="info-grid">
        {rows.map((row) => (
          <div key={row.key} className="info-grid__item">
            <dt>{t(row.key)}</dt>
            <dd data-field={row.key}>
              {row.value === null || row.value === '' ? dash : row.value}
            </dd>
          </div>
        ))}
      </dl>

      <h3 className="dash-section-title">{t('contact_details')}</h3>
      <div className="contact-grid">
        <ContactField player={player} channel="email" />
        <ContactField player={player} channel="sms" />
      </div>

      <h3 className="dash-section-title">{t('reality_check')}</h3>
      <RealityMinutesForm current={info.reality_minutes} />

      <h3 className="dash-section-title">{t('identity:account_section')}</h3>
      <AccountActions player={player} />
    </section>
  );
}
