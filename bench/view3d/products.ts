/**
 * Puts the 3D view's test and benchmark products (furniture.ts) into a personal library through the
 * real upload and processing API, and creates projects.
 */
import type { DB } from '@roomcraft/db';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { buildGlb } from '../../apps/server/src/modules/library/demo/model-builder.ts';
import type { FurnitureSpec } from './furniture.ts';

/** The in-process server's database and blob store (e2e/support's startServer answers both). */
export interface ProcessedStore {
  readonly db: Kysely<DB>;
  readonly blobs: { put(key: string, data: Buffer): Promise<void> };
}

/** A model's size in whole millimetres, from its parts' boxes. */
function sizeOf(spec: FurnitureSpec) {
  const extent = (axis: 0 | 1 | 2) => {
    const lo = Math.min(...spec.parts.map((p) => p.at[axis] - p.size[axis] / 2));
    const hi = Math.max(...spec.parts.map((p) => p.at[axis] + p.size[axis] / 2));
    return Math.max(1, Math.round((hi - lo) * 1000));
  };
  return { width: extent(0), height: extent(1), depth: extent(2) };
}

/** Calls the server's API as a signed-in user. */
export class LibraryClient {
  constructor(
    readonly baseUrl: string,
    readonly token: string,
  ) {}

  static async signIn(baseUrl: string, email: string, password = 'demo-password') {
    const response = await fetch(`${baseUrl}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
    const answer = (await response.json()) as { token: string; user: { id: string } };
    return { client: new LibraryClient(baseUrl, answer.token), userId: answer.user.id };
  }

  async call<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown | FormData,
  ): Promise<T> {
    const form = body instanceof FormData;
    const response = await fetch(`${this.baseUrl}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${this.token}`,
        ...(body && !form ? { 'content-type': 'application/json' } : {}),
      },
      body: form ? body : body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return (text ? JSON.parse(text) : {}) as T;
  }

  /** Creates a furniture product in a personal library and uploads its model. */
  async furniture(ownerId: string, spec: FurnitureSpec): Promise<string> {
    const { product } = await this.call<{ product: { id: string } }>('POST', '/v1/product', {
      libType: 'personal',
      ownerId,
      type: 'FURNITURE',
      name: spec.name,
      editorTypeCode: spec.editorTypeCode,
    });
    const form = new FormData();
    const glb = await buildGlb(spec.name, spec.parts, spec.materials);
    form.append('file', new Blob([new Uint8Array(glb)], { type: 'model/gltf-binary' }), `${spec.key}.glb`);
    await this.call('POST', `/v1/product/${product.id}/model`, form);
    return product.id;
  }

  /** Creates a wood-plank floor finish (a generated albedo map, 200 × 1200 mm per tile). */
  async plankFinish(ownerId: string, name = 'Smoked oak planks'): Promise<string> {
    const { product } = await this.call<{ product: { id: string } }>('POST', '/v1/product', {
      libType: 'personal',
      ownerId,
      type: 'FINISH',
      name,
    });
    const form = new FormData();
    form.append(
      'albedo',
      new Blob([new Uint8Array(await plankTexture())], { type: 'image/png' }),
      'albedo.png',
    );
    form.append('tileWidthMm', '200');
    form.append('tileHeightMm', '1200');
    await this.call('POST', `/v1/product/${product.id}/texture`, form);
    return product.id;
  }

  /**
   * Creates a furniture product and stores its model as the processing pipeline would, without
   * running it (thumbnails and compression take minutes for fifty models; benchmarks of the 3D view
   * need the models, not the processing). The server's database and blob store are at hand in-process.
   */
  async furnitureProcessed(ownerId: string, spec: FurnitureSpec, server: ProcessedStore): Promise<string> {
    const { product } = await this.call<{ product: { id: string } }>('POST', '/v1/product', {
      libType: 'personal',
      ownerId,
      type: 'FURNITURE',
      name: spec.name,
      editorTypeCode: spec.editorTypeCode,
    });
    const key = `bench${product.id}`.slice(0, 32);
    await server.blobs.put(
      `library/${key}/model.glb`,
      Buffer.from(await buildGlb(spec.name, spec.parts, spec.materials)),
    );
    const size = sizeOf(spec);
    await server.db
      .updateTable('products')
      .set({
        status: 'COMPLETED',
        asset_key: key,
        assets: JSON.stringify({ model: 'model.glb' }),
        mm_width: size.width,
        mm_depth: size.depth,
        mm_height: size.height,
      })
      .where('id', '=', product.id)
      .execute();
    return product.id;
  }

  /** Waits until every product is processed; throws with the reason of one that failed. */
  async processed(ids: readonly string[], timeoutMs = 120_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (const id of ids) {
      for (;;) {
        const { processing } = await this.call<{
          processing: { status: string; failureReason: string | null };
        }>('GET', `/v1/product/${id}/processing`);
        if (processing.status === 'COMPLETED') break;
        if (processing.status === 'FAILED')
          throw new Error(`product ${id} failed: ${processing.failureReason}`);
        if (Date.now() > deadline) throw new Error(`product ${id} not processed in time`);
        await new Promise((r) => setTimeout(r, 200));
      }
    }
  }

  /** Creates a project holding a design and answers its id. */
  async project(userId: string, name: string, design: unknown): Promise<string> {
    const { project } = await this.call<{ project: { id: string } }>('POST', `/v1/projects/users/${userId}`, {
      name,
      design,
    });
    return project.id;
  }
}

/** One plank tile: a 256 × 1536 albedo with grain and a dark seam at its edges. */
async function plankTexture(): Promise<Buffer> {
  const [w, h] = [256, 1536];
  const raw = Buffer.alloc(w * h * 3);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const grain = Math.sin(x * 0.35 + Math.sin(y * 0.02) * 3) * 10 + Math.sin(y * 0.11 + x * 0.05) * 4;
      const seam = x < 3 || y < 3 ? -45 : 0;
      const i = (y * w + x) * 3;
      raw[i] = Math.max(0, Math.min(255, 150 + grain + seam));
      raw[i + 1] = Math.max(0, Math.min(255, 108 + grain * 0.8 + seam));
      raw[i + 2] = Math.max(0, Math.min(255, 72 + grain * 0.5 + seam));
    }
  }
  return sharp(raw, { raw: { width: w, height: h, channels: 3 } })
    .png()
    .toBuffer();
}
