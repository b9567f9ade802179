// Real Stripe keys in the environment: billing uses Stripe. None: the launcher runs the local
// Stripe stand-in in its own process and points billing's SDK and the stand-in's webhooks at each
// other, so a purchase works end to end on a laptop with no account and nothing leaving it.
import { STRIPE_WEBHOOK_PATH } from '@lifewheel/contracts';
import { StripeStandIn } from '../stand-ins/stripe/stripe-stand-in.js';
import type { Stoppable } from './lifecycle.js';

type Env = Record<string, string | undefined>;

export const STRIPE_STAND_IN_PORT = 12111;

export interface ProvidedStripe {
  /** Variables for billing (empty when real keys are configured). */
  env: Record<string, string>;
  started?: Stoppable;
}

export async function provideStripe(env: Env, gatewayPort: number, say: (line: string) => void): Promise<ProvidedStripe> {
  if (env['STRIPE_SECRET_KEY']?.trim()) return { env: {} };
  const standIn = new StripeStandIn({ webhookUrl: `http://127.0.0.1:${gatewayPort}${STRIPE_WEBHOOK_PATH}` });
  const port = Number(env['STRIPE_STAND_IN_PORT']?.trim() || STRIPE_STAND_IN_PORT);
  // The usual port when free, any port when not: a second checkout's `npm start` still works.
  const url = await standIn.start(port).catch(() => standIn.start(0));
  say(`no STRIPE_SECRET_KEY: using the local Stripe stand-in at ${url} (no real payments)`);
  return {
    env: { STRIPE_SECRET_KEY: 'sk_test_lifewheel_stand_in', STRIPE_WEBHOOK_SECRET: standIn.webhookSecret, STRIPE_API_BASE: url },
    started: { stop: () => standIn.stop(), kill: () => void standIn.stop() },
  };
}
