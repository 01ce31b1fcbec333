import { DataTexture, type Material, type Mesh, type MeshStandardMaterial } from 'three';
import { describe, expect, it } from 'vitest';
import { describeFloor } from '../parts/scene-parts.ts';
import { sunAt } from './daylight.ts';
import { ScenePartsCache } from './parts-cache.ts';
import { buildSceneGroup, updateSceneGroup } from './scene-group.ts';
import { testItem, testModels, testRoom } from './test-scene.ts';
import type { FinishTexture } from './textures.ts';

describe('finish textures', () => {
  it('apply once loaded, repeating per tile size and scale, without rebuilding geometry', () => {
    const floor = testRoom();
    const tiled = {
      ...floor,
      rooms: floor.rooms.map((r) => ({ ...r, floorFinish: { productId: 'oak', scale: 2 } })),
    };
    const loaded = new Map<string, FinishTexture>();
    const { models } = testModels();
    const parts = describeFloor(tiled, { ceilings: false });
    const group = buildSceneGroup(parts, { models, textures: { finish: (id) => loaded.get(id) } });
    const slab = group.getObjectByName('floor:r1') as Mesh;
    const material = () => (slab.material as Material[])[0] as MeshStandardMaterial;
    expect(material().map).toBeNull();
    loaded.set('oak', {
      map: new DataTexture(new Uint8Array(4), 1, 1),
      tileWidthMm: 200,
      tileHeightMm: 1200,
    });
    const update = updateSceneGroup(group, parts);
    expect(update).toMatchObject({ textures: 1, architecture: { built: 0 } });
    expect(material().map!.repeat.toArray()).toEqual([1 / 400, 1 / 2400]);
    expect(material().color.getHexString()).toBe('ffffff');
    // Floor UVs are plan millimetres, so the texture keeps its real size on any room.
    const uv = slab.geometry.getAttribute('uv');
    const position = slab.geometry.getAttribute('position');
    expect([uv.getX(0), uv.getY(0)]).toEqual([position.getX(0), position.getZ(0)]);
  });
});

describe('the sun', () => {
  it('rises in the east, stands high in the south at noon, sets in the west, and is off at night', () => {
    const morning = sunAt(8);
    expect(morning.direction.x).toBeGreaterThan(0.5);
    const noon = sunAt(12);
    expect(noon.elevation).toBeCloseTo(Math.PI / 3);
    expect(noon.direction.z).toBeGreaterThan(0.4);
    expect(Math.abs(noon.direction.x)).toBeLessThan(1e-9);
    expect(sunAt(17).direction.x).toBeLessThan(-0.5);
    expect(sunAt(22).intensity).toBe(0);
    expect(sunAt(22).skyIntensity).toBeGreaterThan(0);
    expect(noon.intensity).toBeGreaterThan(morning.intensity * 0.99);
  });
});

describe('the parts cache', () => {
  it('keeps the architecture meshes when only items change, and describes them again otherwise', () => {
    const cache = new ScenePartsCache();
    const floor = testRoom([testItem('a', 'p1', 1000, 1000)]);
    const first = cache.describe(floor, { ceilings: false });
    expect(cache.describe(floor, { ceilings: false })).toBe(first);
    const moved = { ...floor, items: [testItem('a', 'p1', 1500, 1000)] };
    const second = cache.describe(moved, { ceilings: false });
    expect(second.meshes).toBe(first.meshes);
    expect(second.items[0]!.position).toEqual([1500, 0, 1000]);
    expect(cache.describe(moved, { ceilings: true }).meshes).not.toBe(first.meshes);
  });
});
