import { addOpening, addWall, moveWall, settleFloor } from '@roomcraft/scene';
import { describe, expect, it } from 'vitest';
import { openingShape } from '../kinds/opening/opening-shapes.ts';
import { roomShapes } from '../kinds/room/room-shapes.ts';
import { wallShapes } from '../kinds/wall/wall-shapes.ts';
import { designOf, rectangleFloor } from '../test/fixtures.ts';
import { wallDimensions } from './dimension-shapes.ts';
import { PlanShapeCache } from './shape-cache.ts';

/** Five 3 × 3 m rooms in a row (16 walls) with a door in the first one's top wall. */
function row() {
  let design = designOf(rectangleFloor(15_000, 3000));
  for (const x of [3000, 6000, 9000, 12_000])
    design = addWall(design, { from: { x, y: 0 }, to: { x, y: 3000 } });
  const top = design.floors[0]!.walls.find((w) => w.archiId === 'w1')!;
  return addOpening(design, { wallId: top.archiId, editorTypeCode: 51, offset: 1500, id: 'd1' });
}

describe('the shape cache', () => {
  it('gives what a full recompute gives, and keeps the shapes a drag did not touch', () => {
    const cache = new PlanShapeCache();
    let design = row();
    const parts = () => design.floors[0]!;
    const first = {
      walls: cache.walls(parts()),
      rooms: cache.rooms(parts()),
      openings: cache.openings(parts()),
      dimensions: cache.dimensions(parts()),
    };
    design = moveWall(design, { wallId: 'w2', delta: { x: 500, y: 0 }, settle: false });
    const floor = parts();
    const walls = cache.walls(floor);
    expect(walls).toEqual(wallShapes(floor));
    expect(cache.rooms(floor)).toEqual(roomShapes(floor));
    expect(cache.openings(floor)).toEqual(floor.openings.map((o) => openingShape(floor, o)));
    expect(cache.dimensions(floor)).toEqual(wallDimensions(floor));
    // The left wall (w4) touches no moved corner: its shape object is the one from before.
    const left = (list: { id: string }[]) => list.find((s) => s.id === 'w4');
    expect(left(walls)).toBe(left(first.walls));
    expect(cache.openings(floor)[0]).toBe(first.openings[0]);
    design = settleFloor(design, {});
    expect(cache.dimensions(parts())).toEqual(wallDimensions(parts()));
    expect(cache.rooms(parts())).toEqual(roomShapes(parts()));
  });
});
