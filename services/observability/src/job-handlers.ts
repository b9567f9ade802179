import type { INestApplicationContext } from '@nestjs/common';
import { JobName } from '@lifewheel/contracts';
import { defineJobHandler, type JobHandlerRegistration } from '@lifewheel/platform';
import { AuditLogService } from './audit/audit-log.service.js';
import { ErrorLogsService } from './error-logs/error-logs.service.js';
import { DebugHealthService } from './health/debug-health.service.js';
import { TrafficService } from './traffic/traffic.service.js';
import { JourneysService } from './journeys/journeys.service.js';
import { PaymentAlertEvaluator } from './payment-alerts/payment-alert-evaluator.js';
import { KIND_OF_JOB, PaymentEventsService } from './payment-alerts/payment-events.service.js';
import { RedisMemoryAlert } from './redis-memory/redis-memory-alert.js';
import { RetentionService } from './retention/retention.service.js';

export function observabilityJobHandlers(app: INestApplicationContext): JobHandlerRegistration[] {
  const errorLogs = app.get(ErrorLogsService);
  const journeys = app.get(JourneysService);
  const paymentEvents = app.get(PaymentEventsService);
  const paymentAlerts = app.get(PaymentAlertEvaluator);
  const auditLog = app.get(AuditLogService);
  const retention = app.get(RetentionService);
  const traffic = app.get(TrafficService);
  const health = app.get(DebugHealthService);
  const redisMemory = app.get(RedisMemoryAlert);
  return [
    defineJobHandler(JobName.RecordError, (payload, job) => errorLogs.record(String(job.id), payload)),
    // Jobs of one event each, queued before producers batched, keyed by their job id.
    defineJobHandler(JobName.RecordJourney, (payload, job) => journeys.record(String(job.id), payload)),
    // Each event names its own eventId (made by its producer), so a redelivered batch is a no-op.
    defineJobHandler(JobName.RecordJourneyBatch, (payload) => journeys.recordBatch(Array.isArray(payload.events) ? payload.events : [])),
    // Billing's events are kept by their own eventId (billing's outbox may publish one twice).
    defineJobHandler(JobName.BillingCheckoutStarted, (payload) => paymentEvents.record(KIND_OF_JOB[JobName.BillingCheckoutStarted], payload)),
    defineJobHandler(JobName.PaymentSucceeded, (payload) => paymentEvents.record(KIND_OF_JOB[JobName.PaymentSucceeded], payload)),
    defineJobHandler(JobName.PaymentFailed, (payload) => paymentEvents.record(KIND_OF_JOB[JobName.PaymentFailed], payload)),
    // Each line names its own eventId (the acting service's), so a redelivery is a no-op.
    defineJobHandler(JobName.RecordAudit, (payload) => auditLog.record(payload)),
    defineJobHandler(JobName.EvaluatePaymentAlerts, async () => {
      await paymentAlerts.evaluate();
    }),
    defineJobHandler(JobName.ApplyRetention, async () => {
      await retention.apply();
    }),
    // Kept by gateway, service and minute: a redelivered flush adds nothing.
    defineJobHandler(JobName.RecordTraffic, (payload) => traffic.record(payload)),
    defineJobHandler(JobName.SampleHealth, () => health.sample()),
    defineJobHandler(JobName.CheckRedisMemory, async () => {
      await redisMemory.check();
    }),
  ];
}
