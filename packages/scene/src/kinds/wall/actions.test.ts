import { describe, expect, it } from 'vitest';
import { createEmptyDesign, type Design } from '../../document/design.ts';
import { validateDesign } from '../../document/validate.ts';
import { measureFloorRoom } from '../../geometry/floor-rooms.ts';
import { addOpening } from '../opening/actions.ts';
import { setRoomProps } from '../room/actions.ts';
import {
  addRectangularRoom,
  addWall,
  addWallChain,
  deleteWalls,
  moveCorner,
  moveWall,
  settleFloor,
  setWallProps,
  splitWall,
} from './actions.ts';

const floorOf = (d: Design) => d.floors[0]!;
const areas = (d: Design) =>
  floorOf(d)
    .rooms.map((r) => measureFloorRoom(floorOf(d), r).area)
    .sort((a, b) => a - b);
const round = (m2: number) => Math.round(m2 * 1e4) / 1e4;
const cornerAt = (d: Design, x: number, y: number) =>
  floorOf(d).corners.find((c) => c.position.x === x && c.position.y === y)!.archiId;

/** A 4 m × 3 m room named "Living" with 100 mm walls. */
const living = () =>
  addRectangularRoom(createEmptyDesign(), {
    origin: { x: 0, y: 0 },
    width: 4000,
    depth: 3000,
    name: 'Living',
    type: 'LIVING',
  });

