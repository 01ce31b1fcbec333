import { describe, expect, it } from 'vitest';
import { createEmptyDesign } from '../../document/design.ts';
import { addItem, setItemProps } from './actions.ts';
import { setItemPlacement, turnItems } from './placement-actions.ts';

function twoItems() {
  let d = createEmptyDesign();
  d = addItem(d, { id: 'a', productId: 'p', editorTypeCode: 10, position: { x: 1000, y: 1000, z: 0 } });
  d = addItem(d, { id: 'b', productId: 'p', editorTypeCode: 30, position: { x: 3000, y: 1000, z: 1200 } });
  return d;
}
const item = (d: ReturnType<typeof twoItems>, id: string) =>
  d.floors[0]!.items.find((i) => i.archiId === id)!;

describe('setItemPlacement', () => {
  it('sets each typed number on every item given and keeps the others', () => {
    const d = setItemPlacement(twoItems(), { itemIds: ['a', 'b'], x: 2000, angle: Math.PI / 2 });
    expect(item(d, 'a').position).toEqual({ x: 2000, y: 1000, z: 0 });
    expect(item(d, 'b').position).toEqual({ x: 2000, y: 1000, z: 1200 });
    expect(item(d, 'b').rotation.z).toBeCloseTo(Math.PI / 2);
    const raised = setItemPlacement(d, { itemIds: ['b'], z: 1500 });
    expect(item(raised, 'b').position.z).toBe(1500);
    expect(item(raised, 'a')).toBe(item(d, 'a'));
  });

  it('leaves locked items where they are', () => {
    const locked = setItemProps(twoItems(), { itemIds: ['a'], lock: true });
    const d = setItemPlacement(locked, { itemIds: ['a', 'b'], y: 0 });
    expect(item(d, 'a').position.y).toBe(1000);
    expect(item(d, 'b').position.y).toBe(0);
  });
});

describe('turnItems', () => {
  it('turns one item in place', () => {
    const d = turnItems(twoItems(), { itemIds: ['a'], angle: Math.PI / 12 });
    expect(item(d, 'a').position).toEqual({ x: 1000, y: 1000, z: 0 });
    expect(item(d, 'a').rotation.z).toBeCloseTo(Math.PI / 12);
  });

  it('turns several items about their middle, keeping their arrangement', () => {
    const d = turnItems(twoItems(), { itemIds: ['a', 'b'], angle: Math.PI / 2 });
    // Clockwise on screen (+x towards +y): the pair that lay east–west now lies north–south.
    expect(item(d, 'a').position.x).toBeCloseTo(2000);
    expect(item(d, 'a').position.y).toBeCloseTo(0);
    expect(item(d, 'b').position.x).toBeCloseTo(2000);
    expect(item(d, 'b').position.y).toBeCloseTo(2000);
    expect(item(d, 'b').position.z).toBe(1200);
  });

  it('turns nothing when one of them is locked', () => {
    const locked = setItemProps(twoItems(), { itemIds: ['b'], lock: true });
    expect(turnItems(locked, { itemIds: ['a', 'b'], angle: 1 })).toBe(locked);
  });
});
