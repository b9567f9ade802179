import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html.js';

describe('escapeHtml', () => {
  it('turns every character that could open markup or close an attribute into a reference', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe('&#60;a href=&#34;x&#34; title=&#39;y&#39;&#62;Tom &#38; Jerry&#60;/a&#62;');
  });

  it('leaves other text, including non-Latin scripts, as it is', () => {
    expect(escapeHtml('Équilibre 生活 توازن')).toBe('Équilibre 生活 توازن');
  });
});
