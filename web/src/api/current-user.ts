import type { CurrentUser } from '@lifewheel/contracts';
import { queryFetcher } from './http.js';

/** A 401 simply means "a visitor". */
export const fetchCurrentUser = queryFetcher('returnNull') as (context: { queryKey: readonly unknown[]; signal?: AbortSignal }) => Promise<CurrentUser | null>;
