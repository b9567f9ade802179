import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusReminders } from '../../hooks/use-focus-reminders.js';
import { focusProblem } from './focus-problem.js';

const ON_CHANGE = { conflict: 'focusEnded', notFound: 'focusEnded' } as const;

/** Reminder emails on or off: a real switch (a checkbox with role switch), the outcome announced. */
export function FocusRemindersSwitch({ focusId, enabled }: { focusId: string; enabled: boolean }) {
  const { t } = useTranslation();
  const mutation = useFocusReminders(focusId);
  const [status, setStatus] = useState('');
  // What was asked shows at once; the server's value once the overview is fetched again.
  const [asked, setAsked] = useState<boolean | null>(null);
  return (
    <div className="focus-card__reminders">
      <label>
        <input
          type="checkbox"
          role="switch"
          checked={asked ?? enabled}
          onChange={(event) => {
            const next = event.target.checked;
            setAsked(next);
            setStatus('');
            mutation.mutate(next, {
              onSuccess: () => setStatus(t(next ? 'premiumContent.focus.card.remindersOn' : 'premiumContent.focus.card.remindersOff')),
              onError: (error) => {
                const problem = focusProblem(error, ON_CHANGE);
                setStatus(t(problem.key, problem.params));
              },
              onSettled: () => setAsked(null),
            });
          }}
        />
        {t('premiumContent.focus.card.reminders')}
      </label>
      <p role="status" className="focus-card__status">
        {status}
      </p>
    </div>
  );
}
