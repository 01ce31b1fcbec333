import { createHash, randomBytes } from 'node:crypto';

/** A secret for a bearer token or an e-mail link; only its hash is ever stored. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
