/**
 * The payment methods a player (or the public methods page) sees: the skin's enabled methods with
 * limits in the currency, offered in the country (`countries` null: everywhere). A gateway's
 * methods are hidden while the gateway is not configured (no adapter; GP webpay also without
 * GP_WEBPAY_MERCHANT_NUMBER).
 */
import type { PaymentMethod } from '@croupier/contract/payments';
import { fromMinor } from '@croupier/contract/payments';
import type { Executor } from '../db/client.ts';
import type { Env } from '../env.ts';
import * as repo from './repository.ts';

export type Direction = 'deposit' | 'withdraw' | 'any';

export interface OfferedMethod {
  method: repo.MethodRow;
  limit: repo.LimitRow;
}

export function gpWebpayConfigured(env: Pick<Env, 'GP_WEBPAY_MERCHANT_NUMBER'>): boolean {
  return Boolean(env.GP_WEBPAY_MERCHANT_NUMBER);
}

/** The methods offered for a direction (deposit or withdraw). */
export async function offeredMethods(
  db: Executor,
  env: Pick<Env, 'GP_WEBPAY_MERCHANT_NUMBER'>,
  q: {
    skinId: number;
    currencyId: number;
    country: string | null;
    direction: Direction;
    /** The gateways that can take payments now (others' methods are hidden). */
    gateways: ReadonlySet<string>;
  },
): Promise<OfferedMethod[]> {
  const rows = await repo.listMethods(db, q.skinId, q.currencyId);
  return rows.filter(({ method, limit }) => {
    if (method.provider === 'gp_webpay' && !gpWebpayConfigured(env)) return false;
    const offline = method.provider === 'bank' || method.provider === 'crypto';
    if (!offline && !q.gateways.has(method.provider)) return false;
    if (method.countries && q.country && !method.countries.includes(q.country)) return false;
    if (method.countries && !q.country) return false;
    if (q.direction === 'deposit') return method.deposit;
    if (q.direction === 'withdraw') return method.withdrawal && limit.withdrawMin !== null;
    return true;
  });
}

/** The contract's method (limits as decimals). */
export function toPaymentMethod(m: OfferedMethod, minorUnits: number): PaymentMethod {
  const d = (v: number) => fromMinor(v, minorUnits);
  return {
    id: m.method.methodId,
    name: m.method.name,
    code: m.method.code as PaymentMethod['code'],
    provider: m.method.provider as PaymentMethod['provider'],
    kind: m.method.kind as PaymentMethod['kind'],
    data: { minimum: d(m.limit.depositMin), maximum: d(m.limit.depositMax) },
    withdrawal:
      m.method.withdrawal && m.limit.withdrawMin !== null && m.limit.withdrawMax !== null
        ? { minimum: d(m.limit.withdrawMin), maximum: d(m.limit.withdrawMax) }
        : null,
    sepa: m.method.sepa,
  };
}
