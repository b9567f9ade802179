import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { InlineLoadError } from '../../components/inline-load-error.js';
import { i18nextInstance } from '../../i18n/i18next-instance.js';
import { fromQuery } from './load-state.js';

const query = (state: { isPending?: boolean; isError?: boolean; isFetching?: boolean; data?: string }) => {
  let refetches = 0;
  const shape = { isPending: false, isError: false, isFetching: false, data: undefined, error: undefined, ...state, refetch: () => (refetches += 1) };
  return { state: fromQuery<string>(shape), refetches: () => refetches };
};

describe('a query as a load state', () => {
  it('is retrying only while a failed query is asked again (its error stays on screen meanwhile)', () => {
    expect(query({ isError: true, isFetching: true, data: 'earlier' }).state.retrying).toBe(true);
    expect(query({ isError: true }).state.retrying).toBe(false);
    expect(query({ isFetching: true, data: 'fresh' }).state.retrying).toBe(false);
  });

  it('asks again once, not while the new try is on its way', () => {
    const idle = query({ isError: true });
    idle.state.retry();
    expect(idle.refetches()).toBe(1);
    const busy = query({ isError: true, isFetching: true });
    busy.state.retry();
    expect(busy.refetches()).toBe(0);
  });
});

describe('the way to try again', () => {
  const render = (retrying?: boolean) =>
    renderToString(
      <I18nextProvider i18n={i18nextInstance('en', {})}>
        <InlineLoadError message="Could not load." onRetry={() => undefined} retrying={retrying} />
      </I18nextProvider>,
    );

  it('tells a screen reader that the new try is on its way, and that pressing again does nothing', () => {
    expect(render(true)).toMatch(/<button[^>]*aria-disabled="true"[^>]*aria-busy="true"/);
  });

  it('is an ordinary button otherwise', () => {
    expect(render()).toMatch(/<button[^>]*aria-disabled="false"[^>]*aria-busy="false"/);
  });
});
