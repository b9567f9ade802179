import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import Stripe from 'stripe';
import { BILLING_MESSAGES, type StripeWebhookResult } from '@lifewheel/contracts';
import { AppException, ErrorCode, LOGGER, type Logger, sql, unstorableTextAt } from '@lifewheel/platform';
import { billingTables } from '../billing-schema.js';
import { BILLING_CONFIG, type BillingConfig } from '../config.js';
import { STRIPE } from '../stripe/stripe-client.js';
import { WebhookInbox } from './webhook-inbox.js';

/** The inbox's column sizes (migration 0002). */
const EVENT_ID_MAX = 255;
const EVENT_TYPE_MAX = 100;

function isStorableEvent(event: unknown): event is { id: string; type: string } {
  if (event === null || typeof event !== 'object' || Array.isArray(event)) return false;
  const { id, type } = event as { id?: unknown; type?: unknown };
  if (typeof id !== 'string' || id.length === 0 || id.length > EVENT_ID_MAX) return false;
  if (typeof type !== 'string' || type.length === 0 || type.length > EVENT_TYPE_MAX) return false;
  return unstorableTextAt(event) === undefined;
}

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
    let event: unknown;
    try {
      if (!signature) throw new Error('no Stripe-Signature header');
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.config.STRIPE_WEBHOOK_SECRET);
    } catch (error) {
      this.logger.warn({ reason: (error as Error).message }, 'Refused a webhook whose signature does not verify');
      throw new AppException(ErrorCode.ValidationFailed, BILLING_MESSAGES.signatureInvalid);
    }
    // A signed body is still checked for what the inbox can hold: any JSON verifies (`null`, an
    // array, a NUL), and a failed insert would answer 500 and have Stripe retry it for days.
    if (!isStorableEvent(event)) {
      throw new AppException(
        ErrorCode.ValidationFailed,
        `A Stripe event must be a JSON object with an id (up to ${EVENT_ID_MAX} characters) and a type (up to ${EVENT_TYPE_MAX}), in valid Unicode text`,
      );
    }
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
