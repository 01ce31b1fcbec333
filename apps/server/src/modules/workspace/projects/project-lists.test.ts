import { describe, expect, it } from 'vitest';
import { setColleaguesSee, sharedProject, useActors } from '../test/actors.ts';

describe('project lists: owners, roles, subfolders, folder types', () => {
  const { t, a, call } = useActors();

  const folder = async (name: string, parentId?: string) =>
    (await call(a.owner, 'POST', '/api/v1/shared-directories', { name, type: 'PERSONAL', parentId })).json
      .directory.id as string;
  const project = async (name: string, directoryId: string | null = null) =>
    (await call(a.owner, 'POST', `/api/v1/projects/users/${a.owner.id}`, { name, directoryId })).json.project
      .id as string;
  const rolesIn = (page: { data?: { name: string; role: string }[] }) =>
    Object.fromEntries((page.data ?? []).map((p) => [p.name, p.role]));

  it("says each listed project's owner and the caller's role", async () => {
    const id = await sharedProject(t, a, 'Listed with roles');
    const mine = await call(a.owner, 'GET', `/api/v1/projects/users/${a.owner.id}?name=roles`);
    expect(mine.json.data).toEqual([
      expect.objectContaining({ id, owner: { id: a.owner.id, nickname: expect.any(String) }, role: 'OWNER' }),
    ]);
    const team = await call(a.manager, 'GET', `/api/v1/projects/teams/${a.owner.enterpriseId}?name=roles`);
    expect(rolesIn(team.json)).toEqual({ 'Listed with roles': 'MANAGER' });
    for (const [grantee, role] of [
      [a.edit, 'EDIT'],
      [a.view, 'VIEW'],
    ] as const) {
      const shared = await call(grantee, 'GET', '/api/v1/shared-projects?name=roles');
      expect(shared.json.data[0]).toMatchObject({ id, owner: { id: a.owner.id }, role });
    }
    await call(a.view, 'POST', `/api/v1/projects/${id}/bookmark/users/${a.view.id}`);
    const bookmarks = await call(a.view, 'GET', `/api/v1/bookmarked-projects/users/${a.view.id}`);
    expect(rolesIn(bookmarks.json)).toEqual({ 'Listed with roles': 'VIEW' });
  });

  it("lists a team's projects to its members as VIEW only while the team allows it", async () => {
    const id = await project('Seen by colleagues');
    const teamList = () =>
      call(a.colleague, 'GET', `/api/v1/projects/teams/${a.owner.enterpriseId}?name=colleagues`);
    const bookmarks = () => call(a.colleague, 'GET', `/api/v1/bookmarked-projects/users/${a.colleague.id}`);
    expect((await teamList()).status).toBe(403);
    await setColleaguesSee(t, true);
    try {
      const bookmark = await call(
        a.colleague,
        'POST',
        `/api/v1/projects/${id}/bookmark/users/${a.colleague.id}`,
      );
      expect(bookmark.status).toBe(200);
      expect(rolesIn((await teamList()).json)).toEqual({ 'Seen by colleagues': 'VIEW' });
      expect(rolesIn((await bookmarks()).json)).toEqual({ 'Seen by colleagues': 'VIEW' });
    } finally {
      await setColleaguesSee(t, false);
    }
    // Turned off again, the bookmark stays but no longer lists what the colleague may not open.
    expect((await teamList()).status).toBe(403);
    expect((await bookmarks()).json.data).toEqual([]);
    expect((await call(a.colleague, 'GET', `/api/v1/projects/${id}/detail`)).status).toBe(404);
  });

  it('lists the projects of a folder and, when asked, of every folder below it', async () => {
    const top = await folder('Top');
    const middle = await folder('Middle', top);
    const bottom = await folder('Bottom', middle);
    await project('In top', top);
    await project('In middle', middle);
    await project('In bottom', bottom);
    await project('Elsewhere');
    const names = async (query: string) => {
      const { status, json } = await call(a.owner, 'GET', `/api/v1/projects/users/${a.owner.id}?${query}`);
      expect(status).toBe(200);
      return json.data.map((p: { name: string }) => p.name).sort();
    };
    expect(await names(`directoryId=${top}`)).toEqual(['In top']);
    expect(await names(`directoryId=${top}&includeSubdirectories=true`)).toEqual([
      'In bottom',
      'In middle',
      'In top',
    ]);
    expect(await names(`directoryId=${middle}&includeSubdirectories=true`)).toEqual([
      'In bottom',
      'In middle',
    ]);
    const purged = await call(a.owner, 'GET', `/api/v1/projects/users/${a.owner.id}?state=2`);
    expect(purged.json.details[0].field).toBe('query.state');
    const refused = await call(
      a.owner,
      'GET',
      `/api/v1/projects/users/${a.owner.id}?includeSubdirectories=true`,
    );
    expect(refused.status).toBe(400);
    expect(refused.json.details[0].field).toBe('query.includeSubdirectories');
    // A folder shared with a grantee opens the folders below it, and so their projects.
    await call(a.owner, 'POST', `/api/v1/shared-directories/${top}/access`, {
      userId: a.view.id,
      accessType: 'VIEW',
    });
    const shared = await call(
      a.view,
      'GET',
      `/api/v1/shared-projects?directoryId=${top}&includeSubdirectories=true`,
    );
    expect(rolesIn(shared.json)).toEqual({ 'In bottom': 'VIEW', 'In middle': 'VIEW', 'In top': 'VIEW' });
  });

  it('answers the same pages however each is found: from the start, from the end, from a row seen before', async () => {
    for (const name of ['Deep a', 'Deep B', 'deep c', 'Deep d', 'Deep e', 'DEEP f', 'Deep g', 'deep D'])
      await project(name);
    const ids = (page: { data?: { id: string }[] }) => (page.data ?? []).map((p) => p.id);
    for (const sort of ['NAME_ASC', 'NAME_DESC', 'UPDATED_AT_DESC', 'CREATED_AT_ASC', 'ID_ASC']) {
      const url = `/api/v1/projects/users/${a.owner.id}?name=deep&sort=${sort}`;
      const all = ids((await call(a.owner, 'GET', `${url}&size=100`)).json);
      expect(all).toHaveLength(8);
      // Forward, backward, then with another page size: later pages start from rows remembered earlier.
      for (const [size, pages] of [
        [2, [0, 1, 2, 3, 4]],
        [2, [3, 2, 1, 0]],
        [3, [1, 2, 0, 2]],
      ] as const) {
        for (const page of pages) {
          const { json } = await call(a.owner, 'GET', `${url}&size=${size}&page=${page}`);
          expect(ids(json)).toEqual(all.slice(page * size, page * size + size));
          expect(json).toMatchObject({ totalCount: 8, totalPages: Math.ceil(8 / size) });
        }
      }
    }
  });

  it('finds names without case, including characters LIKE treats specially', async () => {
    await project('Ünïcode Loft 100%_done');
    const found = async (name: string) =>
      (
        await call(a.owner, 'GET', `/api/v1/projects/users/${a.owner.id}?name=${encodeURIComponent(name)}`)
      ).json.data.map((p: { name: string }) => p.name);
    expect(await found('üNÏCODE')).toEqual(['Ünïcode Loft 100%_done']);
    expect(await found('100%_')).toEqual(['Ünïcode Loft 100%_done']);
    expect(await found('100%x')).toEqual([]);
  });

  it('lists folders of every type when no type is asked', async () => {
    const personal = await folder('Typed personal');
    const team = await call(a.manager, 'POST', '/api/v1/shared-directories', {
      name: 'Typed team',
      type: 'ENTERPRISE',
    });
    const types = async (caller: typeof a.owner, url: string) =>
      new Map(
        (await call(caller, 'GET', url)).json.directories.map((d: { id: string; type: string }) => [
          d.id,
          d.type,
        ]),
      );
    const all = await types(a.owner, '/api/v1/shared-directories/my');
    expect(all.get(personal)).toBe('PERSONAL');
    expect(all.get(team.json.directory.id)).toBe('ENTERPRISE');
    const onlyTeam = await types(a.owner, '/api/v1/shared-directories/my?type=ENTERPRISE');
    expect(onlyTeam.has(personal)).toBe(false);
    await call(a.owner, 'POST', `/api/v1/shared-directories/${personal}/access`, {
      userId: a.view.id,
      accessType: 'VIEW',
    });
    expect((await types(a.view, '/api/v1/shared-directories')).get(personal)).toBe('PERSONAL');
    expect((await types(a.view, '/api/v1/shared-directories?type=PUBLIC')).has(personal)).toBe(false);
  });
});
