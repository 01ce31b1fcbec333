import { normalizePage, type Page } from '@roomcraft/contract';
import { describe, expect, it } from 'vitest';
import { useActors } from '../test/actors.ts';
import { designWithRooms } from '../test/designs.ts';

describe('projects: create, change, list', () => {
  const { t, a, call } = useActors();

  const create = async (body: Record<string, unknown>, owner = a.owner, by = a.owner) => {
    const { status, json } = await call(by, 'POST', `/api/v1/projects/users/${owner.id}`, body);
    expect(status).toBe(201);
    return json.project;
  };

  it('creates a project with the compatibility fields, its name trimmed', async () => {
    const project = await create({ name: '  Loft  ', description: 'Two rooms' });
    expect(project).toMatchObject({
      name: 'Loft',
      description: 'Two rooms',
      userId: a.owner.id,
      enterpriseId: a.owner.enterpriseId,
      state: 0,
      directoryIds: [],
      teamDirectoryIds: [],
      coverImage: null,
      originalProjectId: null,
      bookmark: false,
      selected: false,
      designVersion: 1,
    });
    expect(project.id).toHaveLength(23);
  });

  it('lets a manager create a project owned by a member', async () => {
    const project = await create({ name: 'For you' }, a.owner, a.manager);
    expect(project.userId).toBe(a.owner.id);
  });

  it('refuses a blank name and folders that are not the owner’s, naming the field', async () => {
    const blank = await call(a.owner, 'POST', `/api/v1/projects/users/${a.owner.id}`, { name: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.json.details[0].field).toBe('body.name');
    const theirs = await call(a.edit, 'POST', '/api/v1/shared-directories', {
      name: 'Theirs',
      type: 'PERSONAL',
    });
    const wrongFolder = await call(a.owner, 'POST', `/api/v1/projects/users/${a.owner.id}`, {
      name: 'X',
      directoryId: theirs.json.directory.id,
    });
    expect(wrongFolder.status).toBe(400);
    expect(wrongFolder.json.details[0].field).toBe('directoryId');
    const notTeam = await call(a.owner, 'POST', `/api/v1/projects/users/${a.owner.id}`, {
      name: 'X',
      teamDirectoryId: theirs.json.directory.id,
    });
    expect(notTeam.json.details[0].field).toBe('teamDirectoryId');
  });

  it('renames, describes, selects and files a project', async () => {
    const project = await create({ name: 'Before' });
    const folder = await call(a.owner, 'POST', '/api/v1/shared-directories', {
      name: 'Work',
      type: 'PERSONAL',
    });
    const { status, json } = await call(a.owner, 'PATCH', `/api/v1/projects/${project.id}`, {
      name: ' After ',
      description: 'Now with a kitchen',
      selected: true,
      directoryId: folder.json.directory.id,
    });
    expect(status).toBe(200);
    expect(json.project).toMatchObject({
      name: 'After',
      description: 'Now with a kitchen',
      selected: true,
      directoryIds: [folder.json.directory.id],
    });
    expect((await call(a.owner, 'PATCH', `/api/v1/projects/${project.id}`, {})).status).toBe(400);
    expect((await call(a.owner, 'PATCH', `/api/v1/projects/${project.id}`, { state: 2 })).status).toBe(400);
  });

  it('lists a user’s projects filtered by directory, name, state, selected and days, sorted and paged', async () => {
    const owner = a.colleague;
    const folder = await call(owner, 'POST', '/api/v1/shared-directories', {
      name: 'Filtered',
      type: 'PERSONAL',
    });
    const folderId = folder.json.directory.id;
    const names = ['Kitchen A', 'Kitchen B', 'Bath', 'Old kitchen', 'Trashed kitchen'];
    const ids: Record<string, string> = {};
    for (const name of names) {
      ids[name] = (await create({ name, directoryId: name === 'Bath' ? null : folderId }, owner, owner)).id;
    }
    await call(owner, 'PATCH', `/api/v1/projects/${ids['Kitchen B']}`, { selected: true });
    await call(owner, 'DELETE', `/api/v1/projects/${ids['Trashed kitchen']}`);
    await t.db
      .updateTable('projects')
      .set({ updated_at: new Date(Date.now() - 40 * 86_400_000) })
      .where('id', '=', ids['Old kitchen']!)
      .execute();
    const list = async (query: string) => {
      const { status, json } = await call(owner, 'GET', `/api/v1/projects/users/${owner.id}?${query}`);
      expect(status).toBe(200);
      return json;
    };
    const names$ = async (query: string) => (await list(query)).data.map((p: { name: string }) => p.name);
    expect(await names$('sort=NAME_ASC')).toEqual(['Bath', 'Kitchen A', 'Kitchen B', 'Old kitchen']);
    expect(await names$('sort=NAME_DESC&name=KITCHEN')).toEqual(['Old kitchen', 'Kitchen B', 'Kitchen A']);
    expect(await names$(`directoryId=${folderId}&days=30&sort=NAME_ASC`)).toEqual(['Kitchen A', 'Kitchen B']);
    expect(await names$('selected=true')).toEqual(['Kitchen B']);
    expect(await names$('state=1')).toEqual(['Trashed kitchen']);
    expect(await names$('sort=UPDATED_AT_ASC')).toEqual(['Old kitchen', 'Kitchen A', 'Bath', 'Kitchen B']);
    const page = await list('sort=NAME_ASC&page=1&size=3');
    expect(page).toMatchObject({ page: 1, size: 3, count: 1, totalCount: 4, totalPages: 2 });
    expect(page.data[0].name).toBe('Old kitchen');
  });

  it('refuses a page of -1 and a size of 10,000 with the field named', async () => {
    for (const [query, field] of [
      ['page=-1', 'query.page'],
      ['size=10000', 'query.size'],
      ['state=5', 'query.state'],
      ['sort=SIDEWAYS', 'query.sort'],
    ]) {
      const { status, json } = await call(a.owner, 'GET', `/api/v1/projects/users/${a.owner.id}?${query}`);
      expect(status).toBe(400);
      expect(json.details[0].field).toBe(field);
    }
    const team = await call(a.manager, 'GET', `/api/v1/projects/teams/${a.manager.enterpriseId}?size=101`);
    expect(team.status).toBe(400);
  });

  it('pages a team 20 at a time, active only by default, skipping page × size', async () => {
    const member = a.edit;
    for (let i = 0; i < 23; i++) await create({ name: `Team ${String(i).padStart(2, '0')}` }, member, member);
    const team = a.manager.enterpriseId;
    const first = await call(a.manager, 'GET', `/api/v1/projects/teams/${team}?name=Team&sort=NAME_ASC`);
    expect(first.json).toMatchObject({ page: 0, size: 20, count: 20, totalCount: 23, totalPages: 2 });
    const second = await call(
      a.manager,
      'GET',
      `/api/v1/projects/teams/${team}?name=Team&sort=NAME_ASC&page=1`,
    );
    expect(second.json.data.map((p: { name: string }) => p.name)).toEqual(['Team 20', 'Team 21', 'Team 22']);
    const ofMember = await call(a.manager, 'GET', `/api/v1/projects/teams/${team}/users/${member.id}?size=5`);
    expect(ofMember.json).toMatchObject({ size: 5, count: 5, totalCount: 23 });
    // Spec section 5: a client reads a plain array as page 1 of one page of 20; our pages pass through.
    expect(normalizePage(first.json.data)).toMatchObject({ page: 1, size: 20, totalPages: 1, count: 20 });
    expect(normalizePage(first.json as Page<unknown>)).toEqual(first.json);
  });

  it('recounts a list after every change, even one made outside this server', async () => {
    const owner = a.manager;
    const total = async () =>
      (await call(owner, 'GET', `/api/v1/projects/users/${owner.id}?days=7`)).json.totalCount as number;
    const before = await total();
    const made = await create({ name: 'Counted' }, owner, owner);
    expect(await total()).toBe(before + 1);
    expect(await total()).toBe(before + 1);
    // Another server (here: the database directly) trashes it; the trigger's version bump shows.
    await t.db.updateTable('projects').set({ state: 1 }).where('id', '=', made.id).execute();
    expect(await total()).toBe(before);
  });

  it('counts the last seven days and the room types of the caller’s designs', async () => {
    const owner = a.view;
    const design = designWithRooms([['KITCHEN', 'BEDROOM'], ['BEDROOM']]);
    await create({ name: 'Rooms', design }, owner, owner);
    const week = await call(owner, 'GET', '/api/v1/projects/stat/lastWeek');
    expect(week.json.stat.days).toHaveLength(7);
    expect(week.json.stat.days[6]).toMatchObject({ date: new Date().toISOString().slice(0, 10), created: 1 });
    expect(week.json.stat.created).toBe(1);
    const roomTypes = await call(owner, 'GET', '/api/v1/projects/room-types');
    expect(roomTypes.json.roomTypes).toEqual([
      { roomType: 'BEDROOM', count: 2 },
      { roomType: 'KITCHEN', count: 1 },
    ]);
  });

  it('answers renderings and 720° tours of a project without renders as empty pages, after checking their filters', async () => {
    const project = await create({ name: 'Rendered' });
    const ok = await call(
      a.owner,
      'GET',
      `/api/v1/projects/${project.id}/renderings?type=PANORAMA&status=COMPLETED&characteristic=ITEM&page=0&limit=10`,
    );
    expect(ok.json).toEqual({ data: [], page: 0, size: 10, count: 0, totalCount: 0, totalPages: 0 });
    for (const query of ['type=SKETCH', 'status=DONE', 'characteristic=NONE', 'page=-1', 'limit=500']) {
      expect((await call(a.owner, 'GET', `/api/v1/projects/${project.id}/renderings?${query}`)).status).toBe(
        400,
      );
    }
    const tours = await call(a.owner, 'GET', `/api/v1/projects/720-tours?projectId=${project.id}`);
    expect(tours.json).toMatchObject({ data: [], totalCount: 0 });
    expect((await call(a.other, 'GET', `/api/v1/projects/720-tours?projectId=${project.id}`)).status).toBe(
      404,
    );
  });
});
