import { baseEnvSchema, healthPortSchema, jobSecretKeyEnvSchema, workerEnvSchema } from '@lifewheel/platform/config';

// JOB_SECRET_KEY opens the sealed part of email jobs (the address, login and unsubscribe links).
export const workerConfigSchema = baseEnvSchema.extend(workerEnvSchema.shape).extend(healthPortSchema('worker').shape).extend(jobSecretKeyEnvSchema.shape);
