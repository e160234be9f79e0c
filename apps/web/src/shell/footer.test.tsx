// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { SkinSettings } from '@croupier/contract/skin';
import { Footer } from './footer.tsx';

vi.mock('../lib/i18n.ts', () => ({ i18n: { language: 'en' } }));
vi.mock('../lib/translation.tsx', () => ({
  useTranslation: () => ({
    t: (key: string, values?: Record<string, unknown>) =>
      values ? `${key} ${JSON.stringify(values)}` : key,
  }),
}));
vi.mock('./language-select.tsx', () => ({ LanguageSelect: () => null }));

const settings = {
  layout_settings: {
    brand_name: 'Demo Casino',
    logo_text: 'DEMO',
    logo_url: null,
    colors: {},
    radius: '',
    font_family: '',
  },
  licence: {
    company_name: 'Demo Ltd',
    company_address: 'Street 1, Valletta',
    company_registration: 'C 1',
    licence_number: 'MGA/1',
    licence_text:
      '{{brand_name}} is operated by {{company_name}} under licence {{licence_number}}.',
    licence_texts: {
      de: '{{brand_name}} wird von {{company_name}} unter der Lizenz {{licence_number}} betrieben.',
      pl: '  ',
    },
    support_email: 'help@demo.example',
  },
} as unknown as SkinSettings;

function mountAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['skin', 'settings'], settings);
  const { container } = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Footer onOpenCookieSettings={() => {}} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return container.querySelector('.site-footer__licence')?.textContent;
}

afterEach(cleanup);

describe('footer licence paragraph', () => {
  it('shows the German text, filled, on the German site', () => {
    expect(mountAt('/de/')).toBe('Demo Casino wird von Demo Ltd unter der Lizenz MGA/1 betrieben.');
    expect(screen.queryByText(/is operated by/)).toBeNull();
  });

  it('shows the English text on the English site', () => {
    expect(mountAt('/en/')).toBe('Demo Casino is operated by Demo Ltd under licence MGA/1.');
  });

  it('falls back to the English text for a language without its own (missing or blank)', () => {
    expect(mountAt('/hu/casino')).toBe('Demo Casino is operated by Demo Ltd under licence MGA/1.');
    cleanup();
    expect(mountAt('/pl/')).toBe('Demo Casino is operated by Demo Ltd under licence MGA/1.');
  });
});
