import { useTranslation } from 'react-i18next';
import type { DebugHealth, DependencyCheck } from '@lifewheel/contracts';
import { formatDateTime } from '../admin-format.js';
import { useDebugHealth } from './debug-api.js';
import { formatDuration, formatMs } from './debug-format.js';
import { DebugPanel } from './debug-panel.js';
import { UptimeStrip } from './uptime-strip.js';

/** Health: each process and its replicas, PostgreSQL and Redis, and 24 h of up/down per check. */
export function HealthPanel() {
  const { t } = useTranslation();
  const health = useDebugHealth();
  const data = health.data;
  return (
    <DebugPanel id="debug-health" title={t('admin.debug.health.title')} query={health}>
      {data && (
        <>
          <ul className="debug-dependencies">
            <Dependency name="PostgreSQL" check={data.postgres} />
            <Dependency name="Redis" check={data.redis} />
          </ul>
          <ProcessTable health={data} />
          <h3>{t('admin.debug.health.historyTitle')}</h3>
          {data.history.length === 0 ? (
            <p>{t('admin.debug.health.noHistory')}</p>
          ) : (
            <ul className="debug-history">
              {data.history.map((history) => (
                <li key={history.check}>
                  <span className="debug-history__check">{history.check}</span>
                  <UptimeStrip history={history} checkedAt={data.checkedAt} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </DebugPanel>
  );
}

function Dependency({ name, check }: { name: string; check: DependencyCheck }) {
  const { t } = useTranslation();
  return (
    <li className={`debug-status debug-status--${check.status === 'up' ? 'up' : 'down'}`}>
      <strong>{name}</strong> {t(`admin.debug.status.${check.status === 'up' ? 'up' : 'down'}`)}
      {check.status === 'up' ? ` (${formatMs(check.latencyMs)})` : check.error ? `: ${check.error}` : ''}
    </li>
  );
}

function ProcessTable({ health }: { health: DebugHealth }) {
  const { t } = useTranslation();
  if (health.processes.length === 0) return <p>{t('admin.debug.health.noProcesses')}</p>;
  return (
    <div className="scroll-sideways">
      <table className="admin-table">
        <caption className="visually-hidden">{t('admin.debug.health.processesCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('admin.debug.health.columns.process')}</th>
            <th scope="col">{t('admin.debug.health.columns.status')}</th>
            <th scope="col">{t('admin.debug.health.columns.replica')}</th>
            <th scope="col">{t('admin.debug.health.columns.version')}</th>
            <th scope="col">{t('admin.debug.health.columns.uptime')}</th>
            <th scope="col">{t('admin.debug.health.columns.lastSeen')}</th>
          </tr>
        </thead>
        <tbody>
          {health.processes.map((process) => {
            const rows = process.replicas.length === 0 ? [null] : process.replicas;
            return rows.map((replica, index) => (
              <tr key={`${process.process}-${replica?.instanceId ?? 'none'}`}>
                {index === 0 && (
                  <>
                    <th scope="rowgroup" rowSpan={rows.length}>
                      {process.process}
                      {process.replicas.length > 1 && (
                        <span className="debug-muted"> ({t('admin.debug.health.replicas', { count: process.replicas.length })})</span>
                      )}
                    </th>
                    <td rowSpan={rows.length} className={`debug-status debug-status--${process.status}`}>
                      {t(`admin.debug.status.${process.status}`)}
                    </td>
                  </>
                )}
                {replica ? (
                  <>
                    <td className="admin-table__code">
                      {replica.instanceId}
                      {replica.status === 'down' && <span className="debug-status debug-status--down"> {t('admin.debug.status.down')}</span>}
                    </td>
                    <td className="admin-table__code">{replica.version}</td>
                    <td>{formatDuration(replica.uptimeSeconds)}</td>
                    <td>{formatDateTime(replica.lastSeenAt)}</td>
                  </>
                ) : (
                  <td colSpan={4}>{t('admin.debug.health.noReplicas')}</td>
                )}
              </tr>
            ));
          })}
        </tbody>
      </table>
    </div>
  );
}
