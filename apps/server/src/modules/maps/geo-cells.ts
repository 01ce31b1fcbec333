/**
 * The spatial key of complexes: a Morton (Z-order) code interleaving 24 bits of latitude with 24
 * bits of longitude (cells of about 2.4 m by 1.2–2.4 m). Every square cell of a coarser level is
 * one contiguous range of codes, so a bounding box becomes a handful of `cell between lo and hi`
 * ranges on a plain btree, on PostgreSQL and PGlite alike (no PostGIS).
 */
export const CELL_BITS = 24;
const SCALE = 2 ** CELL_BITS;

const latIndex = (lat: number) => Math.min(SCALE - 1, Math.floor(((lat + 90) / 180) * SCALE));
const lngIndex = (lng: number) => Math.min(SCALE - 1, Math.floor(((lng + 180) / 360) * SCALE));

/** Spreads the bits of a 24-bit number apart (bit i goes to bit 2i), in plain arithmetic: 48 bits pass JavaScript's 32-bit operators. */
function spread(value: number): number {
  let out = 0;
  let weight = 1;
  for (let bit = 0; bit < CELL_BITS; bit++) {
    if (Math.floor(value / 2 ** bit) % 2 === 1) out += weight;
    weight *= 4;
  }
  return out;
}

const interleave = (latI: number, lngI: number) => spread(lngI) + 2 * spread(latI);

/** The cell key of a coordinate. */
export const cellOf = (lat: number, lng: number): number => interleave(latIndex(lat), lngIndex(lng));

export interface Box {
  minLat: number;
  minLng: number;
  maxLat: number;
  maxLng: number;
}

/** Inclusive ranges of cell keys that together cover a box. */
export type CellRange = [number, number];

/**
 * The cell ranges covering a box: the box is covered by cells of the finest level at which it
 * spans at most 4 × 4 of them, and neighbouring ranges are merged. Every key inside the box is in
 * a range; keys a little outside are dropped by the exact coordinate test that follows.
 */
export function coveringRanges(box: Box): CellRange[] {
  const lo = { lat: latIndex(box.minLat), lng: lngIndex(box.minLng) };
  const hi = { lat: latIndex(box.maxLat), lng: lngIndex(box.maxLng) };
  let level = CELL_BITS;
  const spanAt = (shift: number, a: number, b: number) =>
    Math.floor(b / 2 ** shift) - Math.floor(a / 2 ** shift) + 1;
  let shift = 0;
  while (level > 0 && (spanAt(shift, lo.lat, hi.lat) > 4 || spanAt(shift, lo.lng, hi.lng) > 4)) {
    shift++;
    level--;
  }
  const size = 2 ** shift;
  const cellCount = size * size;
  const starts: number[] = [];
  for (let la = Math.floor(lo.lat / size); la <= Math.floor(hi.lat / size); la++) {
    for (let ln = Math.floor(lo.lng / size); ln <= Math.floor(hi.lng / size); ln++) {
      starts.push(interleave(la * size, ln * size));
    }
  }
  starts.sort((a, b) => a - b);
  const ranges: CellRange[] = [];
  for (const start of starts) {
    const last = ranges.at(-1);
    if (last && last[1] + 1 === start) last[1] = start + cellCount - 1;
    else ranges.push([start, start + cellCount - 1]);
  }
  return ranges;
}

const EARTH_RADIUS = 6371008.8;
const METRES_PER_DEGREE = (Math.PI * EARTH_RADIUS) / 180;

/** The box around a point reaching `radius` metres in every direction. */
export function boxAround(lat: number, lng: number, radius: number): Box {
  const dLat = radius / METRES_PER_DEGREE;
  const cos = Math.max(Math.cos((lat * Math.PI) / 180), 1e-6);
  const dLng = Math.min(180, radius / (METRES_PER_DEGREE * cos));
  return {
    minLat: Math.max(-90, lat - dLat),
    maxLat: Math.min(90, lat + dLat),
    minLng: Math.max(-180, lng - dLng),
    maxLng: Math.min(180, lng + dLng),
  };
}

/** Great-circle distance in metres (haversine), the same formula the database query uses. */
export function distanceMetres(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * EARTH_RADIUS * Math.asin(Math.min(1, Math.sqrt(a)));
}

export { EARTH_RADIUS };
