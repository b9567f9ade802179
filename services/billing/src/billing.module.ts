import { Module, type DynamicModule } from '@nestjs/common';
import { AdminController } from './admin/admin.controller.js';
import { AdminPaymentsService } from './admin/admin-payments.service.js';
import { ManualPremiumService } from './admin/manual-premium.service.js';
import { AccountController } from './account/account.controller.js';
import { AccountPaymentsService } from './account/account-payments.service.js';
import { BillingController } from './checkout/billing.controller.js';
import { CheckoutService } from './checkout/checkout.service.js';
import { BILLING_CONFIG, type BillingConfig } from './config.js';
import { OutboxRelay } from './outbox/outbox-relay.js';
import { STRIPE, createStripe } from './stripe/stripe-client.js';
import { WebhookInbox } from './webhooks/webhook-inbox.js';
import { WebhooksService } from './webhooks/webhooks.service.js';

/** Checkout, the Stripe webhook inbox, the payment ledger, the outbox relay and an account's payments; the console's payments and premium by hand. */
@Module({})
export class BillingModule {
  static register(config: BillingConfig): DynamicModule {
    return {
      module: BillingModule,
      controllers: [BillingController, AccountController, AdminController],
      providers: [
        { provide: BILLING_CONFIG, useValue: config },
        { provide: STRIPE, useFactory: () => createStripe(config) },
        CheckoutService,
        WebhooksService,
        WebhookInbox,
        OutboxRelay,
        AccountPaymentsService,
        AdminPaymentsService,
        ManualPremiumService,
      ],
    };
  }
}
