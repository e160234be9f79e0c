import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { safeString } from '@croupier/contract/common';
import * as play from '@croupier/contract/play';
import * as c from '@croupier/contract/studio';
import { assertOwnPlayer, currentPlayer, type PlayerAuth } from '../auth/player-auth.ts';
import { registerStudioErrors } from './errors.ts';
import { createFrameIndex, frameLaunchPage } from './frame-assets.ts';
import type { StudioService } from './service.ts';

const tags = ['studio'];

/** A launch answered to a signed-in player (the lobby's "recently played"). */
export type LaunchRecorder = (
  playerId: number,
  gameId: number,
  mode: 'real' | 'demo',
) => Promise<void>;

/** The spec's `/v1` calls of the game page (inside the skin-authorised scope). */
export const studioV1Routes =
  (
    studio: StudioService,
    playerAuth: PlayerAuth,
    opts: { recordLaunch?: LaunchRecorder } = {},
  ): FastifyPluginAsyncZod =>
  async (app) => {
    registerStudioErrors(app);
    app.post(
      '/casino/play/:provider_slug',
      {
        preHandler: playerAuth.optional(),
        schema: {
          tags,
          params: play.launchParams,
          body: play.launchBody,
          response: { 200: play.launchResponse },
        },
      },
      async (req) => {
        const data = await studio.launch({
          providerSlug: req.params.provider_slug,
          body: req.body,
          player: req.player,
        });
        // Recently played: every launch of a signed-in player, real or demo. Never fails the
        // launch; a guest (or a registration token) records nothing.
        const player = req.player;
        if (opts.recordLaunch && player?.tokenType === 'session') {
          const mode = 'play_for_real' in data ? 'real' : 'demo';
          await opts.recordLaunch(player.id, req.body.game_id, mode).catch((err: unknown) => {
            req.log.warn({ err, gameId: req.body.game_id }, 'lobby: recently played not recorded');
          });
        }
        return { data };
      },
    );
    app.post(
      '/campaigns/:campaign_id/players/:player_id/ping',
      {
        preHandler: playerAuth.session({ activity: false }),
        schema: {
          tags,
          params: play.pingParams,
          body: play.pingBody.optional(),
          response: { 200: play.pingResponse },
        },
      },
      async (req) => {
        const player = assertOwnPlayer(req, req.params.player_id);
        const useBonus = await studio.useBonus(
          player.id,
          req.params.campaign_id,
          req.body?.game_id,
        );
        return { data: { useBonus } };
      },
    );
    app.post(
      '/me/mga/realityCheck',
      {
        preHandler: playerAuth.session({ activity: false }),
        schema: {
          tags,
          body: play.realityCheckBody,
          response: { 200: play.realityCheckResponse },
        },
      },
      async (req) => {
        await studio.realityCheck(currentPlayer(req).id, req.body);
        return { data: { ok: true as const } };
      },
    );
    app.get(
      '/me/mga/realityCheck',
      {
        preHandler: playerAuth.session({ activity: false }),
        schema: { tags, response: { 200: play.realityCheckSessionResponse } },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return { data: await studio.currentRealityCheck(currentPlayer(req).id) };
      },
    );
  };

