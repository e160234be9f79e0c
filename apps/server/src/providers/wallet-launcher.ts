/**
 * The launcher of providers on our signed `/wallet/v1` (integration `wallet`): the game URL is
 * the provider's `launch_url` template with `{token}`, `{game}` (the game's external code, else
 * its slug), `{lang}`, `{mode}` (real | demo) and `{currency}` filled in, each URL-encoded. The
 * provider then calls `/wallet/v1` with the token as `session_token`.
 */
import { PLAY_MESSAGES } from '@croupier/contract/play';
import { StudioError } from '../studio/errors.ts';
import type { GameLauncher, LaunchContext } from './port.ts';

type Placeholder = 'token' | 'game' | 'lang' | 'mode' | 'currency';

export function fillLaunchUrl(template: string, ctx: LaunchContext): string {
  const values: Record<Placeholder, string> = {
    token: ctx.token,
    game: ctx.game.externalCode ?? ctx.game.slug,
    lang: ctx.language,
    mode: ctx.mode,
    currency: ctx.currency,
  };
  return template.replace(/\{(token|game|lang|mode|currency)\}/g, (_, key: string) =>
    encodeURIComponent(values[key as Placeholder]),
  );
}

export const walletLauncher: GameLauncher = {
  async gameUrl(ctx) {
    const template = ctx.provider.launchUrl;
    if (!template) throw new StudioError(404, PLAY_MESSAGES.gameNotAvailable);
    return fillLaunchUrl(template, ctx);
  },
};
