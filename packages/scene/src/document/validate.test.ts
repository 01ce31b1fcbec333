import { describe, expect, it } from 'vitest';
import { createEmptyDesign } from './design.ts';
import { designOf, rectangleFloor, testDoor } from './test-designs.ts';
import { loadStoredDesign, validateDesign } from './validate.ts';

const valid = () => {
  const floor = rectangleFloor();
  return designOf({
    ...floor,
    openings: [testDoor('o1', 'w1', 2000)],
    rooms: [
      {
        archiId: 'r1',
        corners: ['c1', 'c2', 'c3', 'c4'],
        name: 'Living',
        type: 'LIVING',
        hideCeiling: false,
      },
    ],
    items: [
      {
        archiId: 'i1',
        productId: 'p1',
        editorTypeCode: 10,
        position: { x: 1000, y: 1000, z: 0 },
        rotation: { z: Math.PI / 2 },
        scale: { x: 1, y: 1, z: 1 },
        lock: false,
        visible: true,
      },
    ],
    lights: [
      {
        archiId: 'l1',
        kind: 'point',
        position: { x: 2000, y: 1500, z: 2300 },
        color: '#ffeedd',
        intensity: 800,
      },
    ],
  });
};

describe('validateDesign', () => {
  it('accepts an empty design and a furnished one', () => {
    expect(validateDesign(createEmptyDesign()).ok).toBe(true);
    const result = validateDesign(valid());
    expect(result.ok).toBe(true);
  });

  it('returns the dotted path of a failing field', () => {
    const design = valid();
    const bad = {
      ...design,
      floors: [
        {
          ...design.floors[0]!,
          walls: design.floors[0]!.walls.map((w, i) => (i === 3 ? { ...w, thickness: -5 } : w)),
        },
      ],
    };
    const result = validateDesign(bad);
    expect(result).toMatchObject({ ok: false, issues: [{ path: 'floors.0.walls.3.thickness' }] });
  });

  it('refuses unknown fields, opening codes outside 51–58 and bad room types', () => {
    const design = valid();
    const floor = design.floors[0]!;
    const paths = (json: unknown) => {
      const r = validateDesign(json);
      return r.ok ? [] : r.issues.map((i) => i.path);
    };
    expect(paths({ ...design, extra: 1 })).toEqual(['extra']);
    expect(paths(designOf({ ...floor, walls: [{ ...floor.walls[0]!, colour: 'red' } as never] }))).toEqual([
      'floors.0.walls.0.colour',
    ]);
    expect(
      paths(designOf({ ...floor, openings: [{ ...floor.openings[0]!, editorTypeCode: 10 as 51 }] })),
    ).toEqual(['floors.0.openings.0.editorTypeCode']);
    expect(paths(designOf({ ...floor, rooms: [{ ...floor.rooms[0]!, type: 'custom:' as 'NONE' }] }))).toEqual(
      ['floors.0.rooms.0.type'],
    );
    expect(paths(designOf({ ...floor, rooms: [{ ...floor.rooms[0]!, type: 'custom:sauna' }] }))).toEqual([]);
  });

  it('refuses broken references with their paths', () => {
    const floor = valid().floors[0]!;
    const broken = designOf({
      ...floor,
      walls: [...floor.walls.slice(0, 3), { ...floor.walls[3]!, corners: ['c4', 'nope'] }],
      openings: [{ ...floor.openings[0]!, wallId: 'gone' }],
      items: [...floor.items, { ...floor.items[0]! }],
    });
    const result = validateDesign({ ...broken, activeFloorId: 'elsewhere' });
    expect(result.ok ? [] : result.issues.map((i) => i.path)).toEqual([
      'floors.0.walls.3.corners.1',
      'floors.0.openings.0.wallId',
      'floors.0.items.1.archiId',
      'activeFloorId',
    ]);
  });
});

describe('loadStoredDesign', () => {
  it('migrates, cleans up and validates a stored document', () => {
    const floor = valid().floors[0]!;
    const stored = designOf({ ...floor, openings: [{ ...floor.openings[0]!, offset: 9000 }] });
    const result = loadStoredDesign(JSON.parse(JSON.stringify(stored)));
    expect(result.ok && result.design.floors[0]!.openings[0]!.offset).toBe(4000 - 450);
  });

  it('reports a document from a newer editor at its version', () => {
    expect(loadStoredDesign({ ...valid(), version: 99 })).toMatchObject({
      ok: false,
      issues: [{ path: 'version' }],
    });
  });
});
