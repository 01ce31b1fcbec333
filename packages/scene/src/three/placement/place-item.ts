import { EditorTypeCode } from '@roomcraft/enums';
import type { Floor } from '../../document/floor.ts';
import { roomOutline } from '../../geometry/floor-rooms.ts';
import { pointInPolygon } from '../../geometry/polygon.ts';
import { add, scale, type Vec2, type Vec3 } from '../../geometry/vector.ts';
import { nearestWall, wallNormal, wallSegment } from '../../geometry/wall-graph.ts';
import {
  type Footprint,
  footprintContains,
  type ProductSize,
  type SizeOf,
} from '../../kinds/item/footprint.ts';
import type { Item, ItemTypeCode } from '../../kinds/item/schema.ts';
import type { Wall } from '../../kinds/wall/schema.ts';
import { floorFootprints } from './overlaps.ts';
import { alignToNearestWall, SNAP_DISTANCE, snapToItems, snapToWalls, wallFaceToward } from './snapping.ts';

/** What the pointer points at when an item is dropped or dragged. */
export type PlacementTarget =
  | { readonly kind: 'item'; readonly id: string }
  | { readonly kind: 'wall'; readonly id: string }
  | { readonly kind: 'floor' }
  | { readonly kind: 'ceiling' };

/**
 * Where the pointer is: the plan point (mm) and, from the 3D view, the height of the surface hit
 * (z, mm above the floor) and what was hit. A drop on the 2D plan gives only x and y.
 */
export interface PointerHit {
  readonly point: Vec2 & { readonly z?: number };
  readonly target?: PlacementTarget;
}

/** Options of {@link placeItem}. */
export interface PlacementOptions {
  /** Sizes of the products already placed (standing on them, snapping to them). */
  readonly sizeOf?: SizeOf;
  /** Keep this rotation (an item being moved); a new drop is turned to face into the room. */
  readonly rotation?: number;
  /** The item being moved, which neither supports nor repels itself. */
  readonly ignoreItemId?: string;
  /** The item's own scale (default 1). */
  readonly scale?: Item['scale'];
  /** Snap distance in mm; false turns snapping off. */
  readonly snap?: number | false;
}

/** Where an item goes: its plan position with z its height above the floor, and its rotation. */
export interface Placement {
  readonly position: Vec3;
  readonly rotation: { readonly z: number };
  /** The wall a wall item hangs on. */
  readonly wallId?: string;
  /** The item a standing item stands on. */
  readonly supportId?: string;
  /** Walls and items the placement snapped to. */
  readonly snappedTo: readonly string[];
}

/** Default height of a wall item's centre when the drop gives no height (the 2D plan), mm. */
export const WALL_ITEM_CENTRE_HEIGHT = 1400;

/**
 * Places an item by its EditorTypeCode: a FloorItem (10) stands on the floor, a StandingItem (20) on
 * the floor or on top of the item under the pointer, a WallItem (30) on the face of the nearest wall
 * facing into the room, a CeilingItem (40) hangs from the ceiling. Floor-standing items snap to walls
 * and to neighbours within the snap distance.
 */
export function placeItem(
  floor: Floor,
  productSize: ProductSize,
  editorTypeCode: ItemTypeCode,
  hit: PointerHit,
  options: PlacementOptions = {},
): Placement {
  const s = options.scale ?? { x: 1, y: 1, z: 1 };
  const size = {
    width: productSize.width * s.x,
    depth: productSize.depth * s.y,
    height: productSize.height * s.z,
  };
  const point = { x: hit.point.x, y: hit.point.y };
  const rotation = options.rotation ?? 0;
  switch (editorTypeCode) {
    case EditorTypeCode.WallItem:
      return placeOnWall(floor, size, hit) ?? onFloor(floor, size, point, options);
    case EditorTypeCode.CeilingItem:
      return {
        position: { ...point, z: floor.height - size.height },
        rotation: { z: rotation },
        snappedTo: [],
      };
    case EditorTypeCode.StandingItem: {
      const support = supportUnder(floor, hit, options);
      if (support) {
        return {
          position: { ...point, z: support.top },
          rotation: { z: rotation },
          supportId: support.id,
          snappedTo: [],
        };
      }
      return onFloor(floor, size, point, options);
    }
    default:
      return onFloor(floor, size, point, options);
  }
}

