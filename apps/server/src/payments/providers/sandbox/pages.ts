/**
 * The sandbox gateway's hosted pages, rendered on the server: plain HTML forms (no script at
 * all), one style sheet from /sandbox-gateway/assets/ (the app's CSP allows nothing inline). The
 * page speaks the language the merchant passed (`?lang=`, texts.ts), amounts through Intl.
 */
import { readFileSync } from 'node:fs';
import { DEFAULT_LANGUAGE, normalizeLanguage, type Language } from '@croupier/contract/constants';
import { SANDBOX_BANKS, TEST_CARDS, type SandboxSession } from './service.ts';
import { GATEWAY_TEXTS, fill, type GatewayTexts } from './texts.ts';

export const ASSET_PATH = '/sandbox-gateway/assets/gateway.css';
export const GATEWAY_CSS = readFileSync(new URL('./gateway.css', import.meta.url), 'utf8');

export const PAGE_HEADERS: Record<string, string> = {
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
};

const MERCHANT = 'Croupier Casino';

export const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const pageLanguage = (lang: string | undefined): Language =>
  normalizeLanguage(lang) ?? DEFAULT_LANGUAGE;

/** Minor units -> "€12.34" in the language (exact: formatted from a decimal string). */
export function formatMinor(amount: number, currency: string, lang: string): string {
  let digits: number;
  try {
    digits =
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2;
  } catch {
    return `${amount} ${currency}`;
  }
  const negative = amount < 0;
  const text = String(Math.abs(amount)).padStart(digits + 1, '0');
  const decimal =
    digits === 0 ? text : `${text.slice(0, text.length - digits)}.${text.slice(-digits)}`;
  const fmt = new Intl.NumberFormat(lang, { style: 'currency', currency });
  return fmt.format(`${negative ? '-' : ''}${decimal}` as unknown as number);
}

type Errors = Record<string, string>;

/** One page's context: its language, texts and session. */
interface Ctx {
  lang: Language;
  t: GatewayTexts;
}
const ctxOf = (lang: Language): Ctx => ({ lang, t: GATEWAY_TEXTS[lang] });
const h = escapeHtml;

function layout(c: Ctx, title: string, body: string): string {
  return `<!doctype html>
<html lang="${c.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${h(title)} · Sandbox gateway</title>
<link rel="stylesheet" href="${ASSET_PATH}">
</head>
<body>
<header class="sg-top"><span class="sg-logo">Sandbox gateway</span><span class="sg-badge">${h(c.t.test_mode)}</span></header>
<main class="sg-main">
${body}
</main>
</body>
</html>
`;
}

const summary = (
  c: Ctx,
  s: SandboxSession,
) => `<section class="sg-summary" aria-label="${h(c.t.payment)}">
<p class="sg-merchant">${h(MERCHANT)}</p>
<p class="sg-amount">${h(formatMinor(s.amount, s.currency, c.lang))}</p>
<p class="sg-muted">${h(fill(c.t.order, { ref: s.merchantRef }))}</p>
</section>`;

const errorText = (c: Ctx, errors: Errors, name: string): string | null => {
  const key = errors[name];
  if (!key) return null;
  return key in c.t ? c.t[key as keyof GatewayTexts] : c.t.check_field;
};

const triesLeft = (c: Ctx, errors: Errors) =>
  errors.tries_left === '1'
    ? ` ${c.t.tries_left_1}`
    : errors.tries_left === '2'
      ? ` ${c.t.tries_left_2}`
      : '';

function field(
  c: Ctx,
  opts: {
    name: string;
    label: string;
    errors: Errors;
    value?: string;
    type?: string;
    attrs?: string;
  },
): string {
  const err = errorText(c, opts.errors, opts.name);
  const id = `f-${opts.name}`;
  return `<div class="sg-field">
<label for="${id}">${h(opts.label)}</label>
<input id="${id}" name="${opts.name}" type="${opts.type ?? 'text'}" value="${h(opts.value ?? '')}" ${opts.attrs ?? ''}${err ? ` aria-invalid="true" aria-describedby="${id}-err"` : ''}>
${err ? `<p class="sg-error" id="${id}-err">${h(err)}</p>` : ''}
</div>`;
}

