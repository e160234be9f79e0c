/**
 * The back office's Content screens: a page's German text edited in the rich-text editor and
 * seen on the site in German; unsafe HTML comes back sanitised (and the editor says so); axe on
 * the pages list and the page editor. Maintenance (a site-wide switch) is in
 * backoffice-maintenance.spec.ts, which must not run alongside other specs.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, SkinApi, test } from './support.ts';
import { devAdminToken } from './game-support.ts';
import { consoleSession } from './backoffice-support.ts';

/** A console session of the development admin; answers its token for API calls. */
async function signInConsole(page: Page, request: APIRequestContext): Promise<string> {
  const token = await devAdminToken(request);
  await consoleSession(page, request, token);
  return token;
}

/** A page of this test's own (other specs read the seeded pages), in English and German. */
async function ownPage(request: APIRequestContext, token: string, tag: string) {
  const slug = `e2e-${tag}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const res = await request.post('/staff/v1/pages', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      slug,
      rank: 500,
      translations: [
        { language: 'en', title: 'E2E page', content: '<p>English text.</p>' },
        { language: 'de', title: 'E2E Seite', content: '<p>Alter deutscher Text.</p>' },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = ((await res.json()) as { data: { id: number } }).data;
  return { id, slug };
}

test.describe('back office: content pages', () => {
  // Parallel workers share the development admin: a TOTP code serves one sign-in per 30 s step.
  test.describe.configure({ timeout: 90_000 });

  test('edits the German text of a page; the site shows it in German', async ({
    page,
    request,
  }) => {
    const token = await signInConsole(page, request);
    const own = await ownPage(request, token, 'de-text');

    await page.goto(`/backoffice/content/pages/${own.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Page /${own.slug}` })).toBeVisible();
    await page.getByRole('tab', { name: /German/ }).click();
    await expect(page.getByRole('tab', { name: /German/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const panel = page.getByRole('tabpanel');
    await panel.getByLabel('Title', { exact: true }).fill('Neue E2E Seite');

    // The rich-text editor: its toolbar buttons say whether they are on.
    const editor = panel.getByRole('textbox', { name: 'Text (German)' });
    await editor.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Frisch aus der Konsole. ');
    const bold = panel.getByRole('button', { name: 'Bold' });
    await expect(bold).toHaveAttribute('aria-pressed', 'false');
    await bold.click();
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.type('Fett');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(`Page /${own.slug} saved.`)).toBeVisible();
    // Nothing unsafe was removed.
    await expect(page.getByText(/The server removed unsafe markup/)).toHaveCount(0);

    // The site's API serves it at once...
    const cms = await (await SkinApi.create(request)).page(own.slug, 'de');
    expect(cms.title).toBe('Neue E2E Seite');
    expect(JSON.stringify(cms)).toContain('Frisch aus der Konsole.');

    // ...and the site page shows it in German.
    await page.goto(`/de/${own.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Neue E2E Seite' })).toBeVisible();
    await expect(page.getByText('Frisch aus der Konsole.')).toBeVisible();
    await expect(page.locator('strong', { hasText: 'Fett' })).toBeVisible();
  });

  test('HTML saved with an event handler comes back sanitised, and the editor says so', async ({
    page,
    request,
  }) => {
    const token = await signInConsole(page, request);
    const own = await ownPage(request, token, 'sanitise');
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });

    await page.goto(`/backoffice/content/pages/${own.id}`);
    const panel = page.getByRole('tabpanel');
    await panel.getByRole('button', { name: 'HTML', exact: true }).click();
    await expect(panel.getByRole('button', { name: 'HTML', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const source = panel.getByRole('textbox', { name: 'Text (English)' });
    await source.fill('<p>Safe text.</p><img src=x onerror=alert(1)>');
    await page.getByRole('button', { name: 'Save', exact: true }).click();

    await expect(
      page.getByRole('status').filter({ hasText: 'The server removed unsafe markup' }),
    ).toBeVisible();
    // The editor shows what was stored: no handler left.
    await expect(source).not.toHaveValue(/onerror/);
    await expect(source).toHaveValue(/<p>Safe text\.<\/p>/);

    const stored = await request.get(`/staff/v1/pages/${own.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await stored.json()) as {
      data: { translations: { language: string; content: string }[] };
    };
    const en = body.data.translations.find((t) => t.language === 'en');
    expect(en?.content).toContain('<p>Safe text.</p>');
    expect(en?.content).not.toContain('onerror');
    expect(dialogs).toEqual([]);
  });

  test('pages list and page editor have no serious accessibility violations', async ({
    page,
    request,
  }) => {
    const token = await signInConsole(page, request);
    const own = await ownPage(request, token, 'axe');

    await page.goto('/backoffice/content/pages');
    await expect(page.getByRole('heading', { level: 1, name: 'Pages' })).toBeVisible();
    await page.getByLabel('Title or address').fill(own.slug);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('link', { name: 'E2E page', exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'E2E page', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Page /${own.slug}` })).toBeVisible();
    await expect(page.getByRole('toolbar', { name: 'Formatting' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Language tabs work with the arrow keys.
    await page.getByRole('tab', { name: /English/ }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: /Czech/ })).toBeFocused();
    await expect(
      page.getByText('There is no Czech text yet: the site shows English.'),
    ).toBeVisible();

    // Delete (with a confirmation).
    await page.goto('/backoffice/content/pages');
    await page.getByLabel('Title or address').fill(own.slug);
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('button', { name: 'Delete E2E page' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this page?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`Page /${own.slug} deleted.`)).toBeVisible();
    await expect(page.getByText('No page matches.')).toBeVisible();
  });
});
