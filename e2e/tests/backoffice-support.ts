/**
 * Helpers of the back-office specs (backoffice-*.spec.ts): staff members of a role of their own
 * (invited by the development admin, password set through the invitation, TOTP enrolled), their
 * second-factor codes, and console sessions — signed in through the form, or stored as the
 * console keeps them when the sign-in itself is not what a test is about.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './support.ts';
import { lastOutboxId, waitForMessage } from './accounts-support.ts';
import { devAdminToken, totp } from './game-support.ts';

export type StaffRole = 'admin' | 'support' | 'finance' | 'compliance' | 'marketing' | 'content';

export interface ConsoleMember {
  id: number;
  email: string;
  password: string;
  name: string;
  role: StaffRole;
  /** The member's TOTP secret (base32). */
  secret: string;
  /** The last TOTP time step used (a code is accepted once). */
  lastStep: number;
  /** The session opened by the enrolment. */
  token: string;
}

const STEP_MS = 30_000;
const INVITE_LINK = /\/backoffice\/invite\?token=([A-Za-z0-9_-]+)/;

async function json<T>(res: { status(): number; text(): Promise<string> }, status: number) {
  const text = await res.text();
  expect(res.status(), text).toBe(status);
  return (JSON.parse(text) as { data: T }).data;
}

/**
 * A TOTP code of a step the member has not used yet: waits for the next 30-second step when the
 * current one is spent.
 */
export async function nextCode(member: ConsoleMember): Promise<string> {
  let step = Math.floor(Date.now() / STEP_MS);
  if (step <= member.lastStep) {
    await new Promise((r) => setTimeout(r, (member.lastStep + 1) * STEP_MS - Date.now() + 200));
    step = Math.floor(Date.now() / STEP_MS);
  }
  member.lastStep = step;
  return totp(member.secret, step * STEP_MS + 1000);
}

/** Invites a member of `role` (as the development admin) and answers the invitation's token. */
export async function inviteMember(request: APIRequestContext, role: StaffRole) {
  const admin = await devAdminToken(request);
  const email = `e2e-${role}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@croupier.test`;
  const name = `E2E ${role}`;
  const after = await lastOutboxId(request);
  const created = await json<{ id: number }>(
    await request.post('/staff/v1/staff', {
      headers: { authorization: `Bearer ${admin}` },
      data: { email, name, role },
    }),
    201,
  );
  const { match } = await waitForMessage(request, email, INVITE_LINK, after);
  return { id: created.id, email, name, role, inviteToken: match[1]! };
}

/**
 * A member of `role` with a password and TOTP, enrolled through the API as the console does it
 * (invitation → password → sign-in → TOTP set-up → code), with the session that opened.
 */
export async function staffMember(
  request: APIRequestContext,
  role: StaffRole,
): Promise<ConsoleMember> {
  const invited = await inviteMember(request, role);
  const password = `E2e-${role}-Pass-${Date.now()}!`;
  const accepted = await request.post('/staff/v1/auth/invite', {
    data: { token: invited.inviteToken, password },
  });
  expect(accepted.status(), await accepted.text()).toBeLessThan(300);
  const { challenge, next } = await json<{ challenge: string; next: string }>(
    await request.post('/staff/v1/auth/login', { data: { email: invited.email, password } }),
    200,
  );
  expect(next).toBe('enrol');
  const { secret } = await json<{ secret: string }>(
    await request.post('/staff/v1/auth/totp/setup', { data: { challenge } }),
    200,
  );
  const member: ConsoleMember = { ...invited, password, secret, lastStep: 0, token: '' };
  const session = await json<{ token: string }>(
    await request.post('/staff/v1/auth/totp/confirm', {
      data: { challenge, code: await nextCode(member) },
    }),
    200,
  );
  member.token = session.token;
  return member;
}

/** A /staff/v1 call with a staff token. */
export function staffApi(
  request: APIRequestContext,
  token: string,
  method: 'get' | 'post' | 'put' | 'patch' | 'delete',
  path: string,
  data?: unknown,
) {
  return request[method](`/staff/v1/${path}`, {
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
}

/**
 * Opens the console already signed in with `token` (the development admin's when omitted), the
 * session stored where the console keeps it: for specs about a screen, not about signing in.
 */
export async function consoleSession(
  page: Page,
  request: APIRequestContext,
  token?: string,
): Promise<void> {
  const bearer = token ?? (await devAdminToken(request));
  const staff = await json<unknown>(await staffApi(request, bearer, 'get', 'me'), 200);
  const session = {
    token: bearer,
    expires_at: new Date(Date.now() + 8 * 3_600_000).toISOString(),
    idle_minutes: 15,
    staff,
    recovery_codes_left: 10,
  };
  await page.addInitScript((value) => {
    sessionStorage.setItem('croupier.backoffice.session', value);
  }, JSON.stringify(session));
}

/** Signs `member` in through the console's form: e-mail and password, then a TOTP code. */
export async function signInConsole(page: Page, member: ConsoleMember): Promise<void> {
  await page.goto('/backoffice/login');
  await page.getByLabel('E-mail').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Authentication code').fill(await nextCode(member));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
}
