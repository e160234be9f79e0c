import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client.ts';
import { DEFAULT_KYC_PATH, launchProblem, launchUrl, safeSitePath } from './launch-error.ts';

const refusal = (status: number, body: Record<string, unknown>) =>
  new ApiError(status, String(body.message ?? ''), {}, body);

describe('launch refusals', () => {
  it('maps each refusal of casino/play to what the page shows', () => {
    expect(launchProblem(refusal(404, { message: 'game_not_available' }))).toEqual({
      kind: 'not_available',
    });
    expect(launchProblem(refusal(403, { message: 'terms_not_accepted' }))).toEqual({
      kind: 'terms',
    });
    expect(
      launchProblem(refusal(403, { message: 'kyc_not_valid', redirect: '/kyc?lv=selfie' })),
    ).toEqual({ kind: 'kyc', redirect: '/dashboard/kyc?lv=selfie' });
    expect(launchProblem(refusal(403, { message: 'kyc_not_valid', redirect: '/kyc' }))).toEqual({
      kind: 'kyc',
      redirect: '/dashboard/kyc',
    });
    expect(
      launchProblem(refusal(403, { message: 'kyc_not_valid', redirect: '/dashboard/documents' })),
    ).toEqual({ kind: 'kyc', redirect: '/dashboard/documents' });
    expect(
      launchProblem(
        refusal(403, { message: 'account_disabled', until: '2026-12-01T10:00:00.000Z' }),
      ),
    ).toEqual({ kind: 'disabled', until: '2026-12-01T10:00:00.000Z' });
    expect(launchProblem(refusal(403, { message: 'daily_playing_time_limit' }))).toEqual({
      kind: 'playing_time',
    });
    expect(launchProblem(refusal(402, { message: 'insufficient_balance' }))).toEqual({
      kind: 'insufficient',
      message: 'insufficient_balance',
    });
  });

  it('a provider message saying the game "is not available" is GAME NOT AVAILABLE', () => {
    expect(launchProblem(refusal(400, { message: 'Game X is not available' }))).toEqual({
      kind: 'not_available',
    });
  });

  it('anything else is a server error, never a raw message', () => {
    expect(launchProblem(refusal(500, { message: 'boom' }))).toEqual({ kind: 'server' });
    expect(launchProblem(refusal(403, { message: 'something_else' }))).toEqual({
      kind: 'server',
    });
    expect(launchProblem(new ApiError(0, 'network_error'))).toEqual({ kind: 'server' });
    expect(launchProblem(new TypeError('x'))).toEqual({ kind: 'server' });
  });

  it('follows only a path of this site from a KYC refusal', () => {
    const kyc = (redirect: unknown) =>
      launchProblem(refusal(403, { message: 'kyc_not_valid', redirect }));
    expect(kyc('https://evil.example/kyc')).toEqual({ kind: 'kyc', redirect: DEFAULT_KYC_PATH });
    expect(kyc('//evil.example')).toEqual({ kind: 'kyc', redirect: DEFAULT_KYC_PATH });
    expect(kyc(undefined)).toEqual({ kind: 'kyc', redirect: DEFAULT_KYC_PATH });
    expect(safeSitePath('/\\evil.example', '/x')).toBe('/x');
  });

  it('an exclusion without a date still says the account is disabled', () => {
    expect(launchProblem(refusal(403, { message: 'account_disabled' }))).toEqual({
      kind: 'disabled',
      until: null,
    });
  });

  it('reads the frame address of a real or a demo launch; an empty launch has none', () => {
    expect(launchUrl({ play_for_real: '/studio/launch/abc' })).toBe('/studio/launch/abc');
    expect(launchUrl({ play_for_fun: '/studio/launch/def' })).toBe('/studio/launch/def');
    expect(launchUrl({ play_for_real: '' })).toBeNull();
    expect(launchUrl({})).toBeNull();
    expect(launchUrl(null)).toBeNull();
  });
});
