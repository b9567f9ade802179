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

/** `GET /api/health`. */
export interface HealthReport {
  status: CheckStatus;
  checkedAt: string;
  processes: Record<string, DependencyCheck & { version?: string }>;
  postgres: DependencyCheck;
  redis: DependencyCheck;
}
