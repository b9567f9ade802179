import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVICE_NAMES, processInfo, type ServiceName } from '@lifewheel/contracts';
import { NODE, REPO_ROOT } from '@lifewheel/testing';
import { PROCESS_NEEDS } from '../deploy/processes.js';

const complete = {
  REDIS_URL: 'redis://127.0.0.1:6379',
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/none',
  PATH: process.env['PATH'] ?? '',
};

function run(name: ServiceName, env: Record<string, string>) {
  return spawnSync(NODE, [join(REPO_ROOT, processInfo(name).entry)], { env, encoding: 'utf8', timeout: 20_000 });
}

// The deployment table says who is given DATABASE_URL; each of those must insist on it.
const USE_THE_DATABASE = SERVICE_NAMES.filter((name) => PROCESS_NEEDS[name].secrets.includes('DATABASE_URL'));

const without = (variable: string, env: Record<string, string> = complete) => Object.fromEntries(Object.entries(env).filter(([key]) => key !== variable));

describe('every process validates its configuration at start', () => {
  it.each(SERVICE_NAMES)('%s refuses to start without REDIS_URL and names it', (name) => {
    const result = run(name, without('REDIS_URL'));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`lifewheel-${name}: configuration error: REDIS_URL is required but not set`);
  });

  it.each(USE_THE_DATABASE)('%s refuses to start without DATABASE_URL and names it', (name) => {
    const result = run(name, without('DATABASE_URL'));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('DATABASE_URL is required but not set');
  });

  it.each<[ServiceName, string, string]>([
    ['gateway', 'PORT', 'not-a-port'],
    ['gateway', 'REDIS_URL', 'http://wrong-scheme'],
    ['assessments', 'DATABASE_URL', 'mysql://nope'],
    ['worker', 'SMTP_URL', 'not a url'],
    ['worker', 'INDEXNOW_KEY', 'short'],
    ['gateway', 'INDEXNOW_KEY', 'has spaces and_underscores'],
    ['observability', 'HEALTH_PORT', '99999'],
  ])('%s refuses a malformed %s and names it', (name, variable, value) => {
    const result = run(name, { ...complete, [variable]: value });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(new RegExp(`configuration error: ${variable} is invalid`));
  });

  it('the migrate step refuses to run without DATABASE_URL', () => {
    const result = spawnSync(NODE, [join(REPO_ROOT, 'tools/dist/migrate.js')], { env: without('DATABASE_URL'), encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('DATABASE_URL is required but not set');
  });
});
