import type { SkinSettingsJson } from '../db/schema.ts';

/** The demo skin "Croupier Casino": every brand text, colour and licence value lives here. */
export const demoSkinSettings: SkinSettingsJson = {
  ui_options: {
    hide_transaction_popups: false,
    player_login_with_email: true,
    allow_external_registration: false,
    is_activation_email_bypassed: false,
  },
  revenue_calculation: 'ggr',
  analytics_code: null,
  captcha: { provider: 'altcha', enabled: true },
  live_chat_url: null,
  layout_settings: {
    brand_name: 'Croupier Casino',
    logo_text: 'CROUPIER',
    colors: {
      bg: '#0b1020',
      surface: '#141b31',
      'surface-2': '#1c2542',
      text: '#eef1fa',
      muted: '#a3acc6',
      accent: '#f5c542',
      'accent-contrast': '#1a1405',
      win: '#34d399',
      danger: '#f87171',
    },
    radius: '14px',
    font_family: "'Inter Variable', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  },
  licence: {
    company_name: 'Croupier Gaming Ltd',
    company_address: 'Level 3, Valletta Buildings, South Street, Valletta VLT 1103, Malta',
    company_registration: 'C 99999',
    licence_number: 'MGA/B2C/999/2026',
    licence_text:
      '{{brand_name}} is operated by {{company_name}}, a company registered in Malta under number {{company_registration}}, with its registered office at {{company_address}}. {{company_name}} is licensed and regulated by the Malta Gaming Authority under licence {{licence_number}}.',
    support_email: 'support@croupier.example',
    dpo_email: 'privacy@croupier.example',
    affiliate_email: 'affiliates@croupier.example',
    site_url: 'http://localhost:3000',
  },
  currency_ids: [1, 2, 3, 42, 5],
  restricted_countries: ['US', 'FR', 'GB', 'ES', 'IT', 'NL', 'AU', 'KP', 'IR'],
  // Jurisdictions under increased monitoring (FATF grey list at the time of writing): enhanced
  // due diligence, so real play waits for an approved identity check. The operator keeps the list.
  risky_countries: ['BG', 'MC'],
  production: true,
};

export const LANGUAGE_ROWS = [
  { code: 'en', name: 'English', nativeName: 'English', isDefault: true, rank: 1 },
  { code: 'cs', name: 'Czech', nativeName: 'Čeština', isDefault: false, rank: 2 },
  { code: 'de', name: 'German', nativeName: 'Deutsch', isDefault: false, rank: 3 },
  { code: 'sk', name: 'Slovak', nativeName: 'Slovenčina', isDefault: false, rank: 4 },
  { code: 'hu', name: 'Hungarian', nativeName: 'Magyar', isDefault: false, rank: 5 },
  { code: 'pl', name: 'Polish', nativeName: 'Polski', isDefault: false, rank: 6 },
  { code: 'es', name: 'Spanish', nativeName: 'Español', isDefault: false, rank: 7 },
];
