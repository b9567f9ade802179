import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from './use-date-format.js';
import { useToolDone } from '../../hooks/use-tool-done.js';
import { noteProblem } from './note-problem.js';

/** The "done" mark of one tool, saved on the server; the outcome is announced in a live region. */
export function ToolDoneToggle({ toolId, done, doneAt, titleId }: { toolId: string; done: boolean; doneAt: string | null; titleId: string }) {
  const { t } = useTranslation();
  const formatDate = useDateFormat();
  const mutation = useToolDone();
  const [status, setStatus] = useState('');
  // What was asked shows at once (the mutation's own state arrives a tick later, after React has put
  // a controlled box back); once the server has answered and the page refetched, the server's mark shows.
  const [asked, setAsked] = useState<boolean | null>(null);
  const checked = asked ?? done;
  return (
    <div className="premium-tool__done">
      <label className="premium-tool__done-label">
        <input
          type="checkbox"
          checked={checked}
          aria-describedby={titleId}
          onChange={(event) => {
            const next = event.target.checked;
            setStatus('');
            setAsked(next);
            mutation.mutate(
              { toolId, done: next },
              {
                onSuccess: () => setStatus(t(next ? 'premiumContent.tool.markedDone' : 'premiumContent.tool.markedNotDone')),
                onError: (error) => {
                  const problem = noteProblem(error);
                  setStatus(problem.key === 'premiumContent.notes.errors.failed' ? t('premiumContent.tool.doneFailed') : t(problem.key, problem.params));
                },
                onSettled: () => setAsked(null),
              },
            );
          }}
        />
        {t('premiumContent.tool.done')}
      </label>
      {done && doneAt && asked === null && <span className="premium-tool__done-on">{t('premiumContent.tool.doneOn', { date: formatDate(doneAt) })}</span>}
      <p role="status" className="premium-tool__status">
        {status}
      </p>
    </div>
  );
}
