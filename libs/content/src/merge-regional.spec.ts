import { describe, expect, it } from 'vitest';
import { mergeRegional } from './merge-regional.js';

const parent = {
  about: 'Una puntuación alta',
  research: { finding: 'hallazgo', sources: ['Deci & Ryan (2000)'] },
  bands: {
    high: { reflect: 'alto', nextSteps: ['uno', 'dos', 'tres'] },
    low: { reflect: 'bajo', nextSteps: ['cuatro', 'cinco', 'seis'] },
  },
};

describe('mergeRegional', () => {
  it('takes a regional text at any depth and keeps the parent everywhere else', () => {
    const merged = mergeRegional(parent, { about: 'Un puntaje alto', bands: { low: { reflect: 'bajito' } } });
    expect(merged).toEqual({
      about: 'Un puntaje alto',
      research: parent.research,
      bands: { high: parent.bands.high, low: { reflect: 'bajito', nextSteps: ['cuatro', 'cinco', 'seis'] } },
    });
  });

  it('replaces a list whole: a regional list is written as one text', () => {
    const merged = mergeRegional(parent, { bands: { high: { nextSteps: ['1', '2'] } } });
    expect(merged.bands.high).toEqual({ reflect: 'alto', nextSteps: ['1', '2'] });
  });

  it('gives the parent itself for an empty regional file', () => {
    expect(mergeRegional(parent, {})).toEqual(parent);
  });

  it('changes neither input', () => {
    const before = structuredClone(parent);
    const override = { bands: { high: { reflect: 'otro' } } };
    mergeRegional(parent, override);
    expect(parent).toEqual(before);
    expect(override).toEqual({ bands: { high: { reflect: 'otro' } } });
  });
});
