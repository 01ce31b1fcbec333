import { describe, expect, it } from 'vitest';
import { createEmptyDesign } from '../../document/design.ts';
import { designOf, rectangleFloor } from '../../document/test-designs.ts';
import { validateDesign } from '../../document/validate.ts';
import { deleteObjects } from '../../editing/delete-objects.ts';
import { addLight, deleteLights, moveLight, setLightProps } from '../light/actions.ts';
import { addOpening } from '../opening/actions.ts';
import { addRectangularRoom, addWall } from '../wall/actions.ts';
import { addItem, deleteItems, moveItem, setItemProps } from './actions.ts';

const sofa = () =>
  addItem(createEmptyDesign(), {
    productId: 'sofa',
    editorTypeCode: 10,
    position: { x: 1, y: 2, z: 0 },
    id: 's',
  });
const items = (d: ReturnType<typeof sofa>) => d.floors[0]!.items;

describe('item actions', () => {
  it('places an item with defaults and moves and turns it', () => {
    const d = sofa();
    expect(items(d)[0]).toEqual({
      archiId: 's',
      productId: 'sofa',
      editorTypeCode: 10,
      position: { x: 1, y: 2, z: 0 },
      rotation: { z: 0 },
      scale: { x: 1, y: 1, z: 1 },
      lock: false,
      visible: true,
    });
    const moved = moveItem(d, { itemId: 's', position: { x: 5, y: 5, z: 0 }, rotation: { z: Math.PI } });
    expect(items(moved)[0]).toMatchObject({ position: { x: 5, y: 5, z: 0 }, rotation: { z: Math.PI } });
    expect(validateDesign(moved).ok).toBe(true);
    expect(() =>
      addItem(d, { productId: 'x', editorTypeCode: 51 as 10, position: { x: 0, y: 0, z: 0 } }),
    ).toThrow();
  });

  it('keeps a locked item where it is and does not delete it', () => {
    const locked = setItemProps(sofa(), { itemIds: ['s'], lock: true, nickname: 'Grey sofa' });
    expect(moveItem(locked, { itemId: 's', position: { x: 9, y: 9, z: 9 } })).toBe(locked);
    expect(items(deleteItems(locked, { itemIds: ['s'] }))).toHaveLength(1);
    const unlocked = setItemProps(locked, { itemIds: ['s'], lock: false, nickname: null });
    expect(items(unlocked)[0]!.nickname).toBeUndefined();
    expect(items(deleteItems(unlocked, { itemIds: ['s'] }))).toEqual([]);
  });
});

describe('light actions', () => {
  const spot = () =>
    addLight(createEmptyDesign(), {
      id: 'l',
      light: {
        kind: 'spot',
        position: { x: 0, y: 0, z: 2300 },
        target: { x: 0, y: 0, z: 0 },
        color: '#ffffff',
        intensity: 500,
        angle: 0.5,
        penumbra: 0.2,
      },
    });

  it('adds, moves, changes and deletes lights, keeping them valid', () => {
    const d = moveLight(spot(), {
      lightId: 'l',
      position: { x: 100, y: 0, z: 2300 },
      target: { x: 100, y: 100, z: 0 },
    });
    expect(d.floors[0]!.lights[0]).toMatchObject({ position: { x: 100 }, target: { y: 100 } });
    const dimmer = setLightProps(d, { lightIds: ['l'], intensity: 100, angle: 0.3, range: 5000 });
    expect(dimmer.floors[0]!.lights[0]).toMatchObject({ intensity: 100, angle: 0.3, range: 5000 });
    expect(() => setLightProps(d, { lightIds: ['l'], color: 'red' })).toThrow(/invalid/);
    expect(() =>
      addLight(d, { light: { kind: 'point', position: { x: 0, y: 0, z: 0 }, color: '#fff', intensity: 1 } }),
    ).toThrow(/invalid/);
    expect(deleteLights(dimmer, { lightIds: ['l'] }).floors[0]!.lights).toEqual([]);
    expect(validateDesign(dimmer).ok).toBe(true);
  });

  it('refuses a target for a point light', () => {
    const d = addLight(createEmptyDesign(), {
      id: 'p',
      light: { kind: 'point', position: { x: 0, y: 0, z: 0 }, color: '#ffffff', intensity: 1 },
    });
    expect(() =>
      moveLight(d, { lightId: 'p', position: { x: 1, y: 1, z: 1 }, target: { x: 0, y: 0, z: 0 } }),
    ).toThrow(/spot/);
  });
});

describe('deleteObjects', () => {
  it('deletes a mixed selection in one action: a corner takes its walls, openings go with their walls', () => {
    let d = designOf(rectangleFloor());
    d = addOpening(d, { wallId: 'w1', editorTypeCode: 51, offset: 2000, id: 'door' });
    d = addItem(d, { productId: 'p', editorTypeCode: 10, position: { x: 1, y: 1, z: 0 }, id: 'chair' });
    const after = deleteObjects(d, {
      refs: [
        { kind: 'corner', id: 'c2' },
        { kind: 'item', id: 'chair' },
      ],
    });
    const floor = after.floors[0]!;
    expect(floor.walls.map((w) => w.archiId)).toEqual(['w3', 'w4']);
    expect(floor.corners.map((c) => c.archiId)).toEqual(['c1', 'c3', 'c4']);
    expect(floor.openings).toEqual([]);
    expect(floor.items).toEqual([]);
  });

  it('deletes a room with the walls only it uses, keeping the wall it shares', () => {
    const base = addRectangularRoom(createEmptyDesign(), {
      origin: { x: 0, y: 0 },
      width: 8000,
      depth: 3000,
    });
    const split = addWall(base, { from: { x: 4000, y: 0 }, to: { x: 4000, y: 3000 }, id: 'partition' });
    const floor = split.floors[0]!;
    const west = floor.rooms.find((r) =>
      floor.corners.some((c) => c.position.x === 0 && r.corners.includes(c.archiId)),
    )!;
    const after = deleteObjects(split, { refs: [{ kind: 'room', id: west.archiId }] }).floors[0]!;
    expect(after.walls).toHaveLength(4);
    expect(after.walls.some((w) => w.archiId === 'partition')).toBe(true);
    expect(after.corners.every((c) => c.position.x >= 4000)).toBe(true);
    expect(after.rooms).toHaveLength(1);
    expect(deleteObjects(split, { refs: [] })).toBe(split);
  });
});
