import { describe, expect, it } from 'vitest';
import { rectangleFloor, testDoor } from '../../document/test-designs.ts';
import { buildWallMesh, floorWallMeshes, type WallMesh } from './mesh.ts';
import { computeWallOutlines } from './outline.ts';

const freeWall = (openings: Parameters<typeof buildWallMesh>[0]['openings']) => {
  const points = new Map([
    ['a', { x: 0, y: 0 }],
    ['b', { x: 4000, y: 0 }],
  ]);
  const outline = computeWallOutlines(points, [{ id: 'w', a: 'a', b: 'b', thickness: 100 }]).get('w')!;
  return buildWallMesh({ outline, start: { x: 0, y: 0 }, direction: { x: 1, y: 0 }, height: 2400, openings });
};

/** Sum of triangle areas of one part, and whether each triangle winds towards its vertex normal. */
function part(mesh: WallMesh, name: string) {
  let area = 0;
  let facing = true;
  for (const g of mesh.groups.filter((x) => x.part === name)) {
    for (let i = g.start; i < g.start + g.count; i += 3) {
      const [a, b, c] = [0, 1, 2].map((k) => mesh.indices[i + k]!);
      const p = (v: number) => [0, 1, 2].map((k) => mesh.positions[v * 3 + k]!);
      const [pa, pb, pc] = [p(a!), p(b!), p(c!)];
      const u = pb!.map((x, k) => x - pa![k]!);
      const v = pc!.map((x, k) => x - pa![k]!);
      const n = [u[1]! * v[2]! - u[2]! * v[1]!, u[2]! * v[0]! - u[0]! * v[2]!, u[0]! * v[1]! - u[1]! * v[0]!];
      area += Math.hypot(n[0]!, n[1]!, n[2]!) / 2;
      const vn = [0, 1, 2].map((k) => mesh.normals[a! * 3 + k]!);
      facing &&= n[0]! * vn[0]! + n[1]! * vn[1]! + n[2]! * vn[2]! > 0;
    }
  }
  return { area, facing };
}

describe('wall mesh', () => {
  it('builds a closed box for a plain free-standing wall in the renderer frame (Y up)', () => {
    const mesh = freeWall([]);
    expect(part(mesh, 'left')).toEqual({ area: 4000 * 2400, facing: true });
    expect(part(mesh, 'right')).toEqual({ area: 4000 * 2400, facing: true });
    expect(part(mesh, 'top')).toEqual({ area: 4000 * 100, facing: true });
    expect(part(mesh, 'end')).toEqual({ area: 2 * 100 * 2400, facing: true });
    const ys = mesh.positions.filter((_, i) => i % 3 === 1);
    expect(Math.min(...ys)).toBe(0);
    expect(Math.max(...ys)).toBe(2400);
    // The left face of a wall drawn along +x faces −z (plan −y, up on screen).
    const left = mesh.groups.find((g) => g.part === 'left')!;
    expect(mesh.normals.slice(mesh.indices[left.start]! * 3, mesh.indices[left.start]! * 3 + 3)).toEqual([
      0, 0, -1,
    ]);
  });

  it('cuts a hole per opening in both faces and lines it with reveals', () => {
    const door = { offset: 1000, width: 900, height: 2100, sillHeight: 0 };
    const window = { offset: 3000, width: 1200, height: 1200, sillHeight: 900 };
    const mesh = freeWall([door, window]);
    const face = 4000 * 2400 - 900 * 2100 - 1200 * 1200;
    expect(part(mesh, 'left').area).toBeCloseTo(face, 6);
    expect(part(mesh, 'right').area).toBeCloseTo(face, 6);
    const reveals = 100 * (2 * 2100 + 900) + 100 * (2 * 1200 + 2 * 1200);
    expect(part(mesh, 'reveal')).toEqual({ area: reveals, facing: true });
  });

  it('clips an opening at the wall end so the hole never passes the faces', () => {
    const mesh = freeWall([{ offset: 3900, width: 900, height: 2100, sillHeight: 0 }]);
    expect(part(mesh, 'left').area).toBeCloseTo(4000 * 2400 - (4000 - 3450) * 2100, 6);
  });

  it('meshes every wall of a floor with mitred tops and no end faces at joints', () => {
    const floor = rectangleFloor(4000, 3000, { openings: [testDoor('d', 'w1', 2000)] });
    const meshes = floorWallMeshes(floor);
    expect(meshes.map((m) => m.wallId)).toEqual(['w1', 'w2', 'w3', 'w4']);
    const topArea = meshes.reduce((s, m) => s + part(m, 'top').area, 0);
    expect(topArea).toBeCloseTo(4100 * 3100 - 3900 * 2900, 6);
    expect(meshes.every((m) => !m.groups.some((g) => g.part === 'end'))).toBe(true);
    const w1 = meshes[0]!;
    // Outer face (left of w1, drawn clockwise on screen) runs 4100 long, inner face 3900.
    expect(part(w1, 'left').area).toBeCloseTo(4100 * 2400 - 900 * 2100, 6);
    expect(part(w1, 'right').area).toBeCloseTo(3900 * 2400 - 900 * 2100, 6);
  });
});
