import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../lib/translation.tsx';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { Campaign } from '@croupier/contract/campaigns';
import {
  cleanPhoneNumber,
  emailError,
  joinMobile,
  passwordError,
  passwordIdentityError,
  phoneNumberError,
  phonePrefixError,
  stripUsername,
  usernameError,
} from '@croupier/contract/account-rules';
import { ACCOUNT, MONEY, TIMINGS } from '@croupier/contract/constants';
import { ERROR_KEYS } from '@croupier/contract/errors';
import { ApiError } from '../lib/api-client.ts';
import { useSkinSettings } from '../lib/skin-settings.ts';
import { localizedPath, type Language } from '../lib/language.ts';
import { formatCampaignAmount, grantMoment } from '../bonus/bonus-rules.ts';
import { Field, Notice, PasswordInput, Select, Spinner, describedBy } from '../auth/form.tsx';
import { blockClipboard, refuseSpace } from '../auth/clipboard.ts';
import { checkEmail, checkMobile, checkUsername, validateMobile } from './api/checks.ts';
import { register as registerPlayer } from './api/register.ts';
import {
  checkBonusCode,
  useCountries,
  useGeoCountry,
  useRegistrationCampaigns,
} from './api/reference.ts';
import { countryOptions, defaultPrefix, missingFields } from './form-rules.ts';
import { progressFrom, type RegistrationProgress } from './progress.ts';
import { useFlash } from './use-flash.ts';

export interface AccountValues {
  country: string;
  currency_id: string;
  bonus: '' | 'none' | 'campaign' | 'code';
  campaign_id: string;
  promocode: string;
  username: string;
  email: string;
  password: string;
  password_confirmation: string;
  phone_prefix: string;
  phone_number: string;
  referral_code: string;
}
type FieldName = keyof AccountValues;

const REQUIRED: readonly FieldName[] = [
  'username',
  'email',
  'password',
  'password_confirmation',
  'country',
  'currency_id',
  'bonus',
];

/** Server keys that belong to a field of this step (422 errors of register and the checks). */
const FIELD_OF_SERVER_KEY: Record<string, FieldName> = {
  username: 'username',
  name: 'username',
  email: 'email',
  password: 'password',
  password_confirmation: 'password_confirmation',
  mobile: 'phone_number',
  phone_prefix: 'phone_prefix',
  country: 'country',
  currency_id: 'currency_id',
  promocode: 'promocode',
  campaign_id: 'campaign_id',
  referral_code: 'referral_code',
};

/** The "taken" answers an unfinished registration of the same player gets (it may continue). */
const RESUMABLE: Partial<Record<FieldName, string>> = {
  username: ERROR_KEYS.nicknameAlreadyUsed,
  email: ERROR_KEYS.emailAlreadyUsed,
  phone_number: ERROR_KEYS.phoneAlreadyUsed,
};

type CodeState =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'valid'; campaign: Campaign }
  | { status: 'invalid'; key: string };

