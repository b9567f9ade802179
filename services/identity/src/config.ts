import { baseEnvSchema, databaseEnvSchema, healthPortSchema } from '@lifewheel/platform/config';

export const identityEnvSchema = baseEnvSchema.extend(databaseEnvSchema.shape).extend(healthPortSchema(3101).shape);
