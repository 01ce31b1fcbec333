import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { type Actor, sharedProject, useActors } from '../test/actors.ts';
import { titledDesign } from '../test/designs.ts';
import { imageBytes, upload } from '../test/images.ts';

describe('design images (tracing images of a project)', () => {
  const { t, a, call } = useActors();

  const send = (id: string, who: Actor, bytes: Buffer, field = 'image') =>
    upload(t, `/api/v1/projects/${id}/design-images`, { token: who.token, bytes, field, method: 'POST' });
  const read = async (id: string, blobId: string, who: Actor) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/projects/${id}/design-images/${blobId}`,
      headers: who.token ? { authorization: `Bearer ${who.token}` } : {},
    });
    return {
      status: response.statusCode,
      type: response.headers['content-type'],
      bytes: response.rawPayload,
    };
  };

  it('stores a PNG, JPEG or WebP for the owner and EDIT, answering an id with its format and the size', async () => {
    const id = await sharedProject(t, a);
    for (const [who, format] of [
      [a.owner, 'png'],
      [a.edit, 'jpeg'],
      [a.owner, 'webp'],
    ] as const) {
      const stored = await send(id, who, await imageBytes(format, 640, 480));
      expect(stored.status).toBe(201);
      expect(stored.json).toMatchObject({ width: 640, height: 480 });
      expect(stored.json.blobId).toMatch(new RegExp(`^[A-Za-z0-9]+\\.${format}$`));
      const back = await read(id, stored.json.blobId, a.view);
      expect(back.status).toBe(200);
      expect(back.type).toBe(`image/${format}`);
      expect(await sharp(back.bytes).metadata()).toMatchObject({ format, width: 640, height: 480 });
    }
  });

  it('refuses VIEW (403), strangers (404) and a trashed project (409) on upload, and strangers on reading', async () => {
    const id = await sharedProject(t, a);
    const png = await imageBytes('png', 64, 64);
    const view = await send(id, a.view, png);
    expect(view.status).toBe(403);
    for (const stranger of [a.colleague, a.other]) expect((await send(id, stranger, png)).status).toBe(404);
    expect((await send(id, a.anonymous, png)).status).toBe(401);
    const trashed = await sharedProject(t, a, 'Trashed flat');
    await call(a.owner, 'DELETE', `/api/v1/projects/${trashed}`);
    const inTrash = await send(trashed, a.owner, png);
    expect(inTrash.status).toBe(409);
    expect(inTrash.json.code).toBe('project_in_trash');
    const { blobId } = (await send(id, a.owner, png)).json;
    for (const who of [a.owner, a.edit, a.view, a.manager])
      expect((await read(id, blobId, who)).status, who.id).toBe(200);
    for (const stranger of [a.colleague, a.other])
      expect((await read(id, blobId, stranger)).status).toBe(404);
    expect((await read(id, blobId, a.anonymous)).status).toBe(401);
  });

  it('reads an image only under its own project, and refuses ids that are not design image ids', async () => {
    const id = await sharedProject(t, a);
    const other = await sharedProject(t, a, 'Another flat');
    const { blobId } = (await send(id, a.owner, await imageBytes('png', 64, 64))).json;
    expect((await read(other, blobId, a.owner)).status).toBe(404);
    expect((await read(id, 'abcdefgh1234.png', a.owner)).status).toBe(404);
    const bad = await call(a.owner, 'GET', `/api/v1/projects/${id}/design-images/..%2F..%2Fsecret.png`);
    expect(bad.status).toBe(400);
    expect(bad.json.details[0].field).toBe('params.blobId');
  });

  it('refuses what is not a PNG, JPEG or WebP whatever it claims, too big, or in the wrong field', async () => {
    const id = await sharedProject(t, a);
    const text = await send(id, a.owner, Buffer.from('a floor plan, honestly'));
    expect(text.status).toBe(400);
    expect(text.json.details[0].field).toBe('image');
    const gif = await send(
      id,
      a.owner,
      await sharp({ create: { width: 8, height: 8, channels: 3, background: 'red' } })
        .gif()
        .toBuffer(),
    );
    expect(gif.status).toBe(400);
    expect(gif.json.message).toMatch(/gif/);
    const big = Buffer.concat([await imageBytes('png', 64, 64), Buffer.alloc(15 * 1024 * 1024)]);
    expect((await send(id, a.owner, big)).status).toBe(413);
    const wrongField = await send(id, a.owner, await imageBytes('png', 64, 64), 'coverImage');
    expect(wrongField.status).toBe(400);
    expect(wrongField.json.details[0].field).toBe('image');
    const json = await call(a.owner, 'POST', `/api/v1/projects/${id}/design-images`, { image: 'AAAA' });
    expect(json.status).toBe(400);
  });

  it('gives a copied project its own copies of the tracing images its design uses', async () => {
    const id = await sharedProject(t, a);
    const { blobId } = (await send(id, a.owner, await imageBytes('png', 64, 64))).json;
    const design = titledDesign('Traced');
    const floor = design.floors[0]!;
    const traced = {
      ...design,
      floors: [
        {
          ...floor,
          tracingImage: { blobId, scaleMmPerPixel: 10, offset: { x: 0, y: 0 }, rotation: 0, opacity: 0.5 },
        },
      ],
    };
    expect(
      (await call(a.owner, 'PUT', `/api/v1/projects/${id}/design`, { version: 1, design: traced })).status,
    ).toBe(200);
    const copy = (await call(a.edit, 'POST', `/api/v2/projects/${id}/copy`)).json.project;
    const copied = await read(copy.id, blobId, a.edit);
    expect(copied.status).toBe(200);
    expect(copied.bytes).toEqual((await read(id, blobId, a.owner)).bytes);
  });
});
