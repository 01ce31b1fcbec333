import { addRectangularRoom, createEmptyDesign } from '@roomcraft/scene';
import { describe, expect, it } from 'vitest';
import { summarizeDesign, summarizeStoredDesign } from './plan-summary.ts';

describe('the plan summary', () => {
  it('lists rooms with their clear floor areas, and the walls to draw', () => {
    let design = createEmptyDesign();
    design = addRectangularRoom(design, {
      origin: { x: 0, y: 0 },
      width: 4000,
      depth: 3000,
      name: 'Living',
      type: 'LIVING',
    });
    design = addRectangularRoom(design, {
      origin: { x: 4000, y: 0 },
      width: 3000,
      depth: 3000,
      name: 'Bed',
      type: 'BEDROOM',
    });
    const summary = summarizeDesign(design);
    expect(summary.rooms).toBe(2);
    const floor = summary.floors[0]!;
    expect(floor.rooms.map((r) => [r.name, r.area]).sort()).toEqual([
      ['Bed', 8.41],
      ['Living', 11.31],
    ]);
    expect(summary.area).toBe(19.72);
    expect(floor.walls).toHaveLength(7);
    expect(floor.bounds).toEqual({ minX: -50, minY: -50, maxX: 7050, maxY: 3050 });
  });

  it('has nothing to show for an empty or unreadable document', () => {
    expect(summarizeStoredDesign({})).toBeNull();
    expect(summarizeStoredDesign({ version: 99 })).toBeNull();
    expect(summarizeStoredDesign(createEmptyDesign())?.rooms).toBe(0);
  });
});
