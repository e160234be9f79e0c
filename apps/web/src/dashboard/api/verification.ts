import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SendVerificationResponse, VerifyCodeResponse } from '@croupier/contract/accounts';
import { meQueryOptions } from '../../auth/session.ts';
import { api } from '../../lib/api-client.ts';

export type Channel = 'email' | 'sms';

const SEND_PATH: Record<Channel, string> = {
  email: 'notifications/players/send_email/verification',
  sms: 'notifications/twilio/send_sms/verification',
};
const VERIFY_PATH: Record<Channel, string> = {
  email: 'notifications/players/verify_email',
  sms: 'notifications/players/verify_sms',
};

/** Sends a new e-mail or SMS code (the server allows one every 60 seconds). */
export function useSendCode(channel: Channel) {
  return useMutation({
    mutationFn: (userId: number) =>
      api<SendVerificationResponse>(SEND_PATH[channel], {
        method: 'POST',
        body: { user_id: userId },
      }).then((r) => r.data),
  });
}

/** Checks a code; on success the player is reloaded (the field locks). */
export function useVerifyCode(channel: Channel) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, code }: { userId: number; code: string }) =>
      api<VerifyCodeResponse>(VERIFY_PATH[channel], {
        method: 'POST',
        body: { user_id: userId, verification: code },
      }).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey }),
  });
}
