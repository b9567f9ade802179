import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorGroupStatus, ErrorGroupView } from '@lifewheel/contracts';
import { formatCount, formatDateTime } from '../admin-format.js';
import { useErrorGroupStatus, useErrorGroups, useInsightsConfig } from './debug-api.js';
import { ERROR_STATUS_CHOICES } from './debug-options.js';
import { DebugPanel } from './debug-panel.js';
import { traceLink } from './trace-link.js';

/** What each state offers: an open group is resolved or ignored, a closed one reopened. */
const NEXT_STATES: Record<ErrorGroupStatus, ErrorGroupStatus[]> = { open: ['resolved', 'ignored'], resolved: ['open'], ignored: ['open'] };

/** Errors grouped by fingerprint, seen most recently first; each group can be resolved, ignored or reopened (audited). */
export function ErrorsPanel() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<'' | ErrorGroupStatus>('open');
  const groups = useErrorGroups(status);
  const config = useInsightsConfig();
  const change = useErrorGroupStatus();
  const list = groups.data?.groups ?? [];
  const traceUiUrl = config.data?.traceUiUrl ?? null;

  const filter = (
    <div className="admin-filters">
      <label htmlFor="debug-errors-status">{t('admin.debug.errors.statusFilter')}</label>
      <select id="debug-errors-status" value={status} onChange={(event) => setStatus(event.target.value as '' | ErrorGroupStatus)}>
        <option value="">{t('admin.states.any')}</option>
        {ERROR_STATUS_CHOICES.map((value) => (
          <option key={value} value={value}>
            {t(`admin.debug.errors.statuses.${value}`)}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <DebugPanel id="debug-errors" title={t('admin.debug.errors.title')} query={groups} actions={filter}>
      {change.isError && (
        <p role="alert" className="admin-panel__error">
          {t('admin.debug.errors.changeFailed')}
        </p>
      )}
      {list.length === 0 ? (
        <p>{t(status ? 'admin.debug.errors.emptyStatus' : 'admin.debug.errors.empty', { status: status && t(`admin.debug.errors.statuses.${status}`) })}</p>
      ) : (
        <ul className="admin-inbox">
          {list.map((group) => (
            <ErrorGroupItem
              key={group.id}
              group={group}
              traceUiUrl={traceUiUrl}
              busy={change.isPending && change.variables?.groupId === group.id}
              onStatus={(next) => change.mutate({ groupId: group.id, status: next })}
            />
          ))}
        </ul>
      )}
    </DebugPanel>
  );
}

function ErrorGroupItem({
  group,
  traceUiUrl,
  busy,
  onStatus,
}: {
  group: ErrorGroupView;
  traceUiUrl: string | null;
  busy: boolean;
  onStatus: (status: ErrorGroupStatus) => void;
}) {
  const { t } = useTranslation();
  const none = t('admin.states.none');
  const trace = group.sample.traceId ? traceLink(traceUiUrl, group.sample.traceId) : null;
  return (
    <li className="admin-inbox__item" aria-label={`${group.type}: ${group.messageShape}`}>
      <p>
        <strong>{group.type}</strong>: <span className="admin-table__code">{group.messageShape}</span>{' '}
        <span className={`debug-badge debug-badge--${group.status}`}>{t(`admin.debug.errors.statuses.${group.status}`)}</span>
      </p>
      {group.topFrame && <p className="admin-table__code debug-muted">{group.topFrame}</p>}
      <dl className="debug-facts">
        <div>
          <dt>{t('admin.debug.errors.count')}</dt>
          <dd>{formatCount(group.count)}</dd>
        </div>
        <div>
          <dt>{t('admin.debug.errors.firstSeen')}</dt>
          <dd>{formatDateTime(group.firstSeenAt)}</dd>
        </div>
        <div>
          <dt>{t('admin.debug.errors.lastSeen')}</dt>
          <dd>{formatDateTime(group.lastSeenAt)}</dd>
        </div>
        <div>
          <dt>{t('admin.debug.errors.usersAffected')}</dt>
          <dd>{formatCount(group.usersAffected)}</dd>
        </div>
        <div>
          <dt>{t('admin.debug.errors.releases')}</dt>
          <dd className="admin-table__code">{group.releases.length ? group.releases.join(', ') : none}</dd>
        </div>
      </dl>
      <details>
        <summary>{t('admin.debug.errors.sample')}</summary>
        <dl className="debug-facts">
          <div>
            <dt>{t('admin.debug.errors.sampleMessage')}</dt>
            <dd className="admin-table__code">{group.sample.message}</dd>
          </div>
          <div>
            <dt>{t('admin.debug.errors.sampleSource')}</dt>
            <dd>{group.sample.source}</dd>
          </div>
          <div>
            <dt>{t('admin.debug.errors.sampleAt')}</dt>
            <dd>{formatDateTime(group.sample.occurredAt)}</dd>
          </div>
          <div>
            <dt>{t('admin.debug.errors.requestId')}</dt>
            <dd className="admin-table__code">{group.sample.requestId ?? none}</dd>
          </div>
          <div>
            <dt>{t('admin.debug.errors.traceId')}</dt>
            <dd className="admin-table__code">
              {trace ? (
                <a href={trace} target="_blank" rel="noreferrer" aria-label={t('admin.debug.errors.openTrace', { traceId: group.sample.traceId })}>
                  {group.sample.traceId}
                </a>
              ) : (
                (group.sample.traceId ?? none)
              )}
            </dd>
          </div>
        </dl>
        {group.sample.stack && <pre className="debug-stack">{group.sample.stack}</pre>}
      </details>
      <div className="debug-actions">
        {NEXT_STATES[group.status].map((next) => (
          <button key={next} type="button" className="button" disabled={busy} onClick={() => onStatus(next)}>
            {t(`admin.debug.errors.actions.${next}`, { type: group.type })}
          </button>
        ))}
      </div>
    </li>
  );
}
