/** What the focus feature needs from its process's configuration. */
export interface FocusOptions {
  /** PUBLIC_URL without a trailing slash: the reminder emails' links start with it. */
  publicUrl: string;
  /** JOB_SECRET_KEY: seals the recipient, the stop token and the links into the reminder jobs. */
  jobSecretKey: Buffer;
  /** FOCUS_REMINDER_DAY_MS: how long a "day" of the reminder schedule is (a real day; a few ms in tests). */
  reminderDayMs: number;
}

export const FOCUS_OPTIONS = Symbol('FOCUS_OPTIONS');
