import type { AccountDeletedJob, AccountLanguageChangedJob } from './account.contract.js';
import type { AuditEvent } from './admin-audit.contract.js';
import type { FollowUpReplyEmailJob } from './admin-business.contract.js';
import type { DeviceClass } from './admin-insights.contract.js';
import type { TrafficMinuteJob } from './admin-debug.contract.js';
import type { ErrorReport, JourneyEvent } from './observability.contract.js';
import type { LoginEmailJob } from './auth.contract.js';
import type {
  MailingListConfirmEmailJob,
  PaymentAlertEmailJob,
  PurchaseConfirmationEmailJob,
  RedisMemoryAlertEmailJob,
  Sealed,
  WelcomeEmailJob,
} from './email-jobs.contract.js';
import type { PremiumEvent } from './premium-events.contract.js';
import type { IndexNowAlertEmailJob, IndexNowRetryBatchJob, IndexNowSubmitJob, IndexNowSubmitUrlJob } from './indexnow.contract.js';
import type { FocusReminderDueJob, FocusReminderEmailJob } from './premium-focus.contract.js';

// Job names as an enum, each tied to its payload type and to the one queue it travels on
// (immich-style): a producer cannot put the wrong payload on a job, and each consuming process
// checks at start-up that every job of its queues has exactly one handler.
export enum QueueName {
  Assessments = 'assessments',
  Billing = 'billing',
  Email = 'email',
  Identity = 'identity',
  IndexNow = 'indexnow',
  Observability = 'observability',
}

export enum JobName {
  RecordError = 'observability.record-error',
  /** One journey event per job: what producers sent before batching; still handled for jobs queued before a deploy. */
  RecordJourney = 'observability.record-journey',
  /** Gateway or assessments -> observability: the journey events one replica buffered (a few hundred ms' worth). */
  RecordJourneyBatch = 'observability.record-journey-batch',
  /** Any service -> observability: one line of the admin audit log. */
  RecordAudit = 'observability.record-audit',
  /** The login link email, rendered by the worker in the visitor's language. */
  SendLoginEmail = 'email.send-login',
  /** The mailing list's welcome email, in the subscriber's language, with its unsubscribe links. */
  SendWelcomeEmail = 'email.send-welcome',
  /** The mailing list's confirmation request (double opt-in), in the signup's language, with the confirm page link. */
  SendMailingListConfirmEmail = 'email.send-mailing-list-confirm',
  /** A payment alert or recovery notice to one address of ALERT_EMAILS (ops, in English). */
  SendPaymentAlertEmail = 'email.send-payment-alert',
  /** A focus's day-7 or day-30 reminder, by the focus's language, with its re-rate and stop links. */
  SendFocusReminderEmail = 'email.send-focus-reminder',
  /** Identity -> worker: the purchase confirmation, once per payment, in the buyer's language (issue 25). */
  SendPurchaseConfirmationEmail = 'email.send-purchase-confirmation',
  /** An admin's reply to a follow-up (issue 17), the admin's text as plain text. */
  SendFollowUpReplyEmail = 'email.send-follow-up-reply',
  /** Assessments' own delayed job: a focus reminder's day has come; send it if the focus still wants it. */
  FocusReminderDue = 'assessments.focus-reminder-due',
  PremiumGranted = 'identity.premium-granted',
  PremiumRevoked = 'identity.premium-revoked',
  BillingCheckoutStarted = 'observability.billing-checkout-started',
  PaymentSucceeded = 'observability.payment-succeeded',
  PaymentFailed = 'observability.payment-failed',
  /** Gateway -> observability: one replica's per-minute traffic counts (never a row per request). */
  RecordTraffic = 'observability.record-traffic',
  /** Observability's own tick, every minute: samples every process, PostgreSQL and Redis into health_checks. */
  SampleHealth = 'observability.sample-health',
  /** Observability's own scheduled tick (a BullMQ job scheduler): evaluates the payment-alert rules. */
  EvaluatePaymentAlerts = 'observability.evaluate-payment-alerts',
  /** Observability's daily tick: deletes journey events, error logs and health checks past their retention. */
  ApplyRetention = 'observability.apply-retention',
  /** Identity -> assessments: erase a deleted account's assessments, notes, progress, focuses, follow-ups and subscription. */
  AssessmentsAccountDeleted = 'assessments.account-deleted',
  /** Identity -> assessments: the account's language changed; running focus reminders follow it (issue 25). */
  AssessmentsAccountLanguageChanged = 'assessments.account-language-changed',
  /** Identity -> billing: detach a deleted account's payments from its address and user id (they stay for accounting). */
  BillingAccountDeleted = 'billing.account-deleted',
  /** IndexNow (worker): submit the URLs whose content hash changed since their last accepted submission. */
  IndexNowSubmitChanged = 'indexnow.submit-changed',
  /** IndexNow: submit one URL the sitemap lists, changed or not. */
  IndexNowSubmitUrl = 'indexnow.submit-url',
  /** IndexNow: submit every URL the sitemap lists (admin, confirmed). */
  IndexNowSubmitAll = 'indexnow.submit-all',
  /** IndexNow: send a batch again after a 429, a 5xx or no answer, once its wait is over. */
  IndexNowRetryBatch = 'indexnow.retry-batch',
  /** An IndexNow alert to one address of ALERT_EMAILS (ops, in English). */
  SendIndexNowAlertEmail = 'email.send-indexnow-alert',
  /** Observability's tick: how full Redis is against its cap (issue 24). */
  CheckRedisMemory = 'observability.check-redis-memory',
  /** A Redis memory alert (or its end) to one address of ALERT_EMAILS (ops, in English). */
  SendRedisMemoryAlertEmail = 'email.send-redis-memory-alert',
}

