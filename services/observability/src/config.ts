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

/** How long rows are kept (issue 17), in days; the daily retention job applies them. */
const retentionDays = (fallback: number) => z.coerce.number().int().min(1).max(3650).default(fallback);
const retentionEnvSchema = z.object({
  RETENTION_JOURNEY_DAYS: retentionDays(90),
  RETENTION_ERROR_LOG_DAYS: retentionDays(30),
  RETENTION_HEALTH_CHECK_DAYS: retentionDays(30),
});

/** Where ops read a trace: `{traceId}` is replaced by the id (Jaeger: http://localhost:16686/trace/{traceId}). */
const traceUiEnvSchema = z.object({
  TRACE_UI_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL with {traceId} where the trace id goes' })
    .refine((url) => url.includes('{traceId}') || url.includes('%7BtraceId%7D'), {
      error: 'must contain {traceId}, e.g. http://localhost:16686/trace/{traceId}',
    })
    .optional(),
});

export const observabilityEnvSchema = baseEnvSchema
  .extend(databaseEnvSchema.shape)
  .extend(healthPortSchema('observability').shape)
  .extend(alertingEnvSchema.shape)
  .extend(retentionEnvSchema.shape)
  .extend(traceUiEnvSchema.shape)
  // Seals the ops addresses into the alert email jobs.
  .extend(jobSecretKeyEnvSchema.shape)
  // The console's panels (issue 17) are for admins: the signed principal says who is one.
  .extend(principalPublicKeyEnvSchema.shape);
export type ObservabilityConfig = z.infer<typeof observabilityEnvSchema>;
