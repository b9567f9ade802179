import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '@lifewheel/testing';
import { providePostgres } from './postgres.js';

const root = mkdtempSync(join(tmpdir(), 'launcher-provide-pg-'));
chmodSync(root, 0o755);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('providePostgres', () => {
  it('uses DATABASE_URL as given', async () => {
    await expect(providePostgres({ configuredUrl: 'postgres://u@db:5432/x', dataDir: join(root, 'unused'), say: () => undefined })).resolves.toEqual({
      url: 'postgres://u@db:5432/x',
    });
  });

  it('starts an embedded PostgreSQL when none answers on the local port, and says why', async () => {
    const said: string[] = [];
    const [localPort, embeddedPort] = [await freePort(), await freePort()];
    const provided = await providePostgres({
      configuredUrl: undefined,
      dataDir: join(root, '.data', 'postgres'),
      say: (text) => said.push(text),
      localAdminUrl: `postgres://postgres@127.0.0.1:${localPort}/postgres`,
      embeddedPort,
    });
    try {
      expect(provided.url).toBe(`postgres://postgres:lifewheel@127.0.0.1:${embeddedPort}/lifewheel`);
      expect(said[0]).toBe(`no usable PostgreSQL on 127.0.0.1:${localPort} (ECONNREFUSED); starting an embedded one on 127.0.0.1:${embeddedPort}`);
      expect(provided.started).toBeDefined();
    } finally {
      await provided.started?.stop();
    }
  });
});
