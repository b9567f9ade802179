import { z } from 'zod';
import { DEFAULT_INDEXNOW_ENDPOINT, INDEXNOW_MAX_BATCH, isValidEmail, normalizeEmail } from '@lifewheel/contracts';
import {
  baseEnvSchema,
  databaseEnvSchema,
  healthPortSchema,
  indexNowKeyEnvSchema,
  jobSecretKeyEnvSchema,
  principalPublicKeyEnvSchema,
  publicUrlEnvSchema,
  workerEnvSchema,
} from '@lifewheel/platform/config';
import { DEFAULT_KEY_WAIT_MS } from './indexnow/key-wait.js';

/** IndexNow (issue 18): the key the engines check at PUBLIC_URL/{key}.txt, where to submit, and who hears alerts. */
export const indexNowEnvSchema = z.object({
  INDEXNOW_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'must be an http or https URL, e.g. https://api.indexnow.org/indexnow' })
    .default(DEFAULT_INDEXNOW_ENDPOINT),
  /** URLs per request: the protocol's 10,000 at most (smaller only for tests). */
  INDEXNOW_BATCH_SIZE: z.coerce.number().int().min(1).max(INDEXNOW_MAX_BATCH).default(INDEXNOW_MAX_BATCH),
  /** Submit what changed when the worker starts (on by default). */
  INDEXNOW_SUBMIT_ON_START: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /** How long batches wait for the site to serve the key file before they are sent all the same (key-wait.ts). */
  INDEXNOW_KEY_WAIT_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(60 * 60_000)
    .default(DEFAULT_KEY_WAIT_MS),
  /** Where the build wrote the pages and their content hashes (web/dist, as the gateway reads it). */
  WEB_DIST: z.string().optional(),
  /** Who hears IndexNow alerts, as for payment alerts; empty: alerts are only logged and reported. */
  ALERT_EMAILS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((address) => normalizeEmail(address))
        .filter(Boolean),
    )
    .refine((addresses) => addresses.every(isValidEmail), { error: 'must be email addresses separated by commas, e.g. ops@example.com' }),
});

// JOB_SECRET_KEY opens the sealed part of email jobs (the address, login and unsubscribe links).
// DATABASE_URL holds IndexNow's hashes and history (the worker's own schema); the principal's
// public key lets the worker decide who may use /admin-indexnow's APIs.
export const workerConfigSchema = baseEnvSchema
  .extend(workerEnvSchema.shape)
  .extend(healthPortSchema('worker').shape)
  .extend(jobSecretKeyEnvSchema.shape)
  .extend(databaseEnvSchema.shape)
  .extend(principalPublicKeyEnvSchema.shape)
  .extend(publicUrlEnvSchema.shape)
  .extend(indexNowKeyEnvSchema.shape)
  .extend(indexNowEnvSchema.shape);
export type WorkerConfig = z.infer<typeof workerConfigSchema>;
