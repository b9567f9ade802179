// `npm run bench`: what the gateway path (HTTP -> gateway -> RPC over Redis -> assessments ->
// PostgreSQL) costs compared with calling the assessments service's own logic in-process, then
// what it adds to the premium reads (content, and the dashboard's data with 200 saved
// assessments) over the same RPC called directly. Prints figures; it passes or fails nothing.
import { availableParallelism } from 'node:os';
import { TEST_REDIS_URL, TestStack, defaultAssessmentBody } from '@lifewheel/testing';
import { JobQueues, RpcClient, createLogger } from '@lifewheel/platform';
import { autocannonRun } from './autocannon-run.js';
import { httpRequester } from './http-requester.js';
import { startInProcessAssessments } from './in-process-assessments.js';
import { quiesce } from './quiesce.js';
import { SAVED_ASSESSMENTS, premiumAccount } from './premium-account.js';
import { checkSameAnswers, measurePremiumReads, premiumReadTable, premiumReads } from './premium-reads.js';
import { measure, percentile, type LatencySummary } from './latency.js';
import { cpuLine, metered, pidsNamed, type CpuSource, type WithCpu } from './cpu-meter.js';
import { median, pairedDifferences, pairedRatios, pooledCpu, spread } from './rounds.js';

const seconds = Number(process.env['BENCH_SECONDS'] ?? 10);
const warmUpSeconds = Math.max(1, Math.round(seconds / 2));
const body = defaultAssessmentBody(2);
const rounds = Math.max(1, Number(process.env['BENCH_ROUNDS'] ?? 3));
const fmt = (ms: number) => `${ms.toFixed(2)} ms`;
const pct = (fraction: number) => `${(fraction * 100).toFixed(0)}%`;
const p50s = (runs: LatencySummary[]) => median(runs.map((run) => run.p50));
const p99s = (runs: LatencySummary[]) => median(runs.map((run) => run.p99));
const perSeconds = (runs: LatencySummary[]) => median(runs.map((run) => run.perSecond));

interface OperationRounds {
  operation: string;
  gateway1: LatencySummary[];
  direct1: LatencySummary[];
  gateway16: WithCpu<LatencySummary>[];
  direct16: WithCpu<LatencySummary>[];
}

const stack = await TestStack.start({
  // identity answers the gateway's session checks for the premium reads.
  processes: ['gateway', 'identity', 'assessments', 'observability'],
  env: { RATE_LIMIT_WRITES_PER_MINUTE: '100000000', LOG_LEVEL: 'warn' },
});
const inProcess = await startInProcessAssessments({ DATABASE_URL: stack.db.url, REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: stack.redisPrefix });
const queues = new JobQueues(TEST_REDIS_URL, stack.redisPrefix);
const rpc = new RpcClient({
  redisUrl: TEST_REDIS_URL,
  prefix: stack.redisPrefix,
  logger: createLogger({ service: 'bench', version: 'bench', level: 'warn' }),
  deadlineMs: 10_000,
});
rpc.connect();

// What each process on a path spends per request: the gateway path shares the cores among five
// programs (and the load generator), the in-process one among two.
const pidOf = (name: 'gateway' | 'assessments' | 'observability') => () => stack.of(name).flatMap((managed) => (managed.pid ? [managed.pid] : []));
const databaseSources: CpuSource[] = [
  { label: 'Redis', pids: () => pidsNamed('redis-server') },
  { label: 'PostgreSQL', pids: () => pidsNamed('postgres') },
];
const gatewaySources: CpuSource[] = [
  { label: 'gateway', pids: pidOf('gateway') },
  { label: 'assessments', pids: pidOf('assessments') },
  { label: 'observability', pids: pidOf('observability') },
  ...databaseSources,
  { label: 'load generator', pids: () => [process.pid] },
];
const inProcessSources: CpuSource[] = [{ label: 'in-process service', pids: () => [process.pid] }, ...databaseSources];

