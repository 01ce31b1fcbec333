import { describe, expect, it } from 'vitest';
import { boxAround, cellOf, coveringRanges, distanceMetres } from './geo-cells.ts';

/** A repeatable pseudo-random sequence. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

describe('geo cells', () => {
  it('covers every point of a box by at most 16 ranges', () => {
    const next = random(7);
    for (let i = 0; i < 300; i++) {
      const lat = 33 + next() * 5;
      const lng = 125 + next() * 5;
      const box = {
        minLat: lat,
        minLng: lng,
        maxLat: lat + next() ** 3 * 0.5,
        maxLng: lng + next() ** 3 * 0.5,
      };
      const ranges = coveringRanges(box);
      expect(ranges.length).toBeLessThanOrEqual(16);
      for (let j = 0; j < 20; j++) {
        const cell = cellOf(
          box.minLat + next() * (box.maxLat - box.minLat),
          box.minLng + next() * (box.maxLng - box.minLng),
        );
        expect(ranges.some(([lo, hi]) => cell >= lo && cell <= hi)).toBe(true);
      }
    }
  });

  it('keeps neighbouring places in nearby keys and the whole world in 48 bits', () => {
    expect(cellOf(-90, -180)).toBe(0);
    expect(cellOf(90, 180)).toBe(2 ** 48 - 1);
    expect(Math.abs(cellOf(37.5, 127.0) - cellOf(37.50001, 127.00001))).toBeLessThan(2 ** 10);
  });

  it('reaches the radius in every direction from the centre of its box', () => {
    const box = boxAround(37.5, 127, 1000);
    expect(distanceMetres(37.5, 127, box.maxLat, 127)).toBeCloseTo(1000, 0);
    expect(distanceMetres(37.5, 127, 37.5, box.maxLng)).toBeCloseTo(1000, 0);
  });
});
