import { describe, expect, it } from 'vitest';
import { HEALTH_PORT_PROCESSES } from '@lifewheel/contracts';
import { ConfigError, loadConfig } from './load-config.js';
import { gatewayEnvSchema, healthPortSchema, journeyBatchEnvSchema, publicUrlEnvSchema } from './env-schemas.js';

describe('PUBLIC_URL: one rule for every process that reads it', () => {
  it('is the same schema in the gateway', () => {
    expect(gatewayEnvSchema.shape.PUBLIC_URL).toBe(publicUrlEnvSchema.shape.PUBLIC_URL);
  });

  it('defaults to the gateway on this machine, and drops trailing slashes', () => {
    expect(loadConfig(gatewayEnvSchema, {})).toMatchObject({ PORT: 3000, PUBLIC_URL: 'http://localhost:3000' });
    expect(loadConfig(gatewayEnvSchema, { PUBLIC_URL: 'https://wheel.example.org//' }).PUBLIC_URL).toBe('https://wheel.example.org');
  });

  it.each(['wheel.example.org', 'ftp://wheel.example.org'])('refuses %s, naming the variable', (value) => {
    expect(() => loadConfig(publicUrlEnvSchema, { PUBLIC_URL: value })).toThrow(ConfigError);
    expect(() => loadConfig(publicUrlEnvSchema, { PUBLIC_URL: value })).toThrow(/PUBLIC_URL is invalid: must be an http or https URL/);
  });
});

describe('HEALTH_PORT', () => {
  it.each(HEALTH_PORT_PROCESSES)('defaults to the port of the process list for $name', ({ name, probe }) => {
    expect(loadConfig(healthPortSchema(name), {}).HEALTH_PORT).toBe(probe.port);
    expect(loadConfig(healthPortSchema(name), { HEALTH_PORT: '4321' }).HEALTH_PORT).toBe(4321);
  });
});

describe('JOURNEY_FLUSH_MS and JOURNEY_BATCH_SIZE', () => {
  it('default to a quarter of a second and 200 events', () => {
    expect(loadConfig(journeyBatchEnvSchema, {})).toEqual({ JOURNEY_FLUSH_MS: 250, JOURNEY_BATCH_SIZE: 200 });
    expect(loadConfig(journeyBatchEnvSchema, { JOURNEY_FLUSH_MS: '50', JOURNEY_BATCH_SIZE: '10' })).toEqual({ JOURNEY_FLUSH_MS: 50, JOURNEY_BATCH_SIZE: 10 });
  });

  it.each([
    ['JOURNEY_FLUSH_MS', '0'],
    ['JOURNEY_FLUSH_MS', 'soon'],
    ['JOURNEY_BATCH_SIZE', '0'],
    ['JOURNEY_BATCH_SIZE', '5000'],
  ])('refuses %s=%s, naming the variable', (name, value) => {
    expect(() => loadConfig(journeyBatchEnvSchema, { [name]: value })).toThrow(new RegExp(`${name} is invalid`));
  });
});
