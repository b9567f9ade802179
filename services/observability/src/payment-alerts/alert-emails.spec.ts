import { describe, expect, it } from 'vitest';
import { JobName } from '@lifewheel/contracts';
import { generateJobSecretKey, jobSecretKey, openJobSecrets } from '@lifewheel/platform';
import { alertEmailJobs } from './alert-emails.js';

const key = jobSecretKey(generateJobSecretKey());
const snapshot = { now: new Date('2031-03-01T09:00:00Z'), failuresLastHour: 3, consecutiveFailures: 4, lastSuccessfulPayment: null, checkoutsInWindow: 1 };

describe('payment alert email jobs', () => {
  it('makes one job per recipient, each address sealed for the alert job, with the figures in plain', () => {
    const jobs = alertEmailJobs(['ops@example.com', 'oncall@example.com'], 'payment-failures', 'alert', snapshot, { noSuccessMinutes: 60 }, key);
    expect(jobs.map((job) => openJobSecrets(JobName.SendPaymentAlertEmail, job.secrets, key))).toEqual([
      { to: 'ops@example.com' },
      { to: 'oncall@example.com' },
    ]);
    expect(JSON.stringify(jobs)).not.toContain('@example.com');
    expect(jobs[0]).toMatchObject({
      rule: 'payment-failures',
      kind: 'alert',
      figures: { failuresLastHour: 3, consecutiveFailures: 4, checkoutsInWindow: 1, lastSuccessfulPayment: null, checkedAt: '2031-03-01T09:00:00.000Z' },
      failureThreshold: 3,
      noSuccessMinutes: 60,
    });
  });
});
