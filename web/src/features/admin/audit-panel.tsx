import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuditLog } from './admin-api.js';
import { formatDateTime } from './admin-format.js';
import { Pager, PanelBody } from './panel-states.js';

/** Every change made from the console: who, what, when, and why where a reason was asked. */
export function AuditPanel() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const audit = useAuditLog(page);
  return (
    <section className="admin-panel" aria-labelledby="admin-audit-title">
      <h2 id="admin-audit-title">{t('admin.audit.title')}</h2>
      <PanelBody query={audit}>
        {audit.data && audit.data.items.length === 0 ? (
          <p>{t('admin.states.empty')}</p>
        ) : (
          <div className="scroll-sideways">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">{t('admin.audit.columns.when')}</th>
                  <th scope="col">{t('admin.audit.columns.who')}</th>
                  <th scope="col">{t('admin.audit.columns.action')}</th>
                  <th scope="col">{t('admin.audit.columns.target')}</th>
                  <th scope="col">{t('admin.audit.columns.reason')}</th>
                </tr>
              </thead>
              <tbody>
                {audit.data?.items.map((line) => (
                  <tr key={line.eventId}>
                    <td>{formatDateTime(line.occurredAt)}</td>
                    <td>{line.actorEmail ?? t('admin.audit.unknownActor')}</td>
                    <td className="admin-table__code">{line.action}</td>
                    <td className="admin-table__code">{line.target}</td>
                    <td>{line.reason ?? t('admin.states.none')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {audit.data && <Pager page={page} pageSize={audit.data.pageSize} total={audit.data.total} onPage={setPage} />}
      </PanelBody>
    </section>
  );
}
