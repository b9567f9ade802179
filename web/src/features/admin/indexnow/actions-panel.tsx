import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../../api/http.js';
import { useIndexNowAction, type IndexNowAction } from './indexnow-api.js';

/** The three actions. Each queues a job in the worker; "everything" asks first, as engines frown on it. */
export function ActionsPanel() {
  const { t } = useTranslation();
  const action = useIndexNowAction();
  const [path, setPath] = useState('');
  const [confirming, setConfirming] = useState(false);
  const run = (next: IndexNowAction) => action.mutate(next, { onSuccess: () => setConfirming(false) });
  const submitUrl = (event: FormEvent) => {
    event.preventDefault();
    run({ kind: 'url', path });
  };
  const failure = action.error instanceof HttpError && action.error.status === 400 ? t('admin.indexnow.actions.notListed') : t('admin.indexnow.actions.failed');
  return (
    <section className="admin-panel" aria-labelledby="indexnow-actions-title">
      <h2 id="indexnow-actions-title">{t('admin.indexnow.actions.title')}</h2>
      <div className="indexnow-actions">
        <button type="button" className="button button--primary" disabled={action.isPending} onClick={() => run({ kind: 'changed' })}>
          {t('admin.indexnow.actions.changed')}
        </button>
        <form onSubmit={submitUrl} className="indexnow-url-form">
          <label htmlFor="indexnow-url">{t('admin.indexnow.actions.urlLabel')}</label>
          <input id="indexnow-url" value={path} onChange={(event) => setPath(event.target.value)} placeholder="/fr/assessment" required />
          <button type="submit" className="button" disabled={action.isPending}>
            {t('admin.indexnow.actions.url')}
          </button>
        </form>
        {confirming ? (
          <div role="group" aria-label={t('admin.indexnow.actions.confirmLabel')} className="indexnow-confirm">
            <p>{t('admin.indexnow.actions.confirmText')}</p>
            <button type="button" className="button button--primary" disabled={action.isPending} onClick={() => run({ kind: 'all' })}>
              {t('admin.indexnow.actions.confirm')}
            </button>
            <button type="button" className="button" onClick={() => setConfirming(false)}>
              {t('admin.indexnow.actions.cancel')}
            </button>
          </div>
        ) : (
          <button type="button" className="button" onClick={() => setConfirming(true)}>
            {t('admin.indexnow.actions.all')}
          </button>
        )}
      </div>
      {action.isSuccess && <p role="status">{t('admin.indexnow.actions.queued')}</p>}
      {action.isError && <p role="alert">{failure}</p>}
    </section>
  );
}
