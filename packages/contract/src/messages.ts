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
 * <PLATFORM_API_TOKEN>`, no skin authorization; a player token or the public skin key: 401):
 * - POST /v1/notifications/players/{id}/registration { subject?, body?, type?, id? }
 *   (type defaults to `registration`; `firstLogin` is kept once per player)
 * - POST /v1/notifications/players/{id}/custom-message { subject, body, type? } (type: custom)
 * Both answer 201 { data: Message }, or 200 with the player's unread message of the same system
 * type when one exists (system types are not repeated while unread); 404 `player_not_found`.
 * Staff twin: POST /staff/v1/players/{id}/messages { subject, body, type? } (support or admin
 * role, audited as `player.message_sent`), the same answers.
 *
 * Realtime: socket.io at the site's origin (path /socket.io). Handshake `auth`: `{ token }` (a
 * player's session token: joins `player:<id>` after `create { playerId, refId }` names that
 * player), `{ staffToken }` (staff room), or nothing (guests: the public room only). An unknown,
 * ended or expired token is refused (`connect_error` with message `unauthenticated`); a socket
 * whose token ends later (logout, 30 minutes without activity, blocked) is disconnected. `create`
 * is acknowledged with SocketCreateAck; naming another player (or another skin's refId) is
 * refused with `forbidden` and disconnects the socket. Server events: `message` (Message),
 * `campaign` (CampaignEvent).
 *
 * Contact: POST /v1/notifications/messages/custom_email { emails, subject, body, ref_id?,
 * captcha? } -> { data: { sent: true } }: to the skin's support address (captcha required without
 * a player token: 422 captcha: [captcha_invalid]; 5 per 10 minutes per address, then 429).
 */
import { z } from 'zod';
import { emailField } from './accounts.ts';
import {
  envelope,
  isSafeText,
  pageMeta,
  pageQuery,
  pathId,
  queryId,
  safeJson,
  safeString,
} from './common.ts';
import { ERROR_KEYS } from './errors.ts';

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
  /** A KYC level was accepted (params: level). */
  'kycApproved',
  /** A KYC level was rejected (params: level, reject_type RETRY | FINAL, reason). */
  'kycRejected',
  /** Staff verified a document (params: document_type). */
  'documentVerified',
  /** Staff rejected a document (params: document_type, reason). */
  'documentRejected',
  /** The source-of-wealth questionnaire became required (params: reason): lead to it. */
  'sowqRequired',
  /** Written by staff or the platform. */
  'custom',
  /**
   * A deposit was credited outside the player's own action: staff confirmation, a bank
   * statement import or a gateway's callback (params: amount, currency, transaction_id).
   */
  'depositCredited',
  /** Staff declined a pending deposit (params: amount, currency, transaction_id, reason). */
  'depositDeclined',
  /**
   * Staff declined a withdrawal, or the gateway's payout failed; the amount is back in cash
   * (params: amount, currency, transaction_id, reason).
   */
  'withdrawalDeclined',
  /**
   * A withdrawal was paid out: marked paid by staff, or the gateway's payout callback
   * (params: amount, currency, transaction_id).
   */
  'withdrawalPaid',
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

/** Free text: bounded, never U+0000 nor a lone surrogate (PostgreSQL cannot store them). */
const text = (max: number) =>
  z
    .string({ error: ERROR_KEYS.required })
    .min(1, { error: ERROR_KEYS.required })
    .max(max, { error: ERROR_KEYS.invalid })
    .refine(isSafeText, { error: ERROR_KEYS.invalid });
/** One line (a subject): no control characters at all (no header injection in e-mails). */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
const line = (max: number) =>
  text(max).refine((v) => !CONTROL.test(v), { error: ERROR_KEYS.invalid });

export const MESSAGE_LIMITS = { subjectMax: 200, bodyMax: 5000 } as const;

export const sendMessageBody = z.object({
  subject: line(MESSAGE_LIMITS.subjectMax),
  body: text(MESSAGE_LIMITS.bodyMax),
  type: z.enum(MESSAGE_TYPES, { error: ERROR_KEYS.invalid }).optional(),
  /** A site path (`/media/...`) or an https address. */
  image: line(500)
    .refine((v) => v.startsWith('/') || v.startsWith('https://'), { error: ERROR_KEYS.invalid })
    .nullable()
    .optional(),
  duration: z.number().int().min(1).max(3600).nullable().optional(),
});
export type SendMessageBody = z.infer<typeof sendMessageBody>;
export const registrationMessageBody = z.object({
  subject: line(MESSAGE_LIMITS.subjectMax).optional(),
  body: text(MESSAGE_LIMITS.bodyMax).optional(),
  type: z.enum(MESSAGE_TYPES, { error: ERROR_KEYS.invalid }).optional(),
  /** Sent by the spec's client; not used. */
  id: safeJson().optional(),
});
export const playerIdParams = z.object({ id: pathId });

/** Errors (`{ message }`) of the message calls. */
export const MESSAGE_ERRORS = {
  /** 404: no such player (sending). */
  playerNotFound: 'player_not_found',
  /** 503: the skin has no support address (contact). */
  supportUnavailable: 'support_unavailable',
} as const;

/** The socket's `create` event (spec): the player's id and the skin's ref id. */
export const socketCreate = z.object({
  playerId: queryId,
  refId: safeString().max(100).optional(),
});
/** The acknowledgement of `create`: `ok` once the socket is in the player's room. */
export const socketCreateAck = z.object({
  ok: z.boolean(),
  /** Why not: `unauthenticated` (no player token), `forbidden` (another player), `field_invalid`. */
  message: z.string().optional(),
});
export type SocketCreateAck = z.infer<typeof socketCreateAck>;
export const SOCKET_PATH = '/socket.io';
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

export const CONTACT = {
  subjectMax: 200,
  bodyMax: 5000,
  emailsMax: 3,
  /** Contact e-mails per client address in the window. */
  perWindow: 5,
  windowMinutes: 10,
} as const;
export const customEmailBody = z.object({
  /** The sender's address(es): a string or a list (the spec's `emails`). */
  emails: z.union([emailField, z.array(emailField).min(1).max(CONTACT.emailsMax)], {
    error: ERROR_KEYS.emailError,
  }),
  subject: line(CONTACT.subjectMax),
  body: text(CONTACT.bodyMax),
  ref_id: line(100).optional(),
  captcha: safeString().max(8000).optional(),
});
export type CustomEmailBody = z.infer<typeof customEmailBody>;
export const customEmailResponse = envelope(z.object({ sent: z.literal(true) }));
