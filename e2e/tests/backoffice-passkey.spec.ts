/**
 * Passkeys in the back office: a member signs in with TOTP, adds a passkey in My account (a
 * Chromium virtual authenticator over CDP), signs out, and signs in again with the password and
 * the passkey instead of a code.
 *
 * WebAuthn refuses an IP address as RP ID: the console is opened at http://localhost:<port>
 * (outside production the server accepts that origin beside PUBLIC_URL's 127.0.0.1).
 */
import { expect, test } from './support.ts';
import { signInConsole, staffMember } from './backoffice-support.ts';

const port = Number(process.env.E2E_PORT ?? 3100);
test.use({ baseURL: `http://localhost:${port}` });

test.describe('back office: passkeys', () => {
  test('adds a passkey in My account and signs in with it', async ({ page, request }) => {
    test.slow();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
      },
    });

    const member = await staffMember(request, 'support');
    await signInConsole(page, member);
    expect(new URL(page.url()).hostname).toBe('localhost');

    // My account: no passkey yet; add one with a name.
    await page.goto('/backoffice/account');
    await expect(page.getByRole('heading', { name: 'Passkeys' })).toBeVisible();
    await expect(page.getByText('You have no passkey.')).toBeVisible();
    await page.getByLabel('Name of the new passkey').fill('Virtual key');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(page.getByText('Passkey “Virtual key” added.')).toBeVisible();
    const table = page.getByRole('table', { name: 'Your passkeys' });
    await expect(table.getByRole('cell', { name: 'Virtual key', exact: true })).toBeVisible();
    await expect(table.getByRole('cell', { name: 'Never' })).toBeVisible();
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);

    // From the dashboard: sign out, then in with the password and the passkey.
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await expect(page.getByRole('heading', { name: `Welcome, ${member.name}` })).toBeVisible();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await page.getByLabel('E-mail').fill(member.email);
    await page.getByLabel('Password').fill(member.password);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByLabel('Authentication code')).toBeVisible();
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(page.getByRole('heading', { name: `Welcome, ${member.name}` })).toBeVisible();

    // The passkey's use is recorded.
    await page.goto('/backoffice/account');
    await expect(
      page.getByRole('table', { name: 'Your passkeys' }).getByRole('cell', { name: 'Never' }),
    ).toHaveCount(0);
    const after = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(after.credentials[0]?.signCount).toBeGreaterThan(0);
  });
});
