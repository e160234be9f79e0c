/**
 * English subject and body of the system messages, stored with each message for the audit trail
 * (the site shows known types from its own translations, filled with the message's `params`).
 */
import type { MessageType } from '@croupier/contract/messages';

export type MessageParams = Record<string, string | number | null>;

interface Text {
  subject: string;
  body: string;
}

const has = (p: MessageParams, key: string) => p[key] !== undefined && p[key] !== null;
/** " of 50 EUR" when the limit is known. */
const amount = (p: MessageParams, key = 'limit') =>
  has(p, key) ? ` of ${p[key]}${has(p, 'currency') ? ` ${p.currency}` : ''}` : '';
/** " (until 2026-01-02T00:00:00Z)" when known. */
const until = (p: MessageParams) => (has(p, 'until') ? ` until ${p.until}` : '');

/** " of 50 EUR" for a payment's amount when known. */
const money = (p: MessageParams) => amount(p, 'amount');
/** " Transaction 123." when known (its status page: /transactions/123). */
const transaction = (p: MessageParams) =>
  has(p, 'transaction_id') ? ` Transaction ${p.transaction_id}.` : '';

const LIMITS_HINT = 'You can review your limits in your account under Limits.';

const TEXTS: Record<MessageType, (p: MessageParams) => Text> = {
  realityCheck: (p) => ({
    subject: 'Reality check',
    body: `You have been playing${has(p, 'minutes') ? ` for ${p.minutes} minutes` : ' for a while'}. Keep playing or take a break.`,
  }),
  firstLogin: () => ({
    subject: 'Welcome: set your limits',
    body: `Welcome! Before you play, we recommend setting deposit, bet, loss and playing-time limits that suit you. ${LIMITS_HINT}`,
  }),
  campaignReached: (p) => ({
    subject: 'Bonus wagering completed',
    body: `You have reached the wagering target of the campaign${has(p, 'campaign') ? ` ${p.campaign}` : ''}. Refresh your balance to see it.`,
  }),
  'bonus-bet-limit': (p) => ({
    subject: 'Bonus maximum bet',
    body: `Your bet is above the maximum bet${amount(p, 'max_bet')} allowed while a bonus is active.`,
  }),
  'bonus-min-balance-limit': () => ({
    subject: 'Bonus balance',
    body: 'Your bonus balance is below the minimum needed to continue the bonus.',
  }),
  'daily-bet-limit': (p) => ({
    subject: 'Daily bet limit reached',
    body: `Your bet was refused because it would exceed your daily bet limit${amount(p)}. You can bet again${until(p) || ' tomorrow'}. ${LIMITS_HINT}`,
  }),
  'daily-bet-loss': (p) => ({
    subject: 'Daily loss limit reached',
    body: `Your bet was refused because it would exceed your daily loss limit${amount(p)}. You can bet again${until(p) || ' tomorrow'}. ${LIMITS_HINT}`,
  }),
  'daily-playing-time': (p) => ({
    subject: 'Daily playing time used up',
    body: `You have used up your daily playing time${has(p, 'minutes') ? ` of ${p.minutes} minutes` : ''}. You can play again${until(p) || ' tomorrow'}. ${LIMITS_HINT}`,
  }),
  registration: () => ({
    subject: 'Welcome',
    body: 'Thank you for registering. Your account is ready.',
  }),
  kycApproved: (p) => ({
    subject: 'Identity verification approved',
    body: `Your identity verification${has(p, 'level') ? ` (${p.level})` : ''} has been approved.`,
  }),
  kycRejected: (p) => ({
    subject: 'Identity verification not approved',
    body: `Your identity verification${has(p, 'level') ? ` (${p.level})` : ''} was not approved${has(p, 'reason') ? `: ${p.reason}` : '.'} ${p.reject_type === 'FINAL' ? 'Please contact support.' : 'You can hand in your documents again on the KYC page.'}`,
  }),
  documentVerified: (p) => ({
    subject: 'Document verified',
    body: `Your document${has(p, 'document_type') ? ` (${p.document_type})` : ''} has been verified.`,
  }),
  documentRejected: (p) => ({
    subject: 'Document not accepted',
    body: `Your document${has(p, 'document_type') ? ` (${p.document_type})` : ''} was not accepted${has(p, 'reason') ? `: ${p.reason}` : '.'} You can upload a new one on the Documents page.`,
  }),
  sowqRequired: () => ({
    subject: 'Source of wealth questionnaire',
    body: 'Please complete the source of wealth questionnaire in your account (Source of wealth).',
  }),
  custom: () => ({ subject: 'Message', body: '' }),
  depositCredited: (p) => ({
    subject: 'Deposit credited',
    body: `Your deposit${money(p)} has been credited to your balance.${transaction(p)}`,
  }),
  depositDeclined: (p) => ({
    subject: 'Deposit declined',
    body: `Your deposit${money(p)} was declined${has(p, 'reason') ? `: ${p.reason}` : '.'} Nothing was credited to your balance.${transaction(p)}`,
  }),
  withdrawalDeclined: (p) => ({
    subject: 'Withdrawal declined',
    body: `Your withdrawal${money(p)} was declined${has(p, 'reason') ? `: ${p.reason}` : '.'} The amount has been returned to your balance.${transaction(p)}`,
  }),
  withdrawalPaid: (p) => ({
    subject: 'Withdrawal paid out',
    body: `Your withdrawal${money(p)} has been paid out.${transaction(p)}`,
  }),
};

export function systemText(type: MessageType, params: MessageParams): Text {
  return TEXTS[type](params);
}
