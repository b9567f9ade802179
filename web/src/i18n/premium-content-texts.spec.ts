import { describe, expect, it } from 'vitest';
import { premiumContent as english } from './locales/en/premium-content.js';
import { LANGUAGES } from './languages.js';
import { leaves, placeholders, type TextTree } from './checks/text-tree.js';

// The premium pages' texts are their own chunk per language (premium-content-texts.ts), outside the
// bundles that bundles.spec.ts checks: the same checks, here.
const files = import.meta.glob<{ premiumContent: TextTree }>('./locales/*/premium-content.ts', { eager: true });
const englishTexts = leaves(english as unknown as TextTree);

describe.each(LANGUAGES.filter((language) => language !== 'en'))('the %s premium pages texts', (language) => {
  const texts = leaves(files[`./locales/${language}/premium-content.ts`]?.premiumContent ?? {});

  it('has exactly the English keys, each translated, with the same placeholders', () => {
    expect([...texts.keys()].sort()).toEqual([...englishTexts.keys()].sort());
    for (const [path, text] of texts) {
      expect(text.trim(), path).not.toBe('');
      expect(text === englishTexts.get(path) && text.length > 3, `${path} is left in English`).toBe(false);
      expect(placeholders(text), path).toEqual(placeholders(englishTexts.get(path) ?? ''));
    }
  });
});
