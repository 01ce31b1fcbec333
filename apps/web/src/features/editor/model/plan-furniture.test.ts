import { addItem, createEmptyDesign, type Design } from '@roomcraft/scene';
import { describe, expect, it } from 'vitest';
import { itemShape } from '../kinds/item/item-shapes.ts';
import { TestEditor } from '../test/test-editor.ts';

const SOFA = { width: 2000, depth: 900, height: 800 };

/** A sofa turned a quarter (its width along the plan's y) at (3000, 2000), and a lamp of unknown size. */
function furnished(): Design {
  let d = createEmptyDesign();
  d = addItem(d, {
    id: 'sofa',
    productId: 'sofa-product',
    editorTypeCode: 10,
    position: { x: 3000, y: 2000, z: 0 },
    rotation: { z: Math.PI / 2 },
  });
  d = addItem(d, {
    id: 'lamp',
    productId: 'lamp-product',
    editorTypeCode: 20,
    position: { x: 6000, y: 2000, z: 0 },
  });
  return d;
}

const editorWithSizes = () =>
  new TestEditor(furnished(), { sizeOf: (id) => (id === 'sofa-product' ? SOFA : undefined) });
const item = (e: TestEditor, id: string) => e.floor.items.find((i) => i.archiId === id)!;

describe('furniture in the plan', () => {
  it('is caught at its real footprint and turn', () => {
    const e = editorWithSizes();
    // Turned a quarter, the 2 m sofa reaches 1 m up and down the plan from its middle, 450 mm across.
    expect(e.hitTest({ x: 3000, y: 2950 })).toEqual({ kind: 'item', id: 'sofa' });
    expect(e.hitTest({ x: 3400, y: 2000 })).toEqual({ kind: 'item', id: 'sofa' });
    expect(e.hitTest({ x: 3700, y: 2000 })).toBeUndefined();
    // A product whose size is not known yet is caught as the 600 mm placeholder.
    expect(e.hitTest({ x: 6250, y: 2000 })).toEqual({ kind: 'item', id: 'lamp' });
  });

  it('draws its outline, front edge and top-view symbol turned with it', () => {
    const shape = itemShape(item(editorWithSizes(), 'sofa'), SOFA, '/blobs/sofa-top.png');
    expect(shape.transform).toBe('translate(3000 2000) rotate(90)');
    // The symbol is square (the longer side fills 90 % of it), centred in the item's own frame.
    expect(shape.symbol).toMatchObject({
      href: '/blobs/sofa-top.png',
      width: 2000 / 0.9,
      height: 2000 / 0.9,
    });
    expect(shape.symbol!.x).toBeCloseTo(-1000 / 0.9);
    // The front edge faces plan −x after a quarter turn (front is +y unturned).
    expect(shape.front).toBe('M2550 3000L2550 1000');
    expect(itemShape(item(editorWithSizes(), 'lamp'), undefined, null).symbol).toBeUndefined();
  });

  it('is selected, moved, turned and deleted from the keyboard, each undoable', () => {
    const e = editorWithSizes();
    e.press('Tab');
    expect(e.selection).toEqual([]);
    expect(e.commands.selectNextItem(false)).toBe(true);
    expect(e.selection).toEqual([{ kind: 'item', id: 'sofa' }]);
    e.press('ArrowRight');
    expect(item(e, 'sofa').position.x).toBe(3100);
    e.press(']');
    expect(item(e, 'sofa').rotation.z).toBeCloseTo(Math.PI / 2 + Math.PI / 12);
    e.press('{', { shiftKey: true });
    expect(item(e, 'sofa').rotation.z).toBeCloseTo(Math.PI / 12);
    e.press('Delete');
    expect(e.floor.items.map((i) => i.archiId)).toEqual(['lamp']);
    e.press('z', { ctrlKey: true });
    expect(item(e, 'sofa').rotation.z).toBeCloseTo(Math.PI / 12);
    expect(e.commands.selectNextItem(false)).toBe(true);
    expect(e.commands.selectNextItem(false)).toBe(true);
    expect(e.selection).toEqual([{ kind: 'item', id: 'lamp' }]);
    // Past the last piece, Tab leaves the plan.
    expect(e.commands.selectNextItem(false)).toBe(false);
    expect(e.commands.selectNextItem(true)).toBe(true);
    expect(e.selection).toEqual([{ kind: 'item', id: 'sofa' }]);
  });

  it('is dragged by its footprint, away from its middle', () => {
    const e = editorWithSizes();
    e.drag({ x: 3000, y: 2800 }, { x: 4000, y: 2800 });
    expect(item(e, 'sofa').position).toMatchObject({ x: 4000, y: 2000 });
  });

  it('turns by its handle in front of it, on 15° steps, as one undo step', () => {
    const e = editorWithSizes();
    e.click(3000, 2000);
    expect(e.selection).toEqual([{ kind: 'item', id: 'sofa' }]);
    // Turned a quarter, the sofa faces plan −x: its handle is 450 mm + 22 px (220 mm here) that way.
    const handle = e.itemTurnHandleAt({ x: 3000 - 450 - 220, y: 2000 });
    expect(handle).toBe('sofa');
    e.down(3000 - 670, 2000);
    e.move(3000 - 500, 1400);
    e.move(3000, 1000);
    e.expectToBeIn('select.turning-item');
    e.up();
    // Its front now points up the plan (−y): a half turn, snapped.
    expect(Math.cos(item(e, 'sofa').rotation.z)).toBeCloseTo(-1);
    e.press('z', { ctrlKey: true });
    expect(item(e, 'sofa').rotation.z).toBeCloseTo(Math.PI / 2);
  });
});
