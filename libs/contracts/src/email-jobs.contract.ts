// Email jobs carry what the worker needs to write the email (ids, the language, figures) in plain,
// and everything secret, the recipient's address included, in one sealed part: Redis, its backups,
// a queue dashboard and a failed job's stored data then hold no address, token or link in clear.

declare const sealedBrand: unique symbol;

/**
 * JSON sealed with AES-256-GCM under JOB_SECRET_KEY and bound to the job's name (so it cannot be
 * moved to another kind of job). `T` is what it opens to: only a type, the value is a string.
 * Made by `sealJobSecrets` in the producer, opened by `openJobSecrets` in the worker.
 */
export type Sealed<T extends object> = string & { readonly [sealedBrand]?: T };

/** Every email job's secret part holds at least the recipient. */
export interface EmailRecipientSecrets {
  to: string;
}

/** The mailing list's welcome email. */
export interface WelcomeEmailJob {
  subscriberId: string;
  language: string;
  /** PUBLIC_URL without a trailing slash: the site the email points to (not secret). */
  siteUrl: string;
  /**
   * The links carry the unsubscribe token. They are built by the service that answers them
   * (assessments), so the worker knows no route.
   */
  secrets: Sealed<EmailRecipientSecrets & { unsubscribeUrl: string; oneClickUnsubscribeUrl: string }>;
}

/** The mailing list's double opt-in: asks the person to confirm on our page (nothing is subscribed yet). */
export interface MailingListConfirmEmailJob {
  language: string;
  /** How long the link works, quoted in the text. */
  validDays: number;
  /** The confirmation page link carries the one-time token; built by assessments, which answers it. */
  secrets: Sealed<EmailRecipientSecrets & { confirmUrl: string }>;
}

/**
 * The purchase confirmation (issue 25), queued by identity when a paid grant is applied, with a job
 * id derived from the payment: one email per payment, however often the webhook or the grant comes.
 */
export interface PurchaseConfirmationEmailJob {
  /** Billing's payment id, which the job id derives from (not secret). */
  paymentId: string;
  /** The checkout's language, else the account's. */
  language: string;
  /** PUBLIC_URL without a trailing slash (not secret). */
  siteUrl: string;
  /** `/{lang}/premium/dashboard` and `/{lang}/login` on the site, built by identity with `localizedPath` (not secret). */
  dashboardUrl: string;
  loginUrl: string;
  secrets: Sealed<EmailRecipientSecrets>;
}

export type PaymentAlertRule = 'payment-failures' | 'no-successful-payment';

/** A payment alert (or the notice that it is over), with the figures it was decided on. */
/** Redis memory past REDIS_MEMORY_ALERT_RATIO of its cap (maxmemory), or back below it: to one address of ALERT_EMAILS. */
export interface RedisMemoryAlertEmailJob {
  kind: 'alert' | 'recovery';
  /** INFO memory at the check: used_memory and maxmemory in bytes, and when (ISO). */
  usedBytes: number;
  maxBytes: number;
  checkedAt: string;
  /** The alert level as a fraction of maxmemory, quoted in the text. */
  alertRatio: number;
  secrets: Sealed<EmailRecipientSecrets>;
}

export interface PaymentAlertEmailJob {
  rule: PaymentAlertRule;
  kind: 'alert' | 'recovery';
  figures: {
    failuresLastHour: number;
    consecutiveFailures: number;
    checkoutsInWindow: number;
    /** ISO time, or null when no payment has ever succeeded. */
    lastSuccessfulPayment: string | null;
    checkedAt: string;
  };
  /** The rules' settings, quoted in the text. */
  failureThreshold: number;
  noSuccessMinutes: number;
  secrets: Sealed<EmailRecipientSecrets>;
}
