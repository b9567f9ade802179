// The checks after the faults, from what was observed: pure, so each rule is unit tested with
// passing and failing observations.
import type { AcknowledgedSave, LoginRequestRecord, PurchaseRecord, Responses } from '../load/ledger.js';

export interface CheckResult {
  name: string;
  ok: boolean;
  detail: string;
}

const sample = (items: string[]): string =>
  items.length === 0 ? '' : `: ${items.slice(0, 3).join('; ')}${items.length > 3 ? ` (+${items.length - 3} more)` : ''}`;

const sameResponses = (a: Responses[] | undefined, b: Responses[]): boolean =>
  a !== undefined && a.length === b.length && a.every((r, i) => r.domain === b[i]?.domain && r.current === b[i]?.current && r.desired === b[i]?.desired);

/** Every acknowledged save reads back unchanged, and none was stored twice. */
export function checkSaves(
  saves: readonly AcknowledgedSave[],
  abandonedKeys: number,
  readBack: ReadonlyMap<string, { status: number; responses?: Responses[] }>,
  storedRows: number,
): CheckResult {
  const wrong = saves.flatMap((save) => {
    const read = readBack.get(save.token);
    if (!read || read.status !== 200) return [`${save.token.slice(0, 8)}... answered ${read?.status ?? 'nothing'}`];
    return sameResponses(read.responses, save.responses) ? [] : [`${save.token.slice(0, 8)}... changed`];
  });
  // A save the client gave up on may or may not be stored; anything beyond that is a double.
  const doubled = storedRows > saves.length + abandonedKeys;
  const missing = storedRows < saves.length;
  const ok = saves.length > 0 && wrong.length === 0 && !doubled && !missing;
  return {
    name: 'every acknowledged save readable and unchanged, none doubled',
    ok,
    detail: `${saves.length} acknowledged (${abandonedKeys} given up), ${storedRows} stored${doubled ? ' (more than were sent)' : ''}${missing ? ' (fewer than acknowledged)' : ''}${saves.length === 0 ? '; no save was acknowledged' : ''}${sample(wrong)}`,
  };
}

export interface PurchaseObservation {
  checkoutStatus: string | undefined;
  /** billing.payments rows of this Stripe checkout session, with their status. */
  payments: { status: string }[];
  /** identity.users.is_premium of the buyer's address (undefined: no account). */
  premium: boolean | undefined;
}

/** Every paid checkout: exactly one payment, paid, and premium for exactly that account (no other). */
export function checkPurchases(
  purchases: readonly PurchaseRecord[],
  observed: ReadonlyMap<string, PurchaseObservation>,
  premiumAccounts: readonly string[],
): CheckResult {
  const problems = purchases.flatMap((purchase) => {
    const seen = observed.get(purchase.stripeSessionId);
    if (!seen) return [`${purchase.email}: not observed`];
    const issues: string[] = [];
    if (seen.payments.length !== 1) issues.push(`${seen.payments.length} payments`);
    else if (seen.payments[0]!.status !== 'paid') issues.push(`payment ${seen.payments[0]!.status}`);
    if (seen.checkoutStatus !== 'paid') issues.push(`checkout ${seen.checkoutStatus ?? 'unknown'}`);
    if (seen.premium !== true) issues.push(seen.premium === undefined ? 'no account' : 'not premium');
    return issues.length > 0 ? [`${purchase.email}: ${issues.join(', ')}`] : [];
  });
  const buyers = new Set(purchases.map((purchase) => purchase.email.toLowerCase()));
  const strangers = premiumAccounts.filter((email) => !buyers.has(email.toLowerCase()));
  if (strangers.length > 0) problems.push(`premium without a purchase: ${strangers.length} account(s)`);
  return {
    name: 'every paid checkout: one payment, premium for exactly that account',
    ok: purchases.length > 0 && problems.length === 0,
    detail: `${purchases.length} paid checkouts, ${premiumAccounts.length} premium accounts${purchases.length === 0 ? '; no checkout was paid' : ''}${sample(problems)}`,
  };
}

