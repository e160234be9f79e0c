import type { Message, MessageType } from '@croupier/contract/messages';
import { formatCurrency, formatDuration, formatUtcDateTime } from '../lib/format.ts';

/**
 * What a message shows and offers (spec: in-session message types). System messages are the
 * site's own texts in the page's language, filled from the message's `params`; `registration`
 * and `custom` ones show the subject and body they were sent with, as plain text.
 */

export type MessageAction =
  | { kind: 'close' }
  /** A path under the language prefix (`/dashboard/limits`). */
  | { kind: 'link'; path: string }
  | { kind: 'reload' }
  /** Read the balance (and the bonuses) again, without leaving the page or its game. */
  | { kind: 'refresh' }
  | { kind: 'home' };

export interface MessageButton {
  label: string;
  action: MessageAction;
}

export interface MessageView {
  title: string;
  body: string;
  details: { label: string; value: string }[];
  primary: MessageButton;
  secondary: MessageButton | null;
  /** Seconds until the popup closes itself (reality check), else null. */
  countdown: number | null;
}

export interface ViewContext {
  /** `t` of the `myInbox` group. */
  t: (key: string, values?: Record<string, unknown>) => string;
  lang: string;
  /** The player's currency code: amounts without their own `currency` param. */
  currency: string;
  /** The player's reality-check period (minutes), when a reality check names none. */
  realityMinutes?: number | null;
}

export const LIMITS_PATH = '/dashboard/limits';
export const KYC_PATH = '/dashboard/kyc';
export const DOCUMENTS_PATH = '/dashboard/documents';
export const SOWQ_PATH = '/dashboard/sowq';
/** A payment's status page (`/transactions/{id}`); the list when the id is unknown. */
export const TRANSACTIONS_PATH = '/dashboard/transactions';
export const transactionPath = (id: number) => `/transactions/${id}`;
const DEFAULT_REALITY_MINUTES = 60;
const DEFAULT_REALITY_COUNTDOWN_S = 60;

/** The translation key stem of each system type. */
const STEMS: Partial<Record<MessageType, string>> = {
  realityCheck: 'reality_check',
  firstLogin: 'first_login',
  campaignReached: 'campaign_reached',
  'bonus-bet-limit': 'bonus_bet_limit',
  'bonus-min-balance-limit': 'bonus_min_balance_limit',
  'daily-bet-limit': 'daily_bet_limit',
  'daily-bet-loss': 'daily_bet_loss',
  'daily-playing-time': 'daily_playing_time',
  kycApproved: 'kyc_approved',
  kycRejected: 'kyc_rejected',
  documentVerified: 'document_verified',
  documentRejected: 'document_rejected',
  sowqRequired: 'sowq_required',
  depositCredited: 'deposit_credited',
  depositDeclined: 'deposit_declined',
  withdrawalDeclined: 'withdrawal_declined',
  withdrawalPaid: 'withdrawal_paid',
};

/** Payments' messages: amount, currency, the transaction (and a decline's reason). */
const PAYMENT_STEMS = [
  'deposit_credited',
  'deposit_declined',
  'withdrawal_declined',
  'withdrawal_paid',
];

const num = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

