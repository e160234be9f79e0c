/**
 * KYC (issue 11), as players go through it: the levels with their status and Verify buttons; a
 * risky-country player (Bulgaria) follows the selfie prompt, hands in the documents in our own
 * widget (a photo file in place of the camera), staff approve through /staff/v1, and the page
 * shows the level accepted and the account verified. `/kyc?lv=selfie` opens the selfie level.
 */
import type { APIRequestContext, FrameLocator, Page } from '@playwright/test';
import { firstSlot, gamePath } from './game-support.ts';
import { expect, expectNoSeriousA11yViolations, test } from './support.ts';
import {
  playerGet,
  playerOnSite,
  pngFile,
  shotsAtWidths,
  staffCall,
  staffToken,
} from './identity-support.ts';

interface Me {
  is_verified: boolean;
  statusKyc: string | null;
  kyc: { level: string; status: string }[];
}
interface Applicant {
  id: string;
  player_id: number;
  level: string;
  files: { slot: string }[];
}

/** The player's applicant in the staff review queue, and the staff token that read it. */
async function pendingApplicant(request: APIRequestContext, playerId: number) {
  const staff = await staffToken(request);
  const queue = await staffCall<Applicant[]>(
    request,
    staff,
    'get',
    'kyc/applicants?status=pending',
  );
  return { staff, applicant: queue.find((a) => a.player_id === playerId) };
}

/** A level's card, found by its name as the page shows it (and the level it stands for). */
const LEVEL_IDS: Record<string, string> = {
  'Basic verification': 'BasicAmlLevel',
  'Full verification with selfie': 'ID_SELFIE_2NDID_POA',
};
const level = (page: Page, name: string) =>
  page
    .locator(`.kyc-level[data-level="${LEVEL_IDS[name]}"]`)
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
const widget = (page: Page): FrameLocator =>
  page.frameLocator('iframe[title^="Identity verification"]');

/** Chooses a file for a slot of the widget and waits until the widget says it is uploaded. */
async function handIn(frame: FrameLocator, slot: string, name: string, uploaded: number) {
  await frame.locator(`#kyc-file-${slot}`).setInputFiles(pngFile(name));
  await expect(frame.getByText('✓ Uploaded')).toHaveCount(uploaded, { timeout: 15_000 });
}

