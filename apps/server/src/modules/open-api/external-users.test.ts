import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { createEnterprise, type LibrarySetup, librarySetup } from '../library/test/fixtures.ts';
import { signAssertion } from './enterprise-assertion.ts';

const SHOP = 'https://shop.example.com';

describe('developers, external channels and external users', () => {
  let t: TestApp;
  let s: LibrarySetup;
  let secret: string;
  let channelId: string;
  beforeAll(async () => {
    t = await createTestApp();
    s = await librarySetup(t);
  });
  afterAll(() => t.close());

  const assertion = (
    claims: { externalUserId: string; nickname?: string; iat?: number },
    key = secret,
    channel = channelId,
  ) => signAssertion(key, { channelId: channel, iat: Math.floor(Date.now() / 1000), ...claims });
  const external = (path: string, token: string | undefined, origin?: string) =>
    t.call('POST', `/api/v1/external/users/${path}`, {
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(origin ? { origin } : {}) },
    });

  it('registers the enterprise as a developer and an application with its channel', async () => {
    const early = await t.call('POST', '/auth/v1/developers/enterprise-application', {
      token: s.manager,
      body: { enterpriseId: s.demo, name: 'Shop', shopType: 'CAFE24' },
    });
    expect([early.status, early.json.code]).toEqual([409, 'developer_account_missing']);
    const account = await t.call('POST', '/api/v1/developers/enterprise-account', {
      token: s.admin,
      body: { enterpriseId: s.demo, name: 'Demo Interiors dev', contactEmail: 'dev@demo.example' },
    });
    expect(account.status).toBe(201);
    secret = account.json.signingSecret;
    const again = await t.call('POST', '/api/v1/developers/enterprise-account', {
      token: s.admin,
      body: { enterpriseId: s.demo, name: 'Twice', contactEmail: 'dev@demo.example' },
    });
    expect(again.status).toBe(409);
    const read = await t.call('GET', `/api/v1/developers/enterprise-account?enterpriseId=${s.demo}`, {
      token: s.manager,
    });
    expect(read.json.account).toMatchObject({ name: 'Demo Interiors dev' });
    expect(JSON.stringify(read.json)).not.toContain(secret);

    const app = await t.call('POST', '/auth/v1/developers/enterprise-application', {
      token: s.manager,
      body: {
        enterpriseId: s.demo,
        name: 'Cafe24 shop',
        shopType: 'CAFE24',
        shopUrl: SHOP,
        allowedOrigins: [SHOP],
      },
    });
    expect(app.status, JSON.stringify(app.json)).toBe(201);
    expect(app.json.channel).toMatchObject({ shopType: 'CAFE24', allowedOrigins: [SHOP], active: true });
    channelId = app.json.channel.id;
    const apps = await t.call('GET', `/api/v1/developers/enterprise-applications?enterpriseId=${s.demo}`, {
      token: s.admin,
    });
    expect(apps.json.applications).toEqual([expect.objectContaining({ name: 'Cafe24 shop', channelId })]);
    const channels = await t.call('GET', `/api/v1/external/channels?enterpriseId=${s.demo}`, {
      token: s.admin,
    });
    expect(channels.json.channels.map((c: { id: string }) => c.id)).toEqual([channelId]);
    const badType = await t.call('POST', '/auth/v1/developers/enterprise-application', {
      token: s.manager,
      body: { enterpriseId: s.demo, name: 'x', shopType: 'SHOPIFY' },
    });
    expect(badType.status).toBe(400);
  });

  it('signs a customer up and in only on the enterprise’s signed assertion', async () => {
    const up = await external('sign-up', assertion({ externalUserId: 'cust-1', nickname: 'Mina' }), SHOP);
    expect(up.status, JSON.stringify(up.json)).toBe(201);
    expect(up.json).toMatchObject({
      authType: 'ORIGIN',
      user: { externalId: 'cust-1', channelId, enterpriseId: s.demo },
    });
    const me = await t.call('GET', '/api/v1/user/me', { token: up.json.token });
    expect(me.json.user.id).toBe(up.json.user.id);
    // Not a member: no seat, no grant in the enterprise's space.
    expect(me.json.user.enterpriseId).toBeNull();

    const twice = await external('sign-up', assertion({ externalUserId: 'cust-1' }), SHOP);
    expect(twice.status).toBe(409);
    const fromServer = await external('sign-in', assertion({ externalUserId: 'cust-1' }));
    expect(fromServer.status).toBe(200);
    expect(fromServer.json).toMatchObject({ authType: 'DEVELOPERS_TOKEN', user: { id: up.json.user.id } });

    const users = await t.db.selectFrom('users').select('id').execute();
    const forged = [
      undefined,
      'not-an-assertion',
      assertion({ externalUserId: 'cust-2' }, 'a-guessed-secret'),
      assertion({ externalUserId: 'cust-2', iat: Math.floor(Date.now() / 1000) - 3600 }),
      `${Buffer.from(JSON.stringify({ channelId, externalUserId: 'cust-2', iat: Math.floor(Date.now() / 1000) })).toString('base64url')}.`,
    ];
    for (const token of forged) expect((await external('sign-up', token, SHOP)).status).toBe(401);
    expect(
      (await external('sign-up', assertion({ externalUserId: 'cust-2' }), 'https://evil.example')).status,
    ).toBe(403);
    expect((await external('sign-in', assertion({ externalUserId: 'nobody' }))).json.code).toBe(
      'NOT_EXIST_USER',
    );
    expect(await t.db.selectFrom('users').select('id').execute()).toHaveLength(users.length);
  });

  it('lets an external user set its password and data, and read itself; managers read it too', async () => {
    const { json } = await external('sign-in', assertion({ externalUserId: 'cust-1' }));
    const token = json.token as string;
    const id = json.user.id as string;
    expect(
      (
        await t.call('PATCH', '/api/v1/external/users/password', {
          token,
          body: { password: 'a-long-password' },
        })
      ).status,
    ).toBe(200);
    const data = await t.call('PATCH', '/api/v1/external/users/data', {
      token,
      body: { data: { tier: 'gold' } },
    });
    expect(data.json.user.data).toEqual({ tier: 'gold' });
    await t.call('PATCH', '/api/v1/external/users/data', { token, body: { data: { city: 'Seoul' } } });
    const read = await t.call('GET', `/api/v1/external/users/${id}`, { token: s.manager });
    expect(read.json.user.data).toEqual({ tier: 'gold', city: 'Seoul' });
    expect((await t.call('GET', `/api/v1/external/users/${id}`, { token: s.designer })).status).toBe(404);
    const member = await t.call('PATCH', '/api/v1/external/users/password', {
      token: s.designer,
      body: { password: 'a-long-password' },
    });
    expect(member.status).toBe(403);
  });

  it('keeps channels to their enterprise’s managers; an inactive channel signs nobody in', async () => {
    const other = await createEnterprise(t, s.operator, 'Elsewhere');
    expect(
      (await t.call('GET', `/api/v1/external/channels/${channelId}`, { token: other.admin })).status,
    ).toBe(404);
    expect(
      (
        await t.call('PATCH', `/api/v1/external/channels/${channelId}`, {
          token: other.admin,
          body: { active: false },
        })
      ).status,
    ).toBe(404);
    expect(
      (await t.call('GET', `/api/v1/external/channels/${channelId}`, { token: s.designer })).status,
    ).toBe(403);
    const bad = await t.call('PATCH', `/api/v1/external/channels/${channelId}`, {
      token: s.manager,
      body: { allowedOrigins: ['javascript:alert(1)'] },
    });
    expect(bad.status).toBe(400);
    const off = await t.call('PATCH', `/api/v1/external/channels/${channelId}`, {
      token: s.manager,
      body: { active: false },
    });
    expect(off.json.channel.active).toBe(false);
    expect((await external('sign-in', assertion({ externalUserId: 'cust-1' }))).status).toBe(401);
  });
});
