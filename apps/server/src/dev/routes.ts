import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { safeString } from '@croupier/contract/common';
import { ERROR_MESSAGES } from '@croupier/contract/errors';
import { outboxResponse } from '@croupier/contract/accounts';
import type { Delivery } from '../notifications/delivery.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Escapes a message body and turns its http(s) links into anchors. */
function bodyHtml(body: string): string {
  return escapeHtml(body).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

const CSS = `body{font:15px/1.45 system-ui,sans-serif;margin:0;background:#f4f4f6;color:#1b1b1f}
header{background:#1b1b1f;color:#fff;padding:12px 20px;display:flex;gap:16px;align-items:center}
header h1{font-size:18px;margin:0}header a{color:#ffd166}main{max-width:900px;margin:0 auto;padding:16px}
article{background:#fff;border-radius:8px;padding:12px 16px;margin:0 0 12px;box-shadow:0 1px 2px #0002}
.meta{color:#555;font-size:13px;display:flex;gap:12px;flex-wrap:wrap}.channel{font-weight:700;text-transform:uppercase}
h2{font-size:16px;margin:6px 0}pre{white-space:pre-wrap;word-break:break-word;font:inherit;margin:0}
.empty{color:#555}`;

/**
 * Development outbox: the messages the platform would have sent (no SMTP / SMS provider set).
 * Not under /v1 (no skin authorization). In production both answer 404.
 */
export const devRoutes =
  (delivery: Delivery, opts: { production: boolean }): FastifyPluginAsyncZod =>
  async (app) => {
    const hide = { schema: { hide: true } };
    if (opts.production) {
      const notFound = async (
        _req: unknown,
        reply: { status(c: number): { send(b: unknown): unknown } },
      ) => reply.status(404).send({ message: ERROR_MESSAGES.notFound });
      app.get('/dev/outbox', hide, notFound);
      app.get('/dev/mailbox', hide, notFound);
      app.get('/dev/mailbox.css', hide, notFound);
      return;
    }
    app.get(
      '/dev/outbox',
      {
        schema: {
          hide: true,
          querystring: z.object({ to: safeString().max(300).optional() }),
          response: { 200: outboxResponse },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return { data: await delivery.list(100, req.query.to?.trim().toLowerCase()) };
      },
    );
    app.get('/dev/mailbox.css', hide, async (_req, reply) =>
      reply.type('text/css; charset=utf-8').header('cache-control', 'no-store').send(CSS),
    );
    app.get('/dev/mailbox', hide, async (_req, reply) => {
      const messages = await delivery.list();
      const items = messages
        .map(
          (m) => `<article>
<div class="meta"><span class="channel">${escapeHtml(m.channel)}</span><span>to ${escapeHtml(m.to)}</span><time datetime="${m.created_at}">${m.created_at.replace('T', ' ').slice(0, 19)} UTC</time><span>#${m.id}</span></div>
<h2>${escapeHtml(m.subject)}</h2>
<pre>${bodyHtml(m.body)}</pre>
</article>`,
        )
        .join('\n');
      const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>Dev mailbox</title><link rel="stylesheet" href="/dev/mailbox.css"></head>
<body><header><h1>Dev mailbox</h1><span>${messages.length} message(s), newest first</span><a href="/dev/mailbox">Refresh</a><a href="/dev/outbox">JSON</a></header>
<main>${items || '<p class="empty">No messages yet.</p>'}</main></body></html>`;
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    });
  };
