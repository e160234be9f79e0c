/**
 * The deployment files an operator runs (deploy/): the environment reference names every variable
 * the server reads, and the compose file parses and describes the production topology (two
 * read-only nodes from deploy/Dockerfile behind a proxy, PostgreSQL and Redis with health checks,
 * secrets only from the env file). No container engine runs in CI: this is its check.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { envSchema } from '../src/env.ts';

const deploy = resolve(import.meta.dirname, '../../../deploy');
const read = (name: string) => readFileSync(resolve(deploy, name), 'utf8');

interface Service {
  image?: string;
  build?: { context?: string; dockerfile?: string };
  read_only?: boolean;
  tmpfs?: string[];
  environment?: Record<string, string>;
  env_file?: string[];
  healthcheck?: { test?: unknown };
  depends_on?: Record<string, { condition?: string }>;
  ports?: string[];
}

// Compose reads YAML merge keys (`<<: *node`).
const compose = parse(read('compose.yaml'), { merge: true }) as {
  services: Record<string, Service>;
  networks: Record<string, { ipam?: { config?: { subnet?: string }[] } }>;
};
const services = compose.services;

describe('deploy/ENVIRONMENT.md', () => {
  const doc = read('ENVIRONMENT.md');
  const documented = new Set([...doc.matchAll(/^\| `([A-Z0-9_]+)`/gm)].map((m) => m[1]));

  it('describes every variable of the server', () => {
    const missing = Object.keys(envSchema.shape).filter((key) => !documented.has(key));
    expect(missing).toEqual([]);
  });

  it('describes no variable the server does not read, except compose-only ones', () => {
    const composeOnly = [
      'POSTGRES_PASSWORD',
      'SITE_ADDRESS',
      'CROUPIER_SUBNET',
      'POSTGRES_HOST_PORT',
    ];
    const unknown = [...documented].filter(
      (key) => !(key! in envSchema.shape) && !composeOnly.includes(key!),
    );
    expect(unknown).toEqual([]);
  });

  it('lists in .env.example only variables the server or compose reads', () => {
    const example = read('.env.example');
    const keys = [...example.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]!);
    expect(keys.length).toBeGreaterThan(10);
    expect(keys.filter((key) => !documented.has(key))).toEqual([]);
  });
});

describe('deploy/compose.yaml', () => {
  const nodes = Object.entries(services).filter(
    ([, s]) => s.build?.dockerfile === 'deploy/Dockerfile',
  );

  it('runs two server nodes from deploy/Dockerfile on a read-only root with a /tmp tmpfs', () => {
    expect(nodes.map(([name]) => name).sort()).toEqual(['node1', 'node2']);
    for (const [, node] of nodes) {
      expect(node.build?.context).toBe('..');
      expect(node.read_only).toBe(true);
      expect(node.tmpfs).toContain('/tmp');
      expect(node.env_file).toEqual(['.env']);
      expect(node.environment?.NODE_ENV).toBe('production');
      expect(node.environment?.DATABASE_URL).toMatch(
        /^postgres:\/\/croupier:\$\{POSTGRES_PASSWORD/,
      );
      expect(node.environment?.REDIS_URL).toBe('redis://redis:6379');
      expect(node.environment?.FILE_STORAGE).toBe('db');
    }
  });

  it('has PostgreSQL with WAL archiving and Redis, both with health checks the nodes wait for', () => {
    expect(services.postgres?.image).toMatch(/^postgres:1[56]/);
    expect(services.redis?.image).toMatch(/^redis:7/);
    expect(services.postgres?.healthcheck?.test).toEqual(
      expect.arrayContaining([expect.stringContaining('pg_isready')]),
    );
    expect(services.redis?.healthcheck?.test).toEqual(expect.arrayContaining(['ping']));
    const command = JSON.stringify((services.postgres as { command?: unknown }).command);
    expect(command).toContain('archive_mode=on');
    expect(command).toContain('archive_command=');
    for (const [, node] of nodes) {
      expect(node.depends_on?.postgres?.condition).toBe('service_healthy');
      expect(node.depends_on?.redis?.condition).toBe('service_healthy');
    }
    // The second node starts when the first has migrated the database.
    expect(services.node2?.depends_on?.node1?.condition).toBe('service_healthy');
  });

  it('puts Caddy in front, and the nodes trust X-Forwarded-For from the fixed subnet only', () => {
    expect(services.proxy?.image).toMatch(/^caddy:2/);
    expect(services.proxy?.ports).toEqual(expect.arrayContaining(['80:80', '443:443']));
    const subnet = compose.networks.backend?.ipam?.config?.[0]?.subnet;
    expect(subnet).toBe('${CROUPIER_SUBNET:-172.28.0.0/24}');
    for (const [, node] of nodes) {
      expect(node.environment?.TRUST_PROXY).toBe(subnet);
      expect(node.ports).toBeUndefined();
    }
    const caddy = read('Caddyfile');
    expect(caddy).toMatch(/reverse_proxy node1:3000 node2:3000 \{[^}]*health_uri \/health/);
  });

  it('holds no secret literal: passwords and keys come from the env file', () => {
    const values = Object.values(services).flatMap((service) =>
      Object.entries(service.environment ?? {}),
    );
    expect(values.length).toBeGreaterThan(10);
    for (const [key, value] of values) {
      if (/PASSWORD|SECRET|TOKEN|KEY/.test(key)) expect(value, key).toMatch(/^\$\{[A-Z_]+:\?/);
      // A URL's password, if any, is interpolated from the env file.
      const password = /^[a-z]+:\/\/[^:@/]+:([^@]+)@/.exec(String(value))?.[1];
      if (password !== undefined) expect(password, key).toMatch(/^\$\{[A-Z_]+:\?/);
    }
    // The example env file ships no value for any secret.
    const example = read('.env.example');
    for (const key of [
      'POSTGRES_PASSWORD',
      'SKIN_API_SECRET',
      'CAPTCHA_HMAC_KEY',
      'PLATFORM_API_TOKEN',
      'KYC_WEBHOOK_SECRET',
      'DOCUMENTS_KEY',
      'ADMIN_PASSWORD',
    ]) {
      expect(example).toMatch(new RegExp(`^${key}=$`, 'm'));
    }
  });
});
