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
    font_family:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  licence: {
    company_name: 'Croupier Gaming Ltd',
    company_address: 'Level 3, Valletta Buildings, South Street, Valletta VLT 1103, Malta',
    company_registration: 'C 99999',
    licence_number: 'MGA/B2C/999/2026',
    licence_text:
      '{{brand_name}} is operated by {{company_name}}, a company registered in Malta under number {{company_registration}}, with its registered office at {{company_address}}. {{company_name}} is licensed and regulated by the Malta Gaming Authority under licence {{licence_number}}.',
    // The same paragraph per site language (same placeholders); a language missing here shows
    // licence_text, so skins saved before these existed need no migration.
    licence_texts: {
      de: '{{brand_name}} wird von {{company_name}} betrieben, einem in Malta unter der Nummer {{company_registration}} eingetragenen Unternehmen mit eingetragenem Sitz unter der Anschrift {{company_address}}. {{company_name}} ist von der Malta Gaming Authority unter der Lizenz {{licence_number}} lizenziert und reguliert.',
      es: '{{brand_name}} es operado por {{company_name}}, una sociedad registrada en Malta con el número {{company_registration}} y con domicilio social en {{company_address}}. {{company_name}} está autorizada y regulada por la Malta Gaming Authority con la licencia {{licence_number}}.',
      pl: 'Operatorem {{brand_name}} jest {{company_name}}, spółka zarejestrowana na Malcie pod numerem {{company_registration}}, z siedzibą pod adresem {{company_address}}. {{company_name}} działa na podstawie licencji {{licence_number}} wydanej przez Malta Gaming Authority i podlega jej nadzorowi.',
      cs: 'Provozovatelem {{brand_name}} je společnost {{company_name}}, registrovaná na Maltě pod číslem {{company_registration}}, se sídlem {{company_address}}. Společnost {{company_name}} je držitelem licence {{licence_number}} udělené úřadem Malta Gaming Authority a podléhá jeho dozoru.',
      hu: 'A(z) {{brand_name}} üzemeltetője a(z) {{company_name}}, Máltán {{company_registration}} cégjegyzékszámon bejegyzett társaság, székhelye: {{company_address}}. A(z) {{company_name}} a Malta Gaming Authority által kiadott {{licence_number}} számú engedéllyel rendelkezik, és a hatóság felügyelete alatt áll.',
      sk: 'Prevádzkovateľom {{brand_name}} je spoločnosť {{company_name}}, registrovaná na Malte pod číslom {{company_registration}}, so sídlom {{company_address}}. Spoločnosť {{company_name}} je držiteľom licencie {{licence_number}} udelenej úradom Malta Gaming Authority a podlieha jeho dohľadu.',
    },
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
