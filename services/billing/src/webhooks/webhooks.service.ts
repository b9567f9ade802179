import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import Stripe from 'stripe';
import { BILLING_MESSAGES, type StripeWebhookResult } from '@lifewheel/contracts';
import { AppException, ErrorCode, LOGGER, type Logger, sql } from '@lifewheel/platform';
import { billingTables } from '../billing-schema.js';
import { BILLING_CONFIG, type BillingConfig } from '../config.js';
import { STRIPE } from '../stripe/stripe-client.js';
import { WebhookInbox } from './webhook-inbox.js';

/**
 * The webhook's receiving half: verifies the signature over the exact bytes, stores the event in
 * the inbox keyed by its id (a duplicate is a no-op) and only then answers. Processing happens
 * later, from the inbox.
 */
@Injectable()
export class WebhooksService {
  constructor(
    private readonly em: EntityManager,
    private readonly inbox: WebhookInbox,
    @Inject(STRIPE) private readonly stripe: Stripe,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async receive(rawBody: Buffer, signature: string | undefined): Promise<StripeWebhookResult> {
    let event: { id: string; type: string };
    try {
      if (!signature) throw new Error('no Stripe-Signature header');
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.config.STRIPE_WEBHOOK_SECRET) as unknown as { id: string; type: string };
    } catch (error) {
      this.logger.warn({ reason: (error as Error).message }, 'Refused a webhook whose signature does not verify');
      throw new AppException(ErrorCode.ValidationFailed, BILLING_MESSAGES.signatureInvalid);
    }
    if (typeof event.id !== 'string' || typeof event.type !== 'string')
      throw new AppException(ErrorCode.ValidationFailed, 'A Stripe event needs an id and a type');
    // One statement, atomic by itself: stored before the answer, a duplicate is a no-op.
    const stored = await sql(
      this.em,
      `insert into ${billingTables.webhook_inbox} ("event_id", "type", "payload") values (?, ?, ?) on conflict ("event_id") do nothing returning "event_id"`,
      [event.id, event.type, rawBody.toString('utf8')],
    );
    this.inbox.nudge();
    return { received: true, duplicate: stored.length === 0 };
  }
}
