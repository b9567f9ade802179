import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RpcPattern, unsubscribeRequestSchema, type UnsubscribeResult } from '@lifewheel/contracts';
import { AppException, Public, RpcHandler } from '@lifewheel/platform';
import { MailingListService } from './mailing-list.service.js';

@Controller()
export class MailingListController {
  constructor(private readonly mailingList: MailingListService) {}

  // The link from the email is the credential: unsubscribing never needs a login.
  @RpcHandler(RpcPattern.MailingListUnsubscribe)
  @Public()
  unsubscribe(@Payload() payload: unknown): Promise<UnsubscribeResult> {
    const request = unsubscribeRequestSchema.safeParse(payload);
    if (!request.success) throw AppException.fromZod(request.error);
    return this.mailingList.unsubscribe(request.data.token);
  }
}
