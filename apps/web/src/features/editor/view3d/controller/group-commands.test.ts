import type { Product } from '@roomcraft/contract';
import { groupItems } from '@roomcraft/scene';
import { describe, expect, it } from 'vitest';
import { groupSelected, selectItem, ungroupSelected } from './group-commands.ts';
import { deleteSelected, duplicateSelected, followTurn, switchOption } from './item-commands.ts';
import { ItemDrag } from './item-drag.ts';
import { setUpController, testDirectory } from './test-controller.ts';

const twoChairs = () =>
  setUpController([
    { id: 'a', productId: 'chair', x: 1000, y: 1500 },
    { id: 'b', productId: 'chair', x: 2000, y: 1500 },
    { id: 'c', productId: 'sofa', x: 3000, y: 1000 },
  ]);

describe('groups in the 3D view', () => {
  it('groups the selected items; clicking one member then selects the group', async () => {
    const { store, controller, item } = await twoChairs();
    selectItem(controller, 'a', false);
    selectItem(controller, 'b', true);
    expect(controller.state.get().selectedItem).toMatchObject({
      id: 'a',
      members: ['a', 'b'],
      grouped: false,
    });
    groupSelected(controller);
    expect(item('a')!.groupId).toBeDefined();
    expect(item('b')!.groupId).toBe(item('a')!.groupId);
    store.select([]);
    selectItem(controller, 'b', false);
    expect(controller.state.get().selectedItem).toMatchObject({
      id: 'b',
      members: ['a', 'b'],
      grouped: true,
    });
    expect(controller.overlay.getObjectByName('selection-outline')!.children).toHaveLength(2);
    ungroupSelected(controller);
    expect(item('a')!.groupId).toBeUndefined();
    selectItem(controller, 'a', false);
    expect(controller.state.get().selectedItem!.members).toEqual(['a']);
  });

  it('moves and turns a group as one body in one undo step', async () => {
    const { store, controller, item } = await twoChairs();
    store.dispatch(groupItems, { itemIds: ['a', 'b'], groupId: 'g' });
    selectItem(controller, 'a', false);
    // Grabbed at a's middle, dragged 400 mm east without snapping.
    const drag = ItemDrag.begin(controller, { ...item('a')!.position, z: 350 })!;
    for (const x of [1200, 1400]) drag.moveTo({ point: { x, y: 2000 } }, true);
    drag.end();
    expect(item('a')!.position).toMatchObject({ x: 1400, y: 2000 });
    expect(item('b')!.position).toMatchObject({ x: 2400, y: 2000 });
    expect(item('c')!.position).toMatchObject({ x: 3000, y: 1000 });
    // A quarter turn clockwise on the plan about the lead: b swings from its right to below it.
    store.beginGesture('rotateItem');
    controller.proxy.rotation.set(0, -Math.PI / 2, 0);
    followTurn(controller);
    store.commitGesture();
    expect(item('b')!.position.x).toBeCloseTo(1400);
    expect(item('b')!.position.y).toBeCloseTo(3000);
    expect(item('b')!.rotation.z).toBeCloseTo(Math.PI / 2);
    store.undo();
    store.undo();
    expect(item('b')!.position).toMatchObject({ x: 2000, y: 1500 });
    expect(item('b')!.rotation.z).toBe(0);
  });

  it('duplicates and deletes a whole group', async () => {
    const { store, controller } = await twoChairs();
    store.dispatch(groupItems, { itemIds: ['a', 'b'], groupId: 'g' });
    selectItem(controller, 'a', false);
    duplicateSelected(controller);
    const items = () => store.getSnapshot().design.floors[0]!.items;
    const copies = items().filter((i) => !['a', 'b', 'c'].includes(i.archiId));
    expect(copies).toHaveLength(2);
    expect(copies[0]!.groupId).toBe(copies[1]!.groupId);
    expect(copies[0]!.groupId).not.toBe('g');
    expect(copies[1]!.position.x - copies[0]!.position.x).toBeCloseTo(1000);
    expect(controller.state.get().selectedItem!.members).toHaveLength(2);
    deleteSelected(controller);
    expect(items().map((i) => i.archiId)).toEqual(['a', 'b', 'c']);
    store.undo();
    store.undo();
    expect(items()).toHaveLength(3);
  });
});

const withOptions = (options: string[]) =>
  ({ options: options.map((o, i) => ({ id: o, name: o, optionName: `colour ${i}` })) }) as Partial<Product>;

describe('options and lamps in the 3D view', () => {
  it('switches the option drawn in place, as one undo step', async () => {
    const { store, controller, item } = await setUpController(
      [{ id: 'a', productId: 'chair', x: 1000, y: 1500 }],
      { chair: withOptions(['chair', 'chair-blue']) },
    );
    selectItem(controller, 'a', false);
    switchOption(controller, 'chair-blue');
    expect(item('a')!.optionId).toBe('chair-blue');
    await controller.directory.models.settled();
    controller.refresh();
    const names = controller.group.getObjectByName('items')!.children.map((m) => m.name);
    expect(names).toEqual(['chair-blue']);
    store.undo();
    expect(item('a')!.optionId).toBeUndefined();
  });

  it('lights a placed lamp once its product is known, and the light goes with the lamp', async () => {
    const light = { kind: 'point' as const, intensity: 100, color: '#ffd8a8', bulbHeightMm: 1450 };
    const { store, controller } = await setUpController([{ id: 'l', productId: 'lamp', x: 1000, y: 1000 }], {
      lamp: { light },
    });
    const lamp = () => controller.group.getObjectByName('light-l:light');
    expect(lamp()?.position.toArray()).toEqual([1000, 1450, 1000]);
    selectItem(controller, 'l', false);
    deleteSelected(controller);
    expect(lamp()).toBeUndefined();
    expect(store.getSnapshot().design.floors[0]!.lights).toEqual([]);
  });
});

describe('the product directory', () => {
  it('looks the products asked for together up in one batch, and refuses the invisible ones', async () => {
    const { directory, lookups } = testDirectory();
    const asked = ['a', 'b', 'hidden', 'a'].map((id) => directory.product(id));
    const results = await Promise.allSettled(asked);
    expect(lookups).toEqual([['a', 'b', 'hidden']]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    await directory.product('b');
    expect(lookups).toHaveLength(1);
  });
});
