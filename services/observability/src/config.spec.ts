import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '@lifewheel/platform/config';
import { generateJobSecretKey, generatePrincipalKeyPair } from '@lifewheel/platform/keys';
import { observabilityEnvSchema } from './config.js';

const required = {
  REDIS_URL: 'redis://127.0.0.1:6379',
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/lifewheel',
  JOB_SECRET_KEY: generateJobSecretKey(),
  PRINCIPAL_PUBLIC_KEY: generatePrincipalKeyPair().publicKey,
};

describe('observability configuration: payment alerting', () => {
  it('splits and normalises ALERT_EMAILS, and has defaults for the rules', () => {
    const config = loadConfig(observabilityEnvSchema, { ...required, ALERT_EMAILS: ' Ops@Example.com, oncall@example.com ,' });
    expect(config.ALERT_EMAILS).toEqual(['ops@example.com', 'oncall@example.com']);
    expect(config.ALERT_NO_SUCCESS_MINUTES).toBe(60);
    expect(config.ALERT_EVALUATE_EVERY_SECONDS).toBe(60);
    // Unset (or empty): alerts are only logged.
    expect(loadConfig(observabilityEnvSchema, { ...required, ALERT_EMAILS: '' }).ALERT_EMAILS).toEqual([]);
  });

  it.each([
    ['ALERT_EMAILS', 'ops@example.com; oncall@example.com'],
    ['ALERT_NO_SUCCESS_MINUTES', '2'],
    ['ALERT_EVALUATE_EVERY_SECONDS', 'often'],
  ])('refuses a bad %s, naming it', (variable, value) => {
    expect(() => loadConfig(observabilityEnvSchema, { ...required, [variable]: value })).toThrow(ConfigError);
    expect(() => loadConfig(observabilityEnvSchema, { ...required, [variable]: value })).toThrow(new RegExp(`${variable} is invalid`));
  });
});
