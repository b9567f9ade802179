import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '@lifewheel/platform/config';
import { generateJobSecretKey, generatePrincipalKeyPair } from '@lifewheel/platform/keys';
import { assessmentsEnvSchema } from './config.js';

const required = {
  REDIS_URL: 'redis://127.0.0.1:6379',
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/lifewheel',
  PRINCIPAL_PUBLIC_KEY: generatePrincipalKeyPair().publicKey,
  JOB_SECRET_KEY: generateJobSecretKey(),
};

describe('assessments configuration: PUBLIC_URL', () => {
  it('defaults to the local address, also when set but empty', () => {
    expect(loadConfig(assessmentsEnvSchema, required).PUBLIC_URL).toBe('http://localhost:3000');
    expect(loadConfig(assessmentsEnvSchema, { ...required, PUBLIC_URL: '' }).PUBLIC_URL).toBe('http://localhost:3000');
  });

  it('drops trailing slashes so links never hold "//"', () => {
    expect(loadConfig(assessmentsEnvSchema, { ...required, PUBLIC_URL: 'https://wheel.example.org/' }).PUBLIC_URL).toBe('https://wheel.example.org');
    expect(loadConfig(assessmentsEnvSchema, { ...required, PUBLIC_URL: 'https://example.org/lifewheel//' }).PUBLIC_URL).toBe('https://example.org/lifewheel');
  });

  it.each(['wheel.example.org', 'ftp://wheel.example.org'])('refuses %s, naming the variable', (value) => {
    expect(() => loadConfig(assessmentsEnvSchema, { ...required, PUBLIC_URL: value })).toThrow(ConfigError);
    expect(() => loadConfig(assessmentsEnvSchema, { ...required, PUBLIC_URL: value })).toThrow(/PUBLIC_URL is invalid: must be an http or https URL/);
  });
});

describe('assessments configuration: FOCUS_REMINDER_DAY_MS', () => {
  it('is a real day unless set, and a few milliseconds when a test asks', () => {
    expect(loadConfig(assessmentsEnvSchema, required).FOCUS_REMINDER_DAY_MS).toBe(86_400_000);
    expect(loadConfig(assessmentsEnvSchema, { ...required, FOCUS_REMINDER_DAY_MS: '5' }).FOCUS_REMINDER_DAY_MS).toBe(5);
  });

  it.each(['0', '-1', '1.5', 'a day', '86400001'])('refuses %s, naming the variable', (value) => {
    expect(() => loadConfig(assessmentsEnvSchema, { ...required, FOCUS_REMINDER_DAY_MS: value })).toThrow(/FOCUS_REMINDER_DAY_MS/);
  });
});
