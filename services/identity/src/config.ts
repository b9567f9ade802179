import { z } from 'zod';
import { SESSION_MAX_AGE_DAYS, normalizeEmail, isValidEmail } from '@lifewheel/contracts';
import {
  baseEnvSchema,
  databaseEnvSchema,
  healthPortSchema,
  jobSecretKeyEnvSchema,
  principalPrivateKeyEnvSchema,
  publicUrlEnvSchema,
} from '@lifewheel/platform/config';

const identityOwnEnvSchema = z.object({
  /** Comma-separated; compared through normalizeEmail like every other address. */
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine((list) => list.every(isValidEmail), { error: 'must be email addresses separated by commas' })
    .transform((list) => new Set(list.map(normalizeEmail))),
  /** However often it is used, a session ends this many days after its login (the 30-day expiry slides only up to here). */
  SESSION_MAX_AGE_DAYS: z.coerce.number().int().min(1).max(3650).default(SESSION_MAX_AGE_DAYS),
});

export const identityEnvSchema = baseEnvSchema
  .extend(databaseEnvSchema.shape)
  .extend(healthPortSchema('identity').shape)
  .extend(principalPrivateKeyEnvSchema.shape)
  .extend(jobSecretKeyEnvSchema.shape)
  // Login links start with it.
  .extend(publicUrlEnvSchema.shape)
  .extend(identityOwnEnvSchema.shape);
export type IdentityConfig = z.infer<typeof identityEnvSchema>;
