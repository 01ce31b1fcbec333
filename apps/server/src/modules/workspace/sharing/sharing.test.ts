import { describe, expect, it } from 'vitest';
import { sharedFolder, sharedProject, useActors } from '../test/actors.ts';

describe('sharing, asset accesses and bookmarks', () => {
  const { t, a, call } = useActors();

  const grantsOf = async (id: string) =>
    (await call(a.owner, 'GET', `/api/v2/projects/${id}/shared-list`)).json.grants.map(
      (g: { user: { id: string }; accessType: string }) => `${g.user.id}:${g.accessType}`,
    );

  it('refuses a grant to a user who does not exist, or to the owner, naming the field; nothing changes', async () => {
    const id = await sharedProject(t, a);
    const before = await grantsOf(id);
    const missing = await call(a.owner, 'POST', `/api/v1/shared-projects/${id}/access`, {
      userId: 'no-such-user-at-all-000',
      accessType: 'VIEW',
    });
    expect(missing.status).toBe(400);
    expect(missing.json.details).toEqual([{ field: 'userId', message: 'is not a user' }]);
    const owner = await call(a.manager, 'POST', `/api/v1/shared-projects/${id}/access`, {
      userId: a.owner.id,
      accessType: 'EDIT',
    });
    expect(owner.json.details[0].field).toBe('userId');
    const badAccess = await call(a.owner, 'POST', `/api/v1/shared-projects/${id}/access`, {
      userId: a.colleague.id,
      accessType: 'OWN',
    });
    expect(badAccess.json.details[0].field).toBe('body.accessType');
    expect(await grantsOf(id)).toEqual(before);
  });

  it('refuses re-sharing to EDIT and VIEW holders with 403', async () => {
    const id = await sharedProject(t, a);
    for (const holder of [a.edit, a.view]) {
      const reshare = await call(holder, 'POST', `/api/v1/shared-projects/${id}/access`, {
        userId: a.colleague.id,
        accessType: 'VIEW',
      });
      expect(reshare.status).toBe(403);
    }
    expect(await grantsOf(id)).not.toContain(`${a.colleague.id}:VIEW`);
  });

  it('changes a grant in place and lets grantees give theirs up', async () => {
    const id = await sharedProject(t, a);
    await call(a.owner, 'POST', `/api/v1/shared-projects/${id}/access`, {
      userId: a.view.id,
      accessType: 'EDIT',
    });
    expect(await grantsOf(id)).toEqual([`${a.edit.id}:EDIT`, `${a.view.id}:EDIT`]);
    expect(
      (await call(a.view, 'DELETE', `/api/v1/shared-projects/${id}/access`, { userId: a.view.id })).status,
    ).toBe(200);
    expect((await call(a.view, 'GET', `/api/v1/projects/${id}/detail`)).status).toBe(404);
    expect(
      (await call(a.owner, 'DELETE', `/api/v1/shared-projects/${id}/access`, { userId: a.view.id })).status,
    ).toBe(404);
  });

  it('lets a folder grant reach every project below it, and lists what is shared with you', async () => {
    const folderId = await sharedFolder(t, a);
    const sub = await call(a.owner, 'POST', '/api/v1/shared-directories', {
      name: 'Sub',
      type: 'PERSONAL',
      parentId: folderId,
    });
    const deep = await call(a.owner, 'POST', `/api/v1/projects/users/${a.owner.id}`, {
      name: 'Deep',
      directoryId: sub.json.directory.id,
    });
    const deepId = deep.json.project.id;
    const direct = await sharedProject(t, a, 'Direct');
    const detail = await call(a.edit, 'GET', `/api/v1/projects/${deepId}/detail`);
    expect(detail.json.access).toEqual({ role: 'EDIT', accessTypes: ['READ', 'WRITE', 'ACCESS'] });
    const shared = await call(a.view, 'GET', '/api/v1/shared-projects?size=100');
    const ids = shared.json.data.map((p: { id: string }) => p.id);
    expect(ids).toEqual(expect.arrayContaining([deepId, direct]));
    expect((await call(a.owner, 'GET', '/api/v1/shared-projects')).json.totalCount).toBe(0);
    const onDeep = await call(a.owner, 'GET', `/api/v2/projects/${deepId}/shared-list`);
    expect(onDeep.json.grants.map((g: { directoryId: string }) => g.directoryId)).toEqual([
      folderId,
      folderId,
    ]);
    await call(a.owner, 'DELETE', `/api/v1/projects/${direct}`);
    const afterTrash = await call(a.view, 'GET', '/api/v1/shared-projects?size=100');
    expect(afterTrash.json.data.map((p: { id: string }) => p.id)).not.toContain(direct);
  });

  it('lists the grants you gave on your projects, newest first, paged', async () => {
    const id = await sharedProject(t, a, 'Listed grants');
    const page = await call(a.owner, 'GET', '/api/v2/projects/shared-list?size=2');
    expect(page.json).toMatchObject({ page: 0, size: 2, count: 2 });
    expect(page.json.data[0]).toMatchObject({ projectId: id, user: { id: a.view.id }, accessType: 'VIEW' });
    expect((await call(a.edit, 'GET', '/api/v2/projects/shared-list')).json.totalCount).toBe(0);
  });

  it('shows asset accesses as a view of the grants', async () => {
    const id = await sharedProject(t, a);
    const url = `/api/v1/asset-accesses/${id}`;
    const all = await call(a.owner, 'GET', `${url}?assetType=PROJECT`);
    const byUser = Object.fromEntries(
      all.json.assetAccesses.map((x: { userId: string; accessTypes: string[] }) => [x.userId, x.accessTypes]),
    );
    expect(byUser).toEqual({
      [a.owner.id]: ['READ', 'WRITE', 'DELETE', 'ACCESS'],
      [a.edit.id]: ['READ', 'WRITE', 'ACCESS'],
      [a.view.id]: ['READ', 'ACCESS'],
    });
    const own = await call(a.view, 'GET', `${url}?assetType=PROJECT`);
    expect(own.json.assetAccesses).toEqual([
      { assetId: id, assetType: 'PROJECT', userId: a.view.id, accessTypes: ['READ', 'ACCESS'] },
    ]);
    expect((await call(a.owner, 'GET', `${url}?assetType=DIRECTORY`)).status).toBe(404);
    expect((await call(a.owner, 'GET', `${url}?assetType=FURNITURE`)).status).toBe(400);

    const give = await call(a.owner, 'POST', url, {
      assetType: 'PROJECT',
      userId: a.colleague.id,
      accessTypes: ['WRITE'],
    });
    expect(give.json.assetAccess.accessTypes).toEqual(['READ', 'WRITE', 'ACCESS']);
    expect(await grantsOf(id)).toContain(`${a.colleague.id}:EDIT`);
    const del = await call(a.owner, 'POST', url, {
      assetType: 'PROJECT',
      userId: a.colleague.id,
      accessTypes: ['DELETE'],
    });
    expect(del.json.details[0].field).toBe('accessTypes');
    const lower = await call(a.owner, 'PATCH', url, {
      assetType: 'PROJECT',
      userId: a.colleague.id,
      accessTypes: ['READ'],
    });
    expect(lower.json.assetAccess.accessTypes).toEqual(['READ', 'ACCESS']);
    const none = await call(a.owner, 'PATCH', url, {
      assetType: 'PROJECT',
      userId: a.manager.id,
      accessTypes: ['READ'],
    });
    expect(none.status).toBe(404);
    expect(
      (await call(a.owner, 'DELETE', url, { assetType: 'PROJECT', userId: a.colleague.id })).status,
    ).toBe(200);
    expect((await call(a.colleague, 'GET', `/api/v1/projects/${id}/detail`)).status).toBe(404);
  });

  it('bookmarks for yourself any project you may open, and for the team as its manager', async () => {
    const id = await sharedProject(t, a);
    const mark = await call(a.view, 'POST', `/api/v1/projects/${id}/bookmark/users/${a.view.id}`);
    expect(mark.json.project.bookmark).toBe(true);
    expect((await call(a.view, 'POST', `/api/v1/projects/${id}/bookmark/users/${a.view.id}`)).status).toBe(
      200,
    );
    expect((await call(a.view, 'POST', `/api/v1/projects/${id}/bookmark/users/${a.edit.id}`)).status).toBe(
      403,
    );
    const mine = await call(a.view, 'GET', `/api/v1/bookmarked-projects/users/${a.view.id}`);
    expect(mine.json.data.map((p: { id: string }) => p.id)).toEqual([id]);
    expect((await call(a.edit, 'GET', `/api/v1/bookmarked-projects/users/${a.view.id}`)).status).toBe(403);
    // A bookmark outlives access, but the list shows only what you may still open.
    await call(a.owner, 'DELETE', `/api/v1/shared-projects/${id}/access`, { userId: a.view.id });
    expect((await call(a.view, 'GET', `/api/v1/bookmarked-projects/users/${a.view.id}`)).json.data).toEqual(
      [],
    );

    const team = a.manager.enterpriseId;
    expect((await call(a.edit, 'POST', `/api/v1/projects/${id}/bookmark/teams/${team}`)).status).toBe(403);
    const teamMark = await call(a.manager, 'POST', `/api/v1/projects/${id}/bookmark/teams/${team}`);
    expect(teamMark.json.project).toMatchObject({ teamBookmark: true, bookmark: false });
    expect((await call(a.owner, 'GET', `/api/v1/projects/${id}/detail`)).json.project.teamBookmark).toBe(
      true,
    );
    const teamList = await call(a.manager, 'GET', `/api/v1/bookmarked-projects/teams/${team}`);
    expect(teamList.json.data.map((p: { id: string }) => p.id)).toEqual([id]);
    const unmark = await call(a.manager, 'DELETE', `/api/v1/projects/${id}/bookmark/teams/${team}`);
    expect(unmark.json.project.teamBookmark).toBe(false);
    const personal = await call(a.view, 'POST', `/api/v1/projects/users/${a.view.id}`, {
      name: 'Not the team’s',
    });
    await call(a.view, 'POST', `/api/v1/shared-projects/${personal.json.project.id}/access`, {
      userId: a.manager.id,
      accessType: 'VIEW',
    });
    const foreign = await call(
      a.manager,
      'POST',
      `/api/v1/projects/${personal.json.project.id}/bookmark/teams/${team}`,
    );
    expect(foreign.json.details[0].field).toBe('teamId');
  });
});
