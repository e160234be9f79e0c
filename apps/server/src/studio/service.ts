/**
 * The studio's rules: launch checks, frame sessions, provably-fair rounds driven through the
 * engines, and the money of each round (the wallet for real play, the session's play money for
 * demo). Every money step is recorded before and after it happens, so a stopped process leaves
 * enough for `recover()` to finish or refund the round.
 */
import { uniqueViolation } from '../lib/db-errors.ts';
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { TERMS_VERSION, normalizeLanguage, DEFAULT_LANGUAGE } from '@croupier/contract/constants';
import { AUTH_MESSAGES } from '@croupier/contract/errors';
import { PLAY_MESSAGES, type launchBody } from '@croupier/contract/play';
import {
  STUDIO_MESSAGES,
  type FairnessCommitment,
  type FreeSpins,
  type RoundView,
  type StudioSession,
} from '@croupier/contract/studio';
import type { EngineId } from '@croupier/games/catalog';
import { GameRuleError, type Engine, type EngineInfo } from '@croupier/games/engine';
import type { SlotsDetails } from '@croupier/games/engines/slots/index';
import { engineFor } from '@croupier/games/engines/index';
import { fairRng, seedHash } from '@croupier/games/rng';
import type { z } from 'zod';
import type { AuthenticatedPlayer } from '../auth/player-auth.ts';
import { hashToken, newToken } from '../auth/crypto.ts';
import { tokenState, touchToken } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { playState as kycPlayState } from '../kyc/repository.ts';
import type { GameLauncher, Integration, ProviderGateway } from '../providers/port.ts';
import type { ProviderGameRow } from '../providers/repository.ts';
import type { Wallet } from '../wallet/plugin.ts';
import type { WalletErrorCode } from '../wallet/port.ts';
import { StudioError } from './errors.ts';
import { freeSpinBet, freeSpinsIn, isFreeSpinBet, markFreeSpin } from './freespins.ts';
import { actionTx, betTx, demoPurse, walletPurse, type MoveResult, type Purse } from './money.ts';
import { currentRealityCheck, recordRealityCheck } from './reality-check.ts';
import * as repo from './repository.ts';
import { pageMeta } from '../lib/paging.ts';

const MINUTE = 60_000;
export const LAUNCH_TOKEN_TTL_MS = 2 * MINUTE;
/** Longest life of a frame session (a real one also ends with the player's token). */
export const FRAME_SESSION_TTL_MS = 24 * 60 * MINUTE;
/** Play money of a demo session: 1,000.00 EUR. */
export const DEMO_BALANCE = 100_000;
/** A request holding a round longer than this is taken to be dead (its process stopped). */
export const STALE_REQUEST_MS = 30_000;
/** A multi-step round left alone this long is finished by the engine's `settle` rule. */
export const ABANDONED_ROUND_MS = 24 * 60 * MINUTE;
/** Demo sessions (and their rounds) are deleted this long after their end. */
const DEMO_KEPT_MS = 7 * 24 * 60 * MINUTE;
/** Activity writes on the player's token are skipped when the last one is this recent. */
const TOUCH_AFTER_MS = 5_000;

export interface StudioServiceDeps {
  db: Db;
  now: () => Date;
  wallet: Wallet;
  /** Engines by id (tests add their own). */
  engines?: (id: string) => Engine | null;
  log?: FastifyBaseLogger;
  /** Responsible gaming: why a real game may not start, and playing time of frame activity. */
  limits?: {
    playRefusal(playerId: number): Promise<string | null>;
    touchPlayTime(playerId: number): Promise<void>;
  };
  /** External providers' games: launched through the gateway and their integration's launcher. */
  external?: ExternalLaunch;
}

/** A game with its provider's integration (providers/repository.ts `findProviderGame`). */
export type ExternalGame = ProviderGameRow;

export interface ExternalLaunch {
  gateway: Pick<ProviderGateway, 'issueSession'>;
  /** Launchers by integration (`wallet`, `hub88`); none for an integration: not available. */
  launchers: Partial<Record<Integration, GameLauncher>>;
  findGame(gameId: number): Promise<ExternalGame | undefined>;
  /** Our site's lobby (the game's "home" button). */
  lobbyUrl: string;
}

export interface FrameSession {
  row: repo.SessionRow;
  owner: string;
}

interface Prepared {
  key: string;
  engine: Engine;
  config: unknown;
  info: EngineInfo;
}

type LaunchInput = z.output<typeof launchBody>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const newSeed = () => randomBytes(32).toString('hex');
const ownerOf = (row: { mode: string; playerId: number | null; id: number }) =>
  row.mode === 'real' && row.playerId !== null ? `p:${row.playerId}` : `d:${row.id}`;

type AppliedAction = Awaited<ReturnType<typeof repo.appliedActions>>[number];

