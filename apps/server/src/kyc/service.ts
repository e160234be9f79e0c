/**
 * The platform's side of KYC: a player's status per level (`player_kyc`), the access token for
 * the configured provider's widget, and the provider's signed webhook, the only thing that moves a
 * level to pending, accepted or rejected (our own verification service answers through it too).
 *
 * Webhook rules: verified by the provider's adapter over the raw body (401 otherwise, nothing
 * recorded), journalled once by digest (a replay answers 200 and changes nothing), then applied
 * as a conditional move of the player's row, in one transaction with `players.is_verified`:
 * - applicantCreated: nothing to move; applicantPending: initialized, or rejected with RETRY, to
 *   pending;
 * - applicantReviewed GREEN: to accepted (from any state but accepted), `is_verified` for either
 *   level, `id_approved` for the identity-and-selfie level (or when the review says so);
 * - applicantReviewed RED: to rejected with the reason and RETRY / FINAL (never from accepted nor
 *   from a FINAL rejection).
 * An event for an unknown applicant, or one that does not fit the row's state (out of order), is
 * journalled as ignored and answered 200 (a vendor would otherwise retry it for days).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AuthenticatedPlayer } from '../auth/player-auth.ts';
import {
  KYC_MESSAGES,
  KYC_RULES,
  STATUS_KYC_ID_APPROVED,
  type KycAccessToken,
  type KycEntry,
  type KycLevel,
  type KycProvider,
} from '@croupier/contract/kyc';
import { AUTH_MESSAGES } from '@croupier/contract/errors';
import type { Db, Executor } from '../db/client.ts';
import { HttpError } from '../lib/errors.ts';
import type { SystemMessageInput } from '../messages/service.ts';
import { KycProviderError, type KycProviderAdapter, type KycWebhookEvent } from './provider.ts';
import * as repo from './repository.ts';

export interface KycMessages {
  sendSystemMessage(db: Db, playerId: number, input: SystemMessageInput): Promise<unknown>;
}

export interface KycServiceDeps {
  db: Db;
  now: () => Date;
  /** Adapters by name; `active` is the one new applicants and tokens go to. */
  adapters: Partial<Record<KycProvider, KycProviderAdapter>>;
  active: KycProvider;
  messages?: KycMessages;
  log?: FastifyBaseLogger;
}

export interface WebhookAnswer {
  status: 200 | 400 | 401 | 404;
  body: { message: string; outcome?: string };
}

interface Applied {
  outcome: string;
  notify?: { playerId: number; message: SystemMessageInput };
}

const ID_SELFIE_LEVEL: KycLevel = 'ID_SELFIE_2NDID_POA';

export function toKycEntry(r: repo.PlayerKycRow): KycEntry {
  return {
    id: r.id,
    level: r.level as KycLevel,
    status: r.status,
    reject_type: r.rejectType ?? null,
    reject_reason: r.rejectReason ?? null,
    updated_at: r.updatedAt.toISOString(),
  };
}

export function statusKycOf(rows: repo.PlayerKycRow[]): string | null {
  const approved = rows.some(
    (r) => r.idApproved || (r.level === ID_SELFIE_LEVEL && r.status === 'accepted'),
  );
  return approved ? STATUS_KYC_ID_APPROVED : null;
}

