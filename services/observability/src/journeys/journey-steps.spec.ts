import { describe, expect, it } from 'vitest';
import { FUNNEL_STEPS } from '@lifewheel/contracts';
import { funnelStepOf } from './journey-steps.js';

describe('funnelStepOf', () => {
  it('maps the events the web app and assessments send to the funnel steps', () => {
    expect(funnelStepOf('assessment', 'landing')).toBe('landing');
    expect(funnelStepOf('assessment', 'saved')).toBe('assessment-finished');
    expect(funnelStepOf('assessment', 'downloaded')).toBe('download');
    expect(funnelStepOf('premium', 'paid')).toBe('paid');
  });

  it('leaves steps that are not part of the funnel out', () => {
    expect(funnelStepOf('assessment', 'current-half-completed')).toBeUndefined();
    expect(funnelStepOf('customize', 'customize-used')).toBeUndefined();
    expect(funnelStepOf('premium', 'saved')).toBeUndefined();
  });

  it('has an event for every funnel step', () => {
    const events = [
      ['assessment', 'landing'],
      ['assessment', 'assessment-started'],
      ['assessment', 'saved'],
      ['assessment', 'results-viewed'],
      ['assessment', 'downloaded'],
      ['premium', 'checkout-started'],
      ['premium', 'paid'],
    ] as const;
    expect(events.map(([type, step]) => funnelStepOf(type, step))).toEqual([...FUNNEL_STEPS]);
  });
});
