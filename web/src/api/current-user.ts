import { queryFetcher } from './http.js';

export interface CurrentUser {
  id: string;
  email: string;
  isPremium: boolean;
  isAdmin: boolean;
}

/** A 401 simply means "a visitor". */
export const fetchCurrentUser = queryFetcher('returnNull') as (context: { queryKey: readonly unknown[]; signal?: AbortSignal }) => Promise<CurrentUser | null>;
