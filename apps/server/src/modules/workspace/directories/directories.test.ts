import { DirectoryOrder } from '@roomcraft/contract';
import { describe, expect, it } from 'vitest';
import { type Actor, useActors } from '../test/actors.ts';

describe('folders', () => {
  const { a, call } = useActors();

  const folder = async (by: Actor, name: string, parentId?: string, type = 'PERSONAL') => {
    const { status, json } = await call(by, 'POST', '/api/v1/shared-directories', { name, type, parentId });
    expect(status).toBe(201);
    return json.directory as { id: string; parentId: string | null; position: number };
  };
  const project = async (by: Actor, name: string, directoryId?: string) =>
    (await call(by, 'POST', `/api/v1/projects/users/${by.id}`, { name, directoryId })).json.project;

  it('creates nested folders and shows their path from the top', async () => {
    const top = await folder(a.owner, 'Clients');
    const mid = await folder(a.owner, 'Kim', top.id);
    const leaf = await folder(a.owner, '2026', mid.id);
    expect(leaf.parentId).toBe(mid.id);
    const path = await call(a.owner, 'GET', `/api/v1/shared-directories/${leaf.id}/path`);
    expect(path.json.directories.map((d: { name: string }) => d.name)).toEqual(['Clients', 'Kim', '2026']);
    const mismatch = await call(a.owner, 'POST', '/api/v1/shared-directories', {
      name: 'X',
      type: 'PUBLIC',
      parentId: top.id,
    });
    expect(mismatch.json.details[0].field).toBe('type');
  });

  it('never moves a folder into itself or below itself, and changes nothing when refused', async () => {
    const top = await folder(a.owner, 'Top');
    const child = await folder(a.owner, 'Child', top.id);
    const grandchild = await folder(a.owner, 'Grandchild', child.id);
    for (const parentId of [top.id, child.id, grandchild.id]) {
      const { status, json } = await call(a.owner, 'PATCH', `/api/v1/shared-directories/${top.id}`, {
        parentId,
      });
      expect(status).toBe(400);
      expect(json.details[0].field).toBe('parentId');
    }
    const theirs = await folder(a.edit, 'Theirs');
    const foreign = await call(a.owner, 'PATCH', `/api/v1/shared-directories/${top.id}`, {
      parentId: theirs.id,
    });
    expect(foreign.json.details[0].field).toBe('parentId');
    expect(
      (await call(a.owner, 'GET', `/api/v1/shared-directories/${top.id}`)).json.directory.parentId,
    ).toBeNull();
    const moved = await call(a.owner, 'PATCH', `/api/v1/shared-directories/${grandchild.id}`, {
      parentId: null,
    });
    expect(moved.json.directory.parentId).toBeNull();
  });

  it('deletes a folder by moving its folders and projects up to its parent; no project is lost', async () => {
    const parent = await folder(a.owner, 'Parent');
    const doomed = await folder(a.owner, 'Doomed', parent.id);
    const inner = await folder(a.owner, 'Inner', doomed.id);
    const p = await project(a.owner, 'Inside doomed', doomed.id);
    await call(a.owner, 'POST', `/api/v1/shared-directories/${doomed.id}/access`, {
      userId: a.edit.id,
      accessType: 'EDIT',
    });
    expect((await call(a.owner, 'DELETE', `/api/v1/shared-directories/${doomed.id}`)).json).toEqual({
      ok: true,
    });
    expect((await call(a.owner, 'GET', `/api/v1/shared-directories/${doomed.id}`)).status).toBe(404);
    expect(
      (await call(a.owner, 'GET', `/api/v1/shared-directories/${inner.id}`)).json.directory.parentId,
    ).toBe(parent.id);
    const moved = await call(a.owner, 'GET', `/api/v1/projects/${p.id}/detail`);
    expect(moved.json.project).toMatchObject({ state: 0, directoryIds: [parent.id] });
    // The grant was on the deleted folder: it goes with it.
    expect((await call(a.edit, 'GET', `/api/v1/projects/${p.id}/detail`)).status).toBe(404);
    const top = await folder(a.owner, 'Top level');
    const q = await project(a.owner, 'At the top', top.id);
    await call(a.owner, 'DELETE', `/api/v1/shared-directories/${top.id}`);
    expect((await call(a.owner, 'GET', `/api/v1/projects/${q.id}/detail`)).json.project.directoryIds).toEqual(
      [],
    );
  });

  it('orders folders by every DirectoryOrder value, CUSTOM by the position set by dragging', async () => {
    const owner = a.colleague;
    const names = ['banana', 'Apple', 'cherry'];
    const made: { id: string }[] = [];
    for (const name of names) {
      made.push(await folder(owner, name));
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await call(owner, 'PATCH', `/api/v1/shared-directories/${made[0]!.id}`, { name: 'banana' });
    const list = async (sort: string) =>
      (
        await call(owner, 'GET', `/api/v1/shared-directories/my?type=PERSONAL&sort=${sort}`)
      ).json.directories.map((d: { name: string }) => d.name);
    const byId = [...made].sort((x, y) => (x.id < y.id ? -1 : 1)).map((d) => names[made.indexOf(d)]);
    const expected: Record<string, string[]> = {
      ID_ASC: byId as string[],
      CREATED_AT_ASC: ['banana', 'Apple', 'cherry'],
      UPDATED_AT_ASC: ['Apple', 'cherry', 'banana'],
      NAME_ASC: ['Apple', 'banana', 'cherry'],
      CUSTOM_ASC: ['banana', 'Apple', 'cherry'],
    };
    for (const sort of DirectoryOrder) {
      const ascending = sort.replace('_DESC', '_ASC');
      const want = sort.endsWith('_DESC') ? [...expected[ascending]!].reverse() : expected[sort]!;
      expect([sort, await list(sort)]).toEqual([sort, want]);
    }
    await call(owner, 'PATCH', `/api/v1/shared-directories/${made[2]!.id}`, { position: 0 });
    expect(await list('CUSTOM_ASC')).toEqual(['cherry', 'banana', 'Apple']);
    await call(owner, 'PATCH', `/api/v1/shared-directories/${made[2]!.id}`, { position: 99 });
    expect(await list('CUSTOM_ASC')).toEqual(['banana', 'Apple', 'cherry']);
    expect(
      (await call(owner, 'GET', '/api/v1/shared-directories/my?type=PERSONAL&sort=SIZE_ASC')).status,
    ).toBe(400);
  });

  it('lists folders shared with you and what is inside them', async () => {
    const shared = await folder(a.owner, 'For the view grantee');
    const below = await folder(a.owner, 'Below', shared.id);
    await folder(a.owner, 'Not shared');
    await call(a.owner, 'POST', `/api/v1/shared-directories/${shared.id}/access`, {
      userId: a.view.id,
      accessType: 'VIEW',
    });
    const list = await call(a.view, 'GET', '/api/v1/shared-directories?type=PERSONAL');
    expect(list.json.directories.map((d: { id: string }) => d.id).sort()).toEqual(
      [shared.id, below.id].sort(),
    );
    const p = await project(a.owner, 'Deep inside', below.id);
    const inside = await call(a.view, 'GET', `/api/v1/shared-projects?directoryId=${below.id}`);
    expect(inside.json.data.map((x: { id: string }) => x.id)).toEqual([p.id]);
    const detail = await call(a.view, 'GET', `/api/v1/shared-directories/${below.id}`);
    expect(detail.json.access).toEqual({ role: 'VIEW', accessTypes: ['READ', 'ACCESS'] });
  });

  it('gives a team folder tree that managers shape and members see, without opening each other’s projects', async () => {
    const designerTop = await call(a.owner, 'POST', '/api/v1/shared-directories', {
      name: 'Team',
      type: 'ENTERPRISE',
    });
    expect(designerTop.status).toBe(403);
    const personalUser = await call(a.view, 'POST', '/api/v1/shared-directories', {
      name: 'Team',
      type: 'ENTERPRISE',
    });
    expect(personalUser.json.details[0].field).toBe('type');
    const team = await folder(a.manager, 'Showroom', undefined, 'ENTERPRISE');
    const seen = await call(a.owner, 'GET', '/api/v1/shared-directories/my?type=ENTERPRISE');
    expect(seen.json.directories.map((d: { id: string }) => d.id)).toContain(team.id);
    expect((await call(a.other, 'GET', `/api/v1/shared-directories/${team.id}`)).status).toBe(404);
    expect(
      (await call(a.owner, 'PATCH', `/api/v1/shared-directories/${team.id}`, { name: 'Mine' })).status,
    ).toBe(403);
    const filed = await call(a.owner, 'POST', `/api/v1/projects/users/${a.owner.id}`, {
      name: 'In the showroom',
      teamDirectoryId: team.id,
    });
    expect(filed.json.project.teamDirectoryIds).toEqual([team.id]);
    expect((await call(a.edit, 'GET', `/api/v1/projects/${filed.json.project.id}/detail`)).status).toBe(404);
    const teamList = await call(
      a.manager,
      'GET',
      `/api/v1/projects/teams/${a.manager.enterpriseId}?directoryId=${team.id}`,
    );
    expect(teamList.json.data.map((x: { id: string }) => x.id)).toEqual([filed.json.project.id]);
  });
});
