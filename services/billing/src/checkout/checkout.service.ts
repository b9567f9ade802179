import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import Stripe from 'stripe';
import {
  BILLING_MESSAGES,
  DEFAULT_LANGUAGE,
  JobName,
  PREMIUM_CURRENCY,
  isLanguage,
  localizedPath,
  maskEmailWithBullets,
  normalizeEmail,
  type CheckoutStatusResult,
  type CreateCheckoutResult,
  type CreateCheckoutRpc,
  type PremiumPrice,
  type Principal,
} from '@lifewheel/contracts';
import { AppException, ErrorCode, assertWithinDeadline, sql } from '@lifewheel/platform';
import { billingTables } from '../billing-schema.js';
import { BILLING_CONFIG, type BillingConfig } from '../config.js';
import { OutboxRelay } from '../outbox/outbox-relay.js';
import { writeOutbox } from '../outbox/outbox.js';
import { STRIPE } from '../stripe/stripe-client.js';
import { stripeCheckoutLocale } from './stripe-locale.js';
import type { PaymentSessionRow } from './payment-session.js';

/** Who is buying: a logged-in person (verified principal) or a visitor with the address they typed. */
export interface Buyer {
  email: string;
  userId?: string;
}

@Injectable()
export class CheckoutService {
  constructor(
    private readonly em: EntityManager,
    private readonly relay: OutboxRelay,
    @Inject(STRIPE) private readonly stripe: Stripe,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
  ) {}

  price(): PremiumPrice {
    return { amount: this.config.PREMIUM_PRICE_CENTS, currency: PREMIUM_CURRENCY };
  }

  /**
   * Starts a Stripe Checkout Session for premium and records what was asked in a payment session
   * row. Checkout never logs anyone in: it only says for which address premium will be granted.
   */
  async create(request: CreateCheckoutRpc, buyer: Buyer): Promise<CreateCheckoutResult> {
    const id = randomUUID();
    const email = normalizeEmail(buyer.email);
    const amount = this.config.PREMIUM_PRICE_CENTS;
    // A code we do not serve (the request only checks its shape) returns to the English page.
    const language = isLanguage(request.language) ? request.language : DEFAULT_LANGUAGE;
    const returnPage = `${request.returnBaseUrl.replace(/\/+$/, '')}${localizedPath(language, '/premium/payment/return')}?session=${id}`;
    const expiresAt = new Date(Date.now() + this.config.CHECKOUT_EXPIRES_MINUTES * 60_000);
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [{ quantity: 1, price_data: { currency: PREMIUM_CURRENCY, unit_amount: amount, product_data: { name: 'Lifewheel Premium' } } }],
        customer_email: email,
        ...(buyer.userId ? { client_reference_id: buyer.userId } : {}),
        metadata: { payment_session_id: id },
        payment_intent_data: { metadata: { payment_session_id: id } },
        success_url: returnPage,
        cancel_url: `${returnPage}&cancelled=1`,
        expires_at: Math.floor(expiresAt.getTime() / 1000),
        // Stripe's page in the buyer's language where Stripe has one (stripe-locale.ts).
        locale: stripeCheckoutLocale(language),
      },
      // The same checkout row never makes two Stripe sessions, even when the SDK retries.
      { idempotencyKey: `lifewheel-checkout-${id}` },
    );
    if (!session.url) throw new Error('Stripe created a checkout session without a URL');
    await this.em.transactional(async (tx) => {
      const now = new Date();
      await sql(
        tx,
        `insert into ${billingTables.payment_sessions} ("id", "email", "user_id", "stripe_session_id", "amount", "currency", "status", "language", "created_at", "updated_at", "expires_at")
         values (?, ?, ?, ?, ?, ?, 'pending', ?, ?, ?, ?)`,
        [
          id,
          email,
          buyer.userId ?? null,
          session.id,
          amount,
          PREMIUM_CURRENCY,
          language,
          now,
          now,
          session.expires_at ? new Date(session.expires_at * 1000) : expiresAt,
        ],
      );
      await writeOutbox(tx, JobName.BillingCheckoutStarted, { occurredAt: new Date().toISOString(), paymentSessionId: id });
      assertWithinDeadline();
    });
    this.relay.nudge();
    return { url: session.url, sessionId: id };
  }

  async status(sessionId: string, viewer: Principal | undefined): Promise<CheckoutStatusResult> {
    const [row] = await sql<Pick<PaymentSessionRow, 'id' | 'status' | 'email' | 'user_id' | 'amount' | 'currency' | 'expires_at'>>(
      this.em,
      `select "id", "status", "email", "user_id", "amount", "currency", "expires_at" from ${billingTables.payment_sessions} where "id" = ?`,
      [sessionId],
    );
    if (!row) throw new AppException(ErrorCode.NotFound, BILLING_MESSAGES.checkoutNotFound);
    // A checkout past its expiry that nobody paid is expired, even before Stripe's event arrives.
    const status = row.status === 'pending' && new Date(row.expires_at).getTime() < Date.now() ? 'expired' : row.status;
    const email = isBuyer(row, viewer) ? row.email : maskEmailWithBullets(row.email);
    return { sessionId: row.id, status, email, forAccount: row.user_id !== null, amount: row.amount, currency: row.currency };
  }
}

/** The logged-in buyer: the account it was bought for, or (a visitor's purchase) the account of that address. */
function isBuyer(row: Pick<PaymentSessionRow, 'email' | 'user_id'>, viewer: Principal | undefined): boolean {
  if (!viewer) return false;
  return row.user_id !== null ? row.user_id === viewer.userId : normalizeEmail(viewer.email) === row.email;
}
