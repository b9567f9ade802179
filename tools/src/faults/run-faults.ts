// `npm run faults -- [--minutes N]`: the mixed load against the app under the real launcher
// (private PostgreSQL and Redis on loopback), while each fault of the plan is injected in turn;
// then the checks. Prints a table of the faults and one of the checks; exits 1 when a check fails.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { REPO_ROOT, waitFor } from '@lifewheel/testing';
import { numberFlag, stringFlag } from '../load/args.js';
import { startMixedLoad, type LoadShape } from '../load/mixed-load.js';
import { startPrivateApp, type PrivateApp } from '../load/private-app.js';
import { checkJobs, checkLogins, checkPurchases, checkRecovery, checkSaves, type CheckResult } from './checks.js';
import { inject } from './inject.js';
import { observeLogins, observeProcesses, observePurchases, observeQueues, readBackSaves, storedSaves } from './observe.js';
import { describeFault, faultPlan, type Fault } from './schedule.js';
import { checkTable, faultTable, type FaultOutcome } from './table.js';

const argv = process.argv.slice(2);
const minutes = numberFlag(argv, 'minutes', 4);
const outDir = stringFlag(argv, 'out') ?? join(REPO_ROOT, '.data', 'faults', new Date().toISOString().replace(/[:.]/g, '-'));
const RPC_DEADLINE_MS = 3_000;
const RECOVERY_ALLOWED_MS = 120_000;
// Light enough that a shared 2-core machine is not saturated by the load alone: a fault's effect
// then shows, rather than the load's own queueing (which makes health probes miss their deadline).
const shape: LoadShape = { saveClients: 4, loginClients: 1, purchaseClients: 1, pauseMs: 100 };
const say = (line: string) => console.log(`[faults] ${line}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const plan = faultPlan(minutes * 60_000, RPC_DEADLINE_MS);
const stack = await startPrivateApp(outDir, say, { RPC_DEADLINE_MS: String(RPC_DEADLINE_MS) });

/** Healthy again, and after a kill, the process back under a new pid. */
async function recovery(fault: Fault, app: PrivateApp['app'], killedPid: number | undefined): Promise<boolean> {
  return waitFor(
    async () => {
      if (fault.kind === 'kill') {
        const pid = app.pids()[fault.process];
        if (pid === undefined || pid === killedPid) return false;
      }
      return app.healthy();
    },
    { timeoutMs: RECOVERY_ALLOWED_MS, intervalMs: 250, what: `recovery from ${describeFault(fault)}` },
  ).then(
    () => true,
    () => false,
  );
}

let exitCode = 1;
try {
  say(
    `${plan.faults.length} faults over about ${minutes} min: ${plan.warmUpMs / 1000} s of load first, ${plan.gapMs / 1000} s between faults, ${plan.settleMs / 1000} s after the last`,
  );
  const load = startMixedLoad({ baseUrl: stack.app.url, mail: stack.mail, shape });
  const started = Date.now();
  const since = () => (Date.now() - started) / 1000;
  await sleep(plan.warmUpMs);
  const outcomes: FaultOutcome[] = [];
  const unrecovered: string[] = [];
  for (const fault of plan.faults) {
    load.ledger.drainLatencies();
    const savesBefore = load.ledger.saves.length;
    const name = describeFault(fault);
    const injectedAt = since();
    const killedPid = fault.kind === 'kill' ? stack.app.pids()[fault.process] : undefined;
    say(`${injectedAt.toFixed(0)} s: ${name}`);
    const injecting = Date.now();
    await inject(fault, stack);
    const recovered = await recovery(fault, stack.app, killedPid);
    const recoveredAfter = recovered ? (Date.now() - injecting) / 1000 : undefined;
    if (!recovered) unrecovered.push(name);
    say(recovered ? `  healthy again after ${recoveredAfter!.toFixed(1)} s` : `  NOT healthy again within ${RECOVERY_ALLOWED_MS / 1000} s`);
    await sleep(plan.gapMs);
    const window = load.ledger.drainLatencies();
    outcomes.push({
      fault: name,
      injectedAt,
      recoveredAfter,
      requests: window.length,
      serverErrors: window.filter((s) => s.status >= 500).length,
      noAnswer: window.filter((s) => s.status === 0).length,
      savesAcknowledged: load.ledger.saves.length - savesBefore,
    });
  }
  await sleep(plan.settleMs);
  say(`${since().toFixed(0)} s: stopping the load (actions in progress finish first)`);
  await load.stop();
  const { ledger } = load;
  say(`checking ${ledger.saves.length} saves, ${ledger.logins.length} login requests, ${ledger.purchases.length} purchases`);

  const db = new pg.Pool({ connectionString: stack.postgres.url, max: 2 });
  db.on('error', () => undefined);
  const results: CheckResult[] = [];
  try {
    results.push(checkRecovery(await observeProcesses(stack, unrecovered)));
    results.push(checkSaves(ledger.saves, ledger.abandonedSaveKeys.length, await readBackSaves(stack, ledger), await storedSaves(db)));
    const purchases = await observePurchases(stack, ledger, db);
    results.push(checkPurchases(ledger.purchases, purchases.observed, purchases.premiumAccounts));
    results.push(checkLogins(ledger.logins, await observeLogins(stack, ledger)));
    results.push(checkJobs(await observeQueues(stack)));
  } finally {
    await db.end();
  }
  const surprises =
    ledger.surprises.length === 0
      ? 'none'
      : `\n${ledger.surprises
          .slice(0, 20)
          .map((s) => `- ${s}`)
          .join('\n')}`;
  const report = [
    `Faults under load: ${minutes} min, ${shape.saveClients} saving, ${shape.loginClients} logging in, ${shape.purchaseClients} buying`,
    '',
    faultTable(outcomes),
    '',
    checkTable(results),
    '',
    `Answers a client could not expect: ${surprises}`,
  ].join('\n');
  writeFileSync(join(outDir, 'report.md'), `${report}\n`);
  console.log(`\n${report}\n\nLogs and report in ${outDir}`);
  exitCode = results.every((r) => r.ok) ? 0 : 1;
} catch (error) {
  console.error(`[faults] ${(error as Error).stack ?? String(error)}`);
} finally {
  await stack.exit(exitCode);
}
