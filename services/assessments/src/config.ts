import { baseEnvSchema, databaseEnvSchema, healthPortSchema, principalPublicKeyEnvSchema, publicUrlEnvSchema } from '@lifewheel/platform/config';

export const assessmentsEnvSchema = baseEnvSchema
  .extend(databaseEnvSchema.shape)
  .extend(healthPortSchema('assessments').shape)
  // Links in the emails this service sends start with it.
  .extend(publicUrlEnvSchema.shape)
  // Owners of assessments are known only from a verified principal.
  .extend(principalPublicKeyEnvSchema.shape);