/** The page of a forged, used or expired launch link; its one style block carries the CSP nonce. */
const expiredPage = (nonce: string | undefined) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Link expired</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style${nonce ? ` nonce="${nonce}"` : ''}>
body { font-family: system-ui, sans-serif; background: #0f1424; color: #e8ecf5; text-align: center; padding: 3rem 1rem; }
</style></head>
<body><h1>This game link has expired</h1>
<p>Game links work once and for two minutes. Close the game and open it again from the lobby.</p>
</body></html>`;

const sessionHeader = (req: FastifyRequest): string | undefined => {
  const v = req.headers['studio-session'];
  return typeof v === 'string' ? v : undefined;
};

/** The frame: launch links, the frame's API (`studio-session` header), the built frame app. */
export const studioRoutes =
  (
    studio: StudioService,
    opts: {
      distDir: string;
      /** The frame's files for an engine and language (frame-assets.ts). */
      frameAssets?: (engine: string, language: string) => string[];
    },
  ): FastifyPluginAsyncZod =>
  async (app) => {
    registerStudioErrors(app);
    const frameIndex = createFrameIndex(opts.distDir);
    /** The frame's built page for a new frame session: its session and files named in it. */
    const launchPage = async (token: string): Promise<string | null> => {
      const html = frameIndex();
      if (!html) return null;
      const session = await studio.sessionInfo(await studio.authenticate(token, false));
      const files = opts.frameAssets?.(session.game.engine, session.language) ?? [];
      return frameLaunchPage(html, { token, session }, files);
    };
    app.get(
      '/studio/launch/:token',
      { schema: { hide: true, params: z.object({ token: safeString().max(200) }) } },
      async (req, reply) => {
        const session = await studio.openFrame(req.params.token);
        reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
        if (!session) {
          const nonce = (reply as { cspNonce?: { style?: string } }).cspNonce?.style;
          return reply.status(410).type('text/html; charset=utf-8').send(expiredPage(nonce));
        }
        // The frame's page itself, its session written in (no redirect, no session request:
        // two round trips fewer before the first spin on a slow link).
        const page = await launchPage(session.token).catch((err: unknown) => {
          req.log.warn({ err }, 'studio: frame page with its session unavailable, redirecting');
          return null;
        });
        if (page) return reply.type('text/html; charset=utf-8').send(page);
        // Without a built frame: the language in the query (the frame speaks it from its first
        // paint), the token in the fragment (never sent nor logged).
        const lang = encodeURIComponent(session.language);
        return reply.redirect(`/studio/frame/?l=${lang}#s=${session.token}`, 303);
      },
    );

    app.get('/studio/v1/session', { schema: { tags, hide: true } }, async (req, reply) => {
      const session = await studio.authenticate(sessionHeader(req), false);
      reply.header('cache-control', 'no-store');
      return { data: await studio.sessionInfo(session) };
    });
    app.post(
      '/studio/v1/rounds',
      { schema: { tags, hide: true, body: c.playBody } },
      async (req) => {
        const session = await studio.authenticate(sessionHeader(req), true);
        return { data: await studio.play(session, req.body) };
      },
    );
    app.post(
      '/studio/v1/rounds/:id/actions',
      { schema: { tags, hide: true, params: c.roundParams, body: c.actionBody } },
      async (req) => {
        const session = await studio.authenticate(sessionHeader(req), true);
        return { data: await studio.act(session, req.params.id, req.body) };
      },
    );
    app.get(
      '/studio/v1/rounds/:id',
      { schema: { tags, hide: true, params: c.roundParams } },
      async (req) => {
        const session = await studio.authenticate(sessionHeader(req), false);
        return { data: await studio.getRound(session, req.params.id) };
      },
    );
    app.get(
      '/studio/v1/rounds',
      { schema: { tags, hide: true, querystring: c.roundListQuery } },
      async (req) => {
        const session = await studio.authenticate(sessionHeader(req), false);
        return studio.listRounds(session, req.query.page, req.query.per_page);
      },
    );

    const root = resolve(opts.distDir);
    if (existsSync(join(root, 'index.html'))) {
      await app.register(fastifyStatic, {
        root,
        prefix: '/studio/frame/',
        decorateReply: false,
        wildcard: true,
        setHeaders(res, path) {
          const immutable = path.startsWith(join(root, 'assets'));
          res.header(
            'cache-control',
            immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    } else {
      app.log.warn(
        `game frame not built (${root} missing): run "npm run build -w @croupier/studio"`,
      );
      app.get('/studio/frame/*', { schema: { hide: true } }, async (_req, reply) =>
        reply.status(404).send({
          message: 'The game frame is not built: run "npm run build -w @croupier/studio".',
        }),
      );
    }
    app.get('/studio/frame', { schema: { hide: true } }, async (_req, reply) =>
      reply.redirect('/studio/frame/', 301),
    );
    // Anything else under /studio is not the site's: a JSON 404, never the site's index page.
    app.all('/studio/*', { schema: { hide: true } }, async (_req, reply) =>
      reply.status(404).send({ message: 'Not found' }),
    );
  };
