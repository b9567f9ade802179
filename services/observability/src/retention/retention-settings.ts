import type { RetentionSettings } from '@lifewheel/contracts';

export const RETENTION_SETTINGS = Symbol('RETENTION_SETTINGS');
export type { RetentionSettings };
