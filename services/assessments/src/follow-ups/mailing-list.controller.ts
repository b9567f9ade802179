import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  RpcPattern,
  confirmSubscriptionRequestSchema,
  unsubscribeRequestSchema,
  type ConfirmSubscriptionResult,
  type UnsubscribeResult,
} from '@lifewheel/contracts';
import { AppException, Public, RpcHandler } from '@lifewheel/platform';
import { MailingListConfirmationService } from './mailing-list-confirmation.service.js';
import { MailingListService } from './mailing-list.service.js';

@Controller()
export class MailingListController {
  constructor(
    private readonly mailingList: MailingListService,
    private readonly confirmations: MailingListConfirmationService,
  ) {}

  // The link from the email is the credential: unsubscribing never needs a login.
  @RpcHandler(RpcPattern.MailingListUnsubscribe)
  @Public()
  unsubscribe(@Payload() payload: unknown): Promise<UnsubscribeResult> {
    const request = unsubscribeRequestSchema.safeParse(payload);
    if (!request.success) throw AppException.fromZod(request.error);
    return this.mailingList.unsubscribe(request.data.token);
  }

  // Double opt-in: the token from the confirmation email is the credential.
  @RpcHandler(RpcPattern.MailingListConfirm)
  @Public()
  confirm(@Payload() payload: unknown): Promise<ConfirmSubscriptionResult> {
    const request = confirmSubscriptionRequestSchema.safeParse(payload);
    if (!request.success) throw AppException.fromZod(request.error);
    return this.confirmations.confirm(request.data.token, request.data.language);
  }
}
