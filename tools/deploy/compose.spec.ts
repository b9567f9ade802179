import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { APP_PROCESSES, SECRET_VARIABLES } from './processes.js';
import { commandOf, parseConfig, runCompose, seconds, serviceProblems, volumeTargets, type ComposeConfig } from './compose-checks.js';

const composeFile = fileURLToPath(new URL('../../docker-compose.yml', import.meta.url));
const exampleEnv = readFileSync(new URL('./compose.env.example', import.meta.url), 'utf8');
const scratch = mkdtempSync(join(tmpdir(), 'lifewheel-compose-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The variables of compose.env.example with `changes` applied (undefined removes one). */
function envFile(changes: Record<string, string | undefined> = {}): string {
  const lines = exampleEnv.split('\n').filter((line) => {
    const name = line.split('=')[0] ?? '';
    return !(name in changes);
  });
  for (const [name, value] of Object.entries(changes)) if (value !== undefined) lines.push(`${name}=${value}`);
  const path = join(scratch, `${Math.random().toString(36).slice(2)}.env`);
  writeFileSync(path, `${lines.join('\n')}\n`);
  return path;
}

function config(changes: Record<string, string | undefined> = {}): ComposeConfig {
  const result = runCompose(composeFile, envFile(changes), ['config'], scratch);
  if (result.status !== 0) throw new Error(`compose config failed: ${result.stderr}`);
  return parseConfig(result.stdout);
}

/**
 * What `docker compose up` starts without a profile. docker-compose v1's `config` prints the
 * profiled services too (v2 leaves them out), so they are told apart by their `profiles`.
 */
function withoutProfile(resolved: ComposeConfig): string[] {
  return Object.entries(resolved.services)
    .filter(([, service]) => !((service as { profiles?: string[] }).profiles ?? []).length)
    .map(([name]) => name);
}

const REQUIRED = ['PRINCIPAL_PRIVATE_KEY', 'PRINCIPAL_PUBLIC_KEY', 'JOB_SECRET_KEY', 'SMTP_URL', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;

// Each test runs docker-compose (a Python program) once or twice: seconds each on a busy machine.
describe('docker-compose.yml', { timeout: 30_000 }, () => {
  const resolved = config();

  it('is a valid compose file (docker-compose config -q)', () => {
    const result = runCompose(composeFile, envFile(), ['config', '-q'], scratch);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('runs PostgreSQL, Redis, the migrations and the six processes', () => {
    expect(withoutProfile(resolved).sort()).toEqual(['migrate', 'postgres', 'redis', ...APP_PROCESSES].sort());
  });

  it.each(REQUIRED)('refuses to start without %s', (name) => {
    const result = runCompose(composeFile, envFile({ [name]: undefined }), ['config', '-q'], scratch);
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain(`set ${name}`);
  });

  it('takes every secret from a variable, never from the file', () => {
    const probe = config({
      PRINCIPAL_PRIVATE_KEY: 'probe-private',
      PRINCIPAL_PUBLIC_KEY: 'probe-public',
      JOB_SECRET_KEY: 'probe-job-key',
      SMTP_URL: 'smtp://probe:probe-smtp@mail:25',
      STRIPE_SECRET_KEY: 'sk_test_probe',
      STRIPE_WEBHOOK_SECRET: 'whsec_probe',
      POSTGRES_PASSWORD: 'probe-pg',
      REDIS_PASSWORD: 'probe-redis',
    });
    const env = (name: string) => probe.services[name]?.environment ?? {};
    expect(env('identity')['PRINCIPAL_PRIVATE_KEY']).toBe('probe-private');
    expect(env('assessments')['PRINCIPAL_PUBLIC_KEY']).toBe('probe-public');
    expect(env('worker')['JOB_SECRET_KEY']).toBe('probe-job-key');
    expect(env('gateway')['PRINCIPAL_PRIVATE_KEY'] ?? null).toBeNull();
    expect(env('worker')['SMTP_URL']).toBe('smtp://probe:probe-smtp@mail:25');
    expect(env('billing')['STRIPE_SECRET_KEY']).toBe('sk_test_probe');
    expect(env('billing')['STRIPE_WEBHOOK_SECRET']).toBe('whsec_probe');
    expect(env('postgres')['POSTGRES_PASSWORD']).toBe('probe-pg');
    // The password reaches Redis through a config file, never as an argument `ps` would show.
    expect(env('redis')['REDIS_PASSWORD']).toBe('probe-redis');
    expect(commandOf(probe.services['redis'] ?? {}).join(' ')).not.toMatch(/probe-redis|--requirepass/);
    expect(commandOf(probe.services['redis'] ?? {}).join(' ')).toMatch(
      /requirepass %s.*"\$\$?REDIS_PASSWORD" > \/tmp\/redis-auth\.conf && exec redis-server \/tmp\/redis-auth\.conf /,
    );
    for (const name of ['migrate', ...APP_PROCESSES]) {
      const vars = env(name);
      expect(vars['REDIS_URL'], name).toBe('redis://:probe-redis@redis:6379');
      if ('DATABASE_URL' in vars) expect(vars['DATABASE_URL'], name).toBe('postgres://lifewheel:probe-pg@postgres:5432/lifewheel');
    }
    const raw = readFileSync(composeFile, 'utf8');
    for (const name of SECRET_VARIABLES.filter((n) => !['DATABASE_URL', 'REDIS_URL'].includes(n))) {
      expect(raw, name).toMatch(new RegExp(`${name}: \\$\\{${name}:\\?`));
    }
  });

  it('runs Redis with noeviction and append-only persistence on a volume', () => {
    const redis = resolved.services['redis'] ?? {};
    const command = commandOf(redis).join(' ');
    expect(command).toMatch(/--maxmemory-policy noeviction\b/);
    expect(command).toMatch(/--appendonly yes\b/);
    expect(volumeTargets(redis)).toContain('/data');
    expect(redis.healthcheck?.test?.length).toBeGreaterThan(0);
  });

  it('keeps PostgreSQL data on a volume and reports its health', () => {
    const postgres = resolved.services['postgres'] ?? {};
    expect(volumeTargets(postgres)).toContain('/var/lib/postgresql');
    expect(postgres.healthcheck?.test).toContain('pg_isready');
  });

  it('runs the migrations once, after PostgreSQL is healthy', () => {
    const migrate = resolved.services['migrate'] ?? {};
    expect(serviceProblems(resolved, 'migrate')).toEqual([]);
    expect(migrate.restart).toBe('no');
  });

  it.each(APP_PROCESSES)('starts %s after migrate, with a healthcheck and the environment it needs', (process) => {
    expect(serviceProblems(resolved, process)).toEqual([]);
  });

  it('waits for a healthy PostgreSQL in every process that uses it', () => {
    for (const process of APP_PROCESSES) {
      const service = resolved.services[process] ?? {};
      if (service.environment?.['DATABASE_URL']) expect(service.depends_on?.['postgres']?.condition, process).toBe('service_healthy');
    }
  });

  it('passes the optional settings on only when they are set', () => {
    const unset = config({ OTEL_EXPORTER_OTLP_ENDPOINT: undefined, STRIPE_API_BASE: undefined });
    const set = config({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', STRIPE_API_BASE: 'http://stripe-mock:12111' });
    for (const process of ['migrate', ...APP_PROCESSES]) {
      expect(unset.services[process]?.environment?.['OTEL_EXPORTER_OTLP_ENDPOINT'] ?? null, process).toBeNull();
      expect(set.services[process]?.environment?.['OTEL_EXPORTER_OTLP_ENDPOINT'], process).toBe('http://collector:4318');
    }
    expect(unset.services['billing']?.environment?.['STRIPE_API_BASE'] ?? null).toBeNull();
    expect(set.services['billing']?.environment?.['STRIPE_API_BASE']).toBe('http://stripe-mock:12111');
  });

  it('publishes only the gateway, on the loopback address (and Jaeger’s UI with the traces profile)', () => {
    const raw = readFileSync(composeFile, 'utf8');
    expect(raw.match(/^\s+ports:/gm)).toHaveLength(2);
    expect(raw).toContain('"127.0.0.1:${GATEWAY_PORT:-3000}:3000"');
    expect(raw).toContain('"127.0.0.1:${JAEGER_UI_PORT:-16686}:16686"');
    const published = withoutProfile(resolved).filter((name) => (resolved.services[name] as { ports?: unknown[] }).ports?.length);
    expect(published).toEqual(['gateway']);
  });

  it('adds a collector and Jaeger with the traces profile, the collector sending to Jaeger', () => {
    const result = runCompose(composeFile, envFile({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://otel-collector:4318' }), ['--profile', 'traces', 'config'], scratch);
    expect(result.status).toBe(0);
    const traced = parseConfig(result.stdout);
    expect(Object.keys(traced.services)).toEqual(expect.arrayContaining(['otel-collector', 'jaeger', ...APP_PROCESSES]));
    expect(
      Object.keys(traced.services)
        .filter((name) => !withoutProfile(traced).includes(name))
        .sort(),
    ).toEqual(['jaeger', 'otel-collector']);
    expect(volumeTargets(traced.services['otel-collector'] ?? {})).toEqual(['/etc/otelcol/config.yaml']);
    const collectorConfig = readFileSync(new URL('../../k8s/overlays/traces/otel-collector.yaml', import.meta.url), 'utf8');
    expect(collectorConfig).toContain('endpoint: jaeger:4317');
    expect(collectorConfig).toContain('endpoint: 0.0.0.0:4318');
    for (const process of APP_PROCESSES) {
      expect(traced.services[process]?.environment?.['OTEL_EXPORTER_OTLP_ENDPOINT'], process).toBe('http://otel-collector:4318');
    }
  });
});

describe('the compose checks themselves', () => {
  const resolved = config();

  it('catch a process that does not wait for migrate or has no healthcheck', () => {
    const broken = structuredClone(resolved);
    const worker = broken.services['worker'];
    if (!worker) throw new Error('no worker');
    delete worker.depends_on?.['migrate'];
    worker.healthcheck = { disable: true };
    worker.stop_grace_period = '10s';
    expect(serviceProblems(broken, 'worker')).toEqual([
      'worker: must wait for migrate (depends_on condition service_completed_successfully)',
      'worker: has no healthcheck',
      'worker: stop_grace_period must leave about 30 s for a graceful shutdown',
    ]);
  });

  it('catch a missing variable and the wrong resource detectors', () => {
    const broken = structuredClone(resolved);
    const env = broken.services['billing']?.environment ?? {};
    delete env['STRIPE_WEBHOOK_SECRET'];
    env['OTEL_NODE_RESOURCE_DETECTORS'] = 'all';
    expect(serviceProblems(broken, 'billing')).toEqual([
      'billing: STRIPE_WEBHOOK_SECRET is not set',
      'billing: OTEL_NODE_RESOURCE_DETECTORS must be env,host,os,process',
    ]);
  });

  it('read compose durations', () => {
    expect([seconds('30s'), seconds('1m30s'), seconds('1m0s'), seconds(undefined)]).toEqual([30, 90, 60, 0]);
  });
});
