import {
  type Floor,
  floorWallOutlines,
  measureFloorRoom,
  type ObjectRef,
  type WallOutline,
} from '@roomcraft/scene';
import { ITEM_MARKER_RADIUS } from '../model/plan-geometry.ts';
import { openingShape } from './opening-shapes.ts';
import { pathOf } from './paths.ts';

/** Wall outlines of a floor, computed once per floor object. */
const outlinesCache = new WeakMap<Floor, Map<string, WallOutline>>();
export function cachedWallOutlines(floor: Floor): Map<string, WallOutline> {
  let outlines = outlinesCache.get(floor);
  if (!outlines) {
    outlines = floorWallOutlines(floor);
    outlinesCache.set(floor, outlines);
  }
  return outlines;
}

/** The outline of a selected or hovered object as an SVG path; undefined for corners and missing objects. */
export function refOutline(floor: Floor, ref: ObjectRef): string | undefined {
  switch (ref.kind) {
    case 'wall': {
      const outline = cachedWallOutlines(floor).get(ref.id);
      return outline && pathOf(outline.polygon);
    }
    case 'opening': {
      const opening = floor.openings.find((o) => o.archiId === ref.id);
      return opening && openingShape(floor, opening)?.outline;
    }
    case 'room': {
      const room = floor.rooms.find((r) => r.archiId === ref.id);
      if (!room) return undefined;
      const measure = measureFloorRoom(floor, room);
      return [measure.innerPolygon, ...measure.innerHoles].map((p) => pathOf(p)).join('');
    }
    case 'item': {
      const item = floor.items.find((it) => it.archiId === ref.id);
      if (!item) return undefined;
      const { x, y } = item.position;
      const r = ITEM_MARKER_RADIUS;
      return pathOf([
        { x: x - r, y: y - r },
        { x: x + r, y: y - r },
        { x: x + r, y: y + r },
        { x: x - r, y: y + r },
      ]);
    }
    default:
      return undefined;
  }
}
