import { z } from 'zod';

/**
 * Billing -> identity: premium granted or revoked (billing issue). Published through billing's
 * transactional outbox and relayed to BullMQ, so the same event may arrive more than once and in
 * any order. `version` is billing's outbox sequence (strictly increasing across all events):
 * identity applies an event only when its version is newer than the last one it applied for that
 * user, so an older event never overrides a newer one. `eventId` makes redelivery a no-op.
 */
export const premiumEventSchema = z.object({
  eventId: z.string().uuid(),
  version: z.number().int().positive(),
  /** Normalised with `normalizeEmail`; identity creates the user by this address if needed. */
  email: z.string().min(3),
  /** The buyer's user id when they were logged in at checkout (Stripe `client_reference_id`). */
  userId: z.string().uuid().optional(),
  /** The payment, or `manual:<request id>` for a change an admin made by hand (issue 17). */
  paymentId: z.string().min(1),
  /**
   * A paid grant's checkout language (issue 25): identity stores it on the account and writes the
   * purchase confirmation in it. Free text here: identity keeps it only when it is one of LANGUAGES.
   */
  language: z.string().max(10).optional(),
  reason: z.enum(['paid', 'refunded', 'dispute_lost', 'admin_grant', 'admin_revoke']),
  occurredAt: z.string(),
});
export type PremiumEvent = z.infer<typeof premiumEventSchema>;
