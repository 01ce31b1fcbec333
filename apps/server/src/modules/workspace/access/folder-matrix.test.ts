import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTORS, type ActorName, actor, setColleaguesSee, sharedFolder, useActors } from '../test/actors.ts';
import { titledDesign } from '../test/designs.ts';
import { type MatrixCase, runCase } from '../test/matrix.ts';

interface Fixture {
  folderId: string;
  otherFolderId: string;
  projectId: string;
}

describe('who may do what to a folder and what is inside it', () => {
  const { t, a, call } = useActors();
  let adminId: string;
  beforeAll(async () => {
    adminId = (await actor(t, 'admin@demo.example')).id;
  });

  /** The owner's folder shared EDIT and VIEW (and VIEW to the admin), a project inside it, a second folder. */
  async function fixture(): Promise<Fixture> {
    const folderId = await sharedFolder(t, a);
    await call(a.owner, 'POST', `/api/v1/shared-directories/${folderId}/access`, {
      userId: adminId,
      accessType: 'VIEW',
    });
    const other = await call(a.owner, 'POST', '/api/v1/shared-directories', {
      name: 'Elsewhere',
      type: 'PERSONAL',
    });
    const project = await call(a.owner, 'POST', `/api/v1/projects/users/${a.owner.id}`, {
      name: 'Inside',
      directoryId: folderId,
    });
    return { folderId, otherFolderId: other.json.directory.id, projectId: project.json.project.id };
  }

  const dir = (f: Fixture) => `/api/v1/shared-directories/${f.folderId}`;
  const cases: MatrixCase<Fixture>[] = [
    { name: 'folder', need: 'VIEW', call: (f, c) => call(c, 'GET', dir(f)) },
    { name: 'path', need: 'VIEW', call: (f, c) => call(c, 'GET', `${dir(f)}/path`) },
    {
      name: 'asset accesses',
      need: 'VIEW',
      call: (f, c) => call(c, 'GET', `/api/v1/asset-accesses/${f.folderId}?assetType=DIRECTORY`),
    },
    {
      name: 'projects inside',
      need: 'VIEW',
      // The owner and managers may look too; holding no grant, they find nothing listed here.
      call: (f, c) => call(c, 'GET', `/api/v1/shared-projects?directoryId=${f.folderId}`),
    },
    {
      name: 'open a project inside',
      need: 'VIEW',
      call: (f, c) => call(c, 'GET', `/api/v1/projects/${f.projectId}/detail`),
    },
    {
      name: 'save a project inside',
      need: 'EDIT',
      call: (f, c) =>
        call(c, 'PUT', `/api/v1/projects/${f.projectId}/design`, {
          version: 1,
          design: titledDesign('Matrix'),
        }),
    },
    { name: 'rename', need: 'EDIT', call: (f, c) => call(c, 'PATCH', dir(f), { name: 'Renamed' }) },
    { name: 'reorder', need: 'EDIT', call: (f, c) => call(c, 'PATCH', dir(f), { position: 1 }) },
    {
      name: 'create inside',
      need: 'EDIT',
      ok: 201,
      call: (f, c) =>
        call(c, 'POST', '/api/v1/shared-directories', {
          name: 'Sub',
          type: 'PERSONAL',
          parentId: f.folderId,
        }),
    },
    {
      name: 'move',
      need: 'MANAGE',
      call: (f, c) => call(c, 'PATCH', dir(f), { parentId: f.otherFolderId }),
    },
    { name: 'delete', need: 'MANAGE', call: (f, c) => call(c, 'DELETE', dir(f)) },
    { name: 'permissions', need: 'MANAGE', call: (f, c) => call(c, 'GET', `${dir(f)}/permissions`) },
    {
      name: 'share',
      need: 'MANAGE',
      call: (f, c) => call(c, 'POST', `${dir(f)}/access`, { userId: a.colleague.id, accessType: 'VIEW' }),
    },
    {
      name: "remove someone's grant",
      need: 'MANAGE',
      call: (f, c) => call(c, 'DELETE', `${dir(f)}/access`, { userId: adminId }),
    },
  ];

  it.each(cases)('$name: follows the permission table', async (c) => {
    expect(await runCase(a, c, fixture)).toEqual([]);
  });

  /** Each request made by every actor; answers the cells that differ from `expected`. */
  async function statusMisses(expected: Record<string, Record<ActorName, number>>): Promise<string[]> {
    const misses: string[] = [];
    for (const [request, statuses] of Object.entries(expected)) {
      const [method, url] = request.split(' ') as [string, string];
      for (const actor of ACTORS) {
        const { status } = await call(
          a[actor],
          method,
          url,
          method === 'POST' ? { name: 'Listed' } : undefined,
        );
        if (status !== statuses[actor])
          misses.push(`${request} as ${actor}: ${status}, expected ${statuses[actor]}`);
      }
    }
    return misses;
  }

  const managersOnly: Record<ActorName, number> = {
    owner: 403,
    edit: 403,
    view: 404,
    colleague: 403,
    other: 404,
    manager: 200,
    anonymous: 401,
  };
  const selfAndManagers = { ...managersOnly, owner: 200 };
  const wholeTeam = { ...managersOnly, owner: 200, edit: 200, colleague: 200 };

  it('lists projects by user and team only to themselves and their managers', async () => {
    const team = a.owner.enterpriseId;
    expect(
      await statusMisses({
        [`GET /api/v1/projects/users/${a.owner.id}`]: selfAndManagers,
        [`POST /api/v1/projects/users/${a.owner.id}`]: { ...selfAndManagers, owner: 201, manager: 201 },
        [`GET /api/v1/projects/teams/${team}`]: managersOnly,
        [`GET /api/v1/projects/teams/${team}/users/${a.owner.id}`]: selfAndManagers,
        [`GET /api/v1/bookmarked-projects/teams/${team}`]: managersOnly,
      }),
    ).toEqual([]);
  });

  describe("when the team lets members see each other's projects", () => {
    beforeAll(() => setColleaguesSee(t, true));
    afterAll(() => setColleaguesSee(t, false));

    it('lists active team projects to every member, the trash still only to owners and managers', async () => {
      const team = a.owner.enterpriseId;
      expect(
        await statusMisses({
          [`GET /api/v1/projects/users/${a.owner.id}`]: wholeTeam,
          [`GET /api/v1/projects/users/${a.owner.id}?state=1`]: selfAndManagers,
          [`POST /api/v1/projects/users/${a.owner.id}`]: { ...selfAndManagers, owner: 201, manager: 201 },
          [`GET /api/v1/projects/teams/${team}`]: wholeTeam,
          [`GET /api/v1/projects/teams/${team}?state=1`]: managersOnly,
          [`GET /api/v1/projects/teams/${team}/users/${a.owner.id}`]: wholeTeam,
          [`GET /api/v1/projects/teams/${team}/users/${a.owner.id}?state=1`]: selfAndManagers,
          [`GET /api/v1/bookmarked-projects/teams/${team}`]: managersOnly,
        }),
      ).toEqual([]);
    });

    it("opens a colleague's project in a folder, never saves it, and keeps the folder closed", async () => {
      const f = await fixture();
      const colleague = (method: string, url: string, body?: unknown) => call(a.colleague, method, url, body);
      expect((await colleague('GET', `/api/v1/projects/${f.projectId}/detail`)).json.access.role).toBe(
        'VIEW',
      );
      const save = await colleague('PUT', `/api/v1/projects/${f.projectId}/design`, {
        version: 1,
        design: titledDesign('Colleague'),
      });
      expect(save.status).toBe(403);
      expect((await colleague('GET', `/api/v1/shared-directories/${f.folderId}`)).status).toBe(404);
      expect((await colleague('GET', `/api/v1/shared-projects?directoryId=${f.folderId}`)).status).toBe(404);
      // Another enterprise's admin still finds nothing.
      expect((await call(a.other, 'GET', `/api/v1/projects/${f.projectId}/detail`)).status).toBe(404);
    });
  });
});
