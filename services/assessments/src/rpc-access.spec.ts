import { describe, expect, it } from 'vitest';
import { rpcAccessReview, serviceHealthController } from '@lifewheel/platform';
import { AccountController } from './account/account.controller.js';
import { AdminFollowUpsController } from './admin/admin-follow-ups.controller.js';
import { AdminPeopleController } from './admin/admin-people.controller.js';
import { AssessmentsController } from './assessments/assessments.controller.js';
import { FollowUpsController } from './follow-ups/follow-ups.controller.js';
import { MailingListController } from './follow-ups/mailing-list.controller.js';
import { FocusRemindersController } from './premium/focus/focus-reminders.controller.js';
import { FocusController } from './premium/focus/focus.controller.js';
import { PremiumAssessmentsController } from './premium/premium-assessments.controller.js';
import { PremiumContentController } from './premium/premium-content.controller.js';
import { PremiumToolsController } from './premium/premium-tools.controller.js';
import { SharesController } from './shares/shares.controller.js';
import { WorkshopsController } from './workshops/workshops.controller.js';

const controllers = [
  AssessmentsController,
  SharesController,
  WorkshopsController,
  FollowUpsController,
  MailingListController,
  PremiumAssessmentsController,
  PremiumContentController,
  PremiumToolsController,
  FocusController,
  FocusRemindersController,
  AccountController,
  AdminFollowUpsController,
  AdminPeopleController,
  serviceHealthController('assessments', 'test'),
];

// Who may call each assessments handler, read from the controllers themselves, so a change of
// access shows up here in review; no problems means every pattern it owns is handled once.
describe('access to assessments’ RPC handlers', () => {
  it('is exactly this table', () => {
    expect(rpcAccessReview('assessments', controllers)).toEqual({
      access: {
        'assessments.create': 'optional',
        'assessments.get': 'optional',
        'assessments.claim': 'user',
        'assessments.shares.create': 'optional',
        'assessments.shares.list': 'optional',
        'assessments.shares.revoke': 'optional',
        'assessments.shares.open': 'public',
        'assessments.shares.status': 'public',
        'assessments.workshops.create': 'user',
        'assessments.workshops.list': 'user',
        'assessments.workshops.get': 'user',
        'assessments.workshops.reveal': 'user',
        'assessments.workshops.close': 'user',
        'assessments.workshops.join': 'public',
        'assessments.workshops.view': 'public',
        'assessments.workshops.answer': 'public',
        'assessments.followUps.create': 'public',
        'assessments.mailingList.unsubscribe': 'public',
        'assessments.mailingList.confirm': 'public',
        'assessments.premium.list': 'premium',
        'assessments.premium.trends': 'premium',
        'assessments.premium.content': 'premium',
        'assessments.premium.preview': 'public',
        'assessments.premium.tools.done': 'premium',
        'assessments.premium.notes.list': 'premium',
        'assessments.premium.notes.create': 'premium',
        'assessments.premium.notes.update': 'premium',
        'assessments.premium.notes.delete': 'premium',
        'assessments.premium.suggestions': 'premium',
        'assessments.premium.focus.get': 'premium',
        'assessments.premium.focus.start': 'premium',
        'assessments.premium.focus.end': 'premium',
        'assessments.premium.focus.reminders': 'premium',
        'assessments.premium.focus.checkIn': 'premium',
        'assessments.focusReminders.stop': 'public',
        'assessments.account.export': 'user',
        'assessments.admin.counts': 'admin',
        'assessments.admin.followUps': 'admin',
        'assessments.admin.followUps.handled': 'admin',
        'assessments.admin.followUps.reply': 'admin',
        'assessments.admin.mailingList.size': 'admin',
        'assessments.admin.mailingList.export': 'admin',
        'assessments.health': 'public',
      },
      problems: [],
    });
  });
});
