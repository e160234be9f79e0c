/**
 * Deposit webhooks per second on PostgreSQL: the sandbox gateway's signed `payment.approved`
 * callbacks sent over HTTP to `POST /webhooks/payments/sandbox` by 50 concurrent clients, each one
 * crediting a different player's card deposit (signature and age checked, the callback journalled,
 * the payment locked and moved to authorized, the ledger credit, the payout account saved, the AML
 * assessment after commit). Then the same callbacks again (a gateway's retries): answered from the
 * journal, nothing credited twice. A new database is created here (migrated and seeded) and
 * dropped at the end; the server runs in this process on a local port.
 * Results go to bench/results/deposit-webhooks.json.
 *   node --import tsx bench/deposit-webhooks.ts
 * PG_URL (default postgres://postgres@127.0.0.1:5432/test) is where the database is made.
 */
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import type { Database } from '../apps/server/src/db/client.ts';
import * as t from '../apps/server/src/db/schema.ts';
import { loadEnv } from '../apps/server/src/env.ts';
import { payments } from '../apps/server/src/payments/schema.ts';
import { sandboxDeliveryHeaders } from '../apps/server/src/payments/providers/sandbox/webhook.ts';
import { seed } from '../apps/server/src/seed/seed.ts';
import { percentile, scratchPgDatabase } from './support.ts';

const DEPOSITS = 4_000;
const CONCURRENCY = 50;
const AMOUNT = 5_000;
const pgUrl = process.env.PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const env = loadEnv({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  DOCUMENTS_KEY: 'cd'.repeat(32),
  SANDBOX_GATEWAY: 'on',
  // Production refuses the public development secrets (env.ts productionSecretProblems).
  SKIN_API_SECRET: 'bench-production-skin-secret',
  CAPTCHA_HMAC_KEY: 'bench-production-captcha-hmac-key',
  WALLET_PROVIDER_SECRETS: '',
  PLATFORM_API_TOKEN: 'bench-production-platform-api-token',
  KYC_WEBHOOK_SECRET: 'bench-production-kyc-webhook-secret',
  SANDBOX_GATEWAY_SECRET: 'bench-production-sandbox-gateway-secret',
  RATE_LIMIT_PER_MINUTE: '1000000000',
});

const round2 = (v: number) => Math.round(v * 100) / 100;

/** `DEPOSITS` players, each with a card deposit the gateway has started (initialized). */
async function prepare(database: Database) {
  const { db } = database;
  const [skin] = await db.select({ id: t.skins.id }).from(t.skins).limit(1);
  const [eur] = await db
    .select({ id: t.currencies.id })
    .from(t.currencies)
    .where(eq(t.currencies.code, 'EUR'));
  const at = new Date();
  const bodies: { paymentId: number; body: string }[] = [];
  for (let offset = 0; offset < DEPOSITS; offset += 500) {
    const n = Math.min(500, DEPOSITS - offset);
    const players = await db
      .insert(t.players)
      .values(
        Array.from({ length: n }, (_, i) => ({
          skinId: skin!.id,
          username: `dep${offset + i}`,
          email: `dep${offset + i}@bench.test`,
          passwordHash: 'bench',
          passwordCreatedAt: at,
          passwordChangedAt: at,
          status: 'active',
          country: 'MT',
          currencyId: eur!.id,
          isVerified: true,
        })),
      )
      .returning({ id: t.players.id });
    const rows = await db
      .insert(payments)
      .values(
        players.map((p) => ({
          playerId: p.id,
          type: 1,
          methodId: 1,
          provider: 'sandbox',
          status: 'initialized',
          amount: AMOUNT,
          currencyId: eur!.id,
          providerRef: randomUUID(),
        })),
      )
      .returning({ id: payments.id, providerRef: payments.providerRef });
    for (const r of rows) {
      bodies.push({
        paymentId: r.id,
        body: JSON.stringify({
          event_id: randomUUID(),
          type: 'payment.approved',
          session_id: r.providerRef,
          merchant_ref: String(r.id),
          amount: AMOUNT,
          currency: 'EUR',
          reason: null,
          instrument: { kind: 'card', token: `tok_${r.id}`, label: 'Visa •••• 4242' },
          created_at: new Date().toISOString(),
        }),
      });
    }
  }
  return bodies;
}

