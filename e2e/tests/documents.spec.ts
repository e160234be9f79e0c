/**
 * Documents (issue 11), as a player uses them: a passport is uploaded and shows "Verification
 * pending"; compliance staff verify it through the API and the page shows it verified. Every
 * client message of the spec is shown before anything is sent, and the server's refusals are
 * shown translated. Each test has a player of its own.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { skinHeader } from './accounts-support.ts';
import { expect, expectNoSeriousA11yViolations, test } from './support.ts';
import {
  playerGet,
  playerOnSite,
  pngFile,
  shotsAtWidths,
  staffCall,
  staffToken,
} from './identity-support.ts';

interface StaffDocument {
  id: number;
  player_id: number;
  type: string;
  status: string;
}
interface PlayerDocument {
  id: number;
  idn: string | null;
  status: string;
  media: { mime: string }[];
}

const identification = (page: Page) => page.getByRole('region', { name: /^Identification/ });
const documentCards = (page: Page) =>
  identification(page).getByRole('list', { name: 'Your documents' }).getByRole('listitem');

/** A date a year from now (YYYY-MM-DD), a valid expiry. */
const nextYear = () => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() + 1);
  return d.toISOString().slice(0, 10);
};

test.describe('documents', () => {
  test('a passport is uploaded, shows pending, and shows verified once staff approve it', async ({
    page,
    request,
  }, testInfo) => {
    test.slow();
    const player = await playerOnSite(page, request);
    await page.goto('/en/dashboard/documents');
    await expect(page.getByRole('heading', { level: 2, name: 'Documents' })).toBeVisible();
    await expect(page.getByText('Coming soon')).toHaveCount(0);
    const section = identification(page);
    // The Identification item is open, with passport chosen by default and no back side asked.
    await expect(page.getByRole('button', { name: /^Identification/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(section.getByRole('radio', { name: 'Passport' })).toBeChecked();
    await expect(
      section.getByText('You have not uploaded any documents of this kind yet.'),
    ).toBeVisible();
    await expect(section.getByLabel('Back side')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await shotsAtWidths(page, testInfo, 'documents-empty');

    await section.getByLabel('File').setInputFiles(pngFile('passport_front.png'));
    await section.getByLabel('Document number').fill('P1234567');
    await section.getByLabel('Expiry date').fill(nextYear());
    await section.getByRole('button', { name: 'Upload document' }).click();
    await expect(section.getByText('Document uploaded')).toBeVisible();

    const card = documentCards(page).first();
    await expect(card).toContainText('Passport');
    await expect(card).toContainText('P1234567');
    await expect(card).toContainText('Verification pending');
    // The image is shown from its signed link, and it loads.
    const thumb = card.getByRole('link', { name: /Front side of the Passport/ }).locator('img');
    await expect(thumb).toBeVisible();
    await expect
      .poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: /^Identification/ })).toContainText('1 document');
    const [uploaded] = await playerGet<PlayerDocument[]>(request, player.token, 'me/all-documents');
    expect(uploaded).toMatchObject({ idn: 'P1234567', status: 'pending' });
    await expectNoSeriousA11yViolations(page);
    await shotsAtWidths(page, testInfo, 'documents-pending');

    // Compliance staff verify the passport (as the back office would).
    const staff = await staffToken(request);
    const listed = await staffCall<StaffDocument[]>(
      request,
      staff,
      'get',
      `documents?player_id=${player.id}`,
    );
    expect(listed.map((d) => d.id)).toEqual([uploaded!.id]);
    await staffCall(request, staff, 'post', `documents/${uploaded!.id}/verify`, {});

    await page.reload();
    await expect(documentCards(page).first()).toContainText('Verified');
    await expect(documentCards(page).first()).not.toContainText('Verification pending');
    await shotsAtWidths(page, testInfo, 'documents-verified');
  });

  test('every client message of the spec is shown before sending, and the server refusals translated', async ({
    page,
    request,
  }) => {
    await playerOnSite(page, request);
    let uploads = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/v1/me/documents')) uploads += 1;
    });
    await page.goto('/en/dashboard/documents');
    const section = identification(page);
    const upload = section.getByRole('button', { name: 'Upload document' });
    const front = section.getByLabel('File');

    // Nothing filled in: the front, the number and the expiry are required.
    await upload.click();
    await expect(section.getByText('This field is required.')).toHaveCount(3);
    await expect(front).toBeFocused();

    // A name with a space, a wrong extension, a file over 2 MB.
    await front.setInputFiles(pngFile('my passport.png'));
    await expect(
      section.getByText(
        'Please ensure that the names of the files do NOT include any spaces or special characters.',
      ),
    ).toBeVisible();
    await front.setInputFiles({
      name: 'passport.gif',
      mimeType: 'image/gif',
      buffer: Buffer.from('GIF89a'),
    });
    await expect(
      section.getByText('Wrong file type: only PNG, JPG, JPEG and PDF files are accepted.'),
    ).toBeVisible();
    await front.setInputFiles({
      name: 'passport.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(2_000_001, 1),
    });
    await expect(section.getByText('The file is too large: the maximum is 2 MB.')).toBeVisible();

    // An id card needs its back side; the expiry must be tomorrow or later.
    await section.getByRole('radio', { name: 'ID card' }).check();
    await section.getByLabel('Front side').setInputFiles(pngFile('id_front.png'));
    await section.getByLabel('Document number').fill('ID998877');
    await section.getByLabel('Expiry date').fill(new Date().toISOString().slice(0, 10));
    await upload.click();
    await expect(section.getByText('Please upload the back side of the document.')).toBeVisible();
    await expect(section.getByText('The expiry date must be tomorrow or later.')).toBeVisible();
    expect(uploads).toBe(0);

    // A script renamed .png passes the page's checks; the server reads the content and refuses it.
    await section.getByLabel('Back side').setInputFiles({
      name: 'id_back.png',
      mimeType: 'image/png',
      buffer: Buffer.from('#!/bin/sh\necho pwned\n'),
    });
    await section.getByLabel('Expiry date').fill(nextYear());
    await upload.click();
    await expect(section.getByRole('alert').first()).toContainText(
      /Wrong file type|could not be read|security reasons/,
    );
    expect(uploads).toBe(1);
    await expect(section.getByText('Document uploaded')).toHaveCount(0);
    await expect(
      section.getByText('You have not uploaded any documents of this kind yet.'),
    ).toBeVisible();
  });

  test('another document, without number or expiry, is rejected by staff and the page shows why', async ({
    page,
    request,
  }) => {
    const player = await playerOnSite(page, request);
    await page.goto('/en/dashboard/documents');
    const toggle = page.getByRole('button', { name: /^Other documents/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const others = page.getByRole('region', { name: /^Other documents/ });
    await expect(others).toBeHidden();
    await toggle.click();
    await expect(others).toBeVisible();
    await expect(others.getByLabel('Document number')).toHaveCount(0);
    await others.getByLabel('File').setInputFiles(pngFile('utility_bill.png', [200, 120, 40]));
    await others.getByRole('button', { name: 'Upload document' }).click();
    await expect(others.getByText('Document uploaded')).toBeVisible();
    const card = others.getByRole('listitem').first();
    await expect(card).toContainText('Other document');
    await expect(card).toContainText('Verification pending');

    const staff = await staffToken(request);
    const [doc] = await staffCall<StaffDocument[]>(
      request,
      staff,
      'get',
      `documents?player_id=${player.id}`,
    );
    expect(doc?.type).toBe('others');
    await staffCall(request, staff, 'post', `documents/${doc!.id}/reject`, {
      reason: 'The bill is older than three months.',
    });
    await page.reload();
    await page.getByRole('button', { name: /^Other documents/ }).click();
    const rejected = page
      .getByRole('region', { name: /^Other documents/ })
      .getByRole('listitem')
      .first();
    await expect(rejected).toContainText('Rejected');
    await expect(rejected).toContainText('Reason: The bill is older than three months.');
  });

  test('the page speaks the player’s language: German', async ({ page, request }) => {
    await playerOnSite(page, request);
    await page.goto('/de/dashboard/documents');
    await expect(page.getByRole('button', { name: /^Identifikation/ })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Reisepass' })).toBeChecked();
    await expect(page.getByRole('button', { name: /^Weitere Dokumente/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  test('Informations: the player downloads their data (with the documents list) and closes the account', async ({
    page,
    request,
  }) => {
    test.slow();
    const player = await playerOnSite(page, request);
    await page.goto('/en/dashboard/documents');
    const section = identification(page);
    await section.getByLabel('File').setInputFiles(pngFile('passport_scan.png'));
    await section.getByLabel('Document number').fill('X7654321');
    await section.getByLabel('Expiry date').fill(nextYear());
    await section.getByRole('button', { name: 'Upload document' }).click();
    await expect(section.getByText('Document uploaded')).toBeVisible();

    await page.goto('/en/dashboard/informations');
    await expect(
      page.getByRole('heading', { level: 3, name: 'Your data and account' }),
    ).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^croupier-data-${player.id}-.*\\.json$`),
    );
    const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as {
      documents: { idn: string | null; type: string }[];
    };
    expect(exported.documents).toEqual([
      expect.objectContaining({ idn: 'X7654321', type: 'passport' }),
    ]);
    await expectNoSeriousA11yViolations(page);

    // Closing asks first; cancelling keeps the account.
    await page.getByRole('button', { name: 'Close my account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Close your account?' });
    await expect(dialog).toContainText('Your withdrawable balance can still be paid out');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await page.getByRole('button', { name: 'Close my account' }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Yes, close my account' })
      .click();
    await expect(page.getByText('Your account has been closed.')).toBeVisible();
    // Logged out and out of the account pages; the session no longer opens the account.
    await expect(page).toHaveURL(/\/en(\/login)?$/);
    await expect(page.getByRole('link', { name: /Log in/i }).first()).toBeVisible();
    const me = await request.get('/v1/me', {
      headers: { ...(await skinHeader(request)), 'user-token': player.token },
    });
    expect(me.status()).toBe(401);
  });
});
