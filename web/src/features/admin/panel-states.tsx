import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../api/http.js';

interface QueryLike {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** A panel's loading and error states; `children` once there is data. */
export function PanelBody({ query, children }: { query: QueryLike; children: ReactNode }) {
  const { t } = useTranslation();
  if (query.isPending) return <p role="status">{t('admin.states.loading')}</p>;
  if (query.isError) {
    const status = query.error instanceof HttpError ? ` (${query.error.status})` : '';
    return (
      <div role="alert" className="admin-panel__error">
        <p>
          {t('admin.states.failed')}
          {status}
        </p>
        <button type="button" className="button" onClick={() => void query.refetch()}>
          {t('admin.states.retry')}
        </button>
      </div>
    );
  }
  return <>{children}</>;
}

/** Previous and next page of a panel's list. */
export function Pager({ page, pageSize, total, onPage }: { page: number; pageSize: number; total: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="admin-pager" aria-label={t('admin.paging.position', { page, pages, total })}>
      <button type="button" className="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('admin.paging.previous')}
      </button>
      <span>{t('admin.paging.position', { page, pages, total })}</span>
      <button type="button" className="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('admin.paging.next')}
      </button>
    </nav>
  );
}