/** Sends every body once with CONCURRENCY clients; latencies of each request. */
async function send(base: string, bodies: { body: string }[]) {
  let next = 0;
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (;;) {
        const i = next++;
        if (i >= bodies.length) return;
        const { body } = bodies[i]!;
        const t0 = performance.now();
        const res = await fetch(`${base}/webhooks/payments/sandbox`, {
          method: 'POST',
          headers: sandboxDeliveryHeaders(env.SANDBOX_GATEWAY_SECRET, body, new Date()),
          body,
        });
        await res.arrayBuffer();
        latencies.push(performance.now() - t0);
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: bodies.length,
    seconds: round2(seconds),
    perSecond: Math.round(bodies.length / seconds),
    latencyMs: {
      p50: round2(percentile(latencies, 50)),
      p90: round2(percentile(latencies, 90)),
      p99: round2(percentile(latencies, 99)),
      max: round2(latencies.at(-1) ?? 0),
    },
    statuses,
  };
}

async function main() {
  const { database, drop } = await scratchPgDatabase(pgUrl);
  try {
    await database.migrate();
    await seed(database.db, env);
    console.log(`preparing ${DEPOSITS} started card deposits...`);
    const bodies = await prepare(database);
    const app = await buildApp({ env, database, logger: false, serveSite: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    try {
      // A short warm-up on a slice that is then not measured again (its deposits are credited).
      const warm = bodies.splice(0, 200);
      await send(base, warm);
      console.log(`measuring ${bodies.length} webhooks, ${CONCURRENCY} concurrent...`);
      const first = await send(base, bodies);
      console.log(`  first deliveries: ${first.perSecond}/s, p99 ${first.latencyMs.p99} ms`);
      const replay = await send(base, bodies);
      console.log(`  redeliveries: ${replay.perSecond}/s, p99 ${replay.latencyMs.p99} ms`);
      const check = (await database.db.execute(
        `select
           (select count(*) from payments where status = 'authorized')::int as authorized,
           (select count(*) from ledger_transactions where operation = 'deposit')::int as credits,
           (select coalesce(sum(amount), 0) from ledger_transactions
              where operation = 'deposit' and provider = 'payments')::bigint as credited,
           (select count(*) from (select transaction_id from ledger_entries group by transaction_id
              having sum(amount) <> 0) x)::int as unbalanced,
           (select count(*) from wallets w where w.cash <> (select coalesce(sum(amount), 0)
              from ledger_entries where account_id = w.cash_account_id))::int as cache_mismatches`,
      )) as unknown as { rows: Record<string, number | string>[] };
      const ledgerCheck = check.rows[0]!;
      console.log('  ledger:', ledgerCheck);
      const result = {
        benchmark: 'deposit-webhooks',
        database: 'postgres',
        measuredAt: new Date().toISOString(),
        machine: { cpus: cpus().length, model: cpus()[0]?.model, loadavg: loadavg() },
        node: process.version,
        setup: {
          deposits: bodies.length,
          warmup: warm.length,
          concurrency: CONCURRENCY,
          transport: 'HTTP/1.1 keep-alive (fetch), server in this process',
        },
        firstDelivery: first,
        redelivery: replay,
        ledgerCheck,
      };
      writeFileSync(
        new URL('./results/deposit-webhooks.json', import.meta.url),
        `${JSON.stringify(result, null, 2)}\n`,
      );
      console.log('wrote bench/results/deposit-webhooks.json');
    } finally {
      await app.close();
    }
  } finally {
    await drop();
  }
}

await main();
