/**
 * The Prometheus scrape endpoint on its own port (METRICS_PORT, on METRICS_HOST: the loopback by
 * default), apart from the public one: metrics tell a visitor too much about the casino's traffic,
 * and a reverse proxy need not filter them out. It answers `GET /metrics` and nothing else.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

/** A started scrape server. */
export interface MetricsServer {
  /** The port it listens on (the system's choice when asked for port 0). */
  port: number;
  close(): Promise<void>;
}

/** Starts the scrape server; resolves once it listens. */
export async function startMetricsServer(opts: {
  registry: Registry;
  host: string;
  port: number;
  /** A scrape that failed (the answer is a bare 500). */
  onError?: (err: unknown) => void;
}): Promise<MetricsServer> {
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found\n');
      return;
    }
    opts.registry.metrics().then(
      (text) => {
        res.writeHead(200, { 'content-type': opts.registry.contentType });
        res.end(req.method === 'HEAD' ? undefined : text);
      },
      (err: unknown) => {
        opts.onError?.(err);
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('error\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeIdleConnections();
      }),
  };
}
