import { describe, expect, it } from 'vitest';
import { ISLAND_TEXTS_ID, islandTextsJson, overlay, pickTexts, readIslandTexts } from './island-texts.js';

const tree = {
  common: { loading: 'Loading…', other: 'not wanted' },
  coachingTools: { groupCount_one: '{{count}} tool', groupCount_other: '{{count}} tools', title: 'not wanted' },
  domains: { family: { name: 'Family', descriptor: 'not wanted' }, friends: { name: 'Friends' } },
};

describe('island texts', () => {
  it('picks the named keys, every plural form and every entry a `*` stands for, and nothing else', () => {
    expect(pickTexts(tree, ['common.loading', 'coachingTools.groupCount_*', 'domains.*.name'])).toEqual({
      common: { loading: 'Loading…' },
      coachingTools: { groupCount_one: '{{count}} tool', groupCount_other: '{{count}} tools' },
      domains: { family: { name: 'Family' }, friends: { name: 'Friends' } },
    });
  });

  it('refuses a key that names no text, so a renamed key fails the build rather than showing the key', () => {
    expect(() => pickTexts(tree, ['common.gone'])).toThrow('No text at common.gone');
    expect(() => pickTexts(tree, ['domains'])).toThrow('No text at domains');
  });

  it("lays a language's texts over English key by key", () => {
    expect(overlay({ a: { b: 'B', c: 'C' }, d: 'D' }, { a: { b: 'Bé' } })).toEqual({ a: { b: 'Bé', c: 'C' }, d: 'D' });
  });

  it('writes JSON that no text can close the script element with, and reads it back', () => {
    const texts = { common: { loading: '</script><script>alert(1)</script>' } };
    const json = islandTextsJson(texts);
    expect(json).not.toContain('</script>');
    const page = { getElementById: (id: string) => (id === ISLAND_TEXTS_ID ? { textContent: json } : null) } as unknown as Document;
    expect(readIslandTexts(page)).toEqual(texts);
    const broken = { getElementById: () => ({ textContent: '{' }) } as unknown as Document;
    expect(readIslandTexts(broken)).toBeUndefined();
  });
});
