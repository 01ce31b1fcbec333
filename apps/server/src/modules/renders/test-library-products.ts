import { addItem, type Design, switchItemOption } from '@roomcraft/scene';
import type { TestApp } from '../../test/harness.ts';
import { buildGlb, type Vec3 } from '../library/demo/model-builder.ts';
import { checkerPng } from '../library/processing/test-models.ts';

/** A box product as a user would upload it: a GLB of one coloured box (a texture when asked for). */
export interface BoxProduct {
  name: string;
  /** Linear RGB. */
  color: Vec3;
  /** Carry the colour in a base-colour texture (PNG) instead of the material's factor. */
  textured?: boolean;
}

const BOX: Vec3 = [0.8, 0.7, 0.8];

export async function boxGlb({ name, color, textured }: BoxProduct): Promise<Uint8Array> {
  const srgb = (scale: number) => color.map((c) => Math.round(255 * (c * scale) ** (1 / 2.2))) as Vec3;
  // Two shades, so processing keeps it as a texture (a one-colour texture it folds into the factor).
  const texture = textured ? await checkerPng(srgb(1), srgb(0.8)) : undefined;
  return buildGlb(name, [{ shape: 'box', size: BOX, at: [0, BOX[1] / 2, 0], material: 'paint' }], {
    paint: { color: textured ? [1, 1, 1] : color, roughness: 0.7, ...(texture ? { texture } : {}) },
  });
}

/**
 * Creates box products in an enterprise library and uploads their GLBs through the library's own
 * upload and processing (validation, tidying, meshopt compression), as a user's uploads go.
 * Answers the product ids once processing is done.
 */
export async function uploadBoxProducts(
  t: TestApp,
  token: string,
  enterpriseId: string,
  boxes: BoxProduct[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const box of boxes) {
    const created = await t.call('POST', '/api/v1/product', {
      token,
      body: { libType: 'enterprise', ownerId: enterpriseId, type: 'FURNITURE', name: box.name },
    });
    if (created.status !== 201) throw new Error(`product not created: ${JSON.stringify(created.json)}`);
    const id = created.json.product.id as string;
    const form = new FormData();
    form.append('file', new Blob([Buffer.from(await boxGlb(box))]), `${box.name}.glb`);
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/v1/product/${id}/model`,
      headers: { authorization: `Bearer ${token}` },
      payload: form,
    });
    if (sent.statusCode !== 202) throw new Error(`upload refused: ${sent.body}`);
    ids.push(id);
  }
  await t.platform.library.processing.drain();
  for (const id of ids) {
    const { json } = await t.call('GET', `/api/v1/product/${id}`, { token });
    if (json.product.status !== 'COMPLETED')
      throw new Error(`processing of ${id} ended ${json.product.status}: ${json.product.failureReason}`);
  }
  return ids;
}

/** Places products on the design's floor with the editor's action; `optionId` switches as the editor does. */
export function furnish(
  design: Design,
  placements: { id: string; productId: string; x: number; y: number; optionId?: string }[],
): Design {
  return placements.reduce((d, p) => {
    const placed = addItem(d, {
      id: p.id,
      productId: p.productId,
      editorTypeCode: 10,
      position: { x: p.x, y: p.y, z: 0 },
    });
    return p.optionId ? switchItemOption(placed, { itemId: p.id, optionId: p.optionId }) : placed;
  }, design);
}
