// The public long content as a test reads it: straight from the data files, each language's own
// texts over its parent's, the way the web app shows them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CoachingToolSummary, CoachingToolTexts, DomainPage } from '@lifewheel/content';
import { coachingTools } from '@lifewheel/content/coaching-tools';
import { REGIONAL_PARENTS, mergeRegional } from '@lifewheel/content/regional';
import type { DefaultDomainId } from '@lifewheel/wheel';
import { REPO_ROOT } from '@lifewheel/testing';

const data = (...path: string[]): unknown => JSON.parse(readFileSync(join(REPO_ROOT, 'libs/content/src/data', ...path), 'utf8'));

/** The page of domain `id` in `language`. */
export function domainPage(language: string, id: DefaultDomainId): DomainPage {
  const own = data('domain-pages', language, `${id}.json`) as DomainPage;
  const parent = REGIONAL_PARENTS[language];
  return parent === undefined ? own : mergeRegional(domainPage(parent, id), own);
}

function toolTexts(language: string): Record<string, CoachingToolTexts> {
  const own = data(`coaching-tools.${language}.json`) as Record<string, CoachingToolTexts>;
  const parent = REGIONAL_PARENTS[language];
  return parent === undefined ? own : mergeRegional(toolTexts(parent), own);
}

/** The public tool library in `language`. */
export function coachingToolsIn(language: string): CoachingToolSummary[] {
  if (language === 'en') return [...coachingTools];
  const texts = toolTexts(language);
  return coachingTools.map((tool) => ({ ...tool, ...texts[tool.id] }));
}
