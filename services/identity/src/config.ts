import { z } from 'zod';
import { normalizeEmail, isValidEmail } from '@lifewheel/contracts';
import {
  baseEnvSchema,
  databaseEnvSchema,
  healthPortSchema,
  jobSecretKeyEnvSchema,
  principalPrivateKeyEnvSchema,
} from '@lifewheel/platform/config';

const identityOwnEnvSchema = z.object({
  /** The address people use: login links start with it. */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http or https URL (the address people use, e.g. https://lifewheel.example.com)' })
    .default('http://localhost:3000')
    .transform((url) => url.replace(/\/+$/, '')),
  /** Comma-separated; compared through normalizeEmail like every other address. */
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((list) => list.split(',').map((entry) => entry.trim()).filter(Boolean))
    .refine((list) => list.every(isValidEmail), { error: 'must be email addresses separated by commas' })
    .transform((list) => new Set(list.map(normalizeEmail))),
});

export const identityEnvSchema = baseEnvSchema
  .extend(databaseEnvSchema.shape)
  .extend(healthPortSchema(3101).shape)
  .extend(principalPrivateKeyEnvSchema.shape)
  .extend(jobSecretKeyEnvSchema.shape)
  .extend(identityOwnEnvSchema.shape);
export type IdentityConfig = z.infer<typeof identityEnvSchema>;
