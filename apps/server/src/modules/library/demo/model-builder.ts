import { Document, NodeIO } from '@gltf-transform/core';

export type Vec3 = [number, number, number];

/** A box or an upright cylinder, centred at `at`, sized in metres (width x, height y, depth z). */
export interface Part {
  shape: 'box' | 'cylinder';
  size: Vec3;
  at: Vec3;
  material: string;
}

export interface MaterialSpec {
  /** Linear RGB. */
  color: Vec3;
  roughness: number;
  metalness?: number;
  /** A PNG or JPEG for the base colour. */
  texture?: Buffer;
}

interface Geometry {
  positions: number[];
  normals: number[];
  uvs: number[];
  indices: number[];
}

const FACES: { normal: Vec3; u: Vec3; v: Vec3 }[] = [
  { normal: [1, 0, 0], u: [0, 0, -1], v: [0, 1, 0] },
  { normal: [-1, 0, 0], u: [0, 0, 1], v: [0, 1, 0] },
  { normal: [0, 1, 0], u: [1, 0, 0], v: [0, 0, -1] },
  { normal: [0, -1, 0], u: [1, 0, 0], v: [0, 0, 1] },
  { normal: [0, 0, 1], u: [1, 0, 0], v: [0, 1, 0] },
  { normal: [0, 0, -1], u: [-1, 0, 0], v: [0, 1, 0] },
];

function addBox(g: Geometry, { size, at }: Part): void {
  const half = size.map((s) => s / 2) as Vec3;
  for (const { normal, u, v } of FACES) {
    const base = g.positions.length / 3;
    for (const [su, sv] of [
      [-1, -1],
      [1, -1],
      [1, 1],
      [-1, 1],
    ] as const) {
      for (let i = 0; i < 3; i++)
        g.positions.push(at[i]! + half[i]! * (normal[i]! + su * u[i]! + sv * v[i]!));
      g.normals.push(...normal);
      g.uvs.push((su + 1) / 2, (1 - sv) / 2);
    }
    g.indices.push(base, base + 1, base + 2, base, base + 2, base + 3);
  }
}

function addCylinder(g: Geometry, { size, at }: Part, segments = 24): void {
  const [rx, h, rz] = [size[0] / 2, size[1] / 2, size[2] / 2];
  const base = g.positions.length / 3;
  for (let s = 0; s <= segments; s++) {
    const a = (s / segments) * Math.PI * 2;
    const [c, n] = [Math.cos(a), Math.sin(a)];
    for (const y of [-h, h]) {
      g.positions.push(at[0] + rx * c, at[1] + y, at[2] + rz * n);
      g.normals.push(c, 0, n);
      g.uvs.push(s / segments, y < 0 ? 1 : 0);
    }
    if (s < segments) {
      const i = base + s * 2;
      g.indices.push(i, i + 1, i + 3, i, i + 3, i + 2);
    }
  }
  for (const y of [-h, h]) {
    const centre = g.positions.length / 3;
    g.positions.push(at[0], at[1] + y, at[2]);
    g.normals.push(0, Math.sign(y), 0);
    g.uvs.push(0.5, 0.5);
    for (let s = 0; s <= segments; s++) {
      const a = (s / segments) * Math.PI * 2;
      g.positions.push(at[0] + rx * Math.cos(a), at[1] + y, at[2] + rz * Math.sin(a));
      g.normals.push(0, Math.sign(y), 0);
      g.uvs.push(0.5 + Math.cos(a) / 2, 0.5 + Math.sin(a) / 2);
      if (s < segments)
        g.indices.push(
          ...(y > 0 ? [centre, centre + s + 2, centre + s + 1] : [centre, centre + s + 1, centre + s + 2]),
        );
    }
  }
}

/** A GLB of the parts, one primitive per material, with PBR metallic-roughness materials. */
export async function buildGlb(
  name: string,
  parts: Part[],
  materials: Record<string, MaterialSpec>,
): Promise<Uint8Array> {
  const document = new Document();
  const buffer = document.createBuffer();
  const mesh = document.createMesh(name);
  for (const [materialName, spec] of Object.entries(materials)) {
    const g: Geometry = { positions: [], normals: [], uvs: [], indices: [] };
    for (const part of parts.filter((p) => p.material === materialName))
      (part.shape === 'box' ? addBox : addCylinder)(g, part);
    if (g.indices.length === 0) continue;
    const material = document
      .createMaterial(materialName)
      .setBaseColorFactor([...spec.color, 1])
      .setRoughnessFactor(spec.roughness)
      .setMetallicFactor(spec.metalness ?? 0);
    if (spec.texture) {
      const mime = spec.texture[0] === 0x89 ? 'image/png' : 'image/jpeg';
      material.setBaseColorTexture(
        document.createTexture(`${materialName}-albedo`).setImage(spec.texture).setMimeType(mime),
      );
    }
    const accessor = (
      type: 'VEC3' | 'VEC2' | 'SCALAR',
      array: Float32Array<ArrayBuffer> | Uint32Array<ArrayBuffer>,
    ) => document.createAccessor().setType(type).setArray(array).setBuffer(buffer);
    mesh.addPrimitive(
      document
        .createPrimitive()
        .setAttribute('POSITION', accessor('VEC3', new Float32Array(g.positions)))
        .setAttribute('NORMAL', accessor('VEC3', new Float32Array(g.normals)))
        .setAttribute('TEXCOORD_0', accessor('VEC2', new Float32Array(g.uvs)))
        .setIndices(accessor('SCALAR', new Uint32Array(g.indices)))
        .setMaterial(material),
    );
  }
  const node = document.createNode(name).setMesh(mesh);
  document.createScene(name).addChild(node);
  return new NodeIO().writeBinary(document);
}
