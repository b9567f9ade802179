/** Payment states (issue 6): refunded is final. */
export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'refunded' | 'disputed';
export type DisputeStatus = 'open' | 'won' | 'lost';

/** What Stripe has told us about one payment intent, whatever the order it told us in. */
export interface PaymentFacts {
  paidConfirmed: boolean;
  failed: boolean;
  amountRefunded: number;
  fullyRefunded: boolean;
  disputeStatus: DisputeStatus | null;
}

export type PaymentFact =
  { kind: 'paid' } | { kind: 'failed' } | { kind: 'refund'; amountRefunded: number; full: boolean } | { kind: 'dispute'; status: DisputeStatus };

export const NO_FACTS: PaymentFacts = { paidConfirmed: false, failed: false, amountRefunded: 0, fullyRefunded: false, disputeStatus: null };

/**
 * Adds one fact. Every fact only moves forward (a refund amount never shrinks, a closed dispute
 * never reopens, a full refund never undoes), so applying events in any order, or twice, ends the same.
 */
export function applyFact(facts: PaymentFacts, fact: PaymentFact): PaymentFacts {
  switch (fact.kind) {
    case 'paid':
      return { ...facts, paidConfirmed: true };
    case 'failed':
      return { ...facts, failed: true };
    case 'refund':
      return {
        ...facts,
        amountRefunded: Math.max(facts.amountRefunded, fact.amountRefunded),
        fullyRefunded: facts.fullyRefunded || fact.full,
      };
    case 'dispute':
      // A dispute's outcome (won or lost) outranks "open", whichever event arrives last.
      return { ...facts, disputeStatus: fact.status === 'open' && facts.disputeStatus !== null ? facts.disputeStatus : fact.status };
  }
}

export function statusOf(facts: PaymentFacts): PaymentStatus {
  if (facts.fullyRefunded) return 'refunded';
  if (facts.disputeStatus === 'open' || facts.disputeStatus === 'lost') return 'disputed';
  if (facts.paidConfirmed) return 'paid';
  if (facts.failed) return 'failed';
  return 'pending';
}

/**
 * Premium belongs to a paid payment that matches the checkout we started (amount and currency),
 * unless it was fully refunded or a dispute was lost. A partial refund or an open dispute keeps it.
 */
export function isEntitled(facts: PaymentFacts, matchesCheckout: boolean): boolean {
  return matchesCheckout && facts.paidConfirmed && !facts.fullyRefunded && facts.disputeStatus !== 'lost';
}
