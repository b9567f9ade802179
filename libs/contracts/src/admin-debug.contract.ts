// /admin/debug (issue 17): "is anything wrong right now, and since when". Each panel is its own
// endpoint, answered by observability, so a panel whose source is down fails alone and names the
// source in its error message; the others still answer.
import { z } from 'zod';
import type { DependencyCheck } from './health.contract.js';
import { keyedRules } from './keyed-message.js';
import type { QueueName } from './queues.contract.js';

/** English for people reading the API; the console translates from the key. */
export const ADMIN_DEBUG_MESSAGES = {
  queueUnknown: 'There is no queue with this name',
  jobIdRequired: 'Give the id of a failed job',
  groupUnknown: 'There is no such error group',
  statusInvalid: 'The status must be open, resolved or ignored',
} as const;

const rule = keyedRules(ADMIN_DEBUG_MESSAGES);

/** What a panel reads from, named in its error when it is down. */
export type DebugSource = 'PostgreSQL' | 'Redis';

// ---- Health --------------------------------------------------------------------------------

/** One running copy of a process, as its own heartbeat in Redis reports it. */
export interface ProcessReplica {
  process: string;
  /** Host name and pid: which pod or container to look at. */
  instanceId: string;
  version: string;
  startedAt: string;
  uptimeSeconds: number;
  lastSeenAt: string;
  /** `down` when its heartbeat has stopped (it crashed, or is shutting down). */
  status: 'up' | 'down';
}

/** A stretch of the last 24 h during which a check had one state (`unknown`: no sample was taken). */
export interface HealthStretch {
  status: 'up' | 'down' | 'unknown';
  from: string;
  to: string;
}

export interface HealthHistory {
  /** A process name, `postgres` or `redis`. */
  check: string;
  /** Share of the samples of the last 24 h that were up, 0..1 (null without samples). */
  uptime: number | null;
  stretches: HealthStretch[];
}

/** `GET /api/admin/debug/health`. */
export interface DebugHealth {
  checkedAt: string;
  /**
   * Every process Lifewheel runs, with its replicas (none: the process is down everywhere);
   * `unknown` while Redis, where the heartbeats live, cannot be read.
   */
  processes: { process: string; status: 'up' | 'down' | 'unknown'; replicas: ProcessReplica[] }[];
  postgres: DependencyCheck;
  redis: DependencyCheck;
  /** Sampled every minute into `health_checks`; empty until the first sample. */
  history: HealthHistory[];
}

// ---- Traffic -------------------------------------------------------------------------------

/**
 * Upper bounds (ms) of the gateway's latency histogram; the last bucket holds everything slower.
 * Close enough around the usual response times that a p95 read from it is off by one bucket at most.
 */
export const TRAFFIC_LATENCY_BOUNDS_MS = [5, 10, 20, 35, 50, 75, 100, 150, 200, 300, 500, 750, 1000, 1500, 2500, 5000, 10_000] as const;

/** One service's requests in one minute, as one gateway replica saw them. */
export interface TrafficMinute {
  service: string;
  requests: number;
  /** Answers with a 5xx status. */
  errors: number;
  /** Counts per bucket of TRAFFIC_LATENCY_BOUNDS_MS, plus one for slower (length bounds + 1). */
  latency: number[];
}

/** Gateway -> observability (JobName.RecordTraffic): one replica's minute, one row per service. */
export interface TrafficMinuteJob {
  /** The gateway replica that counted it: with `minute`, makes a redelivery a no-op. */
  gateway: string;
  /** The minute's start, ISO. */
  minute: string;
  services: TrafficMinute[];
}

export interface TrafficWindow {
  requests: number;
  perMinute: number;
  errors: number;
  /** 0..1, null without requests. */
  errorRate: number | null;
  /** The bucket bound the 95th percentile falls in (null without requests; Infinity never: slower is the last bound). */
  p95Ms: number | null;
}

/** `GET /api/admin/debug/traffic`. */
export interface DebugTraffic {
  generatedAt: string;
  services: { service: string; lastHour: TrafficWindow; last24Hours: TrafficWindow }[];
}

// ---- Queues --------------------------------------------------------------------------------

export interface QueueWorker {
  name: string;
  addr: string;
  /** Seconds since the worker's connection was opened. */
  ageSeconds: number;
  idleSeconds: number;
}

export interface QueueOverview {
  queue: QueueName;
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
  paused: boolean;
  /** Age of the oldest job waiting to run, null when none waits. */
  oldestWaitingSeconds: number | null;
  workers: QueueWorker[];
  failedLastHour: number;
}

/** `GET /api/admin/debug/queues`. */
export interface DebugQueues {
  checkedAt: string;
  queues: QueueOverview[];
}

/** A failed job, without its payload (it may carry sealed secrets and personal data). */
export interface FailedJobView {
  id: string;
  name: string;
  queue: QueueName;
  error: string;
  stack: string[];
  attemptsMade: number;
  createdAt: string;
  failedAt: string | null;
}

/** `GET /api/admin/debug/queues/:queue/failed`: the newest failed jobs first. */
export interface FailedJobsPage {
  queue: QueueName;
  jobs: FailedJobView[];
}

// The queue's name is checked against QueueName by observability (an unknown one is a 404).
export const failedJobsRequestSchema = z.object({
  queue: z.string(rule('queueUnknown')).min(1, rule('queueUnknown')).max(40, rule('queueUnknown')),
});
export const queueJobRequestSchema = failedJobsRequestSchema.extend({
  jobId: z.string(rule('jobIdRequired')).min(1, rule('jobIdRequired')).max(200, rule('jobIdRequired')),
});

// ---- Errors --------------------------------------------------------------------------------

export const ERROR_GROUP_STATUSES = ['open', 'resolved', 'ignored'] as const;
export type ErrorGroupStatus = (typeof ERROR_GROUP_STATUSES)[number];

export interface ErrorGroupView {
  id: string;
  fingerprint: string;
  /** The error's type as its message or stack names it (`TypeError`, `Error`, ...). */
  type: string;
  /** The message with its numbers, ids and quoted values replaced by placeholders. */
  messageShape: string;
  /** The first stack frame, e.g. `at PaymentsService.capture (services/billing/dist/...)`. */
  topFrame: string | null;
  status: ErrorGroupStatus;
  count: number;
  firstSeenAt: string;
  lastSeenAt: string;
  /** Distinct logged-in people it happened to (a count only). */
  usersAffected: number;
  releases: string[];
  sample: { message: string; source: string; occurredAt: string; requestId: string | null; traceId: string | null; stack: string | null };
}

export const errorGroupsRequestSchema = z.object({
  status: z.enum(ERROR_GROUP_STATUSES, rule('statusInvalid')).optional(),
});

/** `GET /api/admin/debug/errors`: the groups seen most recently first. */
export interface ErrorGroupsPage {
  groups: ErrorGroupView[];
}

export const errorGroupStatusRequestSchema = z.object({
  groupId: z.uuid(rule('groupUnknown')),
  status: z.enum(ERROR_GROUP_STATUSES, rule('statusInvalid')),
});
