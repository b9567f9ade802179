export const BILLING_SCHEMA = 'billing';
