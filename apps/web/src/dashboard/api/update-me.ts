import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateMeBody } from '@croupier/contract/accounts';
import { meQueryOptions, type Player } from '../../auth/session.ts';
import { api } from '../../lib/api-client.ts';

/** PUT me: one body, several uses (reality minutes, e-mail, mobile, password, terms). */
export function updateMe(body: UpdateMeBody): Promise<Player> {
  return api<{ data: Player }>('me', { method: 'PUT', body }).then((r) => r.data);
}

/** The mutation; the answer is the updated player, written straight into the `me` query. */
export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: (player) => {
      queryClient.setQueryData(meQueryOptions().queryKey, player);
    },
  });
}
