import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setToolDone } from '../api/premium-content.js';
import { queryKeys } from '../api/query-keys.js';
import type { MutationCallbacks } from './mutation-callbacks.js';
import type { ToolProgress } from '@lifewheel/contracts';

/** Marks a tool done or not; the section pages show the mark, so they are fetched again. */
export function useToolDone(callbacks: MutationCallbacks<ToolProgress, { toolId: string; done: boolean }> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ toolId, done }: { toolId: string; done: boolean }) => setToolDone(toolId, done),
    ...callbacks,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.premiumContentAll }),
  });
}
