/** What the IndexNow code needs of the worker's configuration. */
export interface IndexNowOptions {
  /** undefined: IndexNow is not configured and submits nothing. */
  key: string | undefined;
  endpoint: string;
  publicUrl: string;
  batchSize: number;
  /** How long due batches wait for our own key file to be served before they are sent all the same (key-wait.ts). */
  keyWaitMs: number;
  alertEmails: readonly string[];
  jobSecretKey: Buffer;
}
export const INDEXNOW_OPTIONS = Symbol('INDEXNOW_OPTIONS');

export const keyLocationOf = (options: Pick<IndexNowOptions, 'publicUrl'>, key: string) => `${options.publicUrl}/${key}.txt`;
