/** Triangles in world space (9 numbers each) with one linear RGB colour each. */
export interface TriangleSoup {
  positions: Float32Array;
  colors: Float32Array;
  count: number;
}

export interface View {
  name: string;
  /** Degrees around the vertical axis from the front (+Z), and above the horizon. */
  azimuth: number;
  elevation: number;
}

type Vec3 = [number, number, number];
const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const normalize = (a: Vec3): Vec3 => {
  const length = Math.hypot(a[0], a[1], a[2]) || 1;
  return [a[0] / length, a[1] / length, a[2] / length];
};

/** Camera axes of a view: right, up and forward (from the camera into the scene). */
function axesOf(view: View): [Vec3, Vec3, Vec3] {
  const az = (view.azimuth * Math.PI) / 180;
  const el = (view.elevation * Math.PI) / 180;
  const forward: Vec3 = [-Math.sin(az) * Math.cos(el), -Math.sin(el), -Math.cos(az) * Math.cos(el)];
  const right: Vec3 = Math.abs(forward[1]) > 0.999 ? [1, 0, 0] : normalize(cross(forward, [0, 1, 0]));
  return [right, cross(right, forward), forward];
}

/**
 * Draws the triangles orthographically from one view into an RGBA buffer: a depth buffer keeps the
 * nearest surface, flat shading from a light at the camera plus one from above shows the form.
 * No browser and no GPU are needed, so thumbnails come from the same process as the upload.
 */
export function rasterise(soup: TriangleSoup, view: View, size: number): Uint8Array {
  const [right, up, forward] = axesOf(view);
  const projected = new Float32Array(soup.count * 9);
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < soup.count * 3; i++) {
    const p: Vec3 = [soup.positions[i * 3]!, soup.positions[i * 3 + 1]!, soup.positions[i * 3 + 2]!];
    const x = dot(p, right);
    const y = dot(p, up);
    projected[i * 3] = x;
    projected[i * 3 + 1] = y;
    projected[i * 3 + 2] = dot(p, forward);
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  const scale = (size * 0.9) / Math.max(maxX - minX, maxY - minY, 1e-9);
  const cx = (minX + maxX) / 2;
  const cy = (minY + maxY) / 2;
  for (let i = 0; i < soup.count * 3; i++) {
    projected[i * 3] = (projected[i * 3]! - cx) * scale + size / 2;
    projected[i * 3 + 1] = size / 2 - (projected[i * 3 + 1]! - cy) * scale;
  }
  const pixels = new Uint8Array(size * size * 4);
  const depth = new Float32Array(size * size).fill(Infinity);
  for (let t = 0; t < soup.count; t++) {
    const o = t * 9;
    const shade = shadeOf(soup, t, forward);
    drawTriangle(projected, o, size, depth, pixels, shade);
  }
  return pixels;
}

function shadeOf(soup: TriangleSoup, t: number, forward: Vec3): [number, number, number] {
  const at = (k: number): Vec3 => [
    soup.positions[t * 9 + k * 3]!,
    soup.positions[t * 9 + k * 3 + 1]!,
    soup.positions[t * 9 + k * 3 + 2]!,
  ];
  const [a, b, c] = [at(0), at(1), at(2)];
  const normal = normalize(cross(sub(b, a), sub(c, a)));
  const light = 0.3 + 0.55 * Math.abs(dot(normal, forward)) + 0.15 * Math.max(0, normal[1]);
  const toSrgb = (linear: number) => Math.round(255 * Math.min(1, linear * light) ** (1 / 2.2));
  return [toSrgb(soup.colors[t * 3]!), toSrgb(soup.colors[t * 3 + 1]!), toSrgb(soup.colors[t * 3 + 2]!)];
}

/** Fills one projected triangle with edge functions stepped per pixel, keeping the nearest depth. */
function drawTriangle(
  p: Float32Array,
  o: number,
  size: number,
  depth: Float32Array,
  pixels: Uint8Array,
  shade: [number, number, number],
): void {
  const x0 = p[o]!;
  const y0 = p[o + 1]!;
  const z0 = p[o + 2]!;
  const x1 = p[o + 3]!;
  const y1 = p[o + 4]!;
  const z1 = p[o + 5]!;
  const x2 = p[o + 6]!;
  const y2 = p[o + 7]!;
  const z2 = p[o + 8]!;
  const area = (x1 - x0) * (y2 - y0) - (x2 - x0) * (y1 - y0);
  if (Math.abs(area) < 1e-12) return;
  const left = Math.max(0, Math.floor(Math.min(x0, x1, x2)));
  const right = Math.min(size - 1, Math.ceil(Math.max(x0, x1, x2)));
  const top = Math.max(0, Math.floor(Math.min(y0, y1, y2)));
  const bottom = Math.min(size - 1, Math.ceil(Math.max(y0, y1, y2)));
  // Barycentric weights are linear in x: step them by their x-derivative along each row.
  const dw0 = (y1 - y2) / area;
  const dw1 = (y2 - y0) / area;
  const [r, g, b] = shade;
  for (let y = top; y <= bottom; y++) {
    const py = y + 0.5;
    const px = left + 0.5;
    let w0 = ((x1 - px) * (y2 - py) - (x2 - px) * (y1 - py)) / area;
    let w1 = ((x2 - px) * (y0 - py) - (x0 - px) * (y2 - py)) / area;
    let index = y * size + left;
    for (let x = left; x <= right; x++, index++, w0 += dw0, w1 += dw1) {
      const w2 = 1 - w0 - w1;
      if (w0 < 0 || w1 < 0 || w2 < 0) continue;
      const z = w0 * z0 + w1 * z1 + w2 * z2;
      if (z >= depth[index]!) continue;
      depth[index] = z;
      const at = index * 4;
      pixels[at] = r;
      pixels[at + 1] = g;
      pixels[at + 2] = b;
      pixels[at + 3] = 255;
    }
  }
}
