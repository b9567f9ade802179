import { schemaTables } from '@lifewheel/platform';

export const BILLING_SCHEMA = 'billing';

/**
 * Billing works in plain SQL (`sql` with these names), no entities: the ledger locks a payment and
 * its checkout with `for update` and creates rows with `on conflict do nothing`, the inbox shares
 * its events between replicas with `for update skip locked`, and the relay reads the outbox in id order.
 */
export const billingTables = schemaTables(BILLING_SCHEMA, ['payment_sessions', 'payments', 'webhook_inbox', 'outbox']);
