/**
 * The bonus domain's player side: My Bonus (a player's campaigns), bonus codes, the promotion's
 * claim button, forfeits, and the grants other domains trigger (registration, deposits, a
 * verified mobile number). Money moves only through the wallet's functions, inside the same
 * database transaction as the rule that decides it.
 */
import {
  BONUS_ERRORS,
  type CampaignKind,
  type PlayerCampaign,
  type UnusedCampaignsResponse,
} from '@croupier/contract/bonus';
import type { Campaign } from '@croupier/contract/campaigns';
import {
  CAMPAIGN_ACTIONS,
  DEFAULT_LANGUAGE,
  normalizeLanguage,
  type Language,
} from '@croupier/contract/constants';
import { ERROR_MESSAGES } from '@croupier/contract/errors';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.ts';
import { campaigns, players } from '../db/schema.ts';
import { HttpError, validationFailed } from '../lib/errors.ts';
import * as campaignsRepo from '../campaigns/repository.ts';
import { presentCampaign, type CampaignCurrency } from '../campaigns/service.ts';
import type { Minor } from '../wallet/port.ts';
import { findPlayerCampaignByClaim } from '../wallet/repository.ts';
import { playerCampaigns } from '../wallet/schema.ts';
import { insertAudit } from '../staff/repository.ts';
import { periodKey, runCashback, type CashbackResult } from './cashback.ts';
import {
  activateNextBonusWith,
  endBonusWith,
  expireDueBonuses,
  toDecimal,
} from '../wallet/service.ts';
import {
  checkCampaignOpen,
  claimWith,
  depositBonus,
  findClaimPlayer,
  grantWaitingDepositWith,
  lockWallet,
  type ClaimPlayer,
} from './grant.ts';
import * as repo from './repository.ts';

/** What the wallet reports when a bet, win or sweep ended a campaign. */
export interface BonusEventInput {
  event: 'reached' | 'lost' | 'expired' | string;
  playerCampaignId: number;
  campaignId: number;
  converted?: Minor;
}

export interface BonusDeps {
  db: Db;
  now: () => Date;
  log?: FastifyBaseLogger;
  /**
   * Tells the player a campaign ended (campaignReached, bonus-min-balance-limit messages and the
   * socket's `campaign` event). Called after the commit; a failure is logged only.
   */
  notify?: (playerId: number, event: BonusEventInput, campaignName: string) => Promise<unknown>;
  /** After the weekly cashback granted a campaign (committed): the player's site refreshes. */
  onGranted?: (playerId: number, playerCampaignId: number) => Promise<unknown> | unknown;
}

const WEEK_MS = 7 * 86_400_000;
/**
 * The weekly cashback waits this long after Monday 00:00 UTC: a round's transaction that began
 * on Sunday (its `created_at`) may still be committing at midnight.
 */
export const CASHBACK_GRACE_MS = 5 * 60_000;

/**
 * The last complete ISO week (UTC) at `at`: [Monday 00:00 of last week, Monday 00:00 of this
 * week), the week itself counted from `at` minus the grace.
 */
export function lastCompleteWeek(at: Date): { from: Date; to: Date } {
  const t = new Date(at.getTime() - CASHBACK_GRACE_MS);
  const sinceMonday = (t.getUTCDay() + 6) % 7;
  const to = new Date(Date.UTC(t.getUTCFullYear(), t.getUTCMonth(), t.getUTCDate() - sinceMonday));
  return { from: new Date(to.getTime() - WEEK_MS), to };
}

/** What the weekly cashback did for one campaign. */
export interface WeeklyCashbackRun {
  campaignId: number;
  period: string;
  /** Paid now (grants may be 0: all paid before), or skipped (refused: overlap, kind, ...). */
  outcome: 'paid' | 'skipped' | 'failed';
  players: number;
  reason?: string;
}

export interface DepositGrantInput {
  playerId: number;
  amount: Minor;
  paymentId: number;
  bonusCode: string | null;
}

