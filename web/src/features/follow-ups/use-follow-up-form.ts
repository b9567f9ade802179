import { useCallback, useEffect, useState } from 'react';

type FormModule = typeof import('./follow-up-form.js');
type FollowUpFormComponent = FormModule['FollowUpForm'];

/**
 * The forms, and the schemas that check them (zod), are fetched when a visitor first shows
 * interest in one, so the results page neither downloads nor runs them to appear.
 */
let loaded: FollowUpFormComponent | undefined;
export function loadFollowUpForm(): Promise<FollowUpFormComponent> {
  return import('./follow-up-form.js').then((module) => (loaded = module.FollowUpForm));
}

export type FollowUpFormState = { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; FollowUpForm: FollowUpFormComponent };

/** The form component once `wanted`; a failed download can be retried. */
export function useFollowUpForm(wanted: boolean): FollowUpFormState & { retry: () => void } {
  const [state, setState] = useState<FollowUpFormState>(() => (loaded ? { status: 'ready', FollowUpForm: loaded } : { status: 'idle' }));
  const [attempt, setAttempt] = useState(0);
  const ready = state.status === 'ready';
  useEffect(() => {
    if (!wanted || ready) return;
    let active = true;
    setState({ status: 'loading' });
    loadFollowUpForm().then(
      (FollowUpForm) => active && setState({ status: 'ready', FollowUpForm }),
      () => active && setState({ status: 'failed' }),
    );
    return () => {
      active = false;
    };
  }, [wanted, ready, attempt]);
  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { ...state, retry };
}
