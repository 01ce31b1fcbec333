import { describe, expect, it } from 'vitest';
import { rectangleFloor } from '../../document/test-designs.ts';
import { findFloorRooms } from '../../geometry/floor-rooms.ts';
import { footprintsOverlap, type ProductSize } from '../../kinds/item/footprint.ts';
import type { Item } from '../../kinds/item/schema.ts';
import { findOverlaps } from './overlaps.ts';
import { placeItem } from './place-item.ts';

const SIZES: Record<string, ProductSize> = {
  sofa: { width: 2000, depth: 900, height: 800 },
  table: { width: 1200, depth: 800, height: 750 },
  lamp: { width: 300, depth: 300, height: 500 },
  shelf: { width: 800, depth: 250, height: 300 },
  pendant: { width: 400, depth: 400, height: 600 },
  cabinet: { width: 600, depth: 500, height: 900 },
};
const sizeOf = (id: string) => SIZES[id];

const item = (id: string, productId: string, x: number, y: number, extra: Partial<Item> = {}): Item => ({
  archiId: id,
  productId,
  editorTypeCode: 10,
  position: { x, y, z: 0 },
  rotation: { z: 0 },
  scale: { x: 1, y: 1, z: 1 },
  lock: false,
  visible: true,
  ...extra,
});

/** A 4 × 3 m room (100 mm walls: inner faces at x 50 / 3950 and y 50 / 2950) with a table in it. */
function room(items: Item[] = [item('t1', 'table', 2000, 1500)]) {
  const base = rectangleFloor(4000, 3000);
  const [found] = findFloorRooms(base);
  return {
    ...base,
    items,
    rooms: [
      {
        archiId: 'r1',
        corners: [...found!.boundary.nodes],
        name: 'Living',
        type: 'LIVING' as const,
        hideCeiling: false,
      },
    ],
  };
}

describe('placing a FloorItem (10)', () => {
  it('stands on the floor where it is dropped, away from walls', () => {
    const p = placeItem(room([]), SIZES.sofa!, 10, { point: { x: 2000, y: 1500, z: 300 } });
    expect(p.position).toEqual({ x: 2000, y: 1500, z: 0 });
    expect(p.rotation.z).toBe(0);
    expect(p.snappedTo).toEqual([]);
  });

  it('backs onto a wall it is dropped near and faces into the room', () => {
    const top = placeItem(room([]), SIZES.sofa!, 10, { point: { x: 2000, y: 600 } });
    expect(top.position.y).toBeCloseTo(50 + 450);
    expect(top.rotation.z).toBeCloseTo(0);
    expect(top.snappedTo).toEqual(['w1']);
    const left = placeItem(room([]), SIZES.sofa!, 10, { point: { x: 620, y: 1500 } });
    // Turned to face +x: its depth now runs along x, so its back lies on the face at x = 50.
    expect(left.rotation.z).toBeCloseTo(-Math.PI / 2);
    expect(left.position.x).toBeCloseTo(50 + 450);
    expect(left.position.y).toBeCloseTo(1500);
  });

  it('keeps the rotation of an item being moved, and snaps into a corner against both walls', () => {
    const p = placeItem(room([]), SIZES.cabinet!, 10, { point: { x: 400, y: 300 } }, { rotation: 0 });
    expect(p.rotation.z).toBe(0);
    expect(p.position.x).toBeCloseTo(50 + 300);
    expect(p.position.y).toBeCloseTo(50 + 250);
    expect([...p.snappedTo].sort()).toEqual(['w1', 'w4']);
  });

  it('snaps beside a neighbour with a small gap, and not with snapping off', () => {
    const floor = room([item('c1', 'cabinet', 2000, 1500)]);
    const p = placeItem(floor, SIZES.cabinet!, 10, { point: { x: 2700, y: 1520 } }, { sizeOf, rotation: 0 });
    expect(p.position.x).toBeCloseTo(2600);
    expect(p.snappedTo).toContain('c1');
    const free = placeItem(
      floor,
      SIZES.cabinet!,
      10,
      { point: { x: 2700, y: 1520 } },
      { sizeOf, snap: false },
    );
    expect(free.position.x).toBe(2700);
  });
});

