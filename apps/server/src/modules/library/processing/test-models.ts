import { Document, NodeIO } from '@gltf-transform/core';
import sharp from 'sharp';
import { buildGlb, type MaterialSpec, type Part } from '../demo/model-builder.ts';

const wood: MaterialSpec = { color: [0.4, 0.22, 0.1], roughness: 0.6 };

/** A 0.5 × 0.9 × 0.5 m chair of boxes: seat, back and four legs. */
export function chairParts(): Part[] {
  const legs: Part[] = [-0.22, 0.22].flatMap((x) =>
    [-0.22, 0.22].map(
      (z): Part => ({ shape: 'box', size: [0.05, 0.45, 0.05], at: [x, 0.225, z], material: 'wood' }),
    ),
  );
  return [
    ...legs,
    { shape: 'box', size: [0.5, 0.05, 0.5], at: [0, 0.47, 0], material: 'wood' },
    { shape: 'box', size: [0.5, 0.4, 0.05], at: [0, 0.7, -0.225], material: 'wood' },
  ];
}

export const validChair = () => buildGlb('chair', chairParts(), { wood });

/** The same chair as .gltf JSON with a separate .bin and a PNG texture. */
export async function chairAsGltfFiles(): Promise<{ name: string; data: Uint8Array }[]> {
  const texture = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#8b5a2b' } })
    .png()
    .toBuffer();
  const io = new NodeIO();
  const document = await io.readBinary(await buildGlb('chair', chairParts(), { wood: { ...wood, texture } }));
  document.getRoot().listBuffers()[0]!.setURI('chair.bin');
  document.getRoot().listTextures()[0]!.setURI('wood.png');
  const { json, resources } = await io.writeJSON(document);
  return [
    { name: 'chair.gltf', data: Buffer.from(JSON.stringify(json)) },
    ...Object.entries(resources).map(([name, data]) => ({ name, data })),
  ];
}

/** Valid JSON of glTF 2.0 whose buffer is far shorter than it claims: the validator refuses it. */
export function brokenGltf(): Uint8Array {
  return Buffer.from(
    JSON.stringify({
      asset: { version: '2.0' },
      buffers: [{ byteLength: 1000, uri: 'data:application/octet-stream;base64,AAAA' }],
      bufferViews: [{ buffer: 0, byteLength: 1000 }],
      accessors: [{ bufferView: 0, componentType: 5126, count: 3, type: 'VEC3' }],
      meshes: [{ primitives: [{ attributes: { POSITION: 0 } }] }],
      nodes: [{ mesh: 0 }],
      scenes: [{ nodes: [0] }],
      scene: 0,
    }),
  );
}

/** A flat grid of `quads × quads` squares: two triangles each. */
export async function denseGrid(quads: number): Promise<Uint8Array> {
  const document = new Document();
  const buffer = document.createBuffer();
  const side = quads + 1;
  const positions = new Float32Array(side * side * 3);
  for (let i = 0; i < side * side; i++)
    positions.set([(i % side) / quads, 0, Math.floor(i / side) / quads], i * 3);
  const indices = new Uint32Array(quads * quads * 6);
  for (let q = 0; q < quads * quads; q++) {
    const corner = Math.floor(q / quads) * side + (q % quads);
    indices.set([corner, corner + side, corner + 1, corner + 1, corner + side, corner + side + 1], q * 6);
  }
  const primitive = document
    .createPrimitive()
    .setAttribute('POSITION', document.createAccessor().setType('VEC3').setArray(positions).setBuffer(buffer))
    .setIndices(document.createAccessor().setType('SCALAR').setArray(indices).setBuffer(buffer));
  document
    .createScene()
    .addChild(document.createNode().setMesh(document.createMesh().addPrimitive(primitive)));
  return new NodeIO().writeBinary(document);
}

/** The chair with a base-colour texture of `px` pixels a side. */
export async function chairWithTexture(px: number): Promise<Uint8Array> {
  const texture = await sharp({ create: { width: px, height: 8, channels: 3, background: '#777777' } })
    .png()
    .toBuffer();
  return buildGlb('chair', chairParts(), { wood: { ...wood, texture } });
}

/** A PNG of 8 × 8 squares in two colours (sRGB bytes): a texture processing keeps (one colour it folds away). */
export function checkerPng(
  a: [number, number, number],
  b: [number, number, number],
  px = 64,
): Promise<Buffer> {
  const raw = Buffer.alloc(px * px * 3);
  for (let i = 0; i < px * px; i++) {
    const odd = (Math.floor((i % px) / 8) + Math.floor(i / px / 8)) % 2 === 1;
    raw.set(odd ? b : a, i * 3);
  }
  return sharp(raw, { raw: { width: px, height: px, channels: 3 } })
    .png()
    .toBuffer();
}

/** The chair with a two-colour checker as its base colour. */
export async function chairWithChecker(): Promise<Uint8Array> {
  const texture = await checkerPng([139, 90, 43], [90, 60, 30]);
  return buildGlb('chair', chairParts(), { wood: { ...wood, texture } });
}
