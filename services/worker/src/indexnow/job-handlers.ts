import type { INestApplicationContext } from '@nestjs/common';
import { JobName } from '@lifewheel/contracts';
import { defineJobHandler, type JobHandlerRegistration } from '@lifewheel/platform';
import { IndexNowSubmitter } from './indexnow-submitter.js';

/** Each job plans its batches once (by its id) and sends what is due; a retry only sends. */
export function indexNowJobHandlers(app: INestApplicationContext): JobHandlerRegistration[] {
  const submitter = app.get(IndexNowSubmitter);
  return [
    defineJobHandler(JobName.IndexNowSubmitChanged, (payload, job) =>
      submitter.run({ jobId: String(job.id), kind: 'changed', trigger: payload.trigger, actorUserId: payload.actorUserId }),
    ),
    defineJobHandler(JobName.IndexNowSubmitUrl, (payload, job) =>
      submitter.run({ jobId: String(job.id), kind: 'url', trigger: payload.trigger, actorUserId: payload.actorUserId, path: payload.path }),
    ),
    defineJobHandler(JobName.IndexNowSubmitAll, (payload, job) =>
      submitter.run({ jobId: String(job.id), kind: 'all', trigger: payload.trigger, actorUserId: payload.actorUserId }),
    ),
    defineJobHandler(JobName.IndexNowRetryBatch, () => submitter.sendDue()),
  ];
}
