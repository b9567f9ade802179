// The mixed load: a few clients per kind of action, each doing one action after another with a
// short pause between, until told to stop; an action in progress finishes (with its retries).
import { randomBytes } from 'node:crypto';
import { buyPremium, logInByLink, saveAssessment, type ActionContext } from './actions.js';
import { Ledger } from './ledger.js';
import type { MailBox } from './mail-box.js';

export interface LoadShape {
  saveClients: number;
  loginClients: number;
  purchaseClients: number;
  /** Pause between one client's actions: with the client count, this sets a steady rate. */
  pauseMs: number;
}

export const DEFAULT_SHAPE: LoadShape = { saveClients: 6, loginClients: 1, purchaseClients: 1, pauseMs: 200 };

export interface RunningLoad {
  ledger: Ledger;
  /** Stops starting new actions and resolves once every client's last action has finished. */
  stop(): Promise<void>;
}

export function startMixedLoad(options: { baseUrl: string; mail: MailBox; shape: LoadShape }): RunningLoad {
  const ledger = new Ledger();
  const aborter = new AbortController();
  const run = randomBytes(3).toString('hex');
  let people = 0;
  // 127.0.0.0/8 holds 16 million addresses: one per person, all loopback.
  const context: ActionContext = {
    baseUrl: options.baseUrl,
    ledger,
    mail: options.mail,
    nextClientAddress: () => {
      people += 1;
      return `127.${(people >> 16) & 255}.${(people >> 8) & 255}.${people & 255}`;
    },
    nextEmail: (kind) => {
      people += 1;
      return `${kind}-${run}-${people}@example.test`;
    },
  };
  const loop = async (action: () => Promise<void>): Promise<void> => {
    while (!aborter.signal.aborted) {
      try {
        await action();
      } catch (error) {
        ledger.surprise(`a load client failed: ${(error as Error).message}`);
      }
      await new Promise((resolve) => setTimeout(resolve, options.shape.pauseMs * (0.5 + Math.random())));
    }
  };
  const clients = [
    ...Array.from({ length: options.shape.saveClients }, () => loop(() => saveAssessment(context))),
    ...Array.from({ length: options.shape.loginClients }, () => loop(() => logInByLink(context, aborter.signal))),
    ...Array.from({ length: options.shape.purchaseClients }, () => loop(() => buyPremium(context, aborter.signal))),
  ];
  return {
    ledger,
    async stop() {
      aborter.abort();
      await Promise.all(clients);
    },
  };
}
