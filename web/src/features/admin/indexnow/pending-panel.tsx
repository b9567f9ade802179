import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../admin-format.js';
import { PanelBody } from '../panel-states.js';
import { usePending } from './indexnow-api.js';
import { UrlAcceptanceList } from './url-acceptance-list.js';

/** The changed URLs not yet accepted, and (dry run) the batches "submit changed" would send. */
export function PendingPanel() {
  const { t } = useTranslation();
  const pending = usePending();
  const [preview, setPreview] = useState(false);
  return (
    <section className="admin-panel" aria-labelledby="indexnow-pending-title">
      <h2 id="indexnow-pending-title">{t('admin.indexnow.pending.title')}</h2>
      <PanelBody query={pending}>
        {pending.data && pending.data.total === 0 && <p>{t('admin.indexnow.pending.none')}</p>}
        {pending.data && pending.data.total > 0 && (
          <>
            <p>{t('admin.indexnow.pending.count', { count: pending.data.total, formatted: formatCount(pending.data.total) })}</p>
            <button type="button" className="button" aria-expanded={preview} onClick={() => setPreview(!preview)}>
              {preview ? t('admin.indexnow.pending.hidePreview') : t('admin.indexnow.pending.preview')}
            </button>
            {preview && (
              <div className="scroll-sideways">
                <table className="admin-table" aria-label={t('admin.indexnow.pending.batchesLabel')}>
                  <thead>
                    <tr>
                      <th scope="col">{t('admin.indexnow.pending.columns.batch')}</th>
                      <th scope="col">{t('admin.indexnow.pending.columns.host')}</th>
                      <th scope="col">{t('admin.indexnow.pending.columns.count')}</th>
                      <th scope="col">{t('admin.indexnow.pending.columns.first')}</th>
                      <th scope="col">{t('admin.indexnow.pending.columns.last')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {pending.data.batches.map((batch, index) => (
                      <tr key={batch.first}>
                        <td>{index + 1}</td>
                        <td className="admin-table__code">{batch.host}</td>
                        <td>{formatCount(batch.count)}</td>
                        <td className="admin-table__code">{batch.first}</td>
                        <td className="admin-table__code">{batch.last}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <UrlAcceptanceList summary={t('admin.indexnow.pending.urls')} urls={pending.data.urls} />
          </>
        )}
      </PanelBody>
    </section>
  );
}
