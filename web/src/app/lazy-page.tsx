// Each page is its own chunk, loaded with its route, and some pages need data (their text in the
// page's language) before they can render. React Router's data router did both, at twice the
// router's weight in every first visit (issue 20); this module does only what the app needs:
// a cache of page modules and of their data, a component that renders a page at once when both
// are there and otherwise suspends until they are, and the hook a page reads its data with.
import { Suspense, createContext, use, useContext, useSyncExternalStore, type ComponentType } from 'react';
import { useLocation, useParams, type Params } from 'react-router';
import type { Language } from '../i18n/languages.js';
import { useLanguage } from './language-context.js';

export interface PageLoadArgs {
  params: Params;
  /** The page's language (English where the first segment is no language: that path shows the not-found page). */
  language: Language;
  pathname: string;
}

/** What a page module exports: the page, and, for a page whose text is data, how to fetch it. */
export interface PageModule {
  Component: ComponentType;
  load?: (args: PageLoadArgs) => Promise<unknown>;
}

interface Pending<T> {
  promise: Promise<T>;
  done: boolean;
  value?: T;
}

export interface LazyPage {
  /** Tells pages apart: a navigation to another page mounts it anew (see `Page`). */
  id: number;
  /** The page's data depends on its path (its module has `load`): another path mounts it anew. */
  perPath: boolean;
  importer: () => Promise<PageModule>;
  code?: Pending<PageModule>;
  /** The page's data per path: the path holds the route and its parameters, the language included. */
  data: Map<string, Pending<unknown>>;
}

let pageCount = 0;

export const lazyPage = (importer: () => Promise<PageModule>, { perPath = false } = {}): LazyPage => ({
  id: ++pageCount,
  perPath,
  importer,
  data: new Map(),
});

/** Notes when the promise settles, so a render can tell "there" from "on its way"; a failure leaves the cache, so the next visit tries again. */
function track<T>(promise: Promise<T>, forget: () => void): Pending<T> {
  const pending: Pending<T> = { promise, done: false };
  promise.then((value) => {
    pending.value = value;
    pending.done = true;
  }, forget);
  return pending;
}

function codeOf(page: LazyPage): Pending<PageModule> {
  page.code ??= track(page.importer(), () => (page.code = undefined));
  return page.code;
}

function dataOf(page: LazyPage, module: PageModule, args: PageLoadArgs): Pending<unknown> | undefined {
  if (!module.load) return undefined;
  let pending = page.data.get(args.pathname);
  if (!pending) {
    pending = track(module.load(args), () => page.data.delete(args.pathname));
    page.data.set(args.pathname, pending);
  }
  return pending;
}

/**
 * Loads a page's code, then its data for this path. entry-client awaits it before hydrating and
 * the build before pre-rendering, so the first render already shows the page with its text.
 */
export async function preparePage(page: LazyPage, args: PageLoadArgs): Promise<void> {
  const module = await codeOf(page).promise;
  await dataOf(page, module, args)?.promise;
}

// What a navigation is waiting for; the layout shows a spinner meanwhile (usePageLoading).
const waiting = new Set<Promise<unknown>>();
const listeners = new Set<() => void>();
// Never during a render: the layout is a different component from the page that waits.
const notify = () => queueMicrotask(() => listeners.forEach((listener) => listener()));

function wait<T>(promise: Promise<T>): Promise<T> {
  if (!waiting.has(promise)) {
    waiting.add(promise);
    notify();
    const done = () => {
      waiting.delete(promise);
      notify();
    };
    promise.then(done, done);
  }
  return promise;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True while a page's code or data is on its way (never on the server or while hydrating: entry-client loads them first). */
export function usePageLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => waiting.size > 0,
    () => false,
  );
}

const PageDataContext = createContext<unknown>(undefined);

/** What the page's `load` returned for the current path. */
export function usePageData<T>(): T {
  return useContext(PageDataContext) as T;
}

function LoadedPage({ page }: { page: LazyPage }) {
  const params = useParams();
  const { pathname } = useLocation();
  const language = useLanguage();
  const code = codeOf(page);
  const module = code.done ? code.value! : use(wait(code.promise));
  const data = dataOf(page, module, { params, language, pathname });
  const value = !data || data.done ? data?.value : use(wait(data.promise));
  const { Component } = module;
  return (
    <PageDataContext value={value}>
      <Component />
    </PageDataContext>
  );
}

/**
 * A route's page. Another page, or another path of a page whose data depends on it, is a boundary
 * of its own: what suspends while its code or data arrive is only the page that needs them. The
 * renderer (Preact, web/renderer-aliases.ts) has no transitions: a boundary that suspends after it
 * was shown would take the page it holds apart and run that page's effects again (a page being left
 * would store or report once more). Until the next page is there, the layout shows a spinner.
 */
export function Page({ page }: { page: LazyPage }) {
  const { pathname } = useLocation();
  return (
    <Suspense key={page.perPath ? `${page.id} ${pathname}` : page.id} fallback={null}>
      <LoadedPage page={page} />
    </Suspense>
  );
}
