// `npm run bench` (third part), or `npm run bench:workshop` alone: one workshop session through two
// gateway replicas, on loopback. PARTICIPANTS phones (300 by default) open the participant stream,
// join and answer, spread evenly over SPREAD_SECONDS (30 by default: "within one minute") through
// gateway A, while the facilitator's screen follows the session's stream on gateway B. Measures how
// long after each stored answer the facilitator's screen shows it, then how long after the reveal
// each phone hears it. Prints figures; it passes or fails nothing. (Target, issue 22: each update
// within 1 s at p95.)
import { randomBytes, randomUUID } from 'node:crypto';
import { DEFAULT_DOMAINS } from '@lifewheel/wheel';
import type { WorkshopFacilitatorView, WorkshopParticipantView } from '@lifewheel/contracts';
import { TestStack, sessionFor } from '@lifewheel/testing';
import { percentile } from '../latency.js';

const participants = Number(process.env['BENCH_WORKSHOP_PARTICIPANTS'] ?? 300);
const spreadSeconds = Number(process.env['BENCH_WORKSHOP_SPREAD_SECONDS'] ?? 30);
/** How many phones also follow the participant stream (all by default). */
const phoneStreams = Number(process.env['BENCH_WORKSHOP_PHONE_STREAMS'] ?? participants);
/** The whole run is bounded: whatever has not arrived by then counts as missing. */
const BOUND_MS = (spreadSeconds + 60) * 1000;
const fmt = (ms: number) => `${ms.toFixed(0)} ms`.padStart(8);

/** A server-sent event stream, read as it comes: calls `onView` with each `view` and its arrival time. */
async function follow<T>(url: string, headers: Record<string, string>, signal: AbortSignal, onView: (view: T, at: number) => void): Promise<void> {
  const response = await fetch(url, { headers, signal });
  if (!response.ok || !response.body) throw new Error(`${url} answered ${response.status}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = /^event: view\ndata: (.*)$/m.exec(block)?.[1];
          if (data) onView(JSON.parse(data) as T, performance.now());
        }
      }
    } catch {
      // aborted at the end
    }
  })();
}

const stack = await TestStack.start({ processes: ['gateway', 'identity', 'assessments'], replicas: { gateway: 2 }, env: { LOG_LEVEL: 'warn' } });
const [gatewayA, gatewayB] = stack.of('gateway').map((gateway) => `http://127.0.0.1:${gateway.probePort}`) as [string, string];
const streams = new AbortController();

try {
  const userId = randomUUID();
  await stack.db.query('insert into identity.users (id, email) values ($1, $2)', [userId, 'bench-facilitator@example.test']);
  const cookie = `lw_session=${await sessionFor(stack.db, userId)}`;
  const post = async <T>(base: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { origin: base, 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  };
  const session = await post<WorkshopFacilitatorView>(gatewayA, '/api/workshops', { name: 'Bench', language: 'en' }, { cookie });

  // The facilitator's screen on gateway B: when each count of finished answers first showed.
  const shownAt = new Map<number, number>();
  await follow<WorkshopFacilitatorView>(`${gatewayB}/api/workshops/${session.id}/events`, { cookie }, streams.signal, (view, at) => {
    for (let count = 1; count <= view.finished; count += 1) if (!shownAt.has(count)) shownAt.set(count, at);
  });
  // Every phone's stream, half on each gateway: when each heard the reveal.
  const revealHeardAt: number[] = [];
  await Promise.all(
    Array.from({ length: phoneStreams }, (_, index) =>
      follow<WorkshopParticipantView>(`${index % 2 ? gatewayB : gatewayA}/api/join/${session.code}/events`, {}, streams.signal, (view, at) => {
        if (view.status === 'revealed') revealHeardAt[index] ??= at;
      }),
    ),
  );

  process.stdout.write(`${participants} phones join and answer over ${spreadSeconds} s...\n`);
  const storedAt: number[] = [];
  const failures: string[] = [];
  const startedAt = performance.now();
  const progress = setInterval(() => process.stdout.write(`  ${storedAt.length} stored, ${failures.length} failed, the screen shows ${shownAt.size}\n`), 5000);
  await Promise.all(
    Array.from({ length: participants }, async (_, index) => {
      await new Promise((resolve) => setTimeout(resolve, (index * spreadSeconds * 1000) / participants));
      const participantId = randomBytes(16).toString('base64url');
      const responses = DEFAULT_DOMAINS.map((domain, d) => ({ domain: domain.name, current: ((index + d) % 10) + 1, desired: 10 }));
      try {
        await post(gatewayA, `/api/join/${session.code}`, { participantId });
        await post(gatewayA, `/api/join/${session.code}/answer`, { participantId, responses, language: 'en' });
        storedAt.push(performance.now());
      } catch (error) {
        failures.push(String(error));
      }
    }),
  );
  clearInterval(progress);
  const allStoredIn = performance.now() - startedAt;
  const deadline = performance.now() + BOUND_MS;
  while (shownAt.size < storedAt.length && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  // The k-th answer stored is on the screen once it shows k finished.
  storedAt.sort((a, b) => a - b);
  const screenLags = storedAt.flatMap((at, index) => (shownAt.has(index + 1) ? [Math.max(0, shownAt.get(index + 1)! - at)] : []));

  const revealAt = performance.now();
  await post(gatewayA, `/api/workshops/${session.id}/reveal`, {}, { cookie });
  while (revealHeardAt.filter(Boolean).length < phoneStreams && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  const revealLags = revealHeardAt.filter(Boolean).map((at) => at - revealAt);

  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
  const row = (label: string, values: number[], of: number) => {
    const s = sorted(values);
    return `${label.padEnd(44)} ${String(values.length).padStart(4)}/${of}  p50 ${fmt(percentile(s, 50))}  p95 ${fmt(percentile(s, 95))}  max ${fmt(s.at(-1) ?? 0)}`;
  };
  console.log(`\nWorkshop: ${participants} phones, two gateways (answers through A, the facilitator's screen on B), loopback`);
  console.log(
    `all ${storedAt.length} answers stored within ${(allStoredIn / 1000).toFixed(1)} s; ${failures.length} failed${failures.length ? `: ${failures[0]}` : ''}`,
  );
  console.log(row("stored answer -> facilitator's screen (B)", screenLags, storedAt.length));
  console.log(row('reveal -> each phone (A and B)', revealLags, phoneStreams));
  console.log('Target (issue 22): 300 participants within a minute; every screen updated within 1 s at p95.');
} finally {
  streams.abort();
  await stack.stop();
}
