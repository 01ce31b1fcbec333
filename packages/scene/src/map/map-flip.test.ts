import { MapFlip } from '@roomcraft/enums';
import { describe, expect, it } from 'vitest';
import type { Floor } from '../document/floor.ts';
import { validateDesign } from '../document/validate.ts';
import { measureFloorRoom } from '../geometry/floor-rooms.ts';
import type { Opening } from '../kinds/opening/schema.ts';
import { drawUnitPlan, THREE_BEDROOM_UNIT } from './draw-unit-plan.ts';
import { applyMapFlip, isMapFlip, type MapFlipValue } from './map-flip.ts';

const plan = drawUnitPlan(THREE_BEDROOM_UNIT);
const floor = (d = plan) => d.floors[0]!;
const position = (f: Floor, id: string) => f.corners.find((c) => c.archiId === id)!.position;
// The plan spans x 0..9300 and y 0..7800, so it mirrors about x = 4650 and y = 3900.
const mirrorOf = (flip: MapFlipValue, p: { x: number; y: number }) => ({
  x: flip === MapFlip.Vertical ? p.x : 9300 - p.x,
  y: flip === MapFlip.Horizontal ? p.y : 7800 - p.y,
});

/** The point 500 mm off a door's centre on the side it swings towards (left of its wall unless flipped). */
function swingPoint(f: Floor, door: Opening) {
  const wall = f.walls.find((w) => w.archiId === door.wallId)!;
  const a = position(f, wall.corners[0]);
  const b = position(f, wall.corners[1]);
  const length = Math.hypot(b.x - a.x, b.y - a.y);
  const along = { x: (b.x - a.x) / length, y: (b.y - a.y) / length };
  const left = { x: along.y, y: -along.x };
  const side = door.flipped ? -1 : 1;
  return {
    x: a.x + along.x * door.offset + left.x * 500 * side,
    y: a.y + along.y * door.offset + left.y * 500 * side,
  };
}

const roomAreas = (f: Floor) => Object.fromEntries(f.rooms.map((r) => [r.name, measureFloorRoom(f, r).area]));

describe('applyMapFlip', () => {
  it('draws a plan with rooms and doors to flip', () => {
    expect(floor().rooms).toHaveLength(6);
    expect(floor().openings).toHaveLength(4);
  });

  for (const flip of Object.values(MapFlip)) {
    describe(`flip ${flip}`, () => {
      const flipped = floor(applyMapFlip(plan, flip));

      it('mirrors every corner exactly and keeps every wall between the same corners', () => {
        for (const corner of floor().corners) {
          expect(position(flipped, corner.archiId)).toEqual(mirrorOf(flip, corner.position));
        }
        expect(flipped.walls.map((w) => w.corners)).toEqual(floor().walls.map((w) => w.corners));
      });

      it('keeps every room and its area', () => {
        expect(roomAreas(flipped)).toEqual(roomAreas(floor()));
        expect(Object.keys(roomAreas(flipped))).toHaveLength(6);
      });

      it('keeps openings where they were along their walls and swings doors to the mirrored side', () => {
        for (const door of floor().openings) {
          const mirrored = flipped.openings.find((o) => o.archiId === door.archiId)!;
          expect(mirrored.offset).toBe(door.offset);
          const expected = mirrorOf(flip, swingPoint(floor(), door));
          const actual = swingPoint(flipped, mirrored);
          expect(actual.x).toBeCloseTo(expected.x, 6);
          expect(actual.y).toBeCloseTo(expected.y, 6);
          // One mirror turns a left-hand door into a right-hand one; two turn it back.
          const hands = flip === MapFlip.HorizontalVertical ? door.handlePosition : mirrored.handlePosition;
          expect(hands).toBe(flip === MapFlip.HorizontalVertical ? mirrored.handlePosition : 'RIGHT');
        }
      });

      it('answers a valid design, and flipping it again gives the plan back', () => {
        const design = applyMapFlip(plan, flip);
        expect(validateDesign(design).ok).toBe(true);
        expect(applyMapFlip(design, flip)).toEqual(plan);
      });
    });
  }

  it('knows the MapFlip values and no others', () => {
    expect([0, 1, 2, 3, 4].filter(isMapFlip)).toEqual([1, 2, 3]);
  });
});
