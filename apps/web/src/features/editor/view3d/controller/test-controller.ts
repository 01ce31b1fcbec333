import type { Product } from '@roomcraft/contract';
import {
  addItem,
  CURRENT_DESIGN_VERSION,
  createFloor,
  type Design,
  DesignStore,
  type Floor,
  findFloorRooms,
} from '@roomcraft/scene';
import { testWall } from '@roomcraft/scene/testing';
import { BoxGeometry, Group, Mesh, MeshStandardMaterial } from 'three';
import { ProductCatalog } from '../../products/product-catalog.ts';
import { ProductDirectory } from '../library/product-directory.ts';
import { View3DController } from './view3d-controller.ts';

/** A 4 × 3 m room (100 mm walls). */
function design(): Design {
  const corner = (id: string, x: number, y: number) => ({ archiId: id, position: { x, y } });
  const floor: Floor = {
    ...createFloor({ id: 'f1', title: '1F' }),
    corners: [corner('a', 0, 0), corner('b', 4000, 0), corner('c', 4000, 3000), corner('d', 0, 3000)],
    walls: [
      testWall('w1', 'a', 'b'),
      testWall('w2', 'b', 'c'),
      testWall('w3', 'c', 'd'),
      testWall('w4', 'd', 'a'),
    ],
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

/**
 * Products of 800 × 500 × 700 mm with a one-box model (`extra` adds fields per product id);
 * `broken` has a model that fails to load, `hidden` is not visible to the caller. Lookups record
 * the batches asked for.
 */
export function testDirectory(extra: Record<string, Partial<Product>> = {}) {
  const product = (id: string) =>
    ({
      id,
      mmWidth: 800,
      mmDepth: 500,
      mmHeight: 700,
      editorAsset: { threeD: `/models/${id}.glb` },
      textureMaps: {},
      options: [],
      light: null,
      ...extra[id],
    }) as unknown as Product;
  const lookups: string[][] = [];
  const directory = new ProductDirectory(
    new ProductCatalog(async (ids) => {
      lookups.push([...ids]);
      return ids.filter((id) => id !== 'hidden').map(product);
    }),
    async (url) => {
      if (url.includes('broken')) throw new Error('404');
      const model = new Group();
      model.add(new Mesh(new BoxGeometry(0.8, 0.7, 0.5).translate(0, 0.35, 0), new MeshStandardMaterial()));
      return model;
    },
  );
  return { directory, lookups };
}

/** A controller over the room with items placed (a sofa `i1` in the middle by default), settled. */
export async function setUpController(
  items: { id: string; productId: string; x: number; y: number; code?: 10 | 20 | 30 | 40 }[] = [
    { id: 'i1', productId: 'sofa', x: 2000, y: 1500 },
  ],
  extra: Record<string, Partial<Product>> = {},
) {
  const store = new DesignStore(design());
  for (const i of items)
    store.dispatch(addItem, {
      id: i.id,
      productId: i.productId,
      editorTypeCode: i.code ?? 10,
      position: { x: i.x, y: i.y, z: 0 },
    });
  store.load(store.getSnapshot().design);
  const { directory, lookups } = testDirectory(extra);
  const controller = new View3DController(store, directory, false);
  const stop = controller.start();
  await controller.directory.models.settled();
  for (const i of items) await controller.directory.product(i.productId).catch(() => undefined);
  return {
    store,
    controller,
    stop,
    lookups,
    item: (id = 'i1') => store.getSnapshot().design.floors[0]!.items.find((i) => i.archiId === id),
  };
}
