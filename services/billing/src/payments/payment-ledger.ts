import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { JobName, PREMIUM_CURRENCY } from '@lifewheel/contracts';
import { billingTables } from '../billing-schema.js';
import type { PaymentSessionRow, PaymentSessionStatus } from '../checkout/payment-session.js';
import { writeOutbox } from '../outbox/outbox.js';
import { sql } from '@lifewheel/platform';
import type { InterpretedEvent } from '../webhooks/stripe-event.js';
import { applyFact, isEntitled, statusOf, type DisputeStatus, type PaymentFact, type PaymentFacts, type PaymentStatus } from './payment-state.js';

interface PaymentRow {
  id: string;
  payment_session_id: string | null;
  stripe_session_id: string | null;
  amount: number | null;
  currency: string;
  paid_confirmed: boolean;
  failed: boolean;
  amount_refunded: number;
  fully_refunded: boolean;
  dispute_status: DisputeStatus | null;
  premium_granted: boolean;
}

type SessionRow = Pick<PaymentSessionRow, 'id' | 'email' | 'user_id' | 'stripe_session_id' | 'amount' | 'currency' | 'status' | 'language'>;

const { payments, payment_sessions: paymentSessions } = billingTables;

/**
 * Applies one verified Stripe event to the payments, inside the inbox row's transaction. The
 * payment row is locked first, so events about one payment intent apply one at a time on every
 * replica; grants and revocations are written to the outbox in the same transaction.
 */
export async function applyStripeEvent(tx: EntityManager, event: InterpretedEvent, occurredAt: string): Promise<void> {
  switch (event.kind) {
    case 'ignored':
      return;
    case 'checkout-expired':
      // Only a checkout still waiting can expire; a paid or failed one keeps its story.
      await sql(tx, `update ${paymentSessions} set "status" = 'expired', "updated_at" = now() where "stripe_session_id" = ? and "status" = 'pending'`, [
        event.stripeSessionId,
      ]);
      return;
    case 'checkout-session': {
      if (!event.paymentIntentId) return;
      // Always the payment first, then its checkout: one lock order everywhere, so no deadlocks.
      const payment = await lockPayment(tx, event.paymentIntentId);
      const session = await sessionBy(tx, 'stripe_session_id', event.stripeSessionId);
      // The checkout session's own total is what was charged for this checkout.
      await linkAndApply(tx, payment, session, event.stripeSessionId, event.amount ?? payment.amount, event.currency, event.fact);
      if (event.failureReason) await reportFailure(tx, session, event.failureReason, occurredAt);
      return;
    }
    case 'payment-fact': {
      const payment = await lockPayment(tx, event.paymentIntentId);
      let session = payment.payment_session_id ? await sessionBy(tx, 'id', payment.payment_session_id) : null;
      // A payment intent's metadata names our checkout (set at creation); the link is confirmed
      // only by the session event (its Stripe session id), so this merely lets a failure be reported against it.
      if (!session && event.paymentSessionId && isUuid(event.paymentSessionId)) session = await sessionBy(tx, 'id', event.paymentSessionId);
      await linkAndApply(
        tx,
        payment,
        payment.payment_session_id ? session : null,
        payment.stripe_session_id,
        payment.amount ?? event.amount,
        event.currency,
        event.fact,
        session,
      );
      if (event.failureReason) await reportFailure(tx, session, event.failureReason, occurredAt);
      return;
    }
  }
}

