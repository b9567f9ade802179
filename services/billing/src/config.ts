import { baseEnvSchema, databaseEnvSchema, healthPortSchema } from '@lifewheel/platform/config';

export const billingEnvSchema = baseEnvSchema.extend(databaseEnvSchema.shape).extend(healthPortSchema(3103).shape);
