/**
 * The contact form: an e-mail to the skin's support address through the platform's delivery
 * (SMTP, or the development outbox). Guests prove they are people with a solved captcha; a
 * signed-in player needs none. The text is never logged.
 */
import { ERROR_KEYS } from '@croupier/contract/errors';
import { MESSAGE_ERRORS, type CustomEmailBody } from '@croupier/contract/messages';
import type { SkinSettingsJson } from '../db/schema.ts';
import { HttpError, validationFailed } from '../lib/errors.ts';
import type { Delivery } from '../notifications/delivery.ts';

export interface ContactDeps {
  delivery: Pick<Delivery, 'send'>;
  captcha: { verify(value: string | undefined | null): Promise<boolean> };
  skinSettings: (skinId: number) => Promise<SkinSettingsJson>;
}

export interface ContactInput {
  skinId: number;
  /** The signed-in player, or null for a guest. */
  playerId: number | null;
  body: CustomEmailBody;
}

export async function sendContactEmail(deps: ContactDeps, input: ContactInput): Promise<void> {
  const { body } = input;
  if (input.playerId === null && !(await deps.captcha.verify(body.captcha))) {
    throw validationFailed('captcha', ERROR_KEYS.captchaInvalid);
  }
  const settings = await deps.skinSettings(input.skinId);
  const support = settings.licence.support_email.trim();
  if (!support) throw new HttpError(503, MESSAGE_ERRORS.supportUnavailable);
  const senders = Array.isArray(body.emails) ? body.emails : [body.emails];
  await deps.delivery.send({
    channel: 'email',
    to: support,
    kind: 'support_contact',
    // Read by the operator's support staff.
    language: 'en',
    playerId: input.playerId,
    // Support answers the sender with a plain reply (the addresses passed the e-mail rule).
    replyTo: senders.join(', '),
    vars: {
      brand: settings.layout_settings.brand_name,
      subject: body.subject,
      from: senders.join(', '),
      player: input.playerId === null ? 'guest' : `#${input.playerId}`,
      ref: body.ref_id ?? '-',
      message: body.body,
    },
  });
}
