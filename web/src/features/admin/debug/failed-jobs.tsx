import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FailedJobView } from '@lifewheel/contracts';
import { formatDateTime } from '../admin-format.js';
import { useFailedJobs, useRemoveJob, useRetryJob } from './debug-api.js';
import { ConfirmDialog } from './confirm-dialog.js';
import { DebugPanel } from './debug-panel.js';

type Action = { kind: 'retry' | 'remove'; job: FailedJobView };

/** One queue's newest failed jobs, with error and stack; each can be retried or removed (audited), after a confirmation. */
export function FailedJobs({ queue }: { queue: string }) {
  const { t } = useTranslation();
  const failed = useFailedJobs(queue);
  const retry = useRetryJob();
  const remove = useRemoveJob();
  const [action, setAction] = useState<Action | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const mutation = action?.kind === 'remove' ? remove : retry;
  const jobs = failed.data?.jobs ?? [];

  const confirm = () => {
    if (!action) return;
    const { kind, job } = action;
    mutation.mutate(
      { queue: job.queue, jobId: job.id },
      {
        onSuccess: () => {
          setDone(t(kind === 'retry' ? 'admin.debug.failedJobs.retried' : 'admin.debug.failedJobs.removed', { id: job.id }));
          setAction(null);
        },
      },
    );
  };

  return (
    <div id="debug-failed-jobs" className="debug-failed-jobs">
      <DebugPanel id="debug-failed" level={3} title={t('admin.debug.failedJobs.title', { queue })} query={failed}>
        <p role="status" className="admin-panel__notice">
          {done}
        </p>
        {jobs.length === 0 ? (
          <p>{t('admin.debug.failedJobs.empty')}</p>
        ) : (
          <ul className="admin-inbox">
            {jobs.map((job) => (
              <li key={job.id} className="admin-inbox__item" aria-label={t('admin.debug.failedJobs.jobLabel', { name: job.name, id: job.id })}>
                <p>
                  <strong>{job.name}</strong> <span className="admin-table__code">#{job.id}</span>
                </p>
                <p className="debug-muted">
                  {t('admin.debug.failedJobs.meta', {
                    attempts: job.attemptsMade,
                    created: formatDateTime(job.createdAt),
                    failed: job.failedAt ? formatDateTime(job.failedAt) : t('admin.states.none'),
                  })}
                </p>
                <p className="admin-panel__error">{job.error}</p>
                {job.stack.length > 0 && (
                  <details>
                    <summary>{t('admin.debug.failedJobs.stack')}</summary>
                    <pre className="debug-stack">{job.stack.join('\n')}</pre>
                  </details>
                )}
                <div className="debug-actions">
                  <button type="button" className="button" onClick={() => (retry.reset(), setAction({ kind: 'retry', job }))}>
                    {t('admin.debug.failedJobs.retry', { id: job.id })}
                  </button>
                  <button type="button" className="button" onClick={() => (remove.reset(), setAction({ kind: 'remove', job }))}>
                    {t('admin.debug.failedJobs.remove', { id: job.id })}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </DebugPanel>
      <ConfirmDialog
        title={action ? t(`admin.debug.failedJobs.confirm.${action.kind}`, { name: action.job.name, id: action.job.id }) : null}
        confirmLabel={action ? t(`admin.debug.failedJobs.confirm.${action.kind}Button`) : ''}
        busy={mutation.isPending}
        error={mutation.isError ? t('admin.debug.failedJobs.actionFailed') : undefined}
        onConfirm={confirm}
        onClose={() => setAction(null)}
      />
    </div>
  );
}
