import { describe, expect, it } from 'vitest';
import { funnelFigures } from './journey-funnel.service.js';

describe('funnelFigures', () => {
  it('gives each step its conversion from the previous one and the sessions lost', () => {
    expect(
      funnelFigures([
        ['landing', 200],
        ['assessment-started', 50],
        ['assessment-finished', 40],
      ]),
    ).toEqual([
      { step: 'landing', sessions: 200, conversion: null, dropOff: null },
      { step: 'assessment-started', sessions: 50, conversion: 0.25, dropOff: 150 },
      { step: 'assessment-finished', sessions: 40, conversion: 0.8, dropOff: 10 },
    ]);
  });

  it('has no conversion after an empty step, and never a negative drop-off', () => {
    expect(
      funnelFigures([
        ['download', 0],
        ['checkout-started', 2],
        ['paid', 3],
      ]),
    ).toEqual([
      { step: 'download', sessions: 0, conversion: null, dropOff: null },
      { step: 'checkout-started', sessions: 2, conversion: null, dropOff: 0 },
      { step: 'paid', sessions: 3, conversion: 1.5, dropOff: 0 },
    ]);
  });
});
