import type { StaffBankAccount, StaffSkinSettings } from '@croupier/contract/staff-content';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { toast } from 'sonner';
import { api, ApiError } from '../api/index.ts';
import { useSession } from '../auth/use-session.ts';
import { ConfirmDialog } from '../components/dialogs.tsx';
import { errorText, PageHeader, QueryState } from '../components/states.tsx';
import { canOpen } from '../shell/menu.ts';
import { useAction } from '../screens/use-action.ts';
import './content.css';
import { COUNTRY_CODES, countryName } from './countries.ts';
import { LanguageTabs, languageName } from './language-tabs.tsx';
import {
  isHex,
  longHex,
  skinForm,
  skinSettingsDiff,
  type Language,
  type SkinForm,
} from './model.ts';
import { SkinLogo } from './skin-logo.tsx';

interface SkinRow {
  id: number;
  name: string;
  ref_id: string;
  in_maintenance: boolean;
}
type Part = 'settings' | 'risky-countries' | 'bank-details';

/** The parts of the skin's settings and the menu items (roles) that open them. */
const PARTS: { part: Part; menu: string; path: string }[] = [
  { part: 'settings', menu: 'skin_settings', path: '/content/skin-settings' },
  {
    part: 'risky-countries',
    menu: 'risky_countries',
    path: '/site/risky-countries',
  },
  { part: 'bank-details', menu: 'bank_details', path: '/site/bank-details' },
];

/** The skin's settings (maintenance, options, licence, chat, colours), risky countries, bank. */
export function SkinSettingsScreen({ part }: { part: Part }) {
  const { t } = useTranslation();
  const id = useId();
  const role = useSession()?.staff.role;
  const allowed = PARTS.filter((p) => role && canOpen(role, p.menu));
  const skins = useQuery({
    queryKey: ['content-skins'],
    queryFn: () => api.get<{ data: SkinRow[] }>('/skins').then((r) => r.data),
  });
  const [skinId, setSkinId] = useState<number | null>(null);
  const skin = skins.data?.find((s) => s.id === skinId) ?? skins.data?.[0];
  return (
    <section aria-labelledby="page-title">
      <PageHeader title={t('content.skin.title')}>
        {skins.data && skins.data.length > 1 ? (
          <div className="field field--inline">
            <label htmlFor={`${id}-skin`}>{t('content.skin.skin')}</label>
            <select
              id={`${id}-skin`}
              value={skin?.id ?? ''}
              onChange={(e) => setSkinId(Number(e.target.value))}
            >
              {skins.data.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name} ({s.ref_id})
                </option>
              ))}
            </select>
          </div>
        ) : skin ? (
          <span className="muted">
            {t('content.skin.skin')}: {skin.name} ({skin.ref_id})
          </span>
        ) : null}
      </PageHeader>
      {allowed.length > 1 ? (
        <nav className="sub-tabs" aria-label={t('content.skin.parts')}>
          {allowed.map((p) => (
            <NavLink key={p.part} className="btn btn--small" to={p.path} end>
              {t(`content.skin.part.${p.part}`)}
            </NavLink>
          ))}
        </nav>
      ) : null}
      <QueryState
        isPending={skins.isPending}
        error={skins.error}
        isEmpty={!skin}
        empty={t('content.skin.none')}
        onRetry={() => void skins.refetch()}
      >
        {skin ? (
          part === 'settings' ? (
            <SettingsPart key={skin.id} skinId={skin.id} />
          ) : part === 'risky-countries' ? (
            <RiskyCountries key={skin.id} skinId={skin.id} />
          ) : (
            <BankDetails key={skin.id} skinId={skin.id} />
          )
        ) : null}
      </QueryState>
    </section>
  );
}

