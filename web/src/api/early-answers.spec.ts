import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchEarly } from './early-answers.js';
import { HttpError, apiRequest } from './http.js';

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('early answers (a results page asks for its assessment before the app loads)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("hands the early answer to the app's first GET of that address, once", async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(answer(200, { token: 'early' }))
      .mockResolvedValueOnce(answer(200, { token: 'asked again' }));
    vi.stubGlobal('fetch', fetch);
    fetchEarly('/api/assessments/abc');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![1]).toMatchObject({ credentials: 'include' });
    expect(await apiRequest('GET', '/api/assessments/abc')).toEqual({ token: 'early' });
    expect(fetch).toHaveBeenCalledTimes(1);
    // A refetch asks the server again.
    expect(await apiRequest('GET', '/api/assessments/abc')).toEqual({ token: 'asked again' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('is not used for another address or another method', async () => {
    const fetch = vi.fn().mockImplementation(async () => answer(200, { ok: true }));
    vi.stubGlobal('fetch', fetch);
    fetchEarly('/api/assessments/abc');
    await apiRequest('GET', '/api/assessments/other');
    await apiRequest('POST', '/api/assessments/abc', { any: 1 });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('gives its refusal to the page as any answer would be, and a failed early request is not reported twice', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(answer(404, { code: 'NOT_FOUND' })));
    fetchEarly('/api/assessments/missing');
    const error = await apiRequest('GET', '/api/assessments/missing').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(404);

    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValueOnce(new TypeError('offline')));
    fetchEarly('/api/assessments/never-taken');
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
