import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { generateJobSecretKey, generatePrincipalKeyPair } from '@lifewheel/platform/keys';

/** The variables whose values `npm start` makes once and keeps in the git-ignored `.data/` folder. */
export const LOCAL_KEY_VARIABLES = ['PRINCIPAL_PRIVATE_KEY', 'PRINCIPAL_PUBLIC_KEY', 'JOB_SECRET_KEY', 'INDEXNOW_KEY'] as const;
type LocalKeys = Record<(typeof LOCAL_KEY_VARIABLES)[number], string>;

type Env = Record<string, string | undefined>;
const isSet = (env: Env, name: string) => Boolean(env[name]?.trim());

/**
 * Keys for a developer's machine: made on the first `npm start` and reused afterwards, so sessions
 * survive a restart. A key pair given in the environment wins as a pair (a private key from one
 * pair with the public key of another would refuse every login).
 */
export function localKeys(file: string, env: Env): Partial<LocalKeys> {
  const needsPair = !isSet(env, 'PRINCIPAL_PRIVATE_KEY') && !isSet(env, 'PRINCIPAL_PUBLIC_KEY');
  const needsJobKey = !isSet(env, 'JOB_SECRET_KEY');
  const needsIndexNowKey = !isSet(env, 'INDEXNOW_KEY');
  // With every key given, no file is made: nothing of ours is left in the checkout.
  if (!needsPair && !needsJobKey && !needsIndexNowKey) return {};
  const keys = readOrCreate(file);
  return {
    ...(needsPair ? { PRINCIPAL_PRIVATE_KEY: keys.PRINCIPAL_PRIVATE_KEY, PRINCIPAL_PUBLIC_KEY: keys.PRINCIPAL_PUBLIC_KEY } : {}),
    ...(needsJobKey ? { JOB_SECRET_KEY: keys.JOB_SECRET_KEY } : {}),
    ...(needsIndexNowKey ? { INDEXNOW_KEY: keys.INDEXNOW_KEY } : {}),
  };
}

/** An IndexNow key as indexnow.org suggests: 32 hexadecimal characters (within 8-128 of a-z A-Z 0-9 -). */
const generateIndexNowKey = () => randomBytes(16).toString('hex');

function readOrCreate(file: string): LocalKeys {
  if (existsSync(file)) {
    const keys = JSON.parse(readFileSync(file, 'utf8')) as LocalKeys;
    // A file from before IndexNow gains its key once; the other keys stay as they were.
    if (keys.INDEXNOW_KEY) return keys;
    return write(file, { ...keys, INDEXNOW_KEY: generateIndexNowKey() });
  }
  const pair = generatePrincipalKeyPair();
  return write(file, {
    PRINCIPAL_PRIVATE_KEY: pair.privateKey,
    PRINCIPAL_PUBLIC_KEY: pair.publicKey,
    JOB_SECRET_KEY: generateJobSecretKey(),
    INDEXNOW_KEY: generateIndexNowKey(),
  });
}

function write(file: string, keys: LocalKeys): LocalKeys {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  return keys;
}
