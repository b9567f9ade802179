import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminInsightsConfig,
  DebugHealth,
  DebugQueues,
  DebugTraffic,
  ErrorGroupStatus,
  ErrorGroupsPage,
  FailedJobsPage,
  JourneyFunnel,
  PaymentAlertsPanel,
} from '@lifewheel/contracts';
import { apiRequest, queryFetcher } from '../../../api/http.js';

/** How often the page asks again: "is anything wrong right now" within a few seconds. */
export const DEBUG_REFRESH_MS = 5_000;

/** Each panel's query; each key is its URL (the query string holds the filters). */
export const debugKeys = {
  all: ['/api/admin'] as const,
  health: ['/api/admin', 'debug/health'] as const,
  traffic: ['/api/admin', 'debug/traffic'] as const,
  queues: ['/api/admin', 'debug/queues'] as const,
  failedJobs: (queue: string) => ['/api/admin', `debug/queues/${encodeURIComponent(queue)}/failed`] as const,
  errors: (status: string) => ['/api/admin', status ? `debug/errors?status=${encodeURIComponent(status)}` : 'debug/errors'] as const,
  funnel: (query: string) => ['/api/admin', `insights/funnel?${query}`] as const,
  paymentAlerts: ['/api/admin', 'insights/payment-alerts'] as const,
  config: ['/api/admin', 'insights/config'] as const,
};

const fetcher = queryFetcher();

/**
 * One panel's live query. Without flicker: the last answer stays on screen while the next is
 * fetched (and while a new filter's first answer loads), and a failed refresh keeps it too;
 * the panel then says its source is down beside the figures it last had.
 */
function useDebugQuery<T>(key: readonly string[], refresh = true) {
  return useQuery({
    queryKey: key,
    queryFn: fetcher as (context: { queryKey: readonly unknown[]; signal?: AbortSignal }) => Promise<T>,
    placeholderData: keepPreviousData,
    refetchInterval: refresh ? DEBUG_REFRESH_MS : false,
    // A console left open in a background tab has no one to show figures to.
    refetchIntervalInBackground: false,
    retry: false,
  });
}

export const useDebugHealth = () => useDebugQuery<DebugHealth>(debugKeys.health);
export const useDebugTraffic = () => useDebugQuery<DebugTraffic>(debugKeys.traffic);
export const useDebugQueues = () => useDebugQuery<DebugQueues>(debugKeys.queues);
export const useFailedJobs = (queue: string) => useDebugQuery<FailedJobsPage>(debugKeys.failedJobs(queue));
export const useErrorGroups = (status: string) => useDebugQuery<ErrorGroupsPage>(debugKeys.errors(status));
export const useJourneyFunnel = (query: string) => useDebugQuery<JourneyFunnel>(debugKeys.funnel(query));
export const usePaymentAlerts = () => useDebugQuery<PaymentAlertsPanel>(debugKeys.paymentAlerts);
/** Settings change with a deploy, not while the page is open. */
export const useInsightsConfig = () => useDebugQuery<AdminInsightsConfig>(debugKeys.config, false);

/** After a change, every panel (and /admin's audit log) is asked again. */
function useDebugMutation<V>(run: (variables: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => client.invalidateQueries({ queryKey: debugKeys.all }) });
}

const jobPath = (job: { queue: string; jobId: string }) => `/api/admin/debug/queues/${encodeURIComponent(job.queue)}/jobs/${encodeURIComponent(job.jobId)}`;

export const useRetryJob = () => useDebugMutation((job: { queue: string; jobId: string }) => apiRequest('POST', `${jobPath(job)}/retry`, {}));
export const useRemoveJob = () => useDebugMutation((job: { queue: string; jobId: string }) => apiRequest('DELETE', jobPath(job)));
export const useErrorGroupStatus = () =>
  useDebugMutation((change: { groupId: string; status: ErrorGroupStatus }) =>
    apiRequest('POST', `/api/admin/debug/errors/${encodeURIComponent(change.groupId)}/status`, { status: change.status }),
  );
