import type { DomainPage } from '@lifewheel/content';
import { REGIONAL_PARENTS, mergeRegional, type RegionalOverride } from '@lifewheel/content/regional';
import type { DefaultDomainId } from '@lifewheel/wheel';
import type { Language } from '../../i18n/languages.js';

// One chunk per language and domain: a visitor to /ja/family fetches the Japanese family page and
// nothing else. The files are checked against the schema and against English by the unit tests
// (libs/content), so they are not parsed here, which would bring zod into the page.
const FILES = import.meta.glob<DomainPage | RegionalOverride<DomainPage>>('../../../../libs/content/src/data/domain-pages/*/*.json', {
  import: 'default',
});

async function readFile(language: string, id: DefaultDomainId): Promise<DomainPage | RegionalOverride<DomainPage>> {
  const read = FILES[`../../../../libs/content/src/data/domain-pages/${language}/${id}.json`];
  if (!read) throw new RangeError(`no ${id} page in ${language}`);
  return read();
}

/** The page of domain `id` in `language`; a regional language's own texts over its parent's. */
export async function loadDomainPage(language: Language, id: DefaultDomainId): Promise<DomainPage> {
  const parent = REGIONAL_PARENTS[language] as Language | undefined;
  if (parent === undefined) return (await readFile(language, id)) as DomainPage;
  const [base, own] = await Promise.all([loadDomainPage(parent, id), readFile(language, id)]);
  return mergeRegional<DomainPage>(base, own as RegionalOverride<DomainPage>);
}
