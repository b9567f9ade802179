// The container image without a Docker engine: the Dockerfile's structure, and the two scripts the
// image runs (tools/docker/entrypoint.sh, tools/docker/healthcheck.mjs) run here for real.
import { execFile, spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROCESS_INFO, processInfo } from '@lifewheel/contracts';
import { APP_PROCESSES } from './processes.js';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'lifewheel-image-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

interface Stage {
  from: string;
  name?: string;
  instructions: Array<{ op: string; args: string }>;
}

/** The Dockerfile as stages of instructions, continuation lines joined and comments dropped. */
function dockerfileStages(text: string): Stage[] {
  const logical = text
    .split('\n')
    .filter((line) => !/^\s*#/.test(line))
    .join('\n')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const stages: Stage[] = [];
  for (const line of logical) {
    const [, op = '', args = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    if (op.toUpperCase() === 'FROM') {
      const [, from = '', name] = /^(\S+)(?:\s+AS\s+(\S+))?/i.exec(args) ?? [];
      stages.push({ from, ...(name ? { name } : {}), instructions: [] });
    } else {
      stages.at(-1)?.instructions.push({ op: op.toUpperCase(), args });
    }
  }
  return stages;
}

const runs = (stage: Stage | undefined) => (stage?.instructions ?? []).filter((i) => i.op === 'RUN').map((i) => i.args);

describe('Dockerfile', () => {
  const stages = dockerfileStages(readFileSync(join(repoRoot, 'Dockerfile'), 'utf8'));
  const final = stages.at(-1);
  const stageNamed = (name: string) => stages.find((s) => s.name === name);

  it('builds every stage on node:24-slim', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(stages.map((s) => s.from)).toEqual(stages.map(() => 'node:24-slim'));
  });

  it('installs with npm install (npm ci rejects this lockfile) and builds in a build stage', () => {
    const all = stages.flatMap(runs).join('\n');
    expect(all).not.toMatch(/\bnpm\s+ci\b/);
    const build = stages.find((s) => runs(s).some((r) => /\bnpm run build\b/.test(r)));
    expect(build, 'a stage runs npm run build').toBeDefined();
    const install = runs(build).find((r) => /\bnpm install\b/.test(r));
    expect(install, 'the build stage installs every dependency').toBeDefined();
    expect(install).not.toMatch(/--omit|--production/);
    expect(build).not.toBe(final);
  });

  it('ships only production dependencies and the built output', () => {
    const copies = (final?.instructions ?? []).filter((i) => i.op === 'COPY').map((i) => i.args);
    const fromStages = copies.flatMap((c) => /--from=(\S+)/.exec(c)?.[1] ?? []);
    const dependencyStage = fromStages.map(stageNamed).find((s) => runs(s).some((r) => /\bnpm install\b.*--omit=dev/.test(r)));
    expect(dependencyStage, 'node_modules come from an `npm install --omit=dev` stage').toBeDefined();
    // Nothing from the build context but the two container scripts.
    const fromContext = copies.filter((c) => !c.includes('--from='));
    expect(fromContext).toEqual(['tools/docker/entrypoint.sh tools/docker/healthcheck.mjs tools/docker/']);
    expect(runs(final).join('\n')).not.toMatch(/\bnpm\b/);
  });

  it('runs as a non-root user, through the process-selecting entrypoint', () => {
    const users = (final?.instructions ?? []).filter((i) => i.op === 'USER').map((i) => i.args);
    expect(users.length).toBeGreaterThan(0);
    expect(users.at(-1)).toMatch(/^[1-9]\d*(:[1-9]\d*)?$/);
    const entrypoint = final?.instructions.find((i) => i.op === 'ENTRYPOINT')?.args ?? '';
    expect(JSON.parse(entrypoint)).toEqual(['/usr/bin/tini', '--', '/bin/sh', '/app/tools/docker/entrypoint.sh']);
    expect(final?.instructions.find((i) => i.op === 'WORKDIR')?.args).toBe('/app');
  });

  it('exposes the probe port of every process, and no other', () => {
    const exposed = (final?.instructions ?? []).filter((i) => i.op === 'EXPOSE').flatMap((i) => i.args.split(/\s+/));
    expect(exposed.map(Number).sort()).toEqual(PROCESS_INFO.map(({ probe }) => probe.port).sort());
  });

  it('sets the safe OpenTelemetry resource detectors in the image', () => {
    const env = (final?.instructions ?? [])
      .filter((i) => i.op === 'ENV')
      .map((i) => i.args)
      .join(' ');
    expect(env).toMatch(/OTEL_NODE_RESOURCE_DETECTORS=env,host,os,process\b/);
  });

  it('keeps dependencies, build output, secrets and history out of the build context', () => {
    const ignored = readFileSync(join(repoRoot, '.dockerignore'), 'utf8')
      .split('\n')
      .map((l) => l.trim());
    for (const entry of ['**/node_modules', '**/dist', '.env', '.env.*', '.git']) expect(ignored).toContain(entry);
  });
});

describe('tools/docker/entrypoint.sh', () => {
  const root = join(scratch, 'app');
  const script = join(root, 'tools', 'docker', 'entrypoint.sh');
  const stub = 'console.log(JSON.stringify({ script: __filename, args: process.argv.slice(2), execArgv: process.execArgv, cwd: process.cwd() }));\n';
  const scripts: Record<string, string> = { migrate: join(root, 'tools', 'dist', 'migrate.js') };
  for (const process of APP_PROCESSES) scripts[process] = join(root, processInfo(process).entry);

  beforeAll(() => {
    mkdirSync(dirname(script), { recursive: true });
    copyFileSync(join(repoRoot, 'tools', 'docker', 'entrypoint.sh'), script);
    chmodSync(script, 0o755);
    for (const file of Object.values(scripts)) {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, stub);
    }
  });

  // From elsewhere, as the image's WORKDIR might one day be: the script finds its own root.
  const start = (...args: string[]) =>
    spawnSync('/bin/sh', [script, ...args], {
      cwd: scratch,
      encoding: 'utf8',
      env: { PATH: `${dirname(process.execPath)}:/usr/bin:/bin` },
    });

  it.each([...APP_PROCESSES, 'migrate'])('starts %s with source maps, passing further arguments on', (name) => {
    const result = start(name, '--extra', 'value');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({ script: scripts[name], args: ['--extra', 'value'], execArgv: ['--enable-source-maps'], cwd: root });
  });

  it('refuses an unknown process or none, saying which exist', () => {
    for (const args of [['web'], [], ['../gateway']]) {
      const result = start(...args);
      expect(result.status, args.join(' ')).toBe(64);
      expect(result.stderr).toContain('gateway|identity|assessments|billing|observability|worker|migrate');
      expect(result.stdout).toBe('');
    }
  });
});

