import { join } from 'node:path';
import { buildApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { startBanner } from './banner.ts';
import { loadServerEnv } from './env.ts';
import { startMetricsServer, type MetricsServer } from './ops/metrics-server.ts';
import { seedIfEmpty } from './seed/seed.ts';
import { ensureFirstAdmin } from './staff/bootstrap.ts';

const env = await loadServerEnv();
const database = await openDatabase(env.DATABASE_URL ?? join(env.DATA_DIR, 'pglite'), {
  poolSize: env.DATABASE_POOL_SIZE,
  replicaUrl: env.DATABASE_REPLICA_URL,
});
// Nodes starting together on an empty database: one migrates and seeds, the others wait for it.
const seeded = await database.startupLock(async () => {
  await database.migrate();
  return seedIfEmpty(database.db, env);
});
const app = await buildApp({ env, database });
if (seeded) app.log.info('database was empty: demo data seeded');
await ensureFirstAdmin(database.db, env, app.log);

let metricsServer: MetricsServer | undefined;
let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    await metricsServer?.close();
    await app.close();
    await database.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: env.PORT, host: env.HOST });
// Prometheus scrapes this app's metrics on their own port (METRICS_PORT; 0: off).
if (env.METRICS_PORT > 0) {
  metricsServer = await startMetricsServer({
    registry: app.metrics,
    host: env.METRICS_HOST,
    port: env.METRICS_PORT,
    onError: (err) => app.log.error({ err }, 'metrics: scrape failed'),
  });
  app.log.info({ port: metricsServer.port, host: env.METRICS_HOST }, 'metrics listening');
}
// Development: where the site is and how to sign in, once (production logs JSON only).
const banner = startBanner(env);
if (banner) process.stdout.write(`${banner}\n`);
