import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

describe('image bundles and cards', () => {
  let t: TestApp;
  let designer: string;
  let viewer: string;
  let projectId: string;
  let otherProjectId: string;
  const imageIds: string[] = [];

  const addImage = async (projectOf: string, userId: string, items: { productId: string }[] = []) => {
    const id = newId();
    await t.db
      .insertInto('images')
      .values({
        id,
        uuid: crypto.randomUUID(),
        user_id: userId,
        enterprise_id: null,
        project_id: projectOf,
        name: `shot ${id.slice(0, 4)}`,
        type: 'RENDER_SHOT',
        status: 'DONE',
        blob_key: null,
        thumbnail_key: null,
        width: 1280,
        height: 720,
        render_job_id: null,
        floorplan_id: null,
        items: JSON.stringify(items),
      })
      .execute();
    return id;
  };

  beforeAll(async () => {
    t = await createTestApp();
    designer = await t.login('designer@demo.example');
    viewer = await t.login('designer2@demo.example');
    const me = (await t.call('GET', '/api/v1/user/me', { token: designer })).json.user;
    const create = async (name: string) =>
      (await t.call('POST', `/api/v1/projects/users/${me.id}`, { token: designer, body: { name } })).json
        .project.id as string;
    projectId = await create('Bundled flat');
    otherProjectId = await create('Other flat');
    for (let i = 0; i < 3; i++)
      imageIds.push(await addImage(projectId, me.id, i === 0 ? [{ productId: 'sofa-grey' }] : []));
    const viewerId = (await t.call('GET', '/api/v1/user/me', { token: viewer })).json.user.id;
    const shared = await t.call('POST', `/api/v1/shared-projects/${projectId}/access`, {
      token: designer,
      body: { userId: viewerId, accessType: 'VIEW' },
    });
    expect(shared.status).toBeLessThan(300);
  });
  afterAll(() => t.close());

  it('creates a bundle of the project’s images in order, with the products each shows', async () => {
    const created = await t.call('POST', `/api/v1/image-bundles/project/${projectId}`, {
      token: designer,
      body: { name: 'Client pitch', type: 'FIRST_PERSON', images: imageIds.map((imageId) => ({ imageId })) },
    });
    expect(created.status).toBe(201);
    const bundle = created.json.imageBundle;
    expect(bundle).toMatchObject({
      name: 'Client pitch',
      type: 'FIRST_PERSON',
      imageCount: 3,
      public: false,
    });
    expect(bundle.cards.map((c: { image: { id: string } }) => c.image.id)).toEqual(imageIds);
    expect(bundle.cards[0].productIds).toEqual(['sofa-grey']);
    const list = await t.call('GET', `/api/v1/image-bundles/project/${projectId}`, { token: viewer });
    expect(list.json.imageBundles).toHaveLength(1);
  });

  it('refuses images of another project, and changes by a VIEW grantee', async () => {
    const foreign = await addImage(
      otherProjectId,
      (await t.call('GET', '/api/v1/user/me', { token: designer })).json.user.id,
    );
    const bad = await t.call('POST', `/api/v1/image-bundles/project/${projectId}`, {
      token: designer,
      body: { name: 'x', images: [{ imageId: imageIds[0] }, { imageId: foreign }] },
    });
    expect(bad.json.details[0].field).toBe('images.1.imageId');
    const byViewer = await t.call('POST', `/api/v1/image-bundles/project/${projectId}`, {
      token: viewer,
      body: { name: 'x' },
    });
    expect(byViewer.status).toBe(403);
  });

  it('sorts, moves, copies and replaces cards', async () => {
    const [bundle] = (await t.call('GET', `/api/v1/image-bundles/project/${projectId}`, { token: designer }))
      .json.imageBundles;
    const full = (await t.call('GET', `/api/v1/image-bundles/${bundle.id}/full`, { token: designer })).json
      .imageBundle;
    const cardIds = full.cards.map((c: { id: string }) => c.id) as string[];
    const reversed = [...cardIds].reverse();
    const sorted = await t.call('PATCH', `/api/v1/image-bundles/${bundle.id}/sort`, {
      token: designer,
      body: { cardIds: reversed },
    });
    expect(sorted.json.imageBundle.cards.map((c: { id: string }) => c.id)).toEqual(reversed);
    const partial = await t.call('PATCH', `/api/v1/image-bundles/${bundle.id}/sort`, {
      token: designer,
      body: { cardIds: reversed.slice(1) },
    });
    expect(partial.json.details[0].field).toBe('cardIds');

    const second = await t.call('POST', `/api/v1/image-bundles/project/${projectId}`, {
      token: designer,
      body: { name: 'Top views', type: 'TOP_VIEW' },
    });
    const moved = await t.call('POST', `/api/v1/image-bundles/image/${reversed[0]}/move`, {
      token: designer,
      body: { toBundleId: second.json.imageBundle.id },
    });
    expect(moved.json.card).toMatchObject({ bundleId: second.json.imageBundle.id, position: 0 });
    const left = (await t.call('GET', `/api/v1/image-bundles/${bundle.id}`, { token: designer })).json
      .imageBundle;
    expect(left.cards.map((c: { position: number }) => c.position)).toEqual([0, 1]);

    const copy = await t.call('POST', `/api/v1/card/${left.cards[0].id}/copy`, { token: designer, body: {} });
    expect(copy.status).toBe(201);
    expect(copy.json.card.position).toBe(2);
    // The copy shows the same image, so replacing that image changes both cards.
    const replaced = await t.call(
      'PATCH',
      `/api/v1/image-bundles/${bundle.id}/image/${left.cards[0].image.id}`,
      {
        token: designer,
        body: { imageId: imageIds[2] },
      },
    );
    const shown = replaced.json.imageBundle.cards.map((c: { image: { id: string } }) => c.image.id);
    expect(shown).toEqual([imageIds[2], imageIds[0], imageIds[2]]);
  });

  it('swaps a product shown on a card for another product', async () => {
    const [bundle] = (await t.call('GET', `/api/v1/image-bundles/project/${projectId}`, { token: designer }))
      .json.imageBundles;
    const full = (await t.call('GET', `/api/v1/image-bundles/${bundle.id}`, { token: designer })).json
      .imageBundle;
    const withSofa = full.cards.find((c: { productIds: string[] }) => c.productIds.includes('sofa-grey'));
    const unknown = await t.call('POST', `/api/v1/card/${withSofa.id}/products-swap`, {
      token: designer,
      body: { fromProductId: 'sofa-grey', toProductId: 'no-such-product' },
    });
    expect(unknown.json.details[0].field).toBe('toProductId');
    const notShown = await t.call('POST', `/api/v1/card/${withSofa.id}/products-swap`, {
      token: designer,
      body: { fromProductId: 'lamp', toProductId: 'x' },
    });
    expect(notShown.json.details[0].field).toBe('fromProductId');
    const detail = await t.call('GET', `/api/v1/card/${withSofa.id}/detail`, { token: viewer });
    expect(detail.json.card.productIds).toEqual(['sofa-grey']);
    // Only a product the designer sees may take its place: an ADMIN-level one of the team is none.
    const admin = await t.login('admin@demo.example');
    const enterpriseId = (await t.call('GET', '/api/v1/user/me', { token: admin })).json.user.enterpriseId;
    const make = async (name: string, level: string) => {
      const body = { libType: 'enterprise', ownerId: enterpriseId, type: 'FURNITURE', name, level };
      return (await t.call('POST', '/api/v1/product', { token: admin, body })).json.product.id as string;
    };
    const [hidden, shown] = [await make('Board table', 'ADMIN'), await make('Grey sofa', 'LOW')];
    const toHidden = await t.call('POST', `/api/v1/card/${withSofa.id}/products-swap`, {
      token: designer,
      body: { fromProductId: 'sofa-grey', toProductId: hidden },
    });
    expect(toHidden.status).toBe(400);
    expect(toHidden.json.details[0].field).toBe('toProductId');
    const toShown = await t.call('POST', `/api/v1/card/${withSofa.id}/products-swap`, {
      token: designer,
      body: { fromProductId: 'sofa-grey', toProductId: shown },
    });
    expect(toShown.status).toBe(200);
    expect(toShown.json.card.productIds).toEqual([shown]);
  });

  it('shows a public bundle without a token, and a private one to nobody signed out', async () => {
    const [bundle] = (await t.call('GET', `/api/v1/image-bundles/project/${projectId}`, { token: designer }))
      .json.imageBundles;
    expect((await t.call('GET', `/api/v2/public/image-bundles/${bundle.id}/full`)).status).toBe(404);
    const full = (await t.call('GET', `/api/v1/image-bundles/${bundle.id}`, { token: designer })).json
      .imageBundle;
    // A product swapped on a card survives publishing the bundle.
    const swapped = full.cards[0];
    await t.db
      .updateTable('bundle_cards')
      .set({ product_ids: JSON.stringify(['sofa-blue']) })
      .where('id', '=', swapped.id)
      .execute();
    await t.call('PUT', `/api/v1/image-bundles/${bundle.id}`, {
      token: designer,
      body: {
        name: full.name,
        type: full.type,
        public: true,
        images: full.cards.map((c: { image: { id: string }; bundleType: string }) => ({
          imageId: c.image.id,
          bundleType: c.bundleType,
        })),
      },
    });
    const open = await t.call('GET', `/api/v2/public/image-bundles/${bundle.id}/full`);
    expect(open.json.imageBundle.cards).toHaveLength(full.cards.length);
    expect(open.json.imageBundle.cards[0]).toMatchObject({ id: swapped.id, productIds: ['sofa-blue'] });
    expect((await t.call('GET', `/api/v2/public/images/image-bundle/${bundle.id}`)).json.images).toHaveLength(
      full.cards.length,
    );
    expect((await t.call('DELETE', `/api/v1/image-bundles/${bundle.id}`, { token: viewer })).status).toBe(
      403,
    );
    expect(
      (await t.call('DELETE', `/api/v1/image-bundles/${bundle.id}`, { token: designer })).json.deleted,
    ).toBe(true);
    expect((await t.call('GET', `/api/v2/public/image-bundles/${bundle.id}/full`)).status).toBe(404);
  });
});
