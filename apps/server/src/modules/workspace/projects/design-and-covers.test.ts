import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sharedProject, useActors } from '../test/actors.ts';
import { titledDesign } from '../test/designs.ts';
import { imageBytes, upload } from '../test/images.ts';

describe('designs, covers and copies', () => {
  const { t, a, call } = useActors();

  const fetchBytes = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url });
    return {
      status: response.statusCode,
      type: response.headers['content-type'],
      bytes: response.rawPayload,
    };
  };

  it('saves a design over the version it was read at, and answers 409 with the current version otherwise', async () => {
    const id = await sharedProject(t, a);
    const first = await call(a.owner, 'GET', `/api/v1/projects/${id}/design`);
    expect(first.json).toMatchObject({ version: 1, design: { floors: [{ rooms: [], walls: [] }] } });
    const saved = await call(a.edit, 'PUT', `/api/v1/projects/${id}/design`, {
      version: 1,
      design: titledDesign('Saved'),
    });
    expect(saved.json.version).toBe(2);
    const stale = await call(a.owner, 'PUT', `/api/v1/projects/${id}/design`, {
      version: 1,
      design: titledDesign('Stale'),
    });
    expect(stale.status).toBe(409);
    expect(stale.json).toMatchObject({ code: 'version_conflict', details: { currentVersion: 2 } });
    const now = await call(a.view, 'GET', `/api/v1/projects/${id}/design`);
    expect(now.json).toMatchObject({ version: 2, design: titledDesign('Saved') });
  });

  it('refuses a design that is not one, or is over 5 MB, naming the field, and keeps the old one', async () => {
    const id = await sharedProject(t, a);
    const save = (design: unknown) =>
      call(a.owner, 'PUT', `/api/v1/projects/${id}/design`, { version: 1, design });
    const notObject = await save([1, 2]);
    expect(notObject.status).toBe(400);
    expect(notObject.json.details[0].field).toBe('body.design');
    const valid = titledDesign('Checked');
    const broken = await save({ ...valid, floors: [{ ...valid.floors[0]!, height: -5 }] });
    expect(broken.status).toBe(400);
    expect(broken.json.details[0].field).toBe('body.design.floors.0.height');
    const badColumn = await save({
      ...valid,
      floors: [
        {
          ...valid.floors[0]!,
          columns: [{ archiId: 'k', shape: 'round', position: { x: 0, y: 0 }, diameter: 0 }],
        },
      ],
    });
    expect(badColumn.json.details[0].field).toBe('body.design.floors.0.columns.0.diameter');
    // References are checked after the shape: two floors with one id.
    const twice = await save({ ...valid, floors: [valid.floors[0]!, valid.floors[0]!] });
    expect(twice.status).toBe(400);
    expect(twice.json.details[0].field).toBe('body.design.floors.1.id');
    // A well-formed design of many corners, over 5 MB but under the 6 MB envelope.
    const corners = Array.from({ length: 115_000 }, (_, i) => ({
      archiId: `c${i}`,
      position: { x: i, y: 0 },
    }));
    const tooBig = await save({ ...valid, floors: [{ ...valid.floors[0]!, corners }] });
    expect(tooBig.status).toBe(400);
    expect(tooBig.json.details[0].field).toBe('body.design');
    const huge = await save({ blob: 'x'.repeat(7 * 1024 * 1024) });
    expect(huge.status).toBe(413);
    expect((await call(a.owner, 'GET', `/api/v1/projects/${id}/design`)).json.version).toBe(1);
  });

  it('takes a design of an older format and answers it upgraded, as every reader loads it', async () => {
    const id = await sharedProject(t, a);
    const { cameras: _, columns: __, ...v1Floor } = titledDesign('Old').floors[0]!;
    const old = { ...titledDesign('Old'), version: 1, floors: [v1Floor] };
    expect(
      (await call(a.owner, 'PUT', `/api/v1/projects/${id}/design`, { version: 1, design: old })).status,
    ).toBe(200);
    const answer = await call(a.view, 'GET', `/api/v1/projects/${id}/design`);
    expect(answer.json.design).toEqual(titledDesign('Old'));
    // A project row whose design was never written holds {}: it reads as one empty floor.
    await t.db
      .updateTable('projects')
      .set({ design: JSON.stringify({}) })
      .where('id', '=', id)
      .execute();
    const blank = await call(a.view, 'GET', `/api/v1/projects/${id}/design`);
    expect(blank.json.design).toMatchObject({
      version: 2,
      floors: [{ title: '1F', walls: [], columns: [] }],
    });
  });

  it('keeps a design in the trash read-only', async () => {
    const id = await sharedProject(t, a);
    await call(a.owner, 'DELETE', `/api/v1/projects/${id}`);
    const save = await call(a.owner, 'PUT', `/api/v1/projects/${id}/design`, {
      version: 1,
      design: titledDesign('x'),
    });
    expect(save.status).toBe(409);
    expect(save.json.code).toBe('project_in_trash');
  });

  it('sets a PNG, JPEG or WebP cover with a 550-pixel WebP thumbnail, served by unguessable URLs', async () => {
    const id = await sharedProject(t, a);
    for (const format of ['png', 'jpeg', 'webp'] as const) {
      const { status, json } = await upload(t, `/api/v2/projects/${id}/cover`, {
        token: a.edit.token,
        bytes: await imageBytes(format, 1200, 900),
      });
      expect(status).toBe(200);
      const cover = await fetchBytes(json.project.coverImage.url);
      expect(cover.type).toBe(`image/${format}`);
      expect(await sharp(cover.bytes).metadata()).toMatchObject({ format, width: 1200, height: 900 });
      const thumbnail = await fetchBytes(json.project.coverImage.thumbnailUrl);
      expect(await sharp(thumbnail.bytes).metadata()).toMatchObject({
        format: 'webp',
        width: 550,
        height: 413,
      });
    }
  });

  it('drops the files of a replaced cover', async () => {
    const id = await sharedProject(t, a);
    const first = await upload(t, `/api/v2/projects/${id}/cover`, {
      token: a.owner.token,
      bytes: await imageBytes('png'),
    });
    await upload(t, `/api/v2/projects/${id}/cover`, {
      token: a.owner.token,
      bytes: await imageBytes('jpeg'),
    });
    expect((await fetchBytes(first.json.project.coverImage.url)).status).toBe(404);
    expect((await fetchBytes(first.json.project.coverImage.thumbnailUrl)).status).toBe(404);
  });

  it('refuses a cover that is not an image, not PNG/JPEG/WebP, too big, or sent wrongly; nothing changes', async () => {
    const id = await sharedProject(t, a);
    const url = `/api/v2/projects/${id}/cover`;
    const token = a.owner.token;
    const text = await upload(t, url, { token, bytes: Buffer.from('hello, I am not a picture') });
    expect(text.status).toBe(400);
    expect(text.json.details[0].field).toBe('coverImage');
    const gif = await upload(t, url, {
      token,
      bytes: await sharp({ create: { width: 8, height: 8, channels: 3, background: 'red' } })
        .gif()
        .toBuffer(),
    });
    expect(gif.status).toBe(400);
    expect(gif.json.message).toMatch(/gif/);
    const big = Buffer.concat([await imageBytes('png'), Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await upload(t, url, { token, bytes: big });
    expect(tooBig.status).toBe(413);
    expect(tooBig.json.details[0].field).toBe('coverImage');
    const wrongField = await upload(t, url, { token, bytes: await imageBytes('png'), field: 'image' });
    expect(wrongField.json.details[0].field).toBe('coverImage');
    const json = await call(a.owner, 'PUT', url, { coverImage: 'data:image/png;base64,AAAA' });
    expect(json.status).toBe(400);
    expect((await call(a.owner, 'GET', `/api/v1/projects/${id}/detail`)).json.project.coverImage).toBeNull();
  });

  it('copies a project deeply: its design, and its cover into files of its own', async () => {
    const id = await sharedProject(t, a, 'Original');
    await call(a.owner, 'PUT', `/api/v1/projects/${id}/design`, {
      version: 1,
      design: titledDesign('Original'),
    });
    await call(a.owner, 'PATCH', `/api/v1/projects/${id}`, { description: 'Described' });
    const source = await upload(t, `/api/v2/projects/${id}/cover`, {
      token: a.owner.token,
      bytes: await imageBytes('png'),
    });
    const copied = await call(a.edit, 'POST', `/api/v2/projects/${id}/copy`);
    expect(copied.status).toBe(201);
    const copy = copied.json.project;
    expect(copy).toMatchObject({
      name: 'Original (copy)',
      description: 'Described',
      userId: a.edit.id,
      originalProjectId: id,
      designVersion: 1,
    });
    expect(copy.coverImage.url).not.toBe(source.json.project.coverImage.url);
    expect((await fetchBytes(copy.coverImage.url)).bytes).toEqual(
      (await fetchBytes(source.json.project.coverImage.url)).bytes,
    );
    expect((await call(a.edit, 'GET', `/api/v1/projects/${copy.id}/design`)).json.design).toEqual(
      titledDesign('Original'),
    );
    // The copy lives apart: changing it, or replacing the original's cover, leaves the other alone.
    await call(a.edit, 'PUT', `/api/v1/projects/${copy.id}/design`, {
      version: 1,
      design: titledDesign('Changed'),
    });
    expect((await call(a.owner, 'GET', `/api/v1/projects/${id}/design`)).json.design).toEqual(
      titledDesign('Original'),
    );
    await upload(t, `/api/v2/projects/${id}/cover`, {
      token: a.owner.token,
      bytes: await imageBytes('webp'),
    });
    expect((await fetchBytes(copy.coverImage.url)).status).toBe(200);
    const named = await call(a.owner, 'POST', `/api/v2/projects/${id}/copy`, { name: 'Variant B' });
    expect(named.json.project.name).toBe('Variant B');
  });
});
