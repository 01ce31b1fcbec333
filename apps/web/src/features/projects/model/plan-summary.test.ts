import { EditorTypeCode } from '@roomcraft/contract';
import { addOpening, addRectangularRoom, createEmptyDesign } from '@roomcraft/scene';
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

  it('counts doors and windows, and keeps the floor the plan picture is drawn from', () => {
    let design = addRectangularRoom(createEmptyDesign(), {
      origin: { x: 0, y: 0 },
      width: 4000,
      depth: 3000,
    });
    const wall = design.floors[0]!.walls[0]!;
    design = addOpening(design, {
      wallId: wall.archiId,
      editorTypeCode: EditorTypeCode.SwingDoor,
      offset: 1000,
    });
    design = addOpening(design, {
      wallId: wall.archiId,
      editorTypeCode: EditorTypeCode.StandardWindow,
      offset: 2800,
    });
    const [floor] = summarizeDesign(design).floors;
    expect(floor).toMatchObject({ doors: 1, windows: 1 });
    expect(floor!.floor).toBe(design.floors[0]);
  });

  it('has nothing to show for an empty or unreadable document', () => {
    expect(summarizeStoredDesign({})).toBeNull();
    expect(summarizeStoredDesign({ version: 99 })).toBeNull();
    expect(summarizeStoredDesign(createEmptyDesign())?.rooms).toBe(0);
  });
});
