import {
  type Bounds,
  distance,
  distancePointToSegment,
  dot,
  type Floor,
  footprintContains,
  indexFloor,
  type ObjectRef,
  pointInPolygon,
  polygonArea,
  roomOutline,
  type SizeOf,
  sub,
  type Vec2,
  wallSegment,
} from '@roomcraft/scene';
import { itemFootprintOf } from '../kinds/item/item-shapes.ts';
import type { EditorKind } from '../kinds/kind.ts';
import { EDITOR_KINDS } from '../kinds/registry.ts';
import { CAMERA_ICON_RADIUS, insideBounds, openingFrame, roomCornerIds } from './plan-geometry.ts';

/**
 * The object under a plan point, `tolerance` mm around it: corners first (the handles of wall
 * ends), then doors and windows, cameras, items (by their footprints, the last drawn first), the
 * registered kinds (columns), walls and,
 * last, the smallest room holding the point. Hidden items are caught too: the plan draws them as
 * dashed outlines so they can be shown again.
 */
export function hitTest(floor: Floor, p: Vec2, tolerance: number, sizeOf: SizeOf): ObjectRef | undefined {
  let corner: { id: string; d: number } | undefined;
  for (const c of floor.corners) {
    const d = distance(c.position, p);
    if (d <= tolerance && (!corner || d < corner.d)) corner = { id: c.archiId, d };
  }
  if (corner) return { kind: 'corner', id: corner.id };

  for (const opening of floor.openings) {
    const frame = openingFrame(floor, opening);
    if (!frame) continue;
    const local = sub(p, frame.centre);
    const along = Math.abs(dot(local, frame.u));
    const across = Math.abs(dot(local, frame.n));
    if (along <= opening.width / 2 && across <= frame.wall.thickness / 2 + tolerance) {
      return { kind: 'opening', id: opening.archiId };
    }
  }

  for (const camera of floor.cameras) {
    if (distance(camera.position, p) <= CAMERA_ICON_RADIUS + tolerance)
      return { kind: 'camera', id: camera.archiId };
  }

  for (const item of [...floor.items].reverse()) {
    const footprint = itemFootprintOf(item, sizeOf);
    const grown = {
      ...footprint,
      halfWidth: footprint.halfWidth + tolerance,
      halfDepth: footprint.halfDepth + tolerance,
    };
    if (footprintContains(grown, p)) return { kind: 'item', id: item.archiId };
  }

  for (const kind of EDITOR_KINDS as readonly EditorKind[]) {
    const id = kind.hit?.(floor, p, tolerance);
    if (id) return { kind: kind.kind, id };
  }

  let wall: { id: string; d: number } | undefined;
  for (const w of floor.walls) {
    const segment = wallSegment(floor, w);
    if (!segment) continue;
    const d = distancePointToSegment(p, segment);
    if (d <= w.thickness / 2 + tolerance && (!wall || d < wall.d)) wall = { id: w.archiId, d };
  }
  if (wall) return { kind: 'wall', id: wall.id };

  let room: { id: string; area: number } | undefined;
  for (const r of floor.rooms) {
    const outline = roomOutline(floor, r);
    if (!pointInPolygon(p, outline)) continue;
    const area = polygonArea(outline);
    if (!room || area < room.area) room = { id: r.archiId, area };
  }
  return room ? { kind: 'room', id: room.id } : undefined;
}

/**
 * What a marquee selects: walls with both ends inside, doors and windows whose centre is inside,
 * items and cameras inside and rooms wholly inside.
 */
export function refsInBounds(floor: Floor, box: Bounds): ObjectRef[] {
  const { points } = indexFloor(floor);
  const inside = (id: string) => {
    const p = points.get(id);
    return p !== undefined && insideBounds(p, box);
  };
  const refs: ObjectRef[] = [];
  for (const w of floor.walls) if (w.corners.every(inside)) refs.push({ kind: 'wall', id: w.archiId });
  for (const o of floor.openings) {
    const frame = openingFrame(floor, o);
    if (frame && insideBounds(frame.centre, box)) refs.push({ kind: 'opening', id: o.archiId });
  }
  for (const item of floor.items) {
    if (insideBounds(item.position, box)) refs.push({ kind: 'item', id: item.archiId });
  }
  for (const c of floor.cameras)
    if (insideBounds(c.position, box)) refs.push({ kind: 'camera', id: c.archiId });
  for (const r of floor.rooms) if (roomCornerIds(r).every(inside)) refs.push({ kind: 'room', id: r.archiId });
  for (const kind of EDITOR_KINDS as readonly EditorKind[])
    for (const id of kind.inBounds?.(floor, box) ?? []) refs.push({ kind: kind.kind, id });
  return refs;
}

/** The selected camera whose aiming handle (the point it looks at) is under a plan point. */
export function cameraAimAt(
  floor: Floor,
  selection: readonly ObjectRef[],
  p: Vec2,
  tolerance: number,
): string | undefined {
  const selected = new Set(selection.filter((r) => r.kind === 'camera').map((r) => r.id));
  return floor.cameras.find((c) => selected.has(c.archiId) && distance(c.target, p) <= tolerance)?.archiId;
}
