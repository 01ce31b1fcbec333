import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RenderImageType, type RenderJobSpec } from '@roomcraft/contract';
import { CURRENT_DESIGN_VERSION } from '@roomcraft/scene';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { CyclesEngine } from '../engines/cycles/cycles-engine.ts';
import type { RenderEngine } from '../engines/engine.ts';
import { WebglEngine } from '../engines/webgl/webgl-engine.ts';
import type { ProductModels } from '../export/product-models.ts';
import { SceneGltfWriter } from '../export/scene-to-gltf.ts';
import { roomWithWindowAndItems } from '../export/test-floor.ts';
import { AFTERNOON_SUN, sceneParts } from '../render-job.ts';
import { writeBoxesScene } from '../test/boxes-scene.ts';

const dir = mkdtempSync(join(tmpdir(), 'bird-view-test-'));
const ARTIFACTS = join(import.meta.dirname, '../../../../test-artifacts');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * The test room with a red sofa a metre in front of its south wall (plan y 4000), seen as the
 * server frames a bird view: from high in the south-west corner.
 */
function birdViewSpec(): RenderJobSpec {
  const floor = roomWithWindowAndItems();
  const items = floor.items.map((i) =>
    i.archiId === 'i1' ? { ...i, position: { x: 2500, y: 3000, z: 0 } } : i,
  );
  return {
    design: { version: CURRENT_DESIGN_VERSION, floors: [{ ...floor, items }], activeFloorId: floor.id },
    designVersion: 1,
    floorId: floor.id,
    camera: { kind: 'perspective', position: [-0.25, 4.75, 6.75], target: [2.5, 0, 2], fovDeg: 45 },
    cameraName: 'Bird view',
    width: 320,
    height: 180,
    samples: 12,
    ceilings: false,
  };
}

const sofa = await writeBoxesScene([
  { center: [0, 0.4, 0], size: [2, 0.8, 0.9], color: [0.85, 0.05, 0.05], metallic: 0 },
]);
const models: ProductModels = {
  model: async (id) => (id === 'sofa' ? { bytes: sofa } : { missing: id, reason: 'no_model' }),
  size: async () => null,
};

/** Renders the bird view, cut or whole, and answers the share of the picture the red sofas cover. */
async function redShare(engine: RenderEngine, cut: boolean): Promise<number> {
  const spec = birdViewSpec();
  const parts = await sceneParts(spec, models, false, cut);
  const scenePath = join(dir, `${engine.name}-${cut}.glb`);
  writeFileSync(scenePath, (await new SceneGltfWriter(models).write(parts)).glb);
  const outputPath = join(dir, `${engine.name}-${cut}.png`);
  await engine.render({
    scenePath,
    outputPath,
    settings: { ...spec, sun: AFTERNOON_SUN },
  });
  mkdirSync(ARTIFACTS, { recursive: true });
  copyFileSync(
    outputPath,
    join(ARTIFACTS, `bird-view-${engine.name.toLowerCase()}-${cut ? 'cut' : 'whole'}.png`),
  );
  const { data, info } = await sharp(outputPath).raw().toBuffer({ resolveWithObject: true });
  let red = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
    if (r > 70 && r > 2 * Math.max(g, b)) red++;
  }
  return red / (info.width * info.height);
}

describe('bird views', () => {
  it('are cut away for bird view jobs only', async () => {
    const spec = birdViewSpec();
    const cut = await sceneParts(spec, models, false, true);
    const whole = await sceneParts(spec, models, false, false);
    const height = (parts: typeof cut, id: string) =>
      Math.max(...parts.meshes.find((m) => m.id === id)!.mesh.positions.filter((_, i) => i % 3 === 1));
    // The south wall (w3) faces the camera; the west wall (w4) is nearly edge-on and the window's
    // north wall (w1) has the room on the camera's side: both stay whole.
    expect(height(cut, 'w3')).toBe(1000);
    expect(height(cut, 'w4')).toBe(2600);
    expect(height(cut, 'w1')).toBe(2600);
    expect(height(whole, 'w3')).toBe(2600);
    expect(RenderImageType.Birdview).toBe(5);
  });

  it.each([
    ['WebGL', () => new WebglEngine()],
    ['Cycles', () => new CyclesEngine()],
  ])(
    'show the sofa behind the south wall in %s once the wall is cut',
    async (_, engine) => {
      const whole = await redShare(engine(), false);
      const cut = await redShare(engine(), true);
      // Whole, the south wall hides most of the sofa standing a metre behind it; cut, it is seen.
      expect(cut).toBeGreaterThan(0.01);
      expect(cut).toBeGreaterThan(whole * 2);
    },
    180_000,
  );
});
