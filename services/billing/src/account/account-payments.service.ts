import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { normalizeEmail, type BillingAccountExport } from '@lifewheel/contracts';
import { sql } from '@lifewheel/platform';
import { billingTables } from '../billing-schema.js';

type Timestamp = Date | string;
const iso = (value: Timestamp): string => new Date(value).toISOString();

/** What a detached checkout keeps in its (not null) address column: no one's. */
const DETACHED_EMAIL = '';

/**
 * An account's checkouts and payments, found by its user id or its address (a purchase made
 * before logging in knows only the address). Deleting the account detaches them: the amounts,
 * states and Stripe ids stay for accounting, the address and the user id go.
 */
@Injectable()
export class AccountPaymentsService {
  constructor(private readonly em: EntityManager) {}

  async export(userId: string, email: string): Promise<BillingAccountExport> {
    const address = normalizeEmail(email);
    const checkouts = await sql<{ id: string; amount: number; currency: string; status: string; created_at: Timestamp }>(
      this.em,
      `select "id", "amount", "currency", "status", "created_at" from ${billingTables.payment_sessions} where "user_id" = ? or "email" = ? order by "created_at", "id"`,
      [userId, address],
    );
    const payments = await sql<{
      id: string;
      amount: number | null;
      currency: string;
      status: string;
      amount_refunded: number;
      stripe_payment_intent_id: string;
      created_at: Timestamp;
    }>(
      this.em,
      `select "id", "amount", "currency", "status", "amount_refunded", "stripe_payment_intent_id", "created_at" from ${billingTables.payments}
        where "user_id" = ? or "user_email" = ? order by "created_at", "id"`,
      [userId, address],
    );
    return {
      checkouts: checkouts.map((c) => ({ id: c.id, amount: c.amount, currency: c.currency, status: c.status, createdAt: iso(c.created_at) })),
      payments: payments.map((p) => ({
        id: p.id,
        amount: p.amount,
        currency: p.currency,
        status: p.status,
        amountRefunded: p.amount_refunded,
        stripePaymentIntentId: p.stripe_payment_intent_id,
        createdAt: iso(p.created_at),
      })),
    };
  }

  /**
   * Detaches everything of a deleted account; a second run finds nothing left to change. Premium
   * events still in the outbox lose the address too, so a late relay cannot bring the account back.
   */
  async detach(userId: string, email: string): Promise<void> {
    const address = normalizeEmail(email);
    await this.em.transactional(async (tx) => {
      await sql(
        tx,
        `update ${billingTables.payments} set "user_id" = null, "user_email" = null, "updated_at" = now() where "user_id" = ? or "user_email" = ?`,
        [userId, address],
      );
      await sql(
        tx,
        `update ${billingTables.payment_sessions} set "user_id" = null, "email" = ?, "updated_at" = now() where "user_id" = ? or ("email" = ? and "email" <> ?)`,
        [DETACHED_EMAIL, userId, address, DETACHED_EMAIL],
      );
      await sql(tx, `update ${billingTables.outbox} set "payload" = "payload" - 'email' - 'userId' where "payload"->>'email' = ? or "payload"->>'userId' = ?`, [
        address,
        userId,
      ]);
    });
  }
}
