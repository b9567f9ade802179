import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '@lifewheel/contracts';
import { HttpError, errorCodeOf } from '../../../api/http.js';
import { formatDateTime } from '../admin-format.js';

interface LiveQuery {
  data: unknown;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  dataUpdatedAt: number;
  refetch: () => unknown;
}

/** The sentence that says why a panel has no fresh figures: which source is down, when the API names it. */
function failureKey(error: unknown) {
  const code = errorCodeOf(error);
  if (code === ErrorCode.PostgresUnavailable) return 'admin.debug.states.postgresDown' as const;
  if (code === ErrorCode.RedisUnavailable) return 'admin.debug.states.redisDown' as const;
  return 'admin.debug.states.failed' as const;
}

/**
 * One panel of /admin/debug: a titled region whose body is its own query's. Loading shows once,
 * before the first answer; refreshes show nothing (no spinner, no jump). A failure before any
 * answer replaces the body; a failed refresh keeps the last figures and says since when they are.
 */
export function DebugPanel({
  id,
  title,
  query,
  actions,
  level = 2,
  children,
}: {
  id: string;
  title: string;
  query: LiveQuery;
  actions?: ReactNode;
  /** 3 for a panel inside another (a queue's failed jobs). */
  level?: 2 | 3;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const Heading = level === 2 ? 'h2' : 'h3';
  const status = query.error instanceof HttpError ? query.error.status : null;
  const failure = query.isError ? (
    <div role="alert" className="admin-panel__error">
      <p>
        {t(failureKey(query.error))}
        {status !== null && errorCodeOf(query.error) === undefined ? ` (${status})` : ''}
        {query.data !== undefined && ` ${t('admin.debug.states.stale', { time: formatDateTime(new Date(query.dataUpdatedAt).toISOString()) })}`}
      </p>
      <button type="button" className="button" onClick={() => void query.refetch()}>
        {t('admin.states.retry')}
      </button>
    </div>
  ) : null;
  return (
    <section className="admin-panel debug-panel" aria-labelledby={`${id}-title`}>
      <div className="debug-panel__head">
        <Heading id={`${id}-title`}>{title}</Heading>
        {actions}
      </div>
      {query.isPending && !query.isError ? <p role="status">{t('admin.states.loading')}</p> : null}
      {failure}
      {query.data !== undefined && children}
    </section>
  );
}
