import { describe, expect, it } from 'vitest';
import { dashboard as english } from '../../i18n/locales/en/dashboard.js';
import { LANGUAGES } from '../../i18n/languages.js';
import { leaves, placeholders, type TextTree } from '../../i18n/checks/text-tree.js';

// bundles.spec.ts still lets the dashboard namespace fall back to English (keys other pages add
// there are not translated yet), but the dashboard itself is translated everywhere: each language
// has every English key of it, with the same placeholders, and none left in English.
// "Area" is the word in Italian, Indonesian and Filipino too.
const SAME_IN_SOME = new Set(['changes.domain']);
// Each language's dashboard texts are their own chunk (i18n/dashboard-texts.ts).
const files = import.meta.glob<{ dashboard: TextTree }>(['../../i18n/locales/*/dashboard.ts', '!../../i18n/locales/en/dashboard.ts'], { eager: true });

const englishTexts = leaves(english as unknown as TextTree);

describe.each(LANGUAGES.filter((language) => language !== 'en'))('the %s dashboard', (language) => {
  const dashboard = files[`../../i18n/locales/${language}/dashboard.ts`]?.dashboard;

  it('translates every text', () => {
    const texts = leaves(dashboard ?? {});
    expect([...texts.keys()].sort()).toEqual([...englishTexts.keys()].sort());
    for (const [path, text] of texts) {
      expect(placeholders(text), path).toEqual(placeholders(englishTexts.get(path)!));
      expect(text === englishTexts.get(path) && text.length > 3 && !SAME_IN_SOME.has(path), `${path} left in English`).toBe(false);
    }
  });
});
