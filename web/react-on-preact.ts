// What `react` resolves to (web/renderer-aliases.ts): Preact's compatibility layer, and the one
// React 19 hook that React Router imports and Preact's layer lacks.
export * from 'preact/compat';
export { default } from 'preact/compat';

/**
 * Imported by React Router's data router (`RouterProvider`), which the app does not use: it runs
 * the router in declarative mode (web/src/entry-client.tsx). Without an optimistic update, the
 * state passed in is the state shown.
 */
export function useOptimistic<State>(state: State): [State, (next: State) => void] {
  return [state, () => undefined];
}
