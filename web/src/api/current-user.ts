import type { CurrentUser } from '@lifewheel/contracts';
import { queryFetcher } from './http.js';

/** `null` for a visitor: the gateway answers 204 (not 401: asking who is there is no error). */
export const fetchCurrentUser = queryFetcher() as (context: { queryKey: readonly unknown[]; signal?: AbortSignal }) => Promise<CurrentUser | null>;
