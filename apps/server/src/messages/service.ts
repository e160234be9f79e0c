/**
 * In-session messages: the player's inbox, sending (platform, staff, other domains) and pushing
 * each new message to the player's socket after it is committed.
 *
 * Rules: a system message (every type but `custom`) is not repeated while the player has an
 * unread one of the same type (a refused spin after another adds nothing), and `firstLogin`
 * exists at most once per player. Sending to one player is serialised by an advisory lock held
 * until the transaction ends, so concurrent senders cannot both insert.
 */
import type { FastifyBaseLogger } from 'fastify';
import {
  MESSAGE_ERRORS,
  MESSAGE_TYPES,
  type Message,
  type MessageType,
} from '@croupier/contract/messages';
import type { PageMeta } from '@croupier/contract/common';
import type { Db, Executor } from '../db/client.ts';
import { HttpError, notFound } from '../lib/errors.ts';
import type { Realtime } from '../realtime/port.ts';
import type { AuditInput } from '../staff/service.ts';
import * as repo from './repository.ts';
import { systemText, type MessageParams } from './system-texts.ts';
import { pageMeta } from '../lib/paging.ts';

export type { MessageParams } from './system-texts.ts';
export type SystemMessageType = Exclude<MessageType, 'custom'>;

/** Params as another domain gives them: undefined values are left out. */
export type ParamsInput = Record<string, string | number | null | undefined>;

export interface SystemMessageInput {
  type: SystemMessageType;
  /** Values of the text (limit, currency, until, minutes, ...). */
  params?: ParamsInput;
  /** English text for the audit trail; the type's default when absent. */
  subject?: string;
  body?: string;
  image?: string | null;
  duration?: number | null;
}

export interface SendInput {
  type: MessageType;
  subject: string;
  body: string;
  image?: string | null;
  duration?: number | null;
  params?: ParamsInput;
  /** The staff member who wrote it (null: the platform). */
  staffId?: number | null;
}

export interface Stored {
  message: Message;
  /** False when an earlier message of the same system type stands instead (not sent again). */
  created: boolean;
}

/** The reality check's countdown when none is given (spec: 60 seconds). */
const REALITY_CHECK_SECONDS = 60;
const MAX_PARAMS = 20;
const PARAM_KEY = /^[A-Za-z0-9_.-]{1,40}$/;

export function toMessage(row: repo.MessageRow): Message {
  const type = (MESSAGE_TYPES as readonly string[]).includes(row.type)
    ? (row.type as MessageType)
    : 'custom';
  return {
    id: row.id,
    type,
    subject: row.subject,
    body: row.body,
    image: row.image,
    duration: row.duration,
    params: row.params ?? {},
    created_at: row.createdAt.toISOString(),
    read_at: row.readAt?.toISOString() ?? null,
  };
}

/** Bounded, storable params (another domain's values: never trusted to be small or clean). */
export function cleanParams(params: ParamsInput | undefined): MessageParams {
  const out: MessageParams = {};
  for (const [key, value] of Object.entries(params ?? {}).slice(0, MAX_PARAMS)) {
    if (!PARAM_KEY.test(key)) continue;
    if (value === null) out[key] = null;
    else if (typeof value === 'number') out[key] = Number.isFinite(value) ? value : null;
    else if (typeof value === 'string') out[key] = value.replaceAll('\u0000', '').slice(0, 200);
  }
  return out;
}

const clean = (text: string, max: number) => text.replaceAll('\u0000', '').slice(0, max);

/** Which earlier message of the same type stops a new one. */
function dedupeScope(type: MessageType): 'ever' | 'unread' | null {
  // Each review (KYC, a document) is news of its own (a rejection, then an approval), never a repeat.
  const reviews: MessageType[] = [
    'kycApproved',
    'kycRejected',
    'documentVerified',
    'documentRejected',
    // Each money move (deposit credited or declined, withdrawal declined or paid) too.
    'depositCredited',
    'depositDeclined',
    'withdrawalDeclined',
    'withdrawalPaid',
  ];
  if (type === 'custom' || reviews.includes(type)) return null;
  return type === 'firstLogin' ? 'ever' : 'unread';
}

/**
 * Stores a message for a player with `executor` (in a savepoint when it is a transaction),
 * applying the rules above. It does not push it: see `createMessagesService().publish`.
 * 404 `player_not_found` when the player does not exist.
 */
