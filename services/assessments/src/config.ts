import { z } from 'zod';
import {
  baseEnvSchema,
  databaseEnvSchema,
  healthPortSchema,
  jobSecretKeyEnvSchema,
  journeyBatchEnvSchema,
  principalPublicKeyEnvSchema,
  publicUrlEnvSchema,
} from '@lifewheel/platform/config';

export const assessmentsEnvSchema = baseEnvSchema
  .extend(databaseEnvSchema.shape)
  .extend(healthPortSchema('assessments').shape)
  // Links in the emails this service sends start with it.
  .extend(publicUrlEnvSchema.shape)
  // Owners of assessments are known only from a verified principal.
  .extend(principalPublicKeyEnvSchema.shape)
  // Seals the address and the unsubscribe links into the welcome email's job.
  .extend(jobSecretKeyEnvSchema.shape)
  // Every save records a journey event; they leave in batches.
  .extend(journeyBatchEnvSchema.shape)
  .extend({
    // The length of a "day" of the focus reminder schedule (day 7, day 30): a real day, except in
    // tests, which set a few milliseconds to see the reminders come due.
    FOCUS_REMINDER_DAY_MS: z.coerce.number().int().min(1).max(86_400_000).default(86_400_000),
  });
