import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_HEALTH_PORT_BASE, HEALTH_PORT_PROCESSES, PROCESS_INFO, RPC_SERVICES, SERVICE_NAMES } from './processes.js';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

describe('the process list', () => {
  it('names each process once', () => {
    expect(new Set(SERVICE_NAMES).size).toBe(PROCESS_INFO.length);
  });

  it('gives every process a probe port of its own', () => {
    const ports = PROCESS_INFO.map(({ probe }) => probe.port);
    expect(new Set(ports).size).toBe(ports.length);
  });

  it('keeps the HEALTH_PORT ones above their base, where HEALTH_PORT_BASE can move them together', () => {
    for (const { name, probe } of HEALTH_PORT_PROCESSES) expect(probe.port, name).toBeGreaterThan(DEFAULT_HEALTH_PORT_BASE);
  });

  it('has exactly one process on PORT, which asks RPC and answers none: the gateway', () => {
    expect(PROCESS_INFO.filter(({ probe }) => probe.variable === 'PORT').map(({ name }) => name)).toEqual(['gateway']);
    expect(RPC_SERVICES).not.toContain('gateway');
    expect(RPC_SERVICES.length).toBe(PROCESS_INFO.length - 1);
  });

  it.each(PROCESS_INFO)('builds $name from a source file of its own', ({ entry }) => {
    expect(entry).toMatch(/^services\/[a-z]+\/dist\/main\.js$/);
    expect(existsSync(`${repoRoot}/${entry.replace('/dist/', '/src/').replace(/\.js$/, '.ts')}`), entry).toBe(true);
  });
});
