import { useTranslation } from 'react-i18next';
import { PanelBody } from '../panel-states.js';
import { useKeyStatus } from './indexnow-api.js';

/** The key, where the engines fetch it, and whether that fetch through PUBLIC_URL works right now. */
export function KeyStatusPanel() {
  const { t } = useTranslation();
  const status = useKeyStatus();
  return (
    <section className="admin-panel" aria-labelledby="indexnow-key-title">
      <h2 id="indexnow-key-title">{t('admin.indexnow.key.title')}</h2>
      <PanelBody query={status}>
        {status.data && (
          <>
            <p role="status" className={status.data.selfTest.passed ? 'indexnow-pass' : 'indexnow-fail'}>
              {status.data.selfTest.passed ? t('admin.indexnow.key.passed') : t('admin.indexnow.key.failed', { problem: status.data.selfTest.problem ?? '' })}
            </p>
            <dl className="indexnow-facts">
              <dt>{t('admin.indexnow.key.location')}</dt>
              <dd className="admin-table__code">{status.data.keyLocation ?? t('admin.indexnow.key.notConfigured')}</dd>
              <dt>{t('admin.indexnow.key.answer')}</dt>
              <dd>{status.data.selfTest.status ?? t('admin.states.none')}</dd>
              <dt>{t('admin.indexnow.key.contentType')}</dt>
              <dd className="admin-table__code">{status.data.selfTest.contentType ?? t('admin.states.none')}</dd>
              <dt>{t('admin.indexnow.key.body')}</dt>
              <dd>{status.data.selfTest.bodyMatches ? t('admin.states.yes') : t('admin.states.no')}</dd>
              <dt>{t('admin.indexnow.key.endpoint')}</dt>
              <dd className="admin-table__code">{status.data.endpoint}</dd>
            </dl>
            <button type="button" className="button" onClick={() => void status.refetch()}>
              {t('admin.indexnow.key.again')}
            </button>
          </>
        )}
      </PanelBody>
    </section>
  );
}
