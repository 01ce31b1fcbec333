import { CUTAWAY_HEIGHT } from '@roomcraft/scene';
import { type Mesh, PerspectiveCamera, Scene, Vector3, type WebGLRenderer } from 'three';
import { describe, expect, it, vi } from 'vitest';
import { deleteSelected, duplicateSelected, followTurn, toggleLock } from './item-commands.ts';
import { ItemDrag } from './item-drag.ts';
import { setUpController } from './test-controller.ts';

const setUp = (productId = 'sofa') => setUpController([{ id: 'i1', productId, x: 2000, y: 1500 }]);

describe('the 3D view controller', () => {
  it('follows the store: the selected item is outlined and the gizmo sits on it', async () => {
    const { store, controller } = await setUp();
    expect(controller.state.get().selectedItem).toBeNull();
    store.select([{ kind: 'item', id: 'i1' }]);
    expect(controller.state.get().selectedItem).toEqual({
      id: 'i1',
      members: ['i1'],
      locked: false,
      grouped: false,
      overlaps: 0,
    });
    expect(controller.overlay.getObjectByName('selection-outline')!.visible).toBe(true);
    expect(controller.proxy.position.toArray()).toEqual([2, 0, 1.5]);
    store.select([]);
    expect(controller.overlay.getObjectByName('selection-outline')!.visible).toBe(false);
  });

  it('drags a product by its placement rule, the grabbed point under the pointer, as one undo step', async () => {
    const { store, controller, item } = await setUp();
    store.select([{ kind: 'item', id: 'i1' }]);
    // Grabbed on its top, 300 mm east of its middle.
    const drag = ItemDrag.begin(controller, { x: 2300, y: 1500, z: 700 })!;
    expect(drag.grabHeight).toBe(700);
    for (const y of [1200, 800, 400]) drag.moveTo({ point: { x: 2300, y } }, false);
    drag.end();
    // Dragged to 400 mm from the top wall: it snaps back against the wall's face (y = 50).
    expect(item()!.position).toEqual({ x: 2000, y: 50 + 250, z: 0 });
    store.undo();
    expect(item()!.position).toEqual({ x: 2000, y: 1500, z: 0 });
    expect(store.getSnapshot().canUndo).toBe(false);
  });

  it('drags freely with Shift, puts back on Escape, and turns with the ring', async () => {
    const { store, controller, item } = await setUp();
    store.select([{ kind: 'item', id: 'i1' }]);
    const drag = ItemDrag.begin(controller, { x: 2000, y: 1500, z: 350 })!;
    drag.moveTo({ point: { x: 2000, y: 400 } }, true);
    expect(item()!.position.y).toBeCloseTo(400);
    drag.cancel();
    expect(item()!.position.y).toBe(1500);
    // A move that arrives after the drag was dropped changes nothing.
    drag.moveTo({ point: { x: 2000, y: 900 } }, true);
    expect(item()!.position.y).toBe(1500);
    controller.proxy.rotation.set(0, (-100 * Math.PI) / 180, 0);
    followTurn(controller);
    expect(item()!.rotation.z).toBeCloseTo((100 * Math.PI) / 180);
  });

  it('duplicates against the original and selects the copy; a locked item stays put', async () => {
    const { store, controller, item } = await setUp();
    store.select([{ kind: 'item', id: 'i1' }]);
    duplicateSelected(controller);
    const items = store.getSnapshot().design.floors[0]!.items;
    expect(items).toHaveLength(2);
    const copy = items.find((i) => i.archiId !== 'i1')!;
    // Stepped a width and 100 mm along, then snapped against the original: a row, not a pile.
    expect(copy.position.x).toBeCloseTo(2000 + 800);
    expect(controller.state.get().selectedItem?.id).toBe(copy.archiId);
    store.select([{ kind: 'item', id: 'i1' }]);
    toggleLock(controller);
    expect(controller.state.get().selectedItem?.locked).toBe(true);
    deleteSelected(controller);
    expect(ItemDrag.begin(controller, { x: 2000, y: 1500, z: 0 })).toBeUndefined();
    expect(item()).toMatchObject({ lock: true, position: { x: 2000, y: 1500, z: 0 } });
  });

  it('cuts down the walls facing the bird view camera, as bird view renders do, and follows it round', async () => {
    const { controller } = await setUp();
    const top = (wallId: string) => {
      const wall = controller.group.getObjectByName(`wall:${wallId}`) as Mesh;
      wall.geometry.computeBoundingBox();
      return wall.geometry.boundingBox!.max.y;
    };
    expect(top('w3')).toBe(2400);
    // From the south (plan y grows southwards, world z = plan y): the south wall w3 is cut.
    controller.followCamera(new Vector3(2, 6, 9));
    expect([top('w1'), top('w3')]).toEqual([2400, CUTAWAY_HEIGHT]);
    // Orbited round to the north: the north wall w1 is cut instead.
    controller.followCamera(new Vector3(2, 6, -6));
    expect([top('w1'), top('w3')]).toEqual([CUTAWAY_HEIGHT, 2400]);
    controller.setCutaway(false);
    expect(top('w1')).toBe(2400);
    controller.setCutaway(true);
    controller.setMode('walk');
    expect(top('w1')).toBe(2400);
  });

  it('draws ceilings only when walking, and warns of products drawn as boxes', async () => {
    const { controller } = await setUp('broken');
    const hasCeiling = () => controller.group.getObjectByName('ceiling:r1') !== undefined;
    expect(hasCeiling()).toBe(false);
    controller.setMode('walk');
    expect(hasCeiling()).toBe(true);
    expect(controller.state.get().warnings.map((w) => w.productId)).toEqual(['broken']);
    expect(controller.state.get().progress).toEqual({ total: 1, settled: 1, failed: 1 });
  });

  it('looks through a saved camera: its eye, target (plan y as world z, metres) and field of view', async () => {
    const { controller } = await setUp();
    const camera = new PerspectiveCamera(50);
    const controls = { target: new Vector3(), update: vi.fn() };
    const gl = { shadowMap: {}, toneMappingExposure: 1 } as unknown as WebGLRenderer;
    controller.attach({
      gl,
      scene: new Scene(),
      camera: () => camera,
      controls: () => controls,
      invalidate: vi.fn(),
    });
    controller.setMode('top');
    controller.lookThrough({
      archiId: 'cam',
      name: 'Sofa view',
      position: { x: 1000, y: 2500, z: 1200 },
      target: { x: 3000, y: 500, z: 1000 },
      fovDeg: 70,
    });
    expect(controller.state.get().mode).toBe('orbit');
    expect(camera.position.toArray()).toEqual([1, 1.2, 2.5]);
    expect(controls.target.toArray()).toEqual([3, 1, 0.5]);
    expect(camera.fov).toBe(70);
    expect(controls.update).toHaveBeenCalled();
  });
});
