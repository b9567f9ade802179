import { describe, expect, it } from 'vitest';
import { NO_FACTS, applyFact, isEntitled, statusOf, type PaymentFact } from './payment-state.js';

const apply = (...facts: PaymentFact[]) => facts.reduce(applyFact, NO_FACTS);

/** Every order of the given facts. */
function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, index) => permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]));
}

describe('payment state machine', () => {
  it('is pending, then paid; a failure before a successful retry still ends paid', () => {
    expect(statusOf(NO_FACTS)).toBe('pending');
    expect(statusOf(apply({ kind: 'paid' }))).toBe('paid');
    expect(statusOf(apply({ kind: 'failed' }))).toBe('failed');
    expect(statusOf(apply({ kind: 'failed' }, { kind: 'paid' }))).toBe('paid');
  });

  it('refunded is final, whatever arrives after it or before it', () => {
    const facts: PaymentFact[] = [
      { kind: 'paid' },
      { kind: 'refund', amountRefunded: 1000, full: true },
      { kind: 'dispute', status: 'won' },
      { kind: 'failed' },
    ];
    for (const order of permutations(facts)) {
      const end = apply(...order);
      expect(statusOf(end)).toBe('refunded');
      expect(isEntitled(end, true)).toBe(false);
    }
  });

  it('a partial refund keeps the payment paid and premium held; refund amounts never shrink', () => {
    const end = apply({ kind: 'paid' }, { kind: 'refund', amountRefunded: 500, full: false }, { kind: 'refund', amountRefunded: 300, full: false });
    expect(statusOf(end)).toBe('paid');
    expect(end.amountRefunded).toBe(500);
    expect(isEntitled(end, true)).toBe(true);
  });

  it('an open dispute keeps premium, a lost one revokes it, a won one restores paid; the outcome wins in any order', () => {
    expect(isEntitled(apply({ kind: 'paid' }, { kind: 'dispute', status: 'open' }), true)).toBe(true);
    expect(statusOf(apply({ kind: 'paid' }, { kind: 'dispute', status: 'open' }))).toBe('disputed');
    for (const order of permutations<PaymentFact>([{ kind: 'paid' }, { kind: 'dispute', status: 'open' }, { kind: 'dispute', status: 'lost' }])) {
      expect(isEntitled(apply(...order), true)).toBe(false);
      expect(statusOf(apply(...order))).toBe('disputed');
    }
    for (const order of permutations<PaymentFact>([{ kind: 'paid' }, { kind: 'dispute', status: 'open' }, { kind: 'dispute', status: 'won' }])) {
      expect(statusOf(apply(...order))).toBe('paid');
      expect(isEntitled(apply(...order), true)).toBe(true);
    }
  });

  it('grants only a paid payment that matches its checkout', () => {
    expect(isEntitled(apply({ kind: 'paid' }), false)).toBe(false);
    expect(isEntitled(NO_FACTS, true)).toBe(false);
  });

  it('applying the same fact twice changes nothing', () => {
    const once = apply({ kind: 'paid' }, { kind: 'refund', amountRefunded: 200, full: false });
    expect(
      apply({ kind: 'paid' }, { kind: 'paid' }, { kind: 'refund', amountRefunded: 200, full: false }, { kind: 'refund', amountRefunded: 200, full: false }),
    ).toEqual(once);
  });
});
