import { describe, expect, it } from 'vitest';
import { rpcAccessReview, serviceHealthController } from '@lifewheel/platform';
import { AdminUsersController } from './admin/admin-users.controller.js';
import { AccountController } from './account/account.controller.js';
import { LoginController } from './auth/login.controller.js';
import { SessionsController } from './sessions/sessions.controller.js';

// Who may call each identity handler, read from the controllers themselves, so a change of access
// shows up here in review; no problems means every pattern identity owns is handled once.
describe('access to identity’s RPC handlers', () => {
  it('is exactly this table', () => {
    expect(
      rpcAccessReview('identity', [LoginController, SessionsController, AccountController, AdminUsersController, serviceHealthController('identity', 'test')]),
    ).toEqual({
      access: {
        'identity.login.request': 'public',
        'identity.login.status': 'public',
        'identity.login.verify': 'public',
        'identity.sessions.resolve': 'public',
        'identity.sessions.end': 'public',
        'identity.account.export': 'user',
        'identity.account.delete': 'user',
        'identity.admin.users': 'admin',
        'identity.admin.emails': 'admin',
        'identity.health': 'public',
      },
      problems: [],
    });
  });
});