/**
 * Billing -> observability, for payment alerting. Published through billing's outbox, so each may
 * arrive more than once: `eventId` (the outbox row's id) makes a redelivery a no-op.
 */
export interface BillingAlertEvent {
  eventId: string;
  occurredAt: string;
  paymentSessionId?: string;
  reason?: string;
}

/** One journey event as its producer recorded it. */
export type RecordedJourneyEvent = JourneyEvent & {
  /** Made where the event happened, so a batch delivered twice stores each of its events once. */
  eventId: string;
  userId?: string;
  /** The gateway's reading of the browser's user agent (absent for server-side events). */
  deviceClass?: DeviceClass;
  occurredAt: string;
};

/** A producer's buffered journey events, in the order they happened. */
export interface JourneyBatchJob {
  events: RecordedJourneyEvent[];
}

export interface JobPayloads {
  // `release`: the reporting process's version; `traceId`: the trace it happened in (issue 17's error groups).
  [JobName.RecordError]: ErrorReport & { userId?: string; requestId?: string; traceId?: string; release?: string; occurredAt: string };
  /** `deviceClass` is the gateway's reading of the browser's user agent (absent for server-side events). */
  [JobName.RecordJourney]: JourneyEvent & { userId?: string; deviceClass?: DeviceClass; occurredAt: string };
  [JobName.RecordJourneyBatch]: JourneyBatchJob;
  [JobName.RecordAudit]: AuditEvent;
  [JobName.SendLoginEmail]: LoginEmailJob;
  [JobName.SendWelcomeEmail]: WelcomeEmailJob;
  [JobName.SendMailingListConfirmEmail]: MailingListConfirmEmailJob;
  [JobName.SendPaymentAlertEmail]: PaymentAlertEmailJob;
  [JobName.SendFocusReminderEmail]: FocusReminderEmailJob;
  [JobName.SendFollowUpReplyEmail]: FollowUpReplyEmailJob;
  [JobName.SendPurchaseConfirmationEmail]: PurchaseConfirmationEmailJob;
  [JobName.FocusReminderDue]: FocusReminderDueJob;
  [JobName.PremiumGranted]: PremiumEvent;
  [JobName.PremiumRevoked]: PremiumEvent;
  [JobName.BillingCheckoutStarted]: BillingAlertEvent;
  [JobName.PaymentSucceeded]: BillingAlertEvent;
  [JobName.PaymentFailed]: BillingAlertEvent;
  [JobName.EvaluatePaymentAlerts]: Record<string, never>;
  [JobName.ApplyRetention]: Record<string, never>;
  [JobName.RecordTraffic]: TrafficMinuteJob;
  [JobName.SampleHealth]: Record<string, never>;
  [JobName.AssessmentsAccountDeleted]: AccountDeletedJob;
  [JobName.BillingAccountDeleted]: AccountDeletedJob;
  [JobName.AssessmentsAccountLanguageChanged]: AccountLanguageChangedJob;
  [JobName.IndexNowSubmitChanged]: IndexNowSubmitJob;
  [JobName.IndexNowSubmitUrl]: IndexNowSubmitUrlJob;
  [JobName.IndexNowSubmitAll]: IndexNowSubmitJob;
  [JobName.IndexNowRetryBatch]: IndexNowRetryBatchJob;
  [JobName.SendIndexNowAlertEmail]: IndexNowAlertEmailJob;
  [JobName.CheckRedisMemory]: Record<string, never>;
  [JobName.SendRedisMemoryAlertEmail]: RedisMemoryAlertEmailJob;
}

