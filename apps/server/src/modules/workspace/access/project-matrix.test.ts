import { createEmptyDesign } from '@roomcraft/scene';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actor, setColleaguesSee, sharedProject, useActors } from '../test/actors.ts';
import { titledDesign } from '../test/designs.ts';
import { imageBytes, upload } from '../test/images.ts';
import { type MatrixCase, runCase } from '../test/matrix.ts';

interface Fixture {
  id: string;
  keyId: string;
  folderId: string;
}

describe('who may do what to a project', () => {
  const { t, a, call } = useActors();
  let png: Buffer;
  let adminId: string;
  beforeAll(async () => {
    png = await imageBytes('png', 64, 48);
    adminId = (await actor(t, 'admin@demo.example')).id;
  });

  /** The owner's project, shared EDIT and VIEW, plus a VIEW grant to the admin, a share key and a folder. */
  async function fixture(): Promise<Fixture> {
    const id = await sharedProject(t, a);
    await call(a.owner, 'POST', `/api/v1/shared-projects/${id}/access`, {
      userId: adminId,
      accessType: 'VIEW',
    });
    const key = await call(a.owner, 'POST', '/api/v2/share-keys', { projectId: id });
    const folder = await call(a.owner, 'POST', '/api/v1/shared-directories', {
      name: 'Mine',
      type: 'PERSONAL',
    });
    return { id, keyId: key.json.shareKey.id, folderId: folder.json.directory.id };
  }

  const cases: MatrixCase<Fixture>[] = [
    { name: 'detail', need: 'VIEW', call: (f, c) => call(c, 'GET', `/api/v1/projects/${f.id}/detail`) },
    {
      name: 'shared project',
      need: 'VIEW',
      call: (f, c) => call(c, 'GET', `/api/v1/shared-projects/${f.id}`),
    },
    { name: 'design', need: 'VIEW', call: (f, c) => call(c, 'GET', `/api/v1/projects/${f.id}/design`) },
    {
      name: 'renderings',
      need: 'VIEW',
      call: (f, c) => call(c, 'GET', `/api/v1/projects/${f.id}/renderings`),
    },
    {
      name: 'asset accesses',
      need: 'VIEW',
      call: (f, c) => call(c, 'GET', `/api/v1/asset-accesses/${f.id}?assetType=PROJECT`),
    },
    {
      name: 'bookmark for yourself',
      need: 'VIEW',
      call: (f, c) => call(c, 'POST', `/api/v1/projects/${f.id}/bookmark/users/${c.id}`),
    },
    {
      name: 'save the design',
      need: 'EDIT',
      call: (f, c) =>
        call(c, 'PUT', `/api/v1/projects/${f.id}/design`, { version: 1, design: titledDesign('Matrix') }),
    },
    {
      name: 'rename',
      need: 'EDIT',
      call: (f, c) => call(c, 'PATCH', `/api/v1/projects/${f.id}`, { name: 'New' }),
    },
    {
      name: 'select',
      need: 'EDIT',
      call: (f, c) => call(c, 'PATCH', `/api/v1/projects/${f.id}`, { selected: true }),
    },
    {
      name: 'copy',
      need: 'EDIT',
      ok: 201,
      call: (f, c) => call(c, 'POST', `/api/v2/projects/${f.id}/copy`),
    },
    {
      name: 'cover',
      need: 'EDIT',
      call: (f, c) => upload(t, `/api/v2/projects/${f.id}/cover`, { token: c.token, bytes: png }),
    },
    {
      name: 'change state',
      need: 'MANAGE',
      call: (f, c) => call(c, 'PATCH', `/api/v1/projects/${f.id}`, { state: 1 }),
    },
    {
      name: 'file in a folder',
      need: 'MANAGE',
      call: (f, c) => call(c, 'PATCH', `/api/v1/projects/${f.id}`, { directoryId: f.folderId }),
    },
    { name: 'trash', need: 'MANAGE', call: (f, c) => call(c, 'DELETE', `/api/v1/projects/${f.id}`) },
    {
      name: 'restore',
      need: 'MANAGE',
      // In the trash a project is its owner's and managers' only: grantees no longer see it.
      except: { edit: 404, view: 404 },
      call: async (f, c) => {
        await call(a.owner, 'DELETE', `/api/v1/projects/${f.id}`);
        return call(c, 'POST', `/api/v1/projects/${f.id}/restore`);
      },
    },
    {
      name: 'who it is shared with',
      need: 'MANAGE',
      call: (f, c) => call(c, 'GET', `/api/v2/projects/${f.id}/shared-list`),
    },
    {
      name: 'share',
      need: 'MANAGE',
      call: (f, c) =>
        call(c, 'POST', `/api/v1/shared-projects/${f.id}/access`, {
          userId: a.colleague.id,
          accessType: 'VIEW',
        }),
    },
    {
      name: "remove someone's grant",
      need: 'MANAGE',
      call: (f, c) => call(c, 'DELETE', `/api/v1/shared-projects/${f.id}/access`, { userId: adminId }),
    },
    {
      name: 'give an asset access',
      need: 'MANAGE',
      call: (f, c) =>
        call(c, 'POST', `/api/v1/asset-accesses/${f.id}`, {
          assetType: 'PROJECT',
          userId: a.colleague.id,
          accessTypes: ['READ'],
        }),
    },
    {
      name: 'change an asset access',
      need: 'MANAGE',
      call: (f, c) =>
        call(c, 'PATCH', `/api/v1/asset-accesses/${f.id}`, {
          assetType: 'PROJECT',
          userId: adminId,
          accessTypes: ['READ', 'WRITE'],
        }),
    },
    {
      name: 'remove an asset access',
      need: 'MANAGE',
      call: (f, c) =>
        call(c, 'DELETE', `/api/v1/asset-accesses/${f.id}`, { assetType: 'PROJECT', userId: adminId }),
    },
    {
      name: 'create a share key',
      need: 'MANAGE',
      ok: 201,
      call: (f, c) => call(c, 'POST', '/api/v2/share-keys', { projectId: f.id, visibility: 'PUBLIC' }),
    },
    {
      name: 'share keys of the project',
      need: 'MANAGE',
      call: (f, c) => call(c, 'GET', `/api/v1/projects/share-keys?projectId=${f.id}`),
    },
    {
      name: 'revoke a share key',
      need: 'MANAGE',
      call: (f, c) => call(c, 'DELETE', `/api/v2/share-keys/${f.keyId}`),
    },
  ];

  it.each(cases)('$name: follows the permission table', async (c) => {
    expect(await runCase(a, c, fixture)).toEqual([]);
  });

  describe("when the team lets members see each other's projects", () => {
    beforeAll(() => setColleaguesSee(t, true));
    afterAll(() => setColleaguesSee(t, false));

    // The colleague may look like a VIEW grantee, never save or share; nobody else's access changes.
    it.each(cases)('$name: the colleague may do what VIEW may', async (c) => {
      const run = { colleaguesSee: true, actors: ['colleague', 'edit', 'other'] } as const;
      expect(await runCase(a, c, fixture, run)).toEqual([]);
    });
  });

  it('changes nothing when a call is refused', async () => {
    const f = await fixture();
    expect(
      (
        await call(a.view, 'PUT', `/api/v1/projects/${f.id}/design`, {
          version: 1,
          design: createEmptyDesign(),
        })
      ).status,
    ).toBe(403);
    expect((await call(a.edit, 'DELETE', `/api/v1/projects/${f.id}`)).status).toBe(403);
    expect((await call(a.other, 'PATCH', `/api/v1/projects/${f.id}`, { name: 'Mine now' })).status).toBe(404);
    const after = await call(a.owner, 'GET', `/api/v1/projects/${f.id}/detail`);
    expect(after.json.project).toMatchObject({ name: 'Shared flat', state: 0, designVersion: 1 });
  });
});
