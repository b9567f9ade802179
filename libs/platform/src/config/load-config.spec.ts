import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './load-config.js';
import { baseEnvSchema, databaseEnvSchema, gatewayEnvSchema } from './env-schemas.js';

const schema = baseEnvSchema.extend(databaseEnvSchema.shape).extend(gatewayEnvSchema.shape);
const valid = { REDIS_URL: 'redis://127.0.0.1:6379', DATABASE_URL: 'postgres://u@h:5432/db' };

describe('loadConfig', () => {
  it('applies defaults for what is optional', () => {
    const config = loadConfig(schema, valid);
    expect(config).toMatchObject({ PORT: 3000, REDIS_PREFIX: 'lw', TRUST_PROXY_HOPS: 0, LOG_LEVEL: 'info', RPC_DEADLINE_MS: 3000 });
  });

  it('names every missing or malformed variable at once', () => {
    try {
      loadConfig(schema, { REDIS_URL: 'http://nope', PORT: '70000' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems;
      expect(problems.map((p) => p.variable).sort()).toEqual(['DATABASE_URL', 'PORT', 'REDIS_URL']);
      expect(problems.find((p) => p.variable === 'DATABASE_URL')?.problem).toBe('is required but not set');
      expect(problems.find((p) => p.variable === 'REDIS_URL')?.problem).toMatch(/^is invalid: must be a redis: or rediss: URL/);
    }
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig(schema, { ...valid, OTEL_EXPORTER_OTLP_ENDPOINT: '', PORT: '' })).toMatchObject({ PORT: 3000 });
    expect(loadConfig(schema, { ...valid, OTEL_EXPORTER_OTLP_ENDPOINT: '' }).OTEL_EXPORTER_OTLP_ENDPOINT).toBeUndefined();
  });

  it('refuses a Redis prefix that could collide with key separators', () => {
    expect(() => loadConfig(schema, { ...valid, REDIS_PREFIX: 'a:b' })).toThrow(/REDIS_PREFIX is invalid/);
  });
});
