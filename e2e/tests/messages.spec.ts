/**
 * In-session messages (popups, the inbox, the socket), the contact form and the reality check's
 * session figures, in the real site against the real platform.
 */
import path from 'node:path';
import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support.ts';
import {
  apiLogin,
  lastOutboxId,
  outbox,
  registerActivePlayer,
  skinHeader,
} from './accounts-support.ts';
import {
  devAdminToken,
  firstSlot,
  frameSession,
  fundedPlayer,
  gamePath,
  storeSession,
} from './game-support.ts';

test.use({ messagePopups: true });

const PHONE = { width: 375, height: 812 };
const TABLET = { width: 768, height: 1024 };
const DESKTOP = { width: 1440, height: 900 };

/** What the screen shows (not the whole page: a popup sits in the viewport). */
async function snap(page: Page, testInfo: TestInfo, name: string) {
  const dir =
    process.env.SHOTS_DIR ?? path.resolve(testInfo.project.testDir, '../.artifacts/screenshots');
  await page.screenshot({ path: path.join(dir, `messages-${name}.png`), animations: 'disabled' });
}

/** Shots at 1440, 768 and 375 px wide (with `focus` in view), then back to the desktop. */
async function snapBoth(page: Page, testInfo: TestInfo, name: string, focus?: Locator) {
  // Three shots take seconds on a busy two-core runner: the test gets that time on top.
  testInfo.setTimeout(testInfo.timeout + 15_000);
  for (const [size, suffix] of [
    [DESKTOP, '1440'],
    [TABLET, '768'],
    [PHONE, '375'],
  ] as const) {
    await page.setViewportSize(size);
    await focus?.scrollIntoViewIfNeeded();
    await snap(page, testInfo, `${name}-${suffix}`);
  }
  await page.setViewportSize(DESKTOP);
}

async function staffToken(request: APIRequestContext): Promise<string> {
  return devAdminToken(request);
}

async function sendStaffMessage(
  request: APIRequestContext,
  token: string,
  playerId: number,
  body: Record<string, unknown>,
) {
  const res = await request.post(`/staff/v1/players/${playerId}/messages`, {
    headers: { authorization: `Bearer ${token}` },
    data: body,
  });
  expect([200, 201], await res.text()).toContain(res.status());
  return ((await res.json()) as { data: { id: number } }).data;
}

/** Marks every waiting message of the player read (the first login's), through the API. */
async function readAll(request: APIRequestContext, userToken: string) {
  const headers = { ...(await skinHeader(request)), 'user-token': userToken };
  for (;;) {
    const res = await request.get('/v1/me/messages/readone', { headers });
    const next = ((await res.json()) as { data: { id: number } | null }).data;
    if (!next) return;
    expect((await request.get(`/v1/me/messages/${next.id}`, { headers })).status()).toBe(200);
  }
}

/** A fresh player logged in on the site, with the first login's message already read. */
async function quietPlayer(page: Page, request: APIRequestContext) {
  const player = await registerActivePlayer(request);
  const token = await apiLogin(request, player.username, player.password);
  await readAll(request, token);
  await storeSession(page, token);
  return { ...player, token };
}

/** The header's envelope, once the socket is in the player's room (the spec's socket flag). */
async function socketReady(page: Page, name: RegExp) {
  const envelope = page.locator('header.site-header').getByRole('button', { name });
  await expect(envelope).toHaveAttribute('data-socket', 'connected', { timeout: 15_000 });
  return envelope;
}

