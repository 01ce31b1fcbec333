import type { RenderStandIn } from '@roomcraft/contract';
import type { MeshData } from '@roomcraft/scene';

/** A product drawn as a box because its model could not be had: who, why, and which items showed it. */
export type StandIn = RenderStandIn;

/**
 * A box of a product's size (mm) standing on its origin, front towards +Z: the stand-in of a product
 * whose model cannot be had. No bottom face: it stands on the floor.
 */
export function standInBox(size: { width: number; depth: number; height: number }): MeshData<string> {
  const { width: w, depth: d, height: h } = size;
  const positions: number[] = [];
  const normals: number[] = [];
  const indices: number[] = [];
  const face = (corners: number[][], normal: number[]) => {
    const base = positions.length / 3;
    for (const corner of corners) {
      positions.push(...corner);
      normals.push(...normal);
    }
    indices.push(base, base + 1, base + 2, base, base + 2, base + 3);
  };
  const [x0, x1, z0, z1] = [-w / 2, w / 2, -d / 2, d / 2];
  face(
    [
      [x0, 0, z1],
      [x1, 0, z1],
      [x1, h, z1],
      [x0, h, z1],
    ],
    [0, 0, 1],
  );
  face(
    [
      [x1, 0, z0],
      [x0, 0, z0],
      [x0, h, z0],
      [x1, h, z0],
    ],
    [0, 0, -1],
  );
  face(
    [
      [x1, 0, z1],
      [x1, 0, z0],
      [x1, h, z0],
      [x1, h, z1],
    ],
    [1, 0, 0],
  );
  face(
    [
      [x0, 0, z0],
      [x0, 0, z1],
      [x0, h, z1],
      [x0, h, z0],
    ],
    [-1, 0, 0],
  );
  face(
    [
      [x0, h, z1],
      [x1, h, z1],
      [x1, h, z0],
      [x0, h, z0],
    ],
    [0, 1, 0],
  );
  return { positions, normals, indices, groups: [{ part: 'box', start: 0, count: indices.length }] };
}
