// `npm run soak -- --minutes N`: a steady mixed load against the app under the real launcher (private
// PostgreSQL and Redis), sampled every 10 s; writes the samples and an SVG plot, prints the trends
// and a verdict against the goals (no memory growth trend, Redis flat once warm, p99 stable).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { SERVICE_NAMES } from '@lifewheel/contracts';
import { REPO_ROOT } from '@lifewheel/testing';
import { numberFlag, stringFlag } from '../load/args.js';
import { REDIS_PREFIX } from '../load/launched-app.js';
import { startMixedLoad, type LoadShape } from '../load/mixed-load.js';
import { startPrivateApp } from '../load/private-app.js';
import { keyCensus, loadAverage, postgresFigures, redisUsedMemory, rssBytes } from './sampler.js';
import { soakSummary } from './soak-report.js';
import { svgPlot } from './svg-plot.js';
import { percentile, soakVerdict, type SoakSample } from './trend.js';

const argv = process.argv.slice(2);
const minutes = numberFlag(argv, 'minutes', 30);
const everySeconds = numberFlag(argv, 'every', 10);
const outDir = stringFlag(argv, 'out') ?? join(REPO_ROOT, '.data', 'soak', new Date().toISOString().replace(/[:.]/g, '-'));
const shape: LoadShape = { saveClients: 4, loginClients: 1, purchaseClients: 1, pauseMs: 100 };
const say = (line: string) => console.log(`[soak] ${line}`);

const stack = await startPrivateApp(outDir, say);

const redis = new Redis(stack.redis.url, { maxRetriesPerRequest: 2 });
redis.on('error', () => undefined);
const db = new pg.Pool({ connectionString: stack.postgres.url, max: 1 });
db.on('error', () => undefined);

interface Recorded extends SoakSample {
  pids: Record<string, number | undefined>;
  requests: number;
  p50Ms: number;
  p99Ms: number;
  redisKeys: Awaited<ReturnType<typeof keyCensus>>;
  postgres: Awaited<ReturnType<typeof postgresFigures>>;
  loadAverage: number;
  saves: number;
  logins: number;
  purchases: number;
}

say(
  `load for ${minutes} min (${shape.saveClients} saving, ${shape.loginClients} logging in, ${shape.purchaseClients} buying), a sample every ${everySeconds} s; output in ${outDir}`,
);
const load = startMixedLoad({ baseUrl: stack.app.url, mail: stack.mail, shape });
const started = Date.now();
const samples: Recorded[] = [];
try {
  while (Date.now() - started < minutes * 60_000) {
    await new Promise((resolve) => setTimeout(resolve, everySeconds * 1000 - ((Date.now() - started) % (everySeconds * 1000))));
    const latenciesMs = load.ledger.drainLatencies().map((sample) => sample.ms);
    const pids = stack.app.pids();
    const rss: Record<string, number> = {};
    for (const name of SERVICE_NAMES) {
      const bytes = pids[name] === undefined ? undefined : rssBytes(pids[name]);
      if (bytes !== undefined) rss[name] = bytes;
    }
    const sample: Recorded = {
      t: (Date.now() - started) / 1000,
      pids,
      rssBytes: rss,
      redisUsedMemory: await redisUsedMemory(redis),
      redisKeys: await keyCensus(redis, REDIS_PREFIX),
      postgres: await postgresFigures(db, 'lifewheel'),
      latenciesMs,
      requests: latenciesMs.length,
      p50Ms: percentile(latenciesMs, 0.5),
      p99Ms: percentile(latenciesMs, 0.99),
      loadAverage: loadAverage(),
      saves: load.ledger.saves.length,
      logins: load.ledger.logins.length,
      purchases: load.ledger.purchases.length,
    };
    samples.push(sample);
    const rssLine = SERVICE_NAMES.map((name) => `${name} ${((rss[name] ?? 0) / 1048576).toFixed(0)}`).join(' ');
    say(
      `${(sample.t / 60).toFixed(1)} min: ${sample.requests} req, p99 ${sample.p99Ms.toFixed(1)} ms; RSS MB ${rssLine}; redis ${(sample.redisUsedMemory / 1048576).toFixed(1)} MB, jobs ${sample.redisKeys.counts.job}, replies ${sample.redisKeys.counts['reply-list']}; pg conns ${sample.postgres.connections}; machine load ${sample.loadAverage.toFixed(1)}`,
    );
    writeFileSync(
      join(outDir, 'samples.json'),
      JSON.stringify(
        samples.map(({ latenciesMs: _l, ...rest }) => rest),
        null,
        1,
      ),
    );
  }
} finally {
  await load.stop();
}

