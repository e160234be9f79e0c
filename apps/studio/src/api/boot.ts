import type { StudioSession } from '@croupier/contract/studio';
import { isSessionToken, storeSessionToken, type TokenEnv } from './session-token.ts';

/** Where the frame lives: the address it takes once started from a launch link. */
const FRAME_PATH = '/studio/frame/';

/**
 * A launch link answers the frame's page itself with the new session in it (the server's
 * `#studio-boot` block, apps/server/src/studio/frame-assets.ts): the frame starts without a
 * redirect and without asking for its session, two round trips fewer on a slow link.
 */
export interface FrameBoot {
  token: string;
  session: StudioSession;
}

export interface BootEnv extends TokenEnv {
  document: Pick<Document, 'getElementById'>;
}

function parse(text: string): FrameBoot | null {
  try {
    const boot = JSON.parse(text) as Partial<FrameBoot> | null;
    const session = boot?.session;
    if (
      typeof boot?.token !== 'string' ||
      !isSessionToken(boot.token) ||
      typeof session !== 'object' ||
      session === null ||
      typeof session.language !== 'string' ||
      typeof session.game?.engine !== 'string'
    ) {
      return null;
    }
    return { token: boot.token, session };
  } catch {
    return null;
  }
}

/**
 * Takes the launch page's session (once: the block is removed), keeps its token for a reload
 * as a launch in the fragment is kept, and moves the address from the used launch link to the
 * frame's own (`/studio/frame/?l=<language>`), which a reload of the frame opens with the kept
 * token. Null on the frame's own page or with a block that is not a session.
 */
export function takeBoot(env: BootEnv): FrameBoot | null {
  const block = env.document.getElementById('studio-boot');
  if (!block) return null;
  block.remove();
  const boot = parse(block.textContent ?? '');
  if (!boot) return null;
  storeSessionToken(env, boot.token);
  env.history.replaceState(
    env.history.state,
    '',
    `${FRAME_PATH}?l=${encodeURIComponent(boot.session.language)}`,
  );
  return boot;
}
