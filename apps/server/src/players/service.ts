import { and, eq } from 'drizzle-orm';
import type { Balance, Player, UpdateMeData } from '@croupier/contract/accounts';
import type { KycEntry } from '@croupier/contract/kyc';
import {
  addressFieldError,
  cleanName,
  dobError,
  emailError,
  formatDob,
  importedPasswordError,
  nameError,
  normalizeEmail,
  normalizeGender,
  parseDob,
  passwordConfirmationError,
  passwordError,
  passwordIdentityError,
  cleanReferralCode,
} from '@croupier/contract/account-rules';
import {
  ACCOUNT,
  MONEY,
  TERMS_VERSION,
  normalizeLanguage,
  type Gender,
  type Language,
  type PlayerStatus,
} from '@croupier/contract/constants';
import { AUTH_MESSAGES, ERROR_KEYS } from '@croupier/contract/errors';
import type { AuthenticatedPlayer } from '../auth/player-auth.ts';
import { hashPassword, verifyPassword } from '../auth/crypto.ts';
import { FieldErrors } from '../auth/errors.ts';
import { accountKey, guardedCheck } from '../auth/throttle.ts';
import * as repo from '../auth/repository.ts';
import type { AuthService } from '../auth/service.ts';
import { commonPasswordError } from '../auth/common-passwords.ts';
import { revokePlayerTokens } from '../auth/sessions.ts';
import type { CaptchaService } from '../captcha/service.ts';
import type { Db } from '../db/client.ts';
import { players, type SkinSettingsJson } from '../db/schema.ts';
import { HttpError } from '../lib/errors.ts';

export interface PlayerDeps {
  db: Db;
  now: () => Date;
  skinSettings: (skinId: number) => Promise<SkinSettingsJson>;
  auth: AuthService;
  captcha: CaptchaService;
  /** The wallet's balance object of a player (zeros without a wallet). */
  balance?: (playerId: number) => Promise<Balance>;
  limits?: PlayerLimits;
  /** After a registration is completed (compliance computes the player's AML score). */
  onCompleted?: (playerId: number) => Promise<unknown>;
  /** `kyc` and `statusKyc` of the player (the KYC domain); none without it. */
  kyc?: (playerId: number) => Promise<{ kyc: KycEntry[]; statusKyc: string | null }>;
}

/** What `PUT me` and `GET me` need of the limits domain. */
export interface PlayerLimits {
  applyLimits(playerId: number, body: NonNullable<UpdateMeData['limits']>): Promise<void>;
  applySelfExclusion(
    playerId: number,
    input: Pick<UpdateMeData, 'self_exclusion_period' | 'status_expires_at' | 'status_reason'>,
  ): Promise<void>;
  /** Activates the player's due increases (a missed job loses nothing). */
  activateDue(at: Date, playerId: number): Promise<number>;
}

type UpdateInput = UpdateMeData;

const ZERO_BALANCE: Balance = {
  total: 0,
  bonus: 0,
  available: 0,
  deposited: 0,
  target: 0,
  counter: 0,
  freespins: 0,
  freespins_counter: 0,
  counter_percentage: 0,
  campaign: null,
};