export function toRoundView(r: repo.RoundRow, applied: readonly AppliedAction[] = []): RoundView {
  const actions =
    r.status === 'open'
      ? undefined
      : applied
          .filter((a) => a.roundId === r.id)
          .map((a) => ({
            action: a.action,
            elapsedMs: Math.max(0, a.createdAt.getTime() - r.createdAt.getTime()),
          }));
  return {
    id: r.id,
    gameId: r.gameId,
    status: r.status === 'void' ? 'refunded' : r.status,
    stake: r.stake,
    win: r.win,
    view: r.view ?? null,
    bet: r.bet,
    fairness: {
      seedHash: r.seedHash,
      clientSeed: r.clientSeed,
      nonce: r.nonce,
      // The seed decides the outcome: shown only once nothing can change any more.
      serverSeed: r.status === 'open' ? null : r.serverSeed,
    },
    createdAt: r.createdAt.toISOString(),
    settledAt: iso(r.settledAt),
    ...(actions ? { actions } : {}),
    ...(isFreeSpinBet(r.bet) ? { freespin: true } : {}),
  };
}

/** Round views with the applied actions of the finished ones (for verification). */
async function roundViews(db: Db, rows: readonly repo.RoundRow[]): Promise<RoundView[]> {
  const finished = rows.filter((r) => r.status !== 'open' && r.actions > 0).map((r) => r.id);
  const applied = await repo.appliedActions(db, finished);
  return rows.map((r) => toRoundView(r, applied));
}

function refusal(result: Extract<MoveResult, { ok: false }>): StudioError {
  const balance = result.balance;
  switch (result.code) {
    case 'insufficient_funds':
      return new StudioError(402, STUDIO_MESSAGES.insufficientFunds, { balance });
    case 'bonus_bet_limit':
      return new StudioError(403, STUDIO_MESSAGES.bonusBetLimit, { balance });
    case 'no_freespins':
      return new StudioError(409, STUDIO_MESSAGES.noFreespins, { balance });
    case 'player_not_allowed':
      return new StudioError(403, STUDIO_MESSAGES.playNotAllowed, { balance });
    case 'self_excluded':
    case 'daily_bet_limit':
    case 'daily_loss_limit':
    case 'daily_playing_time_limit':
      return new StudioError(403, result.code, { balance });
    default:
      return new StudioError(409, STUDIO_MESSAGES.roundClosed, { balance });
  }
}

