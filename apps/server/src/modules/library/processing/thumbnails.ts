import type { Document, Material, Primitive } from '@gltf-transform/core';
import sharp from 'sharp';
import { rasterise, type TriangleSoup, type View } from './rasteriser.ts';

/** The thumbnail angles; the top view doubles as the plan symbol (editorAsset.twoD). */
export const VIEWS: View[] = [
  { name: 'front', azimuth: 0, elevation: 10 },
  { name: 'three-quarter', azimuth: 35, elevation: 25 },
  { name: 'side', azimuth: 90, elevation: 10 },
  { name: 'top', azimuth: 0, elevation: 90 },
];
export const THUMBNAIL_PX = 512;
const TRIANGLES = 4;
const GREY = [0.6, 0.6, 0.6];

/** A material's colour for flat shading: its base colour factor times its texture's mean colour. */
async function colourOf(material: Material | null, means: Map<object, number[]>): Promise<number[]> {
  if (!material) return GREY;
  const factor = material.getBaseColorFactor();
  const texture = material.getBaseColorTexture();
  let mean = texture ? means.get(texture) : [1, 1, 1];
  if (!mean && texture) {
    const image = texture.getImage();
    const stats = image
      ? await sharp(image)
          .stats()
          .catch(() => null)
      : null;
    mean = stats ? stats.channels.slice(0, 3).map((c) => (c.mean / 255) ** 2.2) : [1, 1, 1];
    means.set(texture, mean);
  }
  return [0, 1, 2].map((i) => factor[i]! * mean![i]!);
}

const isTriangles = (primitive: Primitive) =>
  primitive.getMode() === TRIANGLES && primitive.getAttribute('POSITION');

/** Every triangle of the default scene in world space, with its material colour. */
export async function soupOf(document: Document): Promise<TriangleSoup> {
  const scene = document.getRoot().getDefaultScene() ?? document.getRoot().listScenes()[0];
  const parts: { primitive: Primitive; matrix: number[] }[] = [];
  scene?.traverse((node) => {
    for (const primitive of node.getMesh()?.listPrimitives() ?? []) {
      if (isTriangles(primitive)) parts.push({ primitive, matrix: [...node.getWorldMatrix()] });
    }
  });
  const counts = parts.map(
    ({ primitive }) =>
      (primitive.getIndices()?.getCount() ?? primitive.getAttribute('POSITION')!.getCount()) / 3,
  );
  const count = counts.reduce((a, b) => a + Math.floor(b), 0);
  const soup: TriangleSoup = {
    positions: new Float32Array(count * 9),
    colors: new Float32Array(count * 3),
    count,
  };
  const means = new Map<object, number[]>();
  let t = 0;
  const vertex: number[] = [0, 0, 0];
  for (const { primitive, matrix: m } of parts) {
    const colour = await colourOf(primitive.getMaterial(), means);
    const positions = primitive.getAttribute('POSITION')!;
    const indices = primitive.getIndices();
    const corners = indices?.getCount() ?? positions.getCount();
    for (let c = 0; c + 2 < corners; c += 3, t++) {
      for (let k = 0; k < 3; k++) {
        positions.getElement(indices ? indices.getScalar(c + k) : c + k, vertex);
        const [x, y, z] = vertex as [number, number, number];
        soup.positions.set(
          [
            m[0]! * x + m[4]! * y + m[8]! * z + m[12]!,
            m[1]! * x + m[5]! * y + m[9]! * z + m[13]!,
            m[2]! * x + m[6]! * y + m[10]! * z + m[14]!,
          ],
          t * 9 + k * 3,
        );
      }
      soup.colors.set(colour, t * 3);
    }
  }
  return soup;
}

/** PNG thumbnails of every view: drawn at twice the size and scaled down, which smooths the edges. */
export async function renderThumbnails(soup: TriangleSoup): Promise<{ view: string; png: Buffer }[]> {
  const drawn = THUMBNAIL_PX * 2;
  return Promise.all(
    VIEWS.map(async (view) => ({
      view: view.name,
      png: await sharp(rasterise(soup, view, drawn), { raw: { width: drawn, height: drawn, channels: 4 } })
        .resize(THUMBNAIL_PX, THUMBNAIL_PX)
        .png()
        .toBuffer(),
    })),
  );
}
