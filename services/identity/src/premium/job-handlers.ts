import type { INestApplicationContext } from '@nestjs/common';
import { JobName } from '@lifewheel/contracts';
import { defineJobHandler, type JobHandlerRegistration } from '@lifewheel/platform';
import { PremiumEventsService } from './premium-events.service.js';

/** Identity consumes QueueName.Identity: billing's premium events. */
export function identityJobHandlers(app: INestApplicationContext): JobHandlerRegistration[] {
  const premium = app.get(PremiumEventsService);
  return [
    defineJobHandler(JobName.PremiumGranted, async (event) => {
      await premium.apply(event, true);
    }),
    defineJobHandler(JobName.PremiumRevoked, async (event) => {
      await premium.apply(event, false);
    }),
  ];
}
