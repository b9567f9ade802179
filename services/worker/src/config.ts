import { baseEnvSchema, healthPortSchema, jobSecretKeyEnvSchema, workerEnvSchema } from '@lifewheel/platform/config';

// JOB_SECRET_KEY opens the secrets (login links) sealed into email jobs.
export const workerConfigSchema = baseEnvSchema.extend(workerEnvSchema.shape).extend(healthPortSchema('worker').shape).extend(jobSecretKeyEnvSchema.shape);
