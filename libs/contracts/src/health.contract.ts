export type CheckStatus = 'up' | 'down';

export interface DependencyCheck {
  status: CheckStatus;
  latencyMs: number;
  error?: string;
}

/** What each RPC service answers to `<service>.health`. */
export interface ServiceHealth {
  service: string;
  version: string;
  pid: number;
  uptimeSeconds: number;
  database?: DependencyCheck;
}

/**
 * `GET /api/health`, public: the overall verdict (every process, PostgreSQL and Redis up) and each
 * process's up or down, nothing more. Versions, latencies and dependency error text tell an
 * attacker what to aim at; admins read them on /admin/debug (`GET /api/admin/debug/health`).
 */
export interface HealthReport {
  status: CheckStatus;
  checkedAt: string;
  processes: Record<string, { status: CheckStatus }>;
}
