import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  FOCUS_REMINDER_DAYS,
  JobName,
  QueueName,
  isLanguage,
  type AccountLanguageChangedJob,
  type FocusReminderDay,
  type FocusReminderDueJob,
} from '@lifewheel/contracts';
import type { DefaultDomainId } from '@lifewheel/wheel';
import { JobQueues, LOGGER, openJobSecrets, sealJobSecrets, sha256Hex, type Logger } from '@lifewheel/platform';
import { oneClickStopUrl, rerateUrl, stopPageUrl } from './focus-links.js';
import { FOCUS_OPTIONS, type FocusOptions } from './focus.options.js';
import { FocusSchema } from './focus.entity.js';

/** One job per focus and day: queueing a day twice (a retried start) keeps one job. */
export const reminderDueJobId = (focusId: string, day: FocusReminderDay) => `focus-reminder-${focusId}-day-${day}`;
/** One email per focus and day: a redelivered due job queues nothing new (and the worker sends a job id once). */
export const reminderEmailJobId = (focusId: string, day: FocusReminderDay) => `focus-reminder-email-${focusId}-day-${day}`;

interface ReminderTarget {
  id: string;
  startedAt: Date;
}

/**
 * The reminder emails of a focus. The days are BullMQ delayed jobs of assessments' own queue; when
 * one comes due, the focus decides (still running, reminders still on), so ending a focus or
 * stopping its reminders never has to find and remove a job.
 */
@Injectable()
export class FocusRemindersService {
  constructor(
    private readonly em: EntityManager,
    private readonly queues: JobQueues,
    @Inject(FOCUS_OPTIONS) private readonly options: FocusOptions,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * Queues the reminder days still ahead of `now`. The recipient and the raw stop token travel
   * sealed. A job already queued for a day (with an older token) is replaced, so the email carries
   * the token the focus holds now.
   */
  async schedule(focus: ReminderTarget, recipient: string, stopToken: string, now = Date.now()): Promise<void> {
    const { jobSecretKey, reminderDayMs } = this.options;
    for (const day of FOCUS_REMINDER_DAYS) {
      const dueAt = focus.startedAt.getTime() + day * reminderDayMs;
      if (dueAt <= now) continue;
      const jobId = reminderDueJobId(focus.id, day);
      // A waiting or delayed job goes; one already running cannot be removed and simply finds its token stale.
      await this.queues
        .queue(QueueName.Assessments)
        .remove(jobId)
        .catch(() => 0);
      const secrets = sealJobSecrets(JobName.FocusReminderDue, { to: recipient, stopToken }, jobSecretKey);
      await this.queues.enqueue(JobName.FocusReminderDue, { focusId: focus.id, day, secrets }, { jobId, delay: dueAt - now });
    }
  }

  /** A reminder day has come: hand the email to the worker if the focus still wants it. */
  async due(job: FocusReminderDueJob): Promise<void> {
    // The row exists only while the account does: deleting an account erases its focuses.
    const focus = await this.em.findOne(FocusSchema, { id: job.focusId });
    if (!focus || focus.endedAt || !focus.reminders) {
      this.logger.info({ focusId: job.focusId, day: job.day }, 'Focus reminder not sent: the focus ended, stopped its reminders or is gone');
      return;
    }
    const { jobSecretKey, publicUrl } = this.options;
    const { to, stopToken } = openJobSecrets(JobName.FocusReminderDue, job.secrets, jobSecretKey);
    if (sha256Hex(stopToken) !== focus.stopTokenHash) {
      this.logger.info({ focusId: job.focusId, day: job.day }, 'Focus reminder not sent: a newer job carries the current stop link');
      return;
    }
    const secrets = sealJobSecrets(
      JobName.SendFocusReminderEmail,
      {
        to,
        rerateUrl: rerateUrl(publicUrl, focus.language, focus.id),
        stopUrl: stopPageUrl(publicUrl, focus.language, stopToken),
        oneClickStopUrl: oneClickStopUrl(publicUrl, stopToken),
      },
      jobSecretKey,
    );
    await this.queues.enqueue(
      JobName.SendFocusReminderEmail,
      { focusId: focus.id, day: job.day, domain: focus.domain as DefaultDomainId, language: focus.language, siteUrl: publicUrl, secrets },
      { jobId: reminderEmailJobId(focus.id, job.day) },
    );
  }

  /**
   * The account's language changed (identity, issue 25): the person's running focus writes its
   * reminders, and the links in them, in it from now on. Reminders are built when due, so no queued
   * job needs changing.
   */
  async followAccountLanguage(job: AccountLanguageChangedJob): Promise<void> {
    if (!isLanguage(job.language)) return;
    const changed = await this.em.nativeUpdate(FocusSchema, { userId: job.userId, endedAt: null }, { language: job.language });
    this.logger.info({ userId: job.userId, focuses: changed }, 'Focus reminders follow the account language');
  }
}
