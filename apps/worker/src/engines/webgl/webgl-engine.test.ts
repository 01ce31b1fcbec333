import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { writeBoxesScene } from '../../test/boxes-scene.ts';
import { WebglEngine } from './webgl-engine.ts';

const dir = mkdtempSync(join(tmpdir(), 'webgl-test-'));
const ARTIFACTS = join(import.meta.dirname, '../../../../../test-artifacts');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function pixels(path: string) {
  const { data, info } = await sharp(path).raw().toBuffer({ resolveWithObject: true });
  return {
    info,
    at: (x: number, y: number) =>
      [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)] as [
        number,
        number,
        number,
      ],
  };
}
const isRed = ([r, g, b]: number[]) => r! > 2 * Math.max(g!, b!) && r! > 60;
const isGreen = ([r, g, b]: number[]) => g! > 1.5 * Math.max(r!, b!) && g! > 60;

describe('WebGL engine', () => {
  const scene = join(dir, 'scene.glb');
  const engine = new WebglEngine();

  it('draws a red box where a perspective camera looks', async () => {
    writeFileSync(
      scene,
      await writeBoxesScene([
        { center: [0, -0.05, 0], size: [12, 0.1, 12], color: [0.5, 0.5, 0.5] },
        { center: [0, 0.5, -3], size: [1, 1, 1], color: [0.9, 0.05, 0.05] },
        { center: [3, 0.5, 0], size: [1, 1, 1], color: [0.05, 0.8, 0.05] },
      ]),
    );
    expect(await engine.availability()).toEqual({ available: true });
    const output = join(dir, 'shot.png');
    await engine.render({
      scenePath: scene,
      outputPath: output,
      settings: {
        width: 320,
        height: 180,
        samples: 1,
        camera: { kind: 'perspective', position: [0, 1, 1], target: [0, 0.5, -3], fovDeg: 50 },
        sun: { elevationDeg: 45, azimuthDeg: 30, strength: 2.5 },
      },
    });
    mkdirSync(ARTIFACTS, { recursive: true });
    copyFileSync(output, join(ARTIFACTS, 'webgl-shot.png'));
    const { info, at } = await pixels(output);
    expect([info.width, info.height]).toEqual([320, 180]);
    expect(isRed(at(160, 95))).toBe(true);
    expect(isRed(at(10, 10))).toBe(false);
  }, 90_000);

  it('renders an equirectangular panorama: ahead in the middle, the right-hand box at three quarters', async () => {
    const output = join(dir, 'pano.png');
    await engine.render({
      scenePath: scene,
      outputPath: output,
      settings: {
        width: 512,
        height: 256,
        samples: 1,
        camera: { kind: 'panorama', position: [0, 0.5, 0], target: [0, 0.5, -3] },
        sun: { elevationDeg: 45, azimuthDeg: -60, strength: 2.5 },
      },
    });
    copyFileSync(output, join(ARTIFACTS, 'webgl-panorama.png'));
    const { info, at } = await pixels(output);
    expect([info.width, info.height]).toEqual([512, 256]);
    expect(isRed(at(256, 128))).toBe(true);
    expect(isGreen(at(384, 128))).toBe(true);
  }, 90_000);
});
