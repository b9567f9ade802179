import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PremiumSection } from '@lifewheel/contracts';
import { DEFAULT_DOMAINS, type DefaultDomainId } from '@lifewheel/wheel/default-domains';
import { useLocalizedPath } from '../../app/language-context.js';
import { PageLink } from '../../app/page-link.js';
import { premiumContentPath } from './premium-paths.js';

const colorOf = (id: DefaultDomainId) => DEFAULT_DOMAINS.find((domain) => domain.id === id)?.color;

export interface DomainEntry {
  domain: DefaultDomainId;
  body: ReactNode;
}

/** A section's 12 areas, each a link to its page with what the section holds for it. */
export function DomainList({ section, entries, headingLevel = 2 }: { section: PremiumSection; entries: DomainEntry[]; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="premium-domains">
      {entries.map(({ domain, body }) => (
        <li key={domain} className="premium-domains__item" style={{ '--domain-color': colorOf(domain) } as React.CSSProperties}>
          <Heading className="premium-domains__title">
            <PageLink to={to(premiumContentPath(section, domain))}>{t(`domains.${domain}.name`)}</PageLink>
          </Heading>
          {body}
        </li>
      ))}
    </ul>
  );
}
