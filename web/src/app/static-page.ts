import { createContext, useContext, type ComponentType } from 'react';

/**
 * What the build renders in place of the app's own parts on a content page, whose HTML is never
 * hydrated by React: parts that depend on the browser (the login state) are written out in every
 * state they can take, and web/src/content-entry.ts shows the right one. Given by entry-server
 * only, so the browser's app bundle carries none of it.
 */
export interface StaticParts {
  /** The top bar's logo and account links, every state pre-rendered (components/static-top-bar-parts.tsx). */
  Logo: ComponentType<{ label: string }>;
  AccountLinks: ComponentType;
}

const StaticPageContext = createContext<StaticParts | null>(null);

export const StaticPageProvider = StaticPageContext.Provider;

/** The static parts while the build renders a content page; null in the app. */
export function useStaticParts(): StaticParts | null {
  return useContext(StaticPageContext);
}

/** True while the build renders a content page. */
export function useStaticPage(): boolean {
  return useStaticParts() !== null;
}
