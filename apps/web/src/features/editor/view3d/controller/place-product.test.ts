import { describe, expect, it } from 'vitest';
import { placeProduct } from './place-product.ts';
import { setUpController } from './test-controller.ts';

const sizes = {
  shelf: { width: 800, depth: 250, height: 300 },
  lamp: { width: 300, depth: 300, height: 500 },
};

describe('a product dropped on the 2D plan', () => {
  it('lands where it is dropped, by its placement rule', async () => {
    const { store, controller, item } = await setUpController([
      { id: 'table', productId: 'table', x: 2000, y: 1500 },
    ]);
    const sizeOf = (id: string) => sizes[id as keyof typeof sizes] ?? controller.directory.sizeOf(id);
    // A wall shelf dropped near the top wall (its inner face is at y = 50) hangs on it, facing the room.
    const shelf = placeProduct(
      store,
      { id: 'shelf', editorTypeCode: 30, size: sizes.shelf },
      { point: { x: 1000, y: 300 } },
      sizeOf,
    );
    expect(item(shelf)).toMatchObject({
      editorTypeCode: 30,
      position: { x: 1000, y: 50 + 125, z: 1400 - 150 },
    });
    expect(store.getSnapshot().selection).toEqual([{ kind: 'item', id: shelf }]);
    // A standing lamp dropped on the table (700 mm high) stands on it.
    const lamp = placeProduct(
      store,
      { id: 'lamp', editorTypeCode: 20, size: null },
      { point: { x: 2100, y: 1500 } },
      sizeOf,
    );
    expect(item(lamp)!.position).toEqual({ x: 2100, y: 1500, z: 700 });
    store.undo();
    expect(item(lamp)).toBeUndefined();
  });

  it('lands inside the room when dropped outside the building', async () => {
    const { store, controller, item } = await setUpController([]);
    // Dropped 1.5 m south of the room's bottom wall (inner face at y = 2950): it stands inside,
    // backed against that wall.
    const sofa = placeProduct(
      store,
      { id: 'sofa', editorTypeCode: 10, size: { width: 2000, depth: 900, height: 800 } },
      { point: { x: 1800, y: 4500 }, target: { kind: 'floor' } },
      controller.directory.sizeOf,
    );
    const placed = item(sofa)!;
    expect(placed.position.x).toBeCloseTo(1800, 0);
    expect(placed.position.y).toBeCloseTo(2950 - 450, 0);
  });
});
