import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../api/http.js';
import { panelState } from './panel-state.js';

const answer = (status: number, body: unknown) => new HttpError(status, typeof body === 'string' ? body : JSON.stringify(body), 'Service Unavailable');

describe('panelState', () => {
  it('shows "Loading…" before the first answer only, never while a refresh is under way', () => {
    expect(panelState({ hasData: false, isPending: true, isError: false, error: null })).toEqual({ loading: true, failure: null });
    expect(panelState({ hasData: true, isPending: false, isError: false, error: null })).toEqual({ loading: false, failure: null });
    // Kept-previous data while a new filter's first answer loads: still no spinner.
    expect(panelState({ hasData: true, isPending: true, isError: false, error: null })).toEqual({ loading: false, failure: null });
  });

  it('names the source that is down, from the API code', () => {
    const postgres = answer(503, { code: 'POSTGRES_UNAVAILABLE', message: 'PostgreSQL is unreachable' });
    const redis = answer(503, { code: 'REDIS_UNAVAILABLE', message: 'Redis is unreachable' });
    expect(panelState({ hasData: false, isPending: false, isError: true, error: postgres }).failure).toEqual({
      key: 'admin.debug.states.postgresDown',
      status: null,
      stale: false,
    });
    expect(panelState({ hasData: false, isPending: false, isError: true, error: redis }).failure?.key).toBe('admin.debug.states.redisDown');
  });

  it('keeps the last figures on a failed refresh and says they are stale', () => {
    const down = answer(503, { code: 'POSTGRES_UNAVAILABLE', message: 'down' });
    expect(panelState({ hasData: true, isPending: false, isError: true, error: down })).toEqual({
      loading: false,
      failure: { key: 'admin.debug.states.postgresDown', status: null, stale: true },
    });
  });

  it('falls back to "could not be loaded", with the status when the answer is not ours', () => {
    expect(panelState({ hasData: false, isPending: false, isError: true, error: answer(502, '<html>Bad gateway</html>') }).failure).toEqual({
      key: 'admin.debug.states.failed',
      status: 502,
      stale: false,
    });
    expect(panelState({ hasData: false, isPending: false, isError: true, error: answer(500, { code: 'INTERNAL', message: 'x' }) }).failure).toEqual({
      key: 'admin.debug.states.failed',
      status: null,
      stale: false,
    });
    expect(panelState({ hasData: false, isPending: false, isError: true, error: new TypeError('Failed to fetch') }).failure).toEqual({
      key: 'admin.debug.states.failed',
      status: null,
      stale: false,
    });
  });
});
