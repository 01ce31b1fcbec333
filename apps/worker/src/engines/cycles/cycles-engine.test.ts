import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { writeBoxesScene } from '../../test/boxes-scene.ts';
import { CyclesEngine } from './cycles-engine.ts';
import { parseCyclesProgress, renderProgress } from './progress.ts';

const dir = mkdtempSync(join(tmpdir(), 'cycles-test-'));
const ARTIFACTS = join(import.meta.dirname, '../../../../../test-artifacts');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('Cycles engine', () => {
  it('reads progress from Cycles output lines', () => {
    expect(
      parseCyclesProgress(
        'Fra:1 Mem:9.1M | Time:00:00.52 | Remaining:00:01.00 | Mem:1M | Scene | Sample 3/8',
      ),
    ).toBe(3 / 8);
    expect(parseCyclesProgress('Fra:1 Mem:9.1M | Synchronizing object | floor')).toBeNull();
    // The exposure meter's small render comes first; the picture's progress starts after it.
    const progress = renderProgress();
    expect(progress('Fra:1 Mem:2M | Scene | Sample 8/8')).toBeNull();
    expect(progress('ROOMCRAFT device=CPU samples=64 exposure=+3.10')).toBeNull();
    expect(progress('Fra:1 Mem:9M | Scene | Sample 16/64')).toBe(0.25);
  });

  it('renders a red box on a grey floor where the camera looks', async () => {
    const engine = new CyclesEngine();
    expect(await engine.availability()).toEqual({ available: true });
    const scenePath = join(dir, 'scene.glb');
    writeFileSync(
      scenePath,
      await writeBoxesScene([
        { center: [0, -0.05, 0], size: [8, 0.1, 8], color: [0.5, 0.5, 0.5] },
        { center: [0, 0.5, 0], size: [1, 1, 1], color: [0.9, 0.05, 0.05] },
      ]),
    );
    const outputPath = join(dir, 'shot.png');
    const progress: number[] = [];
    await engine.render({
      scenePath,
      outputPath,
      settings: {
        width: 160,
        height: 90,
        samples: 8,
        camera: { kind: 'perspective', position: [0, 1.2, 4], target: [0, 0.5, 0], fovDeg: 40 },
        sun: { elevationDeg: 50, azimuthDeg: 30, strength: 3 },
      },
      onProgress: (f) => progress.push(f),
    });
    mkdirSync(ARTIFACTS, { recursive: true });
    copyFileSync(outputPath, join(ARTIFACTS, 'cycles-red-box.png'));
    const { data, info } = await sharp(outputPath).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([160, 90]);
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    const [r, g, b] = pixel(80, 45) as [number, number, number];
    expect(r).toBeGreaterThan(2 * Math.max(g, b));
    const corner = pixel(5, 85);
    expect(Math.abs(corner[0]! - corner[2]!)).toBeLessThan(40);
    expect(progress.at(-1)).toBe(1);
  }, 120_000);

  it('renders an equirectangular panorama as the WebGL engine does: ahead in the middle, right at three quarters', async () => {
    const scenePath = join(dir, 'pano.glb');
    writeFileSync(
      scenePath,
      await writeBoxesScene([
        { center: [0, -0.05, 0], size: [12, 0.1, 12], color: [0.5, 0.5, 0.5] },
        { center: [0, 0.5, -3], size: [1, 1, 1], color: [0.9, 0.05, 0.05] },
        { center: [3, 0.5, 0], size: [1, 1, 1], color: [0.05, 0.8, 0.05] },
      ]),
    );
    const outputPath = join(dir, 'pano.png');
    await new CyclesEngine().render({
      scenePath,
      outputPath,
      settings: {
        width: 256,
        height: 128,
        samples: 8,
        camera: { kind: 'panorama', position: [0, 0.5, 0], target: [0, 0.5, -3] },
        sun: { elevationDeg: 45, azimuthDeg: -60, strength: 3 },
      },
    });
    copyFileSync(outputPath, join(ARTIFACTS, 'cycles-panorama.png'));
    const { data, info } = await sharp(outputPath).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    const [r, g, b] = at(128, 64) as [number, number, number];
    expect(r).toBeGreaterThan(2 * Math.max(g, b));
    const [r2, g2, b2] = at(192, 64) as [number, number, number];
    expect(g2).toBeGreaterThan(1.5 * Math.max(r2, b2));
  }, 120_000);

  it('fails with Blender’s own words when the scene cannot be loaded', async () => {
    const scenePath = join(dir, 'broken.glb');
    writeFileSync(scenePath, 'not a gltf');
    const engine = new CyclesEngine();
    await expect(
      engine.render({
        scenePath,
        outputPath: join(dir, 'never.png'),
        settings: {
          width: 16,
          height: 16,
          samples: 1,
          camera: { kind: 'perspective', position: [0, 1, 3], target: [0, 0, 0] },
        },
      }),
    ).rejects.toThrow(/Blender exited with 1/);
  }, 60_000);
});