const verdict = soakVerdict(samples, SERVICE_NAMES);
const toMinutes = (s: SoakSample) => s.t / 60;
const svg = svgPlot(
  [
    {
      title: 'RSS per process',
      unit: 'MB',
      series: SERVICE_NAMES.map((name) => ({
        name,
        points: samples.flatMap((s) => (s.rssBytes[name] === undefined ? [] : [{ x: toMinutes(s), y: s.rssBytes[name] / 1048576 }])),
      })),
    },
    { title: 'Redis used_memory', unit: 'MB', series: [{ name: 'redis', points: samples.map((s) => ({ x: toMinutes(s), y: s.redisUsedMemory / 1048576 })) }] },
    { title: 'p99 latency per 10 s', unit: 'ms', series: [{ name: 'p99', points: samples.map((s) => ({ x: toMinutes(s), y: s.p99Ms })) }] },
    // The machine is shared: its load average (runnable processes, ours included) explains the p99's swings.
    {
      title: 'machine load average, 1 min',
      unit: 'processes',
      series: [{ name: 'load', points: samples.map((s) => ({ x: toMinutes(s), y: s.loadAverage })) }],
    },
  ],
  `Lifewheel soak, ${minutes} min of mixed load`,
);
writeFileSync(join(outDir, 'soak.svg'), svg);
const summary = soakSummary(verdict, minutes);
const last = samples.at(-1);
const third = Math.max(1, Math.floor(samples.length / 3));
const thirdMean = (part: Recorded[], value: (s: Recorded) => number) => part.reduce((sum, s) => sum + value(s), 0) / Math.max(1, part.length);
const extra = last
  ? [
      '',
      `Machine load average (1 min), first vs last third: ${thirdMean(samples.slice(0, third), (s) => s.loadAverage).toFixed(1)} vs ${thirdMean(samples.slice(-third), (s) => s.loadAverage).toFixed(1)} (2 cores); requests per 10 s: ${thirdMean(samples.slice(0, third), (s) => s.requests).toFixed(0)} vs ${thirdMean(samples.slice(-third), (s) => s.requests).toFixed(0)}`,
      `Acknowledged: ${last.saves} saves, ${last.logins} login requests, ${last.purchases} paid checkouts; surprises: ${load.ledger.surprises.length}`,
      `Redis keys at the end: ${JSON.stringify(last.redisKeys.counts)}; streams ${JSON.stringify(last.redisKeys.streams)}`,
      `PostgreSQL at the end: ${last.postgres.connections} connections; largest tables ${Object.entries(last.postgres.tableBytes)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5)
        .map(([name, bytes]) => `${name} ${(bytes / 1048576).toFixed(1)} MB`)
        .join(', ')}`,
      ...load.ledger.surprises.slice(0, 10).map((text) => `  surprise: ${text}`),
    ]
  : [];
writeFileSync(join(outDir, 'summary.md'), `${summary}\n${extra.join('\n')}\n`);
console.log(`\n${summary}\n${extra.join('\n')}\n\nSamples, plot and summary in ${outDir}`);
redis.disconnect();
await db.end();
await stack.exit(verdict.ok ? 0 : 1);