test.describe('KYC', () => {
  test('the levels with their status and Verify buttons; no selfie prompt outside risky countries', async ({
    page,
    request,
  }, testInfo) => {
    const cspViolations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
        cspViolations.push(message.text());
      }
    });
    const player = await playerOnSite(page, request);
    await page.goto('/en/dashboard/kyc');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Identity verification' }),
    ).toBeVisible();
    await expect(page.getByText('Coming soon')).toHaveCount(0);
    const basic = level(page, 'Basic verification');
    const full = level(page, 'Full verification with selfie');
    await expect(basic).toContainText('Not started');
    await expect(basic).toContainText('an identity document and a proof of address');
    await expect(full).toContainText('Not started');
    await expect(page.getByRole('button', { name: 'Verify: Basic verification' })).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Verify: Full verification with selfie' }),
    ).toBeVisible();
    await expect(page.getByText('Please verify your identity with a selfie')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await shotsAtWidths(page, testInfo, 'kyc-levels');

    // Verify starts the level and embeds the widget, which asks for the level's documents.
    await page.getByRole('button', { name: 'Verify: Basic verification' }).click();
    const frame = widget(page);
    await expect(frame.getByRole('heading', { name: 'Verify your identity' })).toBeVisible();
    await expect(frame.getByRole('heading', { name: '2. Proof of address' })).toBeVisible();
    await expect(basic).toContainText('Started');
    await expectNoSeriousA11yViolations(page);
    await shotsAtWidths(page, testInfo, 'kyc-widget-basic');
    // The page and the embedded widget keep to the strict CSP.
    expect(cspViolations).toEqual([]);

    // Handed in, then rejected with a retry: the player sees the reviewer's reason and may
    // hand in again.
    await handIn(frame, 'ID_FRONT', 'passport_photo_page.png', 1);
    await handIn(frame, 'POA', 'bank_statement.png', 2);
    await frame.getByRole('button', { name: 'Send for review' }).click();
    await expect(basic).toContainText('Under review');
    const { staff, applicant } = await pendingApplicant(request, player.id);
    expect(applicant?.level).toBe('BasicAmlLevel');
    await staffCall(request, staff, 'post', `kyc/applicants/${applicant!.id}/reject`, {
      reason: 'The photo of the passport is blurred.',
      reject_type: 'RETRY',
    });
    await page.reload();
    await expect(basic).toContainText('Rejected');
    await expect(basic).toContainText('Reason: The photo of the passport is blurred.');
    await expect(basic).toContainText('You can hand in your documents again.');
    await page.getByRole('button', { name: 'Verify: Basic verification' }).click();
    await expect(
      frame.getByText('Your documents were not approved. Please hand them in again.'),
    ).toBeVisible();
    await expect(frame.locator('#kyc-file-ID_FRONT')).toBeEnabled();
  });

  test('a risky-country player follows the selfie prompt, hands in a photo file, and is accepted after review', async ({
    page,
    request,
  }, testInfo) => {
    test.slow();
    const player = await playerOnSite(page, request, 'BG');
    await page.goto('/en/dashboard/kyc');
    const prompt = page.getByRole('region', { name: 'Please verify your identity with a selfie' });
    await expect(prompt).toBeVisible();
    await expect(
      page.getByText('Not verified').or(page.getByText('Account not yet verified')).first(),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shotsAtWidths(page, testInfo, 'kyc-selfie-prompt');

    await prompt.getByRole('button', { name: 'Start selfie verification' }).click();
    const frame = widget(page);
    await expect(
      frame.getByRole('heading', { name: 'Verify your identity with a selfie' }),
    ).toBeVisible();
    await expect(prompt).toHaveCount(0);
    // The camera is offered; a photo file is handed in instead.
    await expect(frame.getByRole('button', { name: 'Use the camera' })).toBeVisible();
    await handIn(frame, 'ID_FRONT', 'passport_photo_page.png', 1);
    await handIn(frame, 'SELFIE', 'selfie.png', 2);
    await handIn(frame, 'ID2_FRONT', 'id_card_front.png', 3);
    await handIn(frame, 'ID2_BACK', 'id_card_back.png', 4);
    await handIn(frame, 'POA', 'utility_bill.png', 5);
    await shotsAtWidths(page, testInfo, 'kyc-widget-selfie');
    await frame.getByRole('button', { name: 'Send for review' }).click();
    await expect(frame.getByText(/Your documents are being reviewed/)).toBeVisible();

    // The widget tells the page, which shows the level under review.
    await expect(page.getByText('Thank you. Your documents have been handed in')).toBeVisible();
    const full = level(page, 'Full verification with selfie');
    await expect(full).toContainText('Under review');

    // Compliance approve the applicant in the review queue.
    const { staff, applicant } = await pendingApplicant(request, player.id);
    expect(applicant?.level).toBe('ID_SELFIE_2NDID_POA');
    expect(applicant!.files.map((f) => f.slot).sort()).toEqual(
      ['ID2_BACK', 'ID2_FRONT', 'ID_FRONT', 'POA', 'SELFIE'].sort(),
    );
    await staffCall(request, staff, 'post', `kyc/applicants/${applicant!.id}/approve`, {});

    await expect
      .poll(async () => (await playerGet<Me>(request, player.token, 'me?kyc=1')).statusKyc, {
        timeout: 15_000,
      })
      .toBe('idApproved');
    await page.reload();
    await expect(full).toContainText('Accepted');
    await expect(
      page.getByRole('button', { name: 'Verify: Full verification with selfie' }),
    ).toHaveCount(0);
    await expect(page.getByText('Please verify your identity with a selfie')).toHaveCount(0);
    await expect(page.getByText('Verified account')).toBeVisible();
    // The full level covers the basic one: nothing left to verify.
    await expect(level(page, 'Basic verification')).toContainText(
      'Covered by your full verification with selfie.',
    );
    await expect(page.getByRole('button', { name: /^Verify/ })).toHaveCount(0);
    await shotsAtWidths(page, testInfo, 'kyc-accepted');
  });

  test('/kyc?lv=selfie opens the selfie level at once, on its own page', async ({
    page,
    request,
  }, testInfo) => {
    await playerOnSite(page, request, 'BG');
    await page.goto('/en/kyc?lv=selfie');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Identity verification' }),
    ).toBeVisible();
    await expect(
      widget(page).getByRole('heading', { name: 'Verify your identity with a selfie' }),
    ).toBeVisible();
    await expect(level(page, 'Full verification with selfie')).toContainText('Started');
    await expectNoSeriousA11yViolations(page);
    await shotsAtWidths(page, testInfo, 'kyc-standalone-selfie');
  });

  test('a risky-country player launching a real game is told the KYC status is not valid and led to the selfie level', async ({
    page,
    request,
  }) => {
    await playerOnSite(page, request, 'BG');
    await page.goto(gamePath(await firstSlot(request)));
    await expect(page.getByRole('alert')).toContainText(
      'Your KYC status is not valid. You will be redirected to the KYC page.',
    );
    // The platform names /kyc?lv=selfie: the KYC page opens with the selfie level's widget.
    await expect(page).toHaveURL(/\/en\/dashboard\/kyc\?lv=selfie$/, { timeout: 15_000 });
    await expect(
      widget(page).getByRole('heading', { name: 'Verify your identity with a selfie' }),
    ).toBeVisible();
  });
});