async function linkAndApply(
  tx: EntityManager,
  payment: PaymentRow,
  session: SessionRow | null,
  stripeSessionId: string | null,
  paymentAmount: number | null,
  currency: string | null,
  fact: PaymentFact | null,
  failedSession: SessionRow | null = null,
): Promise<void> {
  const before: PaymentFacts = {
    paidConfirmed: payment.paid_confirmed,
    failed: payment.failed,
    amountRefunded: payment.amount_refunded,
    fullyRefunded: payment.fully_refunded,
    disputeStatus: payment.dispute_status,
  };
  const facts = fact ? applyFact(before, fact) : before;
  const paymentCurrency = (currency ?? payment.currency).toLowerCase();
  const matches =
    session !== null &&
    session.stripe_session_id === stripeSessionId &&
    paymentAmount === session.amount &&
    paymentCurrency === session.currency &&
    session.currency === PREMIUM_CURRENCY;
  const entitled = isEntitled(facts, matches);
  const status = statusOf(facts);

  await sql(
    tx,
    `update ${payments} set
      "payment_session_id" = coalesce("payment_session_id", ?), "stripe_session_id" = coalesce("stripe_session_id", ?),
      "user_id" = coalesce("user_id", ?), "user_email" = coalesce("user_email", ?),
      "amount" = ?, "currency" = ?, "status" = ?, "paid_confirmed" = ?, "failed" = ?,
      "amount_refunded" = ?, "fully_refunded" = ?, "dispute_status" = ?, "premium_granted" = ?, "updated_at" = now()
     where "id" = ?`,
    [
      session?.id ?? null,
      stripeSessionId,
      session?.user_id ?? null,
      session?.email ?? null,
      paymentAmount,
      paymentCurrency,
      status,
      facts.paidConfirmed,
      facts.failed,
      facts.amountRefunded,
      facts.fullyRefunded,
      facts.disputeStatus,
      entitled,
      payment.id,
    ],
  );

  const occurredAt = new Date().toISOString();
  if (session && entitled && !payment.premium_granted) {
    await writeOutbox(tx, JobName.PremiumGranted, {
      email: session.email,
      ...(session.user_id ? { userId: session.user_id } : {}),
      paymentId: payment.id,
      // The purchase confirmation and the account's language follow the page the buyer paid from.
      language: session.language,
      reason: 'paid',
      occurredAt,
    });
  }
  if (session && !entitled && payment.premium_granted) {
    const reason = facts.fullyRefunded ? 'refunded' : 'dispute_lost';
    await writeOutbox(tx, JobName.PremiumRevoked, {
      email: session.email,
      ...(session.user_id ? { userId: session.user_id } : {}),
      paymentId: payment.id,
      reason,
      occurredAt,
    });
  }
  if (facts.paidConfirmed && !before.paidConfirmed) {
    await writeOutbox(tx, JobName.PaymentSucceeded, { occurredAt, ...(session ? { paymentSessionId: session.id } : {}) });
  }
  const target = session ?? failedSession;
  if (target) {
    const next = sessionStatusOf(status, entitled, target.status);
    if (next !== target.status) await sql(tx, `update ${paymentSessions} set "status" = ?, "updated_at" = now() where "id" = ?`, [next, target.id]);
  }
}

/** What the return page shows for a checkout, given its payment. */
function sessionStatusOf(status: PaymentStatus, entitled: boolean, current: PaymentSessionStatus): PaymentSessionStatus {
  if (status === 'refunded' || status === 'disputed') return status;
  if (entitled) return 'paid';
  // Paid, but not what this checkout asked for: it grants nothing.
  if (status === 'paid' || status === 'failed') return 'failed';
  return current;
}

async function reportFailure(tx: EntityManager, session: SessionRow | null, reason: string, occurredAt: string): Promise<void> {
  await writeOutbox(tx, JobName.PaymentFailed, { occurredAt, reason, ...(session ? { paymentSessionId: session.id } : {}) });
}

async function sessionBy(tx: EntityManager, column: 'id' | 'stripe_session_id', value: string): Promise<SessionRow | null> {
  const [row] = await sql<SessionRow>(
    tx,
    `select "id", "email", "user_id", "stripe_session_id", "amount", "currency", "status", "language" from ${paymentSessions} where "${column}" = ? for update`,
    [value],
  );
  return row ?? null;
}

/** The payment of this intent, created on first mention and locked for this transaction. */
async function lockPayment(tx: EntityManager, paymentIntentId: string): Promise<PaymentRow> {
  await sql(tx, `insert into ${payments} ("id", "stripe_payment_intent_id") values (?, ?) on conflict ("stripe_payment_intent_id") do nothing`, [
    randomUUID(),
    paymentIntentId,
  ]);
  const [row] = await sql<PaymentRow>(
    tx,
    `select "id", "payment_session_id", "stripe_session_id", "amount", "currency", "paid_confirmed", "failed", "amount_refunded", "fully_refunded", "dispute_status", "premium_granted"
       from ${payments} where "stripe_payment_intent_id" = ? for update`,
    [paymentIntentId],
  );
  if (!row) throw new Error(`payment ${paymentIntentId} vanished`);
  return row;
}

const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
