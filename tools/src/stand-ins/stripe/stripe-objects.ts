/** The fields of Stripe objects the stand-in keeps (shapes from Stripe's API reference). */
export interface StandInCheckoutSession {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  customer_email: string | null;
  customer_details: { email: string | null } | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  mode: 'payment';
  payment_intent: string | null;
  payment_status: 'paid' | 'unpaid';
  status: 'open' | 'complete' | 'expired';
  success_url: string;
  cancel_url: string;
  expires_at: number;
  created: number;
  livemode: false;
  url: string | null;
  /** The locale Checkout was asked to open in (`auto`, `ja`, `es-419`...); null when none was given. */
  locale: string | null;
  /** Not a Stripe field: what the hosted page shows. */
  line_items_summary: string;
  /** Not a Stripe field: metadata for the payment intent (payment_intent_data.metadata). */
  payment_intent_metadata: Record<string, string>;
}

export interface StandInPaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: 'requires_payment_method' | 'succeeded';
  metadata: Record<string, string>;
  latest_charge: string | null;
  last_payment_error: { code: string; decline_code: string; message: string; type: 'card_error' } | null;
  created: number;
  livemode: false;
}

export interface StandInCharge {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  currency: string;
  paid: true;
  refunded: boolean;
  payment_intent: string;
  status: 'succeeded';
  created: number;
  livemode: false;
}
