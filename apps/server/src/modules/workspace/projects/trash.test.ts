import { describe, expect, it } from 'vitest';
import { sharedProject, useActors } from '../test/actors.ts';
import { titledDesign } from '../test/designs.ts';
import { imageBytes, upload } from '../test/images.ts';

const DAY = 86_400_000;

describe('the trash and the purge', () => {
  const { t, a, call } = useActors();
  // The server's own hourly task, run now.
  const purge = { run: () => t.platform.tasks.find((task) => task.name === 'trash purge')!.run() };

  const trashedDaysAgo = (id: string, days: number) =>
    t.db
      .updateTable('projects')
      .set({ trashed_at: new Date(Date.now() - days * DAY) })
      .where('id', '=', id)
      .execute();

  it('moves a project to the trash and back; in the trash only its owner and managers see it', async () => {
    const id = await sharedProject(t, a);
    const trashed = await call(a.owner, 'DELETE', `/api/v1/projects/${id}`);
    expect(trashed.json.project.state).toBe(1);
    expect(trashed.json.project.trashedAt).not.toBeNull();
    expect((await call(a.edit, 'GET', `/api/v1/projects/${id}/detail`)).status).toBe(404);
    expect((await call(a.manager, 'GET', `/api/v1/projects/${id}/detail`)).status).toBe(200);
    const inTrash = await call(a.owner, 'GET', `/api/v1/projects/users/${a.owner.id}?state=1`);
    expect(inTrash.json.data.map((p: { id: string }) => p.id)).toContain(id);
    const restored = await call(a.owner, 'POST', `/api/v1/projects/${id}/restore`);
    expect(restored.json.project).toMatchObject({ state: 0, trashedAt: null });
    expect((await call(a.edit, 'GET', `/api/v1/projects/${id}/detail`)).status).toBe(200);
    const viaPatch = await call(a.owner, 'PATCH', `/api/v1/projects/${id}`, { state: 1 });
    expect(viaPatch.json.project.state).toBe(1);
  });

  it('purges after 30 days in the trash: the design, its images, cover, grants and keys go; the row stays as state 2', async () => {
    const old = await sharedProject(t, a, 'Old');
    const recent = await sharedProject(t, a, 'Recent');
    const cover = await upload(t, `/api/v2/projects/${old}/cover`, {
      token: a.owner.token,
      bytes: await imageBytes('png'),
    });
    const imageKey = async (project: string) => {
      const stored = await upload(t, `/api/v1/projects/${project}/design-images`, {
        token: a.owner.token,
        bytes: await imageBytes('png'),
        field: 'image',
        method: 'POST',
      });
      return `design-images/${project}/${stored.json.blobId}`;
    };
    const [oldImage, recentImage] = [await imageKey(old), await imageKey(recent)];
    await call(a.owner, 'PUT', `/api/v1/projects/${old}/design`, {
      version: 1,
      design: titledDesign('In the trash'),
    });
    await call(a.owner, 'POST', '/api/v2/share-keys', { projectId: old });
    for (const id of [old, recent]) await call(a.owner, 'DELETE', `/api/v1/projects/${id}`);
    await trashedDaysAgo(old, 31);
    await trashedDaysAgo(recent, 29);

    expect(await purge.run()).toBe(1);
    const row = await t.db.selectFrom('projects').selectAll().where('id', '=', old).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 2, design: {}, cover_id: null });
    expect((await call(a.owner, 'GET', `/api/v1/projects/${old}/detail`)).status).toBe(404);
    expect((await call(a.owner, 'POST', `/api/v1/projects/${old}/restore`)).status).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: cover.json.project.coverImage.url })).statusCode).toBe(
      404,
    );
    for (const table of ['grants', 'share_keys'] as const) {
      const left = await t.db.selectFrom(table).select('id').where('project_id', '=', old).execute();
      expect(left).toEqual([]);
    }
    expect(await t.platform.blobs.get(oldImage)).toBeNull();
    expect(await t.platform.blobs.get(recentImage)).not.toBeNull();
    expect((await call(a.owner, 'GET', `/api/v1/projects/${recent}/detail`)).json.project.state).toBe(1);
    expect(await purge.run()).toBe(0);
  });

  it('keeps a team’s projects in the trash as long as its project settings say', async () => {
    const admin = { id: '', token: await t.login('admin@demo.example'), enterpriseId: null };
    const settings = `/api/v2/enterprises/${a.owner.enterpriseId}/project-settings`;
    await call(admin, 'PATCH', settings, { trashRetentionDays: 7 });
    const id = await sharedProject(t, a, 'Short-lived');
    await call(a.owner, 'DELETE', `/api/v1/projects/${id}`);
    await trashedDaysAgo(id, 8);
    await purge.run();
    const row = await t.db
      .selectFrom('projects')
      .select('state')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.state).toBe(2);
    await call(admin, 'PATCH', settings, { trashRetentionDays: 30 });
  });

  it('runs the purge as a periodic task of the server', () => {
    expect(t.platform.tasks.map((task) => [task.name, task.everyMs])).toContainEqual([
      'trash purge',
      3_600_000,
    ]);
  });

  it('hands a deleted member’s projects to their successor, and trashes a deleted personal user’s', async () => {
    const mine = await call(a.colleague, 'POST', `/api/v1/projects/users/${a.colleague.id}`, {
      name: 'Handed over',
    });
    const manager = a.manager;
    const removed = await call(manager, 'DELETE', `/api/v1/user/${a.colleague.id}`);
    expect(removed.json.projectsTransferredTo).toBe(manager.id);
    const handed = await call(manager, 'GET', `/api/v1/projects/${mine.json.project.id}/detail`);
    expect(handed.json).toMatchObject({
      project: { userId: manager.id, state: 0 },
      access: { role: 'OWNER' },
    });

    const personal = await call(a.view, 'POST', `/api/v1/projects/users/${a.view.id}`, {
      name: 'Personal work',
    });
    expect((await call(a.view, 'DELETE', `/api/v1/user/${a.view.id}`)).status).toBe(200);
    const row = await t.db
      .selectFrom('projects')
      .select(['state', 'trashed_at'])
      .where('id', '=', personal.json.project.id)
      .executeTakeFirstOrThrow();
    expect(row.state).toBe(1);
    expect(row.trashed_at).not.toBeNull();
  });
});
