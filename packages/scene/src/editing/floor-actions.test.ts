import { describe, expect, it } from 'vitest';
import { createEmptyDesign } from '../document/design.ts';
import {
  addFloor,
  deleteFloor,
  renameFloor,
  reorderFloors,
  setActiveFloor,
  setFloorProps,
  setTracingImage,
} from './floor-actions.ts';

const threeFloors = () => {
  let d = createEmptyDesign({ floorId: 'f1' });
  d = addFloor(d, { id: 'f2' });
  d = addFloor(d, { id: 'f3', height: 3000, activate: false });
  return d;
};

describe('floor actions', () => {
  it('stacks new floors on top and activates them unless told not to', () => {
    const d = threeFloors();
    expect(d.floors.map((f) => [f.id, f.title, f.elevation, f.height])).toEqual([
      ['f1', '1F', 0, 2400],
      ['f2', '2F', 2400, 2400],
      ['f3', '3F', 4800, 3000],
    ]);
    expect(d.activeFloorId).toBe('f2');
    expect(() => addFloor(d, { id: 'f1' })).toThrow(/exists/);
  });

  it('renames floors and changes their elevation and height', () => {
    const d = setFloorProps(renameFloor(threeFloors(), { floorId: 'f2', title: 'Loft' }), {
      floorId: 'f2',
      height: 2700,
    });
    expect(d.floors[1]).toMatchObject({ title: 'Loft', height: 2700, elevation: 2400 });
    expect(() => setFloorProps(d, { floorId: 'f2', height: 0 })).toThrow(/positive/);
    expect(() => renameFloor(d, { floorId: 'zz', title: 'x' })).toThrow(/no floor/);
  });

  it('reorders floors, refusing a list that is not a permutation', () => {
    const d = reorderFloors(threeFloors(), { floorIds: ['f3', 'f1', 'f2'] });
    expect(d.floors.map((f) => f.id)).toEqual(['f3', 'f1', 'f2']);
    expect(() => reorderFloors(d, { floorIds: ['f1', 'f2'] })).toThrow(/exactly once/);
    expect(() => reorderFloors(d, { floorIds: ['f1', 'f1', 'f2'] })).toThrow(/exactly once/);
  });

  it('deletes a floor, moving the active floor down, and never the last one', () => {
    const d = deleteFloor(threeFloors(), { floorId: 'f2' });
    expect(d.floors.map((f) => f.id)).toEqual(['f1', 'f3']);
    expect(d.activeFloorId).toBe('f1');
    const single = createEmptyDesign();
    expect(() => deleteFloor(single, { floorId: single.activeFloorId })).toThrow(/at least one/);
  });

  it('switches the active floor', () => {
    expect(setActiveFloor(threeFloors(), { floorId: 'f3' }).activeFloorId).toBe('f3');
    expect(() => setActiveFloor(threeFloors(), { floorId: 'nope' })).toThrow(/no floor/);
  });

  it('sets and removes a tracing image', () => {
    const image = { blobId: 'b1', scaleMmPerPixel: 10, offset: { x: -500, y: 0 }, rotation: 0, opacity: 0.5 };
    const d = setTracingImage(createEmptyDesign(), { image });
    expect(d.floors[0]!.tracingImage).toEqual(image);
    expect('tracingImage' in setTracingImage(d, { image: null }).floors[0]!).toBe(false);
    expect(() => setTracingImage(d, { image: { ...image, opacity: 2 } })).toThrow(/invalid/);
  });
});
