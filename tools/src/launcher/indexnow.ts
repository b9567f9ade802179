// A real endpoint in the environment: the worker submits there. None: the launcher runs the local
// IndexNow stand-in in its own process, so `npm start` never tells a real search engine about a laptop.
import { IndexNowStandIn } from '../stand-ins/indexnow/indexnow-stand-in.js';
import type { Stoppable } from './lifecycle.js';

type Env = Record<string, string | undefined>;

export const INDEXNOW_STAND_IN_PORT = 12112;

export interface ProvidedIndexNow {
  env: Record<string, string>;
  started?: Stoppable;
}

export async function provideIndexNow(env: Env, say: (line: string) => void): Promise<ProvidedIndexNow> {
  if (env['INDEXNOW_ENDPOINT']?.trim()) return { env: {} };
  const standIn = new IndexNowStandIn();
  // The usual port when free, any port when not: a second checkout's `npm start` still works.
  const endpoint = await standIn.start(INDEXNOW_STAND_IN_PORT).catch(() => standIn.start(0));
  say(`no INDEXNOW_ENDPOINT: using the local IndexNow stand-in at ${endpoint} (nothing reaches a search engine)`);
  return { env: { INDEXNOW_ENDPOINT: endpoint }, started: { stop: () => standIn.stop(), kill: () => void standIn.stop() } };
}
