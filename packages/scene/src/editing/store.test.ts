import { describe, expect, it, vi } from 'vitest';
import { createEmptyDesign } from '../document/design.ts';
import { floorHas, OBJECT_KINDS } from '../document/kinds.ts';
import { designOf, rectangleFloor } from '../document/test-designs.ts';
import { addItem, moveItem } from '../kinds/item/actions.ts';
import { deleteWalls } from '../kinds/wall/actions.ts';
import { DesignStore } from './store.ts';

describe('DesignStore', () => {
  it('notifies subscribers and keeps the snapshot stable between changes', () => {
    const store = new DesignStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const first = store.getSnapshot();
    expect(store.getSnapshot()).toBe(first);
    store.dispatch(addItem, { productId: 'p', editorTypeCode: 10, position: { x: 0, y: 0, z: 0 }, id: 'it' });
    expect(listener).toHaveBeenCalledTimes(1);
    const second = store.getSnapshot();
    expect(second).not.toBe(first);
    expect(second.canUndo).toBe(true);
    store.dispatch(moveItem, { itemId: 'it', position: { x: 0, y: 0, z: 0 } });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.undo();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().design.floors[0]!.items).toEqual([]);
  });

  it('drops deleted objects from the selection and clears it on load', () => {
    const store = new DesignStore(designOf(rectangleFloor()));
    store.select([
      { kind: 'wall', id: 'w1' },
      { kind: 'wall', id: 'w2' },
    ]);
    store.dispatch(deleteWalls, { wallIds: ['w1'] });
    expect(store.getSnapshot().selection).toEqual([{ kind: 'wall', id: 'w2' }]);
    const floor = store.getSnapshot().design.floors[0]!;
    expect([
      floorHas(floor, { kind: 'wall', id: 'w2' }),
      floorHas(floor, { kind: 'wall', id: 'w1' }),
    ]).toEqual([true, false]);
    expect(OBJECT_KINDS.opening).toBe('openings');
    store.undo();
    expect(store.getSnapshot().canRedo).toBe(true);
    store.load(createEmptyDesign());
    expect(store.getSnapshot()).toMatchObject({ selection: [], canUndo: false, canRedo: false });
  });

  it('makes a gesture one undo step and restores on cancel', () => {
    const store = new DesignStore();
    store.dispatch(addItem, { productId: 'p', editorTypeCode: 10, position: { x: 0, y: 0, z: 0 }, id: 'it' });
    store.beginGesture();
    for (const x of [10, 20, 30]) store.dispatch(moveItem, { itemId: 'it', position: { x, y: 0, z: 0 } });
    store.commitGesture();
    store.undo();
    expect(store.getSnapshot().design.floors[0]!.items[0]!.position.x).toBe(0);
    store.beginGesture();
    store.dispatch(moveItem, { itemId: 'it', position: { x: 99, y: 0, z: 0 } });
    store.cancelGesture();
    expect(store.getSnapshot().design.floors[0]!.items[0]!.position.x).toBe(0);
  });
});
