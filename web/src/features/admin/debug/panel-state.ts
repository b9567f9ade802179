import { ErrorCode } from '@lifewheel/contracts';
import { HttpError, errorCodeOf } from '../../../api/http.js';

export interface PanelFailure {
  /** The sentence: which source is down when the API names it, else that the panel failed. */
  key: 'admin.debug.states.postgresDown' | 'admin.debug.states.redisDown' | 'admin.debug.states.failed';
  /** The HTTP status, shown only when the answer was not one of ours (no code to explain it). */
  status: number | null;
  /** True when figures from an earlier answer stay on screen (the panel says since when). */
  stale: boolean;
}

export interface PanelState {
  /** "Loading…": only before the first answer, never on a refresh. */
  loading: boolean;
  failure: PanelFailure | null;
}

/** What a live panel shows besides its figures, from its query's state. */
export function panelState(query: { hasData: boolean; isPending: boolean; isError: boolean; error: unknown }): PanelState {
  if (!query.isError) return { loading: query.isPending && !query.hasData, failure: null };
  const code = errorCodeOf(query.error);
  const key =
    code === ErrorCode.PostgresUnavailable
      ? 'admin.debug.states.postgresDown'
      : code === ErrorCode.RedisUnavailable
        ? 'admin.debug.states.redisDown'
        : 'admin.debug.states.failed';
  const status = code === undefined && query.error instanceof HttpError ? query.error.status : null;
  return { loading: false, failure: { key, status, stale: query.hasData } };
}
