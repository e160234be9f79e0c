import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { StaffSkinSettings } from '@croupier/contract/staff-content';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import '../i18n/index.ts';
import { SkinSettingsScreen } from './skin-settings.tsx';

const settings: StaffSkinSettings = {
  id: 1,
  name: 'Croupier',
  ref_id: 'croupier',
  in_maintenance: false,
  ui_options: {
    hide_transaction_popups: false,
    player_login_with_email: true,
    allow_external_registration: false,
    is_activation_email_bypassed: false,
  },
  live_chat_url: null,
  layout_settings: {
    brand_name: 'Croupier',
    logo_text: 'C',
    logo_url: null,
    colors: { primary: '#112233' },
    radius: '8px',
    font_family: 'Inter',
  },
  licence: {
    company_name: 'Co',
    company_address: '',
    company_registration: '',
    licence_number: '',
    licence_text: 'Operated by {{company_name}}.',
    licence_texts: { de: 'Betrieben von {{company_name}}.' },
    support_email: '',
    dpo_email: '',
    affiliate_email: '',
    site_url: '',
  },
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const puts: unknown[] = [];

beforeEach(() => {
  puts.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (init.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as { licence?: object };
        puts.push(body);
        return json(200, {
          data: { ...settings, licence: { ...settings.licence, ...body.licence } },
        });
      }
      if (url.endsWith('/skins')) return json(200, { data: [settings] });
      return json(200, { data: settings });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the licence text of the skin settings', () => {
  it('has one text per language: English is licence_text, the others licence_texts', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <SkinSettingsScreen part="settings" />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const english = await screen.findByLabelText('Licence text in English');
    expect(english).toHaveProperty('value', 'Operated by {{company_name}}.');
    const tabs = screen.getByRole('tablist', { name: 'Languages of the licence text' });
    expect(tabs.querySelectorAll('[role="tab"]')).toHaveLength(7);

    fireEvent.click(screen.getByRole('tab', { name: /German/ }));
    const german = screen.getByLabelText('Licence text in German');
    expect(german).toHaveProperty('value', 'Betrieben von {{company_name}}.');
    fireEvent.change(german, { target: { value: 'Betreiber: {{company_name}}.' } });

    fireEvent.click(screen.getByRole('tab', { name: /Polish/ }));
    const polish = screen.getByLabelText('Licence text in Polish');
    expect(polish).toHaveProperty('value', '');
    expect(screen.getByText(/Empty: the Polish site shows the English text/)).toBeTruthy();
    fireEvent.change(polish, { target: { value: 'Operatorem jest {{company_name}}.' } });

    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      licence: {
        licence_texts: {
          de: 'Betreiber: {{company_name}}.',
          pl: 'Operatorem jest {{company_name}}.',
        },
      },
    });
  });
});
