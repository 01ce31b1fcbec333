import { Document, NodeIO } from '@gltf-transform/core';

export interface TestBox {
  /** Centre in metres, glTF axes. */
  center: [number, number, number];
  size: [number, number, number];
  color: [number, number, number];
  /** glTF's default is 1 (metal, no diffuse light); light maps need matte boxes. */
  metallic?: number;
}

/** A scene of coloured boxes written as a binary glTF, to check where an engine draws what. */
export async function writeBoxesScene(boxes: TestBox[]): Promise<Uint8Array> {
  const document = new Document();
  const buffer = document.createBuffer();
  const scene = document.createScene();
  for (const [index, box] of boxes.entries()) {
    const { positions, normals, indices } = boxGeometry(box.size);
    const primitive = document
      .createPrimitive()
      .setAttribute(
        'POSITION',
        document.createAccessor().setType('VEC3').setArray(positions).setBuffer(buffer),
      )
      .setAttribute('NORMAL', document.createAccessor().setType('VEC3').setArray(normals).setBuffer(buffer))
      .setIndices(document.createAccessor().setType('SCALAR').setArray(indices).setBuffer(buffer))
      .setMaterial(
        document
          .createMaterial(`box-${index}`)
          .setBaseColorFactor([...box.color, 1])
          .setRoughnessFactor(0.8)
          .setMetallicFactor(box.metallic ?? 1),
      );
    const mesh = document.createMesh(`box-${index}`).addPrimitive(primitive);
    scene.addChild(document.createNode(`box-${index}`).setMesh(mesh).setTranslation(box.center));
  }
  return new NodeIO().writeBinary(document);
}

function boxGeometry([w, h, d]: [number, number, number]) {
  const faces: [number[], number[], number[]][] = [
    [
      [1, 0, 0],
      [0, 1, 0],
      [0, 0, 1],
    ],
    [
      [-1, 0, 0],
      [0, 1, 0],
      [0, 0, -1],
    ],
    [
      [0, 1, 0],
      [0, 0, 1],
      [1, 0, 0],
    ],
    [
      [0, -1, 0],
      [0, 0, -1],
      [1, 0, 0],
    ],
    [
      [0, 0, 1],
      [1, 0, 0],
      [0, 1, 0],
    ],
    [
      [0, 0, -1],
      [-1, 0, 0],
      [0, 1, 0],
    ],
  ];
  const half = [w / 2, h / 2, d / 2];
  const positions: number[] = [];
  const normals: number[] = [];
  const indices: number[] = [];
  for (const [normal, u, v] of faces) {
    const base = positions.length / 3;
    for (const [su, sv] of [
      [-1, -1],
      [1, -1],
      [1, 1],
      [-1, 1],
    ] as const) {
      for (let axis = 0; axis < 3; axis++) {
        positions.push((normal[axis]! + su * u[axis]! + sv * v[axis]!) * half[axis]!);
        normals.push(normal[axis]!);
      }
    }
    indices.push(base, base + 1, base + 2, base, base + 2, base + 3);
  }
  return {
    positions: new Float32Array(positions),
    normals: new Float32Array(normals),
    indices: new Uint16Array(indices),
  };
}
