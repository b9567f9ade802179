import type { ShareMessageKey } from '@lifewheel/contracts';
import type { TranslationKey } from '../../i18n/translation.js';
import { HttpError } from '../../api/http.js';

const KNOWN: ReadonlySet<ShareMessageKey> = new Set<ShareMessageKey>([
  'domainsRequired',
  'domainUnknown',
  'expiryInvalid',
  'noteTooLong',
  'tooManyShares',
  'notOwner',
]);

/** The text of a refused share: the rule the service names, translated; anything else is a general failure. */
export function shareErrorKey(error: unknown): TranslationKey {
  const key = error instanceof HttpError ? (error.fieldErrors[0]?.messageKey as ShareMessageKey | undefined) : undefined;
  return key && KNOWN.has(key) ? (`shares.errors.${key}` as TranslationKey) : 'shares.errors.failed';
}
