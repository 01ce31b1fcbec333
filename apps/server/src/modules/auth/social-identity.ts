import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a social sign-in provider tells about the person behind an access token. */
export interface SocialIdentity {
  providerUserId: string;
  email: string | null;
  /** Whether the provider checked that the person owns the address; only then may it find an account. */
  emailVerified: boolean;
}

export interface SocialIdentityProvider {
  verify(accessToken: string): Promise<SocialIdentity | null>;
}

/**
 * The provider's servers cannot be reached from here, so this stands in for them in the demo only:
 * it accepts tokens it signed itself (`base64url(JSON {sub, email?, email_verified?}).hmac`), which
 * tests and the demo issue with `issue()`, with a secret of the installation (never one in code:
 * docs/decisions/secrets.md). A real provider implementation asks the provider's token endpoint.
 */
export class LocalSocialIdentityProvider implements SocialIdentityProvider {
  constructor(private readonly secret: string) {}

  issue(identity: { sub: string; email?: string; email_verified?: boolean }): string {
    const payload = Buffer.from(JSON.stringify(identity)).toString('base64url');
    return `${payload}.${this.sign(payload)}`;
  }

  async verify(accessToken: string): Promise<SocialIdentity | null> {
    const [payload, signature] = accessToken.split('.');
    if (!payload || !signature) return null;
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
      sub?: unknown;
      email?: unknown;
      email_verified?: unknown;
    };
    if (typeof claims.sub !== 'string') return null;
    return {
      providerUserId: claims.sub,
      email: typeof claims.email === 'string' ? claims.email.toLowerCase() : null,
      emailVerified: claims.email_verified === true,
    };
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.secret).update(payload).digest('base64url');
  }
}
