import { describe, expect, it } from 'vitest';
import { rpcAccessReview, serviceHealthController } from '@lifewheel/platform';
import { IndexNowController } from './indexnow/indexnow.controller.js';

// Who may call each worker handler, read from the controller itself, so a change of access shows
// up here in review; no problems means every pattern the worker owns is handled once.
describe('access to the worker’s RPC handlers', () => {
  it('is exactly this table', () => {
    expect(rpcAccessReview('worker', [IndexNowController, serviceHealthController('worker', 'test')])).toEqual({
      access: {
        'worker.indexnow.status': 'admin',
        'worker.indexnow.pending': 'admin',
        'worker.indexnow.history': 'admin',
        'worker.indexnow.submitChanged': 'admin',
        'worker.indexnow.submitUrl': 'admin',
        'worker.indexnow.submitAll': 'admin',
        'worker.health': 'public',
      },
      problems: [],
    });
  });
});
