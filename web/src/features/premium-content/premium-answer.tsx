import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../api/http.js';
import { InlineLoadError } from '../../components/inline-load-error.js';
import { Spinner } from '../../components/spinner.js';
import type { LoadState } from './load-state.js';

/** The status of a refused premium answer: the service says who may not read it (401, 403) or that it does not exist (404). */
export const refusedStatus = (error: unknown): number | undefined => (error instanceof HttpError ? error.status : undefined);

/**
 * A premium answer in its states: on its way, the way in for who may not read it (a visitor's 401,
 * a free account's 403), a failure with a way to try again, or the content.
 */
export function PremiumAnswer<T>({
  answer,
  gate,
  children,
}: {
  answer: LoadState<T>;
  gate: (visitor: boolean) => ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const status = refusedStatus(answer.error);
  if (answer.pending) return <Spinner label={t('premiumContent.loading')} />;
  if (status === 401 || status === 403) return gate(status === 401);
  if (answer.failed || answer.data === undefined)
    return <InlineLoadError message={t('premiumContent.loadFailed')} onRetry={answer.retry} retrying={answer.retrying} />;
  return children(answer.data);
}
