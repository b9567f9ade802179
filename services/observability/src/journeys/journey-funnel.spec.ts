import { describe, expect, it } from 'vitest';
import { funnelFigures } from './journey-funnel.service.js';

describe('funnelFigures', () => {
  it('gives each step its conversion from the previous one, the sessions lost, and the share of those who landed', () => {
    expect(
      funnelFigures([
        { step: 'landing', sessions: 200, fromPrevious: 0, fromFirst: 0 },
        { step: 'assessment-started', sessions: 50, fromPrevious: 50, fromFirst: 50 },
        { step: 'assessment-finished', sessions: 40, fromPrevious: 40, fromFirst: 40 },
      ]),
    ).toEqual([
      { step: 'landing', sessions: 200, conversion: null, dropOff: null, ofFirst: 1 },
      { step: 'assessment-started', sessions: 50, conversion: 0.25, dropOff: 150, ofFirst: 0.25 },
      { step: 'assessment-finished', sessions: 40, conversion: 0.8, dropOff: 10, ofFirst: 0.2 },
    ]);
  });

  it('counts only the sessions that went on from the step before: results opened from a shared link are not a conversion', () => {
    // 9 sessions viewed results, but only 1 of them had finished an assessment (the other 8 came by link).
    const [, finished, viewed] = funnelFigures([
      { step: 'landing', sessions: 2, fromPrevious: 0, fromFirst: 0 },
      { step: 'assessment-finished', sessions: 1, fromPrevious: 1, fromFirst: 1 },
      { step: 'results-viewed', sessions: 9, fromPrevious: 1, fromFirst: 1 },
    ]);
    expect(finished).toMatchObject({ conversion: 0.5, dropOff: 1, ofFirst: 0.5 });
    expect(viewed).toEqual({ step: 'results-viewed', sessions: 9, conversion: 1, dropOff: 0, ofFirst: 0.5 });
  });

  it('has no conversion after an empty step, and no share of those who landed when nobody landed', () => {
    expect(
      funnelFigures([
        { step: 'download', sessions: 0, fromPrevious: 0, fromFirst: 0 },
        { step: 'checkout-started', sessions: 2, fromPrevious: 0, fromFirst: 0 },
        { step: 'paid', sessions: 3, fromPrevious: 2, fromFirst: 0 },
      ]),
    ).toEqual([
      { step: 'download', sessions: 0, conversion: null, dropOff: null, ofFirst: null },
      { step: 'checkout-started', sessions: 2, conversion: null, dropOff: 0, ofFirst: null },
      { step: 'paid', sessions: 3, conversion: 1, dropOff: 0, ofFirst: null },
    ]);
  });
});
