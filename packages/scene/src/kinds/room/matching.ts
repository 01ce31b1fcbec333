import type { Floor } from '../../document/floor.ts';
import { findFloorRooms, roomOutline } from '../../geometry/floor-rooms.ts';
import { type Bounds, boundsOf, type Polygon, pointInPolygon, polygonArea } from '../../geometry/polygon.ts';
import { createId } from '../../ids.ts';
import type { Room, RoomProps } from './schema.ts';

/** Props of a room nobody has named or typed yet. */
export const DEFAULT_ROOM_PROPS: RoomProps = { name: '', type: 'NONE', hideCeiling: false };

/**
 * Finds a floor's rooms again after its walls changed, keeping what users gave the rooms that
 * still exist: a room keeps its id and props when the same set of corners encloses it, or else
 * when it overlaps an old room most (greedily, largest overlap first). A room that lost that
 * contest to another piece of the same old room (a room split in two) gets a new id but
 * inherits the old room's props when it lies mostly inside it.
 *
 * `previous` is the floor before the change: old rooms are placed where their corners were.
 */
export function recomputeRooms(previous: Floor, floor: Floor): Floor {
  const cornerIds = new Set(floor.corners.map((c) => c.archiId));
  const found = findFloorRooms(floor).filter((r) => r.boundary.nodes.every((id) => cornerIds.has(id)));
  const olds = previous.rooms.map((room) => {
    const polygon = roomOutline(previous, room);
    return { room, polygon, area: polygonArea(polygon), bounds: boundsOf(polygon) };
  });
  const oldBySet = new Map(olds.map((o) => [setKey(o.room.corners), o]));
  const taken = new Set<Room>();
  const matches = new Map<number, { room: Room; keepId: boolean }>();

  found.forEach((f, i) => {
    const same = oldBySet.get(setKey(f.boundary.nodes));
    if (same && !taken.has(same.room)) {
      taken.add(same.room);
      matches.set(i, { room: same.room, keepId: true });
    }
  });
  const pairs: { i: number; room: Room; overlap: number; share: number }[] = [];
  found.forEach((f, i) => {
    if (matches.has(i)) return;
    const polygon = f.boundary.points;
    const area = polygonArea(polygon);
    const bounds = boundsOf(polygon);
    for (const o of olds) {
      const overlap = overlapArea(polygon, bounds, o.polygon, o.bounds);
      if (overlap > 0)
        pairs.push({ i, room: o.room, overlap, share: overlap / Math.min(area, o.area || area) });
    }
  });
  pairs.sort((p, q) => q.overlap - p.overlap);
  for (const p of pairs) {
    if (matches.has(p.i) || p.share < 0.5) continue;
    const keepId = !taken.has(p.room);
    taken.add(p.room);
    matches.set(p.i, { room: p.room, keepId });
  }

  const rooms = found.map((f, i): Room => {
    const match = matches.get(i);
    const holes = f.holes.map((h) => [...h.nodes]);
    const base = match ? propsOf(match.room) : DEFAULT_ROOM_PROPS;
    const room: Room = {
      archiId: match?.keepId ? match.room.archiId : createId(),
      corners: [...f.boundary.nodes],
      ...(holes.length > 0 ? { holes } : {}),
      ...base,
    };
    return match?.keepId && sameRoom(match.room, room) ? match.room : room;
  });
  const order = new Map(previous.rooms.map((r, i) => [r.archiId, i]));
  const rank = (r: Room) => order.get(r.archiId) ?? previous.rooms.length;
  rooms.sort((a, b) => rank(a) - rank(b));
  if (rooms.length === floor.rooms.length && rooms.every((r, i) => r === floor.rooms[i])) return floor;
  return { ...floor, rooms };
}

function propsOf(room: Room): RoomProps {
  const { archiId: _id, corners: _corners, holes: _holes, ...props } = room;
  return props;
}

const setKey = (ids: readonly string[]) => [...new Set(ids)].sort().join('|');

function sameRoom(a: Room, b: Room): boolean {
  const loops = (r: Room) => JSON.stringify([r.corners, r.holes ?? []]);
  return a.archiId === b.archiId && loops(a) === loops(b);
}

/** Overlap of two polygons estimated on a 32 × 32 grid of samples over their shared box, mm². */
function overlapArea(a: Polygon, ab: Bounds, b: Polygon, bb: Bounds): number {
  const minX = Math.max(ab.minX, bb.minX);
  const maxX = Math.min(ab.maxX, bb.maxX);
  const minY = Math.max(ab.minY, bb.minY);
  const maxY = Math.min(ab.maxY, bb.maxY);
  if (minX >= maxX || minY >= maxY) return 0;
  const n = 32;
  let inside = 0;
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      const p = { x: minX + ((i + 0.5) * (maxX - minX)) / n, y: minY + ((j + 0.5) * (maxY - minY)) / n };
      if (pointInPolygon(p, a) && pointInPolygon(p, b)) inside++;
    }
  }
  return (inside / (n * n)) * (maxX - minX) * (maxY - minY);
}