describe('wall actions', () => {
  it('draws a rectangular room, finds it and names it', () => {
    const design = living();
    const floor = floorOf(design);
    expect(floor.walls).toHaveLength(4);
    expect(floor.corners).toHaveLength(4);
    expect(floor.rooms).toHaveLength(1);
    expect(floor.rooms[0]).toMatchObject({ name: 'Living', type: 'LIVING', hideCeiling: false });
    expect(areas(design)).toEqual([round((4 - 0.1) * (3 - 0.1))]);
    expect(validateDesign(design).ok).toBe(true);
  });

  it('is pure: the design passed in is never changed', () => {
    const design = living();
    const frozen = structuredClone(design);
    addWall(design, { from: { x: 2000, y: 0 }, to: { x: 2000, y: 3000 } });
    moveCorner(design, { cornerId: floorOf(design).corners[0]!.archiId, position: { x: -500, y: 0 } });
    expect(design).toEqual(frozen);
  });

  it('splits the walls a partition ends on (T-joints) and keeps the name on both halves', () => {
    const before = living();
    const roomId = floorOf(before).rooms[0]!.archiId;
    const design = addWall(before, { from: { x: 1000, y: 0 }, to: { x: 1000, y: 3000 }, id: 'partition' });
    const floor = floorOf(design);
    expect(floor.walls).toHaveLength(7);
    expect(floor.rooms.map((r) => r.name)).toEqual(['Living', 'Living']);
    const kept = floor.rooms.find((r) => r.archiId === roomId)!;
    expect(measureFloorRoom(floor, kept).area).toBe(round((3 - 0.1) * (3 - 0.1)));
    expect(areas(design)).toEqual([round(0.9 * 2.9), round(2.9 * 2.9)]);
    expect(validateDesign(design).ok).toBe(true);
  });

  it('splits walls that cross and finds the rooms on each side', () => {
    const design = addWall(living(), { from: { x: -1000, y: 1000 }, to: { x: 5000, y: 1000 } });
    const floor = floorOf(design);
    // The crossing wall becomes 3 pieces, the two side walls 2 each, top and bottom stay.
    expect(floor.walls).toHaveLength(3 + 2 + 2 + 2);
    expect(areas(design)).toEqual([round(3.9 * 0.9), round(3.9 * 1.9)]);
  });

  it('draws an L-shaped room as a closed chain', () => {
    const points = [
      { x: 0, y: 0 },
      { x: 6000, y: 0 },
      { x: 6000, y: 2000 },
      { x: 3000, y: 2000 },
      { x: 3000, y: 4000 },
      { x: 0, y: 4000 },
    ];
    const design = addWallChain(createEmptyDesign(), { points, closed: true });
    expect(areas(design)).toEqual([round(5.9 * 1.9 + 2.9 * 2)]);
  });

  it('moves a corner: the room keeps its id and name, its area follows, openings stay inside', () => {
    const base = living();
    const withDoor = addOpening(base, {
      wallId: floorOf(base).walls[0]!.archiId,
      editorTypeCode: 51,
      offset: 3400,
      id: 'door',
    });
    const roomId = floorOf(withDoor).rooms[0]!.archiId;
    const design = moveCorner(withDoor, {
      cornerId: cornerAt(withDoor, 4000, 0),
      position: { x: 3000, y: 0 },
    });
    const floor = floorOf(design);
    expect(floor.rooms.map((r) => [r.archiId, r.name])).toEqual([[roomId, 'Living']]);
    // The slanted wall x = 3000 + y/3 moves inwards by 50 mm, i.e. 50·√10/3 mm along x.
    const inner = 2.9 * (3.5 - (0.05 * Math.sqrt(10)) / 3 - 0.05);
    expect(areas(design)).toEqual([round(inner)]);
    const door = floor.openings[0]!;
    expect(door.offset + door.width / 2).toBe(3000);
  });

  it('joins a corner dropped onto another corner', () => {
    const design = addWall(living(), { from: { x: 6000, y: 0 }, to: { x: 6000, y: 3000 } });
    const free = cornerAt(design, 6000, 0);
    const joined = moveCorner(design, { cornerId: free, position: { x: 4000, y: 0 } });
    const floor = floorOf(joined);
    expect(floor.corners.some((c) => c.archiId === free)).toBe(false);
    const shared = floor.corners.filter((c) => c.position.x === 4000 && c.position.y === 0);
    expect(shared).toHaveLength(1);
    expect(floor.walls.filter((w) => w.corners.includes(shared[0]!.archiId))).toHaveLength(3);
  });

  it('moves a wall parallel to itself; its neighbours follow through the shared corners', () => {
    const base = living();
    const top = floorOf(base).walls.find(
      (w) => w.corners.includes(cornerAt(base, 0, 0)) && w.corners.includes(cornerAt(base, 4000, 0)),
    )!;
    const design = moveWall(base, { wallId: top.archiId, delta: { x: 300, y: -500 } });
    const ys = floorOf(design).corners.map((c) => c.position);
    expect(ys).toContainEqual({ x: 0, y: -500 });
    expect(ys).toContainEqual({ x: 4000, y: -500 });
    expect(areas(design)).toEqual([round(3.9 * 3.4)]);
    expect(floorOf(design).rooms[0]!.archiId).toBe(floorOf(base).rooms[0]!.archiId);
  });

  it('defers joining during a drag and settles at the end', () => {
    const base = addWall(living(), { from: { x: 6000, y: 1000 }, to: { x: 6000, y: 2000 } });
    const free = cornerAt(base, 6000, 1000);
    const dragged = moveCorner(base, { cornerId: free, position: { x: 2000, y: 3000 }, settle: false });
    expect(floorOf(dragged).walls).toHaveLength(5);
    expect(floorOf(dragged).rooms).toEqual(floorOf(base).rooms);
    // Settled, the wall cuts a triangle off the room: it crosses the right wall at y = 2500.
    const settled = settleFloor(dragged, {});
    expect(floorOf(settled).walls).toHaveLength(8);
    expect(floorOf(settled).corners.some((c) => c.position.x === 4000 && c.position.y === 2500)).toBe(true);
    expect(floorOf(settled).rooms.map((r) => r.name)).toEqual(['Living', 'Living']);
  });

  it('splits a wall, moving openings past the cut onto the second piece', () => {
    const base = living();
    const wall = floorOf(base).walls.find((w) => w.corners[0] === cornerAt(base, 0, 0))!;
    const withDoor = addOpening(base, { wallId: wall.archiId, editorTypeCode: 51, offset: 3000, id: 'door' });
    const design = splitWall(withDoor, {
      wallId: wall.archiId,
      offset: 1500,
      newWallId: 'second',
      cornerId: 'cut',
    });
    const floor = floorOf(design);
    expect(floor.walls.find((w) => w.archiId === 'second')!.corners).toEqual(['cut', wall.corners[1]]);
    expect(floor.openings[0]).toMatchObject({ wallId: 'second', offset: 1500 });
    expect(floor.rooms[0]!.corners).toContain('cut');
    expect(floor.rooms[0]!.name).toBe('Living');
    expect(() => splitWall(withDoor, { wallId: wall.archiId, offset: 4000 })).toThrow(/strictly/);
  });

  it('deletes walls with their openings and unused corners; the merged room keeps a name', () => {
    const split = addWall(living(), { from: { x: 2000, y: 0 }, to: { x: 2000, y: 3000 }, id: 'partition' });
    const [left, right] = floorOf(split).rooms;
    let design = setRoomProps(split, { roomIds: [right!.archiId], name: 'Office' });
    design = addOpening(design, { wallId: 'partition', editorTypeCode: 51, offset: 1500 });
    design = deleteWalls(design, { wallIds: ['partition'] });
    const floor = floorOf(design);
    expect(floor.openings).toEqual([]);
    expect(floor.rooms).toHaveLength(1);
    expect([left!.archiId, right!.archiId]).toContain(floor.rooms[0]!.archiId);
    expect(areas(design)).toEqual([round(3.9 * 2.9)]);
    expect(validateDesign(design).ok).toBe(true);
  });

  it('sets wall props: a lower wall shrinks its windows, finishes can be set and removed', () => {
    const base = living();
    const wallId = floorOf(base).walls[0]!.archiId;
    let design = addOpening(base, { wallId, editorTypeCode: 58, offset: 2000, id: 'window' });
    design = setWallProps(design, {
      wallIds: [wallId],
      height: 1800,
      finishes: { left: { color: '#ffffff' } },
    });
    const floor = floorOf(design);
    expect(floor.openings[0]).toMatchObject({ height: 1200, sillHeight: 600 });
    expect(floor.walls[0]!.finishes).toEqual({ left: { color: '#ffffff' } });
    const cleared = setWallProps(design, { wallIds: [wallId], finishes: { left: null } });
    expect(floorOf(cleared).walls[0]!.finishes).toEqual({});
    expect(setWallProps(design, { wallIds: [wallId], height: 1800 })).toBe(design);
    expect(() => setWallProps(design, { wallIds: [wallId], thickness: 0 })).toThrow(/positive/);
  });
});
