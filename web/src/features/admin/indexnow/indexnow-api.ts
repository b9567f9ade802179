import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IndexNowActionResult, IndexNowHistory, IndexNowKeyStatus, IndexNowPending } from '@lifewheel/contracts';
import { apiRequest, queryFetcher } from '../../../api/http.js';

/** /admin-indexnow's queries: each key is its URL. */
export const indexNowKeys = {
  all: ['/api/admin/indexnow'] as const,
  status: ['/api/admin/indexnow', 'status'] as const,
  pending: ['/api/admin/indexnow', 'pending'] as const,
  history: ['/api/admin/indexnow', 'history'] as const,
};

const fetcher = queryFetcher() as (context: { queryKey: readonly unknown[]; signal?: AbortSignal }) => Promise<never>;
/** Submissions run in the worker after the click: pending and history are asked again every few seconds. */
const LIVE_MS = 3000;

export const useKeyStatus = () => useQuery<IndexNowKeyStatus>({ queryKey: indexNowKeys.status, queryFn: fetcher, retry: false });
export const usePending = () => useQuery<IndexNowPending>({ queryKey: indexNowKeys.pending, queryFn: fetcher, retry: false, refetchInterval: LIVE_MS });
export const useHistory = () => useQuery<IndexNowHistory>({ queryKey: indexNowKeys.history, queryFn: fetcher, retry: false, refetchInterval: LIVE_MS });

export type IndexNowAction = { kind: 'changed' } | { kind: 'url'; path: string } | { kind: 'all' };

/** Each action only queues a job in the worker; its batches show up in the history as they are sent. */
export function useIndexNowAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: IndexNowAction): Promise<IndexNowActionResult> => {
      if (action.kind === 'url') return apiRequest('POST', '/api/admin/indexnow/submit-url', { path: action.path });
      if (action.kind === 'all') return apiRequest('POST', '/api/admin/indexnow/submit-all', { confirm: true });
      return apiRequest('POST', '/api/admin/indexnow/submit-changed', {});
    },
    onSuccess: () => client.invalidateQueries({ queryKey: indexNowKeys.all }),
  });
}
