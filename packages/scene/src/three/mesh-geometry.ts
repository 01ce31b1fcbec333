import { BufferAttribute, BufferGeometry } from 'three';
import type { MeshData } from '../geometry/mesh-builder.ts';
import { planarUvs } from '../parts/texture-coordinates.ts';

/** The vertex data of a mesh part, shared by the geometries drawn from it. */
export interface MeshAttributes {
  readonly position: BufferAttribute;
  readonly normal: BufferAttribute;
  readonly uv: BufferAttribute;
  readonly index: BufferAttribute;
}

/** Uploads plain mesh arrays once (millimetres, the renderer frame). */
export function meshAttributes(data: MeshData<string>): MeshAttributes {
  const positions = new Float32Array(data.positions);
  const normals = new Float32Array(data.normals);
  const vertexCount = positions.length / 3;
  const indices = vertexCount < 65536 ? new Uint16Array(data.indices) : new Uint32Array(data.indices);
  return {
    position: new BufferAttribute(positions, 3),
    normal: new BufferAttribute(normals, 3),
    uv: new BufferAttribute(planarUvs(positions, normals), 2),
    index: new BufferAttribute(indices, 1),
  };
}

/**
 * A geometry drawing some of a mesh's parts: one group per listed part, whose material index is
 * the part's place in `parts`. Geometries of the same mesh share its attributes.
 */
export function partsGeometry(
  data: MeshData<string>,
  attributes: MeshAttributes,
  parts: readonly string[],
): BufferGeometry {
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', attributes.position);
  geometry.setAttribute('normal', attributes.normal);
  geometry.setAttribute('uv', attributes.uv);
  geometry.setIndex(attributes.index);
  for (const group of data.groups) {
    const materialIndex = parts.indexOf(group.part);
    if (materialIndex >= 0) geometry.addGroup(group.start, group.count, materialIndex);
  }
  geometry.computeBoundingBox();
  geometry.computeBoundingSphere();
  return geometry;
}

/** Whether two meshes hold the same numbers (a part rebuilt with nothing changed keeps its geometry). */
export function sameMeshData(a: MeshData<string>, b: MeshData<string>): boolean {
  if (a === b) return true;
  if (a.positions.length !== b.positions.length || a.indices.length !== b.indices.length) return false;
  if (a.groups.length !== b.groups.length) return false;
  for (let i = 0; i < a.groups.length; i++) {
    const [g, h] = [a.groups[i]!, b.groups[i]!];
    if (g.part !== h.part || g.start !== h.start || g.count !== h.count) return false;
  }
  const same = (x: readonly number[], y: readonly number[]) => {
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return false;
    return true;
  };
  return same(a.positions, b.positions) && same(a.indices, b.indices) && same(a.normals, b.normals);
}
