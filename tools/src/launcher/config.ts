// What the launcher takes from its environment, and the environment each process gets. Pure, so
// the rules (defaults, validation, which process sees which port) are unit tested.

import {
  INDEXNOW_KEY_HINT,
  isValidIndexNowKey,
  DEFAULT_HEALTH_PORT_BASE,
  HEALTH_PORT_PROCESSES,
  SERVICE_NAMES,
  defaultProbePort,
  processInfo,
  SAFE_OTEL_RESOURCE_DETECTORS,
  type ServiceName,
} from '@lifewheel/contracts';

// Which processes run, and where each answers its probes, is libs/contracts' process list.
export const PROCESS_NAMES = SERVICE_NAMES;
export type ProcessName = ServiceName;

// HEALTH_PORT_BASE moves every HEALTH_PORT together, each keeping its offset from the default base.
const LARGEST_HEALTH_PORT_OFFSET = Math.max(...HEALTH_PORT_PROCESSES.map(({ probe }) => probe.port - DEFAULT_HEALTH_PORT_BASE));

export interface LauncherConfig {
  port: number;
  publicUrl: string;
  healthPortBase: number;
  /** Set only when the user gave one; otherwise the launcher finds or starts a database. */
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** `json` passes the processes' log lines through untouched (for piping into other tools). */
  logFormat: 'pretty' | 'json';
  colour: boolean;
}

type Env = Record<string, string | undefined>;

/** An empty variable counts as unset: `PORT= npm start` should mean the default, not port 0. */
function value(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  return raw ? raw : undefined;
}

function portFrom(env: Env, name: string, fallback: number, maxOffset = 0): number {
  const raw = value(env, name);
  if (raw === undefined) return fallback;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port < 1 || port + maxOffset > 65535) {
    throw new Error(`${name} must be a port number between 1 and ${65535 - maxOffset}, not "${raw}"`);
  }
  return port;
}

export function resolveConfig(env: Env, stdoutIsTty: boolean): LauncherConfig {
  const port = portFrom(env, 'PORT', defaultProbePort('gateway'));
  // The processes would refuse it too, one by one and later; say it once, before anything starts.
  const indexNowKey = value(env, 'INDEXNOW_KEY');
  if (indexNowKey !== undefined && !isValidIndexNowKey(indexNowKey)) {
    throw new Error(`INDEXNOW_KEY must be ${INDEXNOW_KEY_HINT}; unset it and npm start makes one in .data/`);
  }
  const logFormat = value(env, 'LOG_FORMAT');
  if (logFormat !== undefined && logFormat !== 'json' && logFormat !== 'pretty') {
    throw new Error(`LOG_FORMAT must be "json" or "pretty", not "${logFormat}"`);
  }
  // NO_COLOR (no-color.org) wins; FORCE_COLOR lets a pipe keep colours; otherwise only a terminal.
  const forceColour = value(env, 'FORCE_COLOR');
  const colour = value(env, 'NO_COLOR') === undefined && (forceColour !== undefined ? forceColour !== '0' : stdoutIsTty);
  return {
    port,
    publicUrl: (value(env, 'PUBLIC_URL') ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    healthPortBase: portFrom(env, 'HEALTH_PORT_BASE', DEFAULT_HEALTH_PORT_BASE, LARGEST_HEALTH_PORT_OFFSET),
    databaseUrl: value(env, 'DATABASE_URL'),
    redisUrl: value(env, 'REDIS_URL'),
    logFormat: logFormat === 'json' ? 'json' : 'pretty',
    colour,
  };
}

export interface Backing {
  databaseUrl: string;
  redisUrl: string;
}

/** The environment shared by every child (processes and the migration run). */
export function commonEnv(config: LauncherConfig, backing: Backing, inherited: Env): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, val] of Object.entries(inherited)) if (val !== undefined) env[key] = val;
  return {
    ...env,
    DATABASE_URL: backing.databaseUrl,
    REDIS_URL: backing.redisUrl,
    PUBLIC_URL: config.publicUrl,
    OTEL_NODE_RESOURCE_DETECTORS: SAFE_OTEL_RESOURCE_DETECTORS,
    NODE_ENV: value(inherited, 'NODE_ENV') ?? 'development',
  };
}

export function processEnv(name: ProcessName, config: LauncherConfig, backing: Backing, inherited: Env): Record<string, string> {
  const env = commonEnv(config, backing, inherited);
  const { probe } = processInfo(name);
  if (probe.variable === 'PORT') {
    env.PORT = String(config.port);
    delete env.HEALTH_PORT;
  } else {
    // PORT belongs to the gateway alone: a service that also read it would fight over the port.
    delete env.PORT;
    env.HEALTH_PORT = String(config.healthPortBase + probe.port - DEFAULT_HEALTH_PORT_BASE);
  }
  // Only identity signs principals; no other process needs to hold the key that could forge them.
  if (name !== 'identity') delete env.PRINCIPAL_PRIVATE_KEY;
  return env;
}
