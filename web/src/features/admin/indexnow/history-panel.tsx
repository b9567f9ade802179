import { useTranslation } from 'react-i18next';
import { formatCount, formatDateTime } from '../admin-format.js';
import { PanelBody } from '../panel-states.js';
import { useHistory } from './indexnow-api.js';
import { UrlAcceptanceList } from './url-acceptance-list.js';

/** Every request sent (newest first) with its answer, and when each URL was last accepted. */
export function HistoryPanel() {
  const { t } = useTranslation();
  const history = useHistory();
  return (
    <section className="admin-panel" aria-labelledby="indexnow-history-title">
      <h2 id="indexnow-history-title">{t('admin.indexnow.history.title')}</h2>
      <PanelBody query={history}>
        {history.data && history.data.attempts.length === 0 ? (
          <p>{t('admin.indexnow.history.none')}</p>
        ) : (
          <div className="scroll-sideways">
            <table className="admin-table" aria-label={t('admin.indexnow.history.batchesLabel')}>
              <thead>
                <tr>
                  <th scope="col">{t('admin.indexnow.history.columns.when')}</th>
                  <th scope="col">{t('admin.indexnow.history.columns.trigger')}</th>
                  <th scope="col">{t('admin.indexnow.history.columns.count')}</th>
                  <th scope="col">{t('admin.indexnow.history.columns.endpoint')}</th>
                  <th scope="col">{t('admin.indexnow.history.columns.answer')}</th>
                  <th scope="col">{t('admin.indexnow.history.columns.latency')}</th>
                </tr>
              </thead>
              <tbody>
                {history.data?.attempts.map((attempt) => (
                  <tr key={attempt.id}>
                    <td>{formatDateTime(attempt.at)}</td>
                    <td>
                      {t(`admin.indexnow.history.triggers.${attempt.trigger}`)}
                      {attempt.trigger === 'admin' && attempt.actorUserId ? ` (${attempt.actorEmail ?? t('admin.audit.unknownActor')})` : ''}
                    </td>
                    <td>{formatCount(attempt.urlCount)}</td>
                    <td className="admin-table__code">{attempt.endpoint}</td>
                    <td>
                      {attempt.status ?? t('admin.states.none')} {attempt.meaning}
                    </td>
                    <td>{t('admin.indexnow.history.ms', { ms: formatCount(attempt.latencyMs) })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {history.data && history.data.urls.length > 0 && <UrlAcceptanceList summary={t('admin.indexnow.history.urls')} urls={history.data.urls} />}
      </PanelBody>
    </section>
  );
}
