import type { InsightFile } from '../types.js';
import { mergeRegional, type RegionalOverride } from '../merge-regional.js';
import { REGIONAL_PARENTS } from '../regional-parents.js';

/** Everything the results page says about domains, in one language. */
export interface InsightContent extends InsightFile {
  /** The language the texts are actually in (English when the asked-for one has none). */
  language: string;
}

type JsonModule = Promise<{ default: unknown }>;

// One chunk per language, fetched only by the page that shows insights, in the page's language.
// Each line names its file literally so the bundler can split them. The files are not parsed here
// (that would bring zod into the page): the unit tests check every one against the schema.
const FILES: Record<string, () => JsonModule> = {
  en: () => import('../data/insights.en.json', { with: { type: 'json' } }),
  fil: () => import('../data/insights.fil.json', { with: { type: 'json' } }),
  it: () => import('../data/insights.it.json', { with: { type: 'json' } }),
  sw: () => import('../data/insights.sw.json', { with: { type: 'json' } }),
  id: () => import('../data/insights.id.json', { with: { type: 'json' } }),
  fr: () => import('../data/insights.fr.json', { with: { type: 'json' } }),
  de: () => import('../data/insights.de.json', { with: { type: 'json' } }),
  nl: () => import('../data/insights.nl.json', { with: { type: 'json' } }),
  sv: () => import('../data/insights.sv.json', { with: { type: 'json' } }),
  ru: () => import('../data/insights.ru.json', { with: { type: 'json' } }),
  tr: () => import('../data/insights.tr.json', { with: { type: 'json' } }),
  hi: () => import('../data/insights.hi.json', { with: { type: 'json' } }),
  es: () => import('../data/insights.es.json', { with: { type: 'json' } }),
  'es-MX': () => import('../data/insights.es-MX.json', { with: { type: 'json' } }),
  pt: () => import('../data/insights.pt.json', { with: { type: 'json' } }),
  'pt-BR': () => import('../data/insights.pt-BR.json', { with: { type: 'json' } }),
  'pt-PT': () => import('../data/insights.pt-PT.json', { with: { type: 'json' } }),
  ar: () => import('../data/insights.ar.json', { with: { type: 'json' } }),
  ja: () => import('../data/insights.ja.json', { with: { type: 'json' } }),
  'zh-CN': () => import('../data/insights.zh-CN.json', { with: { type: 'json' } }),
  'zh-TW': () => import('../data/insights.zh-TW.json', { with: { type: 'json' } }),
  ko: () => import('../data/insights.ko.json', { with: { type: 'json' } }),
  th: () => import('../data/insights.th.json', { with: { type: 'json' } }),
  vi: () => import('../data/insights.vi.json', { with: { type: 'json' } }),
};

export const INSIGHT_LANGUAGES = Object.keys(FILES);

/** The raw file of `language`: whole, or for a regional language only what differs from its parent. */
async function readInsightFile(language: string): Promise<unknown> {
  const read = FILES[language];
  if (!read) throw new RangeError(`no insight file for ${language}`);
  return (await read()).default;
}

async function load(language: string): Promise<InsightFile> {
  const parent = REGIONAL_PARENTS[language];
  if (parent === undefined) return (await readInsightFile(language)) as InsightFile;
  const [base, own] = await Promise.all([load(parent), readInsightFile(language)]);
  return mergeRegional<InsightFile>(base, own as RegionalOverride<InsightFile>);
}

/** The insights in `language`, or in English when that language has none. */
export async function loadInsightContent(language: string): Promise<InsightContent> {
  const available = Object.hasOwn(FILES, language) ? language : 'en';
  return { language: available, ...(await load(available)) };
}
