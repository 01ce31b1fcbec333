/**
 * Texture coordinates in millimetres, projected along each vertex's main normal axis: a finish's
 * texture then repeats once per tile size (1 / tile mm) whatever the surface's shape. The 3D view
 * and the render export both use them, so a finish lies the same way in both.
 */
export function planarUvs(
  positions: ArrayLike<number>,
  normals: ArrayLike<number>,
): Float32Array<ArrayBuffer> {
  const uvs = new Float32Array((positions.length / 3) * 2);
  for (let i = 0, j = 0; i < positions.length; i += 3, j += 2) {
    const [x, y, z] = [positions[i]!, positions[i + 1]!, positions[i + 2]!];
    const [nx, ny, nz] = [Math.abs(normals[i]!), Math.abs(normals[i + 1]!), Math.abs(normals[i + 2]!)];
    if (ny >= nx && ny >= nz) [uvs[j], uvs[j + 1]] = [x, z];
    else if (nx >= nz) [uvs[j], uvs[j + 1]] = [z, y];
    else [uvs[j], uvs[j + 1]] = [x, y];
  }
  return uvs;
}

/** How a finish's texture repeats on those coordinates: once per tile, scaled and turned by the finish. */
export function finishRepeat(
  tile: { readonly widthMm: number; readonly heightMm: number },
  finish: { readonly scale?: number; readonly rotation?: number },
): { repeat: [number, number]; rotation: number } {
  const scale = finish.scale ?? 1;
  return {
    repeat: [1 / (tile.widthMm * scale), 1 / (tile.heightMm * scale)],
    rotation: finish.rotation ?? 0,
  };
}