/** Every run starts with no journey backlog left over from the one before. */
async function settled<T>(run: () => Promise<T>): Promise<T> {
  const waited = await quiesce(queues);
  if (waited > 1) process.stdout.write(`  (waited ${waited.toFixed(1)} s for the journey events of the previous run to be stored)\n`);
  return run();
}

try {
  const { token } = await inProcess.create(body);
  const gateway = stack.gatewayUrl;
  const rows: OperationRounds[] = [];

  // Reads first: the writes leave the database busy afterwards (autovacuum, checkpoints), which
  // would otherwise land on whichever run comes next.
  for (const operation of ['GET /api/assessments/{token}', 'POST /api/assessments'] as const) {
    const isPost = operation.startsWith('POST');
    const target = isPost
      ? { url: `${gateway}/api/assessments`, method: 'POST' as const, body: JSON.stringify(body) }
      : { url: `${gateway}/api/assessments/${token}`, method: 'GET' as const };
    const direct = isPost ? () => inProcess.create(body) : () => inProcess.get(token);
    process.stdout.write(`measuring ${operation} (${warmUpSeconds} s warm-up per path, then ${rounds} rounds of 4 runs of ${seconds} s)...\n`);
    // Warm both paths (JIT, connection pools) under the full load first: a service's first seconds
    // at concurrency 16 run slower (unoptimised code for the batched paths), and the figures are
    // meant to be its steady state.
    await settled(() => autocannonRun(target, 16, warmUpSeconds));
    await settled(() => measure(direct, 16, warmUpSeconds));
    // Concurrency 1 is timed here with sub-millisecond resolution (autocannon rounds to whole ms).
    const viaGateway = httpRequester(target);
    const row: OperationRounds = { operation, gateway1: [], direct1: [], gateway16: [], direct16: [] };
    // One 10-second run is at the mercy of whatever else the VM does meanwhile; rounds that
    // alternate the two paths give each the same conditions, and their median a steadier figure.
    for (let round = 1; round <= rounds; round += 1) {
      const gateway1 = await settled(() => measure(viaGateway.send, 1, seconds));
      const direct1 = await settled(() => measure(direct, 1, seconds));
      const gateway16 = await settled(() => metered(gatewaySources, () => autocannonRun(target, 16, seconds)));
      const direct16 = await settled(() => metered(inProcessSources, () => measure(direct, 16, seconds)));
      if (gateway16.non2xx > 0) process.stdout.write(`  warning: ${gateway16.non2xx} non-2xx answers\n`);
      process.stdout.write(
        `  round ${round}/${rounds}: added p50 ${fmt(gateway1.p50 - direct1.p50)}; ${gateway16.perSecond.toFixed(0)} vs ${direct16.perSecond.toFixed(0)} req/s (${pct(gateway16.perSecond / direct16.perSecond)})\n`,
      );
      row.gateway1.push(gateway1);
      row.direct1.push(direct1);
      row.gateway16.push(gateway16);
      row.direct16.push(direct16);
    }
    viaGateway.close();
    rows.push(row);
  }

  console.log(
    `\nMedians of ${rounds} rounds (the range of the rounds in brackets). Latency at concurrency 1 (p50 / p99, node:http over one kept-alive connection); throughput at concurrency 16 (autocannon for the gateway, 16 async loops in-process)`,
  );
  console.log(
    'operation                       | gateway p50 / p99     | in-process p50 / p99  | added p50                  | gateway req/s | in-process req/s | ratio',
  );
  for (const { operation, gateway1, direct1, gateway16, direct16 } of rows) {
    const added = spread(
      pairedDifferences(
        gateway1.map((run) => run.p50),
        direct1.map((run) => run.p50),
      ),
    );
    const ratio = spread(
      pairedRatios(
        gateway16.map((run) => run.perSecond),
        direct16.map((run) => run.perSecond),
      ),
    );
    console.log(
      [
        operation.padEnd(31),
        `${fmt(p50s(gateway1))} / ${fmt(p99s(gateway1))}`.padEnd(21),
        `${fmt(p50s(direct1))} / ${fmt(p99s(direct1))}`.padEnd(21),
        `${fmt(added.median)} (${added.min.toFixed(2)}–${added.max.toFixed(2)})`.padStart(26),
        perSeconds(gateway16).toFixed(0).padStart(13),
        perSeconds(direct16).toFixed(0).padStart(16),
        `${pct(ratio.median)} (${pct(ratio.min)}–${pct(ratio.max)})`,
      ].join(' | '),
    );
  }
  console.log(`\nCPU per request at concurrency 16, all rounds pooled (all ${availableParallelism()} cores shared by every process listed):`);
  for (const { operation, gateway16, direct16 } of rows) {
    const gatewayCpu = pooledCpu(gateway16);
    const total = gatewayCpu?.find((row) => row.label === 'total')?.micros;
    const ceiling = total ? ` (with every core busy, at most ${((availableParallelism() * 1e6) / total).toFixed(0)} req/s)` : '';
    console.log(`${operation} through the gateway: ${cpuLine(gatewayCpu)}${ceiling}`);
    console.log(`${operation} in-process:          ${cpuLine(pooledCpu(direct16))}`);
  }
  // The ceiling of any gateway path on this machine: the gateway's liveness answer goes through the
  // same HTTP server and middleware but no RPC and no database.
  const floor = await settled(() => autocannonRun({ url: `${gateway}/health/live`, method: 'GET' }, 16, seconds));
  console.log('\nTargets (2 cores): the gateway path adds at most 2 ms at p50 and keeps at least 50% of in-process throughput.');

  // At concurrency 1 every process on the path sleeps between requests, and waking one costs time
  // on some machines (virtual CPUs especially). The same in-process GET, paced like the gateway
  // path paces it, shows how much of the added latency is that rather than our code.
  const getRow = rows.find((row) => row.operation.startsWith('GET'))!;
  const directGet = { p50: p50s(getRow.direct1), perSecond: perSeconds(getRow.direct16) };
  const pacedGap = Math.max(1, Math.round(p50s(getRow.gateway1)));
  await quiesce(queues);
  const pacedSamples: number[] = [];
  for (let i = 0; i < 500; i += 1) {
    const started = performance.now();
    await inProcess.get(token);
    pacedSamples.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, pacedGap));
  }
  const pacedP50 = percentile(
    pacedSamples.sort((a, b) => a - b),
    50,
  );
  console.log(`Context: the in-process GET with a ${pacedGap} ms pause between calls takes ${fmt(pacedP50)} at p50 (back to back: ${fmt(directGet.p50)}).`);
  console.log(
    `Context: the gateway's liveness answer (HTTP and middleware only, no RPC, no database) serves ${floor.perSecond.toFixed(0)} req/s at concurrency 16, ` +
      `${pct(floor.perSecond / directGet.perSecond)} of the in-process GET.`,
  );

  // The premium reads, for a premium account with SAVED_ASSESSMENTS saved assessments.
  process.stdout.write(`\nseeding a premium account with ${SAVED_ASSESSMENTS} saved assessments...\n`);
  const reads = premiumReads(gateway, rpc, await premiumAccount(stack, rpc));
  await checkSameAnswers(reads);
  const premiumRows = await measurePremiumReads(reads, {
    seconds,
    warmUpSeconds,
    rounds,
    settled,
    log: (line) => process.stdout.write(`${line}\n`),
  });
  console.log(
    `\nPremium reads (${SAVED_ASSESSMENTS} saved assessments): medians of ${rounds} rounds at concurrency 1 (node:http over one kept-alive connection; the direct RPC with a signed principal, as the gateway sends it)`,
  );
  for (const line of premiumReadTable(premiumRows)) console.log(line);
  console.log('Target (issue 16): the gateway path adds under 5 ms at p50.');
} finally {
  await rpc.close();
  await queues.close();
  await inProcess.close();
  await stack.stop();
}