const errorSummary = (c: Ctx, errors: Errors) =>
  Object.keys(errors).length > 0
    ? `<div class="sg-alert" role="alert">${h(c.t.fix_fields + triesLeft(c, errors))}</div>`
    : '';

const cancelForm = (c: Ctx, s: SandboxSession) =>
  `<form method="post" action="/sandbox-gateway/pay/${s.id}/cancel?lang=${c.lang}" class="sg-cancel">
<button type="submit" class="sg-link">${h(fill(c.t.cancel_return, { merchant: MERCHANT }))}</button>
</form>`;

const fmtCard = (n: string) => n.replace(/(\d{4})(?=\d)/g, '$1 ');

const testCards = (c: Ctx) => `<aside class="sg-testcards" aria-labelledby="sg-tc">
<h2 id="sg-tc">${h(c.t.test_cards)}</h2>
<p class="sg-muted">${h(c.t.test_cards_hint)}</p>
<dl>
<dt>${fmtCard(TEST_CARDS[0].number)}</dt><dd>${h(c.t.tc_approved)}</dd>
<dt>${fmtCard(TEST_CARDS[1].number)}</dt><dd>${h(c.t.tc_declined)}</dd>
<dt>${fmtCard(TEST_CARDS[2].number)}</dt><dd>${h(c.t.tc_insufficient)}</dd>
<dt>${fmtCard(TEST_CARDS[3].number)}</dt><dd>${h(c.t.tc_3ds)}</dd>
</dl>
<p class="sg-muted">${h(c.t.tc_other)}</p>
</aside>`;

export function cardPage(
  s: SandboxSession,
  lang: Language,
  errors: Errors = {},
  values: Record<string, string> = {},
): string {
  const c = ctxOf(lang);
  const { t } = c;
  const amount = formatMinor(s.amount, s.currency, lang);
  return layout(
    c,
    t.card_title,
    `${summary(c, s)}
<h1>${h(t.card_title)}</h1>
${errorSummary(c, errors)}
<form method="post" action="/sandbox-gateway/pay/${s.id}?lang=${lang}" class="sg-form" novalidate>
${field(c, { name: 'number', label: t.card_number, errors, value: values.number, attrs: 'inputmode="numeric" autocomplete="cc-number" maxlength="23" required' })}
<div class="sg-row">
${field(c, { name: 'expiry', label: t.expiry, errors, value: values.expiry, attrs: 'inputmode="numeric" autocomplete="cc-exp" maxlength="7" required' })}
${field(c, { name: 'cvc', label: t.cvc, errors, attrs: 'inputmode="numeric" autocomplete="cc-csc" maxlength="4" required' })}
</div>
${field(c, { name: 'holder', label: t.holder, errors, value: values.holder, attrs: 'autocomplete="cc-name" maxlength="100" required' })}
<button type="submit" class="sg-button">${h(fill(t.pay, { amount }))}</button>
</form>
${cancelForm(c, s)}
${testCards(c)}`,
  );
}

export function challengePage(
  s: SandboxSession,
  lang: Language,
  code: string,
  errors: Errors = {},
): string {
  const c = ctxOf(lang);
  const { t } = c;
  const card = `${s.cardBrand ?? 'Card'} •••• ${s.cardLast4 ?? ''}`;
  return layout(
    c,
    t.tds_page,
    `${summary(c, s)}
<h1>${h(t.tds_title)}</h1>
<p>${h(fill(t.tds_text, { card }))}</p>
<p class="sg-code">${h(t.tds_code)} <strong>${h(code)}</strong></p>
${errors.code ? `<div class="sg-alert" role="alert">${h(t.code_wrong + triesLeft(c, errors))}</div>` : ''}
<form method="post" action="/sandbox-gateway/3ds/${s.id}?lang=${lang}" class="sg-form" novalidate>
${field(c, { name: 'code', label: t.one_time_code, errors: {}, attrs: 'inputmode="numeric" autocomplete="one-time-code" maxlength="6" required' })}
<button type="submit" class="sg-button">${h(t.confirm)}</button>
<button type="submit" name="cancel" value="1" class="sg-button sg-secondary">${h(t.cancel_payment)}</button>
</form>`,
  );
}

