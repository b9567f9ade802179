import type { CoachingToolSummary, CoachingToolTexts } from '@lifewheel/content';
import { coachingTools } from '@lifewheel/content/coaching-tools';
import { REGIONAL_PARENTS, mergeRegional, type RegionalOverride } from '@lifewheel/content/regional';
import type { Language } from '../../i18n/languages.js';

type ToolTexts = Record<string, CoachingToolTexts>;

// One chunk per language with the tools' titles and summaries; domains, time and method are the
// English library's, the same in every language. Checked against English by the unit tests
// (libs/content), so not parsed here.
const FILES = import.meta.glob<ToolTexts>(
  ['../../../../libs/content/src/data/coaching-tools.*.json', '!../../../../libs/content/src/data/coaching-tools.en.json'],
  {
    import: 'default',
  },
);

async function readTexts(language: Language): Promise<ToolTexts> {
  const read = FILES[`../../../../libs/content/src/data/coaching-tools.${language}.json`];
  if (!read) throw new RangeError(`no coaching tool texts in ${language}`);
  const parent = REGIONAL_PARENTS[language] as Language | undefined;
  // A regional file holds only the texts that differ from its parent's.
  if (parent === undefined) return read();
  const [base, own] = await Promise.all([readTexts(parent), read()]);
  return mergeRegional<ToolTexts>(base, own as RegionalOverride<ToolTexts>);
}

/** The public library in `language`: each tool's title and summary in it, in library order. */
export async function loadCoachingTools(language: Language): Promise<readonly CoachingToolSummary[]> {
  if (language === 'en') return coachingTools;
  const texts = await readTexts(language);
  return coachingTools.map((tool) => ({ ...tool, ...texts[tool.id] }));
}
