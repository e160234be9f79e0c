import { describe, expect, it } from 'vitest';
import { bankDeposit, pay, paymentPlayer, paymentsTestFile } from './payments-support.ts';

const { t0 } = paymentsTestFile('rl', [], { PAYMENTS_PER_MINUTE: '3' });

describe('payments rate limit', () => {
  it('refuses more than PAYMENTS_PER_MINUTE deposit requests from one address', async () => {
    const p = await paymentPlayer(t0.database.db, t0.clock.now);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push((await pay(t0.app, p.userToken, 'deposit', bankDeposit(5))).status);
    }
    // Refused for the amount (422) while allowed, then 429 before any check.
    expect(statuses).toEqual([422, 422, 422, 429, 429]);
  });
});