export function createKycService(deps: KycServiceDeps) {
  const { db, now } = deps;
  const adapter = (name: KycProvider) => {
    const a = deps.adapters[name];
    if (!a) throw new Error(`KYC provider ${name} is not configured`);
    return a;
  };

  async function list(playerId: number): Promise<KycEntry[]> {
    return (await repo.listKyc(db, playerId)).map(toKycEntry);
  }

  /** `kyc` and `statusKyc` of `GET me`. */
  async function summary(playerId: number): Promise<{ kyc: KycEntry[]; statusKyc: string | null }> {
    const rows = await repo.listKyc(db, playerId);
    return { kyc: rows.map(toKycEntry), statusKyc: statusKycOf(rows) };
  }

  function refuseClosed(row: repo.PlayerKycRow | undefined) {
    if (row?.status === 'rejected' && row.rejectType === 'FINAL') {
      throw new HttpError(409, KYC_MESSAGES.levelFinal);
    }
  }

  /** `POST kyc/players/{id}` and `changeLevel` (the route checked the owner): the list. */
  async function startLevel(player: AuthenticatedPlayer, level: KycLevel): Promise<KycEntry[]> {
    refuseClosed(await repo.findKyc(db, player.id, level));
    await repo.ensureKyc(db, { playerId: player.id, level, provider: deps.active, at: now() });
    return list(player.id);
  }

  /** `GET kyc/accessTokens/{level}`: the provider's applicant and a token for its widget. */
  async function accessToken(
    player: AuthenticatedPlayer,
    level: KycLevel,
  ): Promise<KycAccessToken> {
    const existing = await repo.findKyc(db, player.id, level);
    refuseClosed(existing);
    if (existing?.status === 'accepted') throw new HttpError(409, KYC_MESSAGES.levelAccepted);
    const p = await repo.playerForKyc(db, player.id);
    if (!p) throw new HttpError(401, AUTH_MESSAGES.unauthenticated);
    // A level under review stays with the provider reviewing it.
    const providerName =
      existing?.status === 'pending' && deps.adapters[existing.provider as KycProvider]
        ? (existing.provider as KycProvider)
        : deps.active;
    const provider = adapter(providerName);
    try {
      const { applicantId } = await provider.ensureApplicant({
        playerId: p.id,
        level,
        person: {
          firstname: p.firstname,
          lastname: p.lastname,
          dob: p.dob,
          country: p.country,
          email: p.email,
        },
      });
      const row = await repo.ensureKyc(db, {
        playerId: p.id,
        level,
        provider: providerName,
        at: now(),
      });
      if (row.applicantId !== applicantId || row.provider !== providerName) {
        await repo.setKycApplicant(db, row.id, providerName, applicantId, now());
      }
      const token = await provider.accessToken({
        playerId: p.id,
        level,
        applicantId,
        ttlSeconds: KYC_RULES.accessTokenSeconds,
        language: p.language,
      });
      return {
        token: token.token,
        level,
        provider: providerName,
        user_id: String(p.id),
        expires_at: token.expiresAt.toISOString(),
        widget_url: token.widgetUrl,
      };
    } catch (err) {
      if (err instanceof KycProviderError) {
        deps.log?.warn(
          { provider: providerName, status: err.status, err: err.message },
          'kyc: provider call failed',
        );
        throw new HttpError(503, KYC_MESSAGES.providerUnavailable);
      }
      throw err;
    }
  }

  /**
   * The player's row an event is about: the applicant's at the event's level (a vendor moves one
   * applicant between levels), else the user's at that level (bound to the applicant then).
   */
  async function rowOf(
    tx: Executor,
    provider: KycProvider,
    event: KycWebhookEvent,
    level: KycLevel,
  ): Promise<repo.PlayerKycRow | undefined> {
    if (event.applicantId) {
      const byApplicant = await repo.findKycByApplicant(tx, provider, event.applicantId, level);
      if (byApplicant) return byApplicant;
    }
    const playerId = Number(event.externalUserId);
    if (!Number.isSafeInteger(playerId) || playerId <= 0 || playerId > 2 ** 31 - 1) {
      return undefined;
    }
    const row = await repo.findKyc(tx, playerId, level);
    if (!row || row.provider !== provider) return undefined;
    if (row.applicantId && event.applicantId && row.applicantId !== event.applicantId) {
      return undefined;
    }
    if (!row.applicantId && event.applicantId) {
      await repo.setKycApplicant(tx, row.id, provider, event.applicantId, row.updatedAt);
    }
    return row;
  }

  async function apply(
    tx: Executor,
    provider: KycProvider,
    event: KycWebhookEvent,
  ): Promise<Applied> {
    // A level name this platform does not map (another configuration's): not ours.
    if (!event.level) return { outcome: 'ignored:unknown_level' };
    const row = await rowOf(tx, provider, event, event.level);
    if (!row) return { outcome: 'ignored:unknown_applicant' };
    const at = now();
    const level = row.level as KycLevel;
    switch (event.type) {
      case 'applicantCreated':
        return { outcome: row.status === 'initialized' ? 'applied' : 'ignored:out_of_order' };
      case 'applicantPending': {
        const moved = await repo.moveKyc(
          tx,
          row.id,
          ['initialized', 'rejected'],
          { status: 'pending', rejectType: null, rejectReason: null, updatedAt: at },
          { notFinal: true },
        );
        return { outcome: moved ? 'applied' : 'ignored:out_of_order' };
      }
      case 'applicantReviewed': {
        const review = event.review;
        if (!review) return { outcome: 'ignored:no_review' };
        if (review.answer === 'GREEN') {
          const moved = await repo.moveKyc(tx, row.id, ['initialized', 'pending', 'rejected'], {
            status: 'accepted',
            rejectType: null,
            rejectReason: null,
            idApproved: row.idApproved || level === ID_SELFIE_LEVEL || review.idApproved === true,
            updatedAt: at,
            reviewedAt: at,
          });
          if (!moved) return { outcome: 'ignored:out_of_order' };
          await repo.markVerified(tx, row.playerId);
          return {
            outcome: 'applied',
            notify: { playerId: row.playerId, message: { type: 'kycApproved', params: { level } } },
          };
        }
        const rejectType = review.rejectType ?? 'RETRY';
        const reason = review.clientComment?.trim().slice(0, 500) || null;
        const moved = await repo.moveKyc(
          tx,
          row.id,
          ['initialized', 'pending', 'rejected'],
          { status: 'rejected', rejectType, rejectReason: reason, updatedAt: at, reviewedAt: at },
          { notFinal: true },
        );
        if (!moved) return { outcome: 'ignored:out_of_order' };
        return {
          outcome: 'applied',
          notify: {
            playerId: row.playerId,
            message: {
              type: 'kycRejected',
              params: { level, reject_type: rejectType, reason: reason ?? undefined },
            },
          },
        };
      }
      default:
        return { outcome: 'ignored:unhandled_type' };
    }
  }

  /** `POST /webhooks/kyc/{provider}` with its raw body. */
  async function receiveWebhook(
    providerName: string,
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<WebhookAnswer> {
    const provider = deps.adapters[providerName as KycProvider];
    if (!provider) return { status: 404, body: { message: 'not_found' } };
    const parsed = provider.parseWebhook(rawBody, headers);
    if (!parsed.ok) {
      deps.log?.warn({ provider: providerName, reason: parsed.reason }, 'kyc: webhook refused');
      return parsed.reason === 'bad_signature'
        ? { status: 401, body: { message: KYC_MESSAGES.badSignature } }
        : { status: 400, body: { message: 'invalid_payload' } };
    }
    const { event, digest } = parsed;
    const name = provider.name;
    const result = await db.transaction(async (tx) => {
      const id = await repo.recordWebhook(tx, {
        provider: name,
        digest,
        type: event.type,
        applicantId: event.applicantId,
        payload: event,
        at: now(),
      });
      if (id === null) return { outcome: 'duplicate' } satisfies Applied;
      const applied = await apply(tx, name, event);
      await repo.setWebhookOutcome(tx, id, applied.outcome);
      return applied;
    });
    if (result.outcome !== 'applied') {
      deps.log?.info(
        { provider: name, type: event.type, outcome: result.outcome },
        'kyc: webhook not applied',
      );
    }
    if ('notify' in result && result.notify && deps.messages) {
      try {
        await deps.messages.sendSystemMessage(db, result.notify.playerId, result.notify.message);
      } catch (err) {
        deps.log?.error(
          {
            playerId: result.notify.playerId,
            err: err instanceof Error ? err.message : String(err),
          },
          'kyc: review message failed',
        );
      }
    }
    return { status: 200, body: { message: 'ok', outcome: result.outcome } };
  }

  return {
    list,
    summary,
    startLevel,
    accessToken,
    receiveWebhook,
    /** What a real game launch needs (studio). */
    playState: (playerId: number) => repo.playState(db, playerId),
  };
}
export type KycService = ReturnType<typeof createKycService>;
