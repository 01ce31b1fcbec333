import type { Floor } from '../../document/floor.ts';
import { MeshBuilder, type MeshData, type MeshPoint } from '../../geometry/mesh-builder.ts';
import { triangulatePolygon } from '../../geometry/triangulate.ts';
import {
  add,
  dot,
  leftNormal,
  normalize,
  rightNormal,
  scale,
  sub,
  type Vec2,
} from '../../geometry/vector.ts';
import { indexFloor } from '../../geometry/wall-graph.ts';
import type { OpeningSpan } from '../opening/span.ts';
import { floorWallOutlines, type WallOutline } from './outline.ts';

/** The parts of a wall mesh: its two faces, top, free ends and the reveals around openings. */
export type WallMeshPart = 'left' | 'right' | 'top' | 'end' | 'reveal';

/** The mesh of one wall. */
export interface WallMesh extends MeshData<WallMeshPart> {
  readonly wallId: string;
}

/** What the mesh of a wall needs: its outline, centreline start and direction, height and openings. */
export interface WallMeshInput {
  readonly outline: WallOutline;
  readonly start: Vec2;
  readonly direction: Vec2;
  readonly height: number;
  readonly openings: readonly OpeningSpan[];
}

interface Hole {
  u0: number;
  u1: number;
  v0: number;
  v1: number;
}

const UP: MeshPoint = [0, 1, 0];
const at = (p: Vec2, height: number): MeshPoint => [p.x, height, p.y];
const flat = (v: Vec2): MeshPoint => [v.x, 0, v.y];

/**
 * Builds the mesh of a wall in the renderer frame (X = plan x, Y = up from the floor level,
 * Z = plan y; millimetres; front faces counter-clockwise, normals outwards): both faces with a
 * rectangular hole per opening, the reveals lining each hole, the top, and the end faces where
 * no other wall joins. The bottom stands on the floor and is left out.
 */
export function buildWallMesh(input: WallMeshInput): WallMesh {
  const { outline, start, height } = input;
  const dir = normalize(input.direction);
  const u = (p: Vec2) => dot(sub(p, start), dir);
  const lo = Math.max(u(outline.left.a), u(outline.right.a));
  const hi = Math.min(u(outline.left.b), u(outline.right.b));
  const holes: Hole[] = input.openings.flatMap((o) => {
    const hole = {
      u0: Math.max(lo, o.offset - o.width / 2),
      u1: Math.min(hi, o.offset + o.width / 2),
      v0: Math.max(0, o.sillHeight),
      v1: Math.min(height, o.sillHeight + o.height),
    };
    return hole.u1 > hole.u0 && hole.v1 > hole.v0 ? [hole] : [];
  });
  const mesh = new MeshBuilder<WallMeshPart>();
  const onFace = (face: 'left' | 'right') => {
    const a = outline[face].a;
    return (uu: number, v: number): MeshPoint => at(add(a, scale(dir, uu - u(a))), v);
  };
  for (const face of ['left', 'right'] as const) {
    mesh.part(face);
    const seg = outline[face];
    const normal = flat(face === 'left' ? leftNormal(dir) : rightNormal(dir));
    faceWithHoles(mesh, onFace(face), u(seg.a), u(seg.b), height, holes, normal);
  }
  mesh.part('reveal');
  const left = onFace('left');
  const right = onFace('right');
  for (const h of holes) {
    const along = flat(dir);
    const back: MeshPoint = [-along[0], 0, -along[2]];
    mesh.quad(left(h.u0, h.v0), right(h.u0, h.v0), right(h.u0, h.v1), left(h.u0, h.v1), along);
    mesh.quad(left(h.u1, h.v0), right(h.u1, h.v0), right(h.u1, h.v1), left(h.u1, h.v1), back);
    mesh.quad(left(h.u0, h.v1), right(h.u0, h.v1), right(h.u1, h.v1), left(h.u1, h.v1), [0, -1, 0]);
    if (h.v0 > 0) mesh.quad(left(h.u0, h.v0), right(h.u0, h.v0), right(h.u1, h.v0), left(h.u1, h.v0), UP);
  }
  mesh.part('top');
  const top = outline.polygon.map((p) => mesh.vertex(at(p, height), UP));
  for (const [a, b, c] of triangulatePolygon(outline.polygon)) mesh.triangle(top[a]!, top[b]!, top[c]!, UP);
  mesh.part('end');
  const ends = [
    [outline.startFree, outline.left.a, outline.right.a, scale(dir, -1)],
    [outline.endFree, outline.left.b, outline.right.b, dir],
  ] as const;
  for (const [free, l, r, out] of ends) {
    if (free) mesh.quad(at(l, 0), at(r, 0), at(r, height), at(l, height), flat(out));
  }
  return { wallId: outline.wallId, ...mesh.finish() };
}

/** Splits a face into a grid along the hole edges and keeps the cells outside every hole. */
function faceWithHoles(
  mesh: MeshBuilder<WallMeshPart>,
  point: (u: number, v: number) => MeshPoint,
  u0: number,
  u1: number,
  height: number,
  holes: readonly Hole[],
  normal: MeshPoint,
): void {
  const cuts = (values: number[], min: number, max: number) =>
    [...new Set(values.filter((x) => x >= min && x <= max))].sort((p, q) => p - q);
  const us = cuts([u0, u1, ...holes.flatMap((h) => [h.u0, h.u1])], u0, u1);
  const vs = cuts([0, height, ...holes.flatMap((h) => [h.v0, h.v1])], 0, height);
  const vertices = new Map<string, number>();
  const vertex = (i: number, j: number) => {
    const key = `${i},${j}`;
    let index = vertices.get(key);
    if (index === undefined) {
      index = mesh.vertex(point(us[i]!, vs[j]!), normal);
      vertices.set(key, index);
    }
    return index;
  };
  for (let i = 0; i + 1 < us.length; i++) {
    for (let j = 0; j + 1 < vs.length; j++) {
      const um = (us[i]! + us[i + 1]!) / 2;
      const vm = (vs[j]! + vs[j + 1]!) / 2;
      if (holes.some((h) => um > h.u0 && um < h.u1 && vm > h.v0 && vm < h.v1)) continue;
      const [a, b, c, d] = [vertex(i, j), vertex(i + 1, j), vertex(i + 1, j + 1), vertex(i, j + 1)];
      mesh.triangle(a, b, c, normal);
      mesh.triangle(a, c, d, normal);
    }
  }
}

/** Builds the mesh of every wall of a floor, with holes for its openings. */
export function floorWallMeshes(floor: Floor): WallMesh[] {
  const outlines = floorWallOutlines(floor);
  const { points } = indexFloor(floor);
  return floor.walls.flatMap((wall) => {
    const outline = outlines.get(wall.archiId);
    if (!outline) return [];
    const start = points.get(wall.corners[0])!;
    const direction = sub(points.get(wall.corners[1])!, start);
    const openings = floor.openings.filter((o) => o.wallId === wall.archiId);
    return [buildWallMesh({ outline, start, direction, height: wall.height, openings })];
  });
}