/** The player (`me`): read, update, and the update that completes a registration. */
export function createPlayerService(deps: PlayerDeps) {
  const { db, now } = deps;

  async function load(id: number): Promise<repo.PlayerRow> {
    const player = await repo.findPlayer(db, id);
    if (!player) throw new HttpError(401, AUTH_MESSAGES.unauthenticated);
    return player;
  }

  async function toPlayer(p: repo.PlayerRow): Promise<Player> {
    const currency = await repo.findCurrency(db, p.currencyId);
    const minor = 10 ** (currency?.minorUnits ?? 2);
    const amount = (v: bigint | null) => (v === null ? null : Number(v) / minor);
    const settings = await deps.skinSettings(p.skinId);
    const risky = settings.risky_countries ?? [];
    const name =
      p.firstname && p.lastname ? `${p.firstname} ${p.lastname}` : (p.firstname ?? p.username);
    return {
      user_id: p.id,
      id: p.id,
      skin_id: p.skinId,
      name,
      firstname: p.firstname,
      lastname: p.lastname,
      username: p.username,
      email: p.email,
      email_verified_at: p.emailVerifiedAt?.toISOString() ?? null,
      mobile: p.mobile,
      sms_verified_at: p.smsVerifiedAt?.toISOString() ?? null,
      is_verified: p.isVerified,
      status: p.status as PlayerStatus,
      status_reason: p.statusReason,
      status_expires_at: p.statusExpiresAt?.toISOString() ?? null,
      is_crypt: p.isCrypt,
      language: (normalizeLanguage(p.language) ?? 'en') as Language,
      is_pep: p.isPep,
      is_ubo: p.isUbo,
      country: p.country,
      currency: {
        id: p.currencyId,
        code: currency?.code ?? MONEY.baseCurrency,
        symbol: currency?.symbol ?? '€',
      },
      balance: deps.balance ? await deps.balance(p.id) : ZERO_BALANCE,
      information: {
        gender: (p.gender as Gender | null) ?? null,
        dob: p.dob,
        country: p.country,
        city: p.city,
        address_line_1: p.street,
        address_line_2: p.streetNumber,
        postal_code: p.postalCode,
        nationality: p.nationality,
        birth_country: p.birthCountry,
        reality_minutes: p.realityMinutes,
        risky_country: risky.includes(p.country),
      },
      limits: {
        max_daily_deposit: amount(p.maxDailyDeposit),
        max_weekly_deposit: amount(p.maxWeeklyDeposit),
        max_monthly_deposit: amount(p.maxMonthlyDeposit),
      },
      betLimits: {
        max_daily_bet: amount(p.maxDailyBet),
        max_daily_loss: amount(p.maxDailyLoss),
        max_daily_playing_time: p.maxDailyPlayingTime,
      },
      marketing: {
        terms_and_conditions: p.termsVersion === TERMS_VERSION,
        newsletter: p.newsletter,
      },
      ...(deps.kyc ? await deps.kyc(p.id) : { kyc: [], statusKyc: null }),
      token: {
        created_at: p.passwordCreatedAt.toISOString(),
        updated_at: p.passwordChangedAt.toISOString(),
      },
      referral_code: p.referralCode,
      promocode: p.promocode,
      created_at: p.createdAt.toISOString(),
    };
  }

  /** Step 2: completes an incompleted player (registration or activation token). */
  async function complete(player: repo.PlayerRow, body: UpdateInput): Promise<repo.PlayerRow> {
    if (player.status !== 'incompleted') {
      throw new HttpError(409, ERROR_KEYS.registrationCompleted);
    }
    const at = now();
    const errors = new FieldErrors();
    if (!player.emailVerifiedAt && !player.smsVerifiedAt) {
      errors.add('verification', ERROR_KEYS.verificationRequired);
    }
    errors.add('firstname', nameError(body.firstname));
    errors.add('lastname', nameError(body.lastname));
    const gender = body.gender ? normalizeGender(body.gender) : null;
    if (!gender) errors.add('gender', body.gender ? ERROR_KEYS.invalid : ERROR_KEYS.required);
    const street = (body.street ?? body.address_line_1 ?? '').trim();
    const streetNumber = (body.streetNumber ?? body.address_line_2 ?? '').trim();
    errors.add('street', addressFieldError(street));
    errors.add('streetNumber', addressFieldError(streetNumber, 20));
    errors.add('city', addressFieldError(body.city));
    errors.add('postal_code', addressFieldError(body.postal_code, ACCOUNT.postalCodeMax));
    if (!body.dob) errors.add('dob', ERROR_KEYS.required);
    else errors.add('dob', dobError(body.dob, at));
    if (body.terms_and_conditions !== true) {
      errors.add('terms_and_conditions', ERROR_KEYS.termsRequired);
    }
    const birthCountry = (body.birth_country ?? '').toUpperCase();
    if (!birthCountry) errors.add('birth_country', ERROR_KEYS.required);
    else if (!(await repo.countryExists(db, birthCountry))) {
      errors.add('birth_country', ERROR_KEYS.invalid);
    }
    let language: Language | undefined;
    if (body.language !== undefined) {
      language = normalizeLanguage(body.language) ?? undefined;
      if (!language) errors.add('language', ERROR_KEYS.unknownLanguage);
    }
    if (!body.captcha) errors.add('captcha', ERROR_KEYS.captchaInvalid);
    errors.throwIfAny();

    const firstname = cleanName(body.firstname!);
    const lastname = cleanName(body.lastname!);
    const dob = formatDob(parseDob(body.dob!)!);
    if (await repo.personTaken(db, player.skinId, { firstname, lastname, dob }, player.id)) {
      errors.add('fields', ERROR_KEYS.personAlreadyRegistered).throwIfAny();
    }
    // Last, so a form with field errors does not burn its solved challenge.
    if (!(await deps.captcha.verify(body.captcha))) {
      errors.add('captcha', ERROR_KEYS.captchaInvalid).throwIfAny();
    }

    // The server decides status, AML score and the PEP/UBO cap (DECISIONS section 3).
    const isPep = body.is_pep === true;
    const isUbo = body.is_ubo === true;
    const flagged = isPep || isUbo;
    const currency = await repo.findCurrency(db, player.currencyId);
    const minor = 10n ** BigInt(currency?.minorUnits ?? 2);
    const manualScore = [
      ...(isPep
        ? [{ points: MONEY.pepUboAmlScore, type: 'pep', note: 'Declared PEP at registration' }]
        : []),
      ...(isUbo
        ? [{ points: MONEY.pepUboAmlScore, type: 'ubo', note: 'Declared UBO at registration' }]
        : []),
    ];
    // Only an incompleted player completes (two concurrent forms: the second gets 409).
    const [completed] = await db
      .update(players)
      .set({
        status: 'active',
        firstname,
        lastname,
        gender,
        street,
        streetNumber,
        city: body.city!.trim(),
        postalCode: body.postal_code!.trim(),
        dob,
        birthCountry,
        nationality: birthCountry,
        isPep,
        isUbo,
        amlScore: flagged ? MONEY.pepUboAmlScore : 0,
        manualScore,
        maxDailyDeposit: flagged ? BigInt(MONEY.pepUboDailyDepositCap) * minor : null,
        newsletter: body.newsletter === true,
        termsVersion: TERMS_VERSION,
        termsAcceptedAt: at,
        ...(language ? { language } : {}),
        ...(body.referral_code && !player.referralCode
          ? { referralCode: cleanReferralCode(body.referral_code) || null }
          : {}),
        // The password set in step 0 is confirmed with the completed account: from now on the
        // Passwords page offers the change form (the never-changed rule hides it for imported players).
        passwordChangedAt: at,
        updatedAt: at,
      })
      .where(and(eq(players.id, player.id), eq(players.status, 'incompleted')))
      .returning();
    if (!completed) throw new HttpError(409, ERROR_KEYS.registrationCompleted);
    return completed;
  }

  /**
   * The current password of a password change, checked like a login: each wrong one counts
   * against the account (the login's own counter, so guesses here and at the login add up), the
   * 5th in 10 minutes locks both for 10 minutes, and while locked the check refuses with 429
   * without looking. A stolen session cannot guess the password at the rate limit's pace.
   */
  async function checkCurrentPassword(
    player: repo.PlayerRow,
    password: string,
    at: Date,
  ): Promise<boolean> {
    return guardedCheck(db, accountKey(player.id), ACCOUNT.loginAttempts, at, () =>
      verifyPassword(player.passwordHash, password),
    );
  }

  /** A logged-in player's own changes. */
  async function update(
    auth: AuthenticatedPlayer,
    player: repo.PlayerRow,
    body: UpdateInput,
  ): Promise<repo.PlayerRow> {
    const at = now();
    const errors = new FieldErrors();
    const set: Partial<repo.NewPlayer> = {};
    if (body.language !== undefined) {
      const language = normalizeLanguage(body.language);
      if (language) set.language = language;
      else errors.add('language', ERROR_KEYS.unknownLanguage);
    }
    if (body.dob !== undefined) {
      const key = dobError(body.dob, at);
      const dob = key ? null : formatDob(parseDob(body.dob)!);
      if (key) errors.add('dob', key);
      else if (player.dob && player.dob !== dob) errors.add('dob', ERROR_KEYS.invalid);
      else set.dob = dob;
    }
    if (body.terms_and_conditions !== undefined) {
      if (body.terms_and_conditions) {
        set.termsVersion = TERMS_VERSION;
        set.termsAcceptedAt = at;
      } else {
        errors.add('terms_and_conditions', ERROR_KEYS.termsRequired);
      }
    }
    if (body.reality_minutes !== undefined) set.realityMinutes = body.reality_minutes;
    if (body.newsletter !== undefined) set.newsletter = body.newsletter;
    if (body.mobile !== undefined) {
      if (player.smsVerifiedAt) errors.add('mobile', ERROR_KEYS.mobileLocked);
      else if (!body.mobile.trim()) set.mobile = null;
      else {
        const mobile = await deps.auth.checkMobile(
          errors,
          player.skinId,
          body.mobile,
          null,
          player.id,
        );
        if (mobile) set.mobile = mobile;
      }
    }
    if (body.email !== undefined) {
      if (player.emailVerifiedAt) errors.add('email', ERROR_KEYS.emailLocked);
      else {
        const key = emailError(body.email);
        const email = normalizeEmail(body.email);
        if (key) errors.add('email', key);
        else if (await repo.emailTaken(db, player.skinId, email, player.id)) {
          errors.add('email', ERROR_KEYS.emailAlreadyUsed);
        } else set.email = email;
      }
    }
    const changesPassword =
      body.password !== undefined ||
      body.password_current !== undefined ||
      body.password_confirmation !== undefined;
    if (changesPassword) {
      const current = body.password_current ?? '';
      const next = body.password ?? '';
      if (!current) errors.add('password_current', ERROR_KEYS.required);
      else if (!(await checkCurrentPassword(player, current, at))) {
        errors.add('password_current', ERROR_KEYS.passwordCurrentWrong);
      }
      const rule = player.isCrypt ? passwordError(next) : importedPasswordError(next);
      errors.add('password', rule);
      if (!rule) {
        errors.add('password', passwordIdentityError(next, player.username, player.email));
        if (!errors.has('password')) {
          errors.add('password', await commonPasswordError(next, [player.email]));
        }
        if (!errors.has('password') && (await verifyPassword(player.passwordHash, next))) {
          errors.add('password', ERROR_KEYS.passwordSameAsCurrent);
        }
      }
      errors.add(
        'password_confirmation',
        passwordConfirmationError(next, body.password_confirmation ?? ''),
      );
    }
    errors.throwIfAny();
    if (changesPassword) {
      set.passwordHash = await hashPassword(body.password!);
      set.isCrypt = true;
      set.passwordChangedAt = at;
    }
    if (Object.keys(set).length === 0) return player;
    set.updatedAt = at;
    try {
      const updated = await repo.updatePlayer(db, player.id, set);
      // A new password ends the player's other sessions; this one stays.
      if (changesPassword) await revokePlayerTokens(db, player.id, 'session', at, auth.tokenId);
      return updated;
    } catch (err) {
      const field = repo.uniqueViolationField(err);
      if (field === 'email') errors.add('email', ERROR_KEYS.emailAlreadyUsed).throwIfAny();
      if (field === 'mobile') errors.add('mobile', ERROR_KEYS.phoneAlreadyUsed).throwIfAny();
      throw err;
    }
  }

  return {
    toPlayer,
    load,

    async me(auth: AuthenticatedPlayer): Promise<Player> {
      await deps.limits?.activateDue(now(), auth.id);
      return toPlayer(await load(auth.id));
    },

    async balance(auth: AuthenticatedPlayer): Promise<Balance> {
      return deps.balance ? deps.balance(auth.id) : ZERO_BALANCE;
    },

    async updateMe(auth: AuthenticatedPlayer, body: UpdateInput): Promise<Player> {
      const player = await load(auth.id);
      if (auth.tokenType !== 'session') {
        const completed = await complete(player, body);
        await deps.onCompleted?.(completed.id);
        return toPlayer(completed);
      }
      const limits = deps.limits;
      const excluding =
        body.self_exclusion_period !== undefined || body.status_expires_at !== undefined;
      let updated = await update(auth, player, body);
      if (limits && (body.limits || excluding)) {
        if (body.limits) await limits.applyLimits(auth.id, body.limits);
        if (excluding) await limits.applySelfExclusion(auth.id, body);
        updated = await load(auth.id);
      }
      return toPlayer(updated);
    },
  };
}
export type PlayerService = ReturnType<typeof createPlayerService>;
