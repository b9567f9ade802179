// `npm start`'s launcher as a whole (the build it runs is `npm test`'s): the six processes come up
// healthy; a killed service shows in /api/health and in a clear 503, is restarted, and the rest
// recover without being touched; Ctrl-C (SIGINT) stops everything.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NODE,
  REPO_ROOT,
  TEST_REDIS_URL,
  createTestDatabase,
  defaultAssessmentBody,
  deleteRedisPrefix,
  freePort,
  principalKeyPair,
  testMailDir,
  testRedisPrefix,
  waitFor,
  type TestDatabase,
} from '@lifewheel/testing';
import { PROCESS_NAMES } from './config.js';
import { processIds, statFields } from '../proc/proc-stat.js';

/** True when nothing listens on `port` of 127.0.0.1. */
function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A HEALTH_PORT_BASE whose five service ports (base + 1 to base + 5) are all free. */
async function freeHealthPortBase(): Promise<number> {
  for (;;) {
    const base = 40_000 + Math.floor(Math.random() * 20_000);
    const ports = [1, 2, 3, 4, 5].map((offset) => base + offset);
    if ((await Promise.all(ports.map(isFree))).every(Boolean)) return base;
  }
}

/** The pids of the launcher's children whose command line (or process title) names `name`. */
function childrenNamed(parentPid: number, name: string): number[] {
  return processIds().filter((pid) => {
    try {
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      return Number(statFields(pid)[1]) === parentPid && (command.includes(`lifewheel-${name}`) || command.includes(`services/${name}/dist/main.js`));
    } catch {
      return false; // gone meanwhile
    }
  });
}

interface Health {
  status: 'up' | 'down';
  processes: Record<string, { status: 'up' | 'down' }>;
}

describe('npm start (the launcher)', () => {
  let db: TestDatabase;
  let launcher: ChildProcess;
  let url: string;
  const redisPrefix = testRedisPrefix();
  const mailDir = testMailDir(redisPrefix);
  let output = '';

  const health = async (): Promise<{ code: number; body: Health }> => {
    const response = await fetch(`${url}/api/health`);
    return { code: response.status, body: (await response.json()) as Health };
  };
  const save = () =>
    fetch(`${url}/api/assessments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify(defaultAssessmentBody(3)),
    });

  beforeAll(async () => {
    db = await createTestDatabase();
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    const keys = principalKeyPair();
    launcher = spawn(NODE, ['--enable-source-maps', join(REPO_ROOT, 'tools/dist/launcher/main.js')], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        PUBLIC_URL: url,
        HEALTH_PORT_BASE: String(await freeHealthPortBase()),
        DATABASE_URL: db.url,
        REDIS_URL: TEST_REDIS_URL,
        REDIS_PREFIX: redisPrefix,
        MAIL_DIR: mailDir,
        // Keys of its own, so the launcher does not make (and keep) a set in the checkout's .data/.
        PRINCIPAL_PRIVATE_KEY: keys.privateKey,
        PRINCIPAL_PUBLIC_KEY: keys.publicKey,
        JOB_SECRET_KEY: randomBytes(32).toString('base64'),
        INDEXNOW_KEY: 'launcher-test-indexnow-key',
        LOG_FORMAT: 'json',
        NO_COLOR: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
    launcher.stdout!.on('data', keep);
    launcher.stderr!.on('data', keep);
    await waitFor(async () => (await health()).code === 200, {
      timeoutMs: 90_000,
      intervalMs: 500,
      what: 'the launcher to report every process healthy',
    }).catch((error: Error) => {
      throw new Error(`${error.message}\n--- launcher output ---\n${output}`);
    });
  });

  afterAll(async () => {
    if (launcher && launcher.exitCode === null) {
      launcher.kill('SIGKILL');
      for (const name of PROCESS_NAMES) for (const pid of childrenNamed(launcher.pid!, name)) process.kill(pid, 'SIGKILL');
    }
    await db?.drop().catch(() => undefined);
    await deleteRedisPrefix(redisPrefix).catch(() => undefined);
    rmSync(mailDir, { recursive: true, force: true });
  });

  it('starts all six processes, shows a killed one as down with a clear 503, then recovers it alone', async () => {
    const first = await health();
    expect(Object.entries(first.body.processes).map(([name, { status }]) => `${name}:${status}`)).toEqual(PROCESS_NAMES.map((name) => `${name}:up`));
    const created = await save();
    expect(created.status).toBe(201);
    const { token } = (await created.json()) as { token: string };

    const others = PROCESS_NAMES.filter((name) => name !== 'assessments').map((name) => childrenNamed(launcher.pid!, name));
    const [assessments] = childrenNamed(launcher.pid!, 'assessments');
    expect(assessments).toBeDefined();
    process.kill(assessments!, 'SIGKILL');

    // Both at once, so the save's deadline passes well before the launcher's restart (5 s).
    const started = Date.now();
    // The gateway serves a report up to a second old, so the first after the kill may still say up.
    const turnedDown = () =>
      waitFor(
        async () => {
          const answer = await health();
          return answer.code === 503 && answer;
        },
        { what: 'health to turn 503' },
      );
    const [down, refused] = await Promise.all([turnedDown(), save().then((response) => ({ response, tookMs: Date.now() - started }))]);
    expect(down.code).toBe(503);
    expect(down.body.processes['assessments']?.status).toBe('down');
    expect(refused.tookMs).toBeLessThan(5_000);
    expect(refused.response.status).toBe(503);
    expect(((await refused.response.json()) as { message: string }).message).toMatch(/assessments service did not answer in time/);

    // The launcher brings it back; nothing else was restarted.
    await waitFor(async () => (await health()).code === 200, { timeoutMs: 60_000, intervalMs: 500, what: 'assessments to be restarted' });
    expect(childrenNamed(launcher.pid!, 'assessments')).not.toEqual([assessments]);
    expect(PROCESS_NAMES.filter((name) => name !== 'assessments').map((name) => childrenNamed(launcher.pid!, name))).toEqual(others);
    const view = (await (await fetch(`${url}/api/assessments/${token}`)).json()) as { responses: { current: number }[] };
    expect(view.responses.map((response) => response.current)).toEqual(defaultAssessmentBody(3).responses.map((response) => response.current));
    expect((await save()).status).toBe(201);
  });

  it('stops every process on Ctrl-C (SIGINT) and exits cleanly', async () => {
    const children = PROCESS_NAMES.flatMap((name) => childrenNamed(launcher.pid!, name));
    expect(children).toHaveLength(6);
    launcher.kill('SIGINT');
    const [code] = (await once(launcher, 'exit')) as [number | null];
    expect(code).toBe(0);
    const alive = children.filter((pid) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    });
    expect(alive).toEqual([]);
  });
});
