/** What the IndexNow code needs of the worker's configuration. */
export interface IndexNowOptions {
  /** undefined: IndexNow is not configured and submits nothing. */
  key: string | undefined;
  endpoint: string;
  publicUrl: string;
  batchSize: number;
  alertEmails: readonly string[];
  jobSecretKey: Buffer;
}
export const INDEXNOW_OPTIONS = Symbol('INDEXNOW_OPTIONS');

export const keyLocationOf = (options: Pick<IndexNowOptions, 'publicUrl'>, key: string) => `${options.publicUrl}/${key}.txt`;
