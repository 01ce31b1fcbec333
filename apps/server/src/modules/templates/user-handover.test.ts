import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeTemplate, type TemplateWorld, templateWorld } from './test/fixtures.ts';

/** What happens to a deleted author's templates (docs/decisions/templates.md). */
describe('templates: a deleted author', () => {
  let t: TestApp;
  let w: TemplateWorld;
  beforeAll(async () => {
    t = await createTestApp();
    w = await templateWorld(t);
  });
  afterAll(() => t.close());

  const ids = (answer: { json: Record<string, unknown> }) =>
    (answer.json.data as { id: string }[]).map((x) => x.id);

  it('an enterprise member’s templates and folders pass to the admin who deleted them', async () => {
    const request = await makeTemplate(t, w, w.designer2, { scope: 'enterprise', name: 'Team request' });
    const draft = await makeTemplate(t, w, w.designer2, { name: 'Own draft' });
    const folder = await t.call('POST', '/api/v1/template/personal/directory', {
      token: w.designer2.token,
      body: { name: 'Bedrooms' },
    });
    expect(folder.status).toBe(201);

    const removed = await t.call('DELETE', `/api/v1/user/${w.designer2.id}`, { token: w.admin.token });
    expect(removed.json).toMatchObject({ deleted: true, projectsTransferredTo: w.admin.id });

    const personal = await t.call('GET', '/api/v1/template/personal', { token: w.admin.token });
    expect(ids(personal)).toContain(draft.id);
    const candidates = await t.call('GET', '/api/v1/template/enterprise/candidates', {
      token: w.admin.token,
    });
    expect(ids(candidates)).toEqual([request.id]);
    // The admin now answers the review as its author: withdrawing it is theirs to do.
    const withdrawn = await t.call('PATCH', `/api/v1/template/${request.id}`, {
      token: w.admin.token,
      body: { status: null },
    });
    expect(withdrawn.status, JSON.stringify(withdrawn.json)).toBe(200);
    const folders = await t.call('GET', '/api/v1/template/personal/directory', { token: w.admin.token });
    expect(JSON.stringify(folders.json)).toContain(folder.json.directory.id);
  });

  it('a personal user’s waiting requests are withdrawn; what was published stays public', async () => {
    const ask = async (name: string) => {
      const template = await makeTemplate(t, w, w.personal, { name });
      const asked = await t.call('PATCH', `/api/v1/template/${template.id}`, {
        token: w.personal.token,
        body: { status: 'REQUESTED', scope: 'PUBLIC' },
      });
      expect(asked.status, JSON.stringify(asked.json)).toBe(200);
      return template.id;
    };
    const published = await ask('Published corner');
    const waiting = await ask('Waiting corner');
    const review = await t.call('POST', `/ops/v1/templates/${published}/review`, {
      token: w.operator,
      body: { content: 'Welcome.', status: 'PUBLISHED' },
    });
    expect(review.status).toBe(201);

    const gone = await t.call('DELETE', `/api/v1/user/${w.personal.id}`, { token: w.personal.token });
    expect(gone.json).toMatchObject({ deleted: true, projectsTransferredTo: null });

    const queue = await t.call('GET', '/ops/v1/templates/review', { token: w.operator });
    expect(ids(queue)).not.toContain(waiting);
    expect((await t.call('GET', `/api/v1/template/${waiting}`)).status).toBe(404);
    expect((await t.call('GET', `/api/v1/template/${published}`)).status).toBe(200);
    expect(ids(await t.call('GET', '/api/v1/template/public/published'))).toContain(published);
  });
});
