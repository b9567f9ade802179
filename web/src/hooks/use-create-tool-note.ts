import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ToolNote } from '@lifewheel/contracts';
import { createToolNote } from '../api/premium-content.js';
import { queryKeys } from '../api/query-keys.js';
import type { MutationCallbacks } from './mutation-callbacks.js';

export interface CreateToolNoteVariables {
  toolId: string;
  body: string;
  idempotencyKey: string;
}

/** Adds a private note to a tool; the domain page that lists the notes is fetched again. */
export function useCreateToolNote(callbacks: MutationCallbacks<ToolNote, CreateToolNoteVariables> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ toolId, body, idempotencyKey }: CreateToolNoteVariables) => createToolNote(toolId, body, idempotencyKey),
    ...callbacks,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.premiumContentAll }),
  });
}
