import { useTranslation } from 'react-i18next';
import { formatCount, formatDateTime } from '../admin-format.js';
import { usePaymentAlerts } from './debug-api.js';
import { DebugPanel } from './debug-panel.js';

/** Payment alerts: each rule firing or quiet, its figure against its threshold, last fired and recovered, and who is emailed. */
export function PaymentAlertsPanel() {
  const { t } = useTranslation();
  const alerts = usePaymentAlerts();
  const data = alerts.data;
  const none = t('admin.states.none');
  return (
    <DebugPanel id="debug-alerts" title={t('admin.debug.alerts.title')} query={alerts}>
      {data && (
        <>
          {data.evaluatedAt === null ? (
            <p>{t('admin.debug.alerts.neverEvaluated')}</p>
          ) : (
            <p className="debug-muted">{t('admin.debug.alerts.evaluatedAt', { time: formatDateTime(data.evaluatedAt) })}</p>
          )}
          {data.rules.length === 0 ? (
            <p>{t('admin.debug.alerts.noRules')}</p>
          ) : (
            <div className="scroll-sideways">
              <table className="admin-table">
                <thead>
                  <tr>
                    <th scope="col">{t('admin.debug.alerts.columns.rule')}</th>
                    <th scope="col">{t('admin.debug.alerts.columns.state')}</th>
                    <th scope="col">{t('admin.debug.alerts.columns.value')}</th>
                    <th scope="col">{t('admin.debug.alerts.columns.lastFired')}</th>
                    <th scope="col">{t('admin.debug.alerts.columns.lastRecovered')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.rules.map((rule) => (
                    <tr key={rule.rule}>
                      <th scope="row">{t(`admin.debug.alerts.rules.${rule.rule}`)}</th>
                      <td className={`debug-status debug-status--${rule.state === 'firing' ? 'down' : 'up'}`}>
                        {t(`admin.debug.alerts.states.${rule.state}`)}
                      </td>
                      <td>{t(`admin.debug.alerts.values.${rule.rule}`, { value: formatCount(rule.value), threshold: formatCount(rule.threshold) })}</td>
                      <td>{rule.lastFiredAt ? formatDateTime(rule.lastFiredAt) : none}</td>
                      <td>{rule.lastRecoveredAt ? formatDateTime(rule.lastRecoveredAt) : none}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <dl className="debug-facts">
            <div>
              <dt>{t('admin.debug.alerts.recipients')}</dt>
              <dd>{data.recipients.length ? data.recipients.join(', ') : t('admin.debug.alerts.noRecipients')}</dd>
            </div>
            <div>
              <dt>{t('admin.debug.alerts.consecutiveFailures')}</dt>
              <dd>{formatCount(data.consecutiveFailures)}</dd>
            </div>
            <div>
              <dt>{t('admin.debug.alerts.lastSuccessfulPayment')}</dt>
              <dd>{data.lastSuccessfulPayment ? formatDateTime(data.lastSuccessfulPayment) : none}</dd>
            </div>
          </dl>
        </>
      )}
    </DebugPanel>
  );
}
