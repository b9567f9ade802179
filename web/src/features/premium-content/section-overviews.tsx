import { useTranslation } from 'react-i18next';
import type { DeepDiveOutline, PremiumDeepDivesOverview, PremiumPlansOverview, PremiumPreview, PremiumToolsOverview } from '@lifewheel/contracts';
import type { DefaultDomainId } from '@lifewheel/wheel';
import { useContentLang } from './use-content-lang.js';
import { DomainList } from './domain-list.js';

/** A tool as an overview lists it: the premium list carries the done mark, the public preview a purpose. */
export interface ListedTool {
  id: string;
  title: string;
  summary: string;
  minutes: number;
  done?: boolean;
  purpose?: string;
}

// The section pages and the public previews share these lists: the preview's answer has the same
// shape, with only what was written to be public in it.

export function ToolsOverview({ domains, headingLevel }: { domains: { domain: DefaultDomainId; tools: ListedTool[] }[]; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const lang = useContentLang();
  return (
    <DomainList
      section="tools"
      headingLevel={headingLevel}
      entries={domains.map(({ domain, tools }) => ({
        domain,
        body: (
          <>
            <p className="premium-domains__meta">
              {t('coachingTools.groupCount', { count: tools.length })}
              {tools.some((tool) => tool.done !== undefined) && (
                <> · {t('premiumContent.toolsDone', { done: tools.filter((tool) => tool.done).length, total: tools.length })}</>
              )}
            </p>
            <ul className="premium-domains__tools">
              {tools.map((tool) => (
                <li key={tool.id}>
                  <span lang={lang} className="premium-domains__tool-title">
                    {tool.title}
                  </span>
                  {tool.done && <span className="premium-done-mark"> ✓ {t('premiumContent.tool.done')}</span>}
                  <span className="premium-domains__minutes"> · {t('coachingTools.minutes', { count: tool.minutes })}</span>
                  <span lang={lang} className="premium-domains__summary">
                    {tool.summary}
                  </span>
                  {tool.purpose && (
                    <span lang={lang} className="premium-domains__summary">
                      {tool.purpose}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </>
        ),
      }))}
    />
  );
}

export function DeepDivesOverview({ domains, headingLevel }: { domains: DeepDiveOutline[]; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const lang = useContentLang();
  return (
    <DomainList
      section="deep-dives"
      headingLevel={headingLevel}
      entries={domains.map((outline) => ({
        domain: outline.domain,
        body: (
          <>
            <p className="premium-domains__meta">{t('premiumContent.deepDive.exercises')}</p>
            <ul className="premium-domains__tools">
              {outline.exercises.map((exercise) => (
                <li key={exercise.title}>
                  <span lang={lang}>{exercise.title}</span> · {t('coachingTools.minutes', { count: exercise.minutes })}
                </li>
              ))}
            </ul>
            <p className="premium-domains__meta">{t('premiumContent.deepDive.reading')}</p>
            <ul className="premium-domains__tools" lang={lang}>
              {outline.furtherReading.map((reading) => (
                <li key={reading.title}>
                  <cite>{reading.title}</cite> ({reading.authors}, {reading.year})
                </li>
              ))}
            </ul>
          </>
        ),
      }))}
    />
  );
}

export function PlansOverview({ domains, headingLevel }: { domains: PremiumPlansOverview['domains']; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const lang = useContentLang();
  return (
    <DomainList
      section="plans"
      headingLevel={headingLevel}
      entries={domains.map(({ domain, summary, weekFocuses }) => ({
        domain,
        body: (
          <>
            <p lang={lang}>{summary}</p>
            <ol className="premium-domains__weeks">
              {weekFocuses.map((focus, index) => (
                <li key={index}>
                  <span className="premium-domains__week">{t('premiumContent.weekLabel', { number: index + 1 })}</span> <span lang={lang}>{focus}</span>
                </li>
              ))}
            </ol>
          </>
        ),
      }))}
    />
  );
}

/** What a section page lists: the section's own answer, or its public preview, which has the same shape. */
export type ListedSection = PremiumToolsOverview | PremiumDeepDivesOverview | PremiumPlansOverview | PremiumPreview;

/** A section's 12 areas as its kind lists them. */
export function SectionOverview({ content, headingLevel }: { content: ListedSection; headingLevel?: 2 | 3 }) {
  switch (content.section) {
    case 'tools':
      return <ToolsOverview headingLevel={headingLevel} domains={content.domains} />;
    case 'deep-dives':
      return <DeepDivesOverview headingLevel={headingLevel} domains={content.domains} />;
    case 'plans':
      return <PlansOverview headingLevel={headingLevel} domains={content.domains} />;
  }
}
