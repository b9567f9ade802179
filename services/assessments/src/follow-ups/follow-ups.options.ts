/** What the follow-ups feature needs from its process's configuration. */
export interface FollowUpsOptions {
  /** PUBLIC_URL without a trailing slash: links in emails start with it. */
  publicUrl: string;
  /** JOB_SECRET_KEY: seals the address and the unsubscribe links into the welcome email's job. */
  jobSecretKey: Buffer;
}

export const FOLLOW_UPS_OPTIONS = Symbol('FOLLOW_UPS_OPTIONS');
