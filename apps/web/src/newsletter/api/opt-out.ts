import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  OptOutBody,
  OptOutResponse,
  OptOutTokenResponse,
} from '@croupier/contract/newsletter';
import { api } from '../../lib/api-client.ts';

/** GET notifications/newsletter/token/opt-out?token=: is the link usable, already unsubscribed? */
export function useOptOutToken(token: string) {
  return useQuery({
    queryKey: ['newsletter', 'opt-out-token', token],
    queryFn: ({ signal }) =>
      api<OptOutTokenResponse>('notifications/newsletter/token/opt-out', {
        query: { token },
        signal,
      }).then((r) => r.data),
    enabled: token !== '',
    staleTime: Infinity,
    retry: false,
  });
}

/** POST notifications/newsletter/opt-out */
export function useOptOut() {
  return useMutation({
    mutationFn: (body: OptOutBody) =>
      api<OptOutResponse>('notifications/newsletter/opt-out', { method: 'POST', body }).then(
        (r) => r.data,
      ),
  });
}
