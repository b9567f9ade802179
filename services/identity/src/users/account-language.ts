import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { JobName, isLanguage, type Language } from '@lifewheel/contracts';
import { JobQueues, LOGGER, type Logger, sql } from '@lifewheel/platform';
import { identityTables } from '../identity-schema.js';

/**
 * The person's language on the account (issue 25): the page of their last login or purchase.
 * Emails sent later are written in it; assessments hears of each change for the focus reminders.
 */
@Injectable()
export class AccountLanguage {
  constructor(
    private readonly queues: JobQueues,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Stores it inside `tx`; answers the language when it changed (a code we do not serve is not stored). */
  async remember(tx: EntityManager, userId: string, language: string | undefined): Promise<Language | undefined> {
    if (!isLanguage(language)) return undefined;
    const changed = await sql(tx, `update ${identityTables.users} set "language" = ? where "id" = ? and "language" is distinct from ? returning "id"`, [
      language,
      userId,
      language,
    ]);
    return changed.length > 0 ? language : undefined;
  }

  /**
   * After the commit: tells assessments, whose focus reminders then follow it. Never fails the
   * login or the grant that changed it: a lost notice leaves the reminders in the focus's language.
   */
  async announce(userId: string, language: Language | undefined): Promise<void> {
    if (!language) return;
    await this.queues
      .enqueue(JobName.AssessmentsAccountLanguageChanged, { userId, language })
      .catch((error: unknown) => this.logger.warn({ err: error, userId }, 'Could not tell assessments of an account language change'));
  }
}
