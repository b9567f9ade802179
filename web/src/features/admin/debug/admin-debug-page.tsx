import { useTranslation } from 'react-i18next';
import { ErrorsPanel } from './errors-panel.js';
import { HealthPanel } from './health-panel.js';
import { JourneysPanel } from './journeys-panel.js';
import { PaymentAlertsPanel } from './payment-alerts-panel.js';
import { QueuesPanel } from './queues-panel.js';
import { TrafficPanel } from './traffic-panel.js';
import './debug.css';

/**
 * `/admin/debug` (issue 17): "is anything wrong right now, and since when". Each panel is its own
 * query, refreshed every few seconds: one whose source is down says so while the others go on.
 */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t('admin.debug.title')}</h1>
      <p className="debug-muted">{t('admin.debug.intro')}</p>
      <HealthPanel />
      <TrafficPanel />
      <QueuesPanel />
      <ErrorsPanel />
      <JourneysPanel />
      <PaymentAlertsPanel />
    </>
  );
}