const ENDED = ['completed', 'forfeited', 'expired', 'lost'];

export function createBonusService(deps: BonusDeps) {
  const { db, now, log } = deps;
  /** `<campaign id> <period key>` paid (or refused for good) by this process. */
  const cashbackDone = new Set<string>();

  async function currencies(): Promise<Map<number, CampaignCurrency>> {
    return new Map((await campaignsRepo.currencyRows(db)).map((c) => [c.id, c]));
  }

  async function claimPlayer(executor: Executor, playerId: number): Promise<ClaimPlayer> {
    const p = await findClaimPlayer(executor, playerId);
    if (!p) throw new HttpError(404, ERROR_MESSAGES.notFound);
    return p;
  }

  /** Player campaigns as My Bonus shows them (the player's currency and language). */
  async function present(
    rows: { pc: repo.PlayerCampaignRow; campaign: repo.CampaignRow }[],
    language: Language,
  ): Promise<PlayerCampaign[]> {
    if (rows.length === 0) return [];
    const cur = await currencies();
    const gameIds = [...new Set(rows.flatMap((r) => r.pc.freespinGameIds))];
    const games = new Map((await repo.gamesByIds(db, gameIds)).map((g) => [g.id, g]));
    const at = now();
    return rows.map(({ pc, campaign }) => {
      const currency = cur.get(pc.currencyId);
      if (!currency) throw new Error(`currency ${pc.currencyId} missing`);
      const d = (v: Minor) => toDecimal(v, currency.minorUnits);
      const percentage =
        pc.target > 0
          ? Math.min(100, Math.floor((pc.counter * 10_000) / pc.target) / 100)
          : pc.status === 'completed' || pc.status === 'active'
            ? 100
            : 0;
      const countdown =
        pc.status === 'active' && pc.expiresAt
          ? Math.max(0, Math.floor((pc.expiresAt.getTime() - at.getTime()) / 1000))
          : 0;
      return {
        id: pc.id,
        status: pc.status as PlayerCampaign['status'],
        source: pc.source as PlayerCampaign['source'],
        awaiting: pc.status === 'unused' ? (pc.awaiting as PlayerCampaign['awaiting']) : null,
        campaign: {
          ...presentCampaign(campaign, language, currency, at),
          // The terms this player has (copied at claim time).
          max_bet: pc.maxBet === null ? null : d(pc.maxBet),
          wagering: pc.wagering,
          freespins: pc.freespins,
          kind: campaign.kind,
          wagering_base: campaign.wageringBase,
          contributions: pc.contributions,
          max_cashout: pc.maxCashout === null ? null : d(pc.maxCashout),
          min_balance: d(pc.minBalance),
          validity_days: pc.validityDays,
          promotion_page_id: campaign.promotionPageId,
        },
        bonus_amount: d(pc.bonusAmount),
        deposit_amount: d(pc.depositAmount),
        target: d(pc.target),
        counter: d(pc.counter),
        counter_percentage: percentage,
        max_bet: pc.maxBet === null ? null : d(pc.maxBet),
        freespins: pc.freespins,
        freespins_counter: pc.freespinsCounter,
        freespin_stake: d(pc.freespinStake),
        freespin_games: pc.freespinGameIds.flatMap((id) => {
          const g = games.get(id);
          return g ? [{ id: g.id, name: g.name, slug: g.slug, provider_id: g.providerId }] : [];
        }),
        freespins_won: d(pc.freespinsWon),
        converted_amount: d(pc.convertedAmount),
        removed_amount: d(pc.removedAmount),
        created_at: pc.createdAt.toISOString(),
        activated_at: pc.activatedAt?.toISOString() ?? null,
        expires_at: pc.expiresAt?.toISOString() ?? null,
        ended_at: pc.endedAt?.toISOString() ?? null,
        countdown,
      };
    });
  }

  /** One player campaign in the given language, else its player's own. */
  async function presentOne(id: number, asked?: Language): Promise<PlayerCampaign> {
    const row = await repo.findPlayerCampaign(db, id);
    if (!row) throw new HttpError(404, BONUS_ERRORS.playerCampaignNotFound);
    const [player] = asked
      ? [undefined]
      : await db
          .select({ language: players.language })
          .from(players)
          .where(eq(players.id, row.pc.playerId));
    const language = asked ?? normalizeLanguage(player?.language) ?? DEFAULT_LANGUAGE;
    const [one] = await present([row], language);
    return one!;
  }

  /** Claims in one transaction; the refusal keys on `field`. */
  async function claim(
    playerId: number,
    campaign: repo.CampaignRow,
    source: 'code' | 'promotion',
    field: string,
    language: Language,
  ): Promise<PlayerCampaign> {
    const pc = await db.transaction((tx) =>
      claimWith(tx, { playerId, campaign, source, field, now: now() }),
    );
    return presentOne(pc.id, language);
  }

  /** The deposit code's campaign, checked for this player and deposit (422 on `field`). */
  async function depositCampaign(
    executor: Executor,
    player: ClaimPlayer,
    code: string,
    amount: Minor,
    field: string,
  ): Promise<repo.CampaignRow> {
    const campaign = await campaignsRepo.findByCode(executor, player.skinId, code.trim());
    if (!campaign) throw validationFailed(field, BONUS_ERRORS.campaignNotFound);
    checkCampaignOpen(campaign, player, now(), field);
    if (campaign.kind !== 'deposit') throw validationFailed(field, BONUS_ERRORS.campaignWrongKind);
    if (campaign.options.sms_verified && !player.smsVerifiedAt) {
      throw validationFailed(field, BONUS_ERRORS.campaignSmsNotVerified);
    }
    const had = await findPlayerCampaignByClaim(executor, player.id, campaign.id, 'once');
    // A code already saved and still waiting for its deposit is this deposit's to meet.
    if (had && !(had.status === 'unused' && had.awaiting === 'deposit')) {
      throw validationFailed(field, BONUS_ERRORS.campaignAlreadyUsed);
    }
    depositBonus(campaign, player, amount, field);
    return campaign;
  }

  async function onEvent(playerId: number, event: BonusEventInput) {
    if (!deps.notify) return;
    try {
      const row = await repo.findPlayerCampaign(db, event.playerCampaignId);
      const [player] = await db
        .select({ language: players.language })
        .from(players)
        .where(eq(players.id, playerId));
      const texts = row?.campaign.texts ?? {};
      const name = texts[player?.language ?? 'en']?.name ?? row?.campaign.name ?? '';
      await deps.notify(playerId, event, name);
    } catch (err) {
      log?.error({ err, playerId }, 'bonus: event not delivered');
    }
  }

  /** The campaign's cashback of the period through the staff run's own code, audited. */
  async function weeklyCashbackOf(
    campaign: repo.CampaignRow,
    period: { from: Date; to: Date },
    at: Date,
  ): Promise<WeeklyCashbackRun> {
    const key = periodKey(period.from, period.to);
    const base = { campaignId: campaign.id, period: key };
    let result: CashbackResult;
    try {
      result = await runCashback(
        {
          db,
          now: () => at,
          granted: async (playerId, pcId) => {
            try {
              await deps.onGranted?.(playerId, pcId);
            } catch (err) {
              log?.error({ err, playerId }, 'bonus: cashback grant not delivered');
            }
          },
        },
        campaign,
        { from: period.from.toISOString(), to: period.to.toISOString() },
      );
    } catch (err) {
      if (err instanceof HttpError && err.statusCode < 500) {
        // A different period overlapping this week was paid by staff (409), or the campaign
        // cannot pay (422, e.g. paused meanwhile): nothing paid; not tried again by this process.
        const reason = err.errors ? JSON.stringify(err.errors) : err.message;
        log?.warn(
          { campaignId: campaign.id, period: key, reason },
          'bonus: weekly cashback skipped',
        );
        return { ...base, outcome: 'skipped', players: 0, reason };
      }
      throw err;
    }
    if (result.players > 0 || result.skipped.length > 0) {
      // The staff run's audit entry, by the system (no staff member).
      await insertAudit(db, {
        staffId: null,
        action: 'campaign.cashback_granted',
        targetType: 'campaign',
        targetId: String(campaign.id),
        details: {
          weekly: true,
          period: result.period,
          players: result.players,
          granted: result.granted,
          grants: result.grants.map((g) => ({
            player_id: g.player_id,
            player_campaign_id: g.player_campaign_id,
            amount: g.amount,
            currency: g.currency,
          })),
          skipped: result.skipped,
        },
        ip: null,
        createdAt: now(),
      });
      log?.info(
        { campaignId: campaign.id, period: key, players: result.players },
        'bonus: weekly cashback paid',
      );
    }
    return { ...base, outcome: 'paid', players: result.players };
  }

  return {
    present,

    /** GET campaigns/players/{id}/campaigns: active, waiting and ended campaigns. */
    async list(playerId: number, language: Language) {
      const { active, unused, history } = await repo.playerCampaignsOf(db, playerId);
      const [a, ...rest] = await present([...(active ? [active] : []), ...unused], language);
      return {
        active: active ? a! : null,
        unused: active ? rest : a ? [a, ...rest] : [],
        history: await present(history, language),
      };
    },

    /** GET .../unusedCampaigns: waiting campaigns (and claimable public ones when asked). */
    async unused(
      playerId: number,
      q: { language: Language; isDeposit?: boolean; visible?: boolean },
    ): Promise<UnusedCampaignsResponse> {
      const rows = (await repo.unusedOf(db, playerId)).filter(
        (r) => !q.isDeposit || r.campaign.kind === 'deposit',
      );
      const data = await present(rows, q.language);
      if (!q.visible) return { data };
      const p = await claimPlayer(db, playerId);
      const claimed = await repo.claimedCampaignIds(db, playerId);
      const cur = (await currencies()).get(p.currencyId)!;
      const open = await campaignsRepo.listPublic(db, {
        skinId: p.skinId,
        now: now(),
        currencyId: p.currencyId,
        countries: [p.country],
      });
      const available: (Campaign & { kind: CampaignKind })[] = open
        .filter((c) => !claimed.has(c.id) && c.kind !== 'cashback')
        .filter((c) => !q.isDeposit || c.kind === 'deposit')
        .map((c) => ({ ...presentCampaign(c, q.language, cur, now()), kind: c.kind }));
      return { data, available };
    },

    /** POST .../codes: a bonus code saved by the player. */
    async saveCode(playerId: number, code: string, language: Language): Promise<PlayerCampaign> {
      const p = await claimPlayer(db, playerId);
      const campaign = await campaignsRepo.findByCode(db, p.skinId, code.trim());
      if (!campaign) throw validationFailed('code', BONUS_ERRORS.campaignNotFound);
      if (campaign.kind === 'cashback') {
        throw validationFailed('code', BONUS_ERRORS.campaignWrongKind);
      }
      return claim(playerId, campaign, 'code', 'code', language);
    },

    /** POST campaigns/{campaign_id}/players/{player_id}/claim: the promotion's button. */
    async claimPromotion(
      playerId: number,
      campaignId: number,
      language: Language,
    ): Promise<PlayerCampaign> {
      const p = await claimPlayer(db, playerId);
      const campaign = await repo.findCampaignById(db, campaignId);
      const claimable =
        campaign &&
        campaign.skinId === p.skinId &&
        campaign.kind !== 'cashback' &&
        (campaign.isPublic || campaign.promotionPageId !== null) &&
        (campaign.action === CAMPAIGN_ACTIONS.manual ||
          campaign.action === CAMPAIGN_ACTIONS.registration ||
          campaign.action === CAMPAIGN_ACTIONS.deposit);
      if (!claimable) throw validationFailed('campaign_id', BONUS_ERRORS.campaignNotFound);
      return claim(playerId, campaign, 'promotion', 'campaign_id', language);
    },

    /** DELETE campaigns/players/{id}: the player gives a campaign up. */
    async forfeit(playerId: number, id: number): Promise<PlayerCampaign> {
      await db.transaction(async (tx) => {
        const row = await repo.findPlayerCampaign(tx, id);
        if (!row || row.pc.playerId !== playerId) {
          throw new HttpError(404, BONUS_ERRORS.playerCampaignNotFound);
        }
        await lockWallet(tx, playerId, row.pc.currencyId);
        const [fresh] = await tx
          .select({ status: playerCampaigns.status })
          .from(playerCampaigns)
          .where(eq(playerCampaigns.id, id));
        if (!fresh || ENDED.includes(fresh.status)) {
          throw new HttpError(409, BONUS_ERRORS.playerCampaignEnded);
        }
        await endBonusWith(tx, id, 'forfeited');
      });
      return presentOne(id);
    },

    /** The deposit form's code: checked before the payment exists (422 on `bonus_code`). */
    async checkDepositCode(tx: Executor, playerId: number, code: string, amount: Minor) {
      const p = await claimPlayer(tx, playerId);
      await depositCampaign(tx, p, code, amount, 'bonus_code');
    },

    /**
     * A deposit credited (in the deposit's transaction, after `depositWith`): the code's campaign,
     * or else the oldest waiting deposit campaign this deposit qualifies for, is granted. A
     * refusal (the code used meanwhile by a concurrent deposit, ...) grants nothing and never
     * fails the deposit. Returns the granted player campaign id or null.
     */
    async grantAtDeposit(tx: Executor, input: DepositGrantInput): Promise<number | null> {
      const p = await claimPlayer(tx, input.playerId);
      await lockWallet(tx, p.id, p.currencyId);
      if (input.bonusCode) {
        const granted = await (async () => {
          try {
            return await tx.transaction(async (sp) => {
              const campaign = await depositCampaign(
                sp,
                p,
                input.bonusCode!,
                input.amount,
                'bonus_code',
              );
              const waiting = (await repo.awaitingOf(sp, p.id, 'deposit')).find(
                (r) => r.campaign.id === campaign.id,
              );
              if (waiting) {
                const ok = await grantWaitingDepositWith(
                  sp,
                  waiting.pc,
                  campaign,
                  p,
                  input.amount,
                  input.paymentId,
                );
                return ok ? waiting.pc.id : null;
              }
              const pc = await claimWith(sp, {
                playerId: p.id,
                campaign,
                source: 'deposit',
                depositAmount: input.amount,
                paymentId: input.paymentId,
                field: 'bonus_code',
                now: now(),
              });
              return pc.id;
            });
          } catch (err) {
            if (!(err instanceof HttpError)) throw err;
            log?.info(
              { playerId: p.id, paymentId: input.paymentId, reason: err.errors },
              'bonus: deposit code not granted',
            );
            return null;
          }
        })();
        if (granted !== null) return granted;
      }
      for (const r of await repo.awaitingOf(tx, p.id, 'deposit')) {
        try {
          checkCampaignOpen(r.campaign, p, now());
        } catch {
          continue;
        }
        if (await grantWaitingDepositWith(tx, r.pc, r.campaign, p, input.amount, input.paymentId)) {
          return r.pc.id;
        }
      }
      return null;
    },

    /**
     * The registration's bonus choice (a typed code or a listed registration campaign), claimed
     * right after the player is created. An unknown or closed choice grants nothing (the form
     * verifies the code before sending it).
     */
    async registration(
      playerId: number,
      choice: { promocode?: string | null; campaignId?: number | null },
    ): Promise<number | null> {
      const p = await claimPlayer(db, playerId);
      const code = choice.promocode?.trim();
      let campaign: repo.CampaignRow | null = null;
      if (code) {
        campaign = (await campaignsRepo.findByCode(db, p.skinId, code)) ?? null;
      } else if (choice.campaignId) {
        const c = await repo.findCampaignById(db, choice.campaignId);
        campaign =
          c && c.isPublic && c.action === CAMPAIGN_ACTIONS.registration && c.skinId === p.skinId
            ? c
            : null;
      }
      if (!campaign || campaign.kind === 'cashback') return null;
      const chosen = campaign;
      try {
        const pc = await db.transaction((tx) =>
          claimWith(tx, {
            playerId,
            campaign: chosen,
            source: 'registration',
            field: code ? 'promocode' : 'campaign_id',
            now: now(),
          }),
        );
        return pc.id;
      } catch (err) {
        if (!(err instanceof HttpError)) throw err;
        log?.info({ playerId, reason: err.errors }, 'bonus: registration choice not granted');
        return null;
      }
    },

    /** The player's mobile number was verified: campaigns waiting for it get ready. */
    async smsVerified(playerId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const p = await claimPlayer(tx, playerId);
        await lockWallet(tx, p.id, p.currencyId);
        const waiting = await repo.awaitingOf(tx, playerId, 'sms');
        if (waiting.length === 0) return;
        for (const { pc, campaign } of waiting) {
          const needsDeposit = campaign.kind === 'deposit' && pc.bonusAmount === 0;
          await tx
            .update(playerCampaigns)
            .set({ awaiting: needsDeposit ? 'deposit' : null, updatedAt: new Date() })
            .where(and(eq(playerCampaigns.id, pc.id), eq(playerCampaigns.awaiting, 'sms')));
        }
        await activateNextBonusWith(tx, playerId);
      });
    },

    /** The wallet's report of a campaign that ended (message and socket event). */
    onEvent,

    /** Ends the active campaigns whose time ran out (the minute sweep). */
    async expireDue(): Promise<number> {
      const events = await expireDueBonuses(db, 100, (err, pcId) =>
        log?.error({ err, playerCampaignId: pcId }, 'bonus: expiry failed'),
      );
      for (const e of events) await onEvent(e.playerId, e);
      return events.length;
    },

    /**
     * The weekly cashback (the minute job, at most hourly): every running cashback campaign of
     * every skin, valid at `at`, pays the last complete ISO week in UTC (lastCompleteWeek) through
     * the staff run (runCashback): once per player and period by the claim key, so running it
     * again, or after a restart, grants nothing twice; a week staff already paid exactly grants
     * nothing more, and one overlapping a different period staff paid is skipped (logged). This
     * process remembers each campaign and week done. A campaign's failure is logged; the others
     * go on.
     */
    async payWeeklyCashback(at: Date): Promise<WeeklyCashbackRun[]> {
      const period = lastCompleteWeek(at);
      const key = periodKey(period.from, period.to);
      const open = await db
        .select()
        .from(campaigns)
        .where(
          and(
            eq(campaigns.kind, 'cashback'),
            eq(campaigns.state, 'running'),
            or(isNull(campaigns.validFrom), lte(campaigns.validFrom, at)),
            or(isNull(campaigns.validTo), gt(campaigns.validTo, at)),
          ),
        )
        .orderBy(campaigns.id);
      const runs: WeeklyCashbackRun[] = [];
      for (const campaign of open) {
        const done = `${campaign.id} ${key}`;
        if (cashbackDone.has(done)) continue;
        try {
          const run = await weeklyCashbackOf(campaign, period, at);
          cashbackDone.add(done);
          runs.push(run);
        } catch (err) {
          log?.error(
            { err, campaignId: campaign.id, period: key },
            'bonus: weekly cashback failed',
          );
          runs.push({ campaignId: campaign.id, period: key, outcome: 'failed', players: 0 });
        }
      }
      return runs;
    },
  };
}
export type BonusService = ReturnType<typeof createBonusService>;
