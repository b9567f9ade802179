import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { JobName, MAILING_LIST_CONSENT_TEXT, type JobPayloads, type UnsubscribeResult } from '@lifewheel/contracts';
import { ErrorReporter, JobQueues, LOGGER, randomToken, sealJobSecrets, sha256Hex, type Logger } from '@lifewheel/platform';
import { FOLLOW_UPS_OPTIONS, type FollowUpsOptions } from './follow-ups.options.js';
import { MailingListSubscriberSchema } from './mailing-list-subscriber.entity.js';
import { oneClickUnsubscribeUrl, unsubscribePageUrl } from './unsubscribe-links.js';

/** A welcome email still to send once the subscription has committed. Holds a secret: never log it. */
export interface PendingWelcome {
  subscriberId: string;
  email: string;
  language: string;
  unsubscribeToken: string;
}

/** Who is joining: an address whose owner has just confirmed, and the language the consent was shown in. */
export interface ConfirmedSignup {
  email: string;
  language: string;
}

@Injectable()
export class MailingListService {
  constructor(
    private readonly em: EntityManager,
    private readonly queues: JobQueues,
    private readonly reporter: ErrorReporter,
    @Inject(FOLLOW_UPS_OPTIONS) private readonly options: FollowUpsOptions,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * Inside the confirmation's transaction (double opt-in: only the owner's confirmation calls it).
   * A new address is added; an unsubscribed one, or one from before double opt-in, is added again
   * with fresh consent and a fresh token; a confirmed subscriber is left alone and gets no email.
   */
  async subscribe(tx: EntityManager, signup: ConfirmedSignup, now: Date): Promise<PendingWelcome | undefined> {
    const unsubscribeToken = randomToken(32);
    const consent = {
      language: signup.language,
      consentedAt: now,
      consentText: MAILING_LIST_CONSENT_TEXT,
      confirmedAt: now,
      unsubscribedAt: null,
      unsubscribeTokenHash: sha256Hex(unsubscribeToken),
    };
    const id = randomUUID();
    // Insert-or-nothing first: two confirmations of one address at once wait on the unique index
    // instead of one of them failing on it.
    const inserted = await tx
      .createQueryBuilder(MailingListSubscriberSchema)
      .insert({ id, email: signup.email, createdAt: now, ...consent })
      .onConflict('email')
      .ignore()
      .execute('run');
    if (inserted.affectedRows === 1) return { subscriberId: id, email: signup.email, language: consent.language, unsubscribeToken };

    const existing = await tx.findOneOrFail(MailingListSubscriberSchema, { email: signup.email }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (existing.unsubscribedAt === null && existing.confirmedAt !== null) return undefined;
    tx.assign(existing, consent);
    await tx.flush();
    return { subscriberId: existing.id, email: signup.email, language: consent.language, unsubscribeToken };
  }

  /**
   * After the commit: a welcome email for a subscription that was rolled back would carry a link
   * that does nothing. The address and the links (they hold the token) travel sealed.
   */
  async sendWelcome(welcome: PendingWelcome): Promise<void> {
    const { publicUrl, jobSecretKey } = this.options;
    const { email: to, language, unsubscribeToken, subscriberId } = welcome;
    await this.queueEmail(JobName.SendWelcomeEmail, () => ({
      subscriberId,
      language,
      siteUrl: publicUrl,
      secrets: sealJobSecrets(
        JobName.SendWelcomeEmail,
        {
          to,
          unsubscribeUrl: unsubscribePageUrl(publicUrl, language, unsubscribeToken),
          oneClickUnsubscribeUrl: oneClickUnsubscribeUrl(publicUrl, unsubscribeToken),
        },
        jobSecretKey,
      ),
    }));
  }

  /**
   * Queues one of the list's emails (the worker writes it) after the commit. If the queue cannot
   * take it, what committed stands and the failure is reported, not turned into an error answer:
   * a signup's answer must not differ between addresses, and a subscription carries its links in
   * every later email anyway.
   */
  async queueEmail<J extends JobName.SendWelcomeEmail | JobName.SendMailingListConfirmEmail>(job: J, payload: () => JobPayloads[J]): Promise<void> {
    try {
      await this.queues.enqueue(job, payload());
    } catch (error) {
      this.logger.error({ err: error, job }, 'Could not queue a mailing-list email');
      this.reporter.report(error, { metadata: { job } });
    }
  }

  /** Idempotent, and the same answer for an unknown token: it never tells who is on the list. */
  async unsubscribe(token: string): Promise<UnsubscribeResult> {
    await this.em.nativeUpdate(MailingListSubscriberSchema, { unsubscribeTokenHash: sha256Hex(token), unsubscribedAt: null }, { unsubscribedAt: new Date() });
    return { status: 'unsubscribed' };
  }
}
