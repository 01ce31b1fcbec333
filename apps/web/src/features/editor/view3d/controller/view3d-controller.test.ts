import type { Product } from '@roomcraft/contract';
import {
  addItem,
  CURRENT_DESIGN_VERSION,
  type Design,
  DesignStore,
  type Floor,
  findFloorRooms,
} from '@roomcraft/scene';
import {
  BoxGeometry,
  Group,
  Mesh,
  MeshStandardMaterial,
  PerspectiveCamera,
  Scene,
  Vector3,
  type WebGLRenderer,
} from 'three';
import { describe, expect, it, vi } from 'vitest';
import { ProductDirectory } from '../library/product-directory.ts';
import { deleteSelected, duplicateSelected, followGizmo, toggleLock } from './item-commands.ts';
import { View3DController } from './view3d-controller.ts';

/** A 4 × 3 m room (100 mm walls) with a sofa (FloorItem) in the middle. */
function design(): Design {
  const corner = (id: string, x: number, y: number) => ({ archiId: id, position: { x, y } });
  const wall = (id: string, a: string, b: string) => ({
    archiId: id,
    corners: [a, b] as [string, string],
    thickness: 100,
    height: 2400,
    finishes: {},
  });
  const floor: Floor = {
    id: 'f1',
    title: '1F',
    elevation: 0,
    height: 2400,
    corners: [corner('a', 0, 0), corner('b', 4000, 0), corner('c', 4000, 3000), corner('d', 0, 3000)],
    walls: [wall('w1', 'a', 'b'), wall('w2', 'b', 'c'), wall('w3', 'c', 'd'), wall('w4', 'd', 'a')],
    openings: [],
    rooms: [],
    items: [],
    lights: [],
    cameras: [],
  };
  const [found] = findFloorRooms(floor);
  const rooms = [
    {
      archiId: 'r1',
      corners: [...found!.boundary.nodes],
      name: 'Living',
      type: 'LIVING' as const,
      hideCeiling: false,
    },
  ];
  return { version: CURRENT_DESIGN_VERSION, floors: [{ ...floor, rooms }], activeFloorId: 'f1' };
}

/** Products of 800 × 500 × 700 mm with a one-box model; `broken` has a model that fails to load. */
function directory() {
  const product = async (id: string) =>
    ({
      id,
      mmWidth: 800,
      mmDepth: 500,
      mmHeight: 700,
      editorAsset: { threeD: `/models/${id}.glb` },
      textureMaps: {},
    }) as unknown as Product;
  return new ProductDirectory(product, async (url) => {
    if (url.includes('broken')) throw new Error('404');
    const model = new Group();
    model.add(new Mesh(new BoxGeometry(0.8, 0.7, 0.5).translate(0, 0.35, 0), new MeshStandardMaterial()));
    return model;
  });
}

async function setUp(productId = 'sofa') {
  const store = new DesignStore(design());
  store.dispatch(addItem, { id: 'i1', productId, editorTypeCode: 10, position: { x: 2000, y: 1500, z: 0 } });
  store.load(store.getSnapshot().design);
  const controller = new View3DController(store, directory(), false);
  const stop = controller.start();
  await controller.directory.models.settled();
  await controller.directory.product(productId).catch(() => undefined);
  return {
    store,
    controller,
    stop,
    item: (id = 'i1') => store.getSnapshot().design.floors[0]!.items.find((i) => i.archiId === id),
  };
}

describe('the 3D view controller', () => {
  it('follows the store: the selected item is outlined and the gizmo sits on it', async () => {
    const { store, controller } = await setUp();
    expect(controller.state.get().selectedItem).toBeNull();
    store.select([{ kind: 'item', id: 'i1' }]);
    expect(controller.state.get().selectedItem).toEqual({ id: 'i1', locked: false, overlaps: 0 });
    expect(controller.overlay.getObjectByName('selection-outline')!.visible).toBe(true);
    expect(controller.proxy.position.toArray()).toEqual([2, 0, 1.5]);
    store.select([]);
    expect(controller.overlay.getObjectByName('selection-outline')!.visible).toBe(false);
  });

  it('moves an item with the gizmo by its placement rule, as one undo step', async () => {
    const { store, controller, item } = await setUp();
    store.select([{ kind: 'item', id: 'i1' }]);
    store.beginGesture('moveItem');
    for (const z of [1.2, 0.8, 0.4]) {
      controller.proxy.position.set(2, 0, z);
      followGizmo(controller, false);
    }
    store.commitGesture();
    // Dragged to 400 mm from the top wall: it snaps back against the wall's face (y = 50).
    expect(item()!.position).toEqual({ x: 2000, y: 50 + 250, z: 0 });
    store.undo();
    expect(item()!.position).toEqual({ x: 2000, y: 1500, z: 0 });
    expect(store.getSnapshot().canUndo).toBe(false);
  });

  it('moves freely with Shift, and turns with the gizmo', async () => {
    const { store, controller, item } = await setUp();
    store.select([{ kind: 'item', id: 'i1' }]);
    controller.proxy.position.set(2, 0, 0.4);
    followGizmo(controller, true);
    expect(item()!.position.y).toBeCloseTo(400);
    controller.setGizmo('rotate');
    controller.proxy.rotation.set(0, (-100 * Math.PI) / 180, 0);
    followGizmo(controller, false);
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
    controller.proxy.position.set(1, 0, 1);
    followGizmo(controller, false);
    expect(item()).toMatchObject({ lock: true, position: { x: 2000, y: 1500, z: 0 } });
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

  it('looks through a saved camera: its eye, target (plan y as world z, metres) and field of view', () => {
    const controller = new View3DController(new DesignStore(design()), directory(), false);
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
