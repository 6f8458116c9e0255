import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = path.resolve(import.meta.dirname, '..');
interface Service {
  image?: string;
  build?: unknown;
  command?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, unknown> | string[];
  healthcheck?: { test?: string[] };
}
const compose = parse(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), { merge: true }) as { services: Record<string, Service> };
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');

describe('docker-compose.yml', () => {
  it('has every service the README names', () => {
    const section = readme.split('## Running on MongoDB and Temporal')[1]?.split('\n## ')[0] ?? '';
    const named = [...section.matchAll(/^\| `([\w-]+)` \|/gm)].map((match) => match[1]);
    expect(named.length).toBeGreaterThanOrEqual(10);
    for (const name of named) expect(Object.keys(compose.services), name).toContain(name);
  });

  it('pins every image tag', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      if (!service.image) continue;
      expect(service.image, name).toMatch(/:[\w.-]+$/);
      expect(service.image, name).not.toMatch(/:latest$/);
    }
  });

  it('wires the application to MongoDB, Temporal, Mailpit, MinIO and the partner by environment', () => {
    for (const name of ['api', 'worker']) {
      const env = compose.services[name].environment ?? {};
      expect(env.MONGODB_URI, name).toMatch(/^mongodb:\/\/mongodb:27017\/.*replicaSet=rs0/);
      expect(env.TEMPORAL_ADDRESS, name).toBe('temporal:7233');
      expect(env.SMTP_URL, name).toBe('smtp://mailpit:1025');
      expect(env.S3_ENDPOINT, name).toBe('http://minio:9000');
      expect(env.PARTNER_URL, name).toMatch(/^http:\/\/partner-simulator:/);
    }
    expect(compose.services.mongodb.command).toContain('--replSet');
    expect(compose.services['temporal-ui'].environment?.TEMPORAL_ADDRESS).toBe('temporal:7233');
  });

  it('runs the built image with node on built entries whose sources exist', () => {
    const entries = JSON.parse(readFileSync(path.join(root, 'scripts', 'build-entries.json'), 'utf8')) as Record<string, string>;
    const built = Object.entries(compose.services).filter(([, service]) => service.build !== undefined);
    expect(built.map(([name]) => name).sort()).toEqual(['api', 'erp-agent', 'partner-simulator', 'worker']);
    for (const [name, service] of built) {
      const [program, entry, ...rest] = service.command ?? [];
      expect(program, name).toBe('node');
      expect(rest, name).toEqual([]);
      const output = /^dist\/([\w-]+)\.js$/.exec(entry ?? '')?.[1];
      expect(output, `${name}: ${entry} is not a bundle of scripts/build-entries.json`).toBeDefined();
      expect(entries[output!], `${name}: ${entry}`).toBeDefined();
      expect(existsSync(path.join(root, entries[output!])), `${name}: ${entries[output!]}`).toBe(true);
    }
  });

  it('checks the health of every long-running service and starts each after what it needs is healthy', () => {
    const oneShot = ['minio-init'];
    for (const [name, service] of Object.entries(compose.services)) {
      if (!oneShot.includes(name)) expect(service.healthcheck?.test?.length, `${name} has a healthcheck`).toBeGreaterThan(0);
      expect(Array.isArray(service.depends_on), `${name}: depends_on with conditions`).toBe(false);
      for (const [needed, rule] of Object.entries(service.depends_on ?? {})) {
        const condition = oneShot.includes(needed) ? 'service_completed_successfully' : 'service_healthy';
        expect(rule, `${name} waits for ${needed}`).toEqual({ condition });
      }
    }
    expect(compose.services.api.healthcheck?.test?.join(' ')).toContain('/readyz');
    expect(compose.services.api.depends_on).toMatchObject({ mongodb: {}, temporal: {}, mailpit: {}, 'partner-simulator': {}, 'minio-init': {} });
  });
});
