/**
 * Helpers of the payments specs (deposit, withdraw): the player's and staff's payment calls, a
 * player verified through the KYC service as compliance would, a camt.053 bank statement for a
 * shown variable symbol, the sandbox gateway's card page and the header balance.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { skinHeader } from './accounts-support.ts';
import { pngFile, staffCall, staffToken } from './identity-support.ts';
import { expect } from './support.ts';

export interface Transaction {
  id: number;
  status: 'initialized' | 'pending' | 'authorized' | 'declined' | 'reverted';
  amount: number;
  type: { id: number };
  payload: {
    provider: string | null;
    cancellable: boolean;
    instructions: {
      bank: { variable_symbol: string; iban: string } | null;
    } | null;
  };
}

const playerHeaders = async (request: APIRequestContext, token: string) => ({
  ...(await skinHeader(request)),
  'user-token': token,
});

/** One transaction of the player, as the status page reads it. */
export async function transactionOf(
  request: APIRequestContext,
  token: string,
  id: number,
): Promise<Transaction> {
  const res = await request.get(`/v1/static/transactions/${id}`, {
    headers: await playerHeaders(request, token),
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: Transaction }).data;
}

/** The player's transactions of a type (1 deposit, 2 withdraw), newest first. */
export async function transactionsOf(
  request: APIRequestContext,
  token: string,
  typeId: 1 | 2,
): Promise<Transaction[]> {
  const res = await request.get('/v1/me/transactions', {
    headers: await playerHeaders(request, token),
    params: {
      date_from: '1970-01-01',
      date_to: new Date().toISOString().slice(0, 10),
      type_id: typeId,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: Transaction[] }).data;
}

/** The header's balance (cash plus bonus) in cents, as the player reads it. */
export async function headerBalanceCents(page: Page): Promise<number> {
  const text = (await page.getByTestId('header-balance').first().textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

/** The card number, expiry, CVC and name typed on the sandbox gateway's card page, then Pay. */
export async function payByCard(page: Page, number: string) {
  await expect(page.getByRole('heading', { name: 'Pay by card' })).toBeVisible();
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel(/^Expiry/).fill('12/34');
  await page.getByLabel(/CVC/).fill('123');
  await page.getByLabel('Name on card').fill('Test Player');
  await page.getByRole('button', { name: /^Pay / }).click();
}

/** The transaction id of the status page the gateway sent the player back to. */
export async function returnedTransactionId(page: Page): Promise<number> {
  await page.waitForURL(/\/[a-z]{2}\/transactions\/\d+/);
  return Number(/\/transactions\/(\d+)/.exec(page.url())![1]);
}

// ------------------------------------------------------------------------------------ KYC

/**
 * Verifies the player as compliance would: the basic level's files handed in through the KYC
 * service (a passport and a utility bill) and the applicant approved in the review queue.
 */
export async function verifyPlayer(request: APIRequestContext, token: string, playerId: number) {
  const headers = await playerHeaders(request, token);
  const access = await request.get('/v1/kyc/accessTokens/BasicAmlLevel', { headers });
  expect(access.status(), await access.text()).toBe(200);
  const kycToken = ((await access.json()) as { data: { token: string } }).data.token;
  const widget = { authorization: `Bearer ${kycToken}` };
  for (const [slot, docType, name] of [
    ['ID_FRONT', 'passport', 'passport.png'],
    ['POA', 'utility_bill', 'utility_bill.png'],
  ] as const) {
    const file = pngFile(name);
    const res = await request.post(`/idv/v1/applicant/files/${slot}`, {
      headers: widget,
      multipart: { doc_type: docType, file },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  const submitted = await request.post('/idv/v1/applicant/submit', { headers: widget });
  expect(submitted.status(), await submitted.text()).toBe(200);
  const applicantId = ((await submitted.json()) as { data: { id: string } }).data.id;
  const staff = await staffToken(request);
  await staffCall(request, staff, 'post', `kyc/applicants/${applicantId}/approve`, {});
  await expect
    .poll(async () => {
      const me = await request.get('/v1/me', { headers });
      return ((await me.json()) as { data: { is_verified: boolean; id?: number } }).data
        .is_verified;
    })
    .toBe(true);
  return { staff, playerId };
}

// ----------------------------------------------------------------------------------- staff

/** Staff confirm or decline a pending offline deposit. */
export function staffDepositDecision(
  request: APIRequestContext,
  staff: string,
  id: number,
  action: 'confirm' | 'decline',
) {
  return staffCall(request, staff, 'post', `payments/${id}/deposit`, { action });
}

/** Staff approve, decline or mark paid a withdrawal. */
export function staffWithdrawDecision(
  request: APIRequestContext,
  staff: string,
  id: number,
  action: 'approve' | 'decline' | 'paid',
  reason?: string,
) {
  return staffCall(request, staff, 'post', `payments/${id}/withdraw`, {
    action,
    ...(reason ? { reason } : {}),
  });
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A camt.053.001.02 statement of our account (`iban`) with one booked credit of `amount` EUR
 * whose remittance carries the variable symbol, as a Czech or Slovak bank writes it.
 */
export function camt053(opts: {
  iban: string;
  amount: string;
  variableSymbol: string;
  reference: string;
  debtor?: string;
}): string {
  const today = new Date().toISOString().slice(0, 10);
  const debtor = escapeXml(opts.debtor ?? 'Test Player');
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">
  <BkToCstmrStmt>
    <GrpHdr>
      <MsgId>E2E-${opts.reference}</MsgId>
      <CreDtTm>${today}T06:00:00</CreDtTm>
    </GrpHdr>
    <Stmt>
      <Id>E2E/${opts.reference}</Id>
      <CreDtTm>${today}T06:00:00</CreDtTm>
      <Acct>
        <Id><IBAN>${opts.iban}</IBAN></Id>
        <Ccy>EUR</Ccy>
      </Acct>
      <Ntry>
        <Amt Ccy="EUR">${opts.amount}</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>${today}</Dt></BookgDt>
        <ValDt><Dt>${today}</Dt></ValDt>
        <AcctSvcrRef>${opts.reference}</AcctSvcrRef>
        <BkTxCd><Prtry><Cd>NTRF</Cd></Prtry></BkTxCd>
        <NtryDtls>
          <TxDtls>
            <Refs><EndToEndId>NOTPROVIDED</EndToEndId></Refs>
            <AmtDtls><TxAmt><Amt Ccy="EUR">${opts.amount}</Amt></TxAmt></AmtDtls>
            <RltdPties>
              <Dbtr><Nm>${debtor}</Nm></Dbtr>
              <DbtrAcct><Id><IBAN>DE89370400440532013000</IBAN></Id></DbtrAcct>
            </RltdPties>
            <RmtInf><Ustrd>/VS/${opts.variableSymbol}</Ustrd></RmtInf>
          </TxDtls>
        </NtryDtls>
      </Ntry>
    </Stmt>
  </BkToCstmrStmt>
</Document>`;
}

/** Staff import a bank statement; the import's counts. */
export function importStatement(request: APIRequestContext, staff: string, xml: string) {
  return staffCall<{ entries: number; matched: number; unmatched: number; duplicates: number }>(
    request,
    staff,
    'post',
    'payments/statements',
    { format: 'camt053', content: xml },
  );
}
