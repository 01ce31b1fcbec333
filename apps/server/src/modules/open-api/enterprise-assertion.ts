import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** How far an assertion's issue time may be from the server's clock, either way. */
export const ASSERTION_LIFETIME_SECONDS = 300;

/** What an enterprise vouches for: this person, known to it by this id, arrives through this channel. */
export const AssertionClaims = z.object({
  channelId: z.string().min(1).max(64),
  externalUserId: z.string().min(1).max(200),
  nickname: z.string().trim().min(1).max(40).optional(),
  /** Issue time, seconds since the epoch. */
  iat: z.number().int(),
});
export type AssertionClaims = z.infer<typeof AssertionClaims>;

const mac = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest();

/**
 * An enterprise's signed assertion about one of its customers (docs/decisions/open-api.md):
 * `base64url(JSON claims) "." base64url(HMAC-SHA256(signing secret, first part))`, sent as
 * `authorization: Bearer <assertion>`. Enterprises build it on their server; tests use this too.
 */
export function signAssertion(secret: string, claims: AssertionClaims): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${mac(secret, payload).toString('base64url')}`;
}

/** The claims of an assertion, unverified: only to find whose secret must verify it. */
export function readAssertion(
  assertion: string,
): { payload: string; signature: Buffer; claims: AssertionClaims } | null {
  const [payload, signature, ...rest] = assertion.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    // Not JSON: not an assertion at all, which the caller answers with 401.
    return null;
  }
  const claims = AssertionClaims.safeParse(decoded);
  return claims.success
    ? { payload, signature: Buffer.from(signature, 'base64url'), claims: claims.data }
    : null;
}

/** Whether the signature is the secret's, and the assertion fresh. */
export function assertionHolds(
  secret: string,
  read: { payload: string; signature: Buffer; claims: AssertionClaims },
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  const expected = mac(secret, read.payload);
  const signed = read.signature.length === expected.length && timingSafeEqual(read.signature, expected);
  return signed && Math.abs(nowSeconds - read.claims.iat) <= ASSERTION_LIFETIME_SECONDS;
}
