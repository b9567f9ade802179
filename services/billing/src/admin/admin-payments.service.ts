import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ADMIN_PAGE_SIZE, type AdminPayment, type AdminPayments, type adminPaymentsRequestSchema } from '@lifewheel/contracts';
import type { z } from 'zod';
import { sql } from '@lifewheel/platform';
import { billingTables } from '../billing-schema.js';

type PaymentsQuery = z.output<typeof adminPaymentsRequestSchema>;
type Timestamp = Date | string;
const iso = (value: Timestamp): string => new Date(value).toISOString();

interface Row {
  id: string;
  status: AdminPayment['status'];
  amount: number | null;
  currency: string;
  amount_refunded: number;
  dispute_status: AdminPayment['disputeStatus'];
  stripe_payment_intent_id: string;
  stripe_session_id: string | null;
  user_id: string | null;
  user_email: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The console's payments panel: every payment with its state, filtered by state and created day. */
@Injectable()
export class AdminPaymentsService {
  constructor(private readonly em: EntityManager) {}

  async list(query: PaymentsQuery): Promise<AdminPayments> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (query.status) {
      where.push(`"status" = ?`);
      params.push(query.status);
    }
    if (query.from) {
      where.push(`"created_at" >= ?::date`);
      params.push(query.from);
    }
    if (query.to) {
      where.push(`"created_at" < ?::date + 1`);
      params.push(query.to);
    }
    const filter = where.length > 0 ? `where ${where.join(' and ')}` : '';
    const rows = await sql<Row>(
      this.em,
      `select "id", "status", "amount", "currency", "amount_refunded", "dispute_status", "stripe_payment_intent_id", "stripe_session_id",
          "user_id", "user_email", "created_at", "updated_at"
        from ${billingTables.payments} ${filter} order by "created_at" desc, "id" limit ${ADMIN_PAGE_SIZE} offset ?`,
      [...params, (query.page - 1) * ADMIN_PAGE_SIZE],
    );
    const [count] = await sql<{ total: string }>(this.em, `select count(*) as "total" from ${billingTables.payments} ${filter}`, params);
    // A payment that failed and was never paid afterwards, last changed within the day.
    const [failed] = await sql<{ total: string }>(
      this.em,
      `select count(*) as "total" from ${billingTables.payments} where "status" = 'failed' and "updated_at" > now() - interval '24 hours'`,
    );
    return {
      items: rows.map((row) => ({
        id: row.id,
        status: row.status,
        amount: row.amount,
        currency: row.currency,
        amountRefunded: row.amount_refunded,
        disputeStatus: row.dispute_status,
        stripePaymentIntentId: row.stripe_payment_intent_id,
        stripeSessionId: row.stripe_session_id,
        userId: row.user_id,
        userEmail: row.user_email,
        createdAt: iso(row.created_at),
        updatedAt: iso(row.updated_at),
      })),
      total: Number(count?.total ?? 0),
      page: query.page,
      pageSize: ADMIN_PAGE_SIZE,
      failedLast24h: Number(failed?.total ?? 0),
    };
  }
}
