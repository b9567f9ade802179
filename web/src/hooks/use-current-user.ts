import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@lifewheel/contracts';
import { currentUserQuery, enabledOnceIdle } from './current-user-query.js';
import { useIdle } from './use-idle.js';

/** Who is here, for the top bar and the like: asked once the page is idle (currentUserQuery). */
export function useCurrentUser(): { user: CurrentUser | null; loading: boolean } {
  const idle = useIdle();
  const query = useQuery({ ...currentUserQuery, enabled: enabledOnceIdle(idle) });
  return { user: query.data ?? null, loading: !idle || query.isPending };
}
