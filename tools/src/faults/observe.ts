// After the load: what the app holds, read through its HTTP API where a person would read it and
// from its database, Redis and mailbox where only an operator can.
import { QueueName, SERVICE_NAMES } from '@lifewheel/contracts';
import { JobQueues } from '@lifewheel/platform';
import { waitFor } from '@lifewheel/testing';
import pg from 'pg';
import { REDIS_PREFIX } from '../load/launched-app.js';
import type { Ledger, Responses } from '../load/ledger.js';
import type { PrivateApp } from '../load/private-app.js';
import type { LoginObservation, ProcessObservation, PurchaseObservation, QueueObservation } from './checks.js';

const json = async (url: string, init: RequestInit = {}) => {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
  const text = await response.text();
  let body: Record<string, unknown> | undefined;
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    body = undefined;
  }
  return { status: response.status, body };
};

const post = (stack: PrivateApp, path: string, body: unknown) =>
  json(`${stack.app.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: stack.app.url }, body: JSON.stringify(body) });

/** Runs `work` over `items`, `width` at a time (thousands of reads, not thousands at once). */
async function inBatches<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += width) await Promise.all(items.slice(i, i + width).map(work));
}

export async function readBackSaves(stack: PrivateApp, ledger: Ledger): Promise<Map<string, { status: number; responses?: Responses[] }>> {
  const read = new Map<string, { status: number; responses?: Responses[] }>();
  await inBatches(ledger.saves, 8, async (save) => {
    const answer = await json(`${stack.app.url}/api/assessments/${save.token}`).catch(() => ({ status: 0, body: undefined }));
    read.set(save.token, { status: answer.status, ...(answer.body ? { responses: answer.body['responses'] as Responses[] } : {}) });
  });
  return read;
}

export async function storedSaves(db: pg.Pool): Promise<number> {
  return Number((await db.query<{ n: string }>('select count(*) as n from assessments.assessments')).rows[0]?.n ?? 0);
}

/** Waits (up to a minute) for every paid checkout to be confirmed, then reads payments and premium. */
export async function observePurchases(
  stack: PrivateApp,
  ledger: Ledger,
  db: pg.Pool,
): Promise<{ observed: Map<string, PurchaseObservation>; premiumAccounts: string[] }> {
  const status = new Map<string, string | undefined>();
  await waitFor(
    async () => {
      await inBatches(
        ledger.purchases.filter((p) => status.get(p.sessionId) !== 'paid'),
        8,
        async (purchase) => {
          const answer = await json(`${stack.app.url}/api/billing/checkout/${purchase.sessionId}`).catch(() => undefined);
          status.set(purchase.sessionId, answer?.body?.['status'] as string | undefined);
        },
      );
      return ledger.purchases.every((p) => status.get(p.sessionId) === 'paid');
    },
    { timeoutMs: 60_000, intervalMs: 1_000, what: 'every paid checkout to be confirmed' },
  ).catch(() => undefined);
  // Premium arrives after the payment (billing's outbox, then identity's job): give it the same minute.
  await waitFor(
    async () => {
      const premium = await db.query('select count(*) as n from identity.users where is_premium');
      return Number(premium.rows[0]?.n) >= ledger.purchases.length;
    },
    { timeoutMs: 60_000, intervalMs: 1_000, what: 'premium for every buyer' },
  ).catch(() => undefined);
  const observed = new Map<string, PurchaseObservation>();
  for (const purchase of ledger.purchases) {
    const payments = await db.query<{ status: string }>('select status from billing.payments where stripe_session_id = $1', [purchase.stripeSessionId]);
    const user = await db.query<{ is_premium: boolean }>('select is_premium from identity.users where email = $1', [purchase.email.toLowerCase()]);
    observed.set(purchase.stripeSessionId, { checkoutStatus: status.get(purchase.sessionId), payments: payments.rows, premium: user.rows[0]?.is_premium });
  }
  const premiumAccounts = (await db.query<{ email: string }>('select email from identity.users where is_premium')).rows.map((row) => row.email);
  return { observed, premiumAccounts };
}

/** Waits (up to a minute) for an email per acknowledged login request, then tries every link twice. */
export async function observeLogins(stack: PrivateApp, ledger: Ledger): Promise<Map<string, LoginObservation>> {
  await waitFor(() => ledger.logins.every((login) => login.acknowledged === 0 || stack.mail.messagesTo(login.email).length > 0), {
    timeoutMs: 60_000,
    intervalMs: 500,
    what: 'a login email for every acknowledged request',
  }).catch(() => undefined);
  const observed = new Map<string, LoginObservation>();
  await inBatches(ledger.logins, 4, async (login) => {
    const messageIds = stack.mail.messagesTo(login.email).map((raw) => /^Message-ID:\s*(.+)$/im.exec(raw)?.[1]?.trim() ?? '');
    const links: LoginObservation['links'] = [];
    for (const token of stack.mail.loginTokensFor(login.email)) {
      const confirmedByLoad = login.verifiedTokens.includes(token);
      const first = confirmedByLoad ? undefined : (await post(stack, '/api/auth/verify', { token })).status;
      const again = (await post(stack, '/api/auth/verify', { token })).status;
      links.push({ confirmedByLoad, ...(first === undefined ? {} : { firstStatus: first }), againStatus: again });
    }
    observed.set(login.email, { messageIds, links });
  });
  return observed;
}

/** Every queue once nothing is waiting or running any more (up to a minute), and its failed jobs. */
export async function observeQueues(stack: PrivateApp): Promise<QueueObservation[]> {
  const queues = new JobQueues(stack.redis.url, REDIS_PREFIX);
  try {
    const names = Object.values(QueueName);
    const counts = async () =>
      Promise.all(
        names.map(async (name) => {
          const counts = await queues.queue(name).getJobCounts('active', 'waiting', 'failed');
          return { name, active: counts['active'] ?? 0, waiting: counts['waiting'] ?? 0 };
        }),
      );
    await waitFor(async () => (await counts()).every((c) => c.active === 0 && c.waiting === 0), {
      timeoutMs: 60_000,
      intervalMs: 500,
      what: 'the queues to drain',
    }).catch(() => undefined);
    const observed: QueueObservation[] = [];
    for (const row of await counts()) {
      const failed = await queues.queue(row.name).getFailed(0, 999);
      observed.push({
        queue: row.name,
        active: row.active,
        waiting: row.waiting,
        failed: failed.map((job) => ({ id: String(job.id), name: job.name, reason: job.failedReason ?? '' })),
      });
    }
    return observed;
  } finally {
    await queues.close();
  }
}

export async function observeProcesses(stack: PrivateApp, unrecovered: string[]): Promise<ProcessObservation> {
  const healthy = await waitFor(() => stack.app.healthy(), { timeoutMs: 60_000, intervalMs: 1_000, what: 'health' }).catch(() => false);
  return {
    launcherRunning: stack.app.launcherPid !== undefined,
    healthy,
    running: Object.keys(stack.app.pids()),
    expected: SERVICE_NAMES,
    unrecovered,
  };
}