function SettingsPart({ skinId }: { skinId: number }) {
  const settings = useQuery({
    queryKey: ['content-skin-settings', skinId],
    queryFn: () =>
      api.get<{ data: StaffSkinSettings }>(`/skins/${skinId}/settings`).then((r) => r.data),
  });
  return (
    <QueryState
      isPending={settings.isPending}
      error={settings.error}
      isEmpty={false}
      empty=""
      onRetry={() => void settings.refetch()}
    >
      {settings.data ? (
        <div className="skin-settings">
          <Maintenance settings={settings.data} />
          <SkinLogo settings={settings.data} />
          <SettingsForm
            // Maintenance and the logo have their own controls: changing them keeps the form.
            key={JSON.stringify({
              ...settings.data,
              in_maintenance: null,
              layout_settings: { ...settings.data.layout_settings, logo_url: null },
            })}
            settings={settings.data}
          />
        </div>
      ) : null}
    </QueryState>
  );
}

function Maintenance({ settings }: { settings: StaffSkinSettings }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const queryClient = useQueryClient();
  const on = settings.in_maintenance;
  const toggle = useAction(
    (value: boolean) =>
      api.put<{ data: StaffSkinSettings }>(`/skins/${settings.id}/settings`, {
        in_maintenance: value,
      }),
    {
      invalidate: [['content-skins']],
      success: (r) =>
        r.data.in_maintenance
          ? t('content.skin.maintenance_on')
          : t('content.skin.maintenance_off'),
      onDone: () => setAsking(false),
    },
  );
  return (
    <fieldset
      className={
        on ? 'settings-section maintenance maintenance--on' : 'settings-section maintenance'
      }
    >
      <legend>{t('content.skin.maintenance')}</legend>
      <div className="switch-row">
        <p className="maintenance__state" role="status">
          {on ? t('content.skin.maintenance_state_on') : t('content.skin.maintenance_state_off')}
        </p>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          className={on ? 'btn btn--danger' : 'btn'}
          onClick={() => setAsking(true)}
        >
          {t('content.skin.maintenance_switch')}
        </button>
      </div>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={
          on ? t('content.skin.maintenance_end_title') : t('content.skin.maintenance_start_title')
        }
        description={
          on ? t('content.skin.maintenance_end_text') : t('content.skin.maintenance_start_text')
        }
        confirmLabel={on ? t('content.skin.maintenance_end') : t('content.skin.maintenance_start')}
        danger={!on}
        pending={toggle.isPending}
        onConfirm={() =>
          toggle.mutate(!on, {
            onSuccess: (r) =>
              queryClient.setQueryData(['content-skin-settings', settings.id], r.data),
          })
        }
      />
    </fieldset>
  );
}

const UI_OPTIONS = [
  'hide_transaction_popups',
  'player_login_with_email',
  'allow_external_registration',
  'is_activation_email_bypassed',
] as const;
const LICENCE_FIELDS = [
  'company_name',
  'company_address',
  'company_registration',
  'licence_number',
  'support_email',
  'dpo_email',
  'affiliate_email',
  'site_url',
] as const;

/** The placeholders the site fills in the licence text (lib/skin-settings.ts on the site). */
const LICENCE_PLACEHOLDERS = [
  'brand_name',
  'company_name',
  'company_registration',
  'company_address',
  'licence_number',
  'support_email',
]
  .map((p) => `{{${p}}}`)
  .join(', ');

/**
 * The footer's licence paragraph, one textarea per site language: English is `licence_text` (also
 * shown for every language without its own), the others `licence_texts`.
 */
