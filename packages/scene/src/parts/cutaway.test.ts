import { describe, expect, it } from 'vitest';
import { createFloor, type Floor } from '../document/floor.ts';
import { testDoor, testWall } from '../document/test-designs.ts';
import { findFloorRooms } from '../geometry/floor-rooms.ts';
import { birdViewCutaway, CUTAWAY_HEIGHT } from './cutaway.ts';
import { describeFloor } from './scene-parts.ts';

/** Two 3 × 3 m rooms side by side (west and east), a door in the south wall of the west one. */
function twoRooms(): Floor {
  const walls = [
    testWall('north-west', 'c1', 'c5'),
    testWall('north-east', 'c5', 'c2'),
    testWall('east', 'c2', 'c3'),
    testWall('south-east', 'c3', 'c6'),
    testWall('south-west', 'c6', 'c4'),
    testWall('west', 'c4', 'c1'),
    testWall('middle', 'c5', 'c6'),
  ];
  const floor: Floor = {
    ...createFloor({ id: 'f1', title: '1F' }),
    corners: [
      { archiId: 'c1', position: { x: 0, y: 0 } },
      { archiId: 'c5', position: { x: 3000, y: 0 } },
      { archiId: 'c2', position: { x: 6000, y: 0 } },
      { archiId: 'c3', position: { x: 6000, y: 3000 } },
      { archiId: 'c6', position: { x: 3000, y: 3000 } },
      { archiId: 'c4', position: { x: 0, y: 3000 } },
    ],
    walls,
    openings: [testDoor('door', 'south-west', 1500), testDoor('back-door', 'north-west', 1500)],
  };
  const rooms = findFloorRooms(floor).map((found, i) => ({
    archiId: `r${i}`,
    corners: [...found.boundary.nodes],
    name: '',
    type: 'LIVING' as const,
    hideCeiling: false,
  }));
  return { ...floor, rooms };
}

const heightOf = (floor: Floor, cutaway: ReturnType<typeof birdViewCutaway>, wallId: string) => {
  const wall = describeFloor(floor, { ceilings: false, cutaway }).meshes.find(
    (m) => m.kind === 'wall' && m.id === wallId,
  )!;
  return Math.max(...wall.mesh.positions.filter((_, i) => i % 3 === 1));
};

describe('the bird view cutaway', () => {
  it('lowers the walls between the eye and a room and keeps the far walls of the flat whole', () => {
    const floor = twoRooms();
    // High above, south-west of the flat (plan y grows southwards).
    const cutaway = birdViewCutaway(floor, { x: -3000, y: 9000 });
    expect([...cutaway.walls].sort()).toEqual(['middle', 'south-east', 'south-west', 'west']);
    expect(heightOf(floor, cutaway, 'south-west')).toBe(CUTAWAY_HEIGHT);
    expect(heightOf(floor, cutaway, 'middle')).toBe(CUTAWAY_HEIGHT);
    expect(heightOf(floor, cutaway, 'north-east')).toBe(2400);
    expect(heightOf(floor, cutaway, 'east')).toBe(2400);
  });

  it('follows the eye round the flat', () => {
    const floor = twoRooms();
    // From the north-east the other half is cut; the middle wall still hides the west room.
    const cutaway = birdViewCutaway(floor, { x: 9000, y: -6000 });
    expect([...cutaway.walls].sort()).toEqual(['east', 'middle', 'north-east', 'north-west']);
  });

  it('keeps walls the eye sees edge-on and walls already below the cut', () => {
    const floor = twoRooms();
    // Straight south of the middle wall: it and the west and east walls are edge-on.
    expect([...birdViewCutaway(floor, { x: 3000, y: 40_000 }).walls].sort()).toEqual([
      'south-east',
      'south-west',
    ]);
    const low = { ...floor, walls: floor.walls.map((w) => ({ ...w, height: 900 })) };
    expect(birdViewCutaway(low, { x: -3000, y: 9000 }).walls).toEqual([]);
  });

  it('leaves out the doors of cut walls, shows the cut dark, and keeps the rest as they are', () => {
    const floor = twoRooms();
    const cutaway = birdViewCutaway(floor, { x: -3000, y: 9000 });
    const parts = describeFloor(floor, { ceilings: false, cutaway });
    expect(parts.meshes.filter((m) => m.kind === 'opening').map((m) => m.id)).toEqual(['back-door']);
    const cut = parts.meshes.find((m) => m.id === 'south-west')!;
    const whole = parts.meshes.find((m) => m.id === 'north-west')!;
    expect(cut.materials.top!.key).toBe('section');
    expect(whole.materials.top!.key).toBe('wall');
    expect(describeFloor(floor, { ceilings: false }).meshes.filter((m) => m.kind === 'opening')).toHaveLength(
      2,
    );
  });
});
