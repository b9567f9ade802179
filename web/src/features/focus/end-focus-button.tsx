import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../components/toast/toast-store.js';
import { useEndFocus } from '../../hooks/use-end-focus.js';
import { focusProblem } from './focus-problem.js';

const ON_CHANGE = { conflict: 'focusEnded', notFound: 'focusEnded' } as const;

/** Ending asks first; the confirmation takes the keyboard focus, and Cancel gives it back. */
export function EndFocusButton({ focusId }: { focusId: string }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState('');
  const confirmRef = useRef<HTMLButtonElement>(null);
  const endRef = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);
  const mutation = useEndFocus(focusId, {
    onSuccess: () => showToast({ description: t('premiumContent.focus.card.ended') }),
    onError: (error) => {
      const found = focusProblem(error, ON_CHANGE);
      setProblem(t(found.key, found.params));
    },
  });
  useEffect(() => {
    if (asking) confirmRef.current?.focus();
    else if (wasAsking.current) endRef.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  if (!asking) {
    return (
      <p className="focus-card__end">
        <button ref={endRef} type="button" className="button" onClick={() => setAsking(true)}>
          {t('premiumContent.focus.card.end')}
        </button>
      </p>
    );
  }
  return (
    <div className="focus-card__confirm" role="group" aria-labelledby="focus-end-question">
      <p id="focus-end-question">{t('premiumContent.focus.card.confirmEnd')}</p>
      <button
        ref={confirmRef}
        type="button"
        className="button button--primary"
        aria-disabled={mutation.isPending}
        onClick={() => !mutation.isPending && mutation.mutate()}
      >
        {t('premiumContent.focus.card.confirm')}
      </button>{' '}
      <button type="button" className="button" onClick={() => setAsking(false)}>
        {t('premiumContent.focus.card.cancel')}
      </button>
      {problem && <p role="alert">{problem}</p>}
    </div>
  );
}
