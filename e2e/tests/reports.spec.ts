/**
 * Reports (casino activity), as a player uses them: rounds played on the real game page (and
 * through the game frame's own API) show up per game with the sums of the rounds; the type and
 * date rules of the spec hold on the page; the CSV export has the table's rows, the Excel file
 * parses, the PDF is a PDF. Each test has a player of its own.
 */
import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { skinHeader } from './accounts-support.ts';
import { expect, expectNoSeriousA11yViolations, test } from './support.ts';
import { catalogGame, openRealGame, studioRounds } from './game-support.ts';
import { playerOnSite, shotsAtWidths } from './identity-support.ts';

const SLUG = 'orchard-of-fortune';

/** A small RFC 4180 reader (quotes, doubled quotes, CRLF); drops the UTF-8 BOM. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const s = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < s.length; i += 1) {
    const ch = s[i]!;
    if (quoted) {
      if (ch === '"' && s[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && s[i + 1] === '\n') i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

async function download(page: Page, format: 'csv' | 'xlsx' | 'pdf'): Promise<Buffer> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.locator(`button[data-export="${format}"]`).click(),
  ]);
  return readFile((await (file as Download).path())!);
}

const euro = (minor: number, sign = false) =>
  new Intl.NumberFormat('en', {
    style: 'currency',
    currency: 'EUR',
    signDisplay: sign ? 'exceptZero' : 'auto',
  }).format(minor / 100);

test.describe('reports (casino activity)', () => {
  test('rounds played show per game with their sums; exports match the table', async ({
    page,
    request,
  }, testInfo) => {
    test.slow();
    const { session, game } = await openRealGame(page, request, SLUG, 'reports');
    // One spin on the game page, two more through the frame's own API.
    await expect(game.getByTestId('play')).toBeEnabled({ timeout: 15_000 });
    await game.getByTestId('play').click();
    await expect
      .poll(async () => (await studioRounds(request, session)).length, { timeout: 30_000 })
      .toBe(1);
    for (const n of [1, 2]) {
      const res = await request.post('/studio/v1/rounds', {
        headers: { 'studio-session': session },
        data: {
          bet: { lineBet: n },
          clientSeed: 'e2e-reports',
          requestId: `e2e-rep-${n}-${session.slice(0, 12)}`,
        },
      });
      expect(res.status(), await res.text()).toBe(200);
    }
    const rounds = await studioRounds(request, session);
    expect(rounds).toHaveLength(3);
    expect(rounds.every((r) => r.status === 'settled')).toBe(true);
    const stakes = rounds.reduce((s, r) => s + r.stake, 0);
    const wins = rounds.reduce((s, r) => s + r.win, 0);
    const title = await catalogGame(request, SLUG);

    await page.goto('/en/dashboard/reports');
    await expect(page.getByRole('heading', { level: 2, name: 'Casino activity' })).toBeVisible();
    await expect(page.getByText('Days and times are in UTC.')).toBeVisible();
    const table = page.getByRole('table', { name: 'Your bets and wins per game' });
    const row = table.getByRole('row', { name: new RegExp(title.name) });
    await expect(row).toHaveCount(1);
    const cells = row.getByRole('cell');
    await expect(cells.nth(0)).toHaveText(title.provider.name);
    await expect(cells.nth(1)).toHaveText('3');
    await expect(cells.nth(2)).toHaveText(euro(stakes));
    await expect(cells.nth(3)).toHaveText(euro(wins));
    await expect(cells.nth(4)).toHaveText(euro(wins - stakes, true));
    // The cards: bets, wins, net, and the bonus parts (none: cash only).
    const card = (label: string) =>
      page
        .locator('.reports-card')
        .filter({ has: page.getByRole('term').getByText(label, { exact: true }) });
    await expect(card('Bets').getByRole('definition').first()).toHaveText(euro(stakes));
    await expect(card('Wins').getByRole('definition').first()).toHaveText(euro(wins));
    await expect(card('Net').getByRole('definition').first()).toHaveText(euro(wins - stakes, true));
    await expect(card('Bonus bets').getByRole('definition')).toHaveText(euro(0));
    // The provider filter offers the provider played.
    await expect(page.getByLabel('Provider', { exact: true }).locator('option')).toHaveText([
      'All providers',
      title.provider.name,
    ]);

    // Bonus money only: nothing was staked with a bonus.
    await page.getByLabel('Money', { exact: true }).selectOption('bonus');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('No results found, change the date range.')).toBeVisible();
    await page.getByLabel('Money', { exact: true }).selectOption('all');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(row).toHaveCount(1);

    const csv = parseCsv((await download(page, 'csv')).toString('utf8'));
    expect(csv[0]).toEqual([
      'Game',
      'Provider',
      'Number of bets',
      'Bets',
      'Wins',
      'Net',
      'Currency',
      'Last played (UTC)',
    ]);
    expect(csv).toHaveLength(2);
    const [name, provider, count, bets, won, net, currency] = csv[1]!;
    expect([name, provider, count, currency]).toEqual([
      title.name,
      title.provider.name,
      '3',
      'EUR',
    ]);
    expect(Math.round(Number(bets) * 100)).toBe(stakes);
    expect(Math.round(Number(won) * 100)).toBe(wins);
    expect(Math.round(Number(net) * 100)).toBe(wins - stakes);

    const workbook = new ExcelJS.Workbook();
    const xlsx = await download(page, 'xlsx');
    await workbook.xlsx.load(
      xlsx.buffer.slice(xlsx.byteOffset, xlsx.byteOffset + xlsx.byteLength) as ArrayBuffer,
    );
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Game');
    expect(sheet.getRow(2).getCell(1).value).toBe(title.name);
    expect(sheet.getRow(2).getCell(3).value).toBe(3);
    expect(Math.round(Number(sheet.getRow(2).getCell(4).value) * 100)).toBe(stakes);

    const pdf = await download(page, 'pdf');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), {
      mergePages: true,
    });
    expect(text).toContain('Casino activity');
    expect(text).toContain(title.name);

    await expectNoSeriousA11yViolations(page);
    await shotsAtWidths(page, testInfo, 'reports-en');
    await page.goto('/de/dashboard/reports');
    await expect(page.getByRole('heading', { level: 2, name: 'Casino-Aktivität' })).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Ihre Einsätze und Gewinne pro Spiel' }).getByRole('row', {
        name: new RegExp(title.name),
      }),
    ).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
    await shotsAtWidths(page, testInfo, 'reports-de');
  });

  test('the spec date rules: from at most yesterday, search disabled when from is after to', async ({
    page,
    request,
  }, testInfo) => {
    const player = await playerOnSite(page, request);
    await page.goto('/en/dashboard/reports');
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await expect(page.getByLabel('From', { exact: true })).toHaveAttribute('max', yesterday);
    await expect(page.getByLabel('To', { exact: true })).toHaveAttribute('max', today);
    await expect(page.getByText('No results found, change the date range.')).toBeVisible();
    await page.getByLabel('From', { exact: true }).fill(yesterday);
    await page
      .getByLabel('To', { exact: true })
      .fill(new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10));
    await expect(page.getByRole('button', { name: 'Search' })).toBeDisabled();
    await expect(page.getByRole('alert')).toHaveText(
      'The start date must not be later than the end date.',
    );
    await page.getByLabel('From', { exact: true }).fill(today);
    await page.getByLabel('To', { exact: true }).fill(today);
    await expect(page.getByRole('button', { name: 'Search' })).toBeDisabled();
    await expect(page.getByRole('alert')).toHaveText(
      'The start date can be yesterday at the latest.',
    );
    await page.getByLabel('From', { exact: true }).fill(yesterday);
    await expect(page.getByRole('button', { name: 'Search' })).toBeEnabled();
    await expect(page.getByRole('alert')).toHaveCount(0);
    // The server keeps the rule whatever a page sends: 422 with the field's key.
    const res = await request.get('/v1/casino/analytics', {
      headers: { ...(await skinHeader(request)), 'user-token': player.token },
      params: { from: today, to: yesterday },
    });
    expect(res.status()).toBe(422);
    expect(((await res.json()) as { errors: unknown }).errors).toEqual({ from: ['field_invalid'] });
    await shotsAtWidths(page, testInfo, 'reports-empty');
  });
});
