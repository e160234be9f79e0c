/**
 * The payment methods of every skin (issue 12) and their limits in EUR, CZK, USD, PLN and CAD
 * (those that exist). Idempotent: a method or limit a skin already has stays as it is (an
 * operator may have changed it); missing ones are added. GP webpay is seeded disabled: an
 * operator enables it once its keys are configured (and the methods list hides it without them).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { currencies, skins } from '../db/schema.ts';
import { paymentMethodLimits, paymentMethods } from '../payments/schema.ts';

/** The skin's bank account shown for bank transfers (EUR and others: Malta). */
export const SKIN_BANK_ACCOUNT = {
  name: 'Croupier Bank',
  holder: 'Croupier Gaming Ltd',
  iban: 'MT84MALT011000012345MTLCAST001S',
  bic: 'MALTMTMT',
  bban: 'MALT011000012345MTLCAST001S',
  bank_code: 'MALT',
} as const;

/** The CZK account (a Czech account for domestic transfers and SPAYD QR codes). */
export const SKIN_BANK_ACCOUNT_CZK = {
  name: 'Croupier Bank',
  holder: 'Croupier Gaming Ltd',
  // CZ65… of the brief fails the mod-97 check; 93 is the valid check number of this account.
  iban: 'CZ9320100000002000145399',
  bic: 'FIOBCZPP',
  bban: '2000145399',
  bank_code: '2010',
} as const;

export const CRYPTO_CONFIG = {
  address: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
  network: 'Bitcoin testnet',
  currency: 'BTC',
} as const;

interface MethodSeed {
  methodId: number;
  name: string;
  code: string;
  provider: string;
  kind: string;
  deposit: boolean;
  withdrawal: boolean;
  sepa: boolean;
  enabled: boolean;
  /** EUR limits in cents; other currencies scale by CURRENCY_SCALE. */
  depositMin: number;
  depositMax: number;
  withdrawMin: number | null;
  withdrawMax: number | null;
  config: 'bank' | 'crypto' | null;
}

const DEPOSIT = { depositMin: 10_00, depositMax: 5_000_00 };
const WITHDRAW = { withdrawMin: 20_00, withdrawMax: 10_000_00 };
const NO_WITHDRAW = { withdrawMin: null, withdrawMax: null };

export const METHOD_SEEDS: readonly MethodSeed[] = [
  {
    methodId: 1,
    name: 'Card',
    code: 'external',
    provider: 'sandbox',
    kind: 'card',
    deposit: true,
    withdrawal: true,
    sepa: false,
    enabled: true,
    ...DEPOSIT,
    ...WITHDRAW,
    config: null,
  },
  {
    methodId: 2,
    name: 'GP webpay',
    code: 'gp_webpay',
    provider: 'gp_webpay',
    kind: 'card',
    deposit: true,
    withdrawal: false,
    sepa: false,
    enabled: false,
    ...DEPOSIT,
    ...NO_WITHDRAW,
    config: null,
  },
  {
    methodId: 3,
    name: 'E-wallet',
    code: 'ewallet',
    provider: 'sandbox',
    kind: 'ewallet',
    deposit: true,
    withdrawal: true,
    sepa: false,
    enabled: true,
    ...DEPOSIT,
    ...WITHDRAW,
    config: null,
  },
  {
    methodId: 4,
    name: 'Instant bank payment',
    code: 'mbankomat',
    provider: 'sandbox',
    kind: 'instant_bank',
    deposit: true,
    withdrawal: false,
    sepa: false,
    enabled: true,
    ...DEPOSIT,
    ...NO_WITHDRAW,
    config: null,
  },
  {
    methodId: 14,
    name: 'Bank transfer',
    code: 'wire_transfer',
    provider: 'bank',
    kind: 'bank',
    deposit: true,
    withdrawal: false,
    sepa: false,
    enabled: true,
    depositMin: 10_00,
    depositMax: 50_000_00,
    ...NO_WITHDRAW,
    config: 'bank',
  },
  {
    methodId: 999,
    name: 'Bank transfer (SEPA)',
    code: 'wire_transfer',
    provider: 'bank',
    kind: 'bank',
    deposit: false,
    withdrawal: true,
    sepa: true,
    enabled: true,
    // Not a deposit method: the deposit limits only satisfy the table's check.
    ...DEPOSIT,
    ...WITHDRAW,
    config: 'bank',
  },
  {
    methodId: 161,
    name: 'Crypto transfer',
    code: 'crypto_transfer',
    provider: 'crypto',
    kind: 'crypto',
    deposit: true,
    withdrawal: false,
    sepa: false,
    enabled: true,
    ...DEPOSIT,
    ...NO_WITHDRAW,
    config: 'crypto',
  },
];

/** EUR limits times this in each currency (CZK x25). */
export const CURRENCY_SCALE: Record<string, number> = {
  EUR: 1,
  USD: 1,
  CAD: 1,
  PLN: 4,
  CZK: 25,
};

function configOf(seed: MethodSeed, czk: boolean): Record<string, unknown> {
  if (seed.config === 'bank') return { ...(czk ? SKIN_BANK_ACCOUNT_CZK : SKIN_BANK_ACCOUNT) };
  if (seed.config === 'crypto') return { ...CRYPTO_CONFIG };
  return {};
}

/**
 * Adds the missing methods and limits of every skin. Bank methods of a skin whose only payment
 * currency is CZK show the Czech account; the others the Maltese one (`config.accounts` holds
 * the account per currency, read by the payments service).
 */
export async function seedPayments(db: Executor): Promise<number> {
  const skinRows = await db.select({ id: skins.id }).from(skins);
  const currencyRows = await db
    .select({ id: currencies.id, code: currencies.code })
    .from(currencies)
    .where(inArray(currencies.code, Object.keys(CURRENCY_SCALE)));
  let added = 0;
  for (const skin of skinRows) {
    for (const [position, seed] of METHOD_SEEDS.entries()) {
      const config = configOf(seed, false);
      if (seed.config === 'bank') {
        config.accounts = { CZK: { ...SKIN_BANK_ACCOUNT_CZK } };
      }
      await db
        .insert(paymentMethods)
        .values({
          skinId: skin.id,
          methodId: seed.methodId,
          name: seed.name,
          code: seed.code,
          provider: seed.provider,
          kind: seed.kind,
          deposit: seed.deposit,
          withdrawal: seed.withdrawal,
          sepa: seed.sepa,
          countries: null,
          enabled: seed.enabled,
          position,
          config,
        })
        .onConflictDoNothing();
      const [method] = await db
        .select({ id: paymentMethods.id })
        .from(paymentMethods)
        .where(and(eq(paymentMethods.skinId, skin.id), eq(paymentMethods.methodId, seed.methodId)))
        .limit(1);
      if (!method) continue;
      for (const currency of currencyRows) {
        const scale = CURRENCY_SCALE[currency.code] ?? 1;
        const inserted = await db
          .insert(paymentMethodLimits)
          .values({
            paymentMethodId: method.id,
            currencyId: currency.id,
            depositMin: seed.depositMin * scale,
            depositMax: seed.depositMax * scale,
            withdrawMin: seed.withdrawMin === null ? null : seed.withdrawMin * scale,
            withdrawMax: seed.withdrawMax === null ? null : seed.withdrawMax * scale,
          })
          .onConflictDoNothing()
          .returning({ id: paymentMethodLimits.id });
        added += inserted.length;
      }
    }
  }
  return added;
}
