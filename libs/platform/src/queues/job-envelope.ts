import type { JobName, JobPayloads } from '@lifewheel/contracts';
import type { TraceCarrier } from '../telemetry/propagation.js';

/** What a job carries: its typed payload, plus the trace and request it was born in. */
export interface JobEnvelope<J extends JobName = JobName> {
  payload: JobPayloads[J];
  trace?: TraceCarrier;
  requestId?: string;
}

export const DEFAULT_JOB_OPTIONS = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 1000 },
  // Done jobs go; failed ones stay two weeks for inspection (and a retry by hand).
  removeOnComplete: true,
  removeOnFail: { age: 14 * 24 * 3600 },
} as const;