export const JOB_QUEUE: { [J in JobName]: QueueName } = {
  [JobName.RecordError]: QueueName.Observability,
  [JobName.RecordJourney]: QueueName.Observability,
  [JobName.RecordJourneyBatch]: QueueName.Observability,
  [JobName.RecordAudit]: QueueName.Observability,
  [JobName.SendLoginEmail]: QueueName.Email,
  [JobName.SendWelcomeEmail]: QueueName.Email,
  [JobName.SendMailingListConfirmEmail]: QueueName.Email,
  [JobName.SendPaymentAlertEmail]: QueueName.Email,
  [JobName.SendFocusReminderEmail]: QueueName.Email,
  [JobName.SendFollowUpReplyEmail]: QueueName.Email,
  [JobName.SendPurchaseConfirmationEmail]: QueueName.Email,
  [JobName.FocusReminderDue]: QueueName.Assessments,
  [JobName.PremiumGranted]: QueueName.Identity,
  [JobName.PremiumRevoked]: QueueName.Identity,
  [JobName.BillingCheckoutStarted]: QueueName.Observability,
  [JobName.PaymentSucceeded]: QueueName.Observability,
  [JobName.PaymentFailed]: QueueName.Observability,
  [JobName.EvaluatePaymentAlerts]: QueueName.Observability,
  [JobName.ApplyRetention]: QueueName.Observability,
  [JobName.RecordTraffic]: QueueName.Observability,
  [JobName.SampleHealth]: QueueName.Observability,
  [JobName.AssessmentsAccountDeleted]: QueueName.Assessments,
  [JobName.BillingAccountDeleted]: QueueName.Billing,
  [JobName.AssessmentsAccountLanguageChanged]: QueueName.Assessments,
  [JobName.IndexNowSubmitChanged]: QueueName.IndexNow,
  [JobName.IndexNowSubmitUrl]: QueueName.IndexNow,
  [JobName.IndexNowSubmitAll]: QueueName.IndexNow,
  [JobName.IndexNowRetryBatch]: QueueName.IndexNow,
  [JobName.SendIndexNowAlertEmail]: QueueName.Email,
  [JobName.CheckRedisMemory]: QueueName.Observability,
  [JobName.SendRedisMemoryAlertEmail]: QueueName.Email,
};

export function jobsOfQueue(queue: QueueName): JobName[] {
  return (Object.keys(JOB_QUEUE) as JobName[]).filter((job) => JOB_QUEUE[job] === queue);
}

/** What a job's sealed part opens to (`never` for a job without one). */
export type JobSecrets<J extends JobName> = JobPayloads[J] extends { secrets: Sealed<infer T> } ? T : never;
/** The jobs that carry a sealed part. */
export type JobWithSecrets = { [J in JobName]: JobPayloads[J] extends { secrets: Sealed<object> } ? J : never }[JobName];
