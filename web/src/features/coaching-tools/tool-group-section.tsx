import { useTranslation } from 'react-i18next';
import { DEFAULT_DOMAINS } from '@lifewheel/wheel';
import type { ToolGroup } from './tool-groups.js';

/** One domain's tools: title, one-line summary and time needed. */
export function ToolGroupSection({ group }: { group: ToolGroup }) {
  const { t } = useTranslation();
  const color = DEFAULT_DOMAINS.find((domain) => domain.id === group.domainId)?.color;
  const titleId = `tools-${group.domainId}-title`;
  return (
    <section id={group.domainId} className="tool-group" aria-labelledby={titleId} style={{ '--domain-color': color } as React.CSSProperties}>
      <h2 id={titleId} className="tool-group__title">
        <span className="domain-dot" aria-hidden="true" />
        {t(`domains.${group.domainId}.name`)}
        <span className="tool-group__count">{t('coachingTools.groupCount', { count: group.tools.length })}</span>
      </h2>
      <ul className="tool-group__list">
        {group.tools.map((tool) => (
          <li key={tool.id} className="tool-card">
            <h3 className="tool-card__title">{tool.title}</h3>
            <p className="tool-card__summary">{tool.summary}</p>
            <p className="tool-card__minutes">{t('coachingTools.minutes', { count: tool.minutes })}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
