import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RpcPattern, stopFocusRemindersRequestSchema } from '@lifewheel/contracts';
import { AppException, Public, RpcHandler } from '@lifewheel/platform';
import { FocusService } from './focus.service.js';

@Controller()
export class FocusRemindersController {
  constructor(private readonly focus: FocusService) {}

  // The link in the reminder email is the credential: stopping never needs a login.
  @RpcHandler(RpcPattern.FocusRemindersStop)
  @Public()
  stop(@Payload() payload: unknown): Promise<{ status: 'stopped' }> {
    const request = stopFocusRemindersRequestSchema.safeParse(payload ?? {});
    if (!request.success) throw AppException.fromZod(request.error);
    return this.focus.stopReminders(request.data.token);
  }
}
