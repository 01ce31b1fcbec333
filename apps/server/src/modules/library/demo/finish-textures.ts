/**
 * Seamless finish textures drawn from raw pixels: every pattern is periodic over the tile (noise on
 * a wrapping lattice, stripes and grids whose periods divide the size), so the tile repeats without
 * a seam.
 */
export const TEXTURE_PX = 512;
type Rgb = [number, number, number];

/** A deterministic random sequence, so the demo catalogue is the same on every machine. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}

/** Fractal value noise in [0, 1] on a wrapping lattice: seamless at every octave. */
export function periodicNoise(seed: number, octaves = 4, base = 4): (x: number, y: number) => number {
  const random = seeded(seed);
  const lattices = Array.from({ length: octaves }, (_, o) => {
    const cells = base << o;
    return { cells, values: Float32Array.from({ length: cells * cells }, random) };
  });
  const smooth = (t: number) => t * t * (3 - 2 * t);
  return (x, y) => {
    let sum = 0;
    let weight = 0;
    lattices.forEach(({ cells, values }, o) => {
      const fx = (x / TEXTURE_PX) * cells;
      const fy = (y / TEXTURE_PX) * cells;
      const [x0, y0] = [Math.floor(fx), Math.floor(fy)];
      const [tx, ty] = [smooth(fx - x0), smooth(fy - y0)];
      const at = (i: number, j: number) => values[((j % cells) * cells + (i % cells)) % (cells * cells)]!;
      const top = at(x0, y0) * (1 - tx) + at(x0 + 1, y0) * tx;
      const bottom = at(x0, y0 + 1) * (1 - tx) + at(x0 + 1, y0 + 1) * tx;
      const w = 1 / 2 ** o;
      sum += (top * (1 - ty) + bottom * ty) * w;
      weight += w;
    });
    return sum / weight;
  };
}

export const hex = (h: string): Rgb => [1, 3, 5].map((i) => Number.parseInt(h.slice(i, i + 2), 16)) as Rgb;
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [0, 1, 2].map((i) => a[i]! + (b[i]! - a[i]!) * t) as Rgb;
const shade = (c: Rgb, f: number): Rgb => c.map((v) => v * f) as Rgb;

function draw(pixel: (x: number, y: number) => Rgb): Buffer {
  const data = Buffer.alloc(TEXTURE_PX * TEXTURE_PX * 3);
  for (let y = 0; y < TEXTURE_PX; y++) {
    for (let x = 0; x < TEXTURE_PX; x++) {
      const c = pixel(x, y);
      data.set(
        c.map((v) => Math.max(0, Math.min(255, Math.round(v)))),
        (y * TEXTURE_PX + x) * 3,
      );
    }
  }
  return data;
}

/** Planks in rows, each with its own tone and grain, staggered ends and dark joints. */
export function woodPlanks(light: string, dark: string, rows: number, seed: number): Buffer {
  const noise = periodicNoise(seed, 5, 2);
  const random = seeded(seed + 1);
  const plankH = TEXTURE_PX / rows;
  const tones = Array.from({ length: rows * 2 }, () => 0.85 + random() * 0.3);
  const offsets = Array.from({ length: rows }, () => Math.floor(random() * 4) * (TEXTURE_PX / 4));
  return draw((x, y) => {
    const row = Math.floor(y / plankH);
    const along = (x + offsets[row]!) % TEXTURE_PX;
    const piece = row * 2 + Math.floor(along / (TEXTURE_PX / 2));
    const grain = 0.5 + 0.5 * Math.sin((y / plankH) * Math.PI * 2 * 6 + noise(x, y) * 9);
    const joint = y % plankH < 1.5 || along % (TEXTURE_PX / 2) < 1.5 ? 0.55 : 1;
    return shade(mix(hex(light), hex(dark), grain * 0.6 + noise(x * 3, y) * 0.4), tones[piece]! * joint);
  });
}

