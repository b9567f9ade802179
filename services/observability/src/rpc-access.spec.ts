import { describe, expect, it } from 'vitest';
import { rpcAccessReview, serviceHealthController } from '@lifewheel/platform';
import { AuditLogController } from './audit/audit-log.controller.js';

// Who may call each observability handler, read from the controllers themselves, so a change of
// access shows up here in review; no problems means every pattern it owns is handled once.
describe('access to observability’s RPC handlers', () => {
  it('is exactly this table', () => {
    expect(rpcAccessReview('observability', [AuditLogController, serviceHealthController('observability', 'test')])).toEqual({
      access: {
        'observability.admin.audit': 'admin',
        'observability.health': 'public',
      },
      problems: [],
    });
  });
});
