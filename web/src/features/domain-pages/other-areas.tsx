import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_DOMAINS, type DefaultDomainId } from '@lifewheel/wheel';
import { useLocalizedPath } from '../../app/language-context.js';

/** Links to the other 11 domain pages, in wheel order. */
export function OtherAreas({ current }: { current: DefaultDomainId }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <nav className="domain-page__others" aria-labelledby="other-areas-title">
      <h2 id="other-areas-title">{t('domainPages.otherAreas')}</h2>
      <ul className="domain-pills">
        {DEFAULT_DOMAINS.filter((domain) => domain.id !== current).map((domain) => (
          <li key={domain.id}>
            <Link to={to(`/${domain.id}`)} className="domain-pill" style={{ '--domain-color': domain.color } as React.CSSProperties}>
              <span className="domain-dot" aria-hidden="true" />
              {t(`domains.${domain.id}.name`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
