import {
  baseEnvSchema,
  databaseEnvSchema,
  healthPortSchema,
  jobSecretKeyEnvSchema,
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
  .extend(jobSecretKeyEnvSchema.shape);
