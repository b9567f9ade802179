import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { RpcPattern, unsubscribeRequestSchema, type UnsubscribeResult } from '@lifewheel/contracts';
import { AppException } from '@lifewheel/platform';
import { MailingListService } from './mailing-list.service.js';

@Controller()
export class MailingListController {
  constructor(private readonly mailingList: MailingListService) {}

  @MessagePattern(RpcPattern.MailingListUnsubscribe)
  unsubscribe(@Payload() payload: unknown): Promise<UnsubscribeResult> {
    const request = unsubscribeRequestSchema.safeParse(payload);
    if (!request.success) throw AppException.fromZod(request.error);
    return this.mailingList.unsubscribe(request.data.token);
  }
}
