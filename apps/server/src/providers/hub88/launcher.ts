/**
 * The `hub88` GameLauncher: the game URL of a Hub88 game from the Games API, real (our `user`,
 * the session token our launch issued, the player's currency) or demo.
 */
import type { GameLauncher, LaunchContext } from '../port.ts';
import type { Hub88Client } from './client.ts';
import { userOf } from './protocol.ts';

/** A launch that cannot be made: the game has no Hub88 code, or a real launch has no player. */
export class Hub88LaunchError extends Error {
  constructor(reason: string) {
    super(`hub88 launch: ${reason}`);
    this.name = 'Hub88LaunchError';
  }
}

export function createHub88Launcher(client: Hub88Client): GameLauncher {
  return {
    async gameUrl(ctx: LaunchContext): Promise<string> {
      const gameCode = ctx.game.externalCode;
      if (!gameCode) throw new Hub88LaunchError('game without external code');
      const common = {
        gameCode,
        lang: ctx.language.slice(0, 2).toLowerCase(),
        country: ctx.country,
        ip: ctx.ip,
        platform: ctx.isMobile ? ('GPL_MOBILE' as const) : ('GPL_DESKTOP' as const),
        lobbyUrl: ctx.lobbyUrl,
      };
      if (ctx.mode === 'demo') return client.demoUrl(common);
      if (ctx.playerId === null) throw new Hub88LaunchError('real launch without a player');
      return client.gameUrl({
        ...common,
        user: userOf(ctx.playerId),
        token: ctx.token,
        currency: ctx.currency,
      });
    },
  };
}
