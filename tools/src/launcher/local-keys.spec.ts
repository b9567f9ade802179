import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { jobSecretKey, principalPrivateKey, principalPublicKey } from '@lifewheel/platform/keys';
import { isValidIndexNowKey } from '@lifewheel/contracts';
import { localKeys } from './local-keys.js';

const dirs: string[] = [];
const keysFile = () => {
  const dir = mkdtempSync(join(tmpdir(), 'lw-keys-'));
  dirs.push(dir);
  return join(dir, 'nested', 'keys.json');
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('localKeys', () => {
  it('makes valid keys once, private to the user, and reuses them', () => {
    const file = keysFile();
    const first = localKeys(file, {});
    expect(() => principalPrivateKey(first.PRINCIPAL_PRIVATE_KEY!)).not.toThrow();
    expect(() => principalPublicKey(first.PRINCIPAL_PUBLIC_KEY!)).not.toThrow();
    expect(() => jobSecretKey(first.JOB_SECRET_KEY!)).not.toThrow();
    expect(isValidIndexNowKey(first.INDEXNOW_KEY!)).toBe(true);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(localKeys(file, {})).toEqual(first);
  });

  it('leaves keys given in the environment alone, the principal pair as a pair', () => {
    const file = keysFile();
    expect(localKeys(file, { PRINCIPAL_PUBLIC_KEY: 'given' })).not.toHaveProperty('PRINCIPAL_PRIVATE_KEY');
    expect(localKeys(file, { JOB_SECRET_KEY: 'given' })).not.toHaveProperty('JOB_SECRET_KEY');
    expect(localKeys(file, { PRINCIPAL_PRIVATE_KEY: '', JOB_SECRET_KEY: ' ' })).toHaveProperty('PRINCIPAL_PRIVATE_KEY');
  });

  it('makes no file when the environment gives every key', () => {
    const file = keysFile();
    expect(localKeys(file, { PRINCIPAL_PRIVATE_KEY: 'a', PRINCIPAL_PUBLIC_KEY: 'b', JOB_SECRET_KEY: 'c', INDEXNOW_KEY: 'd' })).toEqual({});
    expect(existsSync(file)).toBe(false);
  });

  it('adds an IndexNow key to a file made before IndexNow, keeping the other keys', () => {
    const file = keysFile();
    const old = { PRINCIPAL_PRIVATE_KEY: 'p', PRINCIPAL_PUBLIC_KEY: 'q', JOB_SECRET_KEY: 'j' };
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(old));
    const keys = localKeys(file, {});
    expect(keys).toMatchObject(old);
    expect(isValidIndexNowKey(keys.INDEXNOW_KEY!)).toBe(true);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(keys);
    expect(localKeys(file, {}).INDEXNOW_KEY).toBe(keys.INDEXNOW_KEY);
  });
});
