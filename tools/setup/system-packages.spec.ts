import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_SYSTEM_PACKAGES, installCommand, missingPackages } from './system-packages.mjs';

const folder = mkdtempSync(join(tmpdir(), 'system-packages-'));
writeFileSync(join(folder, 'present-tool'), '#!/bin/sh\n');
chmodSync(join(folder, 'present-tool'), 0o755);
// Not executable: a file on the PATH that cannot run does not count as installed.
writeFileSync(join(folder, 'plain-file'), '');
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the system packages npm test needs', () => {
  it('names the packages whose command is not on the PATH', () => {
    const needed = [
      { pkg: 'has-it', command: 'present-tool' },
      { pkg: 'lacks-it', command: 'absent-tool' },
      { pkg: 'not-runnable', command: 'plain-file' },
    ];
    expect(missingPackages(needed, folder)).toEqual(['lacks-it', 'not-runnable']);
  });

  it('includes a real QR decoder: the paper sheet test reads its printed QR code with zbarimg', () => {
    expect(TEST_SYSTEM_PACKAGES).toContainEqual({ pkg: 'zbar-tools', command: 'zbarimg' });
  });

  it('gives one command that installs exactly the missing packages, without recommends', () => {
    expect(installCommand(['chromium', 'poppler-utils'])).toBe('sudo apt-get update && sudo apt-get install -y --no-install-recommends chromium poppler-utils');
  });

  it('stops at once, naming the command, where it cannot install them itself', () => {
    const script = `import('${join(import.meta.dirname, 'system-packages.mjs')}').then(m => m.ensureSystemPackages('npm test', [{ pkg: 'lifewheel-absent-pkg', command: 'lifewheel-absent-tool' }]))`;
    // A PATH without apt-get: the same answer a machine without apt (or a non-root user) gets.
    const result = spawnSync(process.execPath, ['-e', script], { env: { PATH: folder }, encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('lifewheel-absent-pkg');
    expect(result.stderr).toContain('sudo apt-get install -y --no-install-recommends lifewheel-absent-pkg');
  });
});
