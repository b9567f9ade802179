import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../admin-format.js';
import { panelState } from './panel-state.js';

interface LiveQuery {
  data: unknown;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  dataUpdatedAt: number;
  refetch: () => unknown;
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
  const { loading, failure } = panelState({ hasData: query.data !== undefined, isPending: query.isPending, isError: query.isError, error: query.error });
  const failureNotice = failure ? (
    <div role="alert" className="admin-panel__error">
      <p>
        {t(failure.key)}
        {failure.status !== null && ` (${failure.status})`}
        {failure.stale && ` ${t('admin.debug.states.stale', { time: formatDateTime(new Date(query.dataUpdatedAt).toISOString()) })}`}
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
      {loading && <p role="status">{t('admin.states.loading')}</p>}
      {failureNotice}
      {query.data !== undefined && children}
    </section>
  );
}