describe('tools/docker/healthcheck.mjs', () => {
  let server: Server;
  let port = 0;
  let status = 200;
  const seen: string[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      seen.push(request.url ?? '');
      response.writeHead(status).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  // Asynchronous: the server answering lives in this process.
  const check = (env: Record<string, string>, ...args: string[]) =>
    new Promise<number>((resolve) => {
      const child = execFile(process.execPath, [join(repoRoot, 'tools', 'docker', 'healthcheck.mjs'), ...args], {
        env: { ...env, HEALTHCHECK_TIMEOUT_MS: '2000' },
      });
      child.on('exit', (code) => resolve(code ?? -1));
    });

  it('passes when /health/ready answers 2xx on HEALTH_PORT', async () => {
    status = 200;
    seen.length = 0;
    expect(await check({ HEALTH_PORT: String(port), PORT: '1' })).toBe(0);
    expect(seen).toEqual(['/health/ready']);
  });

  it('falls back to PORT, as the gateway has no HEALTH_PORT, and takes another path', async () => {
    status = 204;
    seen.length = 0;
    expect(await check({ PORT: String(port) }, '/health/live')).toBe(0);
    expect(seen).toEqual(['/health/live']);
  });

  it('fails on an error status and when nothing listens', async () => {
    status = 503;
    expect(await check({ HEALTH_PORT: String(port) })).toBe(1);
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await check({ HEALTH_PORT: String(closedPort) })).toBe(1);
  });
});
