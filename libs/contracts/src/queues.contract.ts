import type { ErrorReport, JourneyEvent } from './observability.contract.js';
import type { LoginEmailJob } from './auth.contract.js';
import type { PremiumEvent } from './premium-events.contract.js';

// Job names as an enum, each tied to its payload type and to the one queue it travels on
// (immich-style): a producer cannot put the wrong payload on a job, and each consuming process
// checks at start-up that every job of its queues has exactly one handler.
export enum QueueName {
  Email = 'email',
  Identity = 'identity',
  IndexNow = 'indexnow',
  Observability = 'observability',
}

export enum JobName {
  RecordError = 'observability.record-error',
  RecordJourney = 'observability.record-journey',
  SendEmail = 'email.send',
  /** The login link email, rendered by the worker in the visitor's language; the link is sealed. */
  SendLoginEmail = 'email.send-login',
  PremiumGranted = 'identity.premium-granted',
  PremiumRevoked = 'identity.premium-revoked',
  BillingCheckoutStarted = 'observability.billing-checkout-started',
  PaymentSucceeded = 'observability.payment-succeeded',
  PaymentFailed = 'observability.payment-failed',
  /** Observability's own scheduled tick (a BullMQ job scheduler): evaluates the payment-alert rules. */
  EvaluatePaymentAlerts = 'observability.evaluate-payment-alerts',
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

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  language?: string;
  /**
   * Extra header fields, e.g. `List-Unsubscribe` and `List-Unsubscribe-Post` (RFC 8058) on every
   * mailing-list message. The worker refuses to let them replace the headers it sets itself.
   */
  headers?: Record<string, string>;
}

export interface JobPayloads {
  [JobName.RecordError]: ErrorReport & { userId?: string; requestId?: string; occurredAt: string };
  [JobName.RecordJourney]: JourneyEvent & { userId?: string; occurredAt: string };
  [JobName.SendEmail]: EmailMessage;
  [JobName.SendLoginEmail]: LoginEmailJob;
  [JobName.PremiumGranted]: PremiumEvent;
  [JobName.PremiumRevoked]: PremiumEvent;
  [JobName.BillingCheckoutStarted]: BillingAlertEvent;
  [JobName.PaymentSucceeded]: BillingAlertEvent;
  [JobName.PaymentFailed]: BillingAlertEvent;
  [JobName.EvaluatePaymentAlerts]: Record<string, never>;
}

export const JOB_QUEUE: { [J in JobName]: QueueName } = {
  [JobName.RecordError]: QueueName.Observability,
  [JobName.RecordJourney]: QueueName.Observability,
  [JobName.SendEmail]: QueueName.Email,
  [JobName.SendLoginEmail]: QueueName.Email,
  [JobName.PremiumGranted]: QueueName.Identity,
  [JobName.PremiumRevoked]: QueueName.Identity,
  [JobName.BillingCheckoutStarted]: QueueName.Observability,
  [JobName.PaymentSucceeded]: QueueName.Observability,
  [JobName.PaymentFailed]: QueueName.Observability,
  [JobName.EvaluatePaymentAlerts]: QueueName.Observability,
};

export function jobsOfQueue(queue: QueueName): JobName[] {
  return (Object.keys(JOB_QUEUE) as JobName[]).filter((job) => JOB_QUEUE[job] === queue);
}
