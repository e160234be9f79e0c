import type {
  CheckEmailData,
  CheckFieldsData,
  PlayerSession,
  PreviousLogin,
  RegisterData,
  RegistrationResume,
  RegistrationState,
  ResetData,
  TokenStatusResponse,
} from '@croupier/contract/accounts';
import {
  cleanName,
  cleanReferralCode,
  dobError,
  formatDob,
  mobileError,
  nameError,
  normalizeEmail,
  normalizeMobile,
  parseDob,
  passwordConfirmationError,
  passwordError,
  passwordIdentityError,
  phoneNumberError,
  phonePrefixError,
  cleanPhoneNumber,
} from '@croupier/contract/account-rules';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { ACCOUNT, normalizeLanguage, type Language } from '@croupier/contract/constants';
import { AUTH_MESSAGES, ERROR_KEYS, ERROR_MESSAGES } from '@croupier/contract/errors';
import type { Db } from '../db/client.ts';
import { players, playerSessions, type SkinSettingsJson } from '../db/schema.ts';
import type { Env } from '../env.ts';
import { lookupCountry } from '../geo/lookup.ts';
import { HttpError } from '../lib/errors.ts';
import type { CodeService } from '../notifications/codes.ts';
import type { Delivery } from '../notifications/delivery.ts';
import { commonPasswordError } from './common-passwords.ts';
import { hashPassword, verifyPassword } from './crypto.ts';
import { FieldErrors, RetryLater, tooManyLoginAttempts } from './errors.ts';
import * as repo from './repository.ts';
import {
  findToken,
  issuedSince,
  issueToken,
  latestToken,
  liveSessions,
  revokeOwnSessions,
  revokePlayerTokens,
  revokeToken,
  tokenState,
  INACTIVITY_MS,
  type TokenType,
} from './sessions.ts';
import { summariseUserAgent } from './user-agent.ts';
import {
  accountKey,
  clearFailures,
  clearLock,
  ipKey,
  loginDelayMs,
  LOCKOUT_MS,
  lockKey,
  lockedFor,
  recordFailure,
  releaseAttempt,
  reserveAttempt,
  setLockState,
  unknownAccountKey,
} from './throttle.ts';

/** What other domains do when a session starts or ends (the firstLogin message, the socket). */
export interface SessionHooks {
  /** After a successful login; `first` when the player had no session token before. */
  onLogin?(event: { playerId: number; tokenId: number; first: boolean }): Promise<void>;
  /** After a logout: the token's sockets are closed. */
  onLogout?(tokenId: number): void;
}

export interface AuthDeps {
  db: Db;
  now: () => Date;
  env: Pick<Env, 'PUBLIC_URL' | 'LOGIN_ATTEMPTS_PER_IP'>;
  skinSettings: (skinId: number) => Promise<SkinSettingsJson>;
  delivery: Delivery;
  codes: CodeService;
  hooks?: SessionHooks;
  /**
   * The registration's bonus choice (a typed code or a listed campaign), claimed right after the
   * player is created (the bonus domain; a refusal grants nothing and never fails the
   * registration).
   */
  bonus?: {
    registration(
      playerId: number,
      choice: { promocode?: string | null; campaignId?: number | null },
    ): Promise<unknown>;
  };
  /**
   * The player's optional second factor (two-factor.ts): when it is on, the right password
   * answers a challenge and the session opens only with a code (loginTwoFactor).
   */
  twoFactor?: {
    enabled(playerId: number): Promise<boolean>;
    checkSecondFactor(
      playerId: number,
      input: { code?: string; recovery_code?: string },
    ): Promise<boolean>;
  };
}

/** A login: a session, or (the right password) an unfinished registration to continue. */
export type LoginResult =
  | { kind: 'session'; token: string; expires_at: string; previous_login: PreviousLogin | null }
  | { kind: 'incompleted'; registration: RegistrationResume }
  | { kind: 'two_factor'; challenge: string; expires_at: string };

export interface ClientInfo {
  ip: string;
  userAgent?: string;
}

const RESEND_MS = ACCOUNT.verificationResendSeconds * 1000;

