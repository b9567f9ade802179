import type { CheckoutStatus } from '@lifewheel/contracts';

/** A payment session's status is what the checkout status endpoint reports. */
export type PaymentSessionStatus = CheckoutStatus;

/** One checkout started (a row of `payment_sessions`): what was asked (amount, currency) and for whom. */
export interface PaymentSessionRow {
  id: string;
  email: string;
  user_id: string | null;
  stripe_session_id: string;
  amount: number;
  currency: string;
  status: PaymentSessionStatus;
  language: string;
  /** Plain SQL results are not hydrated: read it with `new Date(...)`. */
  expires_at: Date | string;
}
