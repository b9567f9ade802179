import { describe, expect, it } from 'vitest';
import { rpcAccessTable, rpcHandlerProblems, rpcHandlersOf, serviceHealthController } from '@lifewheel/platform';
import { LoginController } from './auth/login.controller.js';
import { SessionsController } from './sessions/sessions.controller.js';

const controllers = [LoginController, SessionsController, serviceHealthController('identity', 'test')];

// Who may call each identity handler, read from the controllers themselves: a change of access
// shows up here, in review.
describe('access to identity’s RPC handlers', () => {
  it('is exactly this table', () => {
    expect(rpcAccessTable(controllers)).toEqual({
      'identity.login.request': 'public',
      'identity.login.status': 'public',
      'identity.login.verify': 'public',
      'identity.sessions.resolve': 'public',
      'identity.sessions.end': 'public',
      'identity.health': 'public',
    });
  });

  it('covers every pattern identity owns, each once', () => {
    expect(rpcHandlerProblems('identity', rpcHandlersOf(controllers), [])).toEqual([]);
  });
});
