import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../i18n/index.ts';
import { Hub88ImportAction, Hub88ImportResult, useHub88Import } from './hub88-import.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let answer: () => Response;
const calls: string[] = [];

beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push(`${init.method} ${url}`);
      return answer();
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Harness() {
  const importer = useHub88Import();
  return (
    <>
      <Hub88ImportAction importer={importer} />
      <Hub88ImportResult importer={importer} />
    </>
  );
}

async function runImport() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Harness />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Import Hub88 catalog' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import the Hub88 catalog?' });
  expect(calls).toEqual([]);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Import Hub88 catalog' }));
}

describe('the Hub88 catalog import', () => {
  it('asks first, then shows the counts the server answers', async () => {
    answer = () => json(200, { data: { created: 12, updated: 3, disabled: 1 } });
    await runImport();
    const result = await screen.findByText('Last Hub88 import');
    expect(calls).toEqual(['POST /staff/v1/providers/hub88/import']);
    const box = result.closest('.import-result') as HTMLElement;
    expect(
      within(box)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['12', '3', '1']);
  });

  it('says Hub88 is not configured when the server has no import (404)', async () => {
    answer = () => json(404, { message: 'not_found' });
    await runImport();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The Hub88 import failed: Hub88 is not configured on this server (HUB88_API_URL).',
    );
  });

  it('says Hub88 did not answer (502 provider_unavailable)', async () => {
    answer = () => json(502, { message: 'provider_unavailable' });
    await runImport();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The Hub88 import failed: The provider did not answer. Try again later.',
    );
  });
});
