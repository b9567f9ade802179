import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FocusSuggestions } from '@lifewheel/contracts';
import { useLocalizedPath } from '../../app/language-context.js';

/** Where a suggested tool is read in full (the tools page gives each article the id `tool-{id}`). */
export const toolPath = (domain: string, toolId: string) => `/premium/content/tools/${domain}#tool-${toolId}`;

/** The biggest gaps, biggest first: the gap, tools that fit it, and the way to start a focus on it. */
export function GapSuggestions({ suggestions, headingLevel }: { suggestions: FocusSuggestions; headingLevel: 2 | 3 }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const Heading = headingLevel === 2 ? 'h3' : 'h4';
  if (suggestions.assessmentToken === null) {
    return (
      <p>
        <Link to={to('/assessment')}>{t('premiumContent.focus.suggestions.noAssessment')}</Link>
      </p>
    );
  }
  if (suggestions.gaps.length === 0) return <p>{t('premiumContent.focus.suggestions.none')}</p>;
  return (
    <ul className="gap-suggestions">
      {suggestions.gaps.map((gap) => {
        const domain = t(`domains.${gap.domain}.name`);
        return (
          <li key={gap.domain} className="gap-suggestion">
            <Heading className="gap-suggestion__domain">{domain}</Heading>
            <p className="gap-suggestion__gap">{t('premiumContent.focus.suggestions.gap', { current: gap.current, desired: gap.desired, gap: gap.gap })}</p>
            <ul className="gap-suggestion__tools">
              {gap.tools.map((tool) => (
                <li key={tool.id}>
                  <Link to={to(toolPath(tool.domain, tool.id))}>{tool.title}</Link>
                  <span className="gap-suggestion__minutes"> · {t('coachingTools.minutes', { count: tool.minutes })}</span>
                  <p className="gap-suggestion__summary">{tool.summary}</p>
                </li>
              ))}
            </ul>
            <Link to={`${to('/premium/focus/new')}?domain=${gap.domain}`} className="button button--primary gap-suggestion__start">
              {t('premiumContent.focus.suggestions.start', { domain })}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
