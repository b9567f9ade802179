import { describe, expect, it } from 'vitest';
import { coachingTools } from '@lifewheel/content/coaching-tools';
import { LANGUAGES } from '../../i18n/languages.js';
import { loadCoachingTools } from './coaching-tool-files.js';

describe('loadCoachingTools', () => {
  it('gives English the library itself', async () => {
    expect(await loadCoachingTools('en')).toBe(coachingTools);
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    'gives %s every tool in library order, its texts translated and the rest as in English',
    async (language) => {
      const tools = await loadCoachingTools(language);
      expect(tools.map((tool) => tool.id)).toEqual(coachingTools.map((tool) => tool.id));
      tools.forEach((tool, i) => {
        const english = coachingTools[i]!;
        expect(tool.summary, tool.id).not.toBe(english.summary);
        expect({ ...tool, title: english.title, summary: english.summary }).toEqual(english);
      });
    },
  );
});
