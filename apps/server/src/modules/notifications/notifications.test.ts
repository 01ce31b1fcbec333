import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness.ts';
import { createQuotas } from '../quotas/index.ts';
import { openRenderProject } from '../renders/test-renders.ts';
import { makeTemplate, type TemplateWorld, templateWorld } from '../templates/test/fixtures.ts';
import { sendPendingMail } from './notification-mail.ts';

const camera = {
  name: 'Corner',
  position: { x: 600, y: 3500, z: 1500 },
  target: { x: 3000, y: 500, z: 1200 },
};

/** Each trigger raises its notification through the calls people make; the bell counts, mail follows preferences. */
describe('notifications', () => {
  let t: TestApp;
  let w: TemplateWorld;
  let projectId: string;
  beforeAll(async () => {
    const project = await openRenderProject('Notified flat');
    ({ t, projectId } = project);
    w = await templateWorld(t);
  });
  afterAll(() => t.close());

  const inbox = async (token: string) =>
    (await t.call('GET', '/api/v1/notification?page=1&limit=50', { token })).json;
  const types = async (token: string) => (await inbox(token)).data.map((n: { type: string }) => n.type);
  const unread = async (token: string) =>
    (await t.call('GET', '/api/v1/notification/uncheck-count', { token })).json.count as number;
  const outboxTo = async (email: string) =>
    t.db.selectFrom('outbox').selectAll().where('to_address', '=', email).execute();

  it('tells the requester when a render finishes and when one fails, and mails only the failure', async () => {
    const requested = await t.call('POST', '/api/v1/renders', {
      token: w.designer.token,
      body: { projectId, type: 0, tier: 'standard-render', cameras: [camera, { ...camera, name: 'Window' }] },
    });
    expect(requested.status).toBe(201);
    // The renders domain records each end as a worker reports it.
    const [first, second] = await t.db
      .selectFrom('render_jobs')
      .select('id')
      .where('project_id', '=', projectId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    await t.platform.renderJobs.completed(first!.id, 'image-1', []);
    await t.platform.renderJobs.failed(second!.id, 'Blender crashed.');
    const page = await inbox(w.designer.token);
    expect(
      page.data
        .slice(0, 2)
        .map((n: { type: string }) => n.type)
        .sort(),
    ).toEqual(['RENDER_DONE', 'RENDER_FAILED']);
    const failed = page.data.find((n: { type: string }) => n.type === 'RENDER_FAILED');
    expect(failed).toMatchObject({
      checked: false,
      link: `/projects/${projectId}/renders`,
      data: { renderId: second!.id, projectName: 'Notified flat', reason: 'Blender crashed.' },
    });
    expect(await unread(w.designer.token)).toBe(page.uncheckCount);
    await sendPendingMail(t.db, t.platform.mailer, 'http://test.local');
    const mails = await outboxTo('designer@demo.example');
    expect(mails.map((m) => m.text).join('\n')).toContain('failed: Blender crashed.');
    expect(mails.some((m) => m.text.includes('is ready'))).toBe(false);
    // A second run sends nothing again.
    expect(await sendPendingMail(t.db, t.platform.mailer, 'http://test.local')).toBe(0);
  });

  it('tells a user a project was shared with them, not the one who shared it', async () => {
    const shared = await t.call('POST', `/api/v1/shared-projects/${projectId}/access`, {
      token: w.designer.token,
      body: { userId: w.designer2.id, accessType: 'VIEW' },
    });
    expect(shared.status).toBe(200);
    const [latest] = (await inbox(w.designer2.token)).data;
    expect(latest).toMatchObject({
      type: 'PROJECT_SHARED',
      data: { projectId, projectName: 'Notified flat', access: 'VIEW' },
    });
    expect(await types(w.designer.token)).not.toContain('PROJECT_SHARED');
  });

  it('tells the managers of a review request, the author of the decision and of a comment', async () => {
    const template = await makeTemplate(t, w, w.designer, { scope: 'enterprise', name: 'Notified lounge' });
    expect(await types(w.manager.token)).toContain('TEMPLATE_REVIEW_REQUESTED');
    const comment = await t.call('POST', `/api/v1/template/${template.id}/comments`, {
      token: w.manager.token,
      body: { content: 'Brighter cushions?' },
    });
    expect(comment.status).toBe(201);
    expect((await inbox(w.designer.token)).data[0]).toMatchObject({
      type: 'TEMPLATE_COMMENTED',
      data: { templateId: template.id, templateName: 'Notified lounge' },
    });
    await t.call('POST', `/api/v1/template/${template.id}/comments`, {
      token: w.manager.token,
      body: { content: 'Lovely.', status: 'PUBLISHED' },
    });
    expect((await inbox(w.designer.token)).data[0]).toMatchObject({
      type: 'TEMPLATE_REVIEWED',
      data: { status: 'PUBLISHED' },
    });
  });

  it('tells a personal user once when a tier runs low, and honours a preference that turns the bell off', async () => {
    const quotas = createQuotas(t.db);
    const owner = { type: 'USER' as const, id: w.personal.id };
    for (let i = 0; i < 3; i++) await quotas.charge(owner, 'hd-render', `test:${i}`);
    expect(await types(w.personal.token)).not.toContain('QUOTA_LOW');
    await quotas.charge(owner, 'hd-render', 'test:3'); // 1 of 5 left: the low mark
    const low = (await inbox(w.personal.token)).data.filter((n: { type: string }) => n.type === 'QUOTA_LOW');
    expect(low).toHaveLength(1);
    expect(low[0].data).toMatchObject({ tier: 'hd-render', limit: 5, remaining: 1 });

    const off = await t.call('PUT', '/api/v1/notification/preferences', {
      token: w.personal.token,
      body: { preferences: [{ type: 'QUOTA_LOW', inApp: false, email: true }] },
    });
    expect(off.json.preferences.find((p: { type: string }) => p.type === 'QUOTA_LOW')).toEqual({
      type: 'QUOTA_LOW',
      inApp: false,
      email: true,
    });
    const before = await unread(w.personal.token);
    await quotas.refund('test:3');
    await quotas.charge(owner, 'hd-render', 'test:4');
    expect(await unread(w.personal.token)).toBe(before);
    await sendPendingMail(t.db, t.platform.mailer, 'http://test.local');
    expect(
      (await outboxTo('personal@demo.example')).filter((m) => m.text.includes('hd-render')),
    ).toHaveLength(2);
  });

  it('marks one read, then all, only the caller’s own, and refuses bad paging naming the field', async () => {
    const token = w.designer.token;
    const [first] = (await inbox(token)).data;
    expect(
      (await t.call('POST', `/api/v1/notification/${first.id}/check`, { token: w.manager.token })).status,
    ).toBe(404);
    const checked = await t.call('POST', `/api/v1/notification/${first.id}/check`, { token });
    expect(checked.json.notification).toMatchObject({ id: first.id, checked: true });
    const left = await unread(token);
    expect(left).toBeGreaterThan(0);
    expect((await t.call('POST', '/api/v1/notification/check-all', { token })).json.checked).toBe(left);
    expect(await unread(token)).toBe(0);
    const bad = await t.call('GET', '/api/v1/notification?page=0', { token });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json.details)).toContain('page');
    expect((await t.call('GET', '/api/v1/notification/uncheck-count')).status).toBe(401);
  });
});