function LicenceTexts({
  licence,
  invalid,
  onChange,
}: {
  licence: SkinForm['licence'];
  invalid: (l: Language) => true | undefined;
  onChange: (patch: Partial<SkinForm['licence']>) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [active, setActive] = useState<Language>('en');
  const texts = licence.licence_texts ?? {};
  const valueOf = (l: Language) => (l === 'en' ? licence.licence_text : (texts[l] ?? ''));
  const set = (value: string) => {
    if (active === 'en') {
      onChange({ licence_text: value });
      return;
    }
    // An emptied language is left out (the site shows English); keys in the stored order.
    const next = { ...texts, [active]: value };
    onChange({
      licence_texts: Object.fromEntries(
        Object.entries(next)
          .filter(([, v]) => v.trim() !== '')
          .sort(([a], [b]) => a.localeCompare(b)),
      ),
    });
  };
  const name = languageName(active);
  return (
    <div className="field field--wide">
      <h3 className="settings-subtitle">{t('content.skin.lic.licence_text')}</h3>
      <LanguageTabs
        active={active}
        onActive={setActive}
        marks={(l) => valueOf(l).trim() !== ''}
        label={t('content.skin.lic.licence_text_languages')}
      />
      <div role="tabpanel" id="lang-panel" aria-label={name} className="lang-panel">
        <div className="field">
          <label htmlFor={`${id}-text`}>
            {t('content.skin.lic.licence_text_in', { language: name })}
          </label>
          <textarea
            key={active}
            id={`${id}-text`}
            lang={active}
            rows={4}
            maxLength={5000}
            value={valueOf(active)}
            aria-invalid={invalid(active)}
            aria-describedby={`${id}-hint`}
            onChange={(e) => set(e.target.value)}
          />
          <p className="hint" id={`${id}-hint`}>
            {active === 'en'
              ? t('content.skin.lic.licence_text_hint_en', { placeholders: LICENCE_PLACEHOLDERS })
              : t('content.skin.lic.licence_text_hint_other', {
                  language: name,
                  placeholders: LICENCE_PLACEHOLDERS,
                })}
          </p>
        </div>
      </div>
    </div>
  );
}

function SettingsForm({ settings }: { settings: StaffSkinSettings }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<SkinForm>(() => skinForm(settings));
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const [saving, setSaving] = useState(false);
  const body = useMemo(() => skinSettingsDiff(settings, form), [settings, form]);
  const badColours = Object.entries(form.layout_settings.colors)
    .filter(([, v]) => !isHex(v))
    .map(([k]) => k);

  const save = async () => {
    if (!body) return;
    if (badColours.length) {
      setError(t('content.skin.colour_invalid', { names: badColours.join(', ') }));
      return;
    }
    setSaving(true);
    setError(null);
    setFieldErrors({});
    try {
      const res = await api.put<{ data: StaffSkinSettings }>(
        `/skins/${settings.id}/settings`,
        body,
      );
      queryClient.setQueryData(['content-skin-settings', settings.id], res.data);
      toast.success(t('content.skin.saved'));
    } catch (err) {
      if (err instanceof ApiError) setFieldErrors(err.fieldErrors);
      setError(
        err instanceof ApiError && Object.keys(err.fieldErrors).length
          ? t('errors.invalid_fields', { fields: Object.keys(err.fieldErrors).join(', ') })
          : errorText(t, err),
      );
    } finally {
      setSaving(false);
    }
  };
  const invalid = (path: string) => (fieldErrors[path] ? true : undefined);
  const setLayout = (patch: Partial<SkinForm['layout_settings']>) =>
    setForm({ ...form, layout_settings: { ...form.layout_settings, ...patch } });
  const setLicence = (patch: Partial<SkinForm['licence']>) =>
    setForm({ ...form, licence: { ...form.licence, ...patch } });

  return (
    <form
      className="content-form"
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
      <fieldset className="settings-section">
        <legend>{t('content.skin.ui_options')}</legend>
        <div className="checks">
          {UI_OPTIONS.map((k) => (
            <label key={k} className="inline-check">
              <input
                type="checkbox"
                checked={form.ui_options[k]}
                onChange={(e) =>
                  setForm({ ...form, ui_options: { ...form.ui_options, [k]: e.target.checked } })
                }
              />
              {t(`content.skin.ui.${k}`)}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="settings-section">
        <legend>{t('content.skin.brand')}</legend>
        <div className="settings-grid">
          <div className="field">
            <label htmlFor={`${id}-brand`}>{t('content.skin.brand_name')}</label>
            <input
              id={`${id}-brand`}
              maxLength={100}
              value={form.layout_settings.brand_name}
              aria-invalid={
                invalid('layout_settings.brand_name') ??
                (!form.layout_settings.brand_name.trim() || undefined)
              }
              onChange={(e) => setLayout({ brand_name: e.target.value })}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-logo`}>{t('content.skin.logo_text')}</label>
            <input
              id={`${id}-logo`}
              maxLength={100}
              value={form.layout_settings.logo_text}
              onChange={(e) => setLayout({ logo_text: e.target.value })}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-radius`}>{t('content.skin.radius')}</label>
            <input
              id={`${id}-radius`}
              maxLength={20}
              value={form.layout_settings.radius}
              aria-invalid={invalid('layout_settings.radius')}
              aria-describedby={`${id}-radius-hint`}
              onChange={(e) => setLayout({ radius: e.target.value })}
            />
            <p className="hint" id={`${id}-radius-hint`}>
              {t('content.skin.radius_hint')}
            </p>
          </div>
          <div className="field">
            <label htmlFor={`${id}-font`}>{t('content.skin.font')}</label>
            <input
              id={`${id}-font`}
              maxLength={200}
              value={form.layout_settings.font_family}
              aria-invalid={invalid('layout_settings.font_family')}
              onChange={(e) => setLayout({ font_family: e.target.value })}
            />
          </div>
        </div>
        <h3 className="settings-subtitle">{t('content.skin.colours')}</h3>
        <div className="settings-grid">
          {Object.entries(form.layout_settings.colors).map(([name, value]) => (
            <div className="field" key={name}>
              <label htmlFor={`${id}-c-${name}`}>{name}</label>
              <div className="colour-field">
                <input
                  type="color"
                  aria-label={t('content.skin.colour_picker', { name })}
                  value={isHex(value) ? longHex(value) : '#000000'}
                  onChange={(e) =>
                    setLayout({
                      colors: { ...form.layout_settings.colors, [name]: e.target.value },
                    })
                  }
                />
                <input
                  id={`${id}-c-${name}`}
                  type="text"
                  maxLength={7}
                  value={value}
                  aria-invalid={isHex(value) ? undefined : true}
                  onChange={(e) =>
                    setLayout({
                      colors: { ...form.layout_settings.colors, [name]: e.target.value },
                    })
                  }
                />
              </div>
            </div>
          ))}
        </div>
      </fieldset>

      <fieldset className="settings-section">
        <legend>{t('content.skin.live_chat')}</legend>
        <div className="field">
          <label htmlFor={`${id}-chat`}>{t('content.skin.live_chat_url')}</label>
          <input
            id={`${id}-chat`}
            type="url"
            maxLength={500}
            placeholder="https://"
            value={form.live_chat_url ?? ''}
            aria-invalid={invalid('live_chat_url')}
            aria-describedby={`${id}-chat-hint`}
            onChange={(e) => setForm({ ...form, live_chat_url: e.target.value })}
          />
          <p className="hint" id={`${id}-chat-hint`}>
            {t('content.skin.live_chat_hint')}
          </p>
        </div>
      </fieldset>

      <fieldset className="settings-section">
        <legend>{t('content.skin.licence')}</legend>
        <div className="settings-grid">
          {LICENCE_FIELDS.map((k) => (
            <div className="field" key={k}>
              <label htmlFor={`${id}-l-${k}`}>{t(`content.skin.lic.${k}`)}</label>
              <input
                id={`${id}-l-${k}`}
                type={k.endsWith('email') ? 'email' : k === 'site_url' ? 'url' : 'text'}
                maxLength={500}
                value={form.licence[k]}
                aria-invalid={invalid(`licence.${k}`)}
                onChange={(e) => setLicence({ [k]: e.target.value })}
              />
            </div>
          ))}
          <LicenceTexts
            licence={form.licence}
            invalid={(l) =>
              l === 'en'
                ? invalid('licence.licence_text')
                : (invalid(`licence.licence_texts.${l}`) ?? invalid('licence.licence_texts'))
            }
            onChange={setLicence}
          />
        </div>
      </fieldset>
      <div className="form-actions">
        <button type="submit" className="btn btn--primary" disabled={!body || saving}>
          {saving ? t('content.saving') : t('content.skin.save')}
        </button>
        <button
          type="button"
          className="btn"
          disabled={!body || saving}
          onClick={() => {
            setForm(skinForm(settings));
            setError(null);
            setFieldErrors({});
          }}
        >
          {t('content.skin.discard')}
        </button>
        {!body ? <span className="hint">{t('content.skin.no_changes')}</span> : null}
      </div>
    </form>
  );
}

function RiskyCountries({ skinId }: { skinId: number }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const countries = useMemo(
    () =>
      COUNTRY_CODES.map((code) => ({ code, name: countryName(code) })).sort((a, b) =>
        a.name.localeCompare(b.name),
      ),
    [],
  );
  const risky = useQuery({
    queryKey: ['content-risky', skinId],
    queryFn: () =>
      api
        .get<{ data: { countries: string[] } }>(`/skins/${skinId}/risky-countries`)
        .then((r) => r.data.countries),
  });
  const [picked, setPicked] = useState<string[] | null>(null);
  const [filter, setFilter] = useState('');
  const selected = picked ?? risky.data ?? [];
  const save = useAction(
    (list: string[]) =>
      api.put<{ data: { countries: string[] } }>(`/skins/${skinId}/risky-countries`, {
        countries: list,
      }),
    {
      invalidate: [],
      success: () => t('content.skin.risky_saved'),
      onDone: () => setPicked(null),
    },
  );
  const name = (code: string) => countryName(code);
  const shown = countries.filter(
    (c) =>
      !filter.trim() ||
      c.name.toLowerCase().includes(filter.trim().toLowerCase()) ||
      c.code.toLowerCase() === filter.trim().toLowerCase(),
  );
  const dirty =
    picked !== null && [...picked].sort().join() !== [...(risky.data ?? [])].sort().join();
  const toggle = (code: string, on: boolean) =>
    setPicked(on ? [...selected, code] : selected.filter((c) => c !== code));
  return (
    <QueryState
      isPending={risky.isPending}
      error={risky.error}
      isEmpty={false}
      empty=""
      onRetry={() => void risky.refetch()}
    >
      <div className="content-form">
        <p className="hint">{t('content.skin.risky_hint')}</p>
        <div className="settings-section">
          <h2 className="settings-subtitle" id={`${id}-sel`}>
            {t('content.skin.risky_selected', { count: selected.length })}
          </h2>
          {selected.length ? (
            <ul className="chips" aria-labelledby={`${id}-sel`}>
              {[...selected].sort().map((code) => (
                <li key={code} className="chip">
                  {name(code)} ({code})
                  <button
                    type="button"
                    aria-label={t('content.skin.risky_remove', { name: name(code) })}
                    onClick={() => toggle(code, false)}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">{t('content.skin.risky_none')}</p>
          )}
        </div>
        <div className="field">
          <label htmlFor={`${id}-filter`}>{t('content.skin.risky_filter')}</label>
          <input
            id={`${id}-filter`}
            type="search"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
          />
        </div>
        <fieldset className="countries">
          <legend className="sr-only">{t('content.skin.risky_countries')}</legend>
          {shown.map((c) => (
            <label key={c.code} className="inline-check">
              <input
                type="checkbox"
                checked={selected.includes(c.code)}
                onChange={(e) => toggle(c.code, e.target.checked)}
              />
              {c.name} ({c.code})
            </label>
          ))}
        </fieldset>
        <div className="form-actions">
          <button
            type="button"
            className="btn btn--primary"
            disabled={!dirty || save.isPending}
            onClick={() =>
              save.mutate([...selected].sort(), {
                onSuccess: (r) =>
                  queryClient.setQueryData(['content-risky', skinId], r.data.countries),
              })
            }
          >
            {t('content.skin.risky_save')}
          </button>
          <button type="button" className="btn" disabled={!dirty} onClick={() => setPicked(null)}>
            {t('content.skin.discard')}
          </button>
        </div>
      </div>
    </QueryState>
  );
}

const EMPTY_ACCOUNT: StaffBankAccount = {
  name: '',
  holder: '',
  iban: '',
  bic: '',
  bban: '',
  bank_code: '',
};
const ACCOUNT_FIELDS = ['name', 'holder', 'iban', 'bic', 'bban', 'bank_code'] as const;

function BankDetails({ skinId }: { skinId: number }) {
  const { t } = useTranslation();
  const bank = useQuery({
    queryKey: ['content-bank', skinId],
    queryFn: () =>
      api
        .get<{ data: { accounts: Record<string, StaffBankAccount> } }>(
          `/skins/${skinId}/bank-details`,
        )
        .then((r) => r.data.accounts),
  });
  const [adding, setAdding] = useState('');
  const accounts = bank.data ?? {};
  const keys = Object.keys(accounts).sort((a, b) =>
    a === 'default' ? -1 : b === 'default' ? 1 : a.localeCompare(b),
  );
  const [extra, setExtra] = useState<string[]>([]);
  const all = [...keys, ...extra.filter((k) => !keys.includes(k))];
  if (!all.includes('default')) all.unshift('default');
  const addCode = adding.trim().toUpperCase();
  const addValid = /^[A-Z]{3}$/.test(addCode) && !all.includes(addCode);
  return (
    <QueryState
      isPending={bank.isPending}
      error={bank.error}
      isEmpty={false}
      empty=""
      onRetry={() => void bank.refetch()}
    >
      <div className="content-form">
        <p className="hint">{t('content.skin.bank_hint')}</p>
        {all.map((currency) => (
          <BankAccountForm
            key={`${currency}-${JSON.stringify(accounts[currency] ?? null)}`}
            skinId={skinId}
            currency={currency}
            account={accounts[currency] ?? null}
          />
        ))}
        <div className="settings-inline">
          <div className="field">
            <label htmlFor="bank-add">{t('content.skin.bank_add_currency')}</label>
            <input
              id="bank-add"
              className="input--mono"
              maxLength={3}
              placeholder="EUR"
              value={adding}
              aria-describedby="bank-add-hint"
              onChange={(e) => setAdding(e.target.value)}
            />
          </div>
          <button
            type="button"
            className="btn"
            disabled={!addValid}
            onClick={() => {
              setExtra([...extra, addCode]);
              setAdding('');
            }}
          >
            {t('content.skin.bank_add')}
          </button>
        </div>
        <p className="hint" id="bank-add-hint">
          {t('content.skin.bank_add_hint')}
        </p>
      </div>
    </QueryState>
  );
}

function BankAccountForm({
  skinId,
  currency,
  account,
}: {
  skinId: number;
  currency: string;
  account: StaffBankAccount | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<StaffBankAccount>(account ?? EMPTY_ACCOUNT);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const dirty = JSON.stringify(form) !== JSON.stringify(account ?? EMPTY_ACCOUNT);
  const save = async () => {
    setSaving(true);
    setErrors({});
    setError(null);
    try {
      const body = {
        currency,
        ...Object.fromEntries(
          ACCOUNT_FIELDS.map((k) => [
            k,
            k === 'name' || k === 'holder'
              ? form[k].trim()
              : form[k].replace(/\s+/g, '').toUpperCase(),
          ]),
        ),
      };
      await api.put(`/skins/${skinId}/bank-details`, body);
      toast.success(t('content.skin.bank_saved', { currency }));
      await queryClient.invalidateQueries({ queryKey: ['content-bank', skinId] });
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fieldErrors);
      setError(errorText(t, err));
    } finally {
      setSaving(false);
    }
  };
  return (
    <form
      className="settings-section"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <h2 className="settings-subtitle" id={`${id}-title`}>
        {currency === 'default'
          ? t('content.skin.bank_default')
          : t('content.skin.bank_currency', { currency })}
      </h2>
      {error ? (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="settings-grid">
        {ACCOUNT_FIELDS.map((k) => (
          <div className="field" key={k}>
            <label htmlFor={`${id}-${k}`}>{t(`content.skin.bank.${k}`)}</label>
            <input
              id={`${id}-${k}`}
              className={k === 'name' || k === 'holder' ? undefined : 'input--mono'}
              maxLength={k === 'iban' ? 42 : 200}
              value={form[k]}
              aria-invalid={errors[k] ? true : undefined}
              aria-describedby={errors[k] ? `${id}-${k}-e` : undefined}
              onChange={(e) => setForm({ ...form, [k]: e.target.value })}
            />
            {errors[k] ? (
              <p className="field__error" id={`${id}-${k}-e`}>
                {t('content.skin.bank_invalid')}
              </p>
            ) : null}
          </div>
        ))}
      </div>
      <div className="form-actions">
        <button type="submit" className="btn btn--primary" disabled={!dirty || saving}>
          {saving ? t('content.saving') : t('common.save')}
        </button>
      </div>
    </form>
  );
}