function onFloor(floor: Floor, size: ProductSize, point: Vec2, options: PlacementOptions): Placement {
  let f: Footprint = {
    center: point,
    halfWidth: size.width / 2,
    halfDepth: size.depth / 2,
    angle: options.rotation ?? 0,
    bottom: 0,
    top: size.height,
  };
  const snappedTo: string[] = [];
  if (options.snap !== false) {
    const distance = options.snap ?? SNAP_DISTANCE;
    if (options.rotation === undefined) f = alignToNearestWall(floor, f, distance);
    const others = neighbours(floor, options);
    const byItems = snapToItems(f, others, distance);
    const byWalls = snapToWalls(floor, byItems.footprint, distance);
    f = byWalls.footprint;
    snappedTo.push(...byWalls.wallIds, ...byItems.itemIds);
  }
  return { position: { ...f.center, z: 0 }, rotation: { z: f.angle }, snappedTo };
}

function neighbours(floor: Floor, options: PlacementOptions): Map<string, Footprint> {
  if (!options.sizeOf) return new Map();
  const all = floorFootprints(floor, options.sizeOf);
  if (options.ignoreItemId) all.delete(options.ignoreItemId);
  return all;
}

function supportUnder(floor: Floor, hit: PointerHit, options: PlacementOptions) {
  if (!options.sizeOf) return undefined;
  const footprints = neighbours(floor, options);
  const ceilingItems = new Set(
    floor.items.filter((i) => i.editorTypeCode === EditorTypeCode.CeilingItem).map((i) => i.archiId),
  );
  const candidates =
    hit.target === undefined
      ? [...footprints].filter(([id, f]) => !ceilingItems.has(id) && footprintContains(f, hit.point))
      : hit.target.kind === 'item' && footprints.has(hit.target.id) && !ceilingItems.has(hit.target.id)
        ? [[hit.target.id, footprints.get(hit.target.id)!] as const]
        : [];
  let best: { id: string; top: number } | undefined;
  for (const [id, f] of candidates) if (!best || f.top > best.top) best = { id, top: f.top };
  return best;
}

function placeOnWall(floor: Floor, size: ProductSize, hit: PointerHit): Placement | undefined {
  const target = hit.target;
  const targeted = target?.kind === 'wall' ? floor.walls.find((w) => w.archiId === target.id) : undefined;
  const wall = targeted ?? nearestWall(floor, hit.point)?.wall;
  const segment = wall && wallSegment(floor, wall);
  if (!wall || !segment) return undefined;
  const face = wallFaceToward(floor, wall, roomSidePoint(floor, wall, hit.point));
  if (!face) return undefined;
  const dir =
    face.length > 0
      ? scale({ x: segment.b.x - segment.a.x, y: segment.b.y - segment.a.y }, 1 / face.length)
      : { x: 1, y: 0 };
  const half = size.width / 2;
  const along =
    face.length <= size.width ? face.length / 2 : Math.min(face.length - half, Math.max(half, face.along));
  const centre = add(add(face.point, scale(dir, along)), scale(face.normal, size.depth / 2));
  // A hit's height counts on the wall itself (or from the plan); a hit on the floor says nothing of it.
  const height = target === undefined || target.kind === 'wall' ? hit.point.z : undefined;
  const wanted = (height ?? WALL_ITEM_CENTRE_HEIGHT) - size.height / 2;
  const z = Math.max(0, Math.min(wall.height - size.height, wanted));
  return {
    position: { ...centre, z },
    rotation: { z: Math.atan2(-face.normal.x, face.normal.y) },
    wallId: wall.archiId,
    snappedTo: [wall.archiId],
  };
}

/**
 * A point on the side of a wall the item should face: the pointer itself when it lies off the
 * wall, otherwise (a drop on the wall's line in 2D) a point just off the side that has a room.
 */
function roomSidePoint(floor: Floor, wall: Wall, p: Vec2): Vec2 {
  const n = wallNormal(floor, wall);
  const nearest = nearestWall(floor, p);
  if (!nearest || nearest.wall !== wall || nearest.distance >= wall.thickness / 2) return p;
  const probe = (side: number) => add(nearest.point, scale(n, side * (wall.thickness / 2 + 10)));
  const inRoom = (q: Vec2) => floor.rooms.some((r) => pointInPolygon(q, roomOutline(floor, r)));
  return inRoom(probe(1)) || !inRoom(probe(-1)) ? probe(1) : probe(-1);
}
