import { describe, expect, it } from 'vitest';
import { designOf, rectangleFloor } from '../../document/test-designs.ts';
import { loadStoredDesign, validateDesign } from '../../document/validate.ts';
import { ActionError } from '../../editing/action.ts';
import { deleteObjects } from '../../editing/delete-objects.ts';
import { DesignStore } from '../../editing/store.ts';
import { describeFloor } from '../../parts/scene-parts.ts';
import { addColumn, changeColumn, deleteColumns } from './actions.ts';
import { columnContains, columnOutline } from './geometry.ts';

const storeWithColumns = () => {
  const store = new DesignStore(designOf(rectangleFloor(6000, 4000)));
  store.dispatch(addColumn, { id: 'square', position: { x: 1000, y: 1000 } });
  store.dispatch(addColumn, { id: 'round', shape: 'round', position: { x: 4000, y: 2000 }, size: 300 });
  return store;
};
const columnsOf = (store: DesignStore) => store.getSnapshot().design.floors[0]!.columns;

describe('structural columns', () => {
  it('are placed square 400 × 400 or round, floor to ceiling, and undone in one step each', () => {
    const store = storeWithColumns();
    expect(columnsOf(store)).toEqual([
      {
        archiId: 'square',
        shape: 'square',
        position: { x: 1000, y: 1000 },
        width: 400,
        depth: 400,
        rotation: 0,
      },
      { archiId: 'round', shape: 'round', position: { x: 4000, y: 2000 }, diameter: 300 },
    ]);
    expect(validateDesign(store.getSnapshot().design).ok).toBe(true);
    store.undo();
    expect(columnsOf(store).map((c) => c.archiId)).toEqual(['square']);
  });

  it('change shape keeping their size, and refuse a size that is not positive', () => {
    const store = storeWithColumns();
    store.dispatch(changeColumn, {
      columnId: 'square',
      change: { width: 600, rotation: Math.PI / 4, height: 2000 },
    });
    store.dispatch(changeColumn, { columnId: 'square', change: { shape: 'round' } });
    expect(columnsOf(store)[0]).toEqual({
      archiId: 'square',
      shape: 'round',
      position: { x: 1000, y: 1000 },
      height: 2000,
      diameter: 600,
    });
    store.dispatch(changeColumn, { columnId: 'round', change: { shape: 'square', height: null } });
    expect(columnsOf(store)[1]).toMatchObject({ shape: 'square', width: 300, depth: 300, rotation: 0 });
    expect(() => store.dispatch(changeColumn, { columnId: 'round', change: { width: 0 } })).toThrow(
      ActionError,
    );
  });

  it('are hit inside their outline (turned with the column) and within the tolerance around it', () => {
    const [square, round] = columnsOf(storeWithColumns());
    const turned = { ...square!, rotation: Math.PI / 4 } as typeof square & { shape: 'square' };
    expect(columnContains(square!, { x: 1190, y: 1190 })).toBe(true);
    expect(columnContains(turned, { x: 1190, y: 1190 })).toBe(false);
    expect(columnContains(turned, { x: 1000, y: 1270 })).toBe(true);
    expect(columnContains(round!, { x: 4140, y: 2000 })).toBe(true);
    expect(columnContains(round!, { x: 4160, y: 2000 })).toBe(false);
    expect(columnContains(round!, { x: 4160, y: 2000 }, 20)).toBe(true);
    expect(columnOutline(round!)).toHaveLength(32);
  });

  it('are drawn in 3D from the floor level to the storey height, or their own height', () => {
    const store = storeWithColumns();
    store.dispatch(changeColumn, { columnId: 'round', change: { height: 1200 } });
    const floor = { ...store.getSnapshot().design.floors[0]!, elevation: 3000 };
    const parts = describeFloor(floor, { ceilings: true }).meshes.filter((m) => m.kind === 'column');
    expect(parts.map((p) => p.id)).toEqual(['square', 'round']);
    const heights = parts.map((p) => {
      const ys = p.mesh.positions.filter((_, i) => i % 3 === 1);
      return [Math.min(...ys), Math.max(...ys)];
    });
    expect(heights).toEqual([
      [3000, 3000 + floor.height],
      [3000, 4200],
    ]);
    expect(parts[0]!.mesh.groups.map((g) => g.part)).toEqual(['side', 'top']);
    // Every side faces away from the column's axis.
    const { positions, normals } = parts[1]!.mesh;
    for (let i = 0; i < positions.length; i += 3) {
      if (normals[i + 1] !== 0) continue;
      const outwards = (positions[i]! - 4000) * normals[i]! + (positions[i + 2]! - 2000) * normals[i + 2]!;
      expect(outwards).toBeGreaterThan(0);
    }
  });

  it('are deleted alone and with a mixed selection', () => {
    const store = storeWithColumns();
    store.dispatch(deleteObjects, {
      refs: [
        { kind: 'column', id: 'square' },
        { kind: 'wall', id: 'w1' },
      ],
    });
    const floor = store.getSnapshot().design.floors[0]!;
    expect(floor.columns.map((c) => c.archiId)).toEqual(['round']);
    expect(floor.walls.map((w) => w.archiId)).not.toContain('w1');
    store.dispatch(deleteColumns, { columnIds: ['round'] });
    expect(columnsOf(store)).toEqual([]);
  });

  it('are no format change: a stored document from before columns loads with none', () => {
    const { columns: _none, ...older } = rectangleFloor();
    const loaded = loadStoredDesign(
      JSON.parse(JSON.stringify({ ...designOf(rectangleFloor()), floors: [older] })),
    );
    expect(loaded.ok && loaded.design.floors[0]!.columns).toEqual([]);
    const bad = loadStoredDesign({
      ...designOf(rectangleFloor()),
      floors: [
        { ...older, columns: [{ archiId: 'x', shape: 'round', position: { x: 0, y: 0 }, diameter: -1 }] },
      ],
    });
    expect(bad).toMatchObject({ ok: false, issues: [{ path: 'floors.0.columns.0.diameter' }] });
  });
});
