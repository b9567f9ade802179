import { useTranslation } from 'react-i18next';
import type { TrafficWindow } from '@lifewheel/contracts';
import { formatCount } from '../admin-format.js';
import { useDebugTraffic } from './debug-api.js';
import { formatMs, formatRate, formatShare } from './debug-format.js';
import { DebugPanel } from './debug-panel.js';

/** Traffic: per service, rate, 5xx error rate and p95 over the last hour and the last 24 hours. */
export function TrafficPanel() {
  const { t } = useTranslation();
  const traffic = useDebugTraffic();
  const services = traffic.data?.services ?? [];
  return (
    <DebugPanel id="debug-traffic" title={t('admin.debug.traffic.title')} query={traffic}>
      {services.length === 0 ? (
        <p>{t('admin.debug.traffic.empty')}</p>
      ) : (
        <div className="scroll-sideways">
          <table className="admin-table debug-figures">
            <thead>
              <tr>
                <th scope="col" rowSpan={2}>
                  {t('admin.debug.traffic.columns.service')}
                </th>
                <th scope="colgroup" colSpan={4}>
                  {t('admin.debug.traffic.lastHour')}
                </th>
                <th scope="colgroup" colSpan={4}>
                  {t('admin.debug.traffic.last24Hours')}
                </th>
              </tr>
              <tr>
                {[0, 1].flatMap((window) =>
                  (['requests', 'rate', 'errorRate', 'p95'] as const).map((column) => (
                    <th scope="col" key={`${window}-${column}`}>
                      {t(`admin.debug.traffic.columns.${column}`)}
                    </th>
                  )),
                )}
              </tr>
            </thead>
            <tbody>
              {services.map((row) => (
                <tr key={row.service}>
                  <th scope="row">{row.service}</th>
                  <WindowCells window={row.lastHour} />
                  <WindowCells window={row.last24Hours} />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </DebugPanel>
  );
}

function WindowCells({ window }: { window: TrafficWindow }) {
  const { t } = useTranslation();
  const none = t('admin.states.none');
  return (
    <>
      <td>{formatCount(window.requests)}</td>
      <td>{t('admin.debug.traffic.perMinute', { rate: formatRate(window.perMinute) })}</td>
      <td className={window.errorRate !== null && window.errorRate > 0 ? 'debug-status--down' : undefined}>{formatShare(window.errorRate) ?? none}</td>
      <td>{window.p95Ms === null ? none : t('admin.debug.traffic.p95Value', { ms: formatMs(window.p95Ms) })}</td>
    </>
  );
}
