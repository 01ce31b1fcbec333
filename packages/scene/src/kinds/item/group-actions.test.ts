import { describe, expect, it } from 'vitest';
import { designOf, rectangleFloor } from '../../document/test-designs.ts';
import { validateDesign } from '../../document/validate.ts';
import { DesignStore } from '../../editing/store.ts';
import { groupItems, moveItems, switchItemOption, ungroupItems, withGroups } from './group-actions.ts';
import type { Item } from './schema.ts';

const item = (archiId: string, x: number, extra: Partial<Item> = {}): Item => ({
  archiId,
  productId: 'chair-red',
  editorTypeCode: 10,
  position: { x, y: 1000, z: 0 },
  rotation: { z: 0 },
  scale: { x: 1, y: 1, z: 1 },
  lock: false,
  visible: true,
  ...extra,
});
const design = (...items: Item[]) => designOf(rectangleFloor(4000, 3000, { items }));
const items = (d: ReturnType<typeof design>) => d.floors[0]!.items;

describe('item options', () => {
  it('switches the option shown as one undo step, and back to the placed product', () => {
    const store = new DesignStore(design(item('a', 500)));
    store.dispatch(switchItemOption, { itemId: 'a', optionId: 'chair-blue' });
    expect(items(store.getSnapshot().design)[0]!.optionId).toBe('chair-blue');
    expect(validateDesign(store.getSnapshot().design).ok).toBe(true);
    store.dispatch(switchItemOption, { itemId: 'a', optionId: 'chair-red' });
    expect(items(store.getSnapshot().design)[0]).not.toHaveProperty('optionId');
    store.undo();
    expect(items(store.getSnapshot().design)[0]!.optionId).toBe('chair-blue');
    store.undo();
    expect(items(store.getSnapshot().design)[0]).not.toHaveProperty('optionId');
    expect(store.getSnapshot().canUndo).toBe(false);
  });

  it('leaves a locked item as it is', () => {
    const d = design(item('a', 500, { lock: true }));
    expect(switchItemOption(d, { itemId: 'a', optionId: 'chair-blue' })).toBe(d);
  });
});

describe('item groups', () => {
  it('groups items with the groups they are in, and ungroups every member', () => {
    const d = design(item('a', 500), item('b', 1000, { groupId: 'g0' }), item('c', 1500, { groupId: 'g0' }));
    const grouped = groupItems(d, { itemIds: ['a', 'b'], groupId: 'g1' });
    expect(items(grouped).map((i) => i.groupId)).toEqual(['g1', 'g1', 'g1']);
    expect(validateDesign(grouped).ok).toBe(true);
    const single = ungroupItems(grouped, { itemIds: ['c'] });
    expect(items(single).every((i) => i.groupId === undefined)).toBe(true);
  });

  it('makes no group of a single item', () => {
    const d = design(item('a', 500), item('b', 1000));
    expect(groupItems(d, { itemIds: ['a'] })).toBe(d);
  });

  it('selects a whole group from one member', () => {
    const floor = rectangleFloor(4000, 3000, {
      items: [item('a', 500, { groupId: 'g' }), item('b', 1000), item('c', 1500, { groupId: 'g' })],
    });
    expect(withGroups(floor, ['c'])).toEqual(['a', 'c']);
    expect(withGroups(floor, ['b', 'gone'])).toEqual(['b']);
  });

  it('moves a group as one step, and not at all when a member is locked', () => {
    const store = new DesignStore(
      design(item('a', 500, { groupId: 'g' }), item('b', 1000, { groupId: 'g' })),
    );
    store.beginGesture('moveGroup');
    for (const dx of [100, 200, 300])
      store.dispatch(moveItems, {
        moves: [
          { itemId: 'a', position: { x: 500 + dx, y: 1000, z: 0 } },
          { itemId: 'b', position: { x: 1000 + dx, y: 1000, z: 0 }, rotation: { z: Math.PI / 2 } },
        ],
      });
    store.commitGesture();
    expect(items(store.getSnapshot().design).map((i) => i.position.x)).toEqual([800, 1300]);
    expect(items(store.getSnapshot().design)[1]!.rotation.z).toBeCloseTo(Math.PI / 2);
    store.undo();
    expect(items(store.getSnapshot().design).map((i) => i.position.x)).toEqual([500, 1000]);

    const locked = design(item('a', 500, { groupId: 'g', lock: true }), item('b', 1000, { groupId: 'g' }));
    const moves = [
      { itemId: 'a', position: { x: 0, y: 0, z: 0 } },
      { itemId: 'b', position: { x: 0, y: 0, z: 0 } },
    ];
    expect(moveItems(locked, { moves })).toBe(locked);
  });
});