/** Square or offset (subway) tiles with grout; `veins` adds marble-like veining. */
export function tiles(
  colour: string,
  grout: string,
  across: number,
  down: number,
  opts: { offset?: boolean; veins?: boolean; checker?: string; seed: number },
): Buffer {
  const noise = periodicNoise(opts.seed, 4, 2);
  const w = TEXTURE_PX / across;
  const h = TEXTURE_PX / down;
  return draw((x, y) => {
    const row = Math.floor(y / h);
    const shifted = opts.offset && row % 2 ? (x + w / 2) % TEXTURE_PX : x;
    const col = Math.floor(shifted / w);
    if (shifted % w < 3 || y % h < 3) return hex(grout);
    const base = opts.checker && (row + col) % 2 ? hex(opts.checker) : hex(colour);
    const vein = opts.veins ? Math.abs(Math.sin((x + y) / 40 + noise(x, y) * 12)) ** 12 : 0;
    return shade(mix(base, [90, 90, 95], vein * 0.7), 0.95 + noise(x * 2, y * 2) * 0.08);
  });
}

/** Terrazzo: chips of a few colours scattered over a base, wrapping at the edges. */
export function terrazzo(base: string, chips: string[], seed: number): Buffer {
  const random = seeded(seed);
  const stones = Array.from({ length: 260 }, () => ({
    x: random() * TEXTURE_PX,
    y: random() * TEXTURE_PX,
    r: 2 + random() * 7,
    c: hex(chips[Math.floor(random() * chips.length)]!),
  }));
  const noise = periodicNoise(seed + 1, 3, 4);
  return draw((x, y) => {
    for (const s of stones) {
      const dx = Math.min(Math.abs(x - s.x), TEXTURE_PX - Math.abs(x - s.x));
      const dy = Math.min(Math.abs(y - s.y), TEXTURE_PX - Math.abs(y - s.y));
      if (dx * dx + dy * dy < s.r * s.r) return s.c;
    }
    return shade(hex(base), 0.94 + noise(x, y) * 0.1);
  });
}

/** Paint: one colour with the faint unevenness of a roller. */
export function paint(colour: string, seed: number): Buffer {
  const noise = periodicNoise(seed, 5, 4);
  return draw((x, y) => shade(hex(colour), 0.97 + noise(x, y) * 0.05));
}

export type WallpaperPattern =
  | 'stripes'
  | 'dots'
  | 'grid'
  | 'linen'
  | 'waves'
  | 'diamonds'
  | 'flowers'
  | 'herringbone';

/** Wallpaper patterns whose periods divide the tile. */
export function wallpaper(pattern: WallpaperPattern, ground: string, ink: string, seed: number): Buffer {
  const noise = periodicNoise(seed, 4, 8);
  const p = TEXTURE_PX / 8;
  const tau = Math.PI * 2;
  const amount: Record<WallpaperPattern, (x: number, y: number) => number> = {
    stripes: (x) => (x % (p * 2) < p * 0.6 ? 1 : 0),
    dots: (x, y) => (Math.hypot((x % p) - p / 2, (y % p) - p / 2) < p * 0.18 ? 1 : 0),
    grid: (x, y) => (x % p < 3 || y % p < 3 ? 1 : 0),
    linen: (x, y) =>
      0.5 +
      0.25 * Math.sin((x / TEXTURE_PX) * tau * 128) +
      0.25 * Math.sin((y / TEXTURE_PX) * tau * 128) * noise(x, y),
    waves: (x, y) =>
      Math.abs(Math.sin((y / TEXTURE_PX) * tau * 8 + Math.sin((x / TEXTURE_PX) * tau * 4) * 1.5)) < 0.15
        ? 1
        : 0,
    diamonds: (x, y) => (Math.abs((x % p) - p / 2) + Math.abs((y % p) - p / 2) < p * 0.3 ? 1 : 0),
    flowers: (x, y) => {
      const [dx, dy] = [(x % (p * 2)) - p, (y % (p * 2)) - p];
      return Math.hypot(dx, dy) < p * 0.55 * Math.abs(Math.cos(Math.atan2(dy, dx) * 2.5)) ? 1 : 0;
    },
    herringbone: (x, y) => ((Math.floor(x / p) % 2 ? x + y : x - y + TEXTURE_PX) % (p / 2) < p / 8 ? 1 : 0),
  };
  return draw((x, y) => shade(mix(hex(ground), hex(ink), amount[pattern](x, y)), 0.97 + noise(x, y) * 0.05));
}

/** A roughness map: a base value with the colour map's grain. */
export function roughness(value: number, seed: number): Buffer {
  const noise = periodicNoise(seed, 4, 4);
  return draw((x, y) => {
    const v = 255 * Math.min(1, Math.max(0, value + (noise(x, y) - 0.5) * 0.15));
    return [v, v, v];
  });
}