/** Registration, login and its lockout, logout, recovery, reset and token status. */
export function createAuthService(deps: AuthDeps) {
  const { db, now } = deps;
  const ipLimit = deps.env.LOGIN_ATTEMPTS_PER_IP;

  const brand = async (skinId: number) =>
    (await deps.skinSettings(skinId)).layout_settings.brand_name;
  const lang = (p: { language: string }): Language => normalizeLanguage(p.language) ?? 'en';
  const link = (language: string, path: string) =>
    `${deps.env.PUBLIC_URL.replace(/\/+$/, '')}/${language}${path}`;
  const displayName = (p: repo.PlayerRow) => p.firstname ?? p.username;

  /** E-mails the player a code to confirm the address (registration, dashboard). */
  async function sendEmailCode(player: repo.PlayerRow) {
    const { code, expiresAt } = await deps.codes.create(player.id, 'email', player.email);
    await deps.delivery.send({
      channel: 'email',
      to: player.email,
      kind: 'verification_email',
      language: player.language,
      playerId: player.id,
      vars: {
        brand: await brand(player.skinId),
        code,
        minutes: ACCOUNT.verificationCodeTtlMinutes,
        name: displayName(player),
      },
    });
    return expiresAt;
  }

  /** A password-reset link (recovery, first lockout): older links stop working. */
  async function sendResetLink(player: repo.PlayerRow, kind: 'recovery' | 'lockout_recovery') {
    const at = now();
    await revokePlayerTokens(db, player.id, 'password_reset', at);
    const { token } = await issueToken(db, {
      playerId: player.id,
      type: 'password_reset',
      now: at,
    });
    const language = lang(player);
    await deps.delivery.send({
      channel: 'email',
      to: player.email,
      kind,
      language,
      playerId: player.id,
      vars: {
        brand: await brand(player.skinId),
        link: link(language, `/password/reset/${token}`),
        hours: ACCOUNT.recoveryLinkHours,
        minutes: ACCOUNT.lockoutMinutes,
        name: displayName(player),
      },
    });
  }

  /** The activation (restore) link of an unfinished registration, at most once a minute. */
  async function sendActivationLink(player: repo.PlayerRow) {
    const at = now();
    if (await issuedSince(db, player.id, 'activation', new Date(at.getTime() - RESEND_MS))) return;
    const { token } = await issueToken(db, { playerId: player.id, type: 'activation', now: at });
    const language = lang(player);
    await deps.delivery.send({
      channel: 'email',
      to: player.email,
      kind: 'activation',
      language,
      playerId: player.id,
      vars: {
        brand: await brand(player.skinId),
        link: link(language, `/registration/${token}`),
        name: displayName(player),
      },
    });
  }

  async function onAccountLocked(player: repo.PlayerRow, previousState: string | null) {
    const key = accountKey(player.id);
    const at = now();
    if (previousState === 'pendingBan') {
      // Second lockout while pendingBan: the many-attempts notification, status cleared.
      await deps.delivery.send({
        channel: 'email',
        to: player.email,
        kind: 'many_attempts',
        language: lang(player),
        playerId: player.id,
        vars: { brand: await brand(player.skinId), name: displayName(player) },
      });
      await setLockState(db, key, null, at);
    } else {
      // First lockout: the recovery e-mail (sendRecovery), then pendingBan.
      await sendResetLink(player, 'lockout_recovery');
      await setLockState(db, key, 'pendingBan', at);
    }
  }

  /**
   * Checks a password under the login lockout (DECISIONS section 3). The attempt is admitted
   * against the address and the account before the password is verified: failures plus attempts
   * in flight may not pass a limit, so concurrent attempts beyond it are refused unchecked. The
   * wrong password then counts as a failure (the failure that reaches a limit locks it, and an
   * account's lockout e-mails as the spec says); the right one only gives its slot back, and the
   * progressive delay reads the address's failures alone, so many players behind one address
   * logging in at once do not slow each other down. Throws 429 while locked. `player` undefined:
   * an unknown account, counted under `unknownKey`, checked against a dummy hash (same timing).
   */
  async function attemptPassword(
    player: repo.PlayerRow | undefined,
    unknownKey: string,
    password: string,
    client: ClientInfo,
  ): Promise<boolean> {
    const aKey = player ? accountKey(player.id) : unknownKey;
    const iKey = ipKey(client.ip);
    const at = now();
    const wait = await lockedFor(db, [aKey, iKey], at);
    if (wait > 0) throw tooManyLoginAttempts(wait);

    const refused = async () =>
      tooManyLoginAttempts((await lockedFor(db, [aKey, iKey], at)) || Math.ceil(LOCKOUT_MS / 1000));
    const ipAttempt = await reserveAttempt(db, iKey, ipLimit, at);
    if (!ipAttempt) throw await refused();
    const accountAttempt = await reserveAttempt(db, aKey, ACCOUNT.loginAttempts, at);
    if (!accountAttempt) {
      await releaseAttempt(db, iKey);
      throw await refused();
    }
    let ok: boolean;
    try {
      // The address's failures so far, not the attempts in flight (loginDelayMs).
      const delay = loginDelayMs(ipAttempt.failures);
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      ok = await verifyPassword(player?.passwordHash ?? null, password);
    } catch (err) {
      // Nothing was checked: the slots go back.
      await releaseAttempt(db, iKey);
      await releaseAttempt(db, aKey);
      throw err;
    }
    if (!ok || !player) {
      let locked = false;
      if ((await recordFailure(db, iKey)) === ipLimit) {
        await lockKey(db, iKey, at);
        locked = true;
      }
      if ((await recordFailure(db, aKey)) === ACCOUNT.loginAttempts) {
        await lockKey(db, aKey, at);
        locked = true;
        if (player) await onAccountLocked(player, accountAttempt.previousState);
      }
      if (locked) throw tooManyLoginAttempts(Math.ceil(LOCKOUT_MS / 1000));
      return false;
    }
    await releaseAttempt(db, iKey);
    await releaseAttempt(db, aKey);
    await clearFailures(db, aKey, at);
    return true;
  }

  /**
   * Opens a session after the password (and the second factor when it is on): the previous
   * login is reported and the login hooks run (the firstLogin message, the socket).
   */
  async function openSession(
    player: repo.PlayerRow,
    client: ClientInfo,
  ): Promise<Extract<LoginResult, { kind: 'session' }>> {
    const at = now();
    // The newest session before this one is the previous login (GLI-19: shown to the player).
    const previous = await latestToken(db, player.id, 'session');
    const session = await issueToken(db, {
      playerId: player.id,
      type: 'session',
      now: at,
      ip: client.ip,
      userAgent: client.userAgent,
      country: lookupCountry(client.ip).country,
    });
    await deps.hooks?.onLogin?.({ playerId: player.id, tokenId: session.id, first: !previous });
    return {
      kind: 'session',
      token: session.token,
      expires_at: new Date(at.getTime() + INACTIVITY_MS).toISOString(),
      previous_login: previous
        ? { at: previous.createdAt.toISOString(), ip: previous.ip, country: previous.country }
        : null,
    };
  }

  /** Seconds until the player may ask for a new e-mail code (60 s after the last one). */
  async function emailResendAfter(playerId: number): Promise<number> {
    const last = await repo.latestCode(db, playerId, 'email');
    if (!last) return 0;
    return Math.max(0, Math.ceil((last.sentAt.getTime() + RESEND_MS - now().getTime()) / 1000));
  }

  /** An unfinished registration as the site continues it: the step follows the verifications. */
  const stateOf = (player: repo.PlayerRow, resendAfter: number): RegistrationState => ({
    id: player.id,
    step: player.emailVerifiedAt || player.smsVerifiedAt ? 2 : 1,
    username: player.username,
    email: player.email,
    mobile: player.mobile,
    resend_after_seconds: resendAfter,
  });

  /**
   * Continues an unfinished registration whose owner proved the password: a new temp token, and
   * at step 1 a new e-mail code unless one is still usable (the code page says one was sent).
   */
  async function resumeRegistration(
    player: repo.PlayerRow,
    client: ClientInfo,
  ): Promise<RegistrationResume> {
    const at = now();
    if (!player.emailVerifiedAt && !player.smsVerifiedAt) {
      const last = await repo.latestCode(db, player.id, 'email');
      const usable =
        last &&
        !last.consumedAt &&
        last.destination === player.email &&
        last.expiresAt.getTime() > at.getTime() &&
        last.attempts < ACCOUNT.verificationMaxAttempts;
      if (!usable) {
        await sendEmailCode(player).catch((err: unknown) => {
          // Asked for less than a minute ago: the page offers a new code once it may.
          if (!(err instanceof RetryLater)) throw err;
        });
      }
    }
    const { token } = await issueToken(db, {
      playerId: player.id,
      type: 'registration',
      now: at,
      ip: client.ip,
      userAgent: client.userAgent,
    });
    return { ...stateOf(player, await emailResendAfter(player.id)), token, resumed: true };
  }

  /**
   * Step 0 sent again for a registration that was never finished (a reload in a new tab, a closed
   * browser): when the nickname and the e-mail are those of one incompleted account and the
   * password is its own, the registration continues instead of "taken". The password check is a
   * login attempt (same lockout, same counters); otherwise null and the usual answer follows, so
   * nothing tells a wrong password from any other taken value.
   */
  async function resumeByRegistering(
    skinId: number,
    body: RegisterData,
    client: ClientInfo,
  ): Promise<RegistrationResume | null> {
    const byName = await repo.findByUsername(db, skinId, body.username);
    const byEmail = await repo.findByEmail(db, skinId, body.email);
    if (!byName && !byEmail) return null;
    const candidate =
      byName && byEmail && byName.id === byEmail.id && byName.status === 'incompleted'
        ? byName
        : undefined;
    if (!candidate) {
      // The same password work whether or not a registration could continue (timing).
      await verifyPassword(null, body.password);
      return null;
    }
    try {
      const ok = await attemptPassword(candidate, accountKey(candidate.id), body.password, client);
      return ok ? await resumeRegistration(candidate, client) : null;
    } catch (err) {
      // Locked (too many wrong passwords): nothing is checked; the usual answer follows.
      if (err instanceof RetryLater) return null;
      throw err;
    }
  }

  /** Server-side mobile rules; returns the stored form or null when empty. */
  async function checkMobile(
    errors: FieldErrors,
    skinId: number,
    mobile: string | null | undefined,
    prefix: string | null | undefined,
    exceptId?: number,
  ): Promise<string | null> {
    const raw = (mobile ?? '').trim();
    if (!raw) return null;
    if (prefix) {
      const prefixKey = phonePrefixError(prefix);
      if (prefixKey) {
        errors.add('phone_prefix', prefixKey);
        return null;
      }
      const number = raw.startsWith(prefix) ? raw.slice(prefix.length) : raw;
      const key = phoneNumberError(prefix, cleanPhoneNumber(number));
      if (key) {
        errors.add('mobile', key);
        return null;
      }
    }
    const key = mobileError(raw);
    if (key) {
      errors.add('mobile', key);
      return null;
    }
    const normalized = normalizeMobile(raw);
    if (await repo.mobileTaken(db, skinId, normalized, exceptId)) {
      errors.add('mobile', ERROR_KEYS.phoneAlreadyUsed);
      return null;
    }
    return normalized;
  }

  return {
    sendEmailCode,
    checkMobile,

    async checkUsername(skinId: number, username: string): Promise<void> {
      if (await repo.usernameTaken(db, skinId, username)) {
        throw new FieldErrors().add('username', ERROR_KEYS.nicknameAlreadyUsed).throwIfAny();
      }
    },

    async checkEmail(skinId: number, body: CheckEmailData): Promise<void> {
      if (await repo.emailTaken(db, skinId, body.email)) {
        new FieldErrors().add('email', ERROR_KEYS.emailAlreadyUsed).throwIfAny();
      }
    },

    async checkMobileAvailable(skinId: number, mobile: string, skipEmpty: boolean): Promise<void> {
      const errors = new FieldErrors();
      if (!mobile.trim()) {
        if (!skipEmpty) errors.add('mobile', ERROR_KEYS.required);
      } else {
        await checkMobile(errors, skinId, mobile, null);
      }
      errors.throwIfAny();
    },

    /** Step 2's duplicate-person check; the caller's own record (token) is not counted. */
    async checkFields(skinId: number, body: CheckFieldsData, exceptId?: number): Promise<void> {
      const errors = new FieldErrors();
      errors.add('firstname', nameError(body.firstname));
      errors.add('lastname', nameError(body.lastname));
      errors.add('dob', dobError(body.dob, now()));
      errors.throwIfAny();
      const person = {
        firstname: cleanName(body.firstname),
        lastname: cleanName(body.lastname),
        dob: formatDob(parseDob(body.dob)!),
      };
      if (await repo.personTaken(db, skinId, person, exceptId)) {
        errors.add('fields', ERROR_KEYS.personAlreadyRegistered).throwIfAny();
      }
    },

    /** Step 0: the player is created incompleted; the e-mail code is sent at once. */
    async register(
      skinId: number,
      body: RegisterData,
      client: ClientInfo,
    ): Promise<RegistrationResume> {
      const resumed = await resumeByRegistering(skinId, body, client);
      if (resumed) return resumed;
      const errors = new FieldErrors();
      const settings = await deps.skinSettings(skinId);
      errors.add('password', passwordIdentityError(body.password, body.username, body.email));
      if (!errors.has('password')) {
        errors.add('password', await commonPasswordError(body.password, [body.email]));
      }
      errors.add(
        'password_confirmation',
        passwordConfirmationError(body.password, body.password_confirmation),
      );
      if (!body.acceptance) errors.add('acceptance', ERROR_KEYS.termsRequired);
      const country = body.country.toUpperCase();
      if (
        !(await repo.countryExists(db, country)) ||
        settings.restricted_countries.includes(country)
      ) {
        errors.add('country', ERROR_KEYS.invalid);
      }
      if (
        !settings.currency_ids.includes(body.currency_id) ||
        !(await repo.findCurrency(db, body.currency_id))
      ) {
        errors.add('currency_id', ERROR_KEYS.invalid);
      }
      if (await repo.usernameTaken(db, skinId, body.username)) {
        errors.add('username', ERROR_KEYS.nicknameAlreadyUsed);
      }
      if (await repo.emailTaken(db, skinId, body.email)) {
        errors.add('email', ERROR_KEYS.emailAlreadyUsed);
      }
      const mobile = await checkMobile(errors, skinId, body.mobile, body.phone_prefix);
      errors.throwIfAny();

      const at = now();
      const passwordHash = await hashPassword(body.password);
      let player: repo.PlayerRow;
      try {
        player = await repo.insertPlayer(db, {
          skinId,
          username: body.username,
          email: body.email,
          mobile,
          passwordHash,
          isCrypt: true,
          passwordCreatedAt: at,
          passwordChangedAt: at,
          status: 'incompleted',
          country,
          currencyId: body.currency_id,
          language: body.language ?? 'en',
          referralCode: body.referral_code ? cleanReferralCode(body.referral_code) || null : null,
          promocode: body.promocode?.trim().slice(0, 64) || null,
          campaignId: body.campaign_id ?? null,
          registrationIp: client.ip,
          createdAt: at,
          updatedAt: at,
        });
      } catch (err) {
        // A concurrent registration took the value between the check and the insert.
        const field = repo.uniqueViolationField(err);
        if (!field) throw err;
        const key = {
          username: ERROR_KEYS.nicknameAlreadyUsed,
          email: ERROR_KEYS.emailAlreadyUsed,
          mobile: ERROR_KEYS.phoneAlreadyUsed,
        }[field];
        throw new FieldErrors().add(field, key).throwIfAny();
      }
      if (deps.bonus && (player.promocode || player.campaignId)) {
        await deps.bonus
          .registration(player.id, { promocode: player.promocode, campaignId: player.campaignId })
          .catch(() => undefined);
      }
      const { token } = await issueToken(db, {
        playerId: player.id,
        type: 'registration',
        now: at,
        ip: client.ip,
        userAgent: client.userAgent,
      });
      await sendEmailCode(player);
      return {
        ...stateOf(player, ACCOUNT.verificationResendSeconds),
        token,
        resumed: false,
      };
    },

    async login(
      skinId: number,
      body: { username: string; password: string },
      client: ClientInfo,
    ): Promise<LoginResult> {
      const settings = await deps.skinSettings(skinId);
      const identifier = body.username.trim();
      const byEmail = settings.ui_options.player_login_with_email && identifier.includes('@');
      const player = byEmail
        ? await repo.findByEmail(db, skinId, normalizeEmail(identifier))
        : await repo.findByUsername(db, skinId, identifier);
      const unknownKey = unknownAccountKey(skinId, identifier);
      const ok = await attemptPassword(player, unknownKey, body.password, client);
      if (!ok || !player) throw new HttpError(401, AUTH_MESSAGES.invalidCredentials);
      if (player.status === 'incompleted') {
        // The right password proves the owner: the registration continues where it stopped
        // (the activation link is e-mailed too, for another device).
        const registration = await resumeRegistration(player, client);
        await sendActivationLink(player);
        return { kind: 'incompleted', registration };
      }
      if (player.status === 'blocked') throw new HttpError(403, AUTH_MESSAGES.accountBlocked);
      if (player.status === 'closed') throw new HttpError(403, AUTH_MESSAGES.accountClosed);
      if (deps.twoFactor && (await deps.twoFactor.enabled(player.id))) {
        // No session yet: a challenge (5 minutes, single use) for the second factor.
        const challenge = await issueToken(db, {
          playerId: player.id,
          type: 'two_factor',
          now: now(),
          ip: client.ip,
          userAgent: client.userAgent,
        });
        return {
          kind: 'two_factor',
          challenge: challenge.token,
          expires_at: challenge.expiresAt.toISOString(),
        };
      }
      return openSession(player, client);
    },

    /**
     * POST auth/login/two-factor: the second step of a login with two-factor on. The challenge
     * must be live, of this skin, and of a player still allowed in; the code (or recovery code)
     * is checked under the second factor's own lockout (two-factor.ts). A right code uses the
     * challenge up (once) and opens the session exactly as a login does.
     */
    async loginTwoFactor(
      skinId: number,
      body: { challenge: string; code?: string; recovery_code?: string },
      client: ClientInfo,
    ): Promise<Extract<LoginResult, { kind: 'session' }>> {
      const expired = () => new HttpError(401, AUTH_MESSAGES.twoFactorChallengeExpired);
      const row = await findToken(db, body.challenge);
      if (!row || row.type !== 'two_factor' || tokenState(row, now()) !== 'live') throw expired();
      const player = await repo.findPlayer(db, row.playerId);
      if (!player || player.skinId !== skinId || !deps.twoFactor) throw expired();
      if (player.status === 'blocked') throw new HttpError(403, AUTH_MESSAGES.accountBlocked);
      if (player.status === 'closed') throw new HttpError(403, AUTH_MESSAGES.accountClosed);
      if (player.status === 'incompleted') throw expired();
      let ok: boolean;
      try {
        ok = await deps.twoFactor.checkSecondFactor(player.id, body);
      } catch (err) {
        // Locked (too many wrong codes): this challenge ends too.
        if (err instanceof RetryLater) await revokeToken(db, row.id, now());
        throw err;
      }
      if (!ok) throw new HttpError(401, AUTH_MESSAGES.twoFactorCodeInvalid);
      // Single use: of concurrent right answers only the first opens a session.
      if (!(await revokeToken(db, row.id, now()))) throw expired();
      return openSession(player, client);
    },

    /**
     * GET auth/registration: where the registration of a temp token stands (a reload continues
     * at the step the server knows). 409 once the account is no longer unfinished.
     */
    async registrationState(playerId: number): Promise<RegistrationState> {
      const player = await repo.findPlayer(db, playerId);
      if (!player || player.status !== 'incompleted') {
        throw new HttpError(409, ERROR_KEYS.registrationCompleted);
      }
      return stateOf(player, await emailResendAfter(player.id));
    },

    async logout(tokenId: number): Promise<void> {
      await revokeToken(db, tokenId, now());
      deps.hooks?.onLogout?.(tokenId);
    },

    /**
     * GET me/sessions: the player's live sessions, newest first, `current` for the caller's. Only
     * what a player needs to recognise a device: never a token or its hash.
     */
    async sessions(playerId: number, currentTokenId: number): Promise<PlayerSession[]> {
      const rows = await liveSessions(db, playerId, now());
      return rows.map((row) => ({
        id: row.id,
        created_at: row.createdAt.toISOString(),
        last_seen_at: row.lastActivityAt.toISOString(),
        ip: row.ip,
        country: row.country,
        ...summariseUserAgent(row.userAgent),
        current: row.id === currentTokenId,
      }));
    },

    /** DELETE me/sessions/{id}: ends one of the player's own sessions; 404 for any other id. */
    async revokeSession(playerId: number, sessionId: number): Promise<void> {
      const ended = await revokeOwnSessions(db, playerId, now(), { id: sessionId });
      if (ended.length === 0) throw new HttpError(404, ERROR_MESSAGES.notFound);
      for (const id of ended) deps.hooks?.onLogout?.(id);
    },

    /** POST me/sessions/revoke-others: "log out everywhere else"; the calling session stays. */
    async revokeOtherSessions(playerId: number, currentTokenId: number): Promise<number> {
      const ended = await revokeOwnSessions(db, playerId, now(), { exceptId: currentTokenId });
      for (const id of ended) deps.hooks?.onLogout?.(id);
      return ended.length;
    },

    /** The same answer whether or not the account exists; at most one link a minute. */
    async recovery(skinId: number, identifier: string): Promise<void> {
      const value = identifier.trim();
      if (!value || value.length > 254) return;
      const player = value.includes('@')
        ? await repo.findByEmail(db, skinId, normalizeEmail(value))
        : await repo.findByUsername(db, skinId, value);
      if (!player || player.status === 'closed') return;
      const since = new Date(now().getTime() - RESEND_MS);
      if (await issuedSince(db, player.id, 'password_reset', since)) return;
      await sendResetLink(player, 'recovery');
    },

    /** The reset link: single use, 1 hour, must be the e-mail's. Ends every session. */
    async reset(skinId: number, body: ResetData): Promise<void> {
      const at = now();
      const row = await findToken(db, body.token);
      const player = row ? await repo.findPlayer(db, row.playerId) : undefined;
      const valid =
        row &&
        player &&
        row.type === 'password_reset' &&
        player.skinId === skinId &&
        player.email === body.email &&
        tokenState(row, at) === 'live';
      if (!valid) throw new FieldErrors().add('token', ERROR_KEYS.tokenInvalid).throwIfAny();
      const errors = new FieldErrors();
      errors.add('password', passwordError(body.password));
      errors.add('password', passwordIdentityError(body.password, player!.username, player!.email));
      if (!errors.has('password')) {
        errors.add('password', await commonPasswordError(body.password, [player!.email]));
      }
      errors.add(
        'password_confirmation',
        passwordConfirmationError(body.password, body.password_confirmation),
      );
      errors.throwIfAny();
      const passwordHash = await hashPassword(body.password);
      await db.transaction(async (tx) => {
        // Single use: only the first of concurrent resets consumes the link.
        if (!(await revokeToken(tx, row!.id, at))) {
          new FieldErrors().add('token', ERROR_KEYS.tokenInvalid).throwIfAny();
        }
        await repo.updatePlayer(tx, player!.id, {
          passwordHash,
          isCrypt: true,
          passwordChangedAt: at,
          updatedAt: at,
        });
        await revokePlayerTokens(tx, player!.id, 'session', at);
        await revokePlayerTokens(tx, player!.id, 'password_reset', at);
        await clearLock(tx, accountKey(player!.id), at);
      });
    },

    /**
     * GET auth/status/{token}: activation/restore (activation or registration tokens) or a
     * password-reset link. With email_verified=1 a valid activation marks the e-mail verified.
     */
    async status(
      skinId: number,
      token: string,
      query: { email?: string; type: string; email_verified?: boolean },
    ): Promise<TokenStatusResponse['data']> {
      const invalid = { is_valid: false, tokenable: null, created_at: null };
      const at = now();
      const row = await findToken(db, token);
      if (!row || tokenState(row, at) !== 'live') return invalid;
      const accepted: TokenType[] =
        query.type === 'password-reset'
          ? ['password_reset']
          : query.type === 'registration'
            ? ['registration']
            : ['activation', 'registration'];
      if (!accepted.includes(row.type as TokenType)) return invalid;
      let player = await repo.findPlayer(db, row.playerId);
      if (!player || player.skinId !== skinId) return invalid;
      if (query.email !== undefined && normalizeEmail(query.email) !== player.email) return invalid;
      if (row.type === 'password_reset') {
        return { is_valid: true, tokenable: null, created_at: row.createdAt.toISOString() };
      }
      // Only the e-mailed activation link proves the address (the registration token does not).
      if (query.email_verified && row.type === 'activation' && !player.emailVerifiedAt) {
        player = await repo.updatePlayer(db, player.id, { emailVerifiedAt: at, updatedAt: at });
      }
      return {
        is_valid: true,
        tokenable: {
          user_id: player.id,
          email_verified_at: player.emailVerifiedAt?.toISOString() ?? null,
          firstname: player.firstname,
          lastname: player.lastname,
          status: player.status as 'incompleted',
        },
        created_at: row.createdAt.toISOString(),
      };
    },

    /** The newest live token row of a type (tests and tooling). */
    latestToken: (playerId: number, type: TokenType) => latestToken(db, playerId, type),

    // ------------------------------------------------------------- staff (back office) actions

    /** Ends every live session of the player (their sockets close through onLogout). */
    async endSessions(playerId: number): Promise<number> {
      const revoked = await db
        .update(playerSessions)
        .set({ revokedAt: now() })
        .where(
          and(
            eq(playerSessions.playerId, playerId),
            eq(playerSessions.type, 'session'),
            isNull(playerSessions.revokedAt),
          ),
        )
        .returning({ id: playerSessions.id });
      for (const row of revoked) deps.hooks?.onLogout?.(row.id);
      return revoked.length;
    },

    /** The operator's test-account flag; the value before, null for an unknown player. */
    async setTestFlag(playerId: number, isTest: boolean): Promise<{ before: boolean } | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ isTest: players.isTest })
          .from(players)
          .where(eq(players.id, playerId))
          .for('update');
        if (!row) return null;
        await tx.update(players).set({ isTest, updatedAt: now() }).where(eq(players.id, playerId));
        return { before: row.isTest };
      });
    },

    /** The recovery e-mail (a reset link) sent for staff; false for an unknown or closed account. */
    async sendRecoveryTo(playerId: number): Promise<boolean> {
      const player = await repo.findPlayer(db, playerId);
      if (!player || player.status === 'closed') return false;
      await sendResetLink(player, 'recovery');
      return true;
    },

    /**
     * A staff block (status blocked, every session ended) or unblock. The block keeps what it
     * replaces (status, reason and the self-exclusion's end) in `status_before_block` and leaves
     * the exclusion's end in place (it keeps protecting; the limits domain owns it); the unblock
     * restores exactly that and clears the column. A self-exclusion whose end passed during the
     * block is not restored: the player is active again (incompleted when the registration was
     * never finished). Refused, with the status found, when the player is closed or already in
     * the asked state (or, for an unblock, not blocked). One transaction, the row locked, and the
     * update conditional on the state read (two staff acting at once: the second gets
     * `ok: false`, nothing lost).
     */
    async setBlocked(
      playerId: number,
      blocked: boolean,
      reason: string,
    ): Promise<
      | {
          ok: true;
          before: BlockState;
          after: BlockState;
          sessionsRevoked: number;
        }
      | { ok: false; status: string | null }
    > {
      const at = now();
      const result = await db.transaction(async (tx) => {
        const [row] = await tx
          .select({
            status: players.status,
            statusReason: players.statusReason,
            statusExpiresAt: players.statusExpiresAt,
            statusBeforeBlock: players.statusBeforeBlock,
            firstname: players.firstname,
          })
          .from(players)
          .where(eq(players.id, playerId))
          .for('update');
        if (!row) return { ok: false as const, status: null };
        const allowed = blocked
          ? row.status === 'active' ||
            row.status === 'incompleted' ||
            row.status === 'self_excluded'
          : row.status === 'blocked';
        if (!allowed) return { ok: false as const, status: row.status };
        const before: BlockState = {
          status: row.status,
          status_reason: row.statusReason,
          status_expires_at: row.statusExpiresAt?.toISOString() ?? null,
        };
        const after: BlockState = blocked
          ? {
              status: 'blocked',
              status_reason: reason,
              status_expires_at: before.status_expires_at,
            }
          : restoredState(row, at);
        const [changed] = await tx
          .update(players)
          .set({
            status: after.status,
            statusReason: after.status_reason,
            statusExpiresAt: after.status_expires_at ? new Date(after.status_expires_at) : null,
            statusBeforeBlock: blocked
              ? {
                  status: row.status,
                  reason: row.statusReason,
                  expires_at: before.status_expires_at,
                }
              : null,
            updatedAt: at,
          })
          .where(
            and(
              eq(players.id, playerId),
              eq(players.status, row.status),
              row.statusBeforeBlock === null
                ? isNull(players.statusBeforeBlock)
                : sql`${players.statusBeforeBlock} = ${JSON.stringify(row.statusBeforeBlock)}::jsonb`,
            ),
          )
          .returning({ id: players.id });
        if (!changed) {
          // Another staff member's change came first: report the status it left.
          const [current] = await tx
            .select({ status: players.status })
            .from(players)
            .where(eq(players.id, playerId));
          return { ok: false as const, status: current?.status ?? null };
        }
        const revoked = blocked
          ? await tx
              .update(playerSessions)
              .set({ revokedAt: at })
              .where(
                and(
                  eq(playerSessions.playerId, playerId),
                  eq(playerSessions.type, 'session'),
                  isNull(playerSessions.revokedAt),
                ),
              )
              .returning({ id: playerSessions.id })
          : [];
        return { ok: true as const, before, after, revoked: revoked.map((r) => r.id) };
      });
      if (!result.ok) return result;
      for (const id of result.revoked) deps.hooks?.onLogout?.(id);
      return {
        ok: true,
        before: result.before,
        after: result.after,
        sessionsRevoked: result.revoked.length,
      };
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;

/** A player's status as a staff block or unblock reports it (audit before/after). */
export interface BlockState {
  status: string;
  status_reason: string | null;
  /** A self-exclusion's end (ISO), null: none. */
  status_expires_at: string | null;
}

/**
 * What an unblock restores: the state the block kept (`status_before_block`). The exclusion's
 * end is the column's (kept during the block; newer than the kept one if the limits domain
 * changed it meanwhile); once passed, the player is active without it. A block from before the
 * column existed restores the plain account status.
 */
function restoredState(
  row: {
    statusExpiresAt: Date | null;
    statusBeforeBlock: { status: string; reason: string | null; expires_at: string | null } | null;
    firstname: string | null;
  },
  at: Date,
): BlockState {
  const plain = row.firstname === null ? 'incompleted' : 'active';
  const kept = row.statusBeforeBlock;
  const until = row.statusExpiresAt ?? (kept?.expires_at ? new Date(kept.expires_at) : null);
  const excluded = until !== null && until.getTime() > at.getTime();
  if (!kept) {
    return {
      status: plain,
      status_reason: null,
      status_expires_at: excluded ? until.toISOString() : null,
    };
  }
  if (excluded) {
    return {
      status: kept.status,
      status_reason: kept.reason,
      status_expires_at: until.toISOString(),
    };
  }
  if (kept.expires_at !== null || until !== null) {
    // The exclusion ended while the player was blocked: active again, without its reason.
    return {
      status: kept.status === 'self_excluded' ? plain : kept.status,
      status_reason: null,
      status_expires_at: null,
    };
  }
  return { status: kept.status, status_reason: kept.reason, status_expires_at: null };
}
