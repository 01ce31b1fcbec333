import { describe, expect, it } from 'vitest';
import { sharedProject, useActors } from '../test/actors.ts';
import { titledDesign } from '../test/designs.ts';
import { imageBytes, upload } from '../test/images.ts';

describe('share keys, the public project view and the portfolio', () => {
  const { t, a, call } = useActors();

  const newKey = async (projectId: string, visibility = 'UNLISTED') => {
    const { status, json } = await call(a.owner, 'POST', '/api/v2/share-keys', { projectId, visibility });
    expect(status).toBe(201);
    return json.shareKey as { id: string; key: string; visibility: string };
  };
  const open = (projectId: string, key: string) =>
    t.call('GET', `/api/v1/public/projects/${projectId}/detail?shareKey=${key}`);

  it('opens a project read-only by its key without signing in, and stops at once when revoked', async () => {
    const id = await sharedProject(t, a, 'By link');
    await call(a.owner, 'PUT', `/api/v1/projects/${id}/design`, { version: 1, design: titledDesign('f1') });
    const key = await newKey(id);
    expect(key.key.length).toBeGreaterThanOrEqual(40);
    const seen = await open(id, key.key);
    expect(seen.status).toBe(200);
    expect(seen.json).toMatchObject({
      project: { id, name: 'By link' },
      designVersion: 2,
      design: titledDesign('f1'),
    });
    expect(seen.json.project).not.toHaveProperty('userId');
    expect((await open(id, 'not-the-key')).status).toBe(404);
    expect((await t.call('GET', `/api/v1/public/projects/${id}/detail`)).status).toBe(400);
    const otherProject = await sharedProject(t, a, 'Another');
    expect((await open(otherProject, key.key)).status).toBe(404);
    // A key opens; it never lets anyone save.
    expect(
      (await t.call('PUT', `/api/v1/projects/${id}/design`, { body: { version: 2, design: {} } })).status,
    ).toBe(401);
    expect((await call(a.edit, 'DELETE', `/api/v2/share-keys/${key.id}`)).status).toBe(403);
    expect((await call(a.owner, 'DELETE', `/api/v2/share-keys/${key.id}`)).status).toBe(200);
    expect((await open(id, key.key)).status).toBe(404);
    expect((await call(a.owner, 'DELETE', `/api/v2/share-keys/${key.id}`)).status).toBe(404);
  });

  it('closes the link of a project in the trash', async () => {
    const id = await sharedProject(t, a);
    const key = await newKey(id);
    await call(a.owner, 'DELETE', `/api/v1/projects/${id}`);
    expect((await open(id, key.key)).status).toBe(404);
  });

  it('shows a portfolio only for a project with a PUBLIC key or in a public folder', async () => {
    const id = await sharedProject(t, a, 'Portfolio piece');
    await call(a.owner, 'PATCH', `/api/v1/projects/${id}`, { description: 'Sunny flat' });
    await upload(t, `/api/v2/projects/${id}/cover`, {
      token: a.owner.token,
      bytes: await imageBytes('jpeg'),
    });
    const portfolio = () => t.call('GET', `/api/v2/public/projects/${id}/portfolio`);
    expect((await portfolio()).status).toBe(404);
    await newKey(id, 'UNLISTED');
    expect((await portfolio()).status).toBe(404);
    const publicKey = await newKey(id, 'PUBLIC');
    const shown = await portfolio();
    expect(shown.status).toBe(200);
    expect(shown.json.portfolio).toMatchObject({ project: { id, description: 'Sunny flat' }, renders: [] });
    expect(shown.json.portfolio.project.coverImage.thumbnailUrl).toMatch(/\/thumbnail$/);
    await call(a.owner, 'DELETE', `/api/v2/share-keys/${publicKey.id}`);
    expect((await portfolio()).status).toBe(404);

    const showcase = await call(a.owner, 'POST', '/api/v1/shared-directories', {
      name: 'Showcase',
      type: 'PUBLIC',
    });
    const below = await call(a.owner, 'POST', '/api/v1/shared-directories', {
      name: 'Kitchens',
      type: 'PUBLIC',
      parentId: showcase.json.directory.id,
    });
    await call(a.owner, 'PATCH', `/api/v1/projects/${id}`, { directoryId: below.json.directory.id });
    expect((await portfolio()).status).toBe(200);
    await call(a.owner, 'DELETE', `/api/v1/projects/${id}`);
    expect((await portfolio()).status).toBe(404);
  });

  it('lists the keys of the projects you manage, filtered by public and project, paged and sorted', async () => {
    const one = await sharedProject(t, a, 'One');
    const two = await sharedProject(t, a, 'Two');
    const k1 = await newKey(one, 'PUBLIC');
    const k2 = await newKey(two, 'UNLISTED');
    const k3 = await newKey(two, 'PUBLIC');
    const ids = async (query: string, who = a.owner, projectIds = `${one},${two}`) =>
      (await call(who, 'GET', `/api/v2/share-keys?projectIds=${projectIds}&${query}`)).json.data.map(
        (k: { id: string }) => k.id,
      );
    expect(await ids('sort=createdAt,asc')).toEqual([k1.id, k2.id, k3.id]);
    expect(await ids('sort=createdAt,desc')).toEqual([k3.id, k2.id, k1.id]);
    expect(await ids('onlyPublic=true&sort=createdAt,asc')).toEqual([k1.id, k3.id]);
    expect(await ids('sort=createdAt,asc', a.owner, two)).toEqual([k2.id, k3.id]);
    const paged = await call(a.owner, 'GET', `/api/v2/share-keys?projectIds=${one},${two}&size=2&page=1`);
    expect(paged.json).toMatchObject({ page: 1, size: 2, count: 1, totalCount: 3, totalPages: 2 });
    expect(await ids('sort=createdAt,asc', a.manager)).toEqual([k1.id, k2.id, k3.id]);
    expect(await ids('sort=createdAt,asc', a.edit)).toEqual([]);
    expect((await call(a.owner, 'GET', '/api/v2/share-keys?size=10000')).status).toBe(400);
    const ofTwo = await call(a.owner, 'GET', `/api/v1/projects/share-keys?projectId=${two}`);
    expect(ofTwo.json.shareKeys.map((k: { id: string }) => k.id)).toEqual([k3.id, k2.id]);
  });
});
