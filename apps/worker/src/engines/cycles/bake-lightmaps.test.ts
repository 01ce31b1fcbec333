import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NodeIO, type Primitive } from '@gltf-transform/core';
import { KHRMaterialsUnlit } from '@gltf-transform/extensions';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { writeBoxesScene } from '../../test/boxes-scene.ts';
import { CyclesEngine } from './cycles-engine.ts';
import { parseBakeProgress } from './progress.ts';

const dir = mkdtempSync(join(tmpdir(), 'bake-test-'));
const ARTIFACTS = join(import.meta.dirname, '../../../../../test-artifacts');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const matte = (center: [number, number, number], size: [number, number, number], grey: number) => ({
  center,
  size,
  color: [grey, grey, grey] as [number, number, number],
  metallic: 0,
});

/** The light-map UV of a point on the floor's top (y = 0), from the triangle under it. */
function uvAt(primitives: Primitive[], x: number, z: number): [number, number] {
  for (const primitive of primitives) {
    const positions = primitive.getAttribute('POSITION')!;
    const uvs = primitive.getAttribute('TEXCOORD_0')!;
    const indices = primitive.getIndices()!.getArray()!;
    for (let i = 0; i < indices.length; i += 3) {
      const [a, b, c] = [0, 1, 2].map((k) => positions.getElement(indices[i + k]!, [] as number[])) as [
        number[],
        number[],
        number[],
      ];
      if ([a, b, c].some((corner) => Math.abs(corner[1]!) > 1e-4)) continue;
      const det = (b[2]! - c[2]!) * (a[0]! - c[0]!) + (c[0]! - b[0]!) * (a[2]! - c[2]!);
      if (Math.abs(det) < 1e-9) continue;
      const wa = ((b[2]! - c[2]!) * (x - c[0]!) + (c[0]! - b[0]!) * (z - c[2]!)) / det;
      const wb = ((c[2]! - a[2]!) * (x - c[0]!) + (a[0]! - c[0]!) * (z - c[2]!)) / det;
      const wc = 1 - wa - wb;
      if (Math.min(wa, wb, wc) < 0) continue;
      const [ua, ub, uc] = [0, 1, 2].map((k) => uvs.getElement(indices[i + k]!, [] as number[]));
      return [0, 1].map((axis) => wa * ua![axis]! + wb * ub![axis]! + wc * uc![axis]!) as [number, number];
    }
  }
  throw new Error(`no floor under ${x}, ${z}`);
}

describe('Cycles light-map bake', () => {
  it('reads the bake script’s own progress lines', () => {
    expect(parseBakeProgress('ROOMCRAFT progress 0.850')).toBe(0.85);
    expect(parseBakeProgress('Fra:1 | Sample 3/8')).toBeNull();
  });

  it('bakes sunlight and a wall’s shadow into an atlas an unlit viewer shows', async () => {
    // A 4 m floor with a north wall (−z) and a west wall (−x), open to a sun behind the north wall
    // at 50°: the wall shades the floor's northern half (2.6 m / tan 50° ≈ 2.2 m), the south is lit.
    const scenePath = join(dir, 'room.glb');
    writeFileSync(
      scenePath,
      await writeBoxesScene([
        matte([0, -0.05, 0], [4, 0.1, 4], 0.6),
        matte([0, 1.3, -2.05], [4.2, 2.6, 0.1], 0.8),
        matte([-2.05, 1.3, 0], [0.1, 2.6, 4.2], 0.8),
      ]),
    );
    const outputPath = join(dir, 'baked.glb');
    const previewPath = join(dir, 'preview.png');
    const progress: number[] = [];
    const started = Date.now();
    await new CyclesEngine().bake({
      scenePath,
      outputPath,
      lightmapPath: join(dir, 'lightmap.png'),
      settings: {
        size: 128,
        samples: 8,
        sun: { elevationDeg: 50, azimuthDeg: 180, strength: 3 },
        preview: {
          outputPath: previewPath,
          width: 160,
          height: 90,
          camera: { kind: 'perspective', position: [3, 4, 5], target: [0, 0, 0], fovDeg: 45 },
        },
      },
      onProgress: (f) => progress.push(f),
    });
    console.log(`bake of a 128 px atlas, 8 samples: ${Date.now() - started} ms`);
    mkdirSync(ARTIFACTS, { recursive: true });
    writeFileSync(join(ARTIFACTS, 'bake-preview.png'), readFileSync(previewPath));
    expect(progress.at(-1)).toBe(1);

    const document = await new NodeIO()
      .registerExtensions([KHRMaterialsUnlit])
      .readBinary(readFileSync(outputPath));
    const root = document.getRoot();
    expect(root.listNodes().every((n) => n.getTranslation().every((v) => v === 0))).toBe(true);
    const [material, ...others] = root.listMaterials();
    expect(others).toEqual([]);
    // Unlit: three.js draws it as it is, with no light in the scene.
    expect(material!.getExtension('KHR_materials_unlit')).not.toBeNull();
    const atlas = material!.getBaseColorTexture()!.getImage()!;
    writeFileSync(join(ARTIFACTS, 'bake-lightmap.png'), atlas);
    const { data, info } = await sharp(atlas).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([128, 128]);

    const primitives = root.listMeshes().flatMap((m) => m.listPrimitives());
    const brightness = (x: number, z: number) => {
      const [u, v] = uvAt(primitives, x, z);
      const px = Math.floor(u * info.width);
      const py = Math.floor(v * info.height);
      const at = (py * info.width + px) * info.channels;
      return (data[at]! + data[at + 1]! + data[at + 2]!) / 3;
    };
    const lit = [brightness(0.5, 1.5), brightness(-1, 1.2), brightness(1.2, 1.6)];
    const shaded = [brightness(0.5, -1.2), brightness(-1, -1.5), brightness(1.2, -1)];
    console.log('floor brightness, lit:', lit, 'shaded:', shaded);
    // The open sky lights the shade too, so the step is a clear one rather than sun against black.
    for (const value of lit) expect(value).toBeGreaterThan(Math.max(...shaded) + 20);
    // Sky and bounced light reach the shade: it is dimmer, not black.
    for (const value of shaded) expect(value).toBeGreaterThan(10);
  }, 120_000);
});
