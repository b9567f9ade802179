// Reads docker-compose.yml through docker-compose itself (`config`: the engine is not needed) and
// checks the result against what each process needs. Debian's `docker-compose` (v1) is used when
// present, else `docker compose` (v2); COMPOSE overrides, e.g. COMPOSE="docker compose".
import { spawnSync } from 'node:child_process';
import { parse } from 'yaml';
import { SAFE_OTEL_RESOURCE_DETECTORS } from '@lifewheel/contracts';
import { APP_PROCESSES, PROCESS_NEEDS, type ProcessName } from './processes.js';

export interface ComposeService {
  image?: string;
  build?: unknown;
  command?: string[] | string;
  environment?: Record<string, string | number | null>;
  depends_on?: Record<string, { condition?: string }>;
  healthcheck?: { test?: string[] | string; disable?: boolean };
  restart?: string;
  volumes?: Array<string | { source?: string; target?: string }>;
  read_only?: boolean;
  cap_drop?: string[];
  security_opt?: string[];
  stop_grace_period?: string;
}

export interface ComposeConfig {
  services: Record<string, ComposeService>;
}

export interface ComposeResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

export const INSTALL_HINT = 'apt-get install -y --no-install-recommends docker-compose';

let found: string[] | undefined;

export function composeCommand(): string[] {
  if (found) return found;
  const candidates = process.env['COMPOSE'] ? [process.env['COMPOSE'].split(/\s+/)] : [['docker-compose'], ['docker', 'compose']];
  for (const candidate of candidates) {
    const [command, ...args] = candidate;
    if (!command) continue;
    const result = spawnSync(command, [...args, 'version'], { encoding: 'utf8' });
    if (result.status === 0) return (found = candidate);
  }
  throw new Error(`docker-compose.yml is checked with docker-compose, which is not installed: ${INSTALL_HINT}`);
}

/**
 * Runs compose on `file` with nothing but `envFile` to interpolate from: the caller's environment
 * (and any .env beside the file) stays out, so the result does not depend on the machine.
 */
export function runCompose(file: string, envFile: string, args: string[], home: string): ComposeResult {
  const [command, ...prefix] = composeCommand();
  const result = spawnSync(command as string, [...prefix, '--env-file', envFile, '-f', file, ...args], {
    encoding: 'utf8',
    env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin', HOME: home },
  });
  if (result.error) throw result.error;
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

export function parseConfig(stdout: string): ComposeConfig {
  const config = parse(stdout) as ComposeConfig | null;
  if (!config?.services) throw new Error('compose config printed no services');
  return config;
}

export const commandOf = (service: ComposeService) => (typeof service.command === 'string' ? service.command.split(/\s+/) : (service.command ?? []));

export const volumeTargets = (service: ComposeService) =>
  (service.volumes ?? []).map((v) => (typeof v === 'string' ? (v.split(':')[1] ?? v) : (v.target ?? '')));

/** Seconds in a compose duration such as "30s", "1m30s" or "1m0s". */
export function seconds(duration: string | undefined): number {
  if (!duration) return 0;
  let total = 0;
  for (const [, value, unit] of duration.matchAll(/(\d+(?:\.\d+)?)(h|ms|m|s)/g)) {
    total += Number(value) * ({ h: 3600, m: 60, s: 1, ms: 0.001 }[unit as 'h' | 'm' | 's' | 'ms'] ?? 0);
  }
  return total;
}

/** Everything wrong with the compose service that runs `process`; empty when it is as it must be. */
export function serviceProblems(config: ComposeConfig, process: ProcessName): string[] {
  const service = config.services[process];
  if (!service) return [`${process}: no such service`];
  const problems: string[] = [];
  const needs = PROCESS_NEEDS[process];
  const env = service.environment ?? {};
  const isApp = (APP_PROCESSES as readonly string[]).includes(process);

  if (JSON.stringify(commandOf(service)) !== JSON.stringify([process])) problems.push(`${process}: command must be ["${process}"]`);
  if (service.image !== config.services['migrate']?.image) problems.push(`${process}: must run the same image as migrate`);
  for (const name of [...needs.secrets, ...needs.settings]) {
    if (env[name] === undefined || env[name] === null || env[name] === '') problems.push(`${process}: ${name} is not set`);
  }
  if (env['OTEL_NODE_RESOURCE_DETECTORS'] !== SAFE_OTEL_RESOURCE_DETECTORS)
    problems.push(`${process}: OTEL_NODE_RESOURCE_DETECTORS must be ${SAFE_OTEL_RESOURCE_DETECTORS}`);
  if (needs.port && String(env[needs.port.variable]) !== String(needs.port.value)) {
    problems.push(`${process}: ${needs.port.variable} must be ${needs.port.value}`);
  }
  if (service.read_only !== true) problems.push(`${process}: read_only must be true`);
  if (!service.cap_drop?.includes('ALL')) problems.push(`${process}: cap_drop must include ALL`);
  if (!service.security_opt?.some((o) => /^no-new-privileges(:true)?$/.test(o))) problems.push(`${process}: security_opt must hold no-new-privileges`);

  const dependsOn = service.depends_on ?? {};
  if (needs.secrets.includes('DATABASE_URL') && !isApp && dependsOn['postgres']?.condition !== 'service_healthy') {
    problems.push(`${process}: must wait for a healthy postgres`);
  }
  if (!isApp) return problems;

  if (dependsOn['migrate']?.condition !== 'service_completed_successfully') {
    problems.push(`${process}: must wait for migrate (depends_on condition service_completed_successfully)`);
  }
  const test = service.healthcheck?.test;
  if (service.healthcheck?.disable || !test || test.length === 0 || (Array.isArray(test) && test[0] === 'NONE')) {
    problems.push(`${process}: has no healthcheck`);
  }
  if (!service.restart || service.restart === 'no') problems.push(`${process}: must restart after a crash`);
  if (seconds(service.stop_grace_period) < 20) problems.push(`${process}: stop_grace_period must leave about 30 s for a graceful shutdown`);
  return problems;
}
