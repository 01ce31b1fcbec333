/**
 * Products of the 3D view's browser test and benchmark, built from boxes and cylinders as GLBs and
 * put into a personal library through the real upload and processing API.
 */
import type { DB } from '@roomcraft/db';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import {
  buildGlb,
  type MaterialSpec,
  type Part,
} from '../../apps/server/src/modules/library/demo/model-builder.ts';

/** A furniture product: its model's parts in metres (front towards +Z, standing on the origin). */
export interface FurnitureSpec {
  readonly key: string;
  readonly name: string;
  readonly editorTypeCode: 10 | 20 | 30 | 40;
  readonly parts: Part[];
  readonly materials: Record<string, MaterialSpec>;
}

const linear = (hex: string): [number, number, number] =>
  [1, 3, 5].map((i) => (Number.parseInt(hex.slice(i, i + 2), 16) / 255) ** 2.2) as [number, number, number];
const mat = (hex: string, roughness: number, metalness = 0): MaterialSpec => ({
  color: linear(hex),
  roughness,
  metalness,
});
const box = (material: string, size: [number, number, number], at: [number, number, number]): Part => ({
  shape: 'box',
  size,
  at,
  material,
});
const cyl = (material: string, size: [number, number, number], at: [number, number, number]): Part => ({
  shape: 'cylinder',
  size,
  at,
  material,
});

function legs(material: string, w: number, d: number, h: number, t = 0.05): Part[] {
  return [-1, 1].flatMap((sx) =>
    [-1, 1].map((sz) => box(material, [t, h, t], [sx * (w / 2 - t), h / 2, sz * (d / 2 - t)])),
  );
}

export const SOFA: FurnitureSpec = {
  key: 'sofa',
  name: 'Linen sofa',
  editorTypeCode: 10,
  materials: { fabric: mat('#7d8a96', 0.9), wood: mat('#5c3a24', 0.55) },
  parts: [
    ...legs('wood', 2.0, 0.8, 0.1, 0.06),
    box('fabric', [2.1, 0.3, 0.85], [0, 0.25, 0]),
    box('fabric', [1.8, 0.14, 0.62], [0, 0.47, 0.08]),
    box('fabric', [1.8, 0.45, 0.22], [0, 0.62, -0.31]),
    box('fabric', [0.15, 0.3, 0.85], [-0.975, 0.55, 0]),
    box('fabric', [0.15, 0.3, 0.85], [0.975, 0.55, 0]),
  ],
};

export const WALL_SHELF: FurnitureSpec = {
  key: 'shelf',
  name: 'Oak wall shelf',
  editorTypeCode: 30,
  materials: { oak: mat('#b8895a', 0.6), metal: mat('#1e1e1e', 0.4, 1) },
  parts: [
    box('oak', [1.0, 0.03, 0.25], [0, 0.015, 0]),
    box('oak', [1.0, 0.03, 0.25], [0, 0.335, 0]),
    box('metal', [0.02, 0.35, 0.24], [-0.45, 0.175, 0]),
    box('metal', [0.02, 0.35, 0.24], [0.45, 0.175, 0]),
  ],
};

export const TABLE: FurnitureSpec = {
  key: 'table',
  name: 'Dining table',
  editorTypeCode: 10,
  materials: { oak: mat('#b8895a', 0.5) },
  parts: [...legs('oak', 1.6, 0.9, 0.72, 0.06), box('oak', [1.6, 0.04, 0.9], [0, 0.74, 0])],
};

export const LAMP: FurnitureSpec = {
  key: 'lamp',
  name: 'Table lamp',
  editorTypeCode: 20,
  materials: { brass: mat('#c9a45c', 0.3, 1), shade: mat('#f2eadb', 0.8) },
  parts: [
    cyl('brass', [0.18, 0.03, 0.18], [0, 0.015, 0]),
    cyl('brass', [0.02, 0.3, 0.02], [0, 0.18, 0]),
    cyl('shade', [0.3, 0.22, 0.3], [0, 0.4, 0]),
  ],
};

export const BED: FurnitureSpec = {
  key: 'bed',
  name: 'Double bed',
  editorTypeCode: 10,
  materials: { walnut: mat('#5c3a24', 0.55), linen: mat('#eeeae2', 0.9), blanket: mat('#8c9a7a', 0.9) },
  parts: [
    box('walnut', [1.7, 0.3, 2.1], [0, 0.15, 0]),
    box('walnut', [1.7, 0.9, 0.06], [0, 0.45, -1.02]),
    box('linen', [1.6, 0.22, 2.0], [0, 0.41, 0.02]),
    box('blanket', [1.62, 0.05, 1.3], [0, 0.54, 0.38]),
    box('linen', [0.6, 0.12, 0.35], [-0.38, 0.58, -0.75]),
    box('linen', [0.6, 0.12, 0.35], [0.38, 0.58, -0.75]),
  ],
};

const PALETTE = [
  '#b8895a',
  '#5c3a24',
  '#d9c2a0',
  '#8a8d91',
  '#2f3e5c',
  '#6b7045',
  '#b5654a',
  '#f2f0eb',
  '#1e1e1e',
  '#c9a45c',
];

/** The benchmark's fifty products: cabinets, tables, stools, bookcases and benches of varied sizes. */
export function benchProducts(count = 50): FurnitureSpec[] {
  return Array.from({ length: count }, (_, k) => {
    const w = 0.4 + ((k * 37) % 9) * 0.1;
    const d = 0.35 + ((k * 17) % 5) * 0.08;
    const h = 0.4 + ((k * 23) % 7) * 0.15;
    const materials = {
      body: mat(PALETTE[k % PALETTE.length]!, 0.6),
      trim: mat(PALETTE[(k + 3) % PALETTE.length]!, 0.4, k % 4 === 0 ? 1 : 0),
    };
    const kind = k % 5;
    const parts: Part[] =
      kind === 0
        ? [box('body', [w, h, d], [0, h / 2 + 0.05, 0]), ...legs('trim', w, d, 0.05, 0.04)]
        : kind === 1
          ? [...legs('trim', w, d, h - 0.04), box('body', [w, 0.04, d], [0, h - 0.02, 0])]
          : kind === 2
            ? [
                cyl('body', [w * 0.6, 0.05, w * 0.6], [0, h - 0.025, 0]),
                cyl('trim', [0.05, h - 0.05, 0.05], [0, (h - 0.05) / 2, 0]),
              ]
            : kind === 3
              ? [
                  box('body', [w, h * 2, 0.03], [0, h, -d / 2]),
                  ...[0, 1, 2, 3].map((i) =>
                    box('trim', [w, 0.03, d], [0, 0.015 + (i * (h * 2 - 0.03)) / 3, 0]),
                  ),
                ]
              : [
                  box('body', [w * 1.5, 0.06, d], [0, h * 0.6, 0]),
                  ...legs('trim', w * 1.5, d, h * 0.6 - 0.03),
                ];
    return { key: `bench-${k}`, name: `Bench product ${k + 1}`, editorTypeCode: 10, materials, parts };
  });
}

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
