// The twelve default domains' names and descriptors in every language the site speaks, for code
// that writes in a person's language away from the web app's bundles (the worker's emails). English
// is libs/wheel's DEFAULT_DOMAINS, the one the services validate against; the other languages are
// data files beside this one (regional ones hold only what differs from their parent). Imported
// statically: they are small, and a server writes in any language at any moment.
import { DEFAULT_DOMAINS, type DefaultDomainId } from '@lifewheel/wheel';
import { mergeRegional, type RegionalOverride } from '../merge-regional.js';
import { REGIONAL_PARENTS } from '../regional-parents.js';
import ar from './data/domain-names.ar.json' with { type: 'json' };
import de from './data/domain-names.de.json' with { type: 'json' };
import esMX from './data/domain-names.es-MX.json' with { type: 'json' };
import es from './data/domain-names.es.json' with { type: 'json' };
import fil from './data/domain-names.fil.json' with { type: 'json' };
import fr from './data/domain-names.fr.json' with { type: 'json' };
import hi from './data/domain-names.hi.json' with { type: 'json' };
import id from './data/domain-names.id.json' with { type: 'json' };
import it from './data/domain-names.it.json' with { type: 'json' };
import ja from './data/domain-names.ja.json' with { type: 'json' };
import ko from './data/domain-names.ko.json' with { type: 'json' };
import nl from './data/domain-names.nl.json' with { type: 'json' };
import ptBR from './data/domain-names.pt-BR.json' with { type: 'json' };
import ptPT from './data/domain-names.pt-PT.json' with { type: 'json' };
import pt from './data/domain-names.pt.json' with { type: 'json' };
import ru from './data/domain-names.ru.json' with { type: 'json' };
import sv from './data/domain-names.sv.json' with { type: 'json' };
import sw from './data/domain-names.sw.json' with { type: 'json' };
import th from './data/domain-names.th.json' with { type: 'json' };
import tr from './data/domain-names.tr.json' with { type: 'json' };
import vi from './data/domain-names.vi.json' with { type: 'json' };
import zhCN from './data/domain-names.zh-CN.json' with { type: 'json' };
import zhTW from './data/domain-names.zh-TW.json' with { type: 'json' };

export interface DomainText {
  name: string;
  descriptor: string;
}
export type DomainTexts = Record<DefaultDomainId, DomainText>;

const english = Object.fromEntries(DEFAULT_DOMAINS.map(({ id, name, descriptor }) => [id, { name, descriptor }])) as DomainTexts;

/** Each language's file as it is on disk (checked against English by the unit tests). */
export const DOMAIN_NAME_FILES: Readonly<Record<string, RegionalOverride<DomainTexts>>> = {
  ar,
  de,
  'es-MX': esMX,
  es,
  fil,
  fr,
  hi,
  id,
  it,
  ja,
  ko,
  nl,
  'pt-BR': ptBR,
  'pt-PT': ptPT,
  pt,
  ru,
  sv,
  sw,
  th,
  tr,
  vi,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
};

const merged = (language: string): DomainTexts => {
  const own = DOMAIN_NAME_FILES[language] as DomainTexts;
  const parent = REGIONAL_PARENTS[language];
  return parent === undefined ? own : mergeRegional(merged(parent), own);
};

/** Every language with domain texts, English included. */
export const DOMAIN_TEXT_LANGUAGES: readonly string[] = ['en', ...Object.keys(DOMAIN_NAME_FILES)];

/** The domain texts of `language` (its base language, then English, when it has none of its own). */
export function domainTexts(language: string): DomainTexts {
  if (language === 'en') return english;
  if (Object.hasOwn(DOMAIN_NAME_FILES, language)) return merged(language);
  const base = language.split('-')[0] ?? '';
  return Object.hasOwn(DOMAIN_NAME_FILES, base) ? merged(base) : english;
}
