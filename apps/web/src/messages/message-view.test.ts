import { describe, expect, it } from 'vitest';
import type { Message } from '@croupier/contract/messages';
import cs from '../../../../packages/contract/src/i18n/cs/myInbox.json';
import de from '../../../../packages/contract/src/i18n/de/myInbox.json';
import en from '../../../../packages/contract/src/i18n/en/myInbox.json';
import es from '../../../../packages/contract/src/i18n/es/myInbox.json';
import hu from '../../../../packages/contract/src/i18n/hu/myInbox.json';
import pl from '../../../../packages/contract/src/i18n/pl/myInbox.json';
import sk from '../../../../packages/contract/src/i18n/sk/myInbox.json';
import {
  DOCUMENTS_PATH,
  SOWQ_PATH,
  KYC_PATH,
  LIMITS_PATH,
  TRANSACTIONS_PATH,
  messageView,
  type ViewContext,
} from './message-view.ts';

const message = (values: Partial<Message>): Message => ({
  id: 1,
  type: 'custom',
  subject: 'Subject',
  body: 'Body',
  image: null,
  duration: null,
  params: {},
  created_at: '2026-11-25T10:00:00.000Z',
  read_at: null,
  ...values,
});

const t = (key: string, values?: Record<string, unknown>) =>
  values ? `${key} ${JSON.stringify(values)}` : key;
const ctx = (values: Partial<ViewContext> = {}): ViewContext => ({
  t,
  lang: 'en',
  currency: 'EUR',
  ...values,
});

