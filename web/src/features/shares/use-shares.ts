import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShareSummary } from '@lifewheel/contracts';
import { HttpError, retryUnlessRefused } from '../../api/http.js';
import { queryKeys } from '../../api/query-keys.js';
import { createShare, listShares, revokeShare, type NewShare } from '../../api/shares.js';
import { useCurrentUser } from '../../hooks/use-current-user.js';
import { creatorSecretFor } from '../assessment/assessment-storage.js';

/**
 * The shares of one assessment, for its maker only: the browser that made it (it holds the creator
 * secret) or the logged-in account that owns it (`yours`, which the assessment's own view says).
 * The service decides; a 403 or 404 still means "not yours", so the panel is not offered.
 */
export function useShares(token: string, yours: boolean) {
  const { user, loading } = useCurrentUser();
  // Read after mount: the server-rendered page has no storage.
  const [secret, setSecret] = useState<string | undefined>();
  const [secretRead, setSecretRead] = useState(false);
  useEffect(() => {
    setSecret(creatorSecretFor(token));
    setSecretRead(true);
  }, [token]);
  // Asking for someone else's would only earn a 403, which the browser logs as an error.
  const mayAsk = secretRead && !loading && (secret !== undefined || (Boolean(user) && yours));
  const query = useQuery({
    queryKey: [...queryKeys.shares(token), secret ?? null, user?.id ?? null],
    queryFn: ({ signal }) => listShares(token, secret, signal),
    enabled: mayAsk,
    retry: retryUnlessRefused,
  });
  const notOwner = query.error instanceof HttpError && (query.error.status === 403 || query.error.status === 404);
  return { secret, query, offered: mayAsk && !notOwner };
}

export function useCreateShare(token: string, secret: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (share: NewShare) => createShare(token, secret, share),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.shares(token) }),
  });
}

export function useRevokeShare(token: string, secret: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (share: ShareSummary) => revokeShare(token, secret, share.id),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.shares(token) }),
  });
}
