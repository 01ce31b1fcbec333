/** Furniture of the 3D view's browser test and benchmark, as parts for GLBs of boxes and cylinders. */
import type { MaterialSpec, Part } from '../../apps/server/src/modules/library/demo/model-builder.ts';

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
