// Which faults `npm run faults` injects, in which order, and how long the load runs between them:
// pure, so the plan (every process killed once, each kind of fault once, inside the time asked
// for) is unit tested.
import { SERVICE_NAMES, type ServiceName } from '@lifewheel/contracts';

export type Fault =
  | { kind: 'kill'; process: ServiceName }
  | { kind: 'redis-restart' }
  | { kind: 'postgres-restart' }
  | { kind: 'drop-connections' }
  | { kind: 'slow-postgres'; holdMs: number };

export interface FaultPlan {
  /** Load alone before the first fault, so every kind of action is under way. */
  warmUpMs: number;
  faults: Fault[];
  /** Load between one fault's recovery and the next fault. */
  gapMs: number;
  /** Load after the last fault, before the load stops and the checks run. */
  settleMs: number;
}

const MIN_GAP_MS = 5_000;

export function describeFault(fault: Fault): string {
  switch (fault.kind) {
    case 'kill':
      return `kill -9 ${fault.process}`;
    case 'redis-restart':
      return 'Redis restart (append-only file)';
    case 'postgres-restart':
      return 'PostgreSQL restart';
    case 'drop-connections':
      return 'dropped connections (PostgreSQL backends, Redis clients)';
    case 'slow-postgres':
      return `slow PostgreSQL (table lock held ${fault.holdMs / 1000} s)`;
  }
}

/**
 * Every process killed once, then Redis and PostgreSQL restarted, connections dropped and a lock
 * held longer than the RPC deadline; the time left after the warm-up and the settling is shared
 * out between the faults (at least 5 s each, so a short run still sees steady load in between).
 */
export function faultPlan(totalMs: number, rpcDeadlineMs: number): FaultPlan {
  const faults: Fault[] = [
    ...SERVICE_NAMES.map((process): Fault => ({ kind: 'kill', process })),
    { kind: 'redis-restart' },
    { kind: 'postgres-restart' },
    { kind: 'drop-connections' },
    { kind: 'slow-postgres', holdMs: rpcDeadlineMs * 2 + 2_000 },
  ];
  const warmUpMs = Math.min(20_000, Math.max(5_000, totalMs * 0.08));
  const settleMs = Math.min(30_000, Math.max(5_000, totalMs * 0.1));
  const gapMs = Math.max(MIN_GAP_MS, Math.floor((totalMs - warmUpMs - settleMs) / faults.length));
  return { warmUpMs, faults, gapMs, settleMs };
}
