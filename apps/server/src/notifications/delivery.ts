import { and, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { normalizeLanguage, type Language } from '@croupier/contract/constants';
import type { OutboxMessage } from '@croupier/contract/accounts';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import type { Env } from '../env.ts';
import { renderMessage, type MessageKind } from './texts.ts';

/** Sends one SMS; a provider adapter implements it (Twilio here). */
export interface SmsProvider {
  send(to: string, body: string): Promise<void>;
}

export interface MailTransport {
  send(message: { to: string; subject: string; text: string; replyTo?: string }): Promise<void>;
}

/** Twilio's REST API with plain fetch (no SDK): POST .../Accounts/{sid}/Messages.json. */
export function twilioSmsProvider(
  opts: { accountSid: string; authToken: string; from: string },
  fetchImpl: typeof fetch = fetch,
): SmsProvider {
  const url = `https://api.twilio.com/2010-04-01/Accounts/${encodeURIComponent(opts.accountSid)}/Messages.json`;
  const auth = Buffer.from(`${opts.accountSid}:${opts.authToken}`).toString('base64');
  return {
    async send(to, body) {
      const res = await fetchImpl(url, {
        method: 'POST',
        headers: {
          authorization: `Basic ${auth}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ To: to, From: opts.from, Body: body }).toString(),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`Twilio answered ${res.status}`);
    },
  };
}

export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    async send(m) {
      await transporter.sendMail({
        from,
        to: m.to,
        subject: m.subject,
        text: m.text,
        ...(m.replyTo ? { replyTo: m.replyTo } : {}),
      });
    },
  };
}

export interface DeliveryOptions {
  db: Db;
  env: Pick<
    Env,
    'SMTP_URL' | 'MAIL_FROM' | 'TWILIO_ACCOUNT_SID' | 'TWILIO_AUTH_TOKEN' | 'TWILIO_FROM'
  >;
  now: () => Date;
  log?: FastifyBaseLogger;
  /** Overrides (tests): a transport given here is used instead of the environment's. */
  mail?: MailTransport | null;
  sms?: SmsProvider | null;
}

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  to: string;
  kind: MessageKind;
  language: string;
  playerId?: number | null;
  vars: Record<string, string | number>;
  /** E-mail only: where a reply goes (the sender of a contact form). */
  replyTo?: string;
}

/**
 * Every message goes through here. With a transport the message is sent in the background and
 * only its envelope is recorded (its body holds a code or a link: never kept); without one
 * (development) it waits in the outbox table for /dev/outbox.
 */
export function createDelivery(opts: DeliveryOptions) {
  const { db, env, now } = opts;
  const mail =
    opts.mail !== undefined
      ? opts.mail
      : env.SMTP_URL
        ? smtpTransport(env.SMTP_URL, env.MAIL_FROM)
        : null;
  const sms =
    opts.sms !== undefined
      ? opts.sms
      : env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM
        ? twilioSmsProvider({
            accountSid: env.TWILIO_ACCOUNT_SID,
            authToken: env.TWILIO_AUTH_TOKEN,
            from: env.TWILIO_FROM,
          })
        : null;
  const pending = new Set<Promise<void>>();

  return {
    /** True when this channel really leaves the platform. */
    hasTransport: (channel: 'email' | 'sms') => (channel === 'email' ? !!mail : !!sms),

    async send(m: OutgoingMessage): Promise<void> {
      const language: Language = normalizeLanguage(m.language) ?? 'en';
      const text = renderMessage(m.kind, language, m.vars);
      const transport = m.channel === 'email' ? mail : sms;
      const [row] = await db
        .insert(outbox)
        .values({
          playerId: m.playerId ?? null,
          channel: m.channel,
          to: m.to,
          subject: text.subject,
          body: transport ? '' : text.body,
          language,
          kind: m.kind,
          status: transport ? 'sending' : 'outbox',
          createdAt: now(),
        })
        .returning({ id: outbox.id });
      if (!transport || !row) return;
      const job = (async () => {
        try {
          if (m.channel === 'email') {
            await (transport as MailTransport).send({
              to: m.to,
              subject: text.subject,
              text: text.body,
              ...(m.replyTo ? { replyTo: m.replyTo } : {}),
            });
          } else {
            await (transport as SmsProvider).send(m.to, text.body);
          }
          await db
            .update(outbox)
            .set({ status: 'sent', deliveredAt: new Date() })
            .where(eq(outbox.id, row.id));
        } catch (err) {
          opts.log?.warn({ outboxId: row.id, kind: m.kind, err: String(err) }, 'delivery failed');
          await db
            .update(outbox)
            .set({ status: 'failed', error: String(err).slice(0, 500) })
            .where(eq(outbox.id, row.id))
            .catch(() => undefined);
        }
      })();
      pending.add(job);
      void job.finally(() => pending.delete(job));
    },

    /** The dev outbox, newest first (optionally only the messages to one address). */
    async list(limit = 100, to?: string): Promise<OutboxMessage[]> {
      const rows = await db
        .select()
        .from(outbox)
        .where(
          to ? and(eq(outbox.status, 'outbox'), eq(outbox.to, to)) : eq(outbox.status, 'outbox'),
        )
        .orderBy(desc(outbox.id))
        .limit(limit);
      return rows.map((r) => ({
        id: r.id,
        channel: r.channel as 'email' | 'sms',
        to: r.to,
        subject: r.subject,
        body: r.body,
        created_at: r.createdAt.toISOString(),
      }));
    },

    /** Waits for messages still being sent (shutdown, tests). */
    async flush(): Promise<void> {
      await Promise.allSettled([...pending]);
    },
  };
}
export type Delivery = ReturnType<typeof createDelivery>;
