import { createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installationSecret } from '../../lib/installation-secrets.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import type { LocalSocialIdentityProvider } from './social-identity.ts';

/** A token signed as the local provider would, with a secret of the caller's choosing. */
function forge(secret: string, claims: Record<string, unknown>): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${createHmac('sha256', secret).update(payload).digest('base64url')}`;
}

const socialLogin = (t: TestApp, accessToken: string) =>
  t.call('POST', '/auth/social/login', { body: { provider: 'facebook', accessToken } });

describe('social sign-in cannot be forged (docs/decisions/secrets.md)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses a token signed with any secret written in code', async () => {
    const claims = { sub: 'attacker', email: 'admin@demo.example', email_verified: true };
    for (const secret of ['local-social-secret', '', 'secret']) {
      const answer = await socialLogin(t, forge(secret, claims));
      expect(answer.status).toBe(400);
      expect(answer.json.details[0].field).toBe('accessToken');
    }
    const links = await t.db.selectFrom('social_identities').selectAll().execute();
    expect(links).toEqual([]);
  });

  it('never finds or links an account from an e-mail the provider did not verify', async () => {
    const provider = t.platform.social as LocalSocialIdentityProvider;
    for (const email_verified of [undefined, false]) {
      const answer = await socialLogin(
        t,
        provider.issue({ sub: 'unverified', email: 'admin@demo.example', email_verified }),
      );
      expect(answer.status).toBe(400);
      expect(answer.json.code).toBe('FB_NO_EMAIL');
      expect(answer.json.token).toBeUndefined();
    }
    const links = await t.db.selectFrom('social_identities').selectAll().execute();
    expect(links).toEqual([]);
  });

  it('keeps a random secret per installation in its data folder, or the one the environment sets', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'secrets-'));
    try {
      const first = installationSecret(dataDir, 'social-secret', undefined);
      expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(installationSecret(dataDir, 'social-secret', undefined)).toBe(first);
      const file = join(dataDir, 'secrets', 'social-secret');
      expect(readFileSync(file, 'utf8')).toBe(first);
      expect(statSync(file).mode & 0o077).toBe(0);
      expect(
        installationSecret(mkdtempSync(join(tmpdir(), 'secrets-')), 'social-secret', undefined),
      ).not.toBe(first);
      expect(installationSecret(dataDir, 'social-secret', 'from-the-environment')).toBe(
        'from-the-environment',
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('outside the demo', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { demo: false } });
  });
  afterAll(() => t.close());

  it('offers no local social sign-in', async () => {
    expect(t.platform.social).toBeNull();
    const answer = await socialLogin(
      t,
      forge('local-social-secret', { sub: 'x', email: 'admin@demo.example' }),
    );
    expect(answer.status).toBe(400);
    expect(answer.json.details[0].field).toBe('provider');
  });

  it('shows the mail outbox to operators only, not even to this machine', async () => {
    const local = await t.call('GET', '/auth/dev/outbox');
    expect(local.status).toBe(404);
    const ops = await t.call('POST', '/ops/login', {
      body: { email: 'operator@demo.example', password: 'demo-password' },
    });
    const operator = await t.call('GET', '/auth/dev/outbox', { token: ops.json.token });
    expect(operator.status).toBe(200);
  });
});

describe('the demo mail outbox (docs/decisions/authentication.md)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.call('POST', '/auth/signup', {
      body: { email: 'someone@example.com', password: 'long-enough-pw', nickname: 'someone' },
    });
  });
  afterAll(() => t.close());

  const outboxFrom = (remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/auth/dev/outbox', remoteAddress, headers });

  it('is open to callers on this machine', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const answer = await outboxFrom(address);
      expect(answer.statusCode).toBe(200);
      expect(JSON.parse(answer.body).mails[0].to).toBe('someone@example.com');
    }
  });

  it('is closed to anyone else, however they claim to be local', async () => {
    const cases: [string, Record<string, string>][] = [
      ['203.0.113.9', {}],
      ['10.0.0.5', {}],
      ['127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }],
      ['127.0.0.1', { forwarded: 'for=203.0.113.9' }],
      ['203.0.113.9', { 'x-forwarded-for': '127.0.0.1' }],
    ];
    for (const [address, headers] of cases) {
      const answer = await outboxFrom(address, headers);
      expect(answer.statusCode, `${address} ${JSON.stringify(headers)}`).toBe(404);
      expect(answer.body).not.toContain('someone@example.com');
    }
  });
});

describe('the sign-in limiter counts by the caller’s real address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: false });
  });
  afterAll(() => t.close());

  const attempt = (i: number, forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: '/auth/login',
      remoteAddress: '198.51.100.7',
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { email: `nobody-${i}@example.com`, password: 'wrong-password' },
    });

  it('is not fooled by a made-up X-Forwarded-For when no proxy is trusted', async () => {
    for (let i = 0; i < 30; i++) expect((await attempt(i, `203.0.113.${i}`)).statusCode).toBe(401);
    const locked = await attempt(30, '203.0.113.200');
    expect(locked.statusCode).toBe(429);
  });
});
