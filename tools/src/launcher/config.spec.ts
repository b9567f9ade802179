import { describe, expect, it } from 'vitest';
import { PROCESS_INFO } from '@lifewheel/contracts';
import { processEnv, resolveConfig } from './config.js';

const backing = { databaseUrl: 'postgres://db/lifewheel', redisUrl: 'redis://r:6379' };

describe('resolveConfig', () => {
  it('uses the defaults on an empty environment', () => {
    expect(resolveConfig({}, true)).toEqual({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      healthPortBase: 3100,
      databaseUrl: undefined,
      redisUrl: undefined,
      logFormat: 'pretty',
      colour: true,
    });
  });

  it('takes PORT, PUBLIC_URL, the URLs and LOG_FORMAT from the environment', () => {
    const config = resolveConfig(
      { PORT: '4000', PUBLIC_URL: 'https://wheel.example/', DATABASE_URL: 'postgres://x/y', REDIS_URL: 'redis://z', LOG_FORMAT: 'json' },
      false,
    );
    expect(config).toMatchObject({ port: 4000, publicUrl: 'https://wheel.example', databaseUrl: 'postgres://x/y', redisUrl: 'redis://z', logFormat: 'json' });
  });

  it('derives PUBLIC_URL from PORT and treats empty variables as unset', () => {
    expect(resolveConfig({ PORT: '8080', DATABASE_URL: '' }, false)).toMatchObject({ publicUrl: 'http://localhost:8080', databaseUrl: undefined });
  });

  it('refuses a port that is not one', () => {
    expect(() => resolveConfig({ PORT: 'abc' }, false)).toThrow(/PORT must be a port number/);
    expect(() => resolveConfig({ PORT: '70000' }, false)).toThrow(/PORT/);
    expect(() => resolveConfig({ HEALTH_PORT_BASE: '65533' }, false)).toThrow(/HEALTH_PORT_BASE/);
    expect(() => resolveConfig({ LOG_FORMAT: 'yaml' }, false)).toThrow(/LOG_FORMAT/);
  });

  it('refuses a malformed INDEXNOW_KEY, naming the variable, and takes a good one', () => {
    expect(() => resolveConfig({ INDEXNOW_KEY: 'short' }, false)).toThrow(/INDEXNOW_KEY must be 8 to 128 characters/);
    expect(() => resolveConfig({ INDEXNOW_KEY: 'has_underscore_and spaces' }, false)).toThrow(/INDEXNOW_KEY/);
    expect(() => resolveConfig({ INDEXNOW_KEY: 'a1b2c3d4-e5f6' }, false)).not.toThrow();
  });

  it('colours a terminal unless NO_COLOR, and a pipe only with FORCE_COLOR', () => {
    expect(resolveConfig({}, false).colour).toBe(false);
    expect(resolveConfig({ NO_COLOR: '1' }, true).colour).toBe(false);
    expect(resolveConfig({ FORCE_COLOR: '1' }, false).colour).toBe(true);
    expect(resolveConfig({ FORCE_COLOR: '0' }, true).colour).toBe(false);
  });
});

describe('processEnv', () => {
  it('gives the gateway PORT and the others a health port each, the ones of the process list', () => {
    const config = resolveConfig({}, false);
    expect(processEnv('gateway', config, backing, { PORT: '3000' })).toMatchObject({ PORT: '3000' });
    expect(processEnv('gateway', config, backing, {}).HEALTH_PORT).toBeUndefined();
    const ports = PROCESS_INFO.map(({ name }) => processEnv(name, config, backing, {}).HEALTH_PORT);
    expect(ports).toEqual([undefined, '3101', '3102', '3103', '3104', '3105']);
    for (const { name, probe } of PROCESS_INFO) expect(processEnv(name, config, backing, {})[probe.variable], name).toBe(String(probe.port));
    expect(processEnv('billing', config, backing, { PORT: '3000' }).PORT).toBeUndefined();
  });

  it('shifts the health ports with HEALTH_PORT_BASE', () => {
    const config = resolveConfig({ HEALTH_PORT_BASE: '4200' }, false);
    expect(processEnv('identity', config, backing, {}).HEALTH_PORT).toBe('4201');
    expect(processEnv('worker', config, backing, {}).HEALTH_PORT).toBe('4205');
    expect(resolveConfig({ HEALTH_PORT_BASE: '65530' }, false).healthPortBase).toBe(65530);
  });

  it('passes the inherited environment, the backing URLs and the local-only telemetry settings', () => {
    const config = resolveConfig({ PORT: '3999' }, false);
    const env = processEnv('identity', config, backing, { HOME: '/root', OTEL_NODE_RESOURCE_DETECTORS: 'all', DATABASE_URL: 'old' });
    expect(env).toMatchObject({
      HOME: '/root',
      DATABASE_URL: backing.databaseUrl,
      REDIS_URL: backing.redisUrl,
      PUBLIC_URL: 'http://localhost:3999',
      OTEL_NODE_RESOURCE_DETECTORS: 'env,host,os,process',
      NODE_ENV: 'development',
    });
    expect(processEnv('identity', config, backing, { NODE_ENV: 'production' }).NODE_ENV).toBe('production');
  });
});

describe('processEnv: the principal signing key', () => {
  it('reaches identity alone; the public key reaches everyone', () => {
    const inherited = { PRINCIPAL_PRIVATE_KEY: 'private', PRINCIPAL_PUBLIC_KEY: 'public' };
    const config = resolveConfig({}, false);
    expect(processEnv('identity', config, backing, inherited).PRINCIPAL_PRIVATE_KEY).toBe('private');
    for (const name of ['gateway', 'assessments', 'billing', 'observability', 'worker'] as const) {
      expect(processEnv(name, config, backing, inherited).PRINCIPAL_PRIVATE_KEY).toBeUndefined();
      expect(processEnv(name, config, backing, inherited).PRINCIPAL_PUBLIC_KEY).toBe('public');
    }
  });
});
