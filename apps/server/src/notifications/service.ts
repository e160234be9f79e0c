import { ACCOUNT } from '@croupier/contract/constants';
import { ERROR_KEYS } from '@croupier/contract/errors';
import { FieldErrors } from '../auth/errors.ts';
import * as repo from '../auth/repository.ts';
import type { AuthService } from '../auth/service.ts';
import type { Db } from '../db/client.ts';
import type { SkinSettingsJson } from '../db/schema.ts';
import type { CodeService } from './codes.ts';
import type { Delivery } from './delivery.ts';

export interface NotificationDeps {
  db: Db;
  now: () => Date;
  codes: CodeService;
  delivery: Delivery;
  auth: AuthService;
  skinSettings: (skinId: number) => Promise<SkinSettingsJson>;
  /** A mobile number just verified: bonus campaigns waiting for it get ready (bonus domain). */
  onSmsVerified?: (playerId: number) => Promise<unknown>;
}

export interface SentCode {
  sent: true;
  resend_after_seconds: number;
  expires_at: string;
}

/** Verification codes by e-mail and SMS (registration step 1, dashboard confirm buttons). */
export function createNotificationService(deps: NotificationDeps) {
  const { db, now } = deps;
  const sent = (expiresAt: Date): SentCode => ({
    sent: true,
    resend_after_seconds: ACCOUNT.verificationResendSeconds,
    expires_at: expiresAt.toISOString(),
  });

  async function player(id: number) {
    const p = await repo.findPlayer(db, id);
    if (!p) throw new FieldErrors().add('user_id', ERROR_KEYS.invalid).throwIfAny();
    return p!;
  }

  return {
    async sendEmailCode(playerId: number): Promise<SentCode> {
      const p = await player(playerId);
      if (p.emailVerifiedAt)
        new FieldErrors().add('email', ERROR_KEYS.alreadyVerified).throwIfAny();
      return sent(await deps.auth.sendEmailCode(p));
    },

    async sendSmsCode(playerId: number): Promise<SentCode> {
      const p = await player(playerId);
      if (!p.mobile) new FieldErrors().add('mobile', ERROR_KEYS.invalidPhone).throwIfAny();
      if (p.smsVerifiedAt) new FieldErrors().add('mobile', ERROR_KEYS.alreadyVerified).throwIfAny();
      const { code, expiresAt } = await deps.codes.create(p.id, 'sms', p.mobile!);
      await deps.delivery.send({
        channel: 'sms',
        to: p.mobile!,
        kind: 'verification_sms',
        language: p.language,
        playerId: p.id,
        vars: {
          brand: (await deps.skinSettings(p.skinId)).layout_settings.brand_name,
          code,
          minutes: ACCOUNT.verificationCodeTtlMinutes,
        },
      });
      return sent(expiresAt);
    },

    async verify(
      playerId: number,
      channel: 'email' | 'sms',
      code: string,
    ): Promise<{
      status: 'success';
      email_verified_at: string | null;
      sms_verified_at: string | null;
    }> {
      const p = await player(playerId);
      const destination = channel === 'email' ? p.email : p.mobile;
      if (!destination) new FieldErrors().add('mobile', ERROR_KEYS.invalidPhone).throwIfAny();
      await deps.codes.verify(p.id, channel, destination!, code);
      const at = now();
      const updated = await repo.updatePlayer(
        db,
        p.id,
        channel === 'email'
          ? { emailVerifiedAt: p.emailVerifiedAt ?? at, updatedAt: at }
          : { smsVerifiedAt: p.smsVerifiedAt ?? at, updatedAt: at },
      );
      if (channel === 'sms' && !p.smsVerifiedAt && deps.onSmsVerified) {
        await deps.onSmsVerified(p.id).catch(() => undefined);
      }
      return {
        status: 'success',
        email_verified_at: updated.emailVerifiedAt?.toISOString() ?? null,
        sms_verified_at: updated.smsVerifiedAt?.toISOString() ?? null,
      };
    },
  };
}
export type NotificationService = ReturnType<typeof createNotificationService>;
