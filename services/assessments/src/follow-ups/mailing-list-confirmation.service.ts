import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  JobName,
  MAILING_LIST_CONFIRM_EMAIL_INTERVAL_MINUTES,
  MAILING_LIST_CONFIRM_MESSAGES,
  MAILING_LIST_CONFIRM_TTL_DAYS,
  isLanguage,
  type ConfirmSubscriptionResult,
  type MailingListSignup,
} from '@lifewheel/contracts';
import { AppException, ErrorCode, randomToken, sealJobSecrets, sha256Hex, sql } from '@lifewheel/platform';
import { FOLLOW_UPS_OPTIONS, type FollowUpsOptions } from './follow-ups.options.js';
import { MailingListService, type PendingWelcome } from './mailing-list.service.js';
import { confirmPageUrl } from './unsubscribe-links.js';

const confirmations = '"assessments"."mailing_list_confirmations"';
const subscribers = '"assessments"."mailing_list_subscribers"';
const DAY_MS = 24 * 60 * 60_000;

/** A confirmation email still to send once the signup has committed. Holds the token: never log it. */
export interface PendingConfirmation {
  email: string;
  language: string;
  token: string;
}

/**
 * Double opt-in (issue 24). A signup stores only a pending confirmation and emails its owner a
 * link to our confirm page; the address joins the list when that page's button POSTs the token.
 * So nobody can put a stranger on the list, or back on it after they left.
 */
@Injectable()
export class MailingListConfirmationService {
  constructor(
    private readonly em: EntityManager,
    private readonly mailingList: MailingListService,
    @Inject(FOLLOW_UPS_OPTIONS) private readonly options: FollowUpsOptions,
  ) {}

  /**
   * Inside the signup's transaction. Returns the email to send, or nothing: an address on the list
   * gets no mail, and one that was emailed in the last hour gets no more (a stranger cannot flood
   * it). The caller answers the same in every case. A new email carries a new link; the one before
   * it stops working, so only the newest email confirms.
   */
  async request(tx: EntityManager, signup: MailingListSignup, now = new Date()): Promise<PendingConfirmation | undefined> {
    const [subscribed] = await sql(tx, `select 1 from ${subscribers} where "email" = ? and "unsubscribed_at" is null and "confirmed_at" is not null`, [
      signup.email,
    ]);
    if (subscribed) return undefined;
    const token = randomToken(32);
    const language = signup.language ?? 'en';
    const emailedBefore = new Date(now.getTime() - MAILING_LIST_CONFIRM_EMAIL_INTERVAL_MINUTES * 60_000);
    // One statement decides, so signups of one address at the same moment send one email: the
    // others wait on the row, then find it emailed just now and change nothing.
    const [claimed] = await sql(
      tx,
      `insert into ${confirmations} as c ("id", "email", "language", "token_hash", "emailed_at", "expires_at", "used_at", "created_at")
         values (?, ?, ?, ?, ?, ?, null, ?)
       on conflict ("email") do update set "language" = excluded."language", "token_hash" = excluded."token_hash",
         "emailed_at" = excluded."emailed_at", "expires_at" = excluded."expires_at", "used_at" = null
         where c."emailed_at" <= ?
       returning "id"`,
      [randomUUID(), signup.email, language, sha256Hex(token), now, new Date(now.getTime() + MAILING_LIST_CONFIRM_TTL_DAYS * DAY_MS), now, emailedBefore],
    );
    return claimed ? { email: signup.email, language, token } : undefined;
  }

  /** After the commit, like the welcome email: the address and the link (it holds the token) travel sealed. */
  async sendEmail(pending: PendingConfirmation): Promise<void> {
    const { publicUrl, jobSecretKey } = this.options;
    await this.mailingList.queueEmail(JobName.SendMailingListConfirmEmail, () => ({
      language: pending.language,
      validDays: MAILING_LIST_CONFIRM_TTL_DAYS,
      secrets: sealJobSecrets(
        JobName.SendMailingListConfirmEmail,
        { to: pending.email, confirmUrl: confirmPageUrl(publicUrl, pending.language, pending.token) },
        jobSecretKey,
      ),
    }));
  }

  /**
   * The confirm page's button. Uses the token at most once (one conditional UPDATE claims it) and
   * subscribes in the same transaction, recording consent as of now; `pageLanguage` is the language
   * the consent sentence was shown in. The welcome email goes out after the commit.
   */
  async confirm(token: string, pageLanguage: string | undefined): Promise<ConfirmSubscriptionResult> {
    const tokenHash = sha256Hex(token);
    let welcome: PendingWelcome | undefined;
    await this.em.transactional(async (tx) => {
      const now = new Date();
      const [claimed] = await sql<{ email: string; language: string }>(
        tx,
        `update ${confirmations} set "used_at" = ? where "token_hash" = ? and "used_at" is null and "expires_at" > ? returning "email", "language"`,
        [now, tokenHash, now],
      );
      if (!claimed) throw await this.refusal(tx, tokenHash);
      const language = pageLanguage && isLanguage(pageLanguage) ? pageLanguage : claimed.language;
      welcome = await this.mailingList.subscribe(tx, { email: claimed.email, language }, now);
    });
    if (welcome) await this.mailingList.sendWelcome(welcome);
    return { status: 'subscribed' };
  }

  /** Why a token was not taken, for the page to say what to do. */
  private async refusal(tx: EntityManager, tokenHash: string): Promise<AppException> {
    const [row] = await sql<{ used_at: Date | null }>(tx, `select "used_at" from ${confirmations} where "token_hash" = ?`, [tokenHash]);
    if (!row) return new AppException(ErrorCode.NotFound, MAILING_LIST_CONFIRM_MESSAGES.unknown);
    return row.used_at
      ? new AppException(ErrorCode.LinkUsed, MAILING_LIST_CONFIRM_MESSAGES.used)
      : new AppException(ErrorCode.LinkExpired, MAILING_LIST_CONFIRM_MESSAGES.expired);
  }
}
