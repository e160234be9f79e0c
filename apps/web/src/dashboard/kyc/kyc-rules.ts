import {
  KYC_LEVELS,
  KYC_RULES,
  STATUS_KYC_ID_APPROVED,
  type KycEntry,
  type KycLevel,
} from '@croupier/contract/kyc';

/** What the KYC page reads of the player. */
export interface KycPlayer {
  kyc: KycEntry[];
  statusKyc: string | null;
  information: { risky_country: boolean };
}

/** A level's state as shown: its entry's status, or `not_started`. */
export type LevelState = KycEntry['status'] | 'not_started';

export function levelEntry(player: KycPlayer, level: KycLevel): KycEntry | undefined {
  // The newest entry of the level counts (a level may be restarted after a rejection).
  return player.kyc
    .filter((e) => e.level === level)
    .sort((a, b) => b.updated_at.localeCompare(a.updated_at))[0];
}

export function levelState(entry: KycEntry | undefined): LevelState {
  return entry ? entry.status : 'not_started';
}

/** Every level but an accepted one, or one rejected for good, offers Verify. */
export function canVerify(entry: KycEntry | undefined): boolean {
  if (!entry) return true;
  if (entry.status === 'accepted') return false;
  return !(entry.status === 'rejected' && entry.reject_type === 'FINAL');
}

/**
 * The risky-country selfie prompt (spec: KYC): the player's country is risky, the identity is
 * not approved (statusKyc), and no level other than the selfie level is initialized or pending.
 * It is not shown when the selfie level itself is already under review, accepted or closed.
 */
export function shouldPromptSelfie(player: KycPlayer): boolean {
  if (!player.information.risky_country) return false;
  if (player.statusKyc === STATUS_KYC_ID_APPROVED) return false;
  const otherInProgress = player.kyc.some(
    (e) =>
      e.level !== KYC_RULES.selfieLevel && (e.status === 'initialized' || e.status === 'pending'),
  );
  if (otherInProgress) return false;
  const selfie = levelEntry(player, KYC_RULES.selfieLevel);
  return canVerify(selfie) && selfie?.status !== 'pending';
}

/**
 * The basic level is covered once the higher level (which asks for everything it does and
 * more) is accepted: the player is verified and is not asked for it again.
 */
export function coveredByHigher(player: KycPlayer, level: KycLevel): boolean {
  if (level !== KYC_RULES.basicLevel) return false;
  if (levelEntry(player, level)?.status === 'accepted') return false;
  return levelEntry(player, KYC_RULES.selfieLevel)?.status === 'accepted';
}

/** The levels in the order the page lists them. */
export const LEVELS: readonly KycLevel[] = KYC_LEVELS;
