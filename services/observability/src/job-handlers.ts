import type { INestMicroservice } from '@nestjs/common';
import { JobName } from '@lifewheel/contracts';
import { defineJobHandler, type JobHandlerRegistration } from '@lifewheel/platform';
import { ErrorLogsService } from './error-logs/error-logs.service.js';
import { JourneysService } from './journeys/journeys.service.js';

export function observabilityJobHandlers(app: INestMicroservice): JobHandlerRegistration[] {
  const errorLogs = app.get(ErrorLogsService);
  const journeys = app.get(JourneysService);
  return [
    defineJobHandler(JobName.RecordError, (payload, job) => errorLogs.record(String(job.id), payload)),
    defineJobHandler(JobName.RecordJourney, (payload, job) => journeys.record(String(job.id), payload)),
  ];
}
