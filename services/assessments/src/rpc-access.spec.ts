import { describe, expect, it } from 'vitest';
import { rpcAccessTable, rpcHandlerProblems, rpcHandlersOf, serviceHealthController } from '@lifewheel/platform';
import { AssessmentsController } from './assessments/assessments.controller.js';
import { FollowUpsController } from './follow-ups/follow-ups.controller.js';
import { MailingListController } from './follow-ups/mailing-list.controller.js';
import { PremiumAssessmentsController } from './premium/premium-assessments.controller.js';

const controllers = [AssessmentsController, FollowUpsController, MailingListController, PremiumAssessmentsController, serviceHealthController('assessments', 'test')];

// Who may call each assessments handler, read from the controllers themselves: a change of access
// shows up here, in review.
describe('access to assessments’ RPC handlers', () => {
  it('is exactly this table', () => {
    expect(rpcAccessTable(controllers)).toEqual({
      'assessments.create': 'optional',
      'assessments.get': 'public',
      'assessments.claim': 'user',
      'assessments.followUps.create': 'public',
      'assessments.mailingList.unsubscribe': 'public',
      'assessments.premium.list': 'premium',
      'assessments.health': 'public',
    });
  });

  it('covers every pattern assessments owns, each once', () => {
    expect(rpcHandlerProblems('assessments', rpcHandlersOf(controllers), [])).toEqual([]);
  });
});
