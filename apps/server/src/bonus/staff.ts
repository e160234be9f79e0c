/**
 * The operator's side of campaigns (`/staff/v1/campaigns`, marketing or admin): create, edit,
 * pause, resume and end a campaign, assign it to a player, and its figures (uptake and cost).
 *
 * Campaign money is kept in EUR minor units; staff write and read EUR decimals (2 places) and
 * percentages as integers. An edit changes what future claims copy: a player's campaign keeps the
 * terms it was granted with (player_campaigns). Every change is audited by the routes.
 */
import { and, asc, eq } from 'drizzle-orm';
import {
  BONUS_ERRORS,
  campaignInput,
  type CampaignInputParsed,
  type CampaignKind,
  type CampaignState,
  type CampaignStats,
  type StaffCampaign,
} from '@croupier/contract/bonus';
import { ERROR_KEYS } from '@croupier/contract/errors';
import { fromMinor } from '@croupier/contract/payments';
import { findCampaign, type CampaignRow } from '../campaigns/repository.ts';
import type { Db, Executor } from '../db/client.ts';
import { campaigns, currencies, players, skins } from '../db/schema.ts';
import { HttpError } from '../lib/errors.ts';
import { findPlayerCampaignByClaim } from '../wallet/repository.ts';
import { claimWith, type PlayerCampaignRow } from './grant.ts';
import {
  changesOf,
  checkReferences,
  invalidFields,
  issuesToErrors,
  toColumns,
  toInput,
  toStaffCampaign,
  writing,
} from './staff-campaign.ts';
import { statsOf } from './staff-stats.ts';

export { invalidFields } from './staff-campaign.ts';

export interface BonusStaffDeps {
  db: Db;
  now(): Date;
  /**
   * After a grant by staff or cashback is committed: the bonus domain may tell the player (a
   * message, a balance refresh). A failure is logged, never undoes the grant.
   */
  onGranted?(playerId: number, playerCampaignId: number): Promise<void> | void;
  log?: { error(obj: object, msg: string): void };
}

export const campaignNotFound = () => new HttpError(404, BONUS_ERRORS.campaignNotFound);

/**
 * The campaign as a claim inside `tx` sees it, share-locked until the claim commits: a pause,
 * end or edit waits for the claim (and a claim after them sees them).
 */
export async function campaignForClaim(tx: Executor, id: number): Promise<CampaignRow> {
  const [row] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for('share');
  if (!row) throw campaignNotFound();
  return row;
}

/** Which state moves are allowed: ended is final. */
const STATE_MOVES: Record<
  'pause' | 'resume' | 'end',
  { from: CampaignState[]; to: CampaignState }
> = {
  pause: { from: ['running'], to: 'paused' },
  resume: { from: ['paused'], to: 'running' },
  end: { from: ['running', 'paused'], to: 'ended' },
};
export type StateMove = keyof typeof STATE_MOVES;

// ------------------------------------------------------------------------------- service

/** A player campaign as the assign call answers it (money in the player's currency). */
export interface AssignedCampaign {
  id: number;
  player_id: number;
  campaign_id: number;
  status: string;
  source: string;
  awaiting: string | null;
  bonus_amount: number;
  target: number;
  currency: string;
  created_at: string;
  activated_at: string | null;
}

