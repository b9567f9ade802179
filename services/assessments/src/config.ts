import { z } from 'zod';
import { baseEnvSchema, databaseEnvSchema, healthPortSchema, jobSecretKeyEnvSchema, principalPublicKeyEnvSchema } from '@lifewheel/platform/config';

/** The address people use: links in the emails this service sends start with it. */
const publicUrlEnvSchema = z.object({
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http or https URL (the address people use, e.g. https://lifewheel.example.com)' })
    .default('http://localhost:3000')
    // `https://example.com/` and `https://example.com` must give the same links, without a `//`.
    .transform((url) => url.replace(/\/+$/, '')),
});

export const assessmentsEnvSchema = baseEnvSchema
  .extend(databaseEnvSchema.shape)
  .extend(healthPortSchema(3102).shape)
  .extend(publicUrlEnvSchema.shape)
  // Owners of assessments are known only from a verified principal.
  .extend(principalPublicKeyEnvSchema.shape)
  // Seals the address and the unsubscribe links into the welcome email's job.
  .extend(jobSecretKeyEnvSchema.shape);
