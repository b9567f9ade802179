import { QueryClient, QueryObserver, type QueryObserverResult } from '@tanstack/react-query';
import type { CurrentUser } from '@lifewheel/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { currentUserQuery, enabledOnceIdle } from './current-user-query.js';

/** The user call answered by hand: each call waits until the test says how it ends. */
function userCalls() {
  const pending: Array<{ resolve: (user: CurrentUser | null) => void; reject: (error: Error) => void }> = [];
  return {
    count: () => pending.length,
    queryFn: () => new Promise<CurrentUser | null>((resolve, reject) => pending.push({ resolve, reject })),
    fail: (index: number) => pending[index]?.reject(new Error('GET /api/auth/user answered 503')),
    answer: (index: number, user: CurrentUser | null) => pending[index]?.resolve(user),
  };
}

type UserObserver = QueryObserver<CurrentUser | null, Error, CurrentUser | null, CurrentUser | null, readonly ['/api/auth/user']>;
type UserResult = QueryObserverResult<CurrentUser | null>;

const until = (observer: UserObserver, done: (result: UserResult) => boolean) =>
  new Promise<UserResult>((resolve) => {
    if (done(observer.getCurrentResult())) return resolve(observer.getCurrentResult());
    const stop = observer.subscribe((result) => {
      if (!done(result)) return;
      stop();
      resolve(result);
    });
  });

describe('the top bar waiting for an idle page to ask who is there', () => {
  let client: QueryClient;
  afterEach(() => client.clear());

  const setUp = () => {
    client = new QueryClient();
    const calls = userCalls();
    const options = { ...currentUserQuery, queryFn: calls.queryFn };
    const topBar = (idle: boolean) => ({ ...options, enabled: enabledOnceIdle(idle) });
    return { calls, options, topBar };
  };

  it('asks once the page is idle when nothing else has asked', async () => {
    const { calls, topBar } = setUp();
    const bar = new QueryObserver(client, topBar(false));
    const unsubscribe = bar.subscribe(() => undefined);
    expect(calls.count()).toBe(0);
    bar.setOptions(topBar(true));
    expect(calls.count()).toBe(1);
    calls.answer(0, null);
    expect((await until(bar, (result) => result.isSuccess)).data).toBeNull();
    unsubscribe();
  });

  it('does not ask again when the page has become idle after a premium page’s call failed, so that page’s alert and Try again stay', async () => {
    const { calls, options, topBar } = setUp();
    const bar = new QueryObserver(client, topBar(false));
    const stopBar = bar.subscribe(() => undefined);
    const page = new QueryObserver(client, { ...options, refetchOnMount: 'always' as const });
    const stopPage = page.subscribe(() => undefined);
    expect(calls.count()).toBe(1);
    calls.fail(0);
    await until(page, (result) => result.isError);

    bar.setOptions(topBar(true));
    expect(calls.count()).toBe(1);
    expect(page.getCurrentResult()).toMatchObject({ isError: true, isFetching: false });

    // The page's own Try again asks, and the top bar learns the answer with it.
    void page.refetch();
    expect(calls.count()).toBe(2);
    const user = { id: 'u1', isPremium: true } as CurrentUser;
    calls.answer(1, user);
    expect((await until(bar, (result) => result.isSuccess)).data).toEqual(user);
    stopBar();
    stopPage();
  });

  it('joins a call already on its way instead of asking twice', async () => {
    const { calls, options, topBar } = setUp();
    const bar = new QueryObserver(client, topBar(false));
    const stopBar = bar.subscribe(() => undefined);
    const page = new QueryObserver(client, options);
    const stopPage = page.subscribe(() => undefined);
    bar.setOptions(topBar(true));
    expect(calls.count()).toBe(1);
    calls.answer(0, null);
    await until(bar, (result) => result.isSuccess);
    stopBar();
    stopPage();
  });
});
