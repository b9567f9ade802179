// `npm run bench` (second part), or `npm run bench:debug` alone: /admin/debug's journeys funnel and
// payment alerts (issue 17) over the volumes the page must hold. Seeds by SQL, then asks each
// endpoint through the real gateway as an admin, one request at a time, and prints p50 / p95.
// Prints figures; it passes or fails nothing. (Target: the page under 1 s at p95.)
import { TRAFFIC_LATENCY_BOUNDS_MS } from '@lifewheel/contracts';
import { TestStack, signedInAccount } from '@lifewheel/testing';
import { percentile } from '../latency.js';
import { seedDebugPage } from './seed-debug-page.js';

const ADMIN_EMAIL = 'bench-admin@example.test';
const samplesPerEndpoint = Number(process.env['BENCH_DEBUG_SAMPLES'] ?? 200);
const fmt = (ms: number) => `${ms.toFixed(1)} ms`.padStart(9);

const stack = await TestStack.start({
  processes: ['gateway', 'identity', 'observability'],
  env: { LOG_LEVEL: 'warn' },
  envFor: { identity: { ADMIN_EMAILS: ADMIN_EMAIL } },
});

try {
  process.stdout.write('seeding 1 million journey events, 100,000 error logs in 500 groups and 30 days of per-minute traffic...\n');
  const seeded = await seedDebugPage(stack.db, {
    sessions: 222_222,
    days: 30,
    errorLogs: 100_000,
    errorGroups: 500,
    latencyBuckets: TRAFFIC_LATENCY_BOUNDS_MS.length + 1,
  });
  console.log(
    `seeded ${seeded.journeyEvents.toLocaleString('en')} journey events (${seeded.funnelEntries.toLocaleString('en')} funnel entries), ` +
      `${seeded.errorLogs.toLocaleString('en')} error logs in ${seeded.errorGroups} groups and ` +
      `${seeded.trafficMinutes.toLocaleString('en')} traffic minutes in ${seeded.seconds.toFixed(1)} s`,
  );

  const { cookie } = await signedInAccount(stack.db, { email: ADMIN_EMAIL });
  const headers = { cookie: `lw_session=${cookie}` };

  const endpoints = [
    '/api/admin/insights/funnel?days=1',
    '/api/admin/insights/funnel?days=7',
    '/api/admin/insights/funnel?days=30',
    '/api/admin/insights/funnel?days=30&language=de',
    '/api/admin/insights/funnel?days=30&device=mobile',
    '/api/admin/insights/funnel?days=30&language=en&device=desktop',
    '/api/admin/insights/payment-alerts',
    '/api/admin/insights/config',
    '/api/admin/debug/health',
    '/api/admin/debug/traffic',
    '/api/admin/debug/queues',
    '/api/admin/debug/errors',
  ];
  console.log(`\n${samplesPerEndpoint} requests each, one at a time, through the gateway as an admin (after 20 to warm up):`);
  console.log(`${'endpoint'.padEnd(66)} |       p50 |       p95 |       max`);
  for (const path of endpoints) {
    const once = async () => {
      const started = performance.now();
      const answer = await fetch(`${stack.gatewayUrl}${path}`, { headers });
      await answer.arrayBuffer();
      if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
      return performance.now() - started;
    };
    for (let i = 0; i < 20; i += 1) await once();
    const samples: number[] = [];
    for (let i = 0; i < samplesPerEndpoint; i += 1) samples.push(await once());
    samples.sort((a, b) => a - b);
    console.log(`GET ${path.padEnd(62)} | ${fmt(percentile(samples, 50))} | ${fmt(percentile(samples, 95))} | ${fmt(samples.at(-1) ?? Number.NaN)}`);
  }

  // The page as a browser opens it: every panel's request at once (the 30-day funnel), done when the
  // last one answers. Issue 17's target is this under 1 s at p95.
  const pagePanels = endpoints.filter((path) => !path.includes('funnel')).concat('/api/admin/insights/funnel?days=30');
  const page = async () => {
    const started = performance.now();
    await Promise.all(pagePanels.map(async (path) => (await fetch(`${stack.gatewayUrl}${path}`, { headers })).arrayBuffer()));
    return performance.now() - started;
  };
  for (let i = 0; i < 5; i += 1) await page();
  const loads: number[] = [];
  for (let i = 0; i < Math.max(20, samplesPerEndpoint / 4); i += 1) loads.push(await page());
  loads.sort((a, b) => a - b);
  console.log(
    `${'the whole page (every panel at once)'.padEnd(66)} | ${fmt(percentile(loads, 50))} | ${fmt(percentile(loads, 95))} | ${fmt(loads.at(-1) ?? Number.NaN)}`,
  );
} finally {
  await stack.stop();
}
