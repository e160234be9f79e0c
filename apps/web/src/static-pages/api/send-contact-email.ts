import { useMutation } from '@tanstack/react-query';
import type { CustomEmailBody } from '@croupier/contract/messages';
import { api } from '../../lib/api-client.ts';

/**
 * `POST notifications/messages/custom_email`: the contact form's e-mail to the skin's support
 * address (a guest sends a solved captcha; rate-limited per address).
 */
export function sendContactEmail(body: CustomEmailBody): Promise<void> {
  return api('notifications/messages/custom_email', { method: 'POST', body }).then(() => undefined);
}

export function useSendContactEmail() {
  return useMutation({ mutationFn: sendContactEmail });
}