export interface LoginObservation {
  /** Raw Message-IDs of the login emails received for the address. */
  messageIds: string[];
  /** For each link in those emails: the first confirmation's status (unless the load confirmed it) and a second one's (409 once used). */
  links: { confirmedByLoad: boolean; firstStatus?: number; againStatus: number }[];
}

/** Each login request sent at most one email, an acknowledged one exactly one, and each link works once. */
export function checkLogins(logins: readonly LoginRequestRecord[], observed: ReadonlyMap<string, LoginObservation>): CheckResult {
  const problems = logins.flatMap((login) => {
    const seen = observed.get(login.email);
    if (!seen) return [`${login.email}: not observed`];
    const issues: string[] = [];
    const emails = seen.messageIds.length;
    if (new Set(seen.messageIds).size !== emails) issues.push('the same email delivered twice');
    if (emails > login.sent) issues.push(`${emails} emails for ${login.sent} requests`);
    if (login.acknowledged > 0 && emails === 0) issues.push('acknowledged but no email');
    for (const link of seen.links) {
      if (!link.confirmedByLoad && link.firstStatus !== 200) issues.push(`a fresh link answered ${link.firstStatus}`);
      if (link.againStatus !== 409) issues.push(`a used link answered ${link.againStatus} again`);
    }
    return issues.length > 0 ? [`${login.email}: ${issues.join(', ')}`] : [];
  });
  const emails = [...observed.values()].reduce((sum, seen) => sum + seen.messageIds.length, 0);
  const acknowledged = logins.filter((login) => login.acknowledged > 0).length;
  return {
    name: 'every login request: at most one email, its link works once',
    ok: acknowledged > 0 && problems.length === 0,
    detail: `${logins.length} addresses, ${logins.reduce((sum, login) => sum + login.sent, 0)} requests (${acknowledged} acknowledged), ${emails} emails${sample(problems)}`,
  };
}

export interface QueueObservation {
  queue: string;
  active: number;
  waiting: number;
  failed: { id: string; name: string; reason: string }[];
}

/** No job stuck in active (nor left waiting) once the load is over, and every failed one says why. */
export function checkJobs(queues: readonly QueueObservation[]): CheckResult {
  const stuck = queues
    .filter((queue) => queue.active > 0 || queue.waiting > 0)
    .map((queue) => `${queue.queue}: ${queue.active} active, ${queue.waiting} waiting`);
  const silent = queues.flatMap((queue) =>
    queue.failed.filter((job) => job.reason.trim() === '').map((job) => `${queue.queue} ${job.name} ${job.id} failed without an error`),
  );
  const failed = queues.flatMap((queue) => queue.failed.map((job) => `${queue.queue} ${job.name}: ${job.reason}`));
  return {
    name: 'no BullMQ job stuck in active; every failed one has its error',
    ok: stuck.length === 0 && silent.length === 0,
    detail: `${failed.length} failed${sample([...stuck, ...silent, ...failed])}`,
  };
}

export interface ProcessObservation {
  launcherRunning: boolean;
  healthy: boolean;
  running: string[];
  expected: readonly string[];
  /** Faults after which the app was not healthy again within the time allowed. */
  unrecovered: string[];
}

export function checkRecovery(observed: ProcessObservation): CheckResult {
  const missing = observed.expected.filter((name) => !observed.running.includes(name));
  const problems = [
    ...(observed.launcherRunning ? [] : ['the launcher is gone']),
    ...(observed.healthy ? [] : ['/api/health is not 200']),
    ...missing.map((name) => `${name} not running`),
    ...observed.unrecovered.map((fault) => `not healthy again after ${fault}`),
  ];
  return {
    name: 'no process needed a human: all healthy at the end',
    ok: problems.length === 0,
    detail: problems.length === 0 ? `${observed.running.length} processes running, /api/health 200` : problems.join('; '),
  };
}