describe('placing a StandingItem (20)', () => {
  it('stands on top of the item under the pointer (a lamp on a table)', () => {
    const p = placeItem(room(), SIZES.lamp!, 20, { point: { x: 2100, y: 1600 } }, { sizeOf });
    expect(p.position).toEqual({ x: 2100, y: 1600, z: 750 });
    expect(p.supportId).toBe('t1');
  });

  it('uses what the 3D ray hit: the table, or the floor beside it', () => {
    const onTable = placeItem(
      room(),
      SIZES.lamp!,
      20,
      { point: { x: 2500, y: 1800, z: 740 }, target: { kind: 'item', id: 't1' } },
      { sizeOf },
    );
    expect(onTable.position.z).toBe(750);
    const onFloor = placeItem(
      room(),
      SIZES.lamp!,
      20,
      { point: { x: 2100, y: 1600, z: 0 }, target: { kind: 'floor' } },
      { sizeOf },
    );
    expect(onFloor.position.z).toBe(0);
    expect(onFloor.supportId).toBeUndefined();
  });

  it('stands on the floor where nothing is under it, and never on itself', () => {
    expect(placeItem(room(), SIZES.lamp!, 20, { point: { x: 500, y: 2500 } }, { sizeOf }).position.z).toBe(0);
    const floor = room([
      item('t1', 'table', 2000, 1500),
      item('l1', 'lamp', 2000, 1500, { editorTypeCode: 20 }),
    ]);
    const moved = placeItem(
      floor,
      SIZES.lamp!,
      20,
      { point: { x: 2000, y: 1500 } },
      { sizeOf, ignoreItemId: 'l1' },
    );
    expect(moved.supportId).toBe('t1');
  });
});

describe('placing a WallItem (30)', () => {
  it('hangs on the nearest wall face, facing into the room, at a default height from the plan', () => {
    const p = placeItem(room(), SIZES.shelf!, 30, { point: { x: 3700, y: 1500 } });
    expect(p.wallId).toBe('w2');
    expect(p.position.x).toBeCloseTo(4000 - 50 - 125);
    expect(p.position.y).toBeCloseTo(1500);
    expect(p.position.z).toBe(1400 - 150);
    // Facing −x: the model's front (+Z, plan +y at angle 0) turned by +90°.
    expect(p.rotation.z).toBeCloseTo(Math.PI / 2);
  });

  it('takes the height of the 3D hit and stays within the wall', () => {
    const p = placeItem(room(), SIZES.shelf!, 30, {
      point: { x: 3950, y: 80, z: 2350 },
      target: { kind: 'wall', id: 'w2' },
    });
    expect(p.position.y).toBeCloseTo(400);
    expect(p.position.z).toBe(2400 - 300);
  });

  it('ignores the height of a 3D hit on the floor, and keeps the height a drag passes', () => {
    const onFloor = placeItem(room(), SIZES.shelf!, 30, {
      point: { x: 3700, y: 1500, z: 0 },
      target: { kind: 'floor' },
    });
    expect(onFloor.position.z).toBe(1400 - 150);
    const dragged = placeItem(
      room(),
      SIZES.shelf!,
      30,
      { point: { x: 3700, y: 1000, z: 1800 } },
      { rotation: 0 },
    );
    expect(dragged.position.z).toBe(1800 - 150);
  });

  it('faces the room when dropped on the wall line in the plan', () => {
    const p = placeItem(room(), SIZES.shelf!, 30, { point: { x: 2000, y: 3000 } });
    expect(p.wallId).toBe('w3');
    expect(p.position.y).toBeCloseTo(3000 - 50 - 125);
    expect(Math.abs(p.rotation.z)).toBeCloseTo(Math.PI);
  });
});

describe('placing a CeilingItem (40)', () => {
  it('hangs from the ceiling at the storey height', () => {
    const p = placeItem(room(), SIZES.pendant!, 40, { point: { x: 2000, y: 1500, z: 0 } });
    expect(p.position).toEqual({ x: 2000, y: 1500, z: 2400 - 600 });
    const scaled = placeItem(
      room(),
      SIZES.pendant!,
      40,
      { point: { x: 2000, y: 1500 } },
      { scale: { x: 1, y: 1, z: 0.5 } },
    );
    expect(scaled.position.z).toBe(2400 - 300);
  });
});

describe('overlap detection', () => {
  it('reports items whose footprints and heights overlap, and not a lamp on a table', () => {
    const floor = room([
      item('t1', 'table', 2000, 1500),
      item('l1', 'lamp', 2000, 1500, { editorTypeCode: 20, position: { x: 2000, y: 1500, z: 750 } }),
      item('s1', 'sofa', 2000, 2200),
      item('c1', 'cabinet', 600, 600),
      item('c2', 'cabinet', 1200, 600),
    ]);
    expect(findOverlaps(floor, sizeOf)).toEqual([{ a: 't1', b: 's1' }]);
    expect(findOverlaps(floor, sizeOf, ['c1'])).toEqual([]);
  });

  it('separates rotated footprints on any axis', () => {
    const f = {
      center: { x: 0, y: 0 },
      halfWidth: 1000,
      halfDepth: 100,
      angle: Math.PI / 4,
      bottom: 0,
      top: 100,
    };
    expect(footprintsOverlap(f, { ...f, center: { x: 600, y: 600 } })).toBe(true);
    expect(footprintsOverlap(f, { ...f, center: { x: 300, y: -300 } })).toBe(false);
  });
});
