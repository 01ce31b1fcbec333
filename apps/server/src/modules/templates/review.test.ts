import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeTemplate, type Person, type TemplateWorld, templateWorld } from './test/fixtures.ts';

/** The review of enterprise and public templates through the calls, and who sees what on the way. */
describe('templates: publication review and scope visibility', () => {
  let t: TestApp;
  let w: TemplateWorld;
  beforeAll(async () => {
    t = await createTestApp();
    w = await templateWorld(t);
  });
  afterAll(() => t.close());

  const sees = async (who: Person | undefined, id: string) => {
    const { status } = await t.call('GET', `/api/v1/template/${id}`, { token: who?.token });
    expect([200, 404]).toContain(status);
    return status === 200;
  };
  const ids = (page: { data: { id: string }[] }) => page.data.map((x) => x.id);
  const list = async (who: Person, path: string) => {
    const answer = await t.call('GET', `/api/v1/template/${path}`, { token: who.token });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    return ids(answer.json as { data: { id: string }[] });
  };
  const review = (who: Person, id: string, body: object) =>
    t.call('POST', `/api/v1/template/${id}/comments`, { token: who.token, body });

  it('an enterprise request is seen by its author and the managers, published by a manager for members and partners', async () => {
    const template = await makeTemplate(t, w, w.designer, { scope: 'enterprise', name: 'Team lounge' });
    expect(template).toMatchObject({ scope: 'ENTERPRISE', status: 'REQUESTED', editable: false });
    expect(await sees(w.designer, template.id)).toBe(true);
    expect(await sees(w.manager, template.id)).toBe(true);
    for (const other of [w.designer2, w.partner, w.stranger, w.personal, undefined])
      expect(await sees(other, template.id)).toBe(false);
    expect(await list(w.manager, 'enterprise/manager')).toContain(template.id);
    expect(await list(w.designer, 'enterprise/candidates')).toEqual([template.id]);
    expect(await list(w.designer2, 'enterprise')).not.toContain(template.id);
    const designerQueue = await t.call('GET', '/api/v1/template/enterprise/manager', {
      token: w.designer.token,
    });
    expect(designerQueue.status).toBe(403);
    const count = await t.call('GET', '/api/v1/template/enterprise/manager:count', {
      token: w.manager.token,
    });
    expect(count.json).toEqual({ totalCount: 1 });

    const selfPublish = await review(w.designer, template.id, { content: 'ok', status: 'PUBLISHED' });
    expect(selfPublish.status).toBe(403);
    const noReason = await review(w.manager, template.id, { status: 'REJECTED' });
    expect(noReason.status).toBe(400);
    expect(noReason.json.details[0].field).toBe('content');
    const revision = await review(w.manager, template.id, {
      content: 'Use a lighter rug.',
      status: 'IN_REVISION',
    });
    expect(revision.status).toBe(201);
    expect(revision.json.template).toMatchObject({ status: 'IN_REVISION' });
    const renamed = await t.call('PATCH', `/api/v1/template/${template.id}`, {
      token: w.designer.token,
      body: { name: 'Team lounge, lighter', tags: ['light'], status: 'REQUESTED' },
    });
    expect(renamed.status, JSON.stringify(renamed.json)).toBe(200);
    expect(renamed.json.template).toMatchObject({ status: 'REQUESTED', name: 'Team lounge, lighter' });
    const locked = await t.call('PATCH', `/api/v1/template/${template.id}`, {
      token: w.designer.token,
      body: { name: 'Sneaky change while waiting' },
    });
    expect([locked.status, locked.json.code]).toEqual([409, 'template_locked']);
    const published = await review(w.manager, template.id, { content: 'Lovely.', status: 'PUBLISHED' });
    expect(published.json.template).toMatchObject({ status: 'PUBLISHED' });
    expect(published.json.template.publishedAt).toEqual(expect.any(String));
    const wrong = await review(w.manager, template.id, { content: 'No.', status: 'REJECTED' });
    expect(wrong.status).toBe(409);
    expect(wrong.json.details).toMatchObject({ from: 'PUBLISHED', to: 'REJECTED', allowed: ['IN_REVISION'] });

    for (const member of [w.designer2, w.manager, w.admin, w.partner])
      expect(await sees(member, template.id)).toBe(true);
    for (const other of [w.stranger, w.personal, undefined])
      expect(await sees(other, template.id)).toBe(false);
    expect(await list(w.designer2, 'enterprise/published')).toContain(template.id);
    expect(await list(w.partner, 'available/published?scopes=ENTERPRISE')).toContain(template.id);
    expect(await list(w.stranger, 'available/published')).not.toContain(template.id);
    expect(await list(w.manager, 'enterprise/manager')).not.toContain(template.id);

    const conversation = await t.call('GET', `/api/v1/template/${template.id}/comments`, {
      token: w.designer.token,
    });
    expect(conversation.json.comments.map((c: { status: string | null }) => c.status)).toEqual([
      'IN_REVISION',
      'PUBLISHED',
    ]);
    const outsider = await t.call('GET', `/api/v1/template/${template.id}/comments`, {
      token: w.designer2.token,
    });
    expect(outsider.status).toBe(403);
    const history = await t.call('GET', `/api/v1/template/${template.id}/history`, {
      token: w.designer2.token,
    });
    expect(history.json.history.map((h: { modifiedFields: string[] }) => h.modifiedFields)).toEqual([
      ['status'],
      ['name', 'tags', 'status'],
      ['status'],
    ]);
    expect(history.json.history[1].modifiedBy.name).toBe('Demo Designer');
  });

  it('a personal template goes public through the operators’ review in the back office', async () => {
    const template = await makeTemplate(t, w, w.personal, { name: 'Studio corner', style: 'NATURAL' });
    const asked = await t.call('PATCH', `/api/v1/template/${template.id}`, {
      token: w.personal.token,
      body: { status: 'REQUESTED', scope: 'PUBLIC' },
    });
    expect(asked.json.template).toMatchObject({ scope: 'PUBLIC', status: 'REQUESTED' });
    expect(await list(w.personal, 'personal/candidates')).toEqual([template.id]);
    expect(await sees(undefined, template.id)).toBe(false);
    const queue = await t.call('GET', '/ops/v1/templates/review', { token: w.operator });
    expect(ids(queue.json as { data: { id: string }[] })).toContain(template.id);
    const managerQueue = await t.call('GET', '/ops/v1/templates/review', { token: w.manager.token });
    expect(managerQueue.status).toBe(403);
    const managerTries = await review(w.manager, template.id, { content: 'Fine', status: 'PUBLISHED' });
    expect(managerTries.status).toBe(404);
    const published = await t.call('POST', `/ops/v1/templates/${template.id}/review`, {
      token: w.operator,
      body: { content: 'Welcome to the gallery.', status: 'PUBLISHED' },
    });
    expect(published.status, JSON.stringify(published.json)).toBe(201);
    expect(published.json.comment.author).toMatchObject({ operator: true });
    expect(await sees(undefined, template.id)).toBe(true);
    const anonymous = await t.call('GET', '/api/v1/template/public/published');
    expect(ids(anonymous.json as { data: { id: string }[] })).toContain(template.id);
    expect(await list(w.personal, 'personal/published')).toEqual([template.id]);
    const rooms = await t.call('GET', '/api/v1/template/public/room');
    expect(rooms.json.rooms).toEqual([{ roomType: 'LIVING', count: 1 }]);
    const byTeam = await t.call('GET', `/api/v1/template/public/room?enterpriseId=${w.manager.enterpriseId}`);
    expect(byTeam.json.rooms).toEqual([]);
    const selectedBefore = await t.call('GET', '/api/v2/public/templates/selected');
    expect(selectedBefore.json.totalCount).toBe(0);
    const notOperator = await t.call('PATCH', `/api/v1/template/${template.id}`, {
      token: w.manager.token,
      body: { isSelected: true },
    });
    expect(notOperator.status).toBe(403);
    const selected = await t.call('PATCH', `/api/v1/template/${template.id}`, {
      token: w.operator,
      body: { isSelected: true },
    });
    expect(selected.json.template.isSelected).toBe(true);
    const picks = await t.call('GET', '/api/v2/public/templates/selected');
    expect(picks.json.data.map((x: { id: string }) => x.id)).toEqual([template.id]);
    const withdrawn = await t.call('PATCH', `/api/v1/template/${template.id}`, {
      token: w.personal.token,
      body: { status: null },
    });
    expect(withdrawn.json.template).toMatchObject({ scope: 'PERSONAL', status: null });
    expect(await sees(undefined, template.id)).toBe(false);
  });

  it('refuses publishing what one does not own', async () => {
    const template = await makeTemplate(t, w, w.designer, { name: 'Not yours' });
    const stolen = await t.call('PATCH', `/api/v1/template/${template.id}`, {
      token: w.designer2.token,
      body: { status: 'REQUESTED', scope: 'ENTERPRISE' },
    });
    expect(stolen.status).toBe(404);
    const published = await makeTemplate(t, w, w.designer, { scope: 'enterprise', name: 'Shared' });
    await review(w.manager, published.id, { content: 'ok', status: 'PUBLISHED' });
    const colleagueWithdraws = await t.call('PATCH', `/api/v1/template/${published.id}`, {
      token: w.designer2.token,
      body: { status: null },
    });
    expect(colleagueWithdraws.status).toBe(403);
    const scopeAlone = await t.call('PATCH', `/api/v1/template/${template.id}`, {
      token: w.designer.token,
      body: { scope: 'PUBLIC' },
    });
    expect(scopeAlone.status).toBe(400);
    expect(scopeAlone.json.details[0].field).toBe('scope');
    const unchanged = await t.call('GET', `/api/v1/template/${published.id}`, { token: w.designer.token });
    expect(unchanged.json.templates[0].status).toBe('PUBLISHED');
  });
});
