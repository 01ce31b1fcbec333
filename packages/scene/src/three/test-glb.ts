/** A binary glTF of boxes, written by hand so Node tests feed the real loader without fixtures. */
export function boxesGlb(
  boxes: readonly {
    size: readonly [number, number, number];
    at?: readonly [number, number, number];
    color?: readonly [number, number, number];
  }[],
): ArrayBuffer {
  const chunks: Float32Array[] = [];
  const indexChunks: Uint16Array[] = [];
  const accessors: object[] = [];
  const bufferViews: object[] = [];
  const meshes: object[] = [];
  const nodes: object[] = [];
  const materials: object[] = [];
  let offset = 0;
  const view = (bytes: number, target: number) => {
    bufferViews.push({ buffer: 0, byteOffset: offset, byteLength: bytes, target });
    offset += bytes;
    return bufferViews.length - 1;
  };
  boxes.forEach((box, i) => {
    const [w, h, d] = box.size;
    const x = [-w / 2, w / 2];
    const z = [-d / 2, d / 2];
    const positions = new Float32Array([
      x[0]!,
      0,
      z[0]!,
      x[1]!,
      0,
      z[0]!,
      x[1]!,
      h,
      z[0]!,
      x[0]!,
      h,
      z[0]!,
      x[0]!,
      0,
      z[1]!,
      x[1]!,
      0,
      z[1]!,
      x[1]!,
      h,
      z[1]!,
      x[0]!,
      h,
      z[1]!,
    ]);
    const indices = new Uint16Array([
      0, 2, 1, 0, 3, 2, 4, 5, 6, 4, 6, 7, 0, 4, 7, 0, 7, 3, 1, 2, 6, 1, 6, 5, 3, 7, 6, 3, 6, 2, 0, 1, 5, 0, 5,
      4,
    ]);
    chunks.push(positions);
    indexChunks.push(indices);
    const pv = view(positions.byteLength, 34962);
    accessors.push({
      bufferView: pv,
      componentType: 5126,
      count: 8,
      type: 'VEC3',
      min: [x[0], 0, z[0]],
      max: [x[1], h, z[1]],
    });
    const iv = view(indices.byteLength, 34963);
    accessors.push({ bufferView: iv, componentType: 5123, count: indices.length, type: 'SCALAR' });
    materials.push({
      pbrMetallicRoughness: { baseColorFactor: [...(box.color ?? [0.6, 0.5, 0.4]), 1], metallicFactor: 0 },
    });
    meshes.push({
      primitives: [
        { attributes: { POSITION: accessors.length - 2 }, indices: accessors.length - 1, material: i },
      ],
    });
    nodes.push({ mesh: i, translation: [...(box.at ?? [0, 0, 0])] });
  });
  const json = {
    asset: { version: '2.0' },
    scene: 0,
    scenes: [{ nodes: nodes.map((_, i) => i) }],
    nodes,
    meshes,
    materials,
    accessors,
    bufferViews,
    buffers: [{ byteLength: offset }],
  };
  const bin = new Uint8Array(offset);
  let at = 0;
  boxes.forEach((_, i) => {
    bin.set(new Uint8Array(chunks[i]!.buffer), at);
    at += chunks[i]!.byteLength;
    bin.set(new Uint8Array(indexChunks[i]!.buffer), at);
    at += indexChunks[i]!.byteLength;
  });
  const pad = (bytes: Uint8Array, fill: number) => {
    const out = new Uint8Array(Math.ceil(bytes.length / 4) * 4).fill(fill);
    out.set(bytes);
    return out;
  };
  const jsonBytes = pad(new TextEncoder().encode(JSON.stringify(json)), 0x20);
  const binBytes = pad(bin, 0);
  const total = 12 + 8 + jsonBytes.length + 8 + binBytes.length;
  const out = new ArrayBuffer(total);
  const dv = new DataView(out);
  dv.setUint32(0, 0x46546c67, true);
  dv.setUint32(4, 2, true);
  dv.setUint32(8, total, true);
  dv.setUint32(12, jsonBytes.length, true);
  dv.setUint32(16, 0x4e4f534a, true);
  new Uint8Array(out, 20, jsonBytes.length).set(jsonBytes);
  dv.setUint32(20 + jsonBytes.length, binBytes.length, true);
  dv.setUint32(24 + jsonBytes.length, 0x004e4942, true);
  new Uint8Array(out, 28 + jsonBytes.length, binBytes.length).set(binBytes);
  return out;
}
