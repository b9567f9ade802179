import { describe, expect, it } from 'vitest';
import { JobName } from '@lifewheel/contracts';
import { openJobSecrets, sealJobSecrets } from './job-secrets.js';
import { generateJobSecretKey, jobSecretKey } from './keys.js';

const key = jobSecretKey(generateJobSecretKey());
const secrets = { to: 'ana@example.com', link: 'https://wheel.example/login/verify#token=abc' };

describe("a job's sealed secret part", () => {
  it('opens to what was sealed, and shows none of it', () => {
    const sealed = sealJobSecrets(JobName.SendLoginEmail, secrets, key);
    expect(sealed).not.toContain('ana');
    expect(sealed).not.toContain('abc');
    expect(openJobSecrets(JobName.SendLoginEmail, sealed, key)).toEqual(secrets);
  });

  it('opens for no other kind of job and with no other key', () => {
    const sealed = sealJobSecrets(JobName.SendPaymentAlertEmail, { to: 'ops@example.com' }, key);
    expect(() => openJobSecrets(JobName.SendWelcomeEmail, sealed as never, key)).toThrow();
    expect(() => openJobSecrets(JobName.SendPaymentAlertEmail, sealed, jobSecretKey(generateJobSecretKey()))).toThrow();
  });
});
