import { describe, expect, it } from 'vitest';
import { validateDesign } from '../validate.ts';
import { DesignMigrationError, migrateDesign, runMigrations } from './migrate.ts';

const v0 = {
  version: 0,
  corners: [
    { id: 'a', x: 0, y: 0 },
    { id: 'b', x: 4.2, y: 0 },
    { id: 'c', x: 4.2, y: 3 },
    { id: 'd', x: 0, y: 3 },
  ],
  walls: [
    { id: 'ab', start: 'a', end: 'b', thickness: 0.12, height: 2.6 },
    { id: 'bc', start: 'b', end: 'c', thickness: 0.12, height: 2.6 },
    { id: 'cd', start: 'c', end: 'd', thickness: 0.12, height: 2.6 },
    { id: 'da', start: 'd', end: 'a', thickness: 0.12, height: 2.6 },
  ],
  openings: [{ id: 'door', wallId: 'ab', kind: 'door', at: 1.5, width: 0.9 }],
  rooms: [{ id: 'room', name: 'Study', corners: ['a', 'b', 'c', 'd'] }],
  items: [{ id: 'desk', productId: 'p-desk', x: 1.25, y: 0.5, rotation: 0.5 }],
};

describe('migrateDesign', () => {
  it('upgrades a version-0 document (metres, one top-level floor) to a valid current one', () => {
    const migrated = migrateDesign(v0);
    const result = validateDesign(migrated);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const floor = result.design.floors[0]!;
    expect(result.design.activeFloorId).toBe(floor.id);
    expect(floor.height).toBe(2600);
    expect(floor.corners[1]).toEqual({ archiId: 'b', position: { x: 4200, y: 0 } });
    expect(floor.walls[0]).toMatchObject({
      archiId: 'ab',
      corners: ['a', 'b'],
      thickness: 120,
      height: 2600,
    });
    expect(floor.openings[0]).toMatchObject({ editorTypeCode: 51, offset: 1500, width: 900, sillHeight: 0 });
    expect(floor.rooms[0]).toMatchObject({ name: 'Study', type: 'NONE', corners: ['a', 'b', 'c', 'd'] });
    expect(floor.items[0]).toMatchObject({ position: { x: 1250, y: 500, z: 0 }, rotation: { z: 0.5 } });
  });

  it('gives every floor of a version-1 document an empty camera list', () => {
    const current = migrateDesign(v0);
    const floors = (current.floors as Record<string, unknown>[]).map(({ cameras: _, ...floor }) => floor);
    const upgraded = migrateDesign({ ...current, version: 1, floors });
    expect(upgraded.version).toBe(2);
    expect((upgraded.floors as { cameras: unknown[] }[])[0]!.cameras).toEqual([]);
    expect(validateDesign(upgraded).ok).toBe(true);
  });

  it('leaves a current document as it is', () => {
    const current = migrateDesign(v0);
    expect(migrateDesign(current)).toBe(current);
  });

  it('reports the failing field of a malformed old document, and refuses unknown versions', () => {
    const bad = { ...v0, walls: [{ ...v0.walls[0]!, thickness: 'thick' }] };
    expect(() => migrateDesign(bad)).toThrow(DesignMigrationError);
    try {
      migrateDesign(bad);
    } catch (error) {
      expect((error as DesignMigrationError).path).toBe('walls.0.thickness');
    }
    expect(() => migrateDesign({ version: 7 })).toThrow(/newer/);
    expect(() => migrateDesign({ floors: [] })).toThrow(/version/);
    expect(() => migrateDesign([])).toThrow(DesignMigrationError);
  });

  it('chains steps in order and checks each lands on its target version', () => {
    const steps = [
      {
        from: 1,
        to: 2,
        up: (d: Record<string, unknown>) => ({ ...d, version: 2, trail: [...(d.trail as string[]), 'b'] }),
      },
      { from: 0, to: 1, up: (d: Record<string, unknown>) => ({ ...d, version: 1, trail: ['a'] }) },
    ];
    expect(runMigrations({ version: 0 }, steps, 2)).toEqual({ version: 2, trail: ['a', 'b'] });
    expect(() => runMigrations({ version: 0 }, [{ from: 0, to: 1, up: (d) => d }], 1)).toThrow(
      /did not produce/,
    );
    expect(() => runMigrations({ version: 1 }, steps.slice(1), 2)).toThrow(/no upgrade from version 1/);
  });
});
