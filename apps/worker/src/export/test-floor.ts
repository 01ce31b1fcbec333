import { createFloor, type Floor, findFloorRooms } from '@roomcraft/scene';

const wall = (archiId: string, a: string, b: string) => ({
  archiId,
  corners: [a, b] as [string, string],
  thickness: 120,
  height: 2600,
  finishes: {},
});

/** A 5 m × 4 m room with a window, two sofas (one model, twice), a lamp without a model and a light. */
export function roomWithWindowAndItems(): Floor {
  const base: Floor = {
    ...createFloor({ id: 'f1', title: '1F', height: 2600 }),
    corners: [
      { archiId: 'c1', position: { x: 0, y: 0 } },
      { archiId: 'c2', position: { x: 5000, y: 0 } },
      { archiId: 'c3', position: { x: 5000, y: 4000 } },
      { archiId: 'c4', position: { x: 0, y: 4000 } },
    ],
    walls: [wall('w1', 'c1', 'c2'), wall('w2', 'c2', 'c3'), wall('w3', 'c3', 'c4'), wall('w4', 'c4', 'c1')],
    openings: [
      {
        archiId: 'o1',
        wallId: 'w1',
        editorTypeCode: 58,
        offset: 2500,
        width: 2000,
        height: 1400,
        sillHeight: 800,
        openingDirection: 'PULL',
        handlePosition: 'LEFT',
      },
    ],
  };
  const [room] = findFloorRooms(base);
  const item = (archiId: string, productId: string, x: number, y: number) => ({
    archiId,
    productId,
    editorTypeCode: 10 as const,
    position: { x, y, z: 0 },
    rotation: { z: 0 },
    scale: { x: 1, y: 1, z: 1 },
    lock: false,
    visible: true,
  });
  return {
    ...base,
    rooms: [
      {
        archiId: 'r1',
        corners: [...room!.boundary.nodes],
        name: 'Living',
        type: 'LIVING',
        hideCeiling: false,
      },
    ],
    items: [item('i1', 'sofa', 2500, 3300), item('i2', 'sofa', 1200, 1500), item('i3', 'lamp', 4400, 3500)],
    lights: [
      {
        kind: 'point',
        archiId: 'l1',
        position: { x: 2500, y: 2000, z: 2400 },
        color: '#fff4e0',
        intensity: 80,
      },
    ],
  };
}
