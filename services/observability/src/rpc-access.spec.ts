import { describe, expect, it } from 'vitest';
import { rpcAccessReview, serviceHealthController } from '@lifewheel/platform';
import { AdminInsightsController } from './admin/admin-insights.controller.js';
import { AuditLogController } from './audit/audit-log.controller.js';
import { DebugController } from './debug/debug.controller.js';

// Who may call each observability handler, read from the controllers themselves, so a change of
// access shows up here in review; no problems means every pattern observability owns is handled once.
describe('access to observability’s RPC handlers', () => {
  it('is exactly this table', () => {
    expect(
      rpcAccessReview('observability', [AuditLogController, AdminInsightsController, DebugController, serviceHealthController('observability', 'test')]),
    ).toEqual({
      access: {
        'observability.admin.audit': 'admin',
        'observability.admin.journeys.funnel': 'admin',
        'observability.admin.paymentAlerts': 'admin',
        'observability.admin.insightsConfig': 'admin',
        'observability.debug.health': 'admin',
        'observability.debug.traffic': 'admin',
        'observability.debug.queues': 'admin',
        'observability.debug.queues.failed': 'admin',
        'observability.debug.queues.retry': 'admin',
        'observability.debug.queues.remove': 'admin',
        'observability.debug.errors': 'admin',
        'observability.debug.errors.status': 'admin',
        'observability.health': 'public',
      },
      problems: [],
    });
  });
});
