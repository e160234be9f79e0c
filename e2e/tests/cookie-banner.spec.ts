import type { Page } from '@playwright/test';
import { cookie, expect, expectAboutOneYear, test } from './support.ts';

function banner(page: Page) {
  return page.getByRole('region', { name: 'Your cookie choices' });
}

const choices: {
  title: string;
  value: string;
  choose: (page: Page) => Promise<void>;
  functional: boolean;
  statistical: boolean;
}[] = [
  {
    title: '"Only essential" stores e',
    value: 'e',
    choose: (page) => banner(page).getByRole('button', { name: 'Only essential' }).click(),
    functional: false,
    statistical: false,
  },
  {
    title: '"Confirm all" stores efs',
    value: 'efs',
    choose: (page) => banner(page).getByRole('button', { name: 'Confirm all' }).click(),
    functional: true,
    statistical: true,
  },
  {
    title: 'only functional, then "Save settings", stores ef',
    value: 'ef',
    choose: async (page) => {
      await banner(page).getByRole('switch', { name: 'Functional' }).check();
      await banner(page).getByRole('button', { name: 'Save settings' }).click();
    },
    functional: true,
    statistical: false,
  },
  {
    title: 'only statistical, then "Save settings", stores es',
    value: 'es',
    choose: async (page) => {
      await banner(page).getByRole('switch', { name: 'Statistical' }).check();
      await banner(page).getByRole('button', { name: 'Save settings' }).click();
    },
    functional: false,
    statistical: true,
  },
];

test.describe('cookie banner', () => {
  test.use({ consent: null });

  test('is shown on a first visit with essential cookies locked on', async ({ page, context }) => {
    await page.goto('/en');
    await expect(banner(page)).toBeVisible();
    const essential = banner(page).getByRole('switch', { name: /^Essential/ });
    await expect(essential).toBeChecked();
    await expect(essential).toBeDisabled();
    await expect(banner(page).getByRole('switch', { name: 'Functional' })).not.toBeChecked();
    await expect(banner(page).getByRole('switch', { name: 'Statistical' })).not.toBeChecked();
    await expect(
      banner(page).getByRole('link', { name: 'Read our cookie policy' }),
    ).toHaveAttribute('href', '/en/cookies');
    expect(await cookie(context, 'cookie_consent')).toBeUndefined();
  });

  for (const choice of choices) {
    test(choice.title, async ({ page, context }) => {
      await page.goto('/en');
      await choice.choose(page);
      await expect(banner(page)).toBeHidden();

      const stored = await cookie(context, 'cookie_consent');
      expect(stored?.value).toBe(choice.value);
      expectAboutOneYear(stored);

      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Casino' })).toBeVisible();
      await expect(banner(page)).toHaveCount(0);

      // "Cookie settings" in the footer opens it again, showing the stored choice.
      await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
      await expect(banner(page)).toBeVisible();
      const functional = banner(page).getByRole('switch', { name: 'Functional' });
      const statistical = banner(page).getByRole('switch', { name: 'Statistical' });
      await expect(functional).toBeChecked({ checked: choice.functional });
      await expect(statistical).toBeChecked({ checked: choice.statistical });
    });
  }

  test('"Cookie settings" changes a stored choice', async ({ page, context }) => {
    await page.goto('/en');
    await banner(page).getByRole('button', { name: 'Only essential' }).click();
    await expect(banner(page)).toBeHidden();

    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
    await banner(page).getByRole('switch', { name: 'Functional' }).check();
    await banner(page).getByRole('button', { name: 'Save settings' }).click();
    await expect(banner(page)).toBeHidden();
    expect((await cookie(context, 'cookie_consent'))?.value).toBe('ef');

    // Escape closes a reopened banner without changing the choice.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
    await expect(banner(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(banner(page)).toBeHidden();
    expect((await cookie(context, 'cookie_consent'))?.value).toBe('ef');
  });
});
