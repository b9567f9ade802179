import { z } from 'zod';
import { INDEXNOW_KEY_HINT, defaultProbePort, isValidIndexNowKey, type HealthPortProcess } from '@lifewheel/contracts';
import { jobSecretKey, parses, principalPrivateKey, principalPublicKey } from '../auth/keys.js';
import { RPC_MAX_DEADLINE_MS } from '../rpc/rpc-limits.js';

const url = (protocols: string[], hint: string) =>
  z
    .string({ error: `must be set (${hint})` })
    .min(1, { error: `must be set (${hint})` })
    .refine(
      (value) => {
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      },
      { error: `must be a ${protocols.join(' or ')} URL (${hint})` },
    );

const port = (fallback: number) => z.coerce.number().int().min(1).max(65_535).default(fallback);

/** Variables every process reads. */
export const baseEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  REDIS_URL: url(['redis:', 'rediss:'], 'e.g. redis://127.0.0.1:6379'),
  /** Lets several stacks (tests beside `npm start`) share one Redis without seeing each other. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[a-z0-9_-]{1,40}$/, { error: 'must be 1-40 of a-z, 0-9, _ or -' })
    .default('lw'),
  OTEL_EXPORTER_OTLP_ENDPOINT: url(['http:', 'https:'], 'e.g. http://127.0.0.1:4318').optional(),
  SERVICE_VERSION: z.string().default(process.env['npm_package_version'] ?? '0.1.0'),
});

/** Processes other than the gateway serve their probes on a port of their own (the process list's), and consume RPC requests. */
export const healthPortSchema = (process: HealthPortProcess) =>
  z.object({
    HEALTH_PORT: port(defaultProbePort(process)),
    /** RPC requests one replica handles at once; its liveness fails when all of them are stuck. */
    RPC_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(32),
  });

const GATEWAY_PORT = defaultProbePort('gateway');

/**
 * The address people use: links in emails start with it, and the gateway accepts it as the Origin
 * of state-changing requests. Without trailing slashes, so `https://example.com/` and
 * `https://example.com` give the same links, never a `//`.
 */
export const publicUrlEnvSchema = z.object({
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http or https URL (the address people use, e.g. https://lifewheel.example.com)' })
    .default(`http://localhost:${GATEWAY_PORT}`)
    .transform((url) => url.replace(/\/+$/, '')),
});

/**
 * Processes that record journey events (the gateway, assessments) send them in batches: at most
 * JOURNEY_BATCH_SIZE events per job, and never later than JOURNEY_FLUSH_MS after the first one.
 */
export const journeyBatchEnvSchema = z.object({
  JOURNEY_FLUSH_MS: z.coerce.number().int().min(10).max(60_000).default(250),
  JOURNEY_BATCH_SIZE: z.coerce.number().int().min(1).max(1_000).default(200),
});

export const databaseEnvSchema = z.object({
  DATABASE_URL: url(['postgres:', 'postgresql:'], 'e.g. postgres://postgres@127.0.0.1:5432/lifewheel'),
});

export const gatewayEnvSchema = publicUrlEnvSchema.extend({
  PORT: port(GATEWAY_PORT),
  /** How many reverse proxies in front of the gateway may set X-Forwarded-For. */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  RPC_DEADLINE_MS: z.coerce.number().int().min(100).max(RPC_MAX_DEADLINE_MS).default(3000),
  RATE_LIMIT_WRITES_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  /**
   * The browser's journey events, per client address: several per page view, and a classroom or an
   * office shares one address, so they get their own, larger allowance than the other writes.
   */
  RATE_LIMIT_EVENTS_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /**
   * Stripe's webhook posts per client network (/24 or /64) and minute. Generous: Stripe posts from
   * a dozen networks, and retries a refused post for days. Tight enough that one network's posts,
   * at most 64 KB each, cannot fill Redis while billing is down (README, Redis).
   */
  RATE_LIMIT_WEBHOOKS_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  WEB_DIST: z.string().optional(),
  /** Slow clients (README, Configuration): all headers within this, ... */
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  /** ... the whole request within this (bodies are at most 64 KB, JSON or webhook) ... */
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  /** ... and an idle kept-alive socket closed after this: longer than the ingress's upstream idle timeout (nginx: 60 s). */
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).default(65_000),
});

export const workerEnvSchema = z.object({
  SMTP_URL: url(['smtp:', 'smtps:'], 'e.g. smtp://user:pass@mail.example.com:587').optional(),
  MAIL_FROM: z.string().default('Lifewheel <hello@lifewheel.local>'),
  MAIL_DIR: z.string().default('.mail'),
});

const keyVariable = (parse: (value: string) => unknown, hint: string) =>
  z
    .string({ error: `must be set (${hint})` })
    .min(1, { error: `must be set (${hint})` })
    .refine((value) => parses(parse, value), { error: `must be ${hint}` });

const ED25519_HINT = 'an Ed25519 key in base64 DER; `npm start` makes a pair in .data/, see README';

/** Identity signs principals with this (PKCS#8); nobody else holds it. */
export const principalPrivateKeyEnvSchema = z.object({
  PRINCIPAL_PRIVATE_KEY: keyVariable(principalPrivateKey, `${ED25519_HINT} (PKCS#8)`),
});

/** Services that check who is asking verify principals with this (SPKI). */
export const principalPublicKeyEnvSchema = z.object({
  PRINCIPAL_PUBLIC_KEY: keyVariable(principalPublicKey, `${ED25519_HINT} (SPKI)`),
});

/** Seals secrets in job data (login links); producers and the worker share it. */
export const jobSecretKeyEnvSchema = z.object({
  JOB_SECRET_KEY: keyVariable(jobSecretKey, '32 random bytes in base64, e.g. `openssl rand -base64 32`'),
});

/**
 * IndexNow's key (issue 18): the gateway serves it at /{key}.txt, the worker submits with it.
 * Unset: no key file and no submissions (`npm start` always makes one).
 */
export const indexNowKeyEnvSchema = z.object({
  INDEXNOW_KEY: z
    .string()
    .refine(isValidIndexNowKey, { error: `must be ${INDEXNOW_KEY_HINT} (see README, Configuration)` })
    .optional(),
});
