import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteToolNote } from '../api/premium-content.js';
import { queryKeys } from '../api/query-keys.js';
import type { MutationCallbacks } from './mutation-callbacks.js';

export function useDeleteToolNote(callbacks: MutationCallbacks<{ deleted: true }, string> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noteId: string) => deleteToolNote(noteId),
    ...callbacks,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.premiumContentAll }),
  });
}
