/**
 * What other domains use to push events to browsers (socket.io rooms, on every node when Redis
 * joins the nodes). Emitting is fire-and-forget: a player without a socket gets nothing, and the
 * site's polling still finds the message.
 */
import type { CampaignEvent, Message } from '@croupier/contract/messages';
import type { QueueName } from '../backoffice/queue-events.ts';

/** Events the server emits. */
export interface ServerEvents {
  message: (message: Message) => void;
  campaign: (event: CampaignEvent) => void;
  /** Staff room: a back-office work queue changed (backoffice/queue-events.ts). */
  queues: (event: { queue: QueueName }) => void;
}
export type ServerEvent = keyof ServerEvents;
export type EventPayload<E extends ServerEvent> = Parameters<ServerEvents[E]>[0];

export interface Realtime {
  /** To the sockets of a player that joined its room (`create`). */
  toPlayer<E extends ServerEvent>(playerId: number, event: E, payload: EventPayload<E>): void;
  /** To signed-in staff. */
  toStaff<E extends ServerEvent>(event: E, payload: EventPayload<E>): void;
  /** To every socket (guests included). */
  toPublic<E extends ServerEvent>(event: E, payload: EventPayload<E>): void;
  /** Disconnects the sockets opened with a player session token (logout), on every node. */
  endSession(tokenId: number): void;
  close(): Promise<void>;
}
