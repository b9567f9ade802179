import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  BILLING_MESSAGES,
  RpcPattern,
  checkoutStatusRequestSchema,
  createCheckoutRpcSchema,
  stripeWebhookRpcSchema,
  type CheckoutStatusResult,
  type CreateCheckoutResult,
  type PremiumPrice,
  type Principal,
  type StripeWebhookResult,
} from '@lifewheel/contracts';
import { AppException, CurrentPrincipal, ErrorCode, OptionalPrincipal } from '@lifewheel/platform';
import { WebhooksService } from '../webhooks/webhooks.service.js';
import { buyerOf } from './buyer.js';
import { CheckoutService } from './checkout.service.js';

@Controller()
export class BillingController {
  constructor(
    private readonly checkout: CheckoutService,
    private readonly webhooks: WebhooksService,
  ) {}

  @MessagePattern(RpcPattern.BillingPrice)
  price(): PremiumPrice {
    return this.checkout.price();
  }

  @MessagePattern(RpcPattern.BillingCheckoutCreate)
  @OptionalPrincipal()
  create(@Payload() payload: unknown, @CurrentPrincipal() principal: Principal | undefined): Promise<CreateCheckoutResult> {
    const body = createCheckoutRpcSchema.safeParse(payload);
    if (!body.success) throw AppException.fromZod(body.error);
    return this.checkout.create(body.data, buyerOf(principal, body.data.email));
  }

  @MessagePattern(RpcPattern.BillingCheckoutStatus)
  status(@Payload() payload: unknown): Promise<CheckoutStatusResult> {
    const request = checkoutStatusRequestSchema.safeParse(payload);
    if (!request.success) throw new AppException(ErrorCode.NotFound, BILLING_MESSAGES.checkoutNotFound);
    return this.checkout.status(request.data.sessionId);
  }

  @MessagePattern(RpcPattern.BillingWebhook)
  webhook(@Payload() payload: unknown): Promise<StripeWebhookResult> {
    const request = stripeWebhookRpcSchema.safeParse(payload);
    if (!request.success) throw new AppException(ErrorCode.ValidationFailed, BILLING_MESSAGES.signatureInvalid);
    return this.webhooks.receive(Buffer.from(request.data.payloadBase64, 'base64'), request.data.signature);
  }
}
