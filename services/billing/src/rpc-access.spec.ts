import { describe, expect, it } from 'vitest';
import { rpcAccessReview, serviceHealthController } from '@lifewheel/platform';
import { AdminController } from './admin/admin.controller.js';
import { AccountController } from './account/account.controller.js';
import { BillingController } from './checkout/billing.controller.js';

// Who may call each billing handler, read from the controller itself, so a change of access shows
// up here in review; no problems means every pattern billing owns is handled once.
describe('access to billing’s RPC handlers', () => {
  it('is exactly this table', () => {
    expect(rpcAccessReview('billing', [BillingController, AccountController, AdminController, serviceHealthController('billing', 'test')])).toEqual({
      access: {
        'billing.price': 'public',
        'billing.checkout.create': 'optional',
        'billing.checkout.status': 'optional',
        'billing.webhook': 'public',
        'billing.account.export': 'user',
        'billing.admin.payments': 'admin',
        'billing.admin.premium': 'admin',
        'billing.health': 'public',
      },
      problems: [],
    });
  });
});
