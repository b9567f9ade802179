import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { JobName, MAILING_LIST_CONSENT_TEXT, type FollowUpResult, type MailingListSignup, type UnsubscribeResult } from '@lifewheel/contracts';
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

export interface SubscribeOutcome {
  result: FollowUpResult;
  welcome?: PendingWelcome;
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
   * Inside the caller's transaction: a new address is added, an unsubscribed one is added again
   * with fresh consent and a fresh token, a subscribed one is left alone (and gets no email).
   */
  async subscribe(tx: EntityManager, signup: MailingListSignup): Promise<SubscribeOutcome> {
    const unsubscribeToken = randomToken(32);
    const consent = {
      language: signup.language ?? 'en',
      consentedAt: new Date(),
      consentText: MAILING_LIST_CONSENT_TEXT,
      unsubscribedAt: null,
      unsubscribeTokenHash: sha256Hex(unsubscribeToken),
    };
    const id = randomUUID();
    // Insert-or-nothing first: two signups of one address at once wait on the unique index
    // instead of one of them failing on it.
    const inserted = await tx
      .createQueryBuilder(MailingListSubscriberSchema)
      .insert({ id, email: signup.email, createdAt: new Date(), ...consent })
      .onConflict('email')
      .ignore()
      .execute('run');
    if (inserted.affectedRows === 1) return this.subscribed(id, signup.email, consent.language, unsubscribeToken);

    const existing = await tx.findOneOrFail(MailingListSubscriberSchema, { email: signup.email }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (existing.unsubscribedAt === null) return { result: { id: existing.id, kind: 'mailing-list', status: 'already-subscribed' } };
    tx.assign(existing, consent);
    await tx.flush();
    return this.subscribed(existing.id, signup.email, consent.language, unsubscribeToken);
  }

  /**
   * After the commit: a welcome email for a subscription that was rolled back would carry a link
   * that does nothing. If the queue cannot take it, the subscription stands (every later email
   * carries its own link) and the failure is reported rather than turned into an error answer.
   */
  async sendWelcome(welcome: PendingWelcome): Promise<void> {
    try {
      const { publicUrl, jobSecretKey } = this.options;
      const { email: to, language, unsubscribeToken } = welcome;
      // The worker writes the email; the address and the links (they hold the token) travel sealed.
      const secrets = sealJobSecrets(
        JobName.SendWelcomeEmail,
        {
          to,
          unsubscribeUrl: unsubscribePageUrl(publicUrl, language, unsubscribeToken),
          oneClickUnsubscribeUrl: oneClickUnsubscribeUrl(publicUrl, unsubscribeToken),
        },
        jobSecretKey,
      );
      await this.queues.enqueue(JobName.SendWelcomeEmail, { subscriberId: welcome.subscriberId, language, siteUrl: publicUrl, secrets });
    } catch (error) {
      this.logger.error({ err: error, subscriberId: welcome.subscriberId }, 'Could not queue the mailing-list welcome email');
      this.reporter.report(error, { metadata: { subscriberId: welcome.subscriberId } });
    }
  }

  /** Idempotent, and the same answer for an unknown token: it never tells who is on the list. */
  async unsubscribe(token: string): Promise<UnsubscribeResult> {
    await this.em.nativeUpdate(MailingListSubscriberSchema, { unsubscribeTokenHash: sha256Hex(token), unsubscribedAt: null }, { unsubscribedAt: new Date() });
    return { status: 'unsubscribed' };
  }

  private subscribed(id: string, email: string, language: string, unsubscribeToken: string): SubscribeOutcome {
    return { result: { id, kind: 'mailing-list', status: 'subscribed' }, welcome: { subscriberId: id, email, language, unsubscribeToken } };
  }
}
