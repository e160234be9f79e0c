/**
 * In-session messages (public-site spec: in-session messages, websocket; player-dashboard spec:
 * Message entity) and the contact form's support e-mail.
 *
 * Player calls (`user-token`):
 * - GET /v1/me/messages/readone -> { data: Message | null }: the oldest unread message (does not
 *   mark it read). Polled every 5 s by the site while no popup is open.
 * - GET /v1/me/messages/{id} -> { data: Message }: marks it read (404 when not the player's).
 * - GET /v1/me/messages?page&per_page -> { data: Message[], meta: PageMeta & { unread } }, newest
 *   first.
 *
 * Sending (the platform's own server-to-server credentials only, `authorization: Bearer
 * <PLATFORM_API_TOKEN>`; never a player token or the public skin key):
 * - POST /v1/notifications/players/{id}/registration { subject?, body?, type?, id? }
 * - POST /v1/notifications/players/{id}/custom-message { subject, body, type? }
 * Staff twin: POST /staff/v1/players/{id}/messages { subject, body, type? } (support or admin
 * role, audited as `player.message_sent`).
 *
 * Realtime: socket.io at the site's origin (path /socket.io). Handshake `auth`: `{ token }` (a
 * player's session token: joins `player:<id>` after `create { playerId, refId }` names that
 * player), `{ staffToken }` (staff room), or nothing (guests: the public room only). Server
 * events: `message` (Message), `campaign` (CampaignEvent).
 *
 * Contact: POST /v1/notifications/messages/custom_email { emails, subject, body, ref_id?,
 * captcha? } -> { data: { sent: true } }: to the skin's support address (captcha required without
 * a player token; rate-limited).
 */
import { z } from 'zod';
import { envelope, pageMeta, pageQuery, pathId } from './common.ts';

/** Message types and what the site does with each (spec: states and transitions). */
export const MESSAGE_TYPES = [
  /** Countdown; keep playing or return home. */
  'realityCheck',
  /** Once after the first login: "set your limits now", leads to the limits page. */
  'firstLogin',
  /** A campaign's turnover was reached: refresh balance (reload) or home. */
  'campaignReached',
  /** Reload the page. */
  'bonus-bet-limit',
  'bonus-min-balance-limit',
  /** A bet refused for the daily bet or loss limit: lead to the limits page. */
  'daily-bet-limit',
  'daily-bet-loss',
  /** The daily playing time ran out: lead to the limits page. */
  'daily-playing-time',
  /** Sent at registration. */
  'registration',
  /** Written by staff or the platform. */
  'custom',
] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

export const message = z.object({
  id: z.number().int(),
  type: z.enum(MESSAGE_TYPES),
  subject: z.string(),
  body: z.string(),
  image: z.string().nullable(),
  /** Seconds the popup counts down (null: until closed). */
  duration: z.number().int().nullable(),
  /** Values of a system message's text (limit, currency, until, ...). */
  params: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type Message = z.infer<typeof message>;

export const messageParams = z.object({ id: pathId });
export const readOneResponse = envelope(message.nullable());
export const messageResponse = envelope(message);
export const messagesQuery = z.object(pageQuery);
export const messagesResponse = z.object({
  data: z.array(message),
  meta: pageMeta.extend({ unread: z.number().int() }),
});

export const sendMessageBody = z.object({
  subject: z.string().min(1).max(200),
  body: z.string().min(1).max(5000),
  type: z.enum(MESSAGE_TYPES).optional(),
  image: z.string().max(500).nullable().optional(),
  duration: z.number().int().min(1).max(3600).nullable().optional(),
});
export const registrationMessageBody = z.object({
  subject: z.string().max(200).optional(),
  body: z.string().max(5000).optional(),
  type: z.enum(MESSAGE_TYPES).optional(),
  id: z.unknown().optional(),
});
export const playerIdParams = z.object({ id: pathId });

/** The socket's `create` event (spec): the player's id and the skin's ref id. */
export const socketCreate = z.object({
  playerId: z.coerce.number().int().positive().max(2_147_483_647),
  refId: z.string().max(100).optional(),
});
export const SOCKET_EVENTS = {
  create: 'create',
  message: 'message',
  campaign: 'campaign',
} as const;
export const SOCKET_ROOMS = {
  player: (id: number) => `player:${id}`,
  public: 'public',
  staff: 'staff',
} as const;
export const campaignEvent = z.object({
  type: z.string(),
  campaign_id: z.number().int().nullable(),
});
export type CampaignEvent = z.infer<typeof campaignEvent>;

export const CONTACT = { subjectMax: 200, bodyMax: 5000, emailsMax: 3 } as const;
export const customEmailBody = z.object({
  /** The sender's address(es): a string or a list (the spec's `emails`). */
  emails: z.union([
    z.string().max(320),
    z.array(z.string().max(320)).min(1).max(CONTACT.emailsMax),
  ]),
  subject: z.string().min(1).max(CONTACT.subjectMax),
  body: z.string().min(1).max(CONTACT.bodyMax),
  ref_id: z.string().max(100).optional(),
  captcha: z.string().max(8000).optional(),
});
export const customEmailResponse = envelope(z.object({ sent: z.literal(true) }));
