import { useTranslation } from 'react-i18next';
import { DEFAULT_DOMAINS } from '@lifewheel/wheel';
import type { ToolGroup } from './tool-groups.js';

/** A long page: one link per domain straight to its tools. */
export function AreaJumpLinks({ groups }: { groups: ToolGroup[] }) {
  const { t } = useTranslation();
  return (
    <nav className="tool-jump" aria-labelledby="tool-jump-title">
      <h2 id="tool-jump-title" className="tool-jump__title">
        {t('coachingTools.jumpTo')}
      </h2>
      <ul className="domain-pills">
        {groups.map((group) => (
          <li key={group.domainId}>
            <a
              href={`#${group.domainId}`}
              className="domain-pill"
              style={{ '--domain-color': DEFAULT_DOMAINS.find((domain) => domain.id === group.domainId)?.color } as React.CSSProperties}
            >
              <span className="domain-dot" aria-hidden="true" />
              {t(`domains.${group.domainId}.name`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
