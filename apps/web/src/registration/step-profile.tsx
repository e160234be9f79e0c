import { Suspense, lazy, useMemo, useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from '../lib/translation.tsx';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { birthYears, dobError } from '@croupier/contract/account-rules';
import { ACCOUNT, GENDERS, TIMINGS, type Gender } from '@croupier/contract/constants';
import { ERROR_KEYS } from '@croupier/contract/errors';
import { ApiError } from '../lib/api-client.ts';
import { localizedPath, type Language } from '../lib/language.ts';
import { Field, Notice, Select, Spinner, describedBy } from '../auth/form.tsx';
import { blockClipboard } from '../auth/clipboard.ts';
import { checkFields } from './api/checks.ts';
import { completeRegistration, sendCode } from './api/register.ts';
import { useCountries } from './api/reference.ts';
import {
  cleanNameWhileTyping,
  countryOptions,
  daysInMonth,
  dobValue,
  missingFields,
} from './form-rules.ts';
import type { RegistrationProgress } from './progress.ts';
import { useFlash, useTimedMessage } from './use-flash.ts';

interface ProfileValues {
  firstname: string;
  lastname: string;
  gender: '' | Gender;
  day: string;
  month: string;
  year: string;
  birth_country: string;
  street: string;
  street_number: string;
  city: string;
  postal_code: string;
  is_pep: boolean;
  is_ubo: boolean;
  terms: boolean;
  newsletter: boolean;
}
type FieldName = keyof ProfileValues | 'captcha';

const REQUIRED = [
  'firstname',
  'lastname',
  'gender',
  'day',
  'month',
  'year',
  'birth_country',
  'street',
  'street_number',
  'city',
  'postal_code',
  'terms',
] as const satisfies readonly (keyof ProfileValues)[];

/** The captcha widget (ALTCHA, about 30 KB) loads with this step only. */
const Captcha = lazy(() =>
  import('../components/captcha.tsx').then((m) => ({ default: m.Captcha })),
);

const GENDER_LABEL: Record<Gender, string> = { M: 'gender_m', F: 'gender_f', GN: 'gender_gn' };

const SERVER_FIELD: Record<string, FieldName> = {
  firstname: 'firstname',
  lastname: 'lastname',
  name: 'firstname',
  gender: 'gender',
  dob: 'year',
  birth_country: 'birth_country',
  nationality: 'birth_country',
  street: 'street',
  address_line_1: 'street',
  streetNumber: 'street_number',
  address_line_2: 'street_number',
  city: 'city',
  postal_code: 'postal_code',
  terms_and_conditions: 'terms',
  captcha: 'captcha',
};

/** Step 2: personal details, address, declarations, terms, newsletter and the captcha. */
export function StepProfile({
  language,
  progress,
  referralCode,
  onCompleted,
}: {
  language: Language;
  progress: RegistrationProgress;
  referralCode: string | null;
  onCompleted: () => void;
}) {
  const { t } = useTranslation(['registration', 'buttons']);
  const countries = useCountries();
  const { isFlashing, flash } = useFlash<FieldName>();
  const nameWarning = useTimedMessage(TIMINGS.nameWarningMs);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [duplicate, setDuplicate] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  /** Create was pressed with required fields empty: the alert stays until they are filled. */
  const [missingAsked, setMissingAsked] = useState(false);
  const now = useMemo(() => new Date(), []);
  const years = useMemo(() => birthYears(now), [now]);

  const { register, control, setValue, getValues, setFocus } = useForm<ProfileValues>({
    defaultValues: {
      firstname: progress.firstname ?? '',
      lastname: progress.lastname ?? '',
      gender: '',
      day: '',
      month: '',
      year: '',
      birth_country: '',
      street: '',
      street_number: '',
      city: '',
      postal_code: '',
      is_pep: false,
      is_ubo: false,
      terms: false,
      newsletter: false,
    },
  });
  const values = useWatch({ control }) as ProfileValues;

  const countryList = useMemo(
    () => countryOptions(countries.data ?? [], language),
    [countries.data, language],
  );
  const months = useMemo(() => {
    const format = new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' });
    return Array.from({ length: 12 }, (_, i) => format.format(new Date(Date.UTC(2000, i, 1))));
  }, [language]);
  const days = daysInMonth(values.year, values.month);

  const dobKey =
    values.year && values.month && values.day
      ? dobError(dobValue(values.year, values.month, values.day), now)
      : null;
  const dobMessage = dobKey ? t(dobKey) : serverErrors.year ? t(serverErrors.year) : null;

  const clipboard = blockClipboard(() =>
    toast.info(t('no_copy_paste'), { id: 'no_copy_paste', duration: TIMINGS.toastMs }),
  );

  const nameField = (name: 'firstname' | 'lastname') =>
    register(name, {
      onChange: (ev: { target: { value: string } }) => {
        const { value, changed } = cleanNameWhileTyping(ev.target.value);
        if (value !== ev.target.value) setValue(name, value);
        if (changed) nameWarning.show();
        setServerErrors((e) => ({ ...e, [name]: undefined }));
        setDuplicate(false);
      },
    });

  const errorOf = (name: FieldName) => (serverErrors[name] ? t(serverErrors[name]) : null);

  const missingOf = (current: ProfileValues): FieldName[] => {
    const missing: FieldName[] = missingFields(current, REQUIRED);
    if (!captcha) missing.push('captcha');
    return missing;
  };
  // Beside the button, not a toast over the header: it goes once every required field is filled.
  const stillMissing = missingAsked ? missingOf(values) : [];
  const missingMessage =
    stillMissing.length === 0
      ? null
      : t(
          stillMissing.length === 1 && stillMissing[0] === 'captcha'
            ? 'captcha_required'
            : 'fill_all_fields',
        );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const current = getValues();
    const missing = missingOf(current);
    if (missing.length > 0) {
      flash(missing);
      const first = missing[0];
      if (first && first !== 'captcha') setFocus(first);
      setMissingAsked(true);
      return;
    }
    const dob = dobValue(current.year, current.month, current.day);
    const dobProblem = dobError(dob, new Date());
    if (dobProblem) {
      flash(['day', 'month', 'year']);
      toast.warning(t(dobProblem), { duration: TIMINGS.toastMs });
      return;
    }
    const firstname = current.firstname.trim();
    const lastname = current.lastname.trim();

    setSubmitting(true);
    try {
      try {
        await checkFields({ firstname, lastname, dob, email_verified: 1 }, progress.token);
      } catch (error) {
        if (
          error instanceof ApiError &&
          Object.values(error.errors).flat().includes(ERROR_KEYS.personAlreadyRegistered)
        ) {
          setDuplicate(true);
          return;
        }
        if (!(error instanceof ApiError) || error.status !== 422) throw error;
      }
      const player = await completeRegistration(
        {
          name: `${firstname} ${lastname}`,
          firstname,
          lastname,
          gender: current.gender || undefined,
          street: current.street.trim(),
          streetNumber: current.street_number.trim(),
          address_line_1: current.street.trim(),
          address_line_2: current.street_number.trim(),
          city: current.city.trim(),
          postal_code: current.postal_code.trim(),
          dob,
          birth_country: current.birth_country,
          nationality: current.birth_country,
          is_pep: current.is_pep,
          is_ubo: current.is_ubo,
          newsletter: current.newsletter,
          terms_and_conditions: true,
          check_mobile: true,
          referral_code: referralCode,
          captcha: captcha ?? undefined,
        },
        progress.token,
      );
      // After saving, an SMS verification goes out unless the player is PEP or UBO.
      if (player.mobile && !player.sms_verified_at && !player.is_pep && !player.is_ubo) {
        await sendCode('sms', progress.userId, progress.token).catch(() => undefined);
      }
      onCompleted();
    } catch (error) {
      // The captcha is single use: a refused submission needs a new one.
      setCaptcha(null);
      setCaptchaKey((k) => k + 1);
      if (error instanceof ApiError && error.status === 422) {
        const next: Partial<Record<FieldName, string>> = {};
        for (const [field, keys] of Object.entries(error.errors)) {
          if (keys.includes(ERROR_KEYS.personAlreadyRegistered)) setDuplicate(true);
          const name = SERVER_FIELD[field];
          if (name && keys[0]) next[name] = keys[0];
        }
        setServerErrors(next);
        toast.error(t('registration_failed'), { duration: TIMINGS.toastMs });
      } else {
        toast.error(t('registration_error_contact'), { duration: 6_000 });
      }
    } finally {
      setSubmitting(false);
    }
  };

  const text = (
    name: 'street' | 'street_number' | 'city' | 'postal_code',
    id: string,
    autoComplete: string,
    max: number = ACCOUNT.addressMax,
  ) => {
    const error = errorOf(name);
    return (
      <Field id={id} label={t(name)} error={error} flash={isFlashing(name)}>
        <input
          id={id}
          className="input"
          autoComplete={autoComplete}
          maxLength={max}
          {...describedBy(id, error)}
          {...register(name, {
            onChange: () => setServerErrors((e) => ({ ...e, [name]: undefined })),
          })}
        />
      </Field>
    );
  };

  return (
    <form className="form" onSubmit={onSubmit} noValidate {...clipboard}>
      {duplicate && (
        <Notice kind="danger" role="alert">
          <p>{t('duplicate_person')}</p>
          <p className="notice__links">
            <Link to={localizedPath(language, '/contact')}>{t('contact_support')}</Link>
          </p>
        </Notice>
      )}

      <fieldset className="form-section">
        <legend className="form-section__title">{t('section_personal')}</legend>
        {nameWarning.visible && (
          <Notice role="status">
            <p>{t('special_chars_removed')}</p>
          </Notice>
        )}
        <div className="form-grid form-grid--2">
          <Field
            id="reg-firstname"
            label={t('firstname')}
            error={errorOf('firstname')}
            flash={isFlashing('firstname')}
          >
            <input
              id="reg-firstname"
              className="input"
              autoComplete="given-name"
              maxLength={ACCOUNT.nameMax}
              {...describedBy('reg-firstname', errorOf('firstname'))}
              {...nameField('firstname')}
            />
          </Field>
          <Field
            id="reg-lastname"
            label={t('lastname')}
            error={errorOf('lastname')}
            flash={isFlashing('lastname')}
          >
            <input
              id="reg-lastname"
              className="input"
              autoComplete="family-name"
              maxLength={ACCOUNT.nameMax}
              {...describedBy('reg-lastname', errorOf('lastname'))}
              {...nameField('lastname')}
            />
          </Field>
        </div>

        <div className={`field${isFlashing('gender') ? ' is-flash' : ''}`}>
          <span className="field__label" id="reg-gender-label">
            {t('gender')}
          </span>
          <div
            className="choices choices--inline"
            role="radiogroup"
            aria-labelledby="reg-gender-label"
          >
            {GENDERS.map((g) => (
              <label key={g} className="choice">
                <input type="radio" value={g} {...register('gender')} />
                <span className="choice__text">{t(GENDER_LABEL[g])}</span>
              </label>
            ))}
          </div>
        </div>

        <div className="form-grid form-grid--2">
          <div
            className={`field${isFlashing('day') || isFlashing('month') || isFlashing('year') ? ' is-flash' : ''}`}
          >
            <span className="field__label" id="reg-dob-label">
              {t('dob')}
            </span>
            <div className="dob" role="group" aria-labelledby="reg-dob-label">
              <Select
                aria-label={t('day')}
                className="dob__day"
                aria-invalid={dobMessage ? true : undefined}
                {...register('day')}
              >
                <option value="">{t('day')}</option>
                {Array.from({ length: 31 }, (_, i) => i + 1).map((d) => (
                  <option key={d} value={d} disabled={d > days}>
                    {d}
                  </option>
                ))}
              </Select>
              <Select
                aria-label={t('month')}
                aria-invalid={dobMessage ? true : undefined}
                {...register('month')}
              >
                <option value="">{t('month')}</option>
                {months.map((m, i) => (
                  <option key={m} value={i + 1}>
                    {m}
                  </option>
                ))}
              </Select>
              <Select
                aria-label={t('year')}
                aria-invalid={dobMessage ? true : undefined}
                {...register('year')}
              >
                <option value="">{t('year')}</option>
                {years.map((y) => (
                  <option key={y} value={y}>
                    {y}
                  </option>
                ))}
              </Select>
            </div>
            {dobMessage && (
              <p className="field__error" role="alert">
                {dobMessage}
              </p>
            )}
          </div>
          <Field
            id="reg-birth-country"
            label={t('birth_country')}
            hint={t('birth_country_hint')}
            error={errorOf('birth_country')}
            flash={isFlashing('birth_country')}
          >
            <Select
              id="reg-birth-country"
              {...describedBy('reg-birth-country', errorOf('birth_country'), true)}
              {...register('birth_country')}
            >
              <option value="">{t('choose_country')}</option>
              {countryList.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </Select>
          </Field>
        </div>
      </fieldset>

      <fieldset className="form-section">
        <legend className="form-section__title">{t('section_address')}</legend>
        <div className="form-grid form-grid--address">
          {text('street', 'reg-street', 'address-line1')}
          {text('street_number', 'reg-street-number', 'address-line2', 50)}
          {text('city', 'reg-city', 'address-level2')}
          {text('postal_code', 'reg-postal-code', 'postal-code', ACCOUNT.postalCodeMax)}
        </div>
      </fieldset>

      <fieldset className="form-section">
        <legend className="form-section__title">{t('section_declarations')}</legend>
        <label className="check">
          <input type="checkbox" className="check__box" {...register('is_pep')} />
          <span className="check__text">
            {t('is_pep')}
            <small>{t('is_pep_hint')}</small>
          </span>
        </label>
        <label className="check">
          <input type="checkbox" className="check__box" {...register('is_ubo')} />
          <span className="check__text">
            {t('is_ubo')}
            <small>{t('is_ubo_hint')}</small>
          </span>
        </label>
        <div className={`field${isFlashing('terms') ? ' is-flash' : ''}`}>
          <label className="check">
            <input
              type="checkbox"
              className="check__box"
              aria-invalid={errorOf('terms') ? true : undefined}
              {...register('terms')}
            />
            <span className="check__text">
              <Trans
                t={t}
                i18nKey="terms"
                components={{
                  terms: (
                    <Link
                      to={localizedPath(language, '/terms-and-conditions')}
                      target="_blank"
                      rel="noopener"
                    />
                  ),
                  privacy: (
                    <Link to={localizedPath(language, '/privacy')} target="_blank" rel="noopener" />
                  ),
                }}
              />
            </span>
          </label>
        </div>
        <label className="check">
          <input type="checkbox" className="check__box" {...register('newsletter')} />
          <span className="check__text">{t('newsletter')}</span>
        </label>
      </fieldset>

      <div className={`field${isFlashing('captcha') ? ' is-flash' : ''}`}>
        <Suspense fallback={<div className="captcha captcha--loading" aria-hidden="true" />}>
          <Captcha
            key={captchaKey}
            language={language}
            onChange={setCaptcha}
            invalid={isFlashing('captcha') || !!serverErrors.captcha}
          />
        </Suspense>
        {serverErrors.captcha && (
          <p className="field__error" role="alert">
            {t(serverErrors.captcha)}
          </p>
        )}
      </div>

      {missingMessage && (
        <Notice kind="danger" role="alert">
          <p>{missingMessage}</p>
        </Notice>
      )}
      <button type="submit" className="btn btn--primary btn--block" disabled={submitting}>
        {submitting && <Spinner />}
        {t('finish')}
      </button>
    </form>
  );
}
