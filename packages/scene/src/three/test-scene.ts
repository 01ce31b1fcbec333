import type { Floor } from '../document/floor.ts';
import { rectangleFloor, testDoor } from '../document/test-designs.ts';
import { findFloorRooms } from '../geometry/floor-rooms.ts';
import type { Item } from '../kinds/item/schema.ts';
import { gltfModelLoader } from './gltf-loader.ts';
import { ModelCache, type ProductInfo } from './model-cache.ts';
import { boxesGlb } from './test-glb.ts';

/** A 6 × 4 m room with a window (w1, 1200 wide at 900–2100) and a door (w4), and items. */
export function testRoom(items: Item[] = []): Floor {
  const window = {
    ...testDoor('win', 'w1', 3000, 1200),
    editorTypeCode: 58 as const,
    height: 1200,
    sillHeight: 900,
  };
  const base = rectangleFloor(6000, 4000, { openings: [window, testDoor('door', 'w4', 2000)] });
  const [found] = findFloorRooms(base);
  return {
    ...base,
    rooms: [
      {
        archiId: 'r1',
        corners: [...found!.boundary.nodes],
        name: 'Living',
        type: 'LIVING',
        hideCeiling: false,
      },
    ],
    items,
  };
}

export const testItem = (
  id: string,
  productId: string,
  x: number,
  y: number,
  extra: Partial<Item> = {},
): Item => ({
  archiId: id,
  productId,
  editorTypeCode: 10,
  position: { x, y, z: 0 },
  rotation: { z: 0 },
  scale: { x: 1, y: 1, z: 1 },
  lock: false,
  visible: true,
  ...extra,
});

/**
 * A model cache over fake products: `p<n>` has a GLB of one box (or `meshes` boxes), `broken`
 * a model that is not glTF, `bare` no model at all. Every model goes through the real GLTFLoader.
 */
export function testModels(meshes = 1) {
  const loads: string[] = [];
  const models = new ModelCache({
    product: async (id): Promise<ProductInfo> => ({
      modelUrl: id === 'bare' ? null : `https://models.test/${id}.glb`,
      size: { width: 800, depth: 500, height: 700 },
    }),
    load: gltfModelLoader(async (url) => {
      loads.push(url);
      if (url.includes('broken')) return new TextEncoder().encode('not a model').buffer as ArrayBuffer;
      const boxes = Array.from({ length: meshes }, (_, i) => ({
        size: [0.8, 0.7 - i * 0.1, 0.5] as const,
        at: [0, 0, 0] as const,
      }));
      return boxesGlb(boxes);
    }),
  });
  return { models, loads };
}
