import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { StaffBanner, StaffPage, StaffSkinSettings } from '@croupier/contract/staff-content';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import '../i18n/index.ts';
import { BannersScreen } from './banners.tsx';
import { PageEditorScreen } from './pages.tsx';
import { SkinLogo } from './skin-logo.tsx';

const page: StaffPage = {
  id: 7,
  slug: 'about',
  rank: 0,
  languages: ['en'],
  title: 'About',
  is_active: true,
  created_at: '2026-01-01T00:00:00.000Z',
  translations: [
    {
      language: 'en',
      title: 'About',
      content: '<p>Hi</p>',
      seo_title: '',
      seo_description: '',
      seo_keywords: '',
    },
  ],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const calls: { method: string; url: string; body: unknown }[] = [];
let reply: (method: string, url: string, body: unknown) => Response;

beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body =
        init.body instanceof FormData
          ? init.body
          : init.body
            ? JSON.parse(String(init.body))
            : undefined;
      calls.push({ method, url, body });
      return reply(method, url, body);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAt(path: string, routes: { path: string; element: React.ReactNode }[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {routes.map((r) => (
            <Route key={r.path} path={r.path} element={r.element} />
          ))}
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the page editor', () => {
  it('toggles whether the site shows the page, marks the form unsaved and sends is_active', async () => {
    reply = (method, _url, body) =>
      method === 'PUT'
        ? json(200, { data: { ...page, ...(body as object), translations: page.translations } })
        : json(200, { data: page });
    renderAt('/content/pages/7', [{ path: '/content/pages/:id', element: <PageEditorScreen /> }]);
    const shown = await screen.findByRole('checkbox', { name: 'Shown on the site' });
    expect(shown).toHaveProperty('checked', true);
    expect(screen.queryByText('You have unsaved changes.')).toBeNull();

    fireEvent.click(shown);
    expect(screen.getByText('You have unsaved changes.')).toBeTruthy();
    expect(screen.getByText(/the site answers “page not found”/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url).toContain('/pages/7');
    expect(put.body).toMatchObject({ slug: 'about', rank: 0, is_active: false });
    await waitFor(() => expect(screen.queryByText('You have unsaved changes.')).toBeNull());
    expect(screen.getByRole('checkbox', { name: 'Shown on the site' })).toHaveProperty(
      'checked',
      false,
    );
  });

  it('refuses to save a present language without a title and shows the server’s slug clash', async () => {
    reply = (method) =>
      method === 'PUT'
        ? json(422, { message: 'validation', errors: { slug: ['fields_already_used'] } })
        : json(200, { data: page });
    renderAt('/content/pages/7', [{ path: '/content/pages/:id', element: <PageEditorScreen /> }]);
    const title = await screen.findByLabelText('Title');
    fireEvent.change(title, { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Give a title in: English.');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'About us' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Another entry uses this address already.',
      ),
    );
  });
});

describe('the banner editor', () => {
  const banner: StaffBanner = {
    id: 3,
    key: 'welcome',
    rank: 0,
    active: true,
    valid_from: null,
    valid_to: null,
    button_url: '/casino',
    tags: [],
    medias: [],
    languages: ['en'],
    translations: [{ language: 'en', title: 'Welcome', subtitle: '', button_text: '' }],
    created_at: '2026-01-01T00:00:00.000Z',
  };

  it('needs the window’s start before its end, then sends both bounds', async () => {
    reply = (method) =>
      method === 'PUT' ? json(200, { data: banner }) : json(200, { data: [banner] });
    renderAt('/content/banners', [{ path: '/content/banners', element: <BannersScreen /> }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit welcome' }));
    const dialog = await screen.findByRole('dialog');
    const from = within(dialog).getByLabelText('From');
    const to = within(dialog).getByLabelText('Until');
    fireEvent.change(from, { target: { value: '2026-05-02T10:00' } });
    fireEvent.change(to, { target: { value: '2026-05-01T10:00' } });
    expect(within(dialog).getByText('The end must be after the start.')).toBeTruthy();
    expect(to.getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Check the highlighted fields.',
    );
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.change(to, { target: { value: '2026-05-03T10:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toMatchObject({
      key: 'welcome',
      valid_from: new Date('2026-05-02T10:00').toISOString(),
      valid_to: new Date('2026-05-03T10:00').toISOString(),
    });
  });
});

describe('the skin logo', () => {
  const settings = {
    id: 1,
    layout_settings: { brand_name: 'Croupier', logo_text: 'CROUPIER', logo_url: null },
  } as unknown as StaffSkinSettings;

  it('uploads a logo, shows the server’s refusal, and refuses an oversized file itself', async () => {
    let refuse = true;
    reply = () =>
      refuse
        ? json(422, { message: 'validation', errors: { file: ['document_file_type'] } })
        : json(200, {
            data: {
              ...settings,
              layout_settings: { ...settings.layout_settings, logo_url: '/media/logos/a.png' },
            },
          });
    renderAt('/', [{ path: '/', element: <SkinLogo settings={settings} /> }]);
    expect(screen.getByText(/The site shows its default logo/)).toBeTruthy();
    const input = screen.getByLabelText('Upload a logo (PNG, JPEG, at most 512 KB)');
    const file = new File(['<html></html>'], 'logo.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This file was refused: upload a PNG or JPEG image of at most 512 KB.',
    );
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url).toBe('/staff/v1/skins/1/logo');
    expect((post.body as FormData).get('file')).toBeInstanceOf(File);

    calls.length = 0;
    const big = new File([new Uint8Array(512 * 1024 + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(screen.getByRole('alert').textContent).toContain('refused');
    expect(calls).toHaveLength(0);

    refuse = false;
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(calls.map((c) => c.method)).toEqual(['POST']);
  });
});
