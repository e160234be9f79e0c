import type { StaffLoginResponse } from '@croupier/contract/staff';
import type { StaffSession } from '@croupier/contract/staff-auth';
import { ApiError } from '../../lib/api-client.ts';
import { staffFetch } from './staff-auth.ts';

// Only the hidden admin-access page signs in: its own module, so the site's first chunk (which
// holds the admin bar's logout) does not carry the sign-in calls.

export type StaffLogin = StaffLoginResponse['data'];

/**
 * POST /staff/v1/auth/login: the server checks the credentials and answers a challenge for the
 * second factor (`next: 'enrol'` when the account has none yet: set up in the back office).
 */
export async function staffLogin(email: string, password: string): Promise<StaffLogin> {
  const body = await staffFetch<{ data: StaffLogin }>('auth/login', {
    method: 'POST',
    body: { email, password },
  });
  if (!body) throw new ApiError(500, 'empty_answer');
  return body.data;
}

/** POST /staff/v1/auth/second-factor: a TOTP code or a recovery code opens the staff session. */
export async function staffSecondFactor(
  challenge: string,
  answer: { code: string } | { recovery_code: string },
): Promise<StaffSession> {
  const body = await staffFetch<{ data: StaffSession }>('auth/second-factor', {
    method: 'POST',
    body: { challenge, ...answer },
  });
  if (!body) throw new ApiError(500, 'empty_answer');
  return body.data;
}
