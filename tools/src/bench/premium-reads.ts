import { isDeepStrictEqual } from 'node:util';
import { RpcPattern } from '@lifewheel/contracts';
import type { RpcClient } from '@lifewheel/platform';
import { httpRequester } from './http-requester.js';
import type { HttpTarget } from './http-target.js';
import { measure, type SampledLatency } from './latency.js';
import type { PremiumAccount } from './premium-account.js';
import { median, pairedDifferences, spread } from './rounds.js';

// Issue 16: what the gateway path adds to the premium reads, over the same RPC called directly
// (signed principal, Redis, the assessments service, PostgreSQL): the gateway's HTTP handling,
// the session check with identity, and the hop to the service. At concurrency 1, in rounds that
// alternate the two paths, like the assessments cases of run-bench.

/** One premium read, through the gateway and as the RPC the gateway makes for it. */
export interface PremiumRead {
  operation: string;
  target: HttpTarget;
  direct: () => Promise<unknown>;
}

export interface PremiumReadRounds {
  operation: string;
  gateway: SampledLatency[];
  direct: SampledLatency[];
}

const DOMAIN = 'physical-health';

export function premiumReads(gatewayUrl: string, rpc: RpcClient, account: PremiumAccount): PremiumRead[] {
  const headers = { cookie: account.cookie };
  const get = (path: string): HttpTarget => ({ url: `${gatewayUrl}${path}`, method: 'GET', headers });
  // The payloads are the ones the gateway's premium controller forwards for these URLs.
  const call = (pattern: RpcPattern, payload: object) => async () => rpc.forward(pattern, payload, { principal: await account.principal() });
  return [
    {
      operation: `GET /api/premium/content/tools/{domain}`,
      target: get(`/api/premium/content/tools/${DOMAIN}`),
      direct: call(RpcPattern.PremiumContent, { section: 'tools', domain: DOMAIN }),
    },
    {
      operation: `GET /api/premium/content/deep-dives/{domain}`,
      target: get(`/api/premium/content/deep-dives/${DOMAIN}`),
      direct: call(RpcPattern.PremiumContent, { section: 'deep-dives', domain: DOMAIN }),
    },
    { operation: 'GET /api/premium/assessments (page 1)', target: get('/api/premium/assessments'), direct: call(RpcPattern.PremiumAssessmentsList, {}) },
    { operation: 'GET /api/premium/trends', target: get('/api/premium/trends'), direct: call(RpcPattern.PremiumAssessmentsTrends, {}) },
  ];
}

/** Both paths must give the same answer, or the figures would compare two different things. */
export async function checkSameAnswers(reads: PremiumRead[]): Promise<void> {
  for (const { operation, target, direct } of reads) {
    const response = await fetch(target.url, { headers: target.headers });
    if (response.status !== 200) throw new Error(`${operation} answered ${response.status} through the gateway`);
    const viaGateway: unknown = await response.json();
    if (!isDeepStrictEqual(viaGateway, JSON.parse(JSON.stringify(await direct())))) throw new Error(`${operation}: the gateway and the RPC answer differ`);
  }
}

export interface PremiumReadOptions {
  seconds: number;
  warmUpSeconds: number;
  rounds: number;
  /** Runs one measurement once the previous run's background work is done. */
  settled: <T>(run: () => Promise<T>) => Promise<T>;
  log: (line: string) => void;
}

export async function measurePremiumReads(reads: PremiumRead[], options: PremiumReadOptions): Promise<PremiumReadRounds[]> {
  const { seconds, warmUpSeconds, rounds, settled, log } = options;
  const rows: PremiumReadRounds[] = [];
  for (const { operation, target, direct } of reads) {
    log(`measuring ${operation} (${warmUpSeconds} s warm-up per path, then ${rounds} rounds of 2 runs of ${seconds} s)...`);
    const viaGateway = httpRequester(target);
    await settled(() => measure(viaGateway.send, 1, warmUpSeconds));
    await settled(() => measure(direct, 1, warmUpSeconds));
    const row: PremiumReadRounds = { operation, gateway: [], direct: [] };
    for (let round = 1; round <= rounds; round += 1) {
      const gateway = await settled(() => measure(viaGateway.send, 1, seconds));
      const directRun = await settled(() => measure(direct, 1, seconds));
      log(
        `  round ${round}/${rounds}: gateway p50 ${gateway.p50.toFixed(2)} ms, RPC p50 ${directRun.p50.toFixed(2)} ms, added ${(gateway.p50 - directRun.p50).toFixed(2)} ms`,
      );
      row.gateway.push(gateway);
      row.direct.push(directRun);
    }
    viaGateway.close();
    rows.push(row);
  }
  return rows;
}

const fmt = (ms: number) => `${ms.toFixed(2)} ms`;
const medianOf = (runs: SampledLatency[], key: 'p50' | 'p95') => median(runs.map((run) => run[key]));

/** The table of medians over the rounds, with the range of the added p50 in brackets. */
export function premiumReadTable(rows: PremiumReadRounds[]): string[] {
  const lines = [
    'operation                                    | gateway p50 / p95     | direct RPC p50 / p95  | added p50',
    ...rows.map(({ operation, gateway, direct }) => {
      const added = spread(
        pairedDifferences(
          gateway.map((run) => run.p50),
          direct.map((run) => run.p50),
        ),
      );
      return [
        operation.padEnd(44),
        `${fmt(medianOf(gateway, 'p50'))} / ${fmt(medianOf(gateway, 'p95'))}`.padEnd(21),
        `${fmt(medianOf(direct, 'p50'))} / ${fmt(medianOf(direct, 'p95'))}`.padEnd(21),
        `${fmt(added.median)} (${added.min.toFixed(2)}–${added.max.toFixed(2)})`,
      ].join(' | ');
    }),
  ];
  return lines;
}
