import { describe, expect, it } from 'vitest';
import { addItem } from '../editing/item-actions.ts';
import { addOpening, addWallChain, createEmptyDesign, type Design } from '../index.ts';
import { type RoomShape, takeRoomSnapshot } from './room-snapshot.ts';
import { designOfTemplate } from './template-design.ts';

/** An L-shaped living room drawn as a wall chain, with a swing door (opening in or out) and a window. */
function lShapedRoom(intoRoom: boolean): Design {
  const points = [
    { x: 0, y: 0 },
    { x: 5000, y: 0 },
    { x: 5000, y: 2500 },
    { x: 3000, y: 2500 },
    { x: 3000, y: 4000 },
    { x: 0, y: 4000 },
  ];
  let design = addWallChain(createEmptyDesign(), {
    points,
    closed: true,
    ids: points.map((_, i) => `w${i}`),
  });
  // The chain runs clockwise on screen, so each wall's left side is outside: flipped opens inwards.
  design = addOpening(design, {
    wallId: 'w5',
    editorTypeCode: 51,
    offset: 1500,
    width: 900,
    flipped: intoRoom,
  });
  design = addOpening(design, { wallId: 'w0', editorTypeCode: 58, offset: 2500, width: 1500 });
  design = addItem(design, { productId: 'sofa', editorTypeCode: 10, position: { x: 2500, y: 500, z: 0 } });
  return addItem(design, {
    productId: 'lamp',
    editorTypeCode: 40,
    position: { x: 1500, y: 2000, z: 2100 },
    rotation: { z: Math.PI / 2 },
  });
}

/** A room shape with its loop started at its top-left corner: where a loop starts is arbitrary. */
function fromTopLeft(room: RoomShape): RoomShape {
  const n = room.outline.length;
  const first = room.outline.reduce(
    (best, p, i) =>
      p.y < room.outline[best]!.y || (p.y === room.outline[best]!.y && p.x < room.outline[best]!.x)
        ? i
        : best,
    0,
  );
  return {
    ...room,
    outline: room.outline.map((_, i) => room.outline[(i + first) % n]!),
    openings: room.openings.map((o) => ({ ...o, edge: (o.edge - first + n) % n })),
  };
}

const rounded = (value: unknown) =>
  JSON.parse(JSON.stringify(value, (_, v) => (typeof v === 'number' ? Math.round(v) : v)));

describe('designOfTemplate', () => {
  it.each([true, false])(
    'builds the room a template was taken from (door opening inwards: %s)',
    (intoRoom) => {
      const source = lShapedRoom(intoRoom);
      const floor = source.floors[0]!;
      const taken = takeRoomSnapshot(floor, floor.rooms[0]!.archiId)!;
      expect(taken.room.openings.find((o) => o.kind === 'door')!.swing).toBe(intoRoom ? 900 : 0);

      const built = designOfTemplate({ room: taken.room, products: taken.items, roomType: 'LIVING' });
      const builtFloor = built.floors[0]!;
      expect(builtFloor.rooms).toHaveLength(1);
      expect(builtFloor.rooms[0]!.type).toBe('LIVING');
      const again = takeRoomSnapshot(builtFloor, builtFloor.rooms[0]!.archiId)!;
      expect(rounded(fromTopLeft(again.room))).toEqual(rounded(fromTopLeft(taken.room)));
      expect(rounded(again.items)).toEqual(rounded(taken.items));
      expect(again.area).toBeCloseTo(taken.area, 2);
    },
  );
});
