import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueueOverview } from '@lifewheel/contracts';
import { formatCount } from '../admin-format.js';
import { useDebugQueues } from './debug-api.js';
import { formatDuration } from './debug-format.js';
import { DebugPanel } from './debug-panel.js';
import { FailedJobs } from './failed-jobs.js';

/** Queues: every BullMQ queue's counts, oldest waiting job, workers and recent failures; a queue's failed jobs on demand. */
export function QueuesPanel() {
  const { t } = useTranslation();
  const queues = useDebugQueues();
  const [open, setOpen] = useState<string | null>(null);
  const list = queues.data?.queues ?? [];
  return (
    <DebugPanel id="debug-queues" title={t('admin.debug.queues.title')} query={queues}>
      {list.length === 0 ? (
        <p>{t('admin.debug.queues.empty')}</p>
      ) : (
        <div className="scroll-sideways">
          <table className="admin-table debug-figures">
            <thead>
              <tr>
                <th scope="col">{t('admin.debug.queues.columns.queue')}</th>
                <th scope="col">{t('admin.debug.queues.columns.waiting')}</th>
                <th scope="col">{t('admin.debug.queues.columns.active')}</th>
                <th scope="col">{t('admin.debug.queues.columns.delayed')}</th>
                <th scope="col">{t('admin.debug.queues.columns.failed')}</th>
                <th scope="col">{t('admin.debug.queues.columns.failedLastHour')}</th>
                <th scope="col">{t('admin.debug.queues.columns.oldestWaiting')}</th>
                <th scope="col">{t('admin.debug.queues.columns.workers')}</th>
                <th scope="col">{t('admin.debug.queues.columns.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((queue) => (
                <QueueRow key={queue.queue} queue={queue} open={open === queue.queue} onToggle={() => setOpen(open === queue.queue ? null : queue.queue)} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {open && <FailedJobs queue={open} />}
    </DebugPanel>
  );
}

function QueueRow({ queue, open, onToggle }: { queue: QueueOverview; open: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <tr>
      <th scope="row">
        {queue.queue}
        {queue.paused && <span className="debug-status debug-status--down"> {t('admin.debug.queues.paused')}</span>}
      </th>
      <td>{formatCount(queue.waiting)}</td>
      <td>{formatCount(queue.active)}</td>
      <td>{formatCount(queue.delayed)}</td>
      <td className={queue.failed > 0 ? 'debug-status--down' : undefined}>{formatCount(queue.failed)}</td>
      <td>{formatCount(queue.failedLastHour)}</td>
      <td>{queue.oldestWaitingSeconds === null ? t('admin.states.none') : formatDuration(queue.oldestWaitingSeconds)}</td>
      <td>
        {queue.workers.length === 0 ? (
          <span className={queue.waiting > 0 ? 'debug-status--down' : undefined}>{t('admin.debug.queues.noWorkers')}</span>
        ) : (
          <ul className="debug-plain-list">
            {queue.workers.map((worker) => (
              <li key={`${worker.name}-${worker.addr}`} className="admin-table__code">
                {t('admin.debug.queues.worker', { name: worker.name || worker.addr, age: formatDuration(worker.ageSeconds) })}
              </li>
            ))}
          </ul>
        )}
      </td>
      <td>
        <button
          type="button"
          className="button"
          aria-expanded={open}
          aria-controls="debug-failed-jobs"
          onClick={onToggle}
          disabled={queue.failed === 0 && !open}
        >
          {t(open ? 'admin.debug.queues.hideFailed' : 'admin.debug.queues.showFailed', { queue: queue.queue })}
        </button>
      </td>
    </tr>
  );
}
