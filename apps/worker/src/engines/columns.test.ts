import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addColumn, createEmptyDesign, describeDesign } from '@roomcraft/scene';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SceneGltfWriter } from '../export/scene-to-gltf.ts';
import { CyclesEngine } from './cycles/cycles-engine.ts';
import type { RenderEngine } from './engine.ts';
import { WebglEngine } from './webgl/webgl-engine.ts';

const dir = mkdtempSync(join(tmpdir(), 'columns-test-'));
const scenePath = join(dir, 'columns.glb');
const ARTIFACTS = join(import.meta.dirname, '../../../../test-artifacts');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A red square column on the left and a green round one on the right, placed as the editor places them. */
beforeAll(async () => {
  const like = { archiId: 'x', position: { x: 0, y: 0 } };
  let design = createEmptyDesign();
  design = addColumn(design, {
    position: { x: 1000, y: 1000 },
    like: { ...like, shape: 'square', width: 600, depth: 600, rotation: 0, finish: { color: '#d01010' } },
  });
  design = addColumn(design, {
    position: { x: 3000, y: 1000 },
    like: { ...like, shape: 'round', diameter: 600, finish: { color: '#10b010' } },
  });
  const missing = { missing: 'no models here', reason: 'no_model' } as const;
  const writer = new SceneGltfWriter({ model: async () => missing, size: async () => null });
  writeFileSync(scenePath, (await writer.write(describeDesign(design, undefined, { ceilings: false }))).glb);
});

async function renderColumns(engine: RenderEngine, name: string) {
  const outputPath = join(dir, `${name}.png`);
  await engine.render({
    scenePath,
    outputPath,
    settings: {
      width: 160,
      height: 90,
      samples: 8,
      // Standing 4 m in front of the columns (plan y = 5000 mm), at eye height, looking at them.
      camera: { kind: 'perspective', position: [2, 1.2, 5], target: [2, 1.2, 1], fovDeg: 50 },
      sun: { elevationDeg: 50, azimuthDeg: 200, strength: 3 },
    },
    onProgress: () => {},
  });
  mkdirSync(ARTIFACTS, { recursive: true });
  copyFileSync(outputPath, join(ARTIFACTS, `columns-${name.toLowerCase()}.png`));
  const { data, info } = await sharp(outputPath).raw().toBuffer({ resolveWithObject: true });
  return (x: number, y: number) => {
    const at = (y * info.width + x) * info.channels;
    return [data[at]!, data[at + 1]!, data[at + 2]!] as const;
  };
}

const isRed = ([r, g, b]: readonly number[]) => r! > 2 * Math.max(g!, b!);
const isGreen = ([r, g, b]: readonly number[]) => g! > 1.5 * Math.max(r!, b!);

describe('structural columns in both render engines', () => {
  it.each([
    ['WebGL', () => new WebglEngine()],
    ['Cycles', () => new CyclesEngine()],
  ] as const)(
    '%s draws the square column and the round one where the camera sees them',
    async (name, make) => {
      const pixel = await renderColumns(make(), name);
      // x = 1 m is 1 m left of the view's centre at 4 m: 0.35 of the width; x = 3 m at 0.65.
      expect(isRed(pixel(56, 45))).toBe(true);
      expect(isGreen(pixel(104, 45))).toBe(true);
      expect(isRed(pixel(80, 45)) || isGreen(pixel(80, 45))).toBe(false);
    },
    180_000,
  );
});
