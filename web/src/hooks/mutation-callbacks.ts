import type { UseMutationOptions } from '@tanstack/react-query';

/** What a page adds to a mutation hook: its own reaction to the answer (focus, toasts, navigation). */
export type MutationCallbacks<TData, TVariables = void> = Pick<UseMutationOptions<TData, Error, TVariables>, 'onSuccess' | 'onError'>;
