import { baseEnvSchema, databaseEnvSchema, healthPortSchema } from '@lifewheel/platform/config';

export const observabilityEnvSchema = baseEnvSchema.extend(databaseEnvSchema.shape).extend(healthPortSchema(3104).shape);
