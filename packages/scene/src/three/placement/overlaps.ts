import type { Floor } from '../../document/floor.ts';
import { type Footprint, footprintsOverlap, itemFootprint, type SizeOf } from '../../kinds/item/footprint.ts';

/** Two visible items whose footprints overlap. */
export interface ItemOverlap {
  readonly a: string;
  readonly b: string;
}

/** The footprints of a floor's visible items whose size is known, by item id. */
export function floorFootprints(floor: Floor, sizeOf: SizeOf): Map<string, Footprint> {
  const footprints = new Map<string, Footprint>();
  for (const item of floor.items) {
    const size = item.visible ? sizeOf(item.productId) : undefined;
    if (size) footprints.set(item.archiId, itemFootprint(item, size));
  }
  return footprints;
}

/**
 * Pairs of items that overlap (in plan and in height), for the editor's warning. With `only`, just
 * the pairs involving those items (the ones being moved). Items of unknown size are skipped.
 */
export function findOverlaps(floor: Floor, sizeOf: SizeOf, only?: readonly string[]): ItemOverlap[] {
  const footprints = [...floorFootprints(floor, sizeOf)];
  const wanted = only ? new Set(only) : undefined;
  const overlaps: ItemOverlap[] = [];
  for (let i = 0; i < footprints.length; i++) {
    const [a, fa] = footprints[i]!;
    for (let j = i + 1; j < footprints.length; j++) {
      const [b, fb] = footprints[j]!;
      if (wanted && !wanted.has(a) && !wanted.has(b)) continue;
      if (footprintsOverlap(fa, fb)) overlaps.push({ a, b });
    }
  }
  return overlaps;
}
