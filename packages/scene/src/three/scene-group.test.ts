import { type InstancedMesh, type Material, type Mesh, Raycaster, type SpotLight, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { describeFloor } from '../parts/scene-parts.ts';
import { LAMP_PREVIEW_SCALE } from './light-layer.ts';
import { ScenePartsCache } from './parts-cache.ts';
import {
  buildSceneGroup,
  itemFrame,
  pickTarget,
  planPoint,
  sceneStats,
  sceneWarnings,
  updateSceneGroup,
} from './scene-group.ts';
import { testItem, testModels, testRoom } from './test-scene.ts';

const parts = (floor = testRoom(), ceilings = false) => describeFloor(floor, { ceilings });

function wallMeshes(group: ReturnType<typeof buildSceneGroup>, id: string) {
  const found: Mesh[] = [];
  group.traverse((o) => {
    if ((o as Mesh).isMesh && o.userData.kind === 'wall' && o.userData.id === id) found.push(o as Mesh);
  });
  return found;
}

function raycastDown(group: ReturnType<typeof buildSceneGroup>, x: number, y: number) {
  group.updateMatrixWorld(true);
  const ray = new Raycaster(new Vector3(x / 1000, 10, y / 1000), new Vector3(0, -1, 0));
  return ray.intersectObject(group, true);
}

describe('the scene group', () => {
  it('is scaled from millimetres to metres and leaves real holes where the openings are', () => {
    const { models } = testModels();
    const group = buildSceneGroup(parts(), { models });
    expect(group.scale.x).toBe(0.001);
    const [wall] = wallMeshes(group, 'w1');
    const position = wall!.geometry.getAttribute('position');
    const index = wall!.geometry.getIndex()!;
    // The window spans x 2400–3600 and heights 900–2100 on w1 (y = 0): its corners are vertices…
    const vertices = Array.from({ length: position.count }, (_, i) => [position.getX(i), position.getY(i)]);
    for (const [x, y] of [
      [2400, 900],
      [3600, 900],
      [2400, 2100],
      [3600, 2100],
    ])
      expect(vertices.some(([vx, vy]) => vx === x && vy === y)).toBe(true);
    // …and no wall triangle lies inside it.
    for (let t = 0; t < index.count; t += 3) {
      const ids = [0, 1, 2].map((k) => index.getX(t + k));
      const cx = ids.reduce((s, i) => s + position.getX(i), 0) / 3;
      const cy = ids.reduce((s, i) => s + position.getY(i), 0) / 3;
      const cz = ids.reduce((s, i) => s + position.getZ(i), 0) / 3;
      const inside = cx > 2400 && cx < 3600 && cy > 900 && cy < 2100 && Math.abs(cz) < 50;
      expect(inside, `triangle at ${cx},${cy},${cz}`).toBe(false);
    }
    // A ray through the middle of the hole meets the window's glass, never the wall.
    group.updateMatrixWorld(true);
    const ray = new Raycaster(new Vector3(3, 1.5, 1), new Vector3(0, 0, -1));
    const hits = ray.intersectObject(group, true).map((h) => h.object.userData.kind);
    expect(hits).not.toContain('wall');
    expect(hits).toContain('opening');
  });

  it('makes one material per finish key and shares it between the meshes that use it', () => {
    const floor = testRoom();
    const painted = { left: { color: '#336699' }, right: { color: '#336699' } };
    const finished = {
      ...floor,
      walls: floor.walls.map((w) =>
        w.archiId === 'w1' || w.archiId === 'w3' ? { ...w, finishes: painted } : w,
      ),
      rooms: floor.rooms.map((r) => ({ ...r, floorFinish: { color: '#aa8866' } })),
    };
    const { models } = testModels();
    const group = buildSceneGroup(parts(finished), { models });
    const keys = new Set(
      describeFloor(finished, { ceilings: false }).meshes.flatMap((m) =>
        Object.values(m.materials).map((s) => s.key),
      ),
    );
    const used = new Map<string, Set<Material>>();
    group.traverse((o) => {
      if (!(o as Mesh).isMesh || (o as InstancedMesh).isInstancedMesh) return;
      for (const m of (o as Mesh).material as Material[])
        used.set(m.name, (used.get(m.name) ?? new Set()).add(m));
    });
    expect(new Set(used.keys())).toEqual(keys);
    for (const [key, set] of used) expect(set.size, key).toBe(1);
    expect(sceneStats(group).materials).toBe(keys.size);
    const [w1] = wallMeshes(group, 'w1');
    const [w3] = wallMeshes(group, 'w3');
    expect((w1!.material as Material[])[0]).toBe((w3!.material as Material[])[0]);
  });

  it('draws 300 items of 50 products with 50 instanced meshes', async () => {
    const items = Array.from({ length: 300 }, (_, i) =>
      testItem(`i${i}`, `p${i % 50}`, 200 + (i % 20) * 280, 200 + Math.floor(i / 20) * 240),
    );
    const { models, loads } = testModels();
    const floorParts = parts(testRoom(items));
    const group = buildSceneGroup(floorParts, { models });
    expect(sceneStats(group).instancedMeshes).toBe(0);
    expect(models.progress()).toEqual({ total: 50, settled: 0, failed: 0 });
    await models.settled();
    const update = updateSceneGroup(group, floorParts);
    expect(update.items.rebuilt).toHaveLength(50);
    expect(update.architecture.built).toBe(0);
    expect(sceneStats(group)).toMatchObject({ instancedMeshes: 50, instances: 300, placeholders: 0 });
    expect(loads).toHaveLength(50);
    // Each instance sits where its item is: i21 (p21) is the second of its product, at (480, 440).
    const frame = itemFrame(group, 'i21')!;
    expect(new Vector3().setFromMatrixPosition(frame.matrix).toArray()).toEqual([480, 0, 440]);
    expect(frame.box!.max.x).toBeCloseTo(400);
  });

  it('draws one instanced mesh per mesh of a product model', async () => {
    const { models } = testModels(3);
    const floorParts = parts(testRoom([testItem('a', 'p1', 1000, 1000), testItem('b', 'p1', 2000, 1000)]));
    const group = buildSceneGroup(floorParts, { models });
    await models.settled();
    updateSceneGroup(group, floorParts);
    expect(sceneStats(group)).toMatchObject({ instancedMeshes: 3, instances: 6 });
  });

  it('draws the chosen option with its own model, in the batch of that model', async () => {
    const { models, loads } = testModels();
    const floor = testRoom([testItem('a', 'p1', 1000, 1000), testItem('b', 'p1', 2000, 1000)]);
    const group = buildSceneGroup(parts(floor), { models });
    await models.settled();
    updateSceneGroup(group, parts(floor));
    const switched = {
      ...floor,
      items: floor.items.map((i) => (i.archiId === 'b' ? { ...i, optionId: 'p2' } : i)),
    };
    updateSceneGroup(group, parts(switched));
    await models.settled();
    const update = updateSceneGroup(group, parts(switched));
    expect(update.items.rebuilt).toEqual(['p2']);
    expect(loads).toEqual(['https://models.test/p1.glb', 'https://models.test/p2.glb']);
    const meshes = group.getObjectByName('items')!.children as InstancedMesh[];
    expect(meshes.map((m) => [m.name, m.count])).toEqual([
      ['p1', 1],
      ['p2', 1],
    ]);
  });

  it('shows a box of the product size with a warning when a model fails, and keeps the item', async () => {
    const { models } = testModels();
    const floorParts = parts(
      testRoom([
        testItem('a', 'broken', 1000, 1000),
        testItem('b', 'bare', 3000, 2000),
        testItem('c', 'p1', 4000, 2000),
      ]),
    );
    const group = buildSceneGroup(floorParts, { models });
    await models.settled();
    updateSceneGroup(group, floorParts);
    expect(sceneStats(group)).toMatchObject({ instancedMeshes: 3, placeholders: 2 });
    expect(sceneWarnings(group).map((w) => [w.productId, w.itemIds])).toEqual([
      ['broken', ['a']],
      ['bare', ['b']],
    ]);
    const box = itemFrame(group, 'a')!.box!;
    expect(box.max.toArray()).toEqual([400, 700, 250]);
    expect(box.min.toArray()).toEqual([-400, 0, -250]);
    expect(
      models
        .failures()
        .map((f) => f.productId)
        .sort(),
    ).toEqual(['bare', 'broken']);
  });

  it('rebuilds only what an edit changed', async () => {
    const cache = new ScenePartsCache();
    const floor = testRoom([testItem('a', 'p1', 1000, 1000), testItem('b', 'p1', 2000, 1000)]);
    const { models } = testModels();
    const group = buildSceneGroup(cache.describe(floor, { ceilings: false }), { models });
    await models.settled();
    updateSceneGroup(group, cache.describe(floor, { ceilings: false }));
    const wallsBefore = wallMeshes(group, 'w2')[0]!.geometry;

    const moved = {
      ...floor,
      items: floor.items.map((i) => (i.archiId === 'b' ? { ...i, position: { x: 2500, y: 1500, z: 0 } } : i)),
    };
    const afterMove = updateSceneGroup(group, cache.describe(moved, { ceilings: false }));
    expect(afterMove.architecture).toEqual({ built: 0, kept: 7, restyled: 0 });
    expect(afterMove.items).toEqual({ rebuilt: [], moved: 1 });

    const painted = {
      ...moved,
      walls: moved.walls.map((w) =>
        w.archiId === 'w2' ? { ...w, finishes: { left: { color: '#224466' } } } : w,
      ),
    };
    const afterPaint = updateSceneGroup(group, cache.describe(painted, { ceilings: false }));
    expect(afterPaint.architecture).toEqual({ built: 0, kept: 6, restyled: 1 });
    expect(wallMeshes(group, 'w2')[0]!.geometry).toBe(wallsBefore);

    const corners = painted.corners.map((c) =>
      c.archiId === 'c3' ? { ...c, position: { x: 6500, y: 4000 } } : c,
    );
    const afterCorner = updateSceneGroup(group, cache.describe({ ...painted, corners }, { ceilings: false }));
    // w2 and w3 end at c3, w1's mitre at c2 follows w2's new angle, and so does the floor slab;
    // w4 and the two openings keep their geometry.
    expect(afterCorner.architecture).toEqual({ built: 4, kept: 3, restyled: 0 });
  });

  it('names what a ray hits: an item, the floor of a room, a side of a wall', async () => {
    const { models } = testModels();
    const floorParts = parts(testRoom([testItem('a', 'p1', 1000, 1000)]));
    const group = buildSceneGroup(floorParts, { models });
    await models.settled();
    updateSceneGroup(group, floorParts);
    expect(pickTarget(raycastDown(group, 1000, 1000)[0]!)).toEqual({
      kind: 'item',
      id: 'a',
      productId: 'p1',
    });
    const floorHit = raycastDown(group, 4000, 3000)[0]!;
    expect(pickTarget(floorHit)).toEqual({ kind: 'floor', roomId: 'r1' });
    expect(planPoint(group, floorHit.point)).toMatchObject({
      x: expect.closeTo(4000),
      y: expect.closeTo(3000),
      z: expect.closeTo(0),
    });
    group.updateMatrixWorld(true);
    const sideways = new Raycaster(new Vector3(1.5, 1.2, 2), new Vector3(0, 0, -1)).intersectObject(
      group,
      true,
    );
    // Looking at w1 (drawn c1 → c2, left to right) from inside the room sees its right side.
    const wallHit = sideways.map(pickTarget).find((t) => t?.kind === 'wall');
    expect(wallHit).toEqual({ kind: 'wall', id: 'w1', side: 'right' });
  });

  it('adds the design lights and a sun casting shadows', () => {
    const floor = testRoom();
    const point = { kind: 'point' as const, color: '#ffeedd', intensity: 80, range: 5000 };
    const lit = {
      ...floor,
      lights: [
        { ...point, archiId: 'floor-lamp', position: { x: 3000, y: 2000, z: 1500 } },
        { ...point, archiId: 'ceiling-lamp', position: { x: 2000, y: 2000, z: 2300 } },
        {
          archiId: 'spot',
          kind: 'spot' as const,
          position: { x: 1000, y: 1000, z: 2300 },
          target: { x: 1000, y: 1000, z: 0 },
          color: '#ffffff',
          intensity: 200,
          angle: 0.5,
          penumbra: 0.3,
        },
      ],
    };
    const { models } = testModels();
    const group = buildSceneGroup(parts(lit), { models });
    const kinds: string[] = [];
    group.traverse((o) => {
      if ((o as { isLight?: boolean }).isLight) kinds.push(o.type);
    });
    expect(kinds.sort()).toEqual([
      'DirectionalLight',
      'HemisphereLight',
      'PointLight',
      'SpotLight',
      'SpotLight',
    ]);
    expect(group.getObjectByName('sun')!.castShadow).toBe(true);
    // A lamp under the ceiling shines down (no hot spot on the ceiling), at a share of its candela.
    const ceiling = group.getObjectByName('light-ceiling-lamp') as SpotLight;
    expect(ceiling.target.position.y).toBeLessThan(ceiling.position.y);
    expect(ceiling.intensity).toBeCloseTo(80 * LAMP_PREVIEW_SCALE);
    expect(sceneStats(group).lamps).toBe(3);
    expect(updateSceneGroup(group, parts(lit)).lights).toBe(0);
  });
});
