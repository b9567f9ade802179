import { baseEnvSchema, databaseEnvSchema, healthPortSchema } from '@lifewheel/platform/config';

export const assessmentsEnvSchema = baseEnvSchema.extend(databaseEnvSchema.shape).extend(healthPortSchema(3102).shape);
