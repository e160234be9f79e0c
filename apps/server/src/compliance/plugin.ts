/**
 * Composition of identity compliance: the AML score, the questionnaire (surveys), the player's
 * own account (update, closure, data export) and the pseudonymisation job (every hour, once
 * across nodes through the server's scheduler; underneath, passes are kept apart by an advisory
 * lock).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { KycLevel } from '@croupier/contract/kyc';
import type { PlayerAuth } from '../auth/player-auth.ts';
import type { Db } from '../db/client.ts';
import type { SkinSettingsJson } from '../db/schema.ts';
import type { Env } from '../env.ts';
import type { ScheduledJob } from '../jobs/scheduler.ts';
import { createFileStore, type FileStore } from '../files/store.ts';
import type { PlayerService } from '../players/service.ts';
import type { StaffService } from '../staff/service.ts';
import { surveyRoutes } from '../surveys/routes.ts';
import { createSurveyService } from '../surveys/service.ts';
import { surveyStaffRoutes } from '../surveys/staff-routes.ts';
import { createAccountService } from './account.ts';
import { createAmlService } from './aml.ts';
import { createDataExport } from './data-export.ts';
import { createPseudonymiser } from './pseudonymise.ts';
import * as repo from './repository.ts';
import { complianceRoutes } from './routes.ts';

export const PSEUDONYMISE_INTERVAL_MS = 60 * 60_000;

export interface ComplianceDeps {
  db: Db;
  env: Env;
  now: () => Date;
  skinSettings: (skinId: number) => Promise<SkinSettingsJson>;
  /** The players domain: `PUT me`'s update and `GET me`'s view. */
  players: Pick<PlayerService, 'updateMe' | 'toPlayer' | 'load'>;
  /** The file store (documents); one is made from the environment when absent. */
  files?: Pick<FileStore, 'erase'>;
  /** Tells the player the SOWQ became required (an in-session message). */
  notify?: (
    playerId: number,
    message: { type: 'sowqRequired'; params: Record<string, string | null> },
  ) => Promise<unknown>;
  /** Tokens revoked by a closure (the realtime socket ends them). */
  onTokensRevoked?: (tokenIds: number[]) => void | Promise<void>;
  log?: FastifyBaseLogger;
}

export function createCompliance(deps: ComplianceDeps) {
  const { db, now } = deps;
  const aml = createAmlService({
    db,
    now,
    skinSettings: deps.skinSettings,
    onBecameHigh: (playerId) =>
      deps.notify?.(playerId, { type: 'sowqRequired', params: { reason: 'aml_level_high' } }) ??
      Promise.resolve(),
  });
  const surveys = createSurveyService({
    db,
    now,
    skinSettings: deps.skinSettings,
    aml: {
      depositsEur: (id) => aml.depositsEur(id),
      assess: (id, trigger) => aml.assess(id, trigger),
    },
  });
  const account = createAccountService({
    db,
    now,
    updateMe: (auth, body) => deps.players.updateMe(auth, body),
    onTokensRevoked: deps.onTokensRevoked,
  });
  const dataExport = createDataExport({
    db,
    now,
    profile: async (id) => deps.players.toPlayer(await deps.players.load(id)),
  });
  const pseudonymiser = createPseudonymiser({
    db,
    now,
    skinSettings: deps.skinSettings,
    files: deps.files ?? createFileStore({ db, env: deps.env, now }),
  });

  /**
   * The KYC levels a deposit of `depositEur` (EUR cents) makes required now: the basic level for a
   * PEP or UBO player (needed to play for real), or once the player's deposits with this one pass
   * the skin's questionnaire threshold (EUR 2,000 by default: the usual customer-due-diligence
   * point); the full level for a risky-country player or one at AML level high (needed to play).
   * A level already accepted is never required again.
   */
  async function kycLevelsRequiredBy(
    playerId: number,
    depositEur: number,
    accepted: { basic: boolean; full: boolean },
  ): Promise<KycLevel[]> {
    const player = await repo.lockAmlPlayer(db, playerId);
    if (!player) return [];
    const [requirement, settings] = await Promise.all([
      surveys.requirement(playerId),
      deps.skinSettings(player.skinId),
    ]);
    const levels: KycLevel[] = [];
    if (
      !accepted.basic &&
      (player.isPep ||
        player.isUbo ||
        requirement.depositsEur + depositEur > requirement.thresholdEur)
    ) {
      levels.push('BasicAmlLevel');
    }
    const risky = (settings.risky_countries ?? []).includes(player.country);
    if (!accepted.full && (risky || player.amlLevel === 'high')) {
      levels.push('ID_SELFIE_2NDID_POA');
    }
    return levels;
  }

  const job: ScheduledJob = {
    name: 'compliance.pseudonymise',
    intervalMs: PSEUDONYMISE_INTERVAL_MS,
    run: () => pseudonymiser.run(),
  };

  return {
    aml,
    surveys,
    kycLevelsRequiredBy,
    account,
    dataExport,
    pseudonymiser,
    /** The player's calls (register inside the skin-authorised `/v1` scope). */
    v1Routes:
      (playerAuth: PlayerAuth): FastifyPluginAsyncZod =>
      async (app) => {
        await app.register(surveyRoutes(surveys, playerAuth));
        await app.register(complianceRoutes({ aml, account, dataExport }, playerAuth));
      },
    /** Staff calls (under `/staff/v1`). */
    staffRoutes: (staff: StaffService) => surveyStaffRoutes(staff, surveys, deps.notify),
    /** The pseudonymisation job (registered with the server's scheduler). */
    job,
  };
}
export type Compliance = ReturnType<typeof createCompliance>;