export function walletPage(
  s: SandboxSession,
  lang: Language,
  registered: boolean,
  errors: Errors = {},
): string {
  const c = ctxOf(lang);
  const { t } = c;
  const action = `/sandbox-gateway/pay/${s.id}?lang=${lang}`;
  const pin = 'inputmode="numeric" maxlength="6" required';
  const form = registered
    ? `<h1>${h(t.wallet_title)}</h1>
<p>${h(t.wallet_text)}</p>
${errorSummary(c, errors)}
<form method="post" action="${action}" class="sg-form" novalidate>
${field(c, { name: 'pin', label: t.wallet_pin, errors, type: 'password', attrs: `autocomplete="current-password" ${pin}` })}
<button type="submit" class="sg-button">${h(t.approve)}</button>
</form>`
    : `<h1>${h(t.connect_title)}</h1>
<p>${h(t.connect_text)}</p>
${errorSummary(c, errors)}
<form method="post" action="${action}" class="sg-form" novalidate>
${field(c, { name: 'pin', label: t.new_pin, errors, type: 'password', attrs: `autocomplete="new-password" ${pin}` })}
${field(c, { name: 'pin_confirm', label: t.repeat_pin, errors, type: 'password', attrs: `autocomplete="new-password" ${pin}` })}
<button type="submit" class="sg-button">${h(t.connect_approve)}</button>
</form>`;
  return layout(c, t.wallet_page, `${summary(c, s)}\n${form}\n${cancelForm(c, s)}`);
}

export function bankPage(s: SandboxSession, lang: Language, errors: Errors = {}): string {
  const c = ctxOf(lang);
  const { t } = c;
  const err = errorText(c, errors, 'bank');
  const options = SANDBOX_BANKS.map(
    (b, i) =>
      `<label class="sg-choice"><input type="radio" name="bank" value="${b.id}"${i === 0 ? ' checked' : ''}> ${h(b.name)}</label>`,
  ).join('\n');
  return layout(
    c,
    t.bank_title,
    `${summary(c, s)}
<h1>${h(t.bank_title)}</h1>
${errorSummary(c, errors)}
<form method="post" action="/sandbox-gateway/pay/${s.id}?lang=${lang}" class="sg-form">
<fieldset${err ? ' aria-describedby="f-bank-err"' : ''}>
<legend>${h(t.your_bank)}</legend>
${options}
${err ? `<p class="sg-error" id="f-bank-err">${h(err)}</p>` : ''}
</fieldset>
<button type="submit" name="decision" value="approve" class="sg-button">${h(t.approve)}</button>
<button type="submit" name="decision" value="reject" class="sg-button sg-secondary">${h(t.reject)}</button>
</form>`,
  );
}

/** A session that can no longer be paid (finished, cancelled, expired) or does not exist. */
export function finishedPage(s: SandboxSession | null, lang: Language): string {
  const c = ctxOf(lang);
  const { t } = c;
  if (!s) {
    return layout(
      c,
      t.not_found_title,
      `<h1>${h(t.not_found_title)}</h1><p>${h(t.not_found_text)}</p>`,
    );
  }
  const title =
    s.status === 'approved'
      ? t.approved_title
      : s.status === 'cancelled'
        ? t.cancelled_title
        : t.failed_title;
  const reasonKey = `reason_${s.reason ?? ''}`;
  const text =
    s.status === 'approved'
      ? t.approved_text
      : reasonKey in t
        ? t[reasonKey as keyof GatewayTexts]
        : t.cannot_complete;
  const back = s.returnUrl
    ? `<p><a class="sg-button" href="${h(s.returnUrl)}">${h(fill(t.return_to, { merchant: MERCHANT }))}</a></p>`
    : '';
  return layout(c, title, `${summary(c, s)}\n<h1>${h(title)}</h1>\n<p>${h(text)}</p>\n${back}`);
}
