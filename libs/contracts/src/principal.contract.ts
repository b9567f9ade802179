import { z } from 'zod';

/**
 * Who is asking, as the gateway attaches it to every RPC (design.md section 8, identity issue).
 * Identity signs it (Ed25519, `jose`, EdDSA) from a live session; every service verifies it with
 * the public key and never trusts a bare user id from a message. It lives at most
 * PRINCIPAL_TTL_SECONDS, so a refund or a removal from ADMIN_EMAILS takes effect within a minute.
 */
export const PRINCIPAL_TTL_SECONDS = 60;
export const PRINCIPAL_ISSUER = 'lifewheel-identity';
export const PRINCIPAL_AUDIENCE = 'lifewheel-services';

export const principalSchema = z.object({
  userId: z.string().uuid(),
  sessionId: z.string().uuid(),
  email: z.string().min(3),
  isPremium: z.boolean(),
  isAdmin: z.boolean(),
});
export type Principal = z.infer<typeof principalSchema>;
