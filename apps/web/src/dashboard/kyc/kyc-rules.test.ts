import { describe, expect, it } from 'vitest';
import type { KycEntry } from '@croupier/contract/kyc';
import {
  canVerify,
  coveredByHigher,
  levelEntry,
  shouldPromptSelfie,
  type KycPlayer,
} from './kyc-rules.ts';

const entry = (over: Partial<KycEntry>): KycEntry => ({
  id: 1,
  level: 'BasicAmlLevel',
  status: 'initialized',
  reject_type: null,
  reject_reason: null,
  updated_at: '2026-01-01T00:00:00.000Z',
  ...over,
});
const player = (over: Partial<KycPlayer> = {}): KycPlayer => ({
  kyc: [],
  statusKyc: null,
  information: { risky_country: true },
  ...over,
});

describe('KYC rules', () => {
  it('offers Verify for every level but an accepted one or a final rejection', () => {
    expect(canVerify(undefined)).toBe(true);
    expect(canVerify(entry({ status: 'pending' }))).toBe(true);
    expect(canVerify(entry({ status: 'rejected', reject_type: 'RETRY' }))).toBe(true);
    expect(canVerify(entry({ status: 'rejected', reject_type: 'FINAL' }))).toBe(false);
    expect(canVerify(entry({ status: 'accepted' }))).toBe(false);
  });

  it('reads the newest entry of a level', () => {
    const p = player({
      kyc: [
        entry({ id: 1, status: 'rejected', updated_at: '2026-01-01T00:00:00.000Z' }),
        entry({ id: 2, status: 'pending', updated_at: '2026-02-01T00:00:00.000Z' }),
      ],
    });
    expect(levelEntry(p, 'BasicAmlLevel')?.id).toBe(2);
    expect(levelEntry(p, 'ID_SELFIE_2NDID_POA')).toBeUndefined();
  });

  it('prompts a risky-country player for the selfie level as the spec says', () => {
    expect(shouldPromptSelfie(player())).toBe(true);
    expect(shouldPromptSelfie(player({ information: { risky_country: false } }))).toBe(false);
    expect(shouldPromptSelfie(player({ statusKyc: 'idApproved' }))).toBe(false);
    // Another level in progress: no prompt.
    expect(shouldPromptSelfie(player({ kyc: [entry({ status: 'pending' })] }))).toBe(false);
    expect(shouldPromptSelfie(player({ kyc: [entry({ status: 'initialized' })] }))).toBe(false);
    // The basic level accepted (not enough for a risky country): the prompt stays.
    expect(shouldPromptSelfie(player({ kyc: [entry({ status: 'accepted' })] }))).toBe(true);
    // The selfie level started but not handed in: still prompted; under review: not.
    const selfie = (status: KycEntry['status'], reject_type: KycEntry['reject_type'] = null) =>
      player({ kyc: [entry({ level: 'ID_SELFIE_2NDID_POA', status, reject_type })] });
    expect(shouldPromptSelfie(selfie('initialized'))).toBe(true);
    expect(shouldPromptSelfie(selfie('pending'))).toBe(false);
    expect(shouldPromptSelfie(selfie('rejected', 'RETRY'))).toBe(true);
    expect(shouldPromptSelfie(selfie('rejected', 'FINAL'))).toBe(false);
  });

  it('counts the basic level as covered once the higher level is accepted', () => {
    const full = entry({ level: 'ID_SELFIE_2NDID_POA', status: 'accepted' });
    expect(coveredByHigher(player({ kyc: [full] }), 'BasicAmlLevel')).toBe(true);
    expect(coveredByHigher(player({ kyc: [full] }), 'ID_SELFIE_2NDID_POA')).toBe(false);
    expect(
      coveredByHigher(player({ kyc: [{ ...full, status: 'pending' }] }), 'BasicAmlLevel'),
    ).toBe(false);
  });
});
