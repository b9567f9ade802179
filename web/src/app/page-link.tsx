import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

export interface PageLinkProps {
  to: string;
  className?: string;
  children: ReactNode;
}

/**
 * A link to another page of the site, for components that also render outside the app: the app
 * gives the router's Link (app/app-layout.tsx), so following it stays in the app; the premium
 * section pages' island (premium-section-entry.tsx) has no router and gets a plain anchor, a full
 * page load, which is what a link out of such a page is.
 */
const PlainLink = ({ to, className, children }: PageLinkProps) => (
  <a href={to} className={className}>
    {children}
  </a>
);

const PageLinkContext = createContext<ComponentType<PageLinkProps>>(PlainLink);

export const PageLinkProvider = PageLinkContext.Provider;

export function PageLink(props: PageLinkProps) {
  const Link = useContext(PageLinkContext);
  return <Link {...props} />;
}
