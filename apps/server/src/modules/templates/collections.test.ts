import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeTemplate, type Person, type TemplateWorld, templateWorld } from './test/fixtures.ts';

/** Likes, copies, groups, selections and folders. */
describe('templates: likes, copies, groups and folders', () => {
  let t: TestApp;
  let w: TemplateWorld;
  let shared: string;
  beforeAll(async () => {
    t = await createTestApp();
    w = await templateWorld(t);
    const template = await makeTemplate(t, w, w.designer, { scope: 'enterprise', name: 'Shared lounge' });
    await t.call('POST', `/api/v1/template/${template.id}/comments`, {
      token: w.manager.token,
      body: { content: 'ok', status: 'PUBLISHED' },
    });
    shared = template.id;
  });
  afterAll(() => t.close());

  const as = (who: Person, method: string, path: string, body?: object) =>
    t.call(method, `/api/v1/${path}`, { token: who.token, body });

  it('likes once per person, counts them, lists them, and takes a like back', async () => {
    expect((await as(w.designer2, 'POST', `template/${shared}/like`)).json).toEqual({
      liked: true,
      likeCount: 1,
    });
    expect((await as(w.designer2, 'POST', `template/${shared}/like`)).json).toEqual({
      liked: true,
      likeCount: 1,
    });
    expect((await as(w.partner, 'POST', `template/${shared}/like`)).json).toEqual({
      liked: true,
      likeCount: 2,
    });
    expect((await as(w.stranger, 'POST', `template/${shared}/like`)).status).toBe(404);
    const liked = await as(w.designer2, 'GET', 'template/enterprise/like');
    expect(liked.json.data).toEqual([expect.objectContaining({ id: shared, liked: true, likeCount: 2 })]);
    expect((await as(w.designer2, 'GET', 'template/personal/like')).json.totalCount).toBe(1);
    expect((await as(w.designer2, 'GET', 'template/public/like')).json.totalCount).toBe(0);
    expect((await as(w.designer2, 'DELETE', `template/${shared}/like`)).json).toEqual({
      liked: false,
      likeCount: 1,
    });
    expect((await as(w.designer2, 'GET', 'template/enterprise/like')).json.totalCount).toBe(0);
  });

  it('copies into the copier’s personal drafts unless copying is turned off', async () => {
    const off = await as(w.designer, 'DELETE', `template/${shared}/copy`);
    expect(off.json.template.copyEnabled).toBe(false);
    const refused = await as(w.designer2, 'POST', `template/${shared}/copies`);
    expect([refused.status, refused.json.code]).toEqual([403, 'copy_disabled']);
    expect((await as(w.designer2, 'GET', 'template/personal')).json.totalCount).toBe(0);
    expect((await as(w.designer2, 'PUT', `template/${shared}/copy`)).status).toBe(403);
    expect((await as(w.manager, 'PUT', `template/${shared}/copy`)).json.template.copyEnabled).toBe(true);
    const copied = await as(w.designer2, 'POST', `template/${shared}/copies`);
    expect(copied.status).toBe(201);
    expect(copied.json.template).toMatchObject({ scope: 'PERSONAL', status: null, name: 'Shared lounge' });
    expect(copied.json.template.author.id).toBe(w.designer2.id);
    expect((await as(w.designer2, 'GET', 'template/personal')).json.data[0].id).toBe(copied.json.template.id);
    const history = await as(w.designer2, 'GET', `template/${shared}/history`);
    expect(history.json.history.map((h: { modifiedFields: string[] }) => h.modifiedFields[0])).toContain(
      'copyEnabled',
    );
  });

  it('a template that changes scope leaves its group, which keeps one scope', async () => {
    const first = await makeTemplate(t, w, w.designer2, { name: 'Flat 3 living' });
    const second = await makeTemplate(t, w, w.designer2, { name: 'Flat 3 bedroom', type: 'BEDROOM' });
    const group = await as(w.designer2, 'POST', 'template-group', {
      name: 'Flat 3',
      templateIds: [first.id, second.id],
    });
    expect(group.json.templateGroup.scope).toBe('PERSONAL');
    const asked = await as(w.designer2, 'PATCH', `template/${first.id}`, {
      status: 'REQUESTED',
      scope: 'PUBLIC',
    });
    expect(asked.json.template).toMatchObject({ scope: 'PUBLIC', groupId: null });
    const [kept] = (await as(w.designer2, 'GET', `template/${second.id}`)).json.templates;
    expect(kept.groupId).toBe(group.json.templateGroup.id);
    const history = await as(w.designer2, 'GET', `template/${first.id}/history`);
    expect(history.json.history.at(-1).modifiedFields).toEqual(['status', 'scope', 'groupId']);
  });

  it('turns copying off for a whole group, and selects groups and templates for the enterprise', async () => {
    const second = await makeTemplate(t, w, w.designer, {
      scope: 'enterprise',
      name: 'Shared bedroom',
      type: 'BEDROOM',
    });
    await as(w.manager, 'POST', `template/${second.id}/comments`, { content: 'ok', status: 'PUBLISHED' });
    const group = await as(w.designer, 'POST', 'template-group', {
      name: 'Flat 12B',
      templateIds: [shared, second.id],
    });
    expect(group.status, JSON.stringify(group.json)).toBe(201);
    const groupId = group.json.templateGroup.id as string;
    expect((await as(w.designer2, 'DELETE', `template-group/${groupId}/copy`)).status).toBe(403);
    expect(
      (await as(w.designer, 'DELETE', `template-group/${groupId}/copy`)).json.templateGroup.copyEnabled,
    ).toBe(false);
    const refused = await as(w.designer2, 'POST', `template/${second.id}/copies`);
    expect(refused.json.code).toBe('copy_disabled');
    expect((await as(w.designer, 'POST', `template/${second.id}/copies`)).status).toBe(201);
    await as(w.manager, 'PUT', `template-group/${groupId}/copy`);
    expect((await as(w.designer2, 'POST', `template/${second.id}/copies`)).status).toBe(201);

    expect((await as(w.designer, 'PATCH', `template-group/${groupId}`, { isSelected: true })).status).toBe(
      403,
    );
    expect((await as(w.manager, 'PATCH', `template-group/${groupId}`, { isSelected: true })).status).toBe(
      200,
    );
    expect((await as(w.designer, 'PATCH', `template/${second.id}`, { isSelected: true })).status).toBe(403);
    expect((await as(w.manager, 'PATCH', `template/${second.id}`, { isSelected: true })).status).toBe(200);
    const enterpriseId = w.manager.enterpriseId!;
    const groups = await as(w.partner, 'GET', `template-group/enterprise/${enterpriseId}/selected`);
    expect(groups.json.templateGroups).toEqual([expect.objectContaining({ id: groupId, name: 'Flat 12B' })]);
    expect(groups.json.templateGroups[0].templates).toHaveLength(2);
    const selected = await as(w.designer2, 'GET', `template/enterprise/${enterpriseId}/selected`);
    expect(selected.json.data.map((x: { id: string }) => x.id)).toEqual([second.id]);
    expect((await as(w.stranger, 'GET', `template/enterprise/${enterpriseId}/selected`)).status).toBe(404);
    const filtered = await as(w.designer2, 'GET', 'template/enterprise?isSelected=true');
    expect(filtered.json.data.map((x: { id: string }) => x.id)).toEqual([second.id]);
    const publicGroups = await t.call('GET', '/api/v2/public/template-groups/selected');
    expect(publicGroups.json.templateGroups).toEqual([]);
  });

  it('files templates in folders of their own scope only, per tree and role', async () => {
    const mine = await makeTemplate(t, w, w.designer, { name: 'Filed' });
    const folder = await as(w.designer, 'POST', 'template/personal/directory', { name: 'Living rooms' });
    expect(folder.status).toBe(201);
    const sub = await as(w.designer, 'POST', 'template/personal/directory', {
      name: 'Small',
      parentId: folder.json.directory.id,
    });
    const moved = await as(w.designer, 'PATCH', `template/${mine.id}/move`, {
      directoryId: sub.json.directory.id,
    });
    expect(moved.json.template.directoryId).toBe(sub.json.directory.id);
    const opened = await as(w.designer, 'GET', `template/personal/directory/${sub.json.directory.id}`);
    expect(opened.json.templates.data.map((x: { id: string }) => x.id)).toEqual([mine.id]);
    expect(
      (await as(w.designer2, 'GET', `template/personal/directory/${sub.json.directory.id}`)).status,
    ).toBe(404);
    expect((await as(w.designer, 'GET', `template/public/directory/${sub.json.directory.id}`)).status).toBe(
      404,
    );

    expect((await as(w.designer, 'POST', 'template/enterprise/directory', { name: 'Team' })).status).toBe(
      403,
    );
    const team = await as(w.manager, 'POST', 'template/enterprise/directory', { name: 'Team picks' });
    expect(team.status).toBe(201);
    const wrongScope = await as(w.designer, 'PATCH', `template/${mine.id}/move`, {
      directoryId: team.json.directory.id,
    });
    expect(wrongScope.status).toBe(400);
    expect(wrongScope.json.details[0].field).toBe('directoryId');
    const publicFolder = await as(w.designer, 'POST', 'template/public/directory', { name: 'Public ones' });
    const otherScope = await as(w.designer, 'PATCH', `template/${mine.id}/move`, {
      directoryId: publicFolder.json.directory.id,
    });
    expect(otherScope.status).toBe(400);
    expect((await as(w.designer, 'GET', `template/${mine.id}`)).json.templates[0].directoryId).toBe(
      sub.json.directory.id,
    );
    const filedShared = await as(w.manager, 'PATCH', `template/${shared}/move`, {
      directoryId: team.json.directory.id,
    });
    expect(filedShared.status).toBe(200);
    expect((await as(w.designer2, 'GET', 'template/enterprise/directory')).json.directories).toHaveLength(1);
    expect(
      (
        await as(w.designer2, 'PATCH', `template/enterprise/directory/${team.json.directory.id}`, {
          name: 'x',
        })
      ).status,
    ).toBe(403);

    const renamed = await as(w.designer, 'PATCH', `template/personal/directory/${folder.json.directory.id}`, {
      name: 'Lounges',
    });
    expect(renamed.json.directory.name).toBe('Lounges');
    const loop = await as(
      w.designer,
      'PATCH',
      `template/personal/directory/${folder.json.directory.id}/move`,
      {
        parentId: sub.json.directory.id,
      },
    );
    expect(loop.status).toBe(400);
    const top = await as(w.designer, 'PATCH', `template/personal/directory/${sub.json.directory.id}/move`, {
      parentId: null,
    });
    expect(top.json.directory.parentId).toBeNull();
    expect(
      (await as(w.designer, 'DELETE', `template/personal/directory/${sub.json.directory.id}`)).status,
    ).toBe(200);
    expect((await as(w.designer, 'GET', `template/${mine.id}`)).json.templates[0].directoryId).toBeNull();
    expect(
      (await as(w.designer, 'GET', 'template/personal/directory')).json.directories.map(
        (d: { name: string }) => d.name,
      ),
    ).toEqual(['Lounges']);
  });

  it('deletes a template for its author or the managers only', async () => {
    const doomed = await makeTemplate(t, w, w.designer, { scope: 'enterprise', name: 'Doomed' });
    expect((await as(w.designer2, 'DELETE', `template/${doomed.id}`)).status).toBe(404);
    expect((await as(w.manager, 'DELETE', `template/${doomed.id}`)).status).toBe(200);
    expect((await as(w.designer, 'GET', `template/${doomed.id}`)).status).toBe(404);
  });
});
