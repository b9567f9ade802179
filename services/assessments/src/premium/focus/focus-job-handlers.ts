import type { INestApplicationContext } from '@nestjs/common';
import { JobName } from '@lifewheel/contracts';
import { defineJobHandler, type JobHandlerRegistration } from '@lifewheel/platform';
import { FocusRemindersService } from './focus-reminders.service.js';

/** Assessments' own delayed job (a focus reminder's day has come), and identity's word that the account's language changed. */
export function focusJobHandlers(app: INestApplicationContext): JobHandlerRegistration[] {
  const reminders = app.get(FocusRemindersService);
  return [
    defineJobHandler(JobName.FocusReminderDue, (job) => reminders.due(job)),
    defineJobHandler(JobName.AssessmentsAccountLanguageChanged, (job) => reminders.followAccountLanguage(job)),
  ];
}
