import { describe, expect, it } from 'vitest';
import { JobName, QueueName } from '@lifewheel/contracts';
import { assertOneHandlerPerJob, defineJobHandler } from './job-handlers.js';

const noop = async () => undefined;

describe('start-up check of job handlers', () => {
  it('accepts exactly one handler per job of the consumed queues', () => {
    const handlers = assertOneHandlerPerJob(
      [QueueName.Identity],
      [defineJobHandler(JobName.PremiumGranted, noop), defineJobHandler(JobName.PremiumRevoked, noop)],
    );
    expect([...handlers.keys()].sort()).toEqual([JobName.PremiumGranted, JobName.PremiumRevoked].sort());
  });

  it('refuses a missing handler', () => {
    expect(() => assertOneHandlerPerJob([QueueName.Observability], [defineJobHandler(JobName.RecordError, noop)])).toThrow(
      `${JobName.RecordJourney} has no handler`,
    );
  });

  it('refuses two handlers for one job', () => {
    expect(() =>
      assertOneHandlerPerJob([QueueName.Email], [defineJobHandler(JobName.SendLoginEmail, noop), defineJobHandler(JobName.SendLoginEmail, noop)]),
    ).toThrow(`${JobName.SendLoginEmail} has more than one handler`);
  });

  it('refuses a handler for a job of a queue this process does not consume', () => {
    expect(() =>
      assertOneHandlerPerJob([QueueName.Email], [defineJobHandler(JobName.SendLoginEmail, noop), defineJobHandler(JobName.RecordError, noop)]),
    ).toThrow(/observability.record-error has a handler but is not on queues email/);
  });
});
