import { ERROR_GROUP_STATUSES, QueueName } from '@lifewheel/contracts';

type ErrorResponses = (...codes: number[]) => Record<string, unknown>;

const adminAccess =
  'Admins only, decided by the observability service from the signed principal: 401 without a login, 403 for anyone else. A source that is down answers 503 with POSTGRES_UNAVAILABLE or REDIS_UNAVAILABLE.';

const queueParameter = { name: 'queue', in: 'path', required: true, schema: { type: 'string', enum: Object.values(QueueName) } };
const jobParameter = { name: 'jobId', in: 'path', required: true, schema: { type: 'string' }, description: 'A failed job of that queue' };

/** /admin/debug's panels (issue 17), one endpoint each. `errors` is the document's own error-responses helper. */
export function adminDebugPaths(errors: ErrorResponses) {
  const panel = (summary: string, shape: string) => ({
    get: { summary, description: adminAccess, responses: { '200': { description: shape }, ...errors(401, 403, 503) } },
  });
  return {
    '/api/admin/debug/health': panel(
      'Every process and replica (version, uptime, last heartbeat), PostgreSQL, Redis, and 24 hours of up and down per check',
      '`{ checkedAt, processes: [{ process, status, replicas }], postgres, redis, history: [{ check, uptime, stretches: [{ status, from, to }] }] }`',
    ),
    '/api/admin/debug/traffic': panel(
      'Per service: requests, rate, 5xx error rate and p95 latency over the last hour and the last 24 hours',
      '`{ generatedAt, services: [{ service, lastHour, last24Hours }] }`, each window `{ requests, perMinute, errors, errorRate, p95Ms }`',
    ),
    '/api/admin/debug/queues': panel(
      'Every BullMQ queue: waiting, active, delayed and failed counts, the oldest waiting job’s age, its workers, failures in the last hour',
      '`{ checkedAt, queues: [{ queue, waiting, active, delayed, failed, paused, oldestWaitingSeconds, workers, failedLastHour }] }`',
    ),
    '/api/admin/debug/queues/{queue}/failed': {
      get: {
        summary: 'The newest 50 failed jobs of a queue, with error and stack (never the payload)',
        description: adminAccess,
        parameters: [queueParameter],
        responses: {
          '200': { description: '`{ queue, jobs: [{ id, name, queue, error, stack, attemptsMade, createdAt, failedAt }] }`' },
          ...errors(401, 403, 404, 503),
        },
      },
    },
    '/api/admin/debug/queues/{queue}/jobs/{jobId}/retry': {
      post: {
        summary: 'Runs a failed job again (written to the audit log)',
        description: adminAccess,
        parameters: [queueParameter, jobParameter],
        responses: { '200': { description: "`{ status: 'retried' }`" }, ...errors(401, 403, 404, 503) },
      },
    },
    '/api/admin/debug/queues/{queue}/jobs/{jobId}': {
      delete: {
        summary: 'Removes a failed job (written to the audit log)',
        description: adminAccess,
        parameters: [queueParameter, jobParameter],
        responses: { '200': { description: "`{ status: 'removed' }`" }, ...errors(401, 403, 404, 503) },
      },
    },
    '/api/admin/debug/errors': {
      get: {
        summary: 'Error groups (type, message shape, top frame), seen most recently first',
        description: adminAccess,
        parameters: [{ name: 'status', in: 'query', required: false, schema: { type: 'string', enum: [...ERROR_GROUP_STATUSES] } }],
        responses: {
          '200': {
            description:
              '`{ groups: [{ id, fingerprint, type, messageShape, topFrame, status, count, firstSeenAt, lastSeenAt, usersAffected, releases, sample }] }`',
          },
          ...errors(400, 401, 403, 503),
        },
      },
    },
    '/api/admin/debug/errors/{groupId}/status': {
      post: {
        summary: 'Marks an error group resolved, ignored or open (written to the audit log); a resolved group that happens again reopens',
        description: adminAccess,
        parameters: [{ name: 'groupId', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { type: 'object', required: ['status'], properties: { status: { enum: [...ERROR_GROUP_STATUSES] } } } } },
        },
        responses: { '200': { description: 'The group, as in the list' }, ...errors(400, 401, 403, 404, 503) },
      },
    },
  };
}
