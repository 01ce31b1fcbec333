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

  it('places doors and windows along their walls', () => {
    let design = addRectangularRoom(createEmptyDesign(), {
      origin: { x: 0, y: 0 },
      width: 4000,
      depth: 3000,
    });
    const floor = design.floors[0]!;
    const at = new Map(floor.corners.map((c) => [c.archiId, c.position]));
    const top = floor.walls.find((w) => w.corners.every((c) => at.get(c)!.y === 0))!;
    const start = at.get(top.corners[0])!;
    design = addOpening(design, {
      wallId: top.archiId,
      editorTypeCode: EditorTypeCode.SwingDoor,
      offset: 1000,
    });
    design = addOpening(design, {
      wallId: top.archiId,
      editorTypeCode: EditorTypeCode.StandardWindow,
      offset: 2800,
    });
    const [door, window] = summarizeDesign(design).floors[0]!.openings;
    expect(summarizeDesign(design).floors[0]).toMatchObject({ doors: 1, windows: 1 });
    expect(door).toMatchObject({ kind: 'door', thickness: 100 });
    const direction = start.x === 0 ? 1 : -1;
    expect(door!.from.x).toBeCloseTo(start.x + direction * 550);
    expect(door!.to.x).toBeCloseTo(start.x + direction * 1450);
    expect(Math.abs(door!.across.y)).toBe(1);
    expect(window).toMatchObject({ kind: 'window' });
    expect(Math.abs(window!.to.x - window!.from.x)).toBeCloseTo(1200);
  });

  it('has nothing to show for an empty or unreadable document', () => {
    expect(summarizeStoredDesign({})).toBeNull();
    expect(summarizeStoredDesign({ version: 99 })).toBeNull();
    expect(summarizeStoredDesign(createEmptyDesign())?.rooms).toBe(0);
  });
});
