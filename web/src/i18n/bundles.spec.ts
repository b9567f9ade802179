import { describe, expect, it } from 'vitest';
import { en } from './locales/en/index.js';
import { LANGUAGES, type Language } from './languages.js';
import type { LanguageBundle } from './translation.js';
import { isPluralPath, leaves, placeholders, pluralBase, pluralCategory, type TextTree } from './checks/text-tree.js';

const bundles = import.meta.glob<{ bundle: LanguageBundle }>(['./locales/*/index.ts', '!./locales/en/index.ts'], { eager: true });
// Namespaces that are their own chunk per language (lazy-texts.ts), checked as part of each language.
const lazyFiles = import.meta.glob<Record<string, TextTree>>(
  [
    './locales/*/premium-content.ts',
    './locales/*/shares.ts',
    './locales/*/workshops.ts',
    './locales/*/sheet.ts',
    './locales/*/dashboard.ts',
    './locales/*/follow-ups.ts',
    './locales/*/domain-pages.ts',
  ],
  {
    eager: true,
  },
);
const lazyNamespaces = (language: Language): Record<string, TextTree> =>
  Object.assign(
    {},
    ...Object.entries(lazyFiles)
      .filter(([path]) => path.startsWith(`./locales/${language}/`))
      .map(([, module]) => module),
  );
const bundleOf = (language: Language) => {
  const bundle = bundles[`./locales/${language}/index.ts`]?.bundle;
  return bundle && { ...bundle, ...lazyNamespaces(language) };
};

// `admin`: issue 17, "The console is for staff. It is in English" (through i18next, so it can be
// translated later). It is the console's own chunk (locales/en/admin.ts), never in a language bundle.
const ENGLISH_ONLY = new Set(['admin']);
// Texts that are the same in every language: the product's name, plain symbols and a bare number.
const SAME_EVERYWHERE = new Set([
  'common.brand',
  'common.footer.copyright',
  'assessment.scale.option',
  // The product's name.
  'premium.enrollment.title',
  'premium.enrollment.meta.title',
  // An area and its gap, `{{domain}}: +{{gap}}`: only the punctuation can differ.
  'workshops.group.gap',
]);

const translated = new Map(
  [...leaves({ ...en, ...lazyNamespaces('en') } as unknown as TextTree)].filter(([path]) => !ENGLISH_ONLY.has(path.split('.')[0] ?? '')),
);
const englishPlurals = new Set([...translated.keys()].filter(isPluralPath).map(pluralBase));

describe.each(LANGUAGES.filter((language) => language !== 'en'))('the %s bundle', (language) => {
  const bundle = bundleOf(language);
  const texts = bundle ? leaves(bundle as unknown as TextTree) : new Map<string, string>();

  it('exists', () => {
    expect(bundle, `web/src/i18n/locales/${language}/index.ts`).toBeDefined();
  });

  it('has every English key, lazily loaded namespaces included, and no key English does not have', () => {
    const missing = [...translated.keys()].filter((path) => !isPluralPath(path) && !texts.has(path));
    const unknown = [...texts.keys()].filter((path) =>
      isPluralPath(path) ? !englishPlurals.has(pluralBase(path)) : !translated.has(path) && !ENGLISH_ONLY.has(path.split('.')[0] ?? ''),
    );
    expect({ missing, unknown }).toEqual({ missing: [], unknown: [] });
  });

  it("gives every plural exactly the forms the language's plural rules use", () => {
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories.map(String).sort();
    for (const base of englishPlurals) {
      const forms = [...texts.keys()]
        .filter((path) => isPluralPath(path) && pluralBase(path) === base)
        .map(pluralCategory)
        .sort();
      expect(forms, base).toEqual(categories);
    }
  });

  it('keeps every placeholder of the English text and adds none', () => {
    for (const [path, text] of texts) {
      const english = translated.get(path) ?? translated.get(`${pluralBase(path)}_other`);
      if (english === undefined) continue;
      expect(placeholders(text), path).toEqual(placeholders(english));
    }
  });

  it('translates every text: none is empty or left in English', () => {
    const suspicious = [...texts].filter(
      ([path, text]) => text.trim() === '' || (text === translated.get(path) && text.length > 3 && !SAME_EVERYWHERE.has(path)),
    );
    expect(suspicious.map(([path]) => path)).toEqual([]);
  });
});

describe('the operations console’s texts (issue 17)', () => {
  it('exist in English only, as their own file', () => {
    expect(Object.keys(import.meta.glob('./locales/*/admin.ts'))).toEqual(['./locales/en/admin.ts']);
  });
});

describe('the hero button (issue 25: free is the promise to every visitor)', () => {
  // "Free" in each language, as its hero button says it.
  const FREE: Record<Language, RegExp> = {
    en: /\bfree\b/i,
    es: /\bgratis\b/i,
    'es-MX': /\bgratis\b/i,
    fr: /\bgratuit/i,
    de: /\bkostenlos/i,
    it: /\bgratuit/i,
    pt: /\bgrátis\b|\bgratuit/i,
    'pt-BR': /\bgrátis\b|\bgratuit/i,
    'pt-PT': /\bgrátis\b|\bgratuit/i,
    nl: /\bgratis\b/i,
    sv: /\bkostnadsfri|\bgratis\b/i,
    ru: /бесплатн/i,
    tr: /ücretsiz/i,
    id: /\bgratis\b/i,
    vi: /miễn phí/i,
    fil: /\blibre/i, // "Libreng", with its linker
    sw: /\bbure\b/i,
    ar: /مجاني|مجانًا/,
    hi: /मुफ़्त|मुफ्त|निःशुल्क/,
    ja: /無料/,
    ko: /무료/,
    th: /ฟรี/,
    'zh-CN': /免费/,
    'zh-TW': /免費/,
  };

  it.each(LANGUAGES)('says "free" in %s', (language) => {
    const text = language === 'en' ? en.home.hero.takeAssessment : bundleOf(language)?.home.hero.takeAssessment;
    expect(text, language).toMatch(FREE[language]);
  });
});
