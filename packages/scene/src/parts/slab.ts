import { MeshBuilder, type MeshData, type MeshPoint } from '../geometry/mesh-builder.ts';
import { triangulatePolygon } from '../geometry/triangulate.ts';
import type { Vec2 } from '../geometry/vector.ts';

/** A flat polygon at a height (a room's floor facing up, or its ceiling facing down). */
export function slabMesh(outline: readonly Vec2[], height: number, facing: 'up' | 'down'): MeshData<string> {
  const builder = new MeshBuilder<string>();
  builder.part('surface');
  const normal: MeshPoint = facing === 'up' ? [0, 1, 0] : [0, -1, 0];
  const vertices = outline.map((p) => builder.vertex([p.x, height, p.y], normal));
  for (const [a, b, c] of triangulatePolygon(outline))
    builder.triangle(vertices[a]!, vertices[b]!, vertices[c]!, normal);
  return builder.finish();
}
