import {
  computeWallOutlines,
  type Floor,
  footprintCorners,
  indexFloor,
  measureFloorRoom,
  type ObjectRef,
  type SizeOf,
  type WallOutline,
} from '@roomcraft/scene';
import { cameraShape } from '../kinds/camera/camera-shapes.ts';
import { itemFootprintOf } from '../kinds/item/item-shapes.ts';
import { openingShape } from '../kinds/opening/opening-shapes.ts';
import { editorKindOf } from '../kinds/registry.ts';
import { pathOf } from './paths.ts';

/**
 * The mitred outline of one wall, computed from the walls meeting it only (a joint depends on
 * the walls at that corner), not from the whole floor.
 */
export function wallOutline(floor: Floor, wallId: string): WallOutline | undefined {
  const { walls, wallsAtCorner, points } = indexFloor(floor);
  const wall = walls.get(wallId);
  if (!wall) return undefined;
  const near = new Set(wall.corners.flatMap((c) => wallsAtCorner.get(c) ?? []));
  const input = [...near].map((w) => ({
    id: w.archiId,
    a: w.corners[0],
    b: w.corners[1],
    thickness: w.thickness,
  }));
  return computeWallOutlines(points, input).get(wallId);
}

/**
 * The outline of a selected or hovered object as an SVG path (an item at its product's footprint);
 * undefined for corners and missing objects.
 */
export function refOutline(floor: Floor, ref: ObjectRef, sizeOf: SizeOf): string | undefined {
  switch (ref.kind) {
    case 'wall': {
      const outline = wallOutline(floor, ref.id);
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
      return pathOf(footprintCorners(itemFootprintOf(item, sizeOf)));
    }
    case 'camera': {
      const camera = floor.cameras.find((c) => c.archiId === ref.id);
      return camera && cameraShape(camera).body;
    }
    default:
      return editorKindOf(ref.kind)?.outline?.(floor, ref.id);
  }
}
