import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminFollowUp, AdminPage, AdminPayments, AdminUser, AuditLine } from '@lifewheel/contracts';
import { apiRequest, queryFetcher } from '../../api/http.js';

/** The console's queries: each key is its URL (its query string holds the filters). */
export const adminKeys = {
  all: ['/api/admin'] as const,
  users: (query: string) => ['/api/admin', `users?${query}`] as const,
  payments: (query: string) => ['/api/admin', `payments?${query}`] as const,
  followUps: (page: number) => ['/api/admin', `follow-ups?page=${page}`] as const,
  mailingList: ['/api/admin', 'mailing-list'] as const,
  audit: (page: number) => ['/api/admin', `audit?page=${page}`] as const,
};

const fetcher = queryFetcher();

function useAdminQuery<T>(key: readonly string[]) {
  return useQuery({
    queryKey: key,
    queryFn: fetcher as (context: { queryKey: readonly unknown[]; signal?: AbortSignal }) => Promise<T>,
    // The last page stays on screen while the next loads (no flash of the loading state).
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export const useAdminUsers = (query: string) => useAdminQuery<AdminPage<AdminUser>>(adminKeys.users(query));
export const useAdminPayments = (query: string) => useAdminQuery<AdminPayments>(adminKeys.payments(query));
export const useAdminFollowUps = (page: number) => useAdminQuery<AdminPage<AdminFollowUp>>(adminKeys.followUps(page));
export const useMailingListSize = () => useAdminQuery<{ size: number }>(adminKeys.mailingList);
export const useAuditLog = (page: number) => useAdminQuery<AdminPage<AuditLine>>(adminKeys.audit(page));

/** After any change: every panel may show it (the audit log above all), so all are asked again. */
function useAdminMutation<V>(run: (variables: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }) });
}

export const usePremiumChange = () =>
  useAdminMutation((change: { userId: string; grant: boolean; reason: string; requestId: string }) =>
    apiRequest('POST', `/api/admin/users/${encodeURIComponent(change.userId)}/premium`, {
      grant: change.grant,
      reason: change.reason,
      requestId: change.requestId,
    }),
  );

export const useMarkHandled = () =>
  useAdminMutation((followUpId: string) => apiRequest('POST', `/api/admin/follow-ups/${encodeURIComponent(followUpId)}/handled`, {}));

export const useReply = () =>
  useAdminMutation((reply: { followUpId: string; body: string; requestId: string }) =>
    apiRequest('POST', `/api/admin/follow-ups/${encodeURIComponent(reply.followUpId)}/reply`, { body: reply.body, requestId: reply.requestId }),
  );
