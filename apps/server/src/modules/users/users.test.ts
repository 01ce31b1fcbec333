import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

describe('users', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    for (const who of ['admin', 'manager', 'designer', 'designer2', 'personal']) {
      tokens[who] = await t.login(`${who}@demo.example`);
      ids[who] = (await t.call('GET', '/api/v1/user/me', { token: tokens[who] })).json.user.id;
    }
  });
  afterAll(() => t.close());

  it('shows a user to colleagues and hides them from outsiders', async () => {
    expect((await t.call('GET', `/api/v1/user/${ids.designer2}`, { token: tokens.designer })).status).toBe(
      200,
    );
    expect((await t.call('GET', `/api/v1/user/${ids.designer2}`, { token: tokens.personal })).json.code).toBe(
      'not_found',
    );
    const listed = await t.call('GET', `/api/v1/user/ids?ids=${ids.designer2},${ids.personal},nope`, {
      token: tokens.designer,
    });
    expect(listed.json.users.map((u: { id: string }) => u.id)).toEqual([ids.designer2]);
  });

  it('tells whether a nickname or e-mail is taken, without a token', async () => {
    expect((await t.call('GET', '/api/v1/user/exist?email=designer@demo.example')).json.exist).toBe(true);
    expect((await t.call('GET', '/api/v1/user/exist?nickname=demo%20manager')).json.exist).toBe(true);
    expect((await t.call('GET', '/api/v1/user/exist?nickname=free-name')).json.exist).toBe(false);
    const neither = await t.call('GET', '/api/v1/user/exist');
    expect(neither.status).toBe(400);
    expect(neither.json.details[0].field).toBe('query.email');
  });

  it('finds colleagues by part of an e-mail or name, and anyone by exact e-mail', async () => {
    const partial = await t.call('GET', '/api/v1/user/search/email/designer', { token: tokens.manager });
    expect(partial.json.users.map((u: { email: string }) => u.email).sort()).toEqual([
      'designer2@demo.example',
      'designer@demo.example',
    ]);
    const outsider = await t.call('GET', '/api/v2/users/search/email/designer', { token: tokens.personal });
    expect(outsider.json.users).toEqual([]);
    const exact = await t.call('GET', '/api/v2/users/search/email/designer@demo.example', {
      token: tokens.personal,
    });
    expect(exact.json.users).toHaveLength(1);
    const byName = await t.call('GET', '/api/v1/user/search/name/second', { token: tokens.admin });
    expect(byName.json.users[0].email).toBe('designer2@demo.example');
    const wildcard = await t.call('GET', '/api/v1/user/search/email/%25', { token: tokens.admin });
    expect(wildcard.json.users).toEqual([]);
  });

  it('lists the enterprises of an e-mail without a token', async () => {
    const { status, json } = await t.call('GET', '/api/v1/user/email/manager@demo.example/enterprises');
    expect(status).toBe(200);
    expect(json.enterprises[0].name).toBe('Demo Interiors');
    expect(
      (await t.call('GET', '/api/v1/user/email/personal@demo.example/enterprises')).json.enterprises,
    ).toEqual([]);
  });

  it('changes your own profile and refuses a taken nickname', async () => {
    const ok = await t.call('PATCH', '/api/v1/user', {
      token: tokens.designer,
      body: { nickname: 'Dana', language: 'ko' },
    });
    expect(ok.json.user).toMatchObject({ nickname: 'Dana', language: 'ko' });
    const taken = await t.call('PATCH', '/api/v1/user', {
      token: tokens.designer,
      body: { nickname: 'demo manager' },
    });
    expect(taken.status).toBe(400);
    expect(taken.json.details[0].field).toBe('nickname');
    const unknownField = await t.call('PATCH', '/api/v1/user', {
      token: tokens.designer,
      body: { roleRank: 3 },
    });
    expect(unknownField.status).toBe(400);
  });

  it('lets managers deactivate those they outrank; the sessions end at once', async () => {
    const victim = await t.login('designer2@demo.example');
    expect(
      (await t.call('PATCH', `/api/v1/user/${ids.manager}/deactivation`, { token: tokens.designer })).status,
    ).toBe(403);
    expect(
      (await t.call('PATCH', `/api/v1/user/${ids.admin}/deactivation`, { token: tokens.manager })).status,
    ).toBe(403);
    expect(
      (await t.call('PATCH', `/api/v1/user/${ids.personal}/deactivation`, { token: tokens.admin })).status,
    ).toBe(404);
    const off = await t.call('PATCH', `/api/v1/user/${ids.designer2}/deactivation`, {
      token: tokens.manager,
    });
    expect(off.json.user.active).toBe(false);
    expect((await t.call('GET', '/api/v1/user/me', { token: victim })).status).toBe(401);
    const signIn = await t.call('POST', '/auth/login', {
      body: { email: 'designer2@demo.example', password: 'demo-password' },
    });
    expect(signIn.json.code).toBe('account_deactivated');
    const on = await t.call('PATCH', `/api/v1/user/${ids.designer2}/activation`, { token: tokens.manager });
    expect(on.json.user.active).toBe(true);
  });

  it('changes a password: yours with the current one, a member’s as their manager', async () => {
    const wrong = await t.call('PATCH', `/api/v1/user/${ids.personal}/password`, {
      token: tokens.personal,
      body: { currentPassword: 'nope', newPassword: 'another-password' },
    });
    expect(wrong.json.details[0].field).toBe('currentPassword');
    const own = await t.call('PATCH', `/api/v1/user/${ids.personal}/password`, {
      token: tokens.personal,
      body: { currentPassword: 'demo-password', newPassword: 'another-password' },
    });
    expect(own.status).toBe(200);
    expect((await t.call('GET', '/api/v1/user/me', { token: tokens.personal })).status).toBe(200);
    await t.login('personal@demo.example', 'another-password');

    const memberSession = await t.login('designer2@demo.example');
    const reset = await t.call('PATCH', `/api/v1/user/${ids.designer2}/password`, {
      token: tokens.admin,
      body: { newPassword: 'reset-by-admin' },
    });
    expect(reset.status).toBe(200);
    expect((await t.call('GET', '/api/v1/user/me', { token: memberSession })).status).toBe(401);
    const short = await t.call('PATCH', `/api/v1/user/${ids.designer2}/password`, {
      token: tokens.admin,
      body: { newPassword: 'short' },
    });
    expect(short.json.details[0].field).toBe('body.newPassword');
  });

  it('creates and changes sales accounts as a manager only', async () => {
    const body = { email: 'sales@demo.example', nickname: 'Sales One', password: 'sales-password' };
    expect(
      (await t.call('POST', '/api/v1/user/sales-account', { token: tokens.designer, body })).status,
    ).toBe(403);
    const created = await t.call('POST', '/api/v1/user/sales-account', {
      token: tokens.manager,
      body,
      headers: { origin: 'http://shop' },
    });
    expect(created.status).toBe(201);
    expect(created.json.user).toMatchObject({ role: 'CUSTOM', salesAccount: true, roleRank: 1 });
    const renamed = await t.call('PATCH', `/api/v1/user/sales-account/${created.json.user.id}`, {
      token: tokens.manager,
      body: { nickname: 'Sales Lead' },
    });
    expect(renamed.json.user.nickname).toBe('Sales Lead');
    const notSales = await t.call('PATCH', `/api/v1/user/sales-account/${ids.designer}`, {
      token: tokens.manager,
      body: { name: 'x' },
    });
    expect(notSales.status).toBe(400);
  });

  it('deletes an account, hands enterprise work to the admin and frees the e-mail', async () => {
    const created = await t.call('POST', '/api/v1/user/sales-account', {
      token: tokens.admin,
      body: { email: 'leaving@demo.example', nickname: 'Leaving', password: 'leaving-password' },
    });
    const leaverToken = await t.login('leaving@demo.example', 'leaving-password');
    const removed = await t.call('DELETE', `/api/v1/user/${created.json.user.id}`, { token: tokens.admin });
    expect(removed.json).toEqual({ deleted: true, projectsTransferredTo: ids.admin });
    expect((await t.call('GET', '/api/v1/user/me', { token: leaverToken })).status).toBe(401);
    expect((await t.call('GET', '/api/v1/user/exist?email=leaving@demo.example')).json.exist).toBe(false);

    const self = await t.call('POST', '/auth/signup', {
      body: { email: 'solo@example.com', password: 'solo-password', nickname: 'Solo' },
    });
    const gone = await t.call('DELETE', `/api/v1/user/${self.json.user.id}`, { token: self.json.token });
    expect(gone.json).toEqual({ deleted: true, projectsTransferredTo: null });
  });
});
