import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

describe('enterprises and the back office', () => {
  let t: TestApp;
  let ops: string;
  let admin: string;
  let manager: string;
  let designer: string;
  let enterpriseId: string;
  let partnerId: string;
  beforeAll(async () => {
    t = await createTestApp();
    [admin, manager, designer] = (await Promise.all(
      ['admin', 'manager', 'designer'].map((w) => t.login(`${w}@demo.example`)),
    )) as [string, string, string];
    enterpriseId = (await t.call('GET', '/api/v1/user/me', { token: admin })).json.user.enterpriseId;
    ops = (
      await t.call('POST', '/ops/login', {
        body: { email: 'operator@demo.example', password: 'demo-password' },
      })
    ).json.token;
  });
  afterAll(() => t.close());

  it('answers /ops only to operators, who sign in separately', async () => {
    expect((await t.call('GET', '/ops/v1/me')).status).toBe(401);
    expect((await t.call('GET', '/ops/v1/me', { token: admin })).status).toBe(403);
    expect((await t.call('GET', '/ops/v1/me', { token: ops })).json.operator.email).toBe(
      'operator@demo.example',
    );
    expect((await t.call('GET', '/api/v1/user/me', { token: ops })).status).toBe(401);
    const userAtOps = await t.call('POST', '/ops/login', {
      body: { email: 'admin@demo.example', password: 'demo-password' },
    });
    expect(userAtOps.status).toBe(401);
  });

  it('creates an enterprise with its first admin, and refuses a taken url', async () => {
    const body = {
      name: 'Partner Studio',
      url: 'partner-studio',
      seats: 3,
      admin: { email: 'boss@partner.example', nickname: 'Partner Boss', password: 'partner-password' },
    };
    const created = await t.call('POST', '/ops/v1/enterprises', { token: ops, body });
    expect(created.status).toBe(201);
    partnerId = created.json.enterprise.id;
    expect(created.json.enterprise.watermarkSettings).toEqual({
      enabled: false,
      text: '',
      position: 'BOTTOM_RIGHT',
      opacity: 0.5,
    });
    const again = await t.call('POST', '/ops/v1/enterprises', {
      token: ops,
      body: { ...body, admin: { ...body.admin, email: 'x@y.example', nickname: 'X' } },
    });
    expect(again.json.details[0].field).toBe('url');
    const listed = await t.call('GET', '/ops/v1/enterprises?search=partner', { token: ops });
    expect(listed.json).toMatchObject({ totalCount: 1, page: 0, size: 20, totalPages: 1 });
    const named = await t.call('GET', `/ops/v1/enterprises?ids=${partnerId},${enterpriseId},unknown`, {
      token: ops,
    });
    expect(named.json.data.map((e: { name: string }) => e.name).sort()).toEqual([
      'Demo Interiors',
      'Partner Studio',
    ]);
    const boss = await t.login('boss@partner.example', 'partner-password');
    expect((await t.call('GET', '/api/v1/user/me', { token: boss })).json.user.roleRank).toBe(3);
  });

  it('shows the enterprise to its members only, and the public identity by url to anyone', async () => {
    expect(
      (await t.call('GET', `/api/v1/enterprise/${enterpriseId}`, { token: designer })).json.enterprise.name,
    ).toBe('Demo Interiors');
    const personal = await t.login('personal@demo.example');
    expect((await t.call('GET', `/api/v1/enterprise/${enterpriseId}`, { token: personal })).status).toBe(404);
    const pub = await t.call('GET', '/api/v1/public/enterprise/url/demo-interiors');
    expect(pub.json.enterprise).toEqual({ id: enterpriseId, name: 'Demo Interiors', url: 'demo-interiors' });
    expect((await t.call('GET', '/api/v1/public/enterprise/url/nope')).status).toBe(404);
  });

  it('lists members paged with search and counts them, on both member paths', async () => {
    for (const path of [
      `/api/v1/enterprise/${enterpriseId}/users`,
      `/api/v1/enterprises/${enterpriseId}/users`,
    ]) {
      const page = await t.call('GET', `${path}?size=2&page=1`, { token: manager });
      expect(page.json).toMatchObject({ page: 1, size: 2, count: 2, totalCount: 4, totalPages: 2 });
    }
    const search = await t.call('GET', `/api/v1/enterprise/${enterpriseId}/users?search=second`, {
      token: designer,
    });
    expect(search.json.data.map((u: { email: string }) => u.email)).toEqual(['designer2@demo.example']);
    const count = await t.call('GET', `/api/v1/enterprises/${enterpriseId}/users/count?role=DESIGNER`, {
      token: manager,
    });
    expect(count.json.totalCount).toBe(2);
    const tooBig = await t.call('GET', `/api/v1/enterprise/${enterpriseId}/users?size=10000`, {
      token: manager,
    });
    expect(tooBig.status).toBe(400);
    expect(tooBig.json.details[0].field).toBe('query.size');
  });

  it('adds members up to the seat limit and never above the adder’s own role', async () => {
    const body = { email: 'new.member@demo.example', nickname: 'New Member', rank: 'DESIGNER' };
    expect(
      (await t.call('POST', `/api/v1/enterprise/${enterpriseId}/users`, { token: designer, body })).status,
    ).toBe(403);
    const tooHigh = await t.call('POST', `/api/v1/enterprise/${enterpriseId}/users`, {
      token: manager,
      body: { ...body, rank: 'ADMIN' },
    });
    expect(tooHigh.status).toBe(403);
    const added = await t.call('POST', `/api/v1/enterprise/${enterpriseId}/users`, { token: manager, body });
    expect(added.status).toBe(201);
    expect(added.json.user).toMatchObject({ accountState: 'PENDING', role: 'DESIGNER', roleRank: 1 });
    const mail = await t.call('GET', '/auth/dev/outbox?email=new.member@demo.example');
    expect(mail.json.mails[0].link).toContain('/verify-email?token=');

    const boss = await t.login('boss@partner.example', 'partner-password');
    for (const n of [1, 2]) {
      const res = await t.call('POST', `/api/v1/enterprise/${partnerId}/users`, {
        token: boss,
        body: { email: `p${n}@partner.example`, nickname: `Partner ${n}` },
      });
      expect(res.status).toBe(n === 1 || n === 2 ? 201 : 409);
    }
    const full = await t.call('POST', `/api/v1/enterprise/${partnerId}/users`, {
      token: boss,
      body: { email: 'p3@partner.example', nickname: 'Partner 3' },
    });
    expect(full.status).toBe(409);
    expect(full.json.code).toBe('seats_full');
  });

  it('changes roles of members below the changer', async () => {
    const members = await t.call('GET', `/api/v1/enterprise/${enterpriseId}/users?search=designer2`, {
      token: admin,
    });
    const id = members.json.data[0].id;
    const promoted = await t.call('PATCH', `/api/v1/enterprise/${enterpriseId}/users/${id}/role`, {
      token: admin,
      body: { rank: 'MANAGER' },
    });
    expect(promoted.json.user).toMatchObject({ role: 'MANAGER', roleRank: 2 });
    const byPeer = await t.call('PATCH', `/api/v1/enterprise/${enterpriseId}/users/${id}/role`, {
      token: manager,
      body: { rank: 'DESIGNER' },
    });
    expect(byPeer.status).toBe(403);
    const back = await t.call('PATCH', `/api/v1/enterprise/${enterpriseId}/users/${id}/role`, {
      token: admin,
      body: { rank: 'DESIGNER' },
    });
    expect(back.json.user.role).toBe('DESIGNER');
  });

  it('adds, lists and removes partners', async () => {
    const self = await t.call('POST', `/api/v1/enterprise/${enterpriseId}/partners`, {
      token: admin,
      body: { partnerId: enterpriseId },
    });
    expect(self.json.details[0].field).toBe('partnerId');
    expect(
      (
        await t.call('POST', `/api/v1/enterprise/${enterpriseId}/partners`, {
          token: designer,
          body: { partnerId },
        })
      ).status,
    ).toBe(403);
    const added = await t.call('POST', `/api/v1/enterprise/${enterpriseId}/partners`, {
      token: manager,
      body: { partnerId },
    });
    expect(added.json.partners.map((p: { name: string }) => p.name)).toEqual(['Partner Studio']);
    expect(
      (await t.call('GET', `/api/v1/enterprise/${enterpriseId}/partners`, { token: designer })).json.partners,
    ).toHaveLength(1);
    const removed = await t.call('DELETE', `/api/v1/enterprise/${enterpriseId}/partners`, {
      token: manager,
      body: { partnerId },
    });
    expect(removed.json.partners).toEqual([]);
  });

  it('stores and returns the three settings, merged, for managers only', async () => {
    const path = `/api/v2/enterprises/${enterpriseId}`;
    const watermark = await t.call('PATCH', `${path}/watermark-settings`, {
      token: manager,
      body: { opacity: 0.8, position: 'CENTER' },
    });
    expect(watermark.json.enterprise.watermarkSettings).toEqual({
      enabled: true,
      text: 'Demo Interiors',
      position: 'CENTER',
      opacity: 0.8,
    });
    const project = await t.call('PATCH', `${path}/project-settings`, {
      token: admin,
      body: { defaultWallHeightMm: 2700 },
    });
    expect(project.json.enterprise.projectSettings.defaultWallHeightMm).toBe(2700);
    const library = await t.call('PATCH', `${path}/product-library-settings`, {
      token: admin,
      body: { usePublicLibrary: false },
    });
    expect(library.json.enterprise.productLibrarySettings.usePublicLibrary).toBe(false);
    expect(
      (await t.call('GET', `/api/v1/enterprise/${enterpriseId}`, { token: designer })).json.enterprise
        .projectSettings.defaultWallHeightMm,
    ).toBe(2700);
    expect(
      (
        await t.call('PATCH', `${path}/project-settings`, {
          token: designer,
          body: { defaultWallHeightMm: 2500 },
        })
      ).status,
    ).toBe(403);
    const bad = await t.call('PATCH', `${path}/watermark-settings`, { token: admin, body: { opacity: 3 } });
    expect(bad.json.details[0].field).toBe('body.opacity');
  });
});
