import { describe, expect, it } from 'vitest';
import { rpcAccessReview, serviceHealthController } from '@lifewheel/platform';
import { AssessmentsController } from './assessments/assessments.controller.js';
import { FollowUpsController } from './follow-ups/follow-ups.controller.js';
import { MailingListController } from './follow-ups/mailing-list.controller.js';
import { PremiumAssessmentsController } from './premium/premium-assessments.controller.js';

const controllers = [
  AssessmentsController,
  FollowUpsController,
  MailingListController,
  PremiumAssessmentsController,
  serviceHealthController('assessments', 'test'),
];

// Who may call each assessments handler, read from the controllers themselves, so a change of
// access shows up here in review; no problems means every pattern it owns is handled once.
describe('access to assessments’ RPC handlers', () => {
  it('is exactly this table', () => {
    expect(rpcAccessReview('assessments', controllers)).toEqual({
      access: {
        'assessments.create': 'optional',
        'assessments.get': 'public',
        'assessments.claim': 'user',
        'assessments.followUps.create': 'public',
        'assessments.mailingList.unsubscribe': 'public',
        'assessments.premium.list': 'premium',
        'assessments.health': 'public',
      },
      problems: [],
    });
  });
});
