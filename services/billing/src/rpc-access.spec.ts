import { describe, expect, it } from 'vitest';
import { rpcAccessTable, rpcHandlerProblems, rpcHandlersOf, serviceHealthController } from '@lifewheel/platform';
import { BillingController } from './checkout/billing.controller.js';

const controllers = [BillingController, serviceHealthController('billing', 'test')];

// Who may call each billing handler, read from the controllers themselves: a change of access
// shows up here, in review.
describe('access to billing’s RPC handlers', () => {
  it('is exactly this table', () => {
    expect(rpcAccessTable(controllers)).toEqual({
      'billing.price': 'public',
      'billing.checkout.create': 'optional',
      'billing.checkout.status': 'public',
      'billing.webhook': 'public',
      'billing.health': 'public',
    });
  });

  it('covers every pattern billing owns, each once', () => {
    expect(rpcHandlerProblems('billing', rpcHandlersOf(controllers), [])).toEqual([]);
  });
});
