import { Module, type DynamicModule } from '@nestjs/common';
import { BillingController } from './checkout/billing.controller.js';
import { CheckoutService } from './checkout/checkout.service.js';
import { BILLING_CONFIG, type BillingConfig } from './config.js';
import { OutboxRelay } from './outbox/outbox-relay.js';
import { STRIPE, createStripe } from './stripe/stripe-client.js';
import { WebhookInbox } from './webhooks/webhook-inbox.js';
import { WebhooksService } from './webhooks/webhooks.service.js';

/** Checkout, the Stripe webhook inbox, the payment ledger and the outbox relay. */
@Module({})
export class BillingModule {
  static register(config: BillingConfig): DynamicModule {
    return {
      module: BillingModule,
      controllers: [BillingController],
      providers: [
        { provide: BILLING_CONFIG, useValue: config },
        { provide: STRIPE, useFactory: () => createStripe(config) },
        CheckoutService,
        WebhooksService,
        WebhookInbox,
        OutboxRelay,
      ],
    };
  }
}