/** A payment message's transaction id (a positive integer), else null. */
function transactionId(message: Message): number | null {
  const id = num(message.params?.transaction_id);
  return id !== null && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The message's params that a player should see, formatted, in a stable order. */
function details(message: Message, stem: string, ctx: ViewContext): MessageView['details'] {
  const p = message.params ?? {};
  const currency = typeof p.currency === 'string' && p.currency ? p.currency : ctx.currency;
  const money = (v: unknown) => {
    const n = num(v);
    return n === null ? null : formatCurrency(n, currency, ctx.lang);
  };
  const out: MessageView['details'] = [];
  const add = (label: string, value: string | null) => {
    if (value) out.push({ label, value });
  };
  // The playing time's limit comes in minutes (`minutes`); the others are amounts.
  const limit =
    stem === 'daily_playing_time'
      ? (p.limit ?? p.minutes ?? null)
      : (p.limit ?? p.max_bet ?? p.min_balance ?? null);
  const limitless = [
    'reality_check',
    'first_login',
    'kyc_approved',
    'kyc_rejected',
    'document_verified',
    'document_rejected',
    'sowq_required',
    ...PAYMENT_STEMS,
  ];
  if (limit !== null && !limitless.includes(stem)) {
    const minutes = num(limit);
    add(
      ctx.t(`${stem}_limit`),
      stem === 'daily_playing_time'
        ? minutes === null
          ? null
          : formatDuration(minutes * 60, ctx.lang)
        : money(limit),
    );
  }
  if (typeof p.campaign === 'string') add(ctx.t('param_campaign'), p.campaign);
  if (p.amount !== undefined && p.amount !== null) add(ctx.t('param_amount'), money(p.amount));
  if (typeof p.until === 'string') add(ctx.t('param_until'), formatUtcDateTime(p.until, ctx.lang));
  const transaction = transactionId(message);
  if (PAYMENT_STEMS.includes(stem) && transaction !== null) {
    add(ctx.t('param_transaction'), String(transaction));
  }
  // A rejection's reason (KYC, a document, a payment), as staff wrote it for the player.
  const reviewed =
    stem === 'kyc_rejected' ||
    stem === 'document_rejected' ||
    stem === 'deposit_declined' ||
    stem === 'withdrawal_declined';
  if (reviewed && typeof p.reason === 'string' && p.reason.trim()) {
    add(ctx.t('param_reason'), p.reason.trim());
  }
  return out;
}

const close = (t: ViewContext['t'], key = 'close'): MessageButton => ({
  label: t(key),
  action: { kind: 'close' },
});

export function messageView(message: Message, ctx: ViewContext): MessageView {
  const { t } = ctx;
  const stem = STEMS[message.type];
  if (!stem) {
    // registration and custom (and any type this site does not know): as sent.
    const fallback = message.type === 'registration';
    return {
      title: message.subject.trim() || (fallback ? t('registration_title') : ''),
      body: message.body.trim() || (fallback ? t('registration_text') : ''),
      details: [],
      primary: close(t),
      secondary: null,
      countdown: null,
    };
  }
  const base = {
    title: t(`${stem}_title`),
    details: details(message, stem, ctx),
    countdown: null,
  };
  switch (message.type) {
    case 'realityCheck': {
      const minutes = num(message.params?.minutes) ?? ctx.realityMinutes ?? DEFAULT_REALITY_MINUTES;
      return {
        ...base,
        body: t('reality_check_text', { minutes }),
        primary: close(t, 'keep_playing'),
        secondary: { label: t('return_home'), action: { kind: 'home' } },
        countdown: message.duration ?? DEFAULT_REALITY_COUNTDOWN_S,
      };
    }
    case 'firstLogin':
      return {
        ...base,
        body: t('first_login_text'),
        primary: { label: t('set_limits'), action: { kind: 'link', path: LIMITS_PATH } },
        secondary: close(t, 'later'),
      };
    case 'campaignReached':
      return {
        ...base,
        body: t('campaign_reached_text'),
        primary: { label: t('refresh_balance'), action: { kind: 'refresh' } },
        secondary: { label: t('go_home'), action: { kind: 'home' } },
      };
    case 'bonus-bet-limit':
    case 'bonus-min-balance-limit':
      return {
        ...base,
        body: t(`${stem}_text`),
        primary: { label: t('reload_page'), action: { kind: 'reload' } },
        secondary: null,
      };
    case 'kycApproved':
      return {
        ...base,
        body: t('kyc_approved_text'),
        primary: close(t),
        secondary: null,
      };
    case 'kycRejected':
      // A FINAL rejection cannot be handed in again: support, not the KYC page.
      return message.params?.reject_type === 'FINAL'
        ? { ...base, body: t('kyc_rejected_final_text'), primary: close(t), secondary: null }
        : {
            ...base,
            body: t('kyc_rejected_text'),
            primary: { label: t('view_kyc'), action: { kind: 'link', path: KYC_PATH } },
            secondary: close(t),
          };
    case 'documentVerified':
    case 'documentRejected':
      return {
        ...base,
        body: t(`${stem}_text`),
        primary: { label: t('view_documents'), action: { kind: 'link', path: DOCUMENTS_PATH } },
        secondary: close(t),
      };
    case 'depositCredited':
    case 'depositDeclined':
    case 'withdrawalDeclined':
    case 'withdrawalPaid': {
      // The transaction's status page; the transactions list when the id is missing.
      const id = transactionId(message);
      return {
        ...base,
        body: t(`${stem}_text`),
        primary: {
          label: t('view_transaction'),
          action: { kind: 'link', path: id === null ? TRANSACTIONS_PATH : transactionPath(id) },
        },
        secondary: close(t),
      };
    }
    case 'sowqRequired':
      return {
        ...base,
        body: t('sowq_required_text'),
        primary: { label: t('view_sowq'), action: { kind: 'link', path: SOWQ_PATH } },
        secondary: close(t, 'later'),
      };
    default:
      // daily-bet-limit, daily-bet-loss, daily-playing-time: the limits page.
      return {
        ...base,
        body: t(`${stem}_text`),
        primary: { label: t('view_limits'), action: { kind: 'link', path: LIMITS_PATH } },
        secondary: close(t),
      };
  }
}