describe('messageView', () => {
  it('shows a custom message as sent: subject, plain body, a close button', () => {
    const sut = messageView(
      message({ subject: 'Hello <b>you</b>', body: 'Line one\nLine two <script>' }),
      ctx(),
    );
    expect(sut).toMatchObject({
      title: 'Hello <b>you</b>',
      body: 'Line one\nLine two <script>',
      details: [],
      primary: { label: 'close', action: { kind: 'close' } },
      secondary: null,
      countdown: null,
    });
  });

  it('a registration message without text falls back to the site welcome', () => {
    const sut = messageView(message({ type: 'registration', subject: ' ', body: '' }), ctx());
    expect(sut.title).toBe('registration_title');
    expect(sut.body).toBe('registration_text');
  });

  it('a KYC approval says so; a rejection shows the reason and leads to the KYC page unless final', () => {
    const approved = messageView(
      message({ type: 'kycApproved', params: { level: 'BasicAmlLevel' } }),
      ctx(),
    );
    expect(approved).toMatchObject({
      title: 'kyc_approved_title',
      body: 'kyc_approved_text',
      details: [],
      primary: { action: { kind: 'close' } },
    });
    const retry = messageView(
      message({
        type: 'kycRejected',
        params: { level: 'BasicAmlLevel', reject_type: 'RETRY', reason: 'The photo is blurred.' },
      }),
      ctx(),
    );
    expect(retry.body).toBe('kyc_rejected_text');
    expect(retry.details).toEqual([{ label: 'param_reason', value: 'The photo is blurred.' }]);
    expect(retry.primary).toEqual({ label: 'view_kyc', action: { kind: 'link', path: KYC_PATH } });
    const final = messageView(
      message({ type: 'kycRejected', params: { reject_type: 'FINAL', reason: 'Forged.' } }),
      ctx(),
    );
    expect(final.body).toBe('kyc_rejected_final_text');
    expect(final.primary.action).toEqual({ kind: 'close' });
  });

  it("a document decision leads to the Documents page, a rejection with the reviewer's reason", () => {
    const rejected = messageView(
      message({
        type: 'documentRejected',
        params: { document_type: 'passport', reason: 'The photo is blurred.' },
      }),
      ctx(),
    );
    expect(rejected).toMatchObject({
      title: 'document_rejected_title',
      body: 'document_rejected_text',
      details: [{ label: 'param_reason', value: 'The photo is blurred.' }],
      primary: { label: 'view_documents', action: { kind: 'link', path: DOCUMENTS_PATH } },
    });
    const verified = messageView(message({ type: 'documentVerified' }), ctx());
    expect(verified).toMatchObject({ title: 'document_verified_title', details: [] });
  });

  it('a due questionnaire leads to it, or later; its reason code is not shown', () => {
    const sut = messageView(message({ type: 'sowqRequired', params: { reason: 'staff' } }), ctx());
    expect(sut).toMatchObject({
      title: 'sowq_required_title',
      body: 'sowq_required_text',
      details: [],
      primary: { label: 'view_sowq', action: { kind: 'link', path: SOWQ_PATH } },
      secondary: { label: 'later', action: { kind: 'close' } },
    });
  });

  it('firstLogin leads to the limits page, or later', () => {
    const sut = messageView(message({ type: 'firstLogin', subject: 'ignored' }), ctx());
    expect(sut.title).toBe('first_login_title');
    expect(sut.body).toBe('first_login_text');
    expect(sut.primary).toEqual({
      label: 'set_limits',
      action: { kind: 'link', path: LIMITS_PATH },
    });
    expect(sut.secondary?.action).toEqual({ kind: 'close' });
    expect(LIMITS_PATH).toBe('/dashboard/limits');
  });

  it('realityCheck counts down (60 s unless the message says) with keep playing or home', () => {
    const sut = messageView(message({ type: 'realityCheck' }), ctx({ realityMinutes: 30 }));
    expect(sut.body).toBe('reality_check_text {"minutes":30}');
    expect(sut.countdown).toBe(60);
    expect(sut.primary.action).toEqual({ kind: 'close' });
    expect(sut.secondary?.action).toEqual({ kind: 'home' });
    const named = messageView(
      message({ type: 'realityCheck', duration: 20, params: { minutes: 45 } }),
      ctx(),
    );
    expect(named.body).toBe('reality_check_text {"minutes":45}');
    expect(named.countdown).toBe(20);
    expect(messageView(message({ type: 'realityCheck' }), ctx()).body).toContain('"minutes":60');
  });

  it('campaignReached refreshes the balance (in place, the game goes on) or goes home', () => {
    const sut = messageView(
      message({ type: 'campaignReached', params: { campaign: 'Welcome' } }),
      ctx(),
    );
    expect(sut.primary.action).toEqual({ kind: 'refresh' });
    expect(sut.secondary?.action).toEqual({ kind: 'home' });
    expect(sut.details).toEqual([{ label: 'param_campaign', value: 'Welcome' }]);
  });

  it('the bonus limits reload the page and show the amount in the player currency', () => {
    const sut = messageView(message({ type: 'bonus-bet-limit', params: { limit: 5 } }), ctx());
    expect(sut.primary.action).toEqual({ kind: 'reload' });
    expect(sut.secondary).toBeNull();
    expect(sut.details).toEqual([{ label: 'bonus_bet_limit_limit', value: '€5.00' }]);
    const min = messageView(
      message({ type: 'bonus-min-balance-limit', params: { min_balance: '1.5' } }),
      ctx({ lang: 'de' }),
    );
    expect(min.details[0]?.value).toBe('1,50\u00a0€');
  });

  it('daily bet and loss limits lead to the limits page, amounts by Intl in the page language', () => {
    for (const type of ['daily-bet-limit', 'daily-bet-loss'] as const) {
      const sut = messageView(
        message({
          type,
          params: { limit: 1234.5, currency: 'CZK', until: '2026-11-26T00:00:00Z' },
        }),
        ctx({ lang: 'cs' }),
      );
      expect(sut.primary.action).toEqual({ kind: 'link', path: LIMITS_PATH });
      expect(sut.secondary?.action).toEqual({ kind: 'close' });
      expect(sut.details[0]).toEqual({
        label: `${type.replace(/-/g, '_')}_limit`,
        value: new Intl.NumberFormat('cs', { style: 'currency', currency: 'CZK' }).format(1234.5),
      });
      expect(sut.details[1]?.label).toBe('param_until');
      expect(sut.details[1]?.value).toContain('2026');
    }
  });

  it('daily playing time shows its limit as a duration', () => {
    const sut = messageView(message({ type: 'daily-playing-time', params: { limit: 90 } }), ctx());
    expect(sut.title).toBe('daily_playing_time_title');
    expect(sut.details).toEqual([{ label: 'daily_playing_time_limit', value: '1 hr 30 min' }]);
    // As the platform sends it: the limit in `minutes`.
    const sent = messageView(
      message({ type: 'daily-playing-time', params: { minutes: 45 } }),
      ctx(),
    );
    expect(sent.details).toEqual([{ label: 'daily_playing_time_limit', value: '45 min' }]);
    expect(sut.primary.action).toEqual({ kind: 'link', path: LIMITS_PATH });
  });

  it('a credited deposit shows the amount in its own currency and leads to the transaction', () => {
    const sut = messageView(
      message({
        type: 'depositCredited',
        params: { amount: 1234.5, currency: 'CZK', transaction_id: 42 },
      }),
      ctx({ lang: 'cs', currency: 'EUR' }),
    );
    expect(sut).toMatchObject({
      title: 'deposit_credited_title',
      body: 'deposit_credited_text',
      details: [
        {
          label: 'param_amount',
          value: new Intl.NumberFormat('cs', { style: 'currency', currency: 'CZK' }).format(1234.5),
        },
        { label: 'param_transaction', value: '42' },
      ],
      primary: { label: 'view_transaction', action: { kind: 'link', path: '/transactions/42' } },
      secondary: { label: 'close', action: { kind: 'close' } },
    });
    // Without a usable id: the transactions list.
    const unknown = messageView(
      message({ type: 'withdrawalPaid', params: { amount: 70, transaction_id: 'x' } }),
      ctx(),
    );
    expect(unknown.primary.action).toEqual({ kind: 'link', path: TRANSACTIONS_PATH });
    expect(unknown.details).toEqual([{ label: 'param_amount', value: '€70.00' }]);
  });

  it("a declined deposit or withdrawal shows staff's reason; a paid one none", () => {
    for (const type of ['depositDeclined', 'withdrawalDeclined'] as const) {
      const sut = messageView(
        message({
          type,
          params: { amount: '80', currency: 'EUR', transaction_id: 7, reason: ' Wrong name. ' },
        }),
        ctx(),
      );
      const stem = type === 'depositDeclined' ? 'deposit_declined' : 'withdrawal_declined';
      expect(sut.title).toBe(`${stem}_title`);
      expect(sut.body).toBe(`${stem}_text`);
      expect(sut.details).toEqual([
        { label: 'param_amount', value: '€80.00' },
        { label: 'param_transaction', value: '7' },
        { label: 'param_reason', value: 'Wrong name.' },
      ]);
      expect(sut.primary.action).toEqual({ kind: 'link', path: '/transactions/7' });
    }
    const paid = messageView(
      message({
        type: 'withdrawalPaid',
        params: { amount: 70, currency: 'EUR', transaction_id: 9, reason: 'ignored' },
      }),
      ctx(),
    );
    expect(paid.details.map((d) => d.label)).toEqual(['param_amount', 'param_transaction']);
  });

  it('every language has the texts of the payment messages', () => {
    const languages: Record<string, Record<string, string>> = { en, cs, de, sk, hu, pl, es };
    const types = ['depositCredited', 'depositDeclined', 'withdrawalDeclined', 'withdrawalPaid'];
    for (const [lang, texts] of Object.entries(languages)) {
      const lookup = (key: string) => texts[key] ?? `MISSING:${key}`;
      for (const type of types) {
        const sut = messageView(
          message({
            type: type as Message['type'],
            params: { amount: 10, currency: 'EUR', transaction_id: 1, reason: 'r' },
          }),
          ctx({ lang, t: lookup }),
        );
        const shown = [sut.title, sut.body, sut.primary.label, ...sut.details.map((d) => d.label)];
        expect(shown.join(' '), lang).not.toContain('MISSING');
      }
    }
  });

  it('ignores params it cannot show', () => {
    const sut = messageView(
      message({ type: 'daily-bet-limit', params: { limit: 'lots', other: 3, until: null } }),
      ctx(),
    );
    expect(sut.details).toEqual([]);
  });
});
