import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
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
import { AppException, CurrentPrincipal, ErrorCode, OptionalPrincipal, Public, RpcHandler } from '@lifewheel/platform';
import { WebhooksService } from '../webhooks/webhooks.service.js';
import { buyerOf } from './buyer.js';
import { CheckoutService } from './checkout.service.js';

@Controller()
export class BillingController {
  constructor(
    private readonly checkout: CheckoutService,
    private readonly webhooks: WebhooksService,
  ) {}

  @RpcHandler(RpcPattern.BillingPrice)
  @Public()
  price(): PremiumPrice {
    return this.checkout.price();
  }

  @RpcHandler(RpcPattern.BillingCheckoutCreate)
  @OptionalPrincipal()
  create(@Payload() payload: unknown, @CurrentPrincipal() principal: Principal | undefined): Promise<CreateCheckoutResult> {
    const body = createCheckoutRpcSchema.safeParse(payload);
    if (!body.success) throw AppException.fromZod(body.error);
    return this.checkout.create(body.data, buyerOf(principal, body.data.email));
  }

  // The return page polls with the checkout's unguessable id; the buyer may not have an account.
  // The id travels in a shareable return URL, so only the logged-in buyer sees the address whole.
  @RpcHandler(RpcPattern.BillingCheckoutStatus)
  @OptionalPrincipal()
  status(@Payload() payload: unknown, @CurrentPrincipal() principal: Principal | undefined): Promise<CheckoutStatusResult> {
    const request = checkoutStatusRequestSchema.safeParse(payload);
    if (!request.success) throw new AppException(ErrorCode.NotFound, BILLING_MESSAGES.checkoutNotFound);
    return this.checkout.status(request.data.sessionId, principal);
  }

  // Stripe calls through the gateway without a person; billing checks Stripe's signature instead.
  @RpcHandler(RpcPattern.BillingWebhook)
  @Public()
  webhook(@Payload() payload: unknown): Promise<StripeWebhookResult> {
    const request = stripeWebhookRpcSchema.safeParse(payload);
    if (!request.success) throw new AppException(ErrorCode.ValidationFailed, BILLING_MESSAGES.signatureInvalid);
    return this.webhooks.receive(Buffer.from(request.data.payloadBase64, 'base64'), request.data.signature);
  }
}
