import { EditorTypeCode } from '@roomcraft/contract';
import { addWall } from '@roomcraft/scene';
import { describe, expect, it } from 'vitest';
import { openingShape } from '../kinds/opening/opening-shapes.ts';
import { gridSteps } from '../plan/grid.ts';
import { designOf, rectangleFloor } from '../test/fixtures.ts';
import { wallDimensions } from './dimension-shapes.ts';

const door = {
  wallId: 'w1',
  offset: 2000,
  width: 900,
  editorTypeCode: EditorTypeCode.SwingDoor,
  handlePosition: 'LEFT' as const,
  openingDirection: 'PULL' as const,
};

/** The first point of an SVG path's last "M x y L x y" leaf line, as numbers. */
const leafEnd = (lines: string) => {
  const moves = [...lines.matchAll(/M(-?[\d.]+) (-?[\d.]+)L(-?[\d.]+) (-?[\d.]+)/g)];
  const leaf = moves[moves.length - 1]!;
  return { from: { x: Number(leaf[1]), y: Number(leaf[2]) }, to: { x: Number(leaf[3]), y: Number(leaf[4]) } };
};

describe('plan symbols and dimensions', () => {
  it('swings a door to the wall’s left side, or its right side when flipped, hinged opposite its handle', () => {
    const floor = rectangleFloor(4000, 3000);
    // w1 runs left to right along y = 0: its left side is up on screen (outside the room).
    const out = leafEnd(openingShape(floor, door)!.lines);
    expect(out.to.y).toBeLessThan(out.from.y);
    // Seen from outside, handle on the left = towards +x: the hinge is at the other jamb, x = 1550.
    expect(out.from.x).toBe(1550);
    const inside = leafEnd(openingShape(floor, { ...door, flipped: true })!.lines);
    expect(inside.to.y).toBeGreaterThan(inside.from.y);
    expect(inside.from.x).toBe(2450);
    const otherHand = leafEnd(openingShape(floor, { ...door, handlePosition: 'RIGHT' })!.lines);
    expect(otherHand.from.x).toBe(2450);
  });

  it('draws every type, windows without a door leaf, and nothing for a missing wall', () => {
    const floor = rectangleFloor(4000, 3000);
    for (const code of [51, 52, 53, 54, 55, 56, 57, 58] as const) {
      const shape = openingShape(floor, { ...door, editorTypeCode: code })!;
      expect(shape.door, String(code)).toBe(code <= 54);
      expect(shape.cut).toMatch(/^M.*Z$/);
    }
    expect(openingShape(floor, { ...door, wallId: 'gone' })).toBeUndefined();
  });

  it('puts outer dimensions outside the rooms and a partition’s beside it, to the millimetre', () => {
    const split = addWall(designOf(rectangleFloor(8000, 5000)), {
      from: { x: 5000, y: 0 },
      to: { x: 5000, y: 5000 },
    });
    const floor = split.floors[0]!;
    const dims = wallDimensions(floor);
    expect(dims.map((d) => d.text).sort()).toEqual(['3000', '3000', '5000', '5000', '5000', '5000', '5000']);
    const top = dims.filter((d) => d.a.y === d.b.y && d.a.y < 0);
    expect(top.map((d) => d.a.y)).toEqual([-500, -500]);
    const partition = dims.find((d) => d.a.x === d.b.x && d.a.x > 0 && d.a.x < 8000)!;
    expect(partition.extensions).toEqual([]);
    expect(Math.abs(partition.a.x - 5000)).toBe(250);
  });

  it('chooses grid steps at least 10 pixels apart', () => {
    expect(gridSteps(0.2)).toEqual({ minor: 100, major: 1000 });
    expect(gridSteps(0.03)).toEqual({ minor: 500, major: 5000 });
    expect(gridSteps(0.001)).toEqual({ minor: 10_000, major: 100_000 });
  });
});
