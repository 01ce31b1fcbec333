import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import type { LocalSocialIdentityProvider } from './social-identity.ts';

describe('authentication service', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('signs in on /auth/login and /api/v2/auth/login with a working bearer token', async () => {
    for (const url of ['/auth/login', '/api/v2/auth/login']) {
      const { status, json } = await t.call('POST', url, {
        body: { email: 'Designer@Demo.Example', password: 'demo-password' },
      });
      expect(status).toBe(200);
      expect(json.user.email).toBe('designer@demo.example');
      expect(json.user).not.toHaveProperty('password_hash');
      const me = await t.call('GET', '/api/v1/user/me', { token: json.token });
      expect(me.status).toBe(200);
      expect(me.json.user.roleRank).toBe(1);
    }
  });

  it('answers NOT_EXIST_USER for an unknown e-mail and a generic code for a wrong password', async () => {
    const unknown = await t.call('POST', '/auth/login', {
      body: { email: 'nobody@demo.example', password: 'whatever1' },
    });
    expect(unknown.status).toBe(401);
    expect(unknown.json.code).toBe('NOT_EXIST_USER');
    const wrong = await t.call('POST', '/auth/login', {
      body: { email: 'manager@demo.example', password: 'not-the-password' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.json.code).toBe('invalid_credentials');
    expect(wrong.json.message).not.toMatch(/password is wrong/i);
  });

  it('requires a session for /api/v1/user/me and refuses a revoked one', async () => {
    expect((await t.call('GET', '/api/v1/user/me')).status).toBe(401);
    expect((await t.call('GET', '/api/v1/user/me', { token: 'forged' })).status).toBe(401);
    const token = await t.login('designer2@demo.example');
    expect((await t.call('POST', '/auth/logout', { token })).status).toBe(200);
    expect((await t.call('GET', '/api/v1/user/me', { token })).status).toBe(401);
  });

  it('stores only hashes of session tokens', async () => {
    const token = await t.login('admin@demo.example');
    const rows = await t.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it('signs up a personal user as PENDING, verifies through the outbox link, then DONE', async () => {
    const signUp = await t.call('POST', '/auth/signup', {
      body: {
        email: 'new.person@example.com',
        password: 'a-good-password',
        nickname: 'New Person',
        language: 'ko',
      },
    });
    expect(signUp.status).toBe(201);
    expect(signUp.json.user).toMatchObject({
      accountState: 'PENDING',
      roleRank: 0,
      role: 'UNDEFINED',
      enterpriseId: null,
    });

    const again = await t.call('POST', '/auth/signup', {
      body: { email: 'new.person@example.com', password: 'a-good-password', nickname: 'Other' },
    });
    expect(again.status).toBe(400);
    expect(again.json.details[0].field).toBe('email');

    const resend = await t.call('POST', '/auth/verify-email', { body: { email: 'new.person@example.com' } });
    expect(resend.json.sent).toBe(true);
    const outbox = await t.call('GET', '/auth/dev/outbox?email=new.person@example.com');
    expect(outbox.json.mails).toHaveLength(2);
    expect(outbox.json.mails[0].subject).toContain('이메일');
    const token = new URL(outbox.json.mails[0].link).searchParams.get('token');

    const confirmed = await t.call('POST', '/auth/verify-email/confirm', { body: { token } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.user.accountState).toBe('DONE');
    const reused = await t.call('POST', '/auth/verify-email/confirm', { body: { token } });
    expect(reused.status).toBe(400);
    expect(reused.json.code).toBe('invalid_token');
  });

  it('answers verify-email the same for unknown addresses, so accounts cannot be probed', async () => {
    const { status, json } = await t.call('POST', '/auth/verify-email', {
      body: { email: 'ghost@example.com' },
    });
    expect(status).toBe(200);
    expect(json.sent).toBe(true);
  });

  it('locks an account after 5 failed sign-ins, even with the right password', async () => {
    for (let i = 0; i < 5; i++) {
      await t.call('POST', '/auth/login', {
        body: { email: 'personal@demo.example', password: `wrong-${i}` },
      });
    }
    const locked = await t.call('POST', '/auth/login', {
      body: { email: 'personal@demo.example', password: 'demo-password' },
    });
    expect(locked.status).toBe(429);
    expect(locked.json.code).toBe('too_many_requests');
    expect(locked.json.details.retryAfterSeconds).toBeGreaterThan(0);
    await t.db.deleteFrom('sign_in_attempts').execute();
  });

  it('social sign-in: FB_NO_EMAIL without an e-mail, NOT_EXIST_USER for an unknown one, then links', async () => {
    const provider = t.platform.social as LocalSocialIdentityProvider;
    const noEmail = await t.call('POST', '/auth/social/login', {
      body: { provider: 'facebook', accessToken: provider.issue({ sub: 'fb-1' }) },
    });
    expect(noEmail.status).toBe(400);
    expect(noEmail.json.code).toBe('FB_NO_EMAIL');
    const unknown = await t.call('POST', '/auth/social/login', {
      body: {
        provider: 'facebook',
        accessToken: provider.issue({ sub: 'fb-2', email: 'stranger@example.com', email_verified: true }),
      },
    });
    expect(unknown.json.code).toBe('NOT_EXIST_USER');
    const linked = await t.call('POST', '/auth/social/login', {
      body: {
        provider: 'facebook',
        accessToken: provider.issue({ sub: 'fb-3', email: 'designer@demo.example', email_verified: true }),
      },
    });
    expect(linked.status).toBe(200);
    expect(linked.json.user.email).toBe('designer@demo.example');
    // Once linked, the identity signs in even when the provider stops sharing the e-mail.
    const later = await t.call('POST', '/auth/social/login', {
      body: { provider: 'facebook', accessToken: provider.issue({ sub: 'fb-3' }) },
    });
    expect(later.status).toBe(200);
    const forged = await t.call('POST', '/auth/social/login', {
      body: { provider: 'facebook', accessToken: 'abc.def' },
    });
    expect(forged.status).toBe(400);
  });
});