export function createBonusStaff(deps: BonusStaffDeps) {
  const { db, now } = deps;

  /** The bonus domain's follow-up of a committed grant; its failure never undoes the grant. */
  async function granted(playerId: number, playerCampaignId: number) {
    try {
      await deps.onGranted?.(playerId, playerCampaignId);
    } catch (err) {
      deps.log?.error({ err, playerId, playerCampaignId }, 'bonus: grant follow-up failed');
    }
  }

  async function load(executor: Executor, id: number, lock = false): Promise<CampaignRow> {
    if (!lock) {
      const row = await findCampaign(executor, id);
      if (!row) throw campaignNotFound();
      return row;
    }
    const [row] = await executor.select().from(campaigns).where(eq(campaigns.id, id)).for('update');
    if (!row) throw campaignNotFound();
    return row;
  }

  /** The skin a new campaign belongs to: the one named, else the first (the demo skin). */
  async function skinFor(skinId: number | undefined): Promise<number> {
    const [skin] = await (skinId === undefined
      ? db.select({ id: skins.id }).from(skins).orderBy(asc(skins.id)).limit(1)
      : db.select({ id: skins.id }).from(skins).where(eq(skins.id, skinId)));
    if (!skin) throw invalidFields({ skin_id: [ERROR_KEYS.invalid] });
    return skin.id;
  }

  /** The player's one-time claim of the campaign (any source), if any. */
  const onceClaim = (playerId: number, campaignId: number) =>
    findPlayerCampaignByClaim(db, playerId, campaignId, 'once');

  async function assignedView(pc: PlayerCampaignRow): Promise<AssignedCampaign> {
    const [currency] = await db
      .select({ code: currencies.code, minorUnits: currencies.minorUnits })
      .from(currencies)
      .where(eq(currencies.id, pc.currencyId));
    const units = currency?.minorUnits ?? 2;
    return {
      id: pc.id,
      player_id: pc.playerId,
      campaign_id: pc.campaignId,
      status: pc.status,
      source: pc.source,
      awaiting: pc.awaiting,
      bonus_amount: fromMinor(pc.bonusAmount, units),
      target: fromMinor(pc.target, units),
      currency: currency?.code ?? '',
      created_at: pc.createdAt.toISOString(),
      activated_at: pc.activatedAt?.toISOString() ?? null,
    };
  }

  return {
    async list(filter: { skin_id?: number; state?: CampaignState; kind?: CampaignKind }) {
      const where = [];
      if (filter.skin_id !== undefined) where.push(eq(campaigns.skinId, filter.skin_id));
      if (filter.state !== undefined) where.push(eq(campaigns.state, filter.state));
      if (filter.kind !== undefined) where.push(eq(campaigns.kind, filter.kind));
      const rows = await db
        .select()
        .from(campaigns)
        .where(where.length > 0 ? and(...where) : undefined)
        .orderBy(asc(campaigns.skinId), asc(campaigns.rank), asc(campaigns.id));
      const stats = await statsOf(
        db,
        rows.map((r) => r.id),
      );
      return rows.map((r) => ({ ...toStaffCampaign(r), stats: stats.get(r.id)! }));
    },

    async get(id: number): Promise<StaffCampaign> {
      return toStaffCampaign(await load(db, id));
    },

    async stats(id: number): Promise<CampaignStats> {
      await load(db, id);
      return (await statsOf(db, [id])).get(id)!;
    },

    /** A new campaign (running) of the skin named, or of the first skin. */
    async create(input: CampaignInputParsed, skinId?: number): Promise<StaffCampaign> {
      const skin = await skinFor(skinId);
      const row = await writing(() =>
        db.transaction(async (tx) => {
          await checkReferences(tx, skin, input, null);
          const at = now();
          const [created] = await tx
            .insert(campaigns)
            .values({ ...toColumns(input), skinId: skin, createdAt: at, updatedAt: at })
            .returning();
          return created!;
        }),
      );
      return toStaffCampaign(row);
    },

    /**
     * An edit: the given fields over the stored ones, checked again as a whole (a percentage
     * valid alone may not be with the new kind). Future claims copy the new terms; player
     * campaigns keep theirs. Returns the campaign and the changed fields (empty: nothing to do).
     */
    async update(id: number, patch: Record<string, unknown>) {
      return writing(() =>
        db.transaction(async (tx) => {
          const row = await load(tx, id, true);
          const before = toStaffCampaign(row);
          const parsed = campaignInput.safeParse({ ...toInput(row), ...patch });
          if (!parsed.success) throw invalidFields(issuesToErrors(parsed.error.issues));
          const input = parsed.data;
          await checkReferences(tx, row.skinId, input, row.id);
          const candidate = { ...row, ...toColumns(input) };
          const changes = changesOf(before, toStaffCampaign(candidate));
          if (Object.keys(changes).length === 0) return { campaign: before, changes };
          const [updated] = await tx
            .update(campaigns)
            .set({ ...toColumns(input), updatedAt: now() })
            .where(eq(campaigns.id, id))
            .returning();
          return { campaign: toStaffCampaign(updated!), changes };
        }),
      );
    },

    /**
     * pause (running -> paused), resume (paused -> running), end (running or paused -> ended,
     * final). A paused or ended campaign grants nothing new; bonuses already granted run on.
     * The same state again is answered as it is (`changed` false); a move out of ended is 409.
     */
    async setState(id: number, move: StateMove) {
      const rule = STATE_MOVES[move];
      return db.transaction(async (tx) => {
        const row = await load(tx, id, true);
        if (row.state === rule.to) {
          return { campaign: toStaffCampaign(row), before: row.state, changed: false };
        }
        if (!rule.from.includes(row.state))
          throw new HttpError(409, BONUS_ERRORS.campaignStateConflict);
        const [updated] = await tx
          .update(campaigns)
          .set({ state: rule.to, updatedAt: now() })
          .where(eq(campaigns.id, id))
          .returning();
        return { campaign: toStaffCampaign(updated!), before: row.state, changed: true };
      });
    },

    /**
     * Staff give a campaign to a player of its skin, as if the player saved its code (source
     * `staff`; one claim per player and campaign). A player of another skin is not found; a
     * closed, blocked or self-excluded player is refused (`player_not_allowed`); the campaign's
     * own rules refuse with their keys on `player_id`. Giving the same campaign again to a player
     * who has it from staff answers that grant (`duplicate`): retries grant nothing twice.
     */
    async assign(campaignId: number, playerId: number, staffId: number) {
      const campaign = await load(db, campaignId);
      const [player] = await db
        .select({
          id: players.id,
          skinId: players.skinId,
          status: players.status,
          closedAt: players.closedAt,
          statusExpiresAt: players.statusExpiresAt,
        })
        .from(players)
        .where(eq(players.id, playerId));
      if (!player || player.skinId !== campaign.skinId) {
        throw new HttpError(404, BONUS_ERRORS.playerNotFound);
      }
      const at = now();
      if (
        player.status !== 'active' ||
        player.closedAt !== null ||
        (player.statusExpiresAt !== null && player.statusExpiresAt > at)
      ) {
        throw invalidFields({ player_id: [BONUS_ERRORS.playerNotAllowed] });
      }
      const had = await onceClaim(playerId, campaignId);
      if (had?.source === 'staff') return { data: await assignedView(had), duplicate: true };
      let pc: PlayerCampaignRow;
      try {
        pc = await db.transaction(async (tx) =>
          claimWith(tx, {
            playerId,
            campaign: await campaignForClaim(tx, campaignId),
            source: 'staff',
            staffId,
            field: 'player_id',
            now: at,
          }),
        );
      } catch (err) {
        // A concurrent identical assignment won the claim: answer it.
        const won = await onceClaim(playerId, campaignId);
        if (!had && won?.source === 'staff')
          return { data: await assignedView(won), duplicate: true };
        throw err;
      }
      await granted(playerId, pc.id);
      return { data: await assignedView(pc), duplicate: false };
    },

    /** The campaign row (cashback reads it). */
    load: (id: number) => load(db, id),
    granted,
  };
}
export type BonusStaff = ReturnType<typeof createBonusStaff>;