test.describe('in-session messages', () => {
  test('the first login shows "set your limits now", which leads to the limits page', async ({
    page,
    request,
  }, testInfo) => {
    // Registration, login, two axe runs and shots at three widths: more than 30 s on a busy CI.
    test.slow();
    const player = await registerActivePlayer(request);
    await page.goto('/en/login');
    await page.getByLabel(/^Nickname/).fill(player.username);
    await page.getByLabel('Password', { exact: true }).fill(player.password);
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();

    const popup = page.getByRole('dialog', { name: 'Set your limits now' });
    await expect(popup).toBeVisible({ timeout: 15_000 });
    await expect(popup).toContainText('deposit limits and daily bet, loss and playing-time limits');
    await expectNoSeriousA11yViolations(page);
    await snapBoth(page, testInfo, 'first-login-en');

    await popup.getByRole('button', { name: 'Set my limits' }).click();
    await expect(page).toHaveURL(/\/en\/dashboard\/limits$/);
    await expect(popup).toHaveCount(0);

    // The inbox keeps it, read; opening the panel and the entry shows the text again.
    const envelope = page.locator('header.site-header').getByRole('button', { name: 'Messages' });
    await envelope.click();
    const inbox = page.getByRole('dialog', { name: 'Messages' });
    await expect(inbox).toBeVisible();
    await inbox.getByText('Set your limits now').click();
    await expect(inbox.getByRole('link', { name: 'Set my limits' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await snapBoth(page, testInfo, 'inbox-en');
    await page.keyboard.press('Escape');
    await expect(inbox).toBeHidden();
    await expect(envelope).toBeFocused();

    // Narrow phones: no room in the header; the account menu holds the inbox.
    await page.setViewportSize(PHONE);
    await expect(envelope).toBeHidden();
    await page.getByRole('button', { name: 'Open account menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Account' });
    await menu.getByRole('button', { name: 'Messages' }).click();
    const phoneInbox = page.getByRole('dialog', { name: 'Messages' });
    await expect(phoneInbox.getByText('Set your limits now')).toBeVisible();
    await snap(page, testInfo, 'inbox-menu-en-375');
  });

  test('a message from staff appears at once over the socket, without a reload', async ({
    page,
    request,
  }, testInfo) => {
    test.slow();
    const player = await quietPlayer(page, request);
    // The polling finds nothing: only the socket can bring the message.
    let polled = 0;
    await page.route('**/v1/me/messages/readone', (route) => {
      polled += 1;
      return route.fulfill({ json: { data: null } });
    });
    await page.goto('/cs/casino');
    const envelope = await socketReady(page, /^Zprávy/);
    await expect.poll(() => polled).toBeGreaterThan(0);
    const url = page.url();

    const staff = await staffToken(request);
    const sent = await sendStaffMessage(request, staff, player.id, {
      subject: 'Vaše výplata je na cestě',
      body: 'Dobrý den,\nvaši výplatu jsme schválili. <b>Děkujeme!</b>',
    });
    const popup = page.getByRole('dialog', { name: 'Vaše výplata je na cestě' });
    await expect(popup).toBeVisible();
    // Plain text as sent: the line break kept, markup shown as text.
    await expect(popup).toContainText('<b>Děkujeme!</b>');
    expect(page.url()).toBe(url);
    await expectNoSeriousA11yViolations(page);
    await snapBoth(page, testInfo, 'custom-cs');

    // Opening it marked it read.
    const headers = { ...(await skinHeader(request)), 'user-token': player.token };
    await expect
      .poll(async () => {
        const res = await request.get('/v1/me/messages', { headers });
        const body = (await res.json()) as {
          data: { id: number; read_at: string | null }[];
          meta: { unread: number };
        };
        return [body.meta.unread, body.data.find((m) => m.id === sent.id)?.read_at !== null];
      })
      .toEqual([0, true]);
    await popup.getByRole('button', { name: 'Zavřít' }).click();
    await expect(popup).toHaveCount(0);

    // A limit message from the platform: the site's own text, leading to the limits.
    await sendStaffMessage(request, staff, player.id, {
      type: 'daily-bet-limit',
      subject: 'ignored',
      body: 'ignored',
    });
    const limit = page.getByRole('dialog', { name: 'Denní limit sázek dosažen' });
    await expect(limit).toBeVisible();
    await snapBoth(page, testInfo, 'daily-bet-limit-cs');
    await limit.getByRole('button', { name: 'Zobrazit moje limity' }).click();
    await expect(page).toHaveURL(/\/cs\/dashboard\/limits$/);

    // Logging out disconnects the player's sockets (the envelope leaves with the player); the
    // lobby's jackpot ticker may open a guest's socket of its own, which carries no token.
    const sockets: { closed: boolean }[] = [];
    page.on('websocket', (ws) => {
      const entry = { closed: false };
      ws.on('framesent', (frame) => {
        if (typeof frame.payload === 'string' && frame.payload.includes(player.token)) {
          if (!sockets.includes(entry)) sockets.push(entry);
        }
      });
      ws.on('close', () => (entry.closed = true));
    });
    await page.reload();
    await socketReady(page, /^Zprávy/);
    await expect.poll(() => sockets.length).toBeGreaterThan(0);
    await page
      .locator('header.site-header')
      .getByRole('button', { name: /Přehled zůstatku/ })
      .click();
    await page.getByRole('button', { name: 'Odhlásit se' }).click();
    await expect(envelope).toHaveCount(0);
    await expect.poll(() => sockets.every((s) => s.closed)).toBe(true);
  });

  // One test per language: seven popups shot at three widths each is a long test on a busy CI.
  for (const lang of ['en', 'cs'] as const) {
    test(`each kind of popup (${lang}) at 1440, 768 and 375 px`, async ({
      page,
      request,
    }, testInfo) => {
      test.slow();
      const player = await quietPlayer(page, request);
      const staff = await staffToken(request);
      await page.goto(`/${lang}/casino`);
      await socketReady(page, lang === 'en' ? /^Messages/ : /^Zprávy/);
      for (const type of [
        'realityCheck',
        'campaignReached',
        'bonus-bet-limit',
        'bonus-min-balance-limit',
        'daily-bet-loss',
        'daily-playing-time',
        'registration',
      ]) {
        await sendStaffMessage(request, staff, player.id, {
          type,
          subject: type === 'registration' ? 'Welcome to Croupier Casino' : 'x',
          body: type === 'registration' ? 'Your account is ready. Enjoy!' : 'x',
        });
        const popup = page.getByTestId('message-popup');
        await expect(popup).toBeVisible();
        await snapBoth(page, testInfo, `${type}-${lang}`);
        // The first button leaves the popup without leaving the page (or closes it).
        await page.keyboard.press('Escape');
        await expect(popup).toHaveCount(0);
      }
    });
  }
});

test.describe('contact form', () => {
  test('a guest writes to support: captcha, "message sent", the e-mail reaches support', async ({
    page,
    request,
  }, testInfo) => {
    await page.goto('/en/contact');
    const form = page.getByRole('region', { name: 'Write to us' });
    await expect(form).toBeVisible();
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText('The field is required')).toHaveCount(3);
    await expect(form.getByText('Please confirm that you are not a robot.')).toBeVisible();

    const subject = `Question ${Date.now()}`;
    await form.getByLabel('Your e-mail').fill('guest@players.example');
    await form.getByLabel('Subject').fill(subject);
    await form.getByLabel('Message').fill('Hello,\nhow do I verify my account?');
    await form.getByTestId('captcha').getByRole('checkbox').click();
    await expect(form.getByTestId('captcha').getByText('Verified')).toBeVisible({
      timeout: 20_000,
    });
    await expectNoSeriousA11yViolations(page);
    await snapBoth(page, testInfo, 'contact-guest-en', form.getByLabel('Message'));
    const after = await lastOutboxId(request);
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Message sent. We will answer you by e-mail.')).toBeVisible();
    await expect(form.getByLabel('Subject')).toHaveValue('');
    await expect
      .poll(async () =>
        (await outbox(request)).some(
          (m) =>
            m.id > after &&
            m.subject.includes(subject) &&
            m.body.includes('Reply to: guest@players.example') &&
            m.body.includes('how do I verify my account?'),
        ),
      )
      .toBe(true);
  });

  test('a player gets the e-mail prefilled and no captcha; a refusal says ERROR', async ({
    page,
    request,
  }, testInfo) => {
    const player = await quietPlayer(page, request);
    await page.goto('/de/contact');
    const form = page.getByRole('region', { name: 'Schreiben Sie uns' });
    await expect(form.getByLabel('Ihre E-Mail-Adresse')).toHaveValue(player.email);
    await expect(form.getByTestId('captcha')).toHaveCount(0);
    await form.getByLabel('Betreff').fill('Frage zu meinem Bonus');
    await form.getByLabel('Nachricht').fill('Guten Tag, wann wird mein Bonus gutgeschrieben?');
    await snapBoth(page, testInfo, 'contact-player-de', form.getByLabel('Betreff'));
    await form.getByRole('button', { name: 'Nachricht senden' }).click();
    await expect(
      page.getByText('Nachricht gesendet. Wir antworten Ihnen per E-Mail.'),
    ).toBeVisible();

    await page.route('**/v1/notifications/messages/custom_email', (route) =>
      route.fulfill({ status: 500, json: { message: 'server_error' } }),
    );
    await form.getByLabel('Betreff').fill('Noch eine Frage');
    await form.getByLabel('Nachricht').fill('Danke!');
    await form.getByRole('button', { name: 'Nachricht senden' }).click();
    await expect(page.getByText('FEHLER')).toBeVisible();
  });
});

test.describe('reality check', () => {
  test('the prompt shows the session time and net position; go home ends the game session', async ({
    page,
    request,
  }, testInfo) => {
    const player = await fundedPlayer(request, '20.00', 'reality check');
    const token = await apiLogin(request, player.username, player.password);
    await readAll(request, token);
    const headers = { ...(await skinHeader(request)), 'user-token': token };
    const put = await request.put('/v1/me', { headers, data: { reality_minutes: 15 } });
    expect(put.status(), await put.text()).toBe(200);
    await storeSession(page, token);
    await page.clock.install();
    const slot = await firstSlot(request);
    await page.goto(gamePath(slot));
    const session = await frameSession(page);
    const game = page.frameLocator('iframe');
    const spin = game.getByRole('button', { name: 'Spin', exact: true });
    await expect(spin).toBeEnabled({ timeout: 15_000 });
    const played = page.waitForResponse(
      (r) => r.url().endsWith('/studio/v1/rounds') && r.request().method() === 'POST',
    );
    await spin.click();
    await played;

    const dialog = page.getByRole('alertdialog', { name: 'Reality check' });
    const shown = page.waitForRequest(
      (r) => r.url().endsWith('/v1/me/mga/realityCheck') && r.method() === 'POST',
    );
    const figures = page.waitForResponse(
      (r) => r.url().endsWith('/v1/me/mga/realityCheck') && r.request().method() === 'GET',
    );
    await page.clock.fastForward('14:00');
    await expect(dialog).toBeVisible();
    expect((await shown).postDataJSON()).toEqual({ minutes: 15 });
    const data = (
      (await (await figures).json()) as { data: { stakes: number; wins: number; net: number } }
    ).data;
    expect(data.stakes).toBeGreaterThan(0);
    expect(data.net).toBeCloseTo(data.wins - data.stakes, 2);

    const facts = dialog.getByTestId('reality-facts');
    const fact = (label: string) => facts.getByText(label, { exact: true }).locator('xpath=..');
    await expect(fact('Time played')).toContainText(/\d+ min|\d+ hr/);
    await expect(fact('Stakes')).toContainText(`€${data.stakes.toFixed(2)}`);
    await expect(fact('Wins')).toContainText(`€${data.wins.toFixed(2)}`);
    const { net } = data;
    const netText = net === 0 ? '€0.00' : `${net > 0 ? '+' : '-'}€${Math.abs(net).toFixed(2)}`;
    await expect(fact('Net position')).toContainText(netText);
    await expectNoSeriousA11yViolations(page);
    await snapBoth(page, testInfo, 'reality-check-en');

    const answered = page.waitForRequest(
      (r) =>
        r.url().endsWith('/v1/me/mga/realityCheck') &&
        r.method() === 'POST' &&
        (r.postData() ?? '').includes('leave'),
    );
    await dialog.getByRole('button', { name: 'Go home' }).click();
    expect((await answered).postDataJSON()).toEqual({ minutes: 15, action: 'leave' });
    await expect(page).toHaveURL(/\/en$/);
    // The platform ended that frame session: its next call is refused.
    await expect
      .poll(async () =>
        (
          await request.get('/studio/v1/session', { headers: { 'studio-session': session } })
        ).status(),
      )
      .toBe(401);
    expect((await request.get('/v1/me/mga/realityCheck', { headers })).status()).toBe(200);
    expect(
      (
        (await (await request.get('/v1/me/mga/realityCheck', { headers })).json()) as {
          data: unknown;
        }
      ).data,
    ).toBeNull();
  });

  test('the prompt in Czech at 1440 and 375 px', async ({ page, request }, testInfo) => {
    const player = await fundedPlayer(request, '20.00', 'reality check cs');
    const token = await apiLogin(request, player.username, player.password);
    await readAll(request, token);
    const headers = { ...(await skinHeader(request)), 'user-token': token };
    await request.put('/v1/me', { headers, data: { reality_minutes: 15 } });
    await storeSession(page, token);
    await page.clock.install();
    const slot = await firstSlot(request);
    await page.goto(`/cs/game/play/${slot.provider_id}/${slot.id}`);
    await frameSession(page);
    await page.clock.fastForward('14:00');
    const dialog = page.getByRole('alertdialog', { name: 'Kontrola reality' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Čistý výsledek')).toBeVisible();
    await snapBoth(page, testInfo, 'reality-check-cs');
    await dialog.getByRole('button', { name: 'Hrát dál' }).click();
    await expect(dialog).toHaveCount(0);
  });
});
