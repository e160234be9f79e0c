/**
 * Business constants of the specification (section 9 of both documents), settled by DECISIONS.md.
 * This file must stay free of runtime dependencies: the site imports it into its first chunk.
 */

export const LANGUAGES = ['en', 'cs', 'de', 'sk', 'hu', 'pl', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** `cz` is accepted in URLs and queries and normalised to `cs`. */
export const LANGUAGE_ALIASES: Readonly<Record<string, Language>> = { cz: 'cs' };

export function normalizeLanguage(value: string | null | undefined): Language | null {
  if (!value) return null;
  const lower = value.toLowerCase();
  const alias = LANGUAGE_ALIASES[lower];
  if (alias) return alias;
  return (LANGUAGES as readonly string[]).includes(lower) ? (lower as Language) : null;
}

export const TRANSLATION_GROUPS = [
  'header',
  'footer',
  'registration',
  'login',
  'buttons',
  'casino',
  'live_casino',
  'promotion',
  'about_us',
  'payment_methods',
  'affiliate_program',
  'myprofile',
  'reports',
  'accountBalance',
  'myInbox',
  'dashboardMenu',
  'common',
  'cookies',
  'admin',
  // Documents, KYC, the questionnaire and the account's data (issue 11).
  'identity',
  // Deposit, withdraw, the transfer info pages and the transaction status page (issue 12).
  'payments',
  // The transactions page and the exports of the transactions and reports tables (issue 12).
  'transactions',
  // My Bonus, the promotion's claim and the deposit's bonus choice (issue 13).
  'myBonus',
  // The player's sessions and the last-login notice after a login (issue 17).
  'sessions',
  // The player's optional two-factor login (TOTP and recovery codes).
  'twoFactor',
] as const;
export type TranslationGroup = (typeof TRANSLATION_GROUPS)[number];
/** Groups the shell and the lobby need on the first screen: embedded in index.html. */
export const FIRST_SCREEN_GROUPS = [
  'common',
  'buttons',
  'header',
  'footer',
  'cookies',
  'casino',
  'live_casino',
] as const;

/** Section name prefixes; a lobby shows the sections whose name starts with its prefix. */
export const SECTION_PREFIXES = {
  casino: 'casino-',
  prime: 'prime-',
  liveCasino: 'liveCasino-',
  crashGames: 'crashGames-',
  others: 'others-',
  bingo: 'bingo-',
} as const;
export type LobbyKey = keyof typeof SECTION_PREFIXES;

/** Banner tags: the prefix of a banner media's comment sorts it into a lobby. */
export const BANNER_TAGS = [
  'casino',
  'liveCasino',
  'bingo',
  'scratchCards',
  'crashGames',
  'promotion',
  'fallbackIMG',
] as const;
export type BannerTag = (typeof BANNER_TAGS)[number];
/** The main menu: keys in the `header` translation group and the paths they open. */
export const MAIN_MENU_ITEMS = [
  { key: 'casino', path: '/casino' },
  { key: 'prime', path: '/prime' },
  { key: 'live_casino', path: '/live-casino' },
  { key: 'crash_games', path: '/crash-games' },
  { key: 'others', path: '/others' },
  { key: 'virtual_sports', path: '/virtual-sports' },
  { key: 'promotions', path: '/promotion' },
] as const;
export type MainMenuKey = (typeof MAIN_MENU_ITEMS)[number]['key'];

/** The banner tags of each lobby route (the path without language prefix). */
export const LOBBY_BANNER_TAGS: Readonly<Record<string, readonly BannerTag[]>> = {
  '/': ['casino'],
  '/casino': ['casino'],
  '/prime': ['casino'],
  '/live-casino': ['liveCasino'],
  '/crash-games': ['crashGames'],
  '/others': ['scratchCards', 'bingo'],
};
/** The section prefixes whose sections make up each lobby, by its path. */
export const LOBBY_SECTION_PREFIXES: Readonly<Record<string, readonly string[]>> = {
  '/': [SECTION_PREFIXES.casino],
  '/casino': [SECTION_PREFIXES.casino],
  '/prime': [SECTION_PREFIXES.prime],
  '/live-casino': [SECTION_PREFIXES.liveCasino],
  '/crash-games': [SECTION_PREFIXES.crashGames],
  '/others': [SECTION_PREFIXES.others, SECTION_PREFIXES.bingo],
};
/** Banners without a comment appear everywhere except under these tags. */
export const UNTAGGED_BANNER_EXCLUDED_TAGS: readonly BannerTag[] = ['scratchCards', 'crashGames'];

export const GAMES = {
  initialPageSize: 48,
  loadMoreStep: 50,
  maxPageSize: 500,
  searchMinLength: 3,
  searchMaxLength: 100,
  reelOptions: [3, 4, 5],
} as const;

export const BREAKPOINTS = {
  desktopMin: 1200,
  bannerSwitch: 600,
  mobileCarouselMax: 700,
  backgroundSwitch: 567,
} as const;

export const TIMINGS = {
  inactivityLogoutMs: 30 * 60_000,
  inactivityCheckMs: 60_000,
  balancePollMs: 5_000,
  messagePollMs: 5_000,
  socketMessageFetchMs: 10_000,
  slowLoadMessageMs: 12_000,
  carouselAutoplayMs: 5_000,
  toastMs: 3_000,
  fieldHighlightMs: 2_000,
  nameWarningMs: 3_500,
  resendCountdownS: 60,
  chunkLoadTimeoutMs: 120_000,
  realityCheckDefaultS: 3_600,
  realityCheckMessageS: 60,
  realityCheckTriggerS: 61,
  depositClickLockMs: 3_000,
  withdrawalLockS: 600,
} as const;

export const SCROLL = { compactHeaderPx: 300, scrollTopButtonPx: 800 } as const;

export const COOKIES = {
  consent: 'cookie_consent',
  language: 'language',
  referral: 'btag',
  consentMaxAgeDays: 365,
  languageMaxAgeDays: 365,
  referralMaxAgeDays: 30,
  loginCounterS: 600,
  loginStatusS: 3_600,
} as const;

/** Stored consent values: essential is always on. */
export const CONSENT_VALUES = ['e', 'ef', 'efs', 'es'] as const;
export type ConsentValue = (typeof CONSENT_VALUES)[number];

export const STORAGE_KEYS = {
  language: 'language',
  savedPath: 'savedPath',
  token: 'token',
  balanceVisible: 'balanceVisible',
  fromUrl: 'fromUrl',
  translationsPrefix: 'translations:',
  /** Session storage: an address to return to after login, set by flows other than a guard. */
  tempRoute: 'tempRoute',
  /** Local storage: when the player last moved, typed or touched (epoch ms), shared by tabs. */
  lastActivity: 'lastActivity',
  /** Admin mode (session storage): the server-issued staff token, nickname and keys flag. */
  adminToken: 'adminToken',
  adminNickname: 'adminNickname',
  adminTranslations: 'adminTranslations',
  /** When a Confirm Email / Confirm phone countdown of the dashboard ends (epoch ms). */
  confirmEmailUntil: 'confirmEmailUntil',
  confirmPhoneUntil: 'confirmPhoneUntil',
} as const;

export const ACCOUNT = {
  usernameMin: 6,
  usernameMax: 25,
  emailMin: 6,
  passwordMin: 8,
  confirmPasswordCheckAfter: 5,
  phonePrefixCheckAfter: 4,
  phoneMinDigits: 8,
  phoneMaxDigits: 20,
  verificationCodeMin: 3,
  minimumAge: 18,
  birthYearsFrom: 17,
  birthYearsTo: 115,
  loginAttempts: 5,
  lockoutMinutes: 10,
  recoveryLinkHours: 1,
  // Server-side account rules (accounts issue):
  emailMax: 254,
  passwordMax: 128,
  nameMax: 50,
  addressMax: 100,
  postalCodeMax: 16,
  referralCodeMax: 64,
  /** Failures counted within this window (per account and per IP). */
  loginWindowMinutes: 10,
  /** Failures from one IP address (any account) that lock that address. */
  loginAttemptsPerIp: 5,
  /** Verification codes: 6 random digits, valid 15 minutes, 5 tries, resend after 60 s. */
  verificationCodeLength: 6,
  verificationCodeTtlMinutes: 15,
  verificationMaxAttempts: 5,
  verificationResendSeconds: 60,
  /** A session token ends after 30 minutes without activity, and at the latest after 24 hours. */
  sessionInactivityMinutes: 30,
  sessionMaxHours: 24,
  /** The registration temp token (steps 1 and 2) and the activation (restore) link. */
  registrationTokenHours: 24,
  activationTokenHours: 72,
  /** ALTCHA challenges expire after 10 minutes. */
  captchaTtlMinutes: 10,
} as const;

/** Stored genders (DECISIONS section 2); GN is labelled "do not specify". */
export const GENDERS = ['M', 'F', 'GN'] as const;
export type Gender = (typeof GENDERS)[number];

/** Player statuses. A registration creates `incompleted`; the final update makes it `active`. */
export const PLAYER_STATUSES = [
  'incompleted',
  'active',
  'blocked',
  'self_excluded',
  'closed',
] as const;
export type PlayerStatus = (typeof PLAYER_STATUSES)[number];

/** The current version of the terms and conditions; a player who accepted an older one is asked again. */
export const TERMS_VERSION = 1;

export const MONEY = {
  czkCurrencyId: 42,
  baseCurrency: 'EUR',
  demoCurrency: 'EUR',
  pepUboDailyDepositCap: 100,
  pepUboAmlScore: 36,
  bankTransferMethodId: 14,
  bankTransferWithdrawMethodId: 999,
  cryptoTransferMethodId: 161,
  minDeposit: 1,
  minWithdraw: 1,
  limitDigitsMax: 10,
  fileMaxBytes: 2_000_000,
} as const;

export const TRANSACTION_TYPES = {
  deposit: 1,
  withdraw: 2,
  bet: 4,
  win: 5,
  refund: 6,
  bonusBet: 7,
  bonusWin: 8,
  bonusAssigned: 10,
  /** A staff correction of cash or bonus (not in the spec: ours). */
  adjustment: 11,
  /** A completed bonus becoming cash (ours): bonus out, cash in, capped by max_cashout. */
  bonusConverted: 12,
  /** Bonus money leaving when a bonus ends otherwise (forfeit, expiry, below minimum; ours). */
  bonusRemoved: 13,
} as const;

export const REALITY_MINUTES_OPTIONS = [15, 30, 45, 60] as const;
export const PERMANENT_EXCLUSION_DATE = '2999-12-31';

/** Campaign actions: what a campaign rewards (`filters[actions][0]=3` lists registration bonuses). */
export const CAMPAIGN_ACTIONS = {
  /** Granted by staff to chosen players. */
  manual: 1,
  /** Credited on a deposit once the player claims it (bonus code in the dashboard). */
  deposit: 2,
  /** Chosen at registration; credited on the first deposit. */
  registration: 3,
} as const;
export type CampaignAction = (typeof CAMPAIGN_ACTIONS)[keyof typeof CAMPAIGN_ACTIONS];

export const NEWSLETTER = {
  reasonMax: 255,
  /** How long the opt-out link of a newsletter e-mail stays valid. */
  optOutTokenDays: 30,
} as const;

/** Operators' back-office roles. */
export const STAFF_ROLES = [
  'admin',
  'support',
  'finance',
  'compliance',
  'marketing',
  'content',
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF = {
  sessionHours: 8,
  loginAttempts: 5,
  /** Failures from one address (any account) that lock that address. */
  loginAttemptsPerIp: 20,
  lockoutMinutes: 10,
  passwordMin: 12,
} as const;