export function createStudioService(deps: StudioServiceDeps) {
  const { db, now, wallet } = deps;
  const engines = deps.engines ?? engineFor;
  const prepared = new Map<number, Prepared>();

  /** The engine and parsed configuration of a game, cached per game until its settings change. */
  function prepare(game: { id: number; engine: string; engineSettings: Record<string, unknown> }) {
    const key = `${game.engine}:${JSON.stringify(game.engineSettings)}`;
    const hit = prepared.get(game.id);
    if (hit && hit.key === key) return hit;
    const engine = engines(game.engine);
    if (!engine) throw new Error(`unknown engine ${game.engine}`);
    const config = engine.configure(game.engineSettings);
    const entry = { key, engine, config, info: engine.info(config) };
    prepared.set(game.id, entry);
    return entry;
  }

  async function gameOf(gameId: number) {
    const game = await repo.findGame(db, gameId);
    if (!game) throw new StudioError(503, STUDIO_MESSAGES.gameNotAvailable);
    try {
      return { game, ...prepare(game) };
    } catch (err) {
      deps.log?.error({ err, gameId }, 'studio: engine unavailable');
      throw new StudioError(503, STUDIO_MESSAGES.gameNotAvailable);
    }
  }

  const purseOf = (r: {
    mode: string;
    playerId: number | null;
    sessionId: number;
    gameId: number;
  }) =>
    r.mode === 'real' && r.playerId !== null
      ? walletPurse(wallet, r.playerId, r.gameId)
      : demoPurse(db, r.sessionId, now);

  /**
   * The free spins of a real frame session's game (null in demo, or without any). Reads the
   * active campaign first: the game's row is read only when the campaign lists the game.
   */
  async function freeSpinsOf(fs: FrameSession): Promise<FreeSpins | null> {
    if (fs.row.mode !== 'real' || fs.row.playerId === null) return null;
    const campaign = await wallet.activeCampaign(fs.row.playerId);
    if (!campaign || campaign.freespinsCounter >= campaign.freespins) return null;
    if (!campaign.freespinGameIds.includes(fs.row.gameId)) return null;
    const { game, info } = await gameOf(fs.row.gameId);
    return freeSpinsIn(campaign, { id: game.id, engine: game.engine, info });
  }

  // --------------------------------------------------------------------------------- fairness

  async function commitment(owner: string): Promise<FairnessCommitment> {
    let seed = await repo.findSeed(db, owner);
    if (!seed) {
      const serverSeed = newSeed();
      await repo.insertSeed(db, { owner, serverSeed, seedHash: seedHash(serverSeed), now: now() });
      seed = await repo.findSeed(db, owner);
    }
    return { nextSeedHash: seed!.seedHash, nextNonce: seed!.nonce };
  }

  /** Takes the owner's committed seed for a round and commits the next one (compare-and-set). */
  async function takeSeed(owner: string): Promise<repo.SeedRow> {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await commitment(owner);
      const seed = (await repo.findSeed(db, owner))!;
      const serverSeed = newSeed();
      if (
        await repo.replaceSeed(db, seed, { serverSeed, seedHash: seedHash(serverSeed), now: now() })
      ) {
        return seed;
      }
    }
    throw new StudioError(409, STUDIO_MESSAGES.requestPending);
  }

  // ----------------------------------------------------------------------------------- launch

  /**
   * The checks of a real-money launch every game shares (studio or external): the player named
   * (`user_id`), account status and self-exclusion, today's playing time, the terms, KYC.
   */
  async function realPlayerChecks(
    player: AuthenticatedPlayer,
    body: LaunchInput,
    at: Date,
  ): Promise<repo.PlayerRow> {
    if (body.user_id !== undefined && body.user_id !== player.id) {
      throw new StudioError(403, AUTH_MESSAGES.forbidden);
    }
    const p = await repo.findPlayer(db, player.id);
    if (!p) throw new StudioError(403, AUTH_MESSAGES.forbidden);
    const excludedUntil =
      p.statusExpiresAt && p.statusExpiresAt.getTime() > at.getTime() ? p.statusExpiresAt : null;
    if (p.status !== 'active' || excludedUntil) {
      throw new StudioError(403, PLAY_MESSAGES.accountDisabled, { until: iso(excludedUntil) });
    }
    // Today's playing time used up (the exclusion is checked above): no real game today.
    if ((await deps.limits?.playRefusal(p.id)) === 'daily_playing_time_limit') {
      throw new StudioError(403, PLAY_MESSAGES.playingTimeLimit);
    }
    if (p.termsVersion === null || p.termsVersion < TERMS_VERSION) {
      throw new StudioError(403, PLAY_MESSAGES.termsNotAccepted);
    }
    // KYC gating (public-site spec): a PEP/UBO player needs BasicAmlLevel (or the higher
    // level) accepted; a risky-country player an approved identity (statusKyc idApproved), and
    // so does a player at AML level high (the second level: identity, selfie, second document).
    const pep = p.isPep || p.isUbo;
    const risky = (p.riskyCountries?.includes(p.country) ?? false) || p.amlLevel === 'high';
    if (pep || risky) {
      const kyc = await kycPlayState(db, p.id);
      if (pep && !kyc.basicAccepted) {
        throw new StudioError(403, PLAY_MESSAGES.kycNotValid, { redirect: '/kyc' });
      }
      if (risky && !kyc.idApproved) {
        throw new StudioError(403, PLAY_MESSAGES.kycNotValid, { redirect: '/kyc?lv=selfie' });
      }
    }
    return p;
  }

  /**
   * An external provider's game: a provider session (real or demo) from the gateway, and the URL
   * of the launcher registered for the provider's integration (none, or a provider without its
   * wallet code: not available). A real launch needs at least one minor unit of cash + bonus.
   */
  async function launchExternal(
    ext: ExternalGame,
    input: { body: LaunchInput; player: AuthenticatedPlayer | null },
    real: boolean,
    at: Date,
  ): Promise<{ play_for_real: string } | { play_for_fun: string }> {
    const external = deps.external!;
    const launcher = external.launchers[ext.integration as Integration];
    if (!launcher || !ext.aggregator) throw new StudioError(404, PLAY_MESSAGES.gameNotAvailable);
    const { body } = input;
    let language = normalizeLanguage(body.user_language) ?? DEFAULT_LANGUAGE;
    let country: string | null = null;
    if (real) {
      const p = await realPlayerChecks(input.player!, body, at);
      const balance = await wallet.balance(p.id);
      if (balance.cash + balance.bonus < 1) {
        throw new StudioError(402, PLAY_MESSAGES.insufficientBalance);
      }
      await repo.clearRealityCheckReason(db, p.id, at);
      if (!body.user_language) language = normalizeLanguage(p.language) ?? DEFAULT_LANGUAGE;
      country = p.country;
    }
    const issued = await external.gateway.issueSession({
      provider: ext.aggregator,
      mode: real ? 'real' : 'demo',
      playerId: real ? input.player!.id : null,
      playerSessionId: real ? input.player!.tokenId : null,
      gameId: ext.id,
      language,
    });
    const url = await launcher.gameUrl({
      mode: real ? 'real' : 'demo',
      token: issued.token,
      game: { id: ext.id, slug: ext.slug, externalCode: ext.externalCode },
      provider: {
        id: ext.providerId,
        code: ext.providerCode,
        aggregator: ext.aggregator,
        launchUrl: ext.launchUrl,
      },
      playerId: issued.session.playerId,
      currency: issued.session.currency,
      language,
      country,
      ip: null,
      isMobile: body.is_mobile === true,
      lobbyUrl: external.lobbyUrl,
    });
    return real ? { play_for_real: url } : { play_for_fun: url };
  }

  async function launch(input: {
    providerSlug: string;
    body: LaunchInput;
    player: AuthenticatedPlayer | null;
  }): Promise<{ play_for_real: string } | { play_for_fun: string }> {
    const { body } = input;
    const game = await repo.findGame(db, body.game_id);
    if (
      !game ||
      !game.isEnabled ||
      !game.providerEnabled ||
      game.providerCode !== input.providerSlug ||
      (body.provider_id !== undefined && body.provider_id !== game.providerId)
    ) {
      throw new StudioError(404, PLAY_MESSAGES.gameNotAvailable);
    }
    const at = now();
    const real = input.player !== null && input.player.tokenType === 'session' && !body.is_demo;
    // Staff turned demo play off for this game: no session for fun (the spec's "not available").
    if (!real && !game.hasDemo) throw new StudioError(404, PLAY_MESSAGES.gameNotAvailable);
    const ext = deps.external ? await deps.external.findGame(game.id) : undefined;
    if (ext && ext.integration !== 'studio') return launchExternal(ext, input, real, at);
    let info: EngineInfo;
    try {
      info = prepare(game).info;
    } catch (err) {
      deps.log?.warn({ err, gameId: game.id }, 'studio: game cannot start (engine)');
      throw new StudioError(404, PLAY_MESSAGES.gameNotAvailable);
    }
    let language = normalizeLanguage(body.user_language) ?? DEFAULT_LANGUAGE;
    if (real) {
      const p = await realPlayerChecks(input.player!, body, at);
      const balance = await walletPurse(wallet, p.id, game.id).balance();
      // Free spins of the active campaign in this game are played without money.
      if (
        balance < info.minStake &&
        !freeSpinsIn(await wallet.activeCampaign(p.id), { id: game.id, engine: game.engine, info })
      ) {
        throw new StudioError(402, PLAY_MESSAGES.insufficientBalance);
      }
      await repo.clearRealityCheckReason(db, p.id, at);
      if (!body.user_language) language = normalizeLanguage(p.language) ?? DEFAULT_LANGUAGE;
    }
    const token = newToken();
    await repo.insertLaunchToken(db, {
      tokenHash: hashToken(token),
      mode: real ? 'real' : 'demo',
      playerId: real ? input.player!.id : null,
      playerSessionId: real ? input.player!.tokenId : null,
      gameId: game.id,
      language,
      createdAt: at,
      expiresAt: new Date(at.getTime() + LAUNCH_TOKEN_TTL_MS),
    });
    const url = `/studio/launch/${token}`;
    return real ? { play_for_real: url } : { play_for_fun: url };
  }

  /** Whether the player's token behind a real frame session still allows play. */
  async function playerSessionLive(playerSessionId: number | null, at: Date) {
    if (playerSessionId === null) return null;
    const row = await repo.findPlayerSession(db, playerSessionId);
    if (!row || row.session.type !== 'session' || tokenState(row.session, at) !== 'live')
      return null;
    // Blocked, closed or self-excluded (now or until a date) since the launch: play stops.
    if (row.status !== 'active') return null;
    if (row.statusExpiresAt && row.statusExpiresAt.getTime() > at.getTime()) return null;
    return row;
  }

  /** Consumes a launch token; the frame session's token, or null (forged, used, expired). */
  async function openFrame(
    launchToken: string,
  ): Promise<{ token: string; language: string } | null> {
    if (!launchToken || launchToken.length > 200) return null;
    const at = now();
    const row = await repo.consumeLaunchToken(db, hashToken(launchToken), at);
    if (!row) return null;
    let currency = 'EUR';
    if (row.mode === 'real') {
      if (row.playerId === null || !(await playerSessionLive(row.playerSessionId, at))) return null;
      const p = await repo.findPlayer(db, row.playerId);
      if (!p) return null;
      currency = p.currency;
    }
    const token = newToken();
    await repo.insertSession(db, {
      tokenHash: hashToken(token),
      mode: row.mode,
      playerId: row.playerId,
      playerSessionId: row.playerSessionId,
      gameId: row.gameId,
      language: row.language,
      currency,
      demoBalance: row.mode === 'demo' ? DEMO_BALANCE : null,
      createdAt: at,
      expiresAt: new Date(at.getTime() + FRAME_SESSION_TTL_MS),
    });
    await repo.deleteOldLaunchTokens(db, new Date(at.getTime() - 60 * MINUTE));
    return { token, language: row.language };
  }

  /** The frame session of a `studio-session` header; 401 when unknown or ended. */
  async function authenticate(token: string | undefined, activity: boolean): Promise<FrameSession> {
    const invalid = () => new StudioError(401, STUDIO_MESSAGES.sessionInvalid);
    if (!token || token.length > 200) throw invalid();
    const row = await repo.findSessionByHash(db, hashToken(token));
    const at = now();
    if (!row || row.endedAt || row.expiresAt.getTime() <= at.getTime()) throw invalid();
    if (row.mode === 'real') {
      const live = await playerSessionLive(row.playerSessionId, at);
      if (!live) {
        await repo.endSession(db, row.id, at);
        throw invalid();
      }
      // Playing is activity: the player is not logged out for inactivity mid-game.
      if (activity && at.getTime() - live.session.lastActivityAt.getTime() >= TOUCH_AFTER_MS) {
        await touchToken(db, live.session.id, at);
      }
      // And playing time (a decision that moves no money counts too; wallet calls count their own).
      if (activity && row.playerId !== null) await deps.limits?.touchPlayTime(row.playerId);
    }
    return { row, owner: ownerOf(row) };
  }

  async function sessionInfo(fs: FrameSession): Promise<StudioSession> {
    const { game, info } = await gameOf(fs.row.gameId);
    const purse = purseOf({ ...fs.row, sessionId: fs.row.id });
    const [balance, fairness, open, symbol, campaign] = await Promise.all([
      purse.balance(),
      commitment(fs.owner),
      repo.findOpenRound(db, fs.owner, game.id),
      repo.currencySymbol(db, fs.row.currency),
      fs.row.mode === 'real' && fs.row.playerId !== null
        ? wallet.activeCampaign(fs.row.playerId)
        : null,
    ]);
    return {
      mode: fs.row.mode,
      game: {
        id: game.id,
        slug: game.slug,
        name: game.name,
        engine: game.engine as EngineId,
        settings: game.engineSettings,
        provider: { id: game.providerId, name: game.providerName },
        info,
      },
      currency: { code: fs.row.currency, symbol },
      balance,
      language: fs.row.language,
      fairness,
      openRound: open ? toRoundView(open) : null,
      freeSpins: freeSpinsIn(campaign, { id: game.id, engine: game.engine, info }),
    };
  }

  // ----------------------------------------------------------------------------------- rounds

  /** A round's answer; a play's answer also says which free spins are left (real play). */
  async function answer(
    fs: FrameSession,
    round: repo.RoundRow,
    balance?: number,
    withFreeSpins = false,
  ) {
    const purse = purseOf(round);
    const [view] = await roundViews(db, [round]);
    return {
      round: view as RoundView,
      balance: balance ?? (await purse.balance()),
      fairness: await commitment(fs.owner),
      ...(withFreeSpins && fs.row.mode === 'real' ? { freeSpins: await freeSpinsOf(fs) } : {}),
    };
  }

  /** A stored round answered again (a retried request): moves nothing. */
  async function replay(fs: FrameSession, round: repo.RoundRow) {
    if (round.pending !== null) throw new StudioError(409, STUDIO_MESSAGES.requestPending);
    if (round.status === 'void') {
      const code = (round.refusal ?? 'insufficient_funds') as WalletErrorCode;
      throw refusal({ ok: false, code, balance: await purseOf(round).balance() });
    }
    return answer(fs, round, undefined, true);
  }

  /** Pays a finished round's win (0 closes it) and settles it; idempotent. */
  async function finish(
    round: repo.RoundRow,
    purse: Purse,
  ): Promise<{ round: repo.RoundRow; balance: number | undefined }> {
    const paid = await purse.credit(round.id, round.win);
    if (!paid.ok && paid.code !== 'round_closed') {
      throw new Error(`studio: credit of round ${round.id} refused (${paid.code})`);
    }
    const at = now();
    const settled = await repo.updateRound(
      db,
      round.id,
      { status: 'open', winStatusNull: true },
      { status: 'settled', winStatus: 'credited', pending: null, pendingAt: null, settledAt: at },
    );
    return {
      round: settled ?? (await repo.findRound(db, round.id))!,
      balance: paid.ok ? paid.balance : undefined,
    };
  }

  async function play(
    fs: FrameSession,
    body: { bet: unknown; clientSeed: string; requestId: string; freespin?: boolean },
  ) {
    const previous = await repo.findRoundByRequest(db, fs.row.id, body.requestId);
    if (previous) return replay(fs, previous);
    const { game, engine, config, info } = await gameOf(fs.row.gameId);
    // A free spin plays the campaign's stake whatever bet was sent; the wallet decides at once
    // whether one is left (this read only refuses early, without a round).
    const free = body.freespin ? await freeSpinsOf(fs) : null;
    if (body.freespin && !free) {
      const balance = await purseOf({ ...fs.row, sessionId: fs.row.id }).balance();
      throw new StudioError(409, STUDIO_MESSAGES.noFreespins, { balance });
    }
    let { bet, stake } = engine.placeBet(config, free ? free.bet : body.bet);
    if (await repo.findOpenRound(db, fs.owner, game.id)) {
      // The open round may be this very request, sent again while its first copy is in flight.
      const same = await repo.findRoundByRequest(db, fs.row.id, body.requestId);
      if (same) return replay(fs, same);
      throw new StudioError(409, STUDIO_MESSAGES.roundOpen);
    }
    const seed = await takeSeed(fs.owner);
    const at = now();
    let round: repo.RoundRow;
    try {
      round = await repo.insertRound(db, {
        id: randomUUID(),
        sessionId: fs.row.id,
        mode: fs.row.mode,
        owner: fs.owner,
        playerId: fs.row.mode === 'real' ? fs.row.playerId : null,
        gameId: game.id,
        requestId: body.requestId,
        currency: fs.row.currency,
        status: 'open',
        betStatus: 'pending',
        pending: body.requestId,
        pendingAt: at,
        betStake: stake,
        stake,
        win: 0,
        bet: free ? markFreeSpin(bet) : (bet ?? null),
        serverSeed: seed.serverSeed,
        seedHash: seed.seedHash,
        clientSeed: body.clientSeed,
        nonce: seed.nonce,
        createdAt: at,
        lastActionAt: at,
        timed: engine.advance !== undefined,
      });
    } catch (err) {
      // Unique indexes: the same request (a concurrent retry) or another open round (which may
      // have ended since: the answer is still "one round at a time").
      // Either index may fire first for a concurrent copy of this request: look for it first.
      const index = uniqueViolation(err);
      if (index === 'studio_rounds_request_idx' || index === 'studio_rounds_open_idx') {
        const same = await repo.findRoundByRequest(db, fs.row.id, body.requestId);
        if (same) return replay(fs, same);
      }
      if (index === 'studio_rounds_open_idx') throw new StudioError(409, STUDIO_MESSAGES.roundOpen);
      throw err;
    }
    const purse = purseOf(round);
    const rng = () => fairRng(seed.serverSeed, body.clientSeed, seed.nonce);
    // A round the engine settles at once (a spin): its outcome is fixed by the seeds already, so
    // it is played first and its stake and win move in one wallet call (one transaction). An
    // engine failure here moves nothing: the usual path below plays it again and refunds.
    let early: ReturnType<typeof engine.start> | undefined;
    if (!free && purse.round) {
      try {
        early = engine.start(config, bet, rng());
      } catch {
        early = undefined;
      }
    }
    if (early?.done && purse.round) {
      // An exception here leaves the round unknown: recovery's rollback tells (bet_settled: paid).
      const paid = await purse.round(round.id, stake, early.win);
      if (!paid.ok) {
        throw await refuseRound(round.id, body.requestId, paid);
      }
      const settled = await repo.updateRound(
        db,
        round.id,
        { betStatus: 'pending', pending: body.requestId, status: 'open' },
        settledAtOnce(early, now()),
      );
      if (!settled) return answer(fs, (await repo.findRound(db, round.id))!, undefined, true);
      return answer(fs, settled, paid.balance, true);
    }
    // An exception here leaves the bet in an unknown state: recovery rolls it back.
    let debit: MoveResult;
    let rebet: Partial<repo.RoundRow> = {};
    if (free) {
      const taken = await purse.freespin(round.id, betTx(round.id));
      debit = taken;
      // The campaign changed between the read and the free spin (another one became active):
      // the spin plays the stake the wallet answered.
      const played = taken.ok ? freeSpinBet(info.details as SlotsDetails, taken.stake) : null;
      if (played && played.stake !== stake) {
        ({ bet, stake } = engine.placeBet(config, played.bet));
        rebet = { bet: markFreeSpin(bet), betStake: stake, stake };
      }
    } else {
      debit = await purse.debit(round.id, betTx(round.id), stake);
    }
    if (!debit.ok) {
      throw await refuseRound(round.id, body.requestId, debit);
    }
    let step = early;
    try {
      step ??= engine.start(config, bet, rng());
    } catch (err) {
      // An engine failure after the debit: give the stake back at once.
      await purse.rollback(round.id, betTx(round.id));
      await repo.updateRound(
        db,
        round.id,
        { betStatus: 'pending' },
        {
          status: 'refunded',
          betStatus: 'rolled_back',
          pending: null,
          pendingAt: null,
          settledAt: now(),
        },
      );
      throw err;
    }
    const started = await repo.updateRound(
      db,
      round.id,
      { betStatus: 'pending', pending: body.requestId, status: 'open' },
      {
        ...rebet,
        betStatus: 'debited',
        state: step.state ?? null,
        view: step.view ?? null,
        done: step.done,
        win: step.done ? step.win : 0,
        pending: step.done ? body.requestId : null,
        pendingAt: step.done ? at : null,
      },
    );
    // Recovery took the round over (this request was too slow): answer what it decided.
    if (!started) return answer(fs, (await repo.findRound(db, round.id))!, undefined, true);
    if (!started.done) return answer(fs, started, debit.balance, true);
    const done = await finish(started, purse);
    return answer(fs, done.round, done.balance, true);
  }

  /** A round whose bet the wallet refused: void, with the refusal (a retry answers it again). */
  async function refuseRound(
    roundId: string,
    requestId: string,
    refused: Extract<MoveResult, { ok: false }>,
  ) {
    await repo.updateRound(
      db,
      roundId,
      { betStatus: 'pending', pending: requestId },
      {
        status: 'void',
        betStatus: 'refused',
        refusal: refused.code,
        pending: null,
        pendingAt: null,
        settledAt: now(),
      },
    );
    return refusal(refused);
  }

  /** A round whose stake and win were paid in one wallet call, as the round row records it. */
  function settledAtOnce(
    step: { state?: unknown; view?: unknown; win: number },
    at: Date,
  ): Partial<repo.RoundRow> {
    return {
      betStatus: 'debited',
      winStatus: 'credited',
      status: 'settled',
      state: (step.state ?? null) as repo.RoundRow['state'],
      view: (step.view ?? null) as repo.RoundRow['view'],
      done: true,
      win: step.win,
      pending: null,
      pendingAt: null,
      settledAt: at,
    };
  }

  async function visibleRound(fs: FrameSession, id: string): Promise<repo.RoundRow> {
    const round = await repo.findRound(db, id);
    const mine =
      round &&
      round.gameId === fs.row.gameId &&
      round.status !== 'void' &&
      (fs.row.mode === 'real'
        ? round.mode === 'real' && round.playerId === fs.row.playerId
        : round.sessionId === fs.row.id);
    if (!mine) throw new StudioError(404, STUDIO_MESSAGES.roundNotFound);
    return round;
  }

  const elapsed = (round: repo.RoundRow, at: Date) =>
    Math.max(0, at.getTime() - round.createdAt.getTime());

  async function act(
    fs: FrameSession,
    roundId: string,
    body: { action: unknown; requestId: string },
  ) {
    const round = await visibleRound(fs, roundId);
    const previous = await repo.findAction(db, round.id, body.requestId);
    if (previous) {
      if (previous.debitStatus === 'pending' || round.pending === body.requestId) {
        throw new StudioError(409, STUDIO_MESSAGES.requestPending);
      }
      if (previous.debitStatus === 'refused') {
        const balance = await purseOf(round).balance();
        throw new StudioError(402, STUDIO_MESSAGES.insufficientFunds, { balance });
      }
      return answer(fs, round);
    }
    if (round.status !== 'open' || round.done)
      throw new StudioError(409, STUDIO_MESSAGES.roundClosed);
    if (round.pending !== null) throw new StudioError(409, STUDIO_MESSAGES.requestPending);
    const { engine, config } = await gameOf(round.gameId);
    if (!engine.act) throw new GameRuleError('action_invalid');
    const at = now();
    const locked = await repo.updateRound(
      db,
      round.id,
      { status: 'open', pending: null, actions: round.actions },
      { pending: body.requestId, pendingAt: at, actions: round.actions + 1 },
    );
    if (!locked) {
      const current = await repo.findRound(db, round.id);
      if (current?.status !== 'open') throw new StudioError(409, STUDIO_MESSAGES.roundClosed);
      throw new StudioError(409, STUDIO_MESSAGES.requestPending);
    }
    const release = () =>
      repo.updateRound(
        db,
        round.id,
        { pending: body.requestId },
        { pending: null, pendingAt: null },
      );
    const n = locked.actions;
    const purse = purseOf(round);
    let step;
    try {
      step = engine.act(config, round.state, body.action, { elapsedMs: elapsed(round, at) });
    } catch (err) {
      await release();
      throw err;
    }
    let balance: number | undefined;
    const action = await repo.insertAction(db, {
      roundId: round.id,
      n,
      requestId: body.requestId,
      action: body.action ?? null,
      cost: step.cost,
      debitStatus: step.cost > 0 ? 'pending' : 'none',
      createdAt: at,
    });
    if (step.cost > 0) {
      const debit = await purse.debit(round.id, actionTx(round.id, n), step.cost);
      if (!debit.ok) {
        await repo.updateAction(db, action.id, 'pending', { debitStatus: 'refused' });
        await release();
        throw refusal(debit);
      }
      balance = debit.balance;
    }
    const applied = await db.transaction(async (tx) => {
      if (step.cost > 0) {
        const ok = await repo.updateAction(tx, action.id, 'pending', {
          debitStatus: 'debited',
          view: step.view ?? null,
        });
        if (!ok) return undefined;
      } else {
        await repo.updateAction(tx, action.id, 'none', { view: step.view ?? null });
      }
      return repo.updateRound(
        tx,
        round.id,
        { status: 'open', pending: body.requestId },
        {
          state: step.state ?? null,
          view: step.view ?? null,
          done: step.done,
          win: step.done ? step.win : 0,
          stake: round.stake + step.cost,
          lastActionAt: at,
          pending: step.done ? body.requestId : null,
          pendingAt: step.done ? at : null,
        },
      );
    });
    if (!applied) return answer(fs, (await repo.findRound(db, round.id))!);
    if (!applied.done) return answer(fs, applied, balance);
    const done = await finish(applied, purse);
    return answer(fs, done.round, done.balance);
  }

  /**
   * Time-driven progress (crash): the engine's `advance` with the server's clock. Takes the
   * round's request slot so it never races an action; a busy round is answered as it stands.
   */
  async function advance(round: repo.RoundRow, slot: string): Promise<repo.RoundRow> {
    if (round.status !== 'open' || round.done || round.betStatus !== 'debited') return round;
    const { engine, config } = await gameOf(round.gameId);
    if (!engine.advance) return round;
    const at = now();
    const step = engine.advance(config, round.state, { elapsedMs: elapsed(round, at) });
    if (!step) return round;
    const stored = await repo.updateRound(
      db,
      round.id,
      { status: 'open', pending: null, actions: round.actions },
      {
        state: step.state ?? null,
        view: step.view ?? null,
        done: step.done,
        win: step.done ? step.win : 0,
        pending: step.done ? slot : null,
        pendingAt: step.done ? at : null,
      },
    );
    if (!stored) return (await repo.findRound(db, round.id))!;
    return stored.done ? (await finish(stored, purseOf(stored))).round : stored;
  }

  async function getRound(fs: FrameSession, roundId: string) {
    const round = await visibleRound(fs, roundId);
    return answer(fs, await advance(round, `advance:${randomUUID()}`));
  }

  async function listRounds(fs: FrameSession, page: number, perPage: number) {
    const { rows, total } = await repo.listRounds(
      db,
      {
        playerId: fs.row.mode === 'real' ? fs.row.playerId : null,
        sessionId: fs.row.id,
        gameId: fs.row.gameId,
      },
      { limit: perPage, offset: (page - 1) * perPage },
    );
    return {
      data: await roundViews(db, rows),
      meta: pageMeta(page, perPage, total),
    };
  }

  // --------------------------------------------------------------------------------- recovery

  /** Finishes or refunds one round left behind; errors are logged and retried on the next pass. */
  async function recoverRound(round: repo.RoundRow): Promise<void> {
    const purse = purseOf(round);
    const at = now();
    if (round.betStatus === 'pending') {
      // The debit may or may not have landed: a rollback settles both cases (the wallet records
      // a rollback of an unknown bet and refuses that bet later).
      const back = await purse.rollback(round.id, betTx(round.id));
      if (!back.ok && (back.code === 'bet_settled' || back.code === 'round_closed')) {
        // The wallet will not refund the bet: its round was paid and closed, which for a bet
        // still pending here means stake and win moved in one call (purse.round) before the
        // process stopped. The outcome is the seeds' (the engine plays it again the same way);
        // the same call again answers what was stored (it moves nothing) and confirms it.
        const { engine, config } = await gameOf(round.gameId);
        const step = engine.start(
          config,
          round.bet,
          fairRng(round.serverSeed, round.clientSeed, round.nonce),
        );
        const paid = purse.round ? await purse.round(round.id, round.stake, step.win) : back;
        if (!paid.ok) {
          throw new Error(`round ${round.id}: refund refused (${back.code}), replay ${paid.code}`);
        }
        await repo.updateRound(
          db,
          round.id,
          { status: 'open', betStatus: 'pending' },
          settledAtOnce(step, at),
        );
        return;
      }
      if (!back.ok && back.code !== 'bet_rolled_back') {
        throw new Error(`rollback of ${round.id} refused (${back.code})`);
      }
      await repo.updateRound(
        db,
        round.id,
        { status: 'open', betStatus: 'pending' },
        {
          status: 'refunded',
          betStatus: 'rolled_back',
          pending: null,
          pendingAt: null,
          settledAt: at,
        },
      );
      return;
    }
    if (round.betStatus !== 'debited') return;
    for (const action of await repo.pendingActions(db, round.id)) {
      const back = await purse.rollback(round.id, actionTx(round.id, action.n));
      if (!back.ok && back.code !== 'bet_rolled_back') {
        throw new Error(`rollback of ${round.id} action ${action.n} refused (${back.code})`);
      }
      await repo.updateAction(db, action.id, 'pending', { debitStatus: 'rolled_back' });
    }
    let current = round;
    if (current.pending !== null && !current.done) {
      current =
        (await repo.updateRound(
          db,
          current.id,
          { status: 'open', pending: current.pending },
          { pending: null, pendingAt: null },
        )) ?? current;
    }
    if (current.done) {
      await finish(current, purse);
      return;
    }
    current = await advance(current, `recover:${randomUUID()}`);
    if (current.status !== 'open' || current.done) return;
    if (at.getTime() - current.lastActionAt.getTime() < ABANDONED_ROUND_MS) return;
    const { engine, config } = await gameOf(current.gameId);
    if (!engine.settle) return;
    const step = engine.settle(config, current.state, { elapsedMs: elapsed(current, at) });
    const slot = `settle:${randomUUID()}`;
    const stored = await repo.updateRound(
      db,
      current.id,
      { status: 'open', pending: null, actions: current.actions },
      {
        state: step.state ?? null,
        view: step.view ?? null,
        done: true,
        win: step.win,
        pending: slot,
        pendingAt: at,
      },
    );
    if (stored) await finish(stored, purse);
  }

  async function recover(): Promise<{ checked: number; failed: number }> {
    const at = now();
    const rounds = await repo.roundsToRecover(db, {
      staleBefore: new Date(at.getTime() - STALE_REQUEST_MS),
      abandonedBefore: new Date(at.getTime() - ABANDONED_ROUND_MS),
    });
    let failed = 0;
    for (const round of rounds) {
      try {
        await recoverRound(round);
      } catch (err) {
        failed += 1;
        deps.log?.error({ err, roundId: round.id }, 'studio: recovery of a round failed');
      }
    }
    await repo.deleteOldDemoSessions(db, new Date(at.getTime() - DEMO_KEPT_MS));
    return { checked: rounds.length, failed };
  }

  // ------------------------------------------------------------------------- v1 side calls

  /**
   * The game page's bonus box: the player's active campaign is this one and has a turnover
   * target, or free spins left in the game named (`game_id` of the ping).
   */
  async function useBonus(playerId: number, campaignId: number, gameId?: number): Promise<boolean> {
    const active = await wallet.activeCampaign(playerId);
    if (active === null || active.campaignId !== campaignId) return false;
    if (active.target > 0) return true;
    return (
      gameId !== undefined &&
      active.freespinsCounter < active.freespins &&
      active.freespinGameIds.includes(gameId)
    );
  }

  return {
    launch,
    openFrame,
    authenticate,
    sessionInfo,
    play,
    act,
    getRound,
    listRounds,
    recover,
    useBonus,
    realityCheck: (playerId: number, input: Parameters<typeof recordRealityCheck>[2]) =>
      recordRealityCheck({ db, now }, playerId, input),
    currentRealityCheck: (playerId: number) => currentRealityCheck({ db, now }, playerId),
  };
}
export type StudioService = ReturnType<typeof createStudioService>;
