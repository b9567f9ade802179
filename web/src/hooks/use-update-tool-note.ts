import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ToolNote } from '@lifewheel/contracts';
import { updateToolNote } from '../api/premium-content.js';
import { queryKeys } from '../api/query-keys.js';
import type { MutationCallbacks } from './mutation-callbacks.js';

export function useUpdateToolNote(callbacks: MutationCallbacks<ToolNote, { noteId: string; body: string }> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ noteId, body }: { noteId: string; body: string }) => updateToolNote(noteId, body),
    ...callbacks,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.premiumContentAll }),
  });
}
