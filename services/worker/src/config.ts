import { baseEnvSchema, healthPortSchema, workerEnvSchema } from '@lifewheel/platform/config';

export const workerConfigSchema = baseEnvSchema.extend(workerEnvSchema.shape).extend(healthPortSchema(3105).shape);
