import type { Message } from '@croupier/contract/messages';
import { api } from '../../lib/api-client.ts';

/** `GET me/messages/{id}`: the message, marked read (opening a popup or an inbox entry). */
export function readMessage(id: number): Promise<Message> {
  return api<{ data: Message }>(`me/messages/${id}`).then((r) => r.data);
}
