import { describe, expect, it } from 'vitest';
import { createEmptyDesign } from '../document/design.ts';
import { designOf, rectangleFloor } from '../document/test-designs.ts';
import { addItem, moveItem } from '../kinds/item/actions.ts';
import { moveCorner, settleFloor } from '../kinds/wall/actions.ts';
import { renameFloor } from './floor-actions.ts';
import { History } from './history.ts';

const clock = () => {
  let t = 0;
  return { now: () => t, advance: (ms: number) => (t += ms) };
};
const withSofa = () =>
  addItem(createEmptyDesign(), {
    productId: 'sofa',
    editorTypeCode: 10,
    position: { x: 0, y: 0, z: 0 },
    id: 'sofa',
  });
const sofaX = (h: History) => h.design.floors[0]!.items[0]!.position.x;
const at = (x: number) => ({ x, y: 0, z: 0 });

describe('History', () => {
  it('undoes and redoes actions in order', () => {
    const start = withSofa();
    const history = new History(start);
    history.apply(moveItem, { itemId: 'sofa', position: at(100) });
    history.apply(renameFloor, { floorId: start.activeFloorId, title: 'Ground' });
    expect(history.undoLabels).toEqual(['moveItem', 'renameFloor']);
    expect(history.undo()).toBe(true);
    expect(history.design.floors[0]!.title).toBe('1F');
    expect(history.undo()).toBe(true);
    expect(history.design).toEqual(start);
    expect(history.canUndo).toBe(false);
    expect(history.undo()).toBe(false);
    history.redo();
    history.redo();
    expect(sofaX(history)).toBe(100);
    expect(history.design.floors[0]!.title).toBe('Ground');
    expect(history.canRedo).toBe(false);
  });

  it('records a gesture of many moves as one undo step', () => {
    const base = designOf(rectangleFloor());
    const history = new History(base);
    history.beginGesture();
    for (let x = 4100; x <= 5000; x += 100) {
      history.apply(moveCorner, { cornerId: 'c2', position: { x, y: 0 }, settle: false });
    }
    history.apply(settleFloor, {});
    expect(history.canUndo).toBe(false);
    history.commitGesture();
    expect(history.undoLabels).toEqual(['moveCorner']);
    history.undo();
    expect(history.design).toEqual(base);
    history.redo();
    expect(history.design.floors[0]!.corners[1]!.position).toEqual({ x: 5000, y: 0 });
  });

  it('cancels a gesture back to where it began, recording nothing', () => {
    const base = withSofa();
    const history = new History(base);
    history.beginGesture();
    history.apply(moveItem, { itemId: 'sofa', position: at(300) });
    history.cancelGesture();
    expect(history.design).toBe(base);
    expect(history.canUndo).toBe(false);
  });

  it('merges repeated updates of the same target within 500 ms, not later, not across targets', () => {
    const time = clock();
    const history = new History(withSofa(), { now: time.now });
    history.apply(moveItem, { itemId: 'sofa', position: at(10) });
    time.advance(300);
    history.apply(moveItem, { itemId: 'sofa', position: at(20) });
    time.advance(300);
    history.apply(moveItem, { itemId: 'sofa', position: at(30) });
    expect(history.undoLabels).toHaveLength(1);
    time.advance(501);
    history.apply(moveItem, { itemId: 'sofa', position: at(40) });
    expect(history.undoLabels).toHaveLength(2);
    history.apply(renameFloor, { floorId: history.design.activeFloorId, title: 'A' });
    history.apply(moveItem, { itemId: 'sofa', position: at(50) });
    expect(history.undoLabels).toHaveLength(4);
    history.undo();
    history.undo();
    history.undo();
    expect(sofaX(history)).toBe(30);
    history.undo();
    expect(sofaX(history)).toBe(0);
  });

  it('never merges into a step after an undo', () => {
    const time = clock();
    const history = new History(withSofa(), { now: time.now });
    history.apply(moveItem, { itemId: 'sofa', position: at(10) });
    time.advance(600);
    history.apply(moveItem, { itemId: 'sofa', position: at(20) });
    history.undo();
    history.apply(moveItem, { itemId: 'sofa', position: at(30) });
    expect(history.undoLabels).toHaveLength(2);
    history.undo();
    expect(sofaX(history)).toBe(10);
  });

  it('clears redo when a new action is applied', () => {
    const history = new History(withSofa());
    history.apply(moveItem, { itemId: 'sofa', position: at(10) });
    history.undo();
    expect(history.canRedo).toBe(true);
    history.apply(renameFloor, { floorId: history.design.activeFloorId, title: 'B' });
    expect(history.canRedo).toBe(false);
    expect(history.redo()).toBe(false);
  });

  it('does not record actions that change nothing, nor merged updates that end where they began', () => {
    const time = clock();
    const history = new History(withSofa(), { now: time.now });
    history.apply(moveItem, { itemId: 'sofa', position: at(0) });
    expect(history.canUndo).toBe(false);
    history.apply(moveItem, { itemId: 'sofa', position: at(10) });
    time.advance(100);
    history.apply(moveItem, { itemId: 'sofa', position: at(0) });
    expect(history.canUndo).toBe(false);
  });

  it('loads a design without an undo step and clears both stacks', () => {
    const history = new History(withSofa());
    history.apply(moveItem, { itemId: 'sofa', position: at(10) });
    history.apply(moveItem, { itemId: 'sofa', position: at(20) });
    history.undo();
    const other = createEmptyDesign();
    history.load(other);
    expect(history.design).toBe(other);
    expect(history.canUndo).toBe(false);
    expect(history.canRedo).toBe(false);
    expect(history.undo()).toBe(false);
  });

  it('drops the oldest steps beyond its limit', () => {
    const time = clock();
    const history = new History(withSofa(), { limit: 3, now: time.now });
    for (let i = 1; i <= 5; i++) {
      time.advance(1000);
      history.apply(moveItem, { itemId: 'sofa', position: at(i) });
    }
    while (history.undo());
    expect(sofaX(history)).toBe(2);
  });
});
