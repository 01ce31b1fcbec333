import { describe, expect, it } from 'vitest';
import { rectangleFloor, testDoor } from '../document/test-designs.ts';
import { findFloorRooms } from '../geometry/floor-rooms.ts';
import type { MeshData } from '../geometry/mesh-builder.ts';
import { describeFloor } from './scene-parts.ts';

function floorWithRoom() {
  const base = rectangleFloor(4000, 3000);
  const window = {
    ...testDoor('o2', 'w2', 1500, 1200),
    editorTypeCode: 58 as const,
    height: 1200,
    sillHeight: 900,
  };
  const withOpenings = { ...base, openings: [testDoor('o1', 'w1', 1000), window] };
  const [found] = findFloorRooms(withOpenings);
  return {
    ...withOpenings,
    elevation: 3000,
    walls: withOpenings.walls.map((w) =>
      w.archiId === 'w3' ? { ...w, finishes: { left: { color: '#336699' } } } : w,
    ),
    rooms: [
      {
        archiId: 'r1',
        corners: [...found!.boundary.nodes],
        name: 'Living',
        type: 'LIVING' as const,
        hideCeiling: false,
      },
    ],
    items: [
      {
        archiId: 'i1',
        productId: 'sofa',
        editorTypeCode: 10 as const,
        position: { x: 1000, y: 2000, z: 0 },
        rotation: { z: Math.PI / 2 },
        scale: { x: 1, y: 2, z: 3 },
        lock: false,
        visible: true,
      },
      {
        archiId: 'i2',
        productId: 'hidden',
        editorTypeCode: 10 as const,
        position: { x: 0, y: 0, z: 0 },
        rotation: { z: 0 },
        scale: { x: 1, y: 1, z: 1 },
        lock: false,
        visible: false,
      },
    ],
  };
}

const area = (mesh: MeshData<string>, part: string) => {
  const group = mesh.groups.find((g) => g.part === part)!;
  let total = 0;
  for (let i = group.start; i < group.start + group.count; i += 3) {
    const [a, b, c] = [0, 1, 2]
      .map((k) => mesh.indices[i + k]! * 3)
      .map((j) => mesh.positions.slice(j, j + 3));
    const u = [b![0]! - a![0]!, b![1]! - a![1]!, b![2]! - a![2]!];
    const v = [c![0]! - a![0]!, c![1]! - a![1]!, c![2]! - a![2]!];
    total +=
      Math.hypot(
        u[1]! * v[2]! - u[2]! * v[1]!,
        u[2]! * v[0]! - u[0]! * v[2]!,
        u[0]! * v[1]! - u[1]! * v[0]!,
      ) / 2;
  }
  return total;
};

describe('scene parts', () => {
  it('describes walls, floor, ceiling and openings with a material per part', () => {
    const parts = describeFloor(floorWithRoom(), { ceilings: true });
    expect(parts.meshes.map((m) => m.kind).sort()).toEqual([
      'ceiling',
      'floor',
      'opening',
      'opening',
      'wall',
      'wall',
      'wall',
      'wall',
    ]);
    const floor = parts.meshes.find((m) => m.kind === 'floor')!;
    // The slab runs to the wall centrelines (the walls stand on its edge) at the floor's elevation.
    expect(area(floor.mesh, 'surface')).toBeCloseTo(4000 * 3000, -2);
    expect(floor.mesh.positions.filter((_, i) => i % 3 === 1).every((y) => y === 3000)).toBe(true);
    const ceiling = parts.meshes.find((m) => m.kind === 'ceiling')!;
    expect(ceiling.mesh.positions[1]).toBe(3000 + 2400);
    expect(ceiling.mesh.normals[1]).toBe(-1);
  });

  it('gives finished walls their own material and the rest a shared one', () => {
    const walls = describeFloor(floorWithRoom(), { ceilings: false }).meshes.filter((m) => m.kind === 'wall');
    const painted = walls.find((w) => w.id === 'w3')!;
    expect(painted.materials.left!.color).toBe('#336699');
    expect(painted.materials.left!.key).not.toBe(painted.materials.right!.key);
    expect(new Set(walls.map((w) => w.materials.right!.key)).size).toBe(1);
  });

  it('models a door leaf and a window pane inside their holes', () => {
    const openings = describeFloor(floorWithRoom(), { ceilings: false }).meshes.filter(
      (m) => m.kind === 'opening',
    );
    const door = openings.find((o) => o.id === 'o1')!;
    const window = openings.find((o) => o.id === 'o2')!;
    expect(door.mesh.groups.map((g) => g.part)).toEqual(['frame', 'leaf']);
    expect(window.mesh.groups.map((g) => g.part)).toEqual(['frame', 'glass']);
    expect(window.materials.glass!.opacity).toBeLessThan(1);
    // The window on w2 (x = 4000) spans y 900..2100 along the wall, 900..2100 mm high (+ elevation).
    const ys = window.mesh.positions.filter((_, i) => i % 3 === 1);
    const zs = window.mesh.positions.filter((_, i) => i % 3 === 2);
    expect(Math.min(...ys)).toBe(3900);
    expect(Math.max(...ys)).toBe(3000 + 2100);
    expect(Math.min(...zs)).toBeCloseTo(900);
    expect(Math.max(...zs)).toBeCloseTo(2100);
  });

  it('leaves out ceilings when asked, and hidden items always', () => {
    const parts = describeFloor(floorWithRoom(), { ceilings: false });
    expect(parts.meshes.some((m) => m.kind === 'ceiling')).toBe(false);
    expect(parts.items.map((i) => i.productId)).toEqual(['sofa']);
  });

  it('places items in the renderer frame: plan y becomes Z, height becomes Y', () => {
    const [sofa] = describeFloor(floorWithRoom(), { ceilings: false }).items;
    expect(sofa!.position).toEqual([1000, 3000, 2000]);
    expect(sofa!.rotationY).toBeCloseTo(-Math.PI / 2);
    expect(sofa!.scale).toEqual([1, 3, 2]);
  });

  it('draws the model of the option chosen for an item, else of the placed product', () => {
    const floor = floorWithRoom();
    const withOption = {
      ...floor,
      items: floor.items.map((i) => (i.archiId === 'i1' ? { ...i, optionId: 'sofa-green' } : i)),
    };
    const [green] = describeFloor(withOption, { ceilings: false }).items;
    expect(green).toMatchObject({ productId: 'sofa', optionId: 'sofa-green', modelProductId: 'sofa-green' });
    const [plain] = describeFloor(floor, { ceilings: false }).items;
    expect(plain!.modelProductId).toBe('sofa');
  });
});
