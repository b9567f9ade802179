export const REDIS_MEMORY_OPTIONS = Symbol('REDIS_MEMORY_OPTIONS');

export interface RedisMemoryOptions {
  redisUrl: string;
  prefix: string;
  /** ALERT_EMAILS, already split and normalised; empty: the alert is only logged and reported. */
  recipients: readonly string[];
  /**
   * ALERT_EVALUATE_EVERY_SECONDS: how often Redis is looked at (the alert rules' interval), on a
   * BullMQ job scheduler tick; absent, no tick is registered (a test that checks by hand).
   */
  checkEverySeconds?: number;
  /** JOB_SECRET_KEY: seals each recipient's address into its email job. */
  jobSecretKey: Buffer;
}