/** Step 0: country, currency, bonus, nickname, e-mail, password, optional phone and affiliate code. */
export function StepAccount({
  language,
  initialPromocode,
  initialReferral,
  onRegistered,
}: {
  language: Language;
  initialPromocode: string;
  initialReferral: string;
  onRegistered: (progress: RegistrationProgress) => void;
}) {
  const { t } = useTranslation(['registration', 'buttons']);
  const skin = useSkinSettings().data;
  const countries = useCountries();
  const geo = useGeoCountry();
  const { isFlashing, flash } = useFlash<FieldName>();
  const [serverErrors, setServerErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [code, setCode] = useState<CodeState>({ status: 'idle' });
  const [submitting, setSubmitting] = useState(false);
  /** Continue was pressed with required fields empty: the alert stays until they are filled. */
  const [missingAsked, setMissingAsked] = useState(false);

  const form = useForm<AccountValues>({
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: {
      country: '',
      currency_id: '',
      bonus: initialPromocode ? 'code' : '',
      campaign_id: '',
      promocode: initialPromocode,
      username: '',
      email: '',
      password: '',
      password_confirmation: '',
      phone_prefix: '',
      phone_number: '',
      referral_code: initialReferral,
    },
  });
  const { register, control, setValue, getValues, trigger, setFocus, formState } = form;
  const values = useWatch({ control }) as AccountValues;
  const currencyId = values.currency_id ? Number(values.currency_id) : null;

  const restricted = useMemo(() => skin?.countries.restricted ?? [], [skin]);
  const countryList = useMemo(
    () => countryOptions(countries.data ?? [], language, restricted),
    [countries.data, language, restricted],
  );
  const campaigns = useRegistrationCampaigns(language, currencyId, values.country);

  // The visitor's country is preselected (with its dialling prefix) when it is allowed.
  const preselected = useRef(false);
  useEffect(() => {
    if (preselected.current || !geo.data || !countries.data) return;
    preselected.current = true;
    if (!countryList.some((c) => c.code === geo.data) || getValues('country')) return;
    setValue('country', geo.data);
    const prefix = defaultPrefix(countries.data.find((c) => c.code === geo.data));
    if (!getValues('phone_prefix')) setValue('phone_prefix', prefix);
  }, [geo.data, countries.data, countryList, getValues, setValue]);

  const notify = (key: string) => toast.info(t(key), { id: key, duration: TIMINGS.toastMs });
  const clipboard = blockClipboard(() => notify('no_copy_paste'));
  const noSpace = refuseSpace(() => notify('no_spaces'));

  const clearServerError = (name: FieldName) =>
    setServerErrors((e) => (e[name] ? { ...e, [name]: undefined } : e));

  const serverCheck = async (name: FieldName, check: () => Promise<unknown>) => {
    try {
      await check();
      clearServerError(name);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        const key = Object.values(error.errors).flat()[0] ?? ERROR_KEYS.invalid;
        setServerErrors((e) => ({ ...e, [name]: key }));
      }
      // Network trouble: the final registration call checks again.
    }
  };

  // Field rules of the contract, translated.
  const rules = {
    username: (v: string) => {
      const key = usernameError(v);
      return key ? t(key) : true;
    },
    email: (v: string) => {
      const key = emailError(v);
      return key ? t(key) : true;
    },
    password: (v: string) => {
      const key =
        passwordError(v) ?? passwordIdentityError(v, getValues('username'), getValues('email'));
      return key ? t(key) : true;
    },
    phone_prefix: (v: string) => {
      if (!getValues('phone_number')) return true;
      const key = phonePrefixError(v);
      return key ? t(key) : true;
    },
    phone_number: (v: string) => {
      const key = v ? phoneNumberError(getValues('phone_prefix'), v) : null;
      return key ? t(key) : true;
    },
  };

  // Both taken: perhaps a registration this player started before (a reload in a new tab).
  const bothTaken =
    serverErrors.username === RESUMABLE.username && serverErrors.email === RESUMABLE.email;

  const errorOf = (name: FieldName): string | null => {
    const own = formState.errors[name]?.message;
    if (own) return own;
    const server = serverErrors[name];
    return server ? t(server) : null;
  };

  // The confirmation is compared once it is longer than 5 characters.
  const confirmationError =
    values.password_confirmation.length > ACCOUNT.confirmPasswordCheckAfter &&
    values.password_confirmation !== values.password
      ? t(ERROR_KEYS.passwordConfirmationMismatch)
      : errorOf('password_confirmation');

  const onCountryChange = (code: string) => {
    const country = countries.data?.find((c) => c.code === code);
    setValue('phone_prefix', defaultPrefix(country));
    resetCode();
  };

  function resetCode() {
    setCode({ status: 'idle' });
  }

  const verifyCode = async () => {
    const promocode = getValues('promocode').trim();
    if (!promocode) {
      flash(['promocode']);
      return;
    }
    if (currencyId === null) {
      flash(['currency_id']);
      toast.warning(t('choose_currency_first'), { duration: TIMINGS.toastMs });
      return;
    }
    setCode({ status: 'checking' });
    try {
      const campaign = await checkBonusCode(promocode, currencyId, getValues('country'), language);
      setCode({ status: 'valid', campaign });
    } catch (error) {
      const key =
        error instanceof ApiError
          ? (Object.values(error.errors).flat()[0] ?? error.message)
          : 'something_wrong';
      setCode({
        status: 'invalid',
        key: key.startsWith('campaign_') ? key : 'campaign_not_found',
      });
    }
  };

  const missingOf = (current: AccountValues): FieldName[] => {
    const missing: FieldName[] = missingFields(current, REQUIRED);
    if (current.bonus === 'campaign' && !current.campaign_id) missing.push('campaign_id');
    if (current.bonus === 'code' && !current.promocode.trim()) missing.push('promocode');
    return missing;
  };
  // Beside the button, not a toast over the header: it goes once every required field is filled.
  const showMissing = missingAsked && missingOf(values).length > 0;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const current = getValues();
    const missing = missingOf(current);
    if (missing.length > 0) {
      flash(missing);
      setFocus(missing[0]!);
      setMissingAsked(true);
      return;
    }
    const valid = await trigger();
    const confirmation = current.password_confirmation !== current.password;
    // A taken nickname and e-mail may be the player's own unfinished registration: the server
    // decides (it continues with the right password, or answers "taken" again).
    const pendingServer = Object.entries(serverErrors).some(
      ([field, key]) => key && !(RESUMABLE[field as FieldName] === key && bothTaken),
    );
    if (current.bonus === 'code' && code.status !== 'valid') {
      flash(['promocode']);
      toast.warning(t('verify_bonus_code_first'), { duration: TIMINGS.toastMs });
      return;
    }
    if (!valid || confirmation || pendingServer) {
      if (confirmation) toast.warning(t(ERROR_KEYS.passwordConfirmationMismatch));
      const first = (Object.keys(formState.errors) as FieldName[])[0];
      if (first) setFocus(first);
      return;
    }

    setSubmitting(true);
    try {
      const mobile = current.phone_number
        ? joinMobile(current.phone_prefix, current.phone_number)
        : null;
      if (current.phone_number) {
        try {
          await validateMobile(current.phone_prefix, current.phone_number);
        } catch (error) {
          if (!(error instanceof ApiError) || error.status !== 422) throw error;
          const key = Object.values(error.errors).flat()[0];
          // The number of the same unfinished registration: the registration call decides.
          if (!(bothTaken && key === RESUMABLE.phone_number)) {
            if (key === ERROR_KEYS.invalidPhone || !key) {
              toast.error(t('phone_invalid_contact'), { duration: 6_000 });
            }
            setServerErrors((e) => ({ ...e, phone_number: key ?? ERROR_KEYS.invalidPhone }));
            return;
          }
        }
      }
      const created = await registerPlayer({
        email: current.email.trim(),
        password: current.password,
        password_confirmation: current.password_confirmation,
        acceptance: 1,
        country: current.country,
        currency_id: Number(current.currency_id),
        username: current.username,
        name: current.username,
        mobile,
        phone_prefix: current.phone_number ? current.phone_prefix : null,
        dob: '1970-01-01',
        language,
        promocode: current.bonus === 'code' && code.status === 'valid' ? code.campaign.code : null,
        campaign_id: current.bonus === 'campaign' ? Number(current.campaign_id) : null,
        referral_code: current.referral_code.trim() || null,
        domain: window.location.host,
        force_smtp: 1,
        nocheck: 1,
      });
      // A new registration starts step 1; an unfinished one of the same nickname, e-mail and
      // password continues at the step the server knows.
      onRegistered(progressFrom(created));
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        const next: Partial<Record<FieldName, string>> = {};
        for (const [field, keys] of Object.entries(error.errors)) {
          const name = FIELD_OF_SERVER_KEY[field];
          if (name && keys[0]) next[name] = keys[0];
        }
        setServerErrors((e) => ({ ...e, ...next }));
        toast.error(t('registration_failed'), { duration: TIMINGS.toastMs });
      } else {
        toast.error(t('registration_failed'), { duration: TIMINGS.toastMs });
      }
    } finally {
      setSubmitting(false);
    }
  };

  const codeLocked = code.status === 'valid';
  const campaignList = campaigns.data ?? [];
  const selectedCampaign = campaignList.find((c) => String(c.id) === values.campaign_id);
  // When the chosen bonus pays: on the first qualifying deposit, after the phone, or at once.
  const grantText = (c: Campaign) => {
    const moment = grantMoment(c);
    if (moment !== 'deposit') return t(`bonus_granted_${moment}`);
    return c.min_dep > 0
      ? t('bonus_granted_deposit', { min: formatCampaignAmount(c.min_dep, c.currency, language) })
      : t('bonus_granted_deposit_any');
  };

  const e = {
    username: errorOf('username'),
    email: errorOf('email'),
    password: errorOf('password'),
    phone_prefix: errorOf('phone_prefix'),
    phone_number: errorOf('phone_number'),
    country: errorOf('country'),
    currency_id: errorOf('currency_id'),
    referral_code: errorOf('referral_code'),
  };

  return (
    <form
      className="form"
      onSubmit={onSubmit}
      noValidate
      {...clipboard}
      aria-labelledby="reg-step-title"
    >
      <fieldset className="form-section">
        <legend className="form-section__title">{t('section_account')}</legend>
        <div className="form-grid form-grid--2">
          <Field
            id="reg-username"
            label={t('username')}
            hint={t('username_hint')}
            error={e.username}
            flash={isFlashing('username')}
          >
            <input
              id="reg-username"
              className="input"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              onKeyDown={noSpace}
              {...describedBy('reg-username', e.username, true)}
              {...register('username', {
                validate: rules.username,
                onChange: (ev: { target: { value: string } }) => {
                  const clean = stripUsername(ev.target.value);
                  if (clean !== ev.target.value) setValue('username', clean);
                  clearServerError('username');
                  // Not cut at 25 characters: the field says at once why it is too long.
                  if (clean.length > ACCOUNT.usernameMax || formState.errors.username) {
                    void trigger('username');
                  }
                },
                onBlur: () => {
                  const v = getValues('username');
                  if (v && usernameError(v) === null)
                    void serverCheck('username', () => checkUsername(v));
                },
              })}
            />
          </Field>
          <Field id="reg-email" label={t('email')} error={e.email} flash={isFlashing('email')}>
            <input
              id="reg-email"
              className="input"
              type="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              onKeyDown={noSpace}
              {...describedBy('reg-email', e.email)}
              {...register('email', {
                validate: rules.email,
                onChange: () => clearServerError('email'),
                onBlur: () => {
                  const v = getValues('email').trim();
                  if (v && emailError(v) === null) void serverCheck('email', () => checkEmail(v));
                },
              })}
            />
          </Field>
          <Field
            id="reg-password"
            label={t('password')}
            hint={t('password_hint')}
            error={e.password}
            flash={isFlashing('password')}
          >
            <PasswordInput
              id="reg-password"
              autoComplete="new-password"
              onKeyDown={noSpace}
              {...describedBy('reg-password', e.password, true)}
              {...register('password', { validate: rules.password })}
            />
          </Field>
          <Field
            id="reg-password-confirmation"
            label={t('password_confirmation')}
            error={confirmationError}
            flash={isFlashing('password_confirmation')}
          >
            <PasswordInput
              id="reg-password-confirmation"
              autoComplete="new-password"
              onKeyDown={noSpace}
              {...describedBy('reg-password-confirmation', confirmationError)}
              {...register('password_confirmation')}
            />
          </Field>
        </div>
        {bothTaken && (
          <Notice role="status">
            <p>{t('taken_resume_hint')}</p>
            <p className="notice__links">
              <Link to={localizedPath(language, '/login')}>{t('go_to_login')}</Link>
              <Link to={localizedPath(language, '/recovery-password')}>
                {t('recover_password')}
              </Link>
            </p>
          </Notice>
        )}
      </fieldset>

      <fieldset className="form-section">
        <legend className="form-section__title">{t('section_country')}</legend>
        <div className="form-grid form-grid--2">
          <Field
            id="reg-country"
            label={t('country')}
            error={e.country}
            flash={isFlashing('country')}
          >
            <Select
              id="reg-country"
              autoComplete="country"
              {...describedBy('reg-country', e.country)}
              {...register('country', {
                onChange: (ev: { target: { value: string } }) => onCountryChange(ev.target.value),
              })}
            >
              <option value="">{t('choose_country')}</option>
              {countryList.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </Select>
          </Field>
          <Field
            id="reg-currency"
            label={t('currency')}
            error={e.currency_id}
            flash={isFlashing('currency_id')}
          >
            <Select
              id="reg-currency"
              {...describedBy('reg-currency', e.currency_id)}
              {...register('currency_id', { onChange: resetCode })}
            >
              <option value="">{t('choose_currency')}</option>
              {(skin?.currencies ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.code} ({c.symbol})
                </option>
              ))}
            </Select>
          </Field>
          {currencyId === MONEY.czkCurrencyId && (
            <div className="form-grid__full">
              <Notice role="status">
                <p>{t('czk_notice')}</p>
              </Notice>
            </div>
          )}
          <Field
            id="reg-phone-number"
            label={t('phone')}
            optional={t('optional')}
            hint={t('phone_hint')}
            error={e.phone_prefix ?? e.phone_number}
            className="form-grid__full"
          >
            <div className="field__row">
              <input
                id="reg-phone-prefix"
                className="input input--short"
                inputMode="tel"
                autoComplete="tel-country-code"
                aria-label={t('phone_prefix')}
                placeholder="+44"
                maxLength={5}
                aria-invalid={e.phone_prefix ? true : undefined}
                {...register('phone_prefix', {
                  validate: rules.phone_prefix,
                  onChange: (ev: { target: { value: string } }) => {
                    const raw = ev.target.value;
                    const clean = `${raw.startsWith('+') ? '+' : ''}${raw.replace(/\D/g, '')}`;
                    if (clean !== raw) setValue('phone_prefix', clean);
                    clearServerError('phone_number');
                  },
                })}
              />
              <input
                id="reg-phone-number"
                className="input field__grow"
                inputMode="numeric"
                autoComplete="tel-national"
                maxLength={ACCOUNT.phoneMaxDigits}
                {...describedBy('reg-phone-number', e.phone_number, true)}
                {...register('phone_number', {
                  validate: rules.phone_number,
                  onChange: (ev: { target: { value: string } }) => {
                    const clean = cleanPhoneNumber(ev.target.value);
                    if (clean !== ev.target.value) setValue('phone_number', clean);
                    clearServerError('phone_number');
                  },
                  onBlur: () => {
                    const { phone_prefix: prefix, phone_number: number } = getValues();
                    if (!number || phonePrefixError(prefix) || phoneNumberError(prefix, number))
                      return;
                    void serverCheck('phone_number', () => checkMobile(joinMobile(prefix, number)));
                  },
                })}
              />
            </div>
          </Field>
        </div>
      </fieldset>

      <fieldset className="form-section">
        <legend className="form-section__title">{t('section_bonus')}</legend>
        <div className={`field${isFlashing('bonus') ? ' is-flash' : ''}`}>
          <div className="choices" role="radiogroup" aria-label={t('bonus')}>
            <label className="choice">
              <input type="radio" value="none" {...register('bonus', { onChange: resetCode })} />
              <span className="choice__text">{t('bonus_none')}</span>
            </label>
            {campaignList.length > 0 && (
              <label className="choice">
                <input
                  type="radio"
                  value="campaign"
                  {...register('bonus', { onChange: resetCode })}
                />
                <span className="choice__text">
                  {t('bonus_campaign')}
                  <small>{t('bonus_campaign_hint')}</small>
                </span>
              </label>
            )}
            <label className="choice">
              <input type="radio" value="code" {...register('bonus', { onChange: resetCode })} />
              <span className="choice__text">{t('bonus_code_option')}</span>
            </label>
          </div>
        </div>
        {values.bonus === 'campaign' && (
          <Field
            id="reg-campaign"
            label={t('bonus_campaign')}
            flash={isFlashing('campaign_id')}
            hint={
              selectedCampaign
                ? [selectedCampaign.description, grantText(selectedCampaign)]
                    .filter(Boolean)
                    .join(' ')
                : null
            }
          >
            <Select id="reg-campaign" {...register('campaign_id')}>
              <option value="">{t('choose_campaign')}</option>
              {campaignList.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </Select>
          </Field>
        )}
        {values.bonus === 'code' && (
          <Field
            id="reg-promocode"
            label={t('bonus_code')}
            flash={isFlashing('promocode')}
            error={code.status === 'invalid' ? t(code.key) : errorOf('promocode')}
            ok={
              code.status === 'valid'
                ? `${t('bonus_code_valid', { name: code.campaign.name })}. ${grantText(code.campaign)}`
                : null
            }
          >
            <div className="field__row">
              <input
                id="reg-promocode"
                className={`input field__grow${codeLocked ? ' input--valid' : ''}`}
                autoCapitalize="characters"
                spellCheck={false}
                readOnly={codeLocked}
                maxLength={50}
                aria-invalid={code.status === 'invalid' ? true : undefined}
                {...register('promocode', {
                  onChange: () => {
                    if (code.status !== 'idle') resetCode();
                  },
                })}
              />
              <button
                type="button"
                className="btn btn--secondary"
                disabled={codeLocked || code.status === 'checking' || !values.promocode.trim()}
                onClick={() => void verifyCode()}
              >
                {code.status === 'checking' && <Spinner />}
                {codeLocked ? t('bonus_code_verified') : t('verify')}
              </button>
            </div>
          </Field>
        )}
      </fieldset>

      <Field
        id="reg-referral"
        label={t('referral_code')}
        optional={t('optional')}
        error={e.referral_code}
      >
        <input
          id="reg-referral"
          className="input"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={ACCOUNT.referralCodeMax}
          {...register('referral_code')}
        />
      </Field>

      {showMissing && (
        <Notice kind="danger" role="alert">
          <p>{t('fill_all_fields')}</p>
        </Notice>
      )}
      <button type="submit" className="btn btn--primary btn--block" disabled={submitting}>
        {submitting && <Spinner />}
        {t('continue')}
      </button>
    </form>
  );
}