export async function storeMessage(
  executor: Executor,
  playerId: number,
  input: SendInput,
  at: Date,
): Promise<Stored> {
  const scope = dedupeScope(input.type);
  if (scope) {
    // Fast path without a lock: repeated refusals find the unread message and stop here.
    const existing = await repo.findOfType(executor, playerId, input.type, scope);
    if (existing) return { message: toMessage(existing), created: false };
  }
  return executor.transaction(async (tx) => {
    if (!(await repo.playerExists(tx, playerId))) {
      throw new HttpError(404, MESSAGE_ERRORS.playerNotFound);
    }
    if (scope) {
      await repo.lockPlayer(tx, playerId);
      const existing = await repo.findOfType(tx, playerId, input.type, scope);
      if (existing) return { message: toMessage(existing), created: false };
    }
    const row = await repo.insertMessage(tx, {
      playerId,
      type: input.type,
      subject: clean(input.subject, 200),
      body: clean(input.body, 5000),
      image: input.image ?? null,
      duration: input.duration ?? (input.type === 'realityCheck' ? REALITY_CHECK_SECONDS : null),
      params: cleanParams(input.params),
      staffId: input.staffId ?? null,
      createdAt: at,
      readAt: null,
    });
    return { message: toMessage(row), created: true };
  });
}

/** A system message's full input: the English text of its type unless one is given. */
export function systemInput(input: SystemMessageInput): SendInput {
  const params = cleanParams(input.params);
  const text = systemText(input.type, params);
  return {
    type: input.type,
    subject: input.subject ?? text.subject,
    body: input.body ?? text.body,
    image: input.image,
    duration: input.duration,
    params,
  };
}

export interface MessagesDeps {
  db: Db;
  now: () => Date;
  realtime: Realtime;
  /** The staff audit log (staff sends). */
  audit: (entry: AuditInput) => Promise<void>;
  log?: FastifyBaseLogger;
}

export function createMessagesService(deps: MessagesDeps) {
  const { db, now, realtime } = deps;

  /** Pushes a committed message to the player's sockets (every node). */
  function publish(playerId: number, message: Message): void {
    realtime.toPlayer(playerId, 'message', message);
  }

  /** Stores in its own transaction, then pushes a new message. */
  async function send(playerId: number, input: SendInput): Promise<Stored> {
    const stored = await storeMessage(db, playerId, input, now());
    if (stored.created) publish(playerId, stored.message);
    return stored;
  }

  return {
    publish,
    send,

    /**
     * A system message from another domain (limits, campaigns, reality check). With the
     * service's own database it is committed and pushed here; with a transaction of the caller
     * it is stored in it, and the caller pushes it after the commit:
     * `if (stored.created) messages.publish(playerId, stored.message)`.
     */
    async sendSystemMessage(
      executor: Executor,
      playerId: number,
      input: SystemMessageInput,
    ): Promise<Stored> {
      const stored = await storeMessage(executor, playerId, systemInput(input), now());
      if (executor === db && stored.created) publish(playerId, stored.message);
      return stored;
    },

    /** Written by staff (support, admin): stored, pushed and audited as `player.message_sent`. */
    async sendByStaff(
      staffId: number,
      playerId: number,
      input: Omit<SendInput, 'staffId'>,
      ip: string | null,
    ): Promise<Stored> {
      const stored = await send(playerId, { ...input, staffId });
      if (stored.created) {
        // The subject identifies the message; the body stays in the message only.
        await deps.audit({
          staffId,
          action: 'player.message_sent',
          targetType: 'player',
          targetId: playerId,
          details: {
            message_id: stored.message.id,
            type: stored.message.type,
            subject: stored.message.subject,
          },
          ip,
        });
      }
      return stored;
    },

    /** After a login: the firstLogin message once (a failure never fails the login). */
    async onLogin(event: { playerId: number; first: boolean }): Promise<void> {
      if (!event.first) return;
      try {
        await send(event.playerId, systemInput({ type: 'firstLogin' }));
      } catch (err) {
        deps.log?.error(
          { playerId: event.playerId, err: err instanceof Error ? err.message : String(err) },
          'firstLogin message failed',
        );
      }
    },

    /** The oldest unread message (not marked read: the popup opens it by id). */
    async readOne(playerId: number): Promise<Message | null> {
      const row = await repo.oldestUnread(db, playerId);
      return row ? toMessage(row) : null;
    },

    /** One of the player's messages, marked read; 404 for any other id. */
    async open(playerId: number, id: number): Promise<Message> {
      const row = await repo.markRead(db, playerId, id, now());
      if (!row) throw notFound();
      return toMessage(row);
    },

    async list(
      playerId: number,
      page: number,
      perPage: number,
    ): Promise<{ data: Message[]; meta: PageMeta & { unread: number } }> {
      const [rows, counts] = await Promise.all([
        repo.listPage(db, playerId, perPage, (page - 1) * perPage),
        repo.countMessages(db, playerId),
      ]);
      return {
        data: rows.map(toMessage),
        meta: { ...pageMeta(page, perPage, counts.total), unread: counts.unread },
      };
    },
  };
}
export type MessagesService = ReturnType<typeof createMessagesService>;
