import type { DefaultDomainId } from '@lifewheel/wheel';
import type { DomainInsight } from '../types.js';

/** Everything the results page says about domains, in one language. */
export interface InsightContent {
  /** The language the texts are actually in (English when the asked-for one has none). */
  language: string;
  insights: Record<DefaultDomainId, DomainInsight>;
  /** For a domain the person named themselves; its texts hold a `{{domain}}` placeholder. */
  generic: DomainInsight;
}

type InsightsModule = Promise<{ insights: Record<DefaultDomainId, DomainInsight> }>;
type GenericModule = Promise<{ genericInsight: DomainInsight }>;

type Loaded = Omit<InsightContent, 'language'>;

const pair = async (insights: InsightsModule, generic: GenericModule): Promise<Loaded> => {
  const [a, b] = await Promise.all([insights, generic]);
  return { insights: a.insights, generic: b.genericInsight };
};

// One chunk pair per language, fetched only by the page that shows insights, in the page's
// language. Each line names its files literally so the bundler can split them.
const LOADERS: Record<string, () => Promise<Loaded>> = {
  en: () => pair(import('./insights.en.js'), import('./generic-insight.en.js')),
  fil: () => pair(import('./insights.fil.js'), import('./generic-insight.fil.js')),
  it: () => pair(import('./insights.it.js'), import('./generic-insight.it.js')),
  sw: () => pair(import('./insights.sw.js'), import('./generic-insight.sw.js')),
  id: () => pair(import('./insights.id.js'), import('./generic-insight.id.js')),
  fr: () => pair(import('./insights.fr.js'), import('./generic-insight.fr.js')),
  de: () => pair(import('./insights.de.js'), import('./generic-insight.de.js')),
  nl: () => pair(import('./insights.nl.js'), import('./generic-insight.nl.js')),
  sv: () => pair(import('./insights.sv.js'), import('./generic-insight.sv.js')),
  ru: () => pair(import('./insights.ru.js'), import('./generic-insight.ru.js')),
  tr: () => pair(import('./insights.tr.js'), import('./generic-insight.tr.js')),
  hi: () => pair(import('./insights.hi.js'), import('./generic-insight.hi.js')),
  es: () => pair(import('./insights.es.js'), import('./generic-insight.es.js')),
  'es-MX': () => pair(import('./insights.es-MX.js'), import('./generic-insight.es-MX.js')),
  pt: () => pair(import('./insights.pt.js'), import('./generic-insight.pt.js')),
  'pt-BR': () => pair(import('./insights.pt-BR.js'), import('./generic-insight.pt-BR.js')),
  'pt-PT': () => pair(import('./insights.pt-PT.js'), import('./generic-insight.pt-PT.js')),
  ar: () => pair(import('./insights.ar.js'), import('./generic-insight.ar.js')),
  ja: () => pair(import('./insights.ja.js'), import('./generic-insight.ja.js')),
  'zh-CN': () => pair(import('./insights.zh-CN.js'), import('./generic-insight.zh-CN.js')),
  'zh-TW': () => pair(import('./insights.zh-TW.js'), import('./generic-insight.zh-TW.js')),
  ko: () => pair(import('./insights.ko.js'), import('./generic-insight.ko.js')),
  th: () => pair(import('./insights.th.js'), import('./generic-insight.th.js')),
  vi: () => pair(import('./insights.vi.js'), import('./generic-insight.vi.js')),
};

export const INSIGHT_LANGUAGES = Object.keys(LOADERS);

/** The insights in `language`, or in English when that language has none. */
export async function loadInsightContent(language: string): Promise<InsightContent> {
  const available = Object.hasOwn(LOADERS, language) ? language : 'en';
  const load = LOADERS[available] as () => Promise<Loaded>;
  return { language: available, ...(await load()) };
}
