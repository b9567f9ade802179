import { createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';

/**
 * Key material as it travels in environment variables: one line of base64, no PEM line breaks to
 * mangle in compose files or Kubernetes Secrets. The principal keys are Ed25519 in DER (PKCS#8 for
 * the private key, SPKI for the public one); the job-secret key is 32 random bytes.
 */
export interface PrincipalKeyPair {
  privateKey: string;
  publicKey: string;
}

export function generatePrincipalKeyPair(): PrincipalKeyPair {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return {
    privateKey: privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
    publicKey: publicKey.export({ format: 'der', type: 'spki' }).toString('base64'),
  };
}

export function generateJobSecretKey(): string {
  return randomBytes(32).toString('base64');
}

/** Throws a plain Error naming what is wrong; config validation turns it into a message. */
export function principalPrivateKey(base64: string): KeyObject {
  const key = createPrivateKey({ key: Buffer.from(base64, 'base64'), format: 'der', type: 'pkcs8' });
  if (key.asymmetricKeyType !== 'ed25519') throw new Error('must be an Ed25519 key');
  return key;
}

export function principalPublicKey(base64: string): KeyObject {
  const key = createPublicKey({ key: Buffer.from(base64, 'base64'), format: 'der', type: 'spki' });
  if (key.asymmetricKeyType !== 'ed25519') throw new Error('must be an Ed25519 key');
  return key;
}

export function jobSecretKey(base64: string): Buffer {
  const key = Buffer.from(base64, 'base64');
  if (key.length !== 32) throw new Error('must be 32 bytes in base64 (e.g. `openssl rand -base64 32`)');
  return key;
}

/** Whether `value` parses with `parse`, for zod refinements. */
export function parses(parse: (value: string) => unknown, value: string): boolean {
  try {
    parse(value);
    return true;
  } catch {
    return false;
  }
}
