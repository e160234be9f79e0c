/**
 * The source-of-wealth questionnaire (issue 11), as a player answers it: not required, the page
 * says so in the spec's words; once compliance require it, every question type is shown, the
 * required ones are checked, the answers are saved and come back prefilled.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support.ts';
import {
  playerGet,
  playerOnSite,
  shotsAtWidths,
  staffCall,
  staffToken,
} from './identity-support.ts';

interface Survey {
  id: number;
  is_required: boolean;
  is_answered: boolean;
  survey_answers: { question: number; option_id: number | null; answer: string | null }[];
}
interface StaffSurveyView {
  is_required: boolean;
  is_answered: boolean;
  responses: { answers: { key: string; answer: string | null }[] }[];
}

const question = (page: Page, text: string | RegExp) =>
  page.locator('.sowq-q').filter({ has: page.getByText(text) });

test.describe('source-of-wealth questionnaire', () => {
  test('not required: the spec’s sentence; required by staff: answered and saved', async ({
    page,
    request,
  }, testInfo) => {
    test.slow();
    const player = await playerOnSite(page, request);
    await page.goto('/en/dashboard/sowq');
    await expect(page.getByRole('heading', { level: 2, name: 'Source of wealth' })).toBeVisible();
    await expect(
      page.getByText('It is not necessary to complete the questionnaire.'),
    ).toBeVisible();
    await expect(page.locator('.sowq-q')).toHaveCount(0);

    // Compliance make it required for this player (audited on the server).
    const staff = await staffToken(request);
    await staffCall(request, staff, 'post', `players/${player.id}/surveys/sowq/require`, {
      reason: 'e2e: source of funds to be documented',
    });
    await page.reload();
    await expect(
      page.getByText(
        'Please complete the questionnaire: the anti-money-laundering rules require it for your account.',
      ),
    ).toBeVisible();
    const questions = page.locator('.sowq-q');
    await expect(questions.first()).toBeVisible();
    // Every type of the spec is on the page.
    await expect(page.getByRole('combobox').first()).toBeVisible();
    await expect(page.getByRole('radio').first()).toBeVisible();
    await expect(page.getByRole('checkbox').first()).toBeVisible();
    await expect(page.locator('.sowq-q textarea')).toHaveCount(1);
    await expect(page.locator('.sowq-q input[type=date]')).toHaveCount(1);
    await expect(page.locator('.sowq-q input[type=number]')).toHaveCount(1);
    await expect(page.locator('.sowq-q input[type=text]')).toHaveCount(1);
    // The default option is chosen already.
    await expect(page.getByLabel(/Occupation/)).toHaveValue(/\d+/);
    await expectNoSeriousA11yViolations(page);
    await shotsAtWidths(page, testInfo, 'sowq-required');

    // Sent without the required answers: each one is named next to its question.
    await page.getByRole('button', { name: 'Save answers' }).click();
    const missing = page.locator('.sowq-q').filter({ hasText: 'This field is required.' });
    await expect(missing.first()).toBeVisible();
    const missingCount = await missing.count();
    expect(missingCount).toBeGreaterThanOrEqual(3);

    // Answered as a player would.
    await page.getByLabel(/Employer/).fill('Acme Shipping Ltd');
    await page.getByLabel(/Industry/).selectOption({ label: 'IT and telecommunications' });
    await question(page, /Annual net income/)
      .getByRole('radio', { name: '30,000 to 60,000' })
      .check();
    await question(page, /Where does the money/)
      .getByRole('checkbox', { name: 'Salary or wages' })
      .check();
    await question(page, /Where does the money/)
      .getByRole('checkbox', { name: 'Savings' })
      .check();
    for (const combo of await page.locator('.sowq-q select').all()) {
      if ((await combo.inputValue()) === '') {
        await combo.selectOption({ index: 1 });
      }
    }
    await page.locator('.sowq-q input[type=date]').fill('2015-09-01');
    await page.locator('.sowq-q input[type=number]').fill('2');
    await page.locator('.sowq-q textarea').fill('Salary from my employer and savings.');
    await page.getByRole('button', { name: 'Save answers' }).click();
    await expect(page.getByText('Thank you. Your answers have been saved.')).toBeVisible();
    await expect(page.getByText('This field is required.')).toHaveCount(0);

    const survey = await playerGet<Survey>(
      request,
      player.token,
      'me/survey/last?type=sowq&currency=EUR&language=en',
    );
    expect(survey.is_answered).toBe(true);
    const view = await staffCall<StaffSurveyView>(
      request,
      staff,
      'get',
      `players/${player.id}/surveys/sowq`,
    );
    expect(view.is_answered).toBe(true);
    const saved = view.responses[0]!.answers;
    expect(saved.find((a) => a.key === 'employer')?.answer).toBe('Acme Shipping Ltd');
    expect(
      saved
        .filter((a) => a.key === 'source_of_funds')
        .map((a) => a.answer)
        .sort(),
    ).toEqual(['salary', 'savings']);

    // Back on the page, the answers come prefilled.
    await page.reload();
    await expect(page.getByText(/You answered on/)).toBeVisible();
    await expect(page.getByLabel(/Employer/)).toHaveValue('Acme Shipping Ltd');
    await expect(
      question(page, /Where does the money/).getByRole('checkbox', { name: 'Savings' }),
    ).toBeChecked();
    await expect(page.locator('.sowq-q input[type=date]')).toHaveValue('2015-09-01');
    await shotsAtWidths(page, testInfo, 'sowq-answered');
  });
});
