import { z } from 'zod';
import { baseEnvSchema, databaseEnvSchema, healthPortSchema, jobSecretKeyEnvSchema, principalPublicKeyEnvSchema } from '@lifewheel/platform/config';
import { isValidEmail, normalizeEmail } from '@lifewheel/contracts';

/** Payment alerting (issue 6): who hears about it, and the rules' knobs. */
const alertingEnvSchema = z.object({
  ALERT_EMAILS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((address) => normalizeEmail(address))
        .filter(Boolean),
    )
    .refine((addresses) => addresses.every(isValidEmail), {
      error: 'must be email addresses separated by commas, e.g. ops@example.com,oncall@example.com',
    }),
  ALERT_NO_SUCCESS_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(7 * 24 * 60)
    .default(60),
  ALERT_EVALUATE_EVERY_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
});

export const observabilityEnvSchema = baseEnvSchema
  .extend(databaseEnvSchema.shape)
  .extend(healthPortSchema('observability').shape)
  .extend(alertingEnvSchema.shape)
  // Seals the ops addresses into the alert email jobs.
  .extend(jobSecretKeyEnvSchema.shape)
  // The console's audit log is for admins, known only from a verified principal (issue 17).
  .extend(principalPublicKeyEnvSchema.shape);
export type ObservabilityConfig = z.infer<typeof observabilityEnvSchema>;
