import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeTemplate, type TemplateWorld, templateWorld } from '../templates/test/fixtures.ts';

/** Every operator action leaves an entry: who, what, when, before and after; users never read the log. */
describe('the operators’ console and its audit log', () => {
  let t: TestApp;
  let w: TemplateWorld;
  let ops: string;
  beforeAll(async () => {
    t = await createTestApp();
    w = await templateWorld(t);
    ops = w.operator;
  });
  afterAll(() => t.close());

  const log = async () => (await t.call('GET', '/ops/v1/audit-log?size=50', { token: ops })).json.data;

  it('finds a user, deactivates them (their session ends) and logs who did it with before and after', async () => {
    const found = await t.call('GET', '/ops/v1/users?search=designer2', { token: ops });
    expect(found.json.data.map((u: { email: string }) => u.email)).toEqual(['designer2@demo.example']);
    expect(found.json.data[0].enterpriseName).toBeTruthy();
    const target = found.json.data[0].id;
    expect((await t.call('GET', '/api/v1/user/me', { token: w.designer2.token })).status).toBe(200);
    const off = await t.call('PATCH', `/ops/v1/users/${target}/deactivation`, { token: ops });
    expect(off.json.user).toMatchObject({ id: target, active: false });
    expect((await t.call('GET', '/api/v1/user/me', { token: w.designer2.token })).status).toBe(401);
    const [entry] = await log();
    expect(entry).toMatchObject({
      operator: { email: 'operator@demo.example' },
      action: 'user.deactivate',
      targetType: 'user',
      targetId: target,
      before: { active: true },
      after: { active: false },
    });
    expect(Date.parse(entry.createdAt)).not.toBeNaN();
    await t.call('PATCH', `/ops/v1/users/${target}/activation`, { token: ops });
    expect((await log())[0]).toMatchObject({ action: 'user.activate', after: { active: true } });
  });

  it('resets a password by mail without writing it in the log', async () => {
    const target = w.designer.id;
    const reset = await t.call('POST', `/ops/v1/users/${target}/password-reset`, { token: ops });
    expect(reset.json).toMatchObject({ mailed: true, user: { id: target } });
    expect((await t.call('GET', '/api/v1/user/me', { token: w.designer.token })).status).toBe(401);
    const mail = await t.db
      .selectFrom('outbox')
      .selectAll()
      .where('to_address', '=', 'designer@demo.example')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    const temporary = /temporary password (\S+)/.exec(mail.text)![1]!;
    const signIn = await t.call('POST', '/auth/login', {
      body: { email: 'designer@demo.example', password: temporary },
    });
    expect(signIn.status).toBe(200);
    expect(JSON.stringify(await log())).not.toContain(temporary);
  });

  it('logs enterprise creation and the operators’ calls elsewhere (a public template review) with what they sent', async () => {
    const created = await t.call('POST', '/ops/v1/enterprises', {
      token: ops,
      body: {
        name: 'Audited Studio',
        url: 'audited-studio',
        admin: { email: 'boss@audited.example', nickname: 'Audited Boss', password: 'audited-password' },
      },
    });
    expect(created.status).toBe(201);
    expect((await log())[0]).toMatchObject({
      action: 'enterprise.create',
      targetId: created.json.enterprise.id,
      before: null,
      after: { name: 'Audited Studio', admin: { email: 'boss@audited.example' } },
    });
    expect(JSON.stringify((await log())[0])).not.toContain('audited-password');

    const template = await makeTemplate(t, w, w.personal, { scope: 'personal', name: 'For the gallery' });
    await t.call('PATCH', `/api/v1/template/${template.id}`, {
      token: w.personal.token,
      body: { status: 'REQUESTED', scope: 'PUBLIC' },
    });
    const reviewed = await t.call('POST', `/ops/v1/templates/${template.id}/review`, {
      token: ops,
      body: { content: 'Welcome.', status: 'PUBLISHED' },
    });
    expect(reviewed.status).toBe(201);
    expect((await log())[0]).toMatchObject({
      action: 'POST /ops/v1/templates/:id/review',
      targetId: template.id,
      after: { body: { content: 'Welcome.', status: 'PUBLISHED' } },
    });
  });

  it('answers the console to operators only, and reads the render queue’s health', async () => {
    expect((await t.call('GET', '/ops/v1/audit-log', { token: w.manager.token })).status).toBe(403);
    expect(
      (await t.call('PATCH', `/ops/v1/users/${w.personal.id}/deactivation`, { token: w.manager.token }))
        .status,
    ).toBe(403);
    const health = await t.call('GET', '/ops/v1/render-queue', { token: ops });
    expect(health.json.totals).toEqual({ queued: 0, running: 0, failed: 0 });
    const missing = await t.call('POST', '/ops/v1/render-queue/jobs/nope/retry', { token: ops });
    expect(missing.status).toBe(404);
  });
});
