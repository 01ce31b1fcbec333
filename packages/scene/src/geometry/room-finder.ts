import { type Face, walkFaces } from './faces.ts';
import { type GraphEdge, type PlanarizeOptions, planarize } from './planarize.ts';
import { pointInPolygon, signedArea } from './polygon.ts';
import type { Vec2 } from './vector.ts';

/** A closed loop of a found room: node ids, their points and the source edge (wall) of each step. */
export interface RoomLoop {
  readonly nodes: readonly string[];
  readonly points: readonly Vec2[];
  /** sources[i] is the wall from nodes[i] to nodes[i + 1] (wrapping). */
  readonly sources: readonly string[];
}

/** A region enclosed by walls. The room lies on the right of every loop step as seen on screen. */
export interface FoundRoom {
  readonly boundary: RoomLoop;
  /** Loops of walls standing free inside the room (a nested room): excluded from it. */
  readonly holes: readonly RoomLoop[];
  /** Area between wall centrelines minus the holes, mm². */
  readonly centrelineArea: number;
}

/** Options of {@link findRooms}. */
export interface FindRoomsOptions extends PlanarizeOptions {
  /** Faces smaller than this (mm², between centrelines) are slivers, not rooms (default 1000). */
  readonly minArea?: number;
}

/**
 * Finds the rooms of a plan: makes the wall graph planar (T-joints, crossings, overlaps), walks
 * its faces, drops the outside of each connected group of walls and degenerate faces, and makes
 * each free-standing group of walls a hole of the smallest room around it.
 */
export function findRooms(
  corners: ReadonlyMap<string, Vec2>,
  walls: readonly GraphEdge[],
  options: FindRoomsOptions = {},
): FoundRoom[] {
  const minArea = options.minArea ?? 1000;
  const graph = planarize(corners, walls, options);
  const faces = walkFaces(graph.nodes, graph.edges);
  const loopOf = (f: Face): RoomLoop => {
    const start = smallestIndex(f.nodes);
    const nodes = rotate(f.nodes, start);
    return { nodes, points: nodes.map((id) => graph.nodes.get(id)!), sources: rotate(f.sources, start) };
  };
  const bounded = faces.filter((f) => f.signedArea >= minArea && new Set(f.nodes).size >= 3);
  const outsides = faces.filter((f) => f.signedArea < 0);
  const rooms = bounded.map((f) => ({
    face: f,
    loop: loopOf(f),
    holes: [] as RoomLoop[],
    area: f.signedArea,
  }));

  for (const outside of outsides) {
    const probe = graph.nodes.get(outside.nodes[0]!)!;
    let container: (typeof rooms)[number] | undefined;
    for (const room of rooms) {
      if (room.face.component === outside.component) continue;
      if (container && container.face.signedArea <= room.face.signedArea) continue;
      if (pointInPolygon(probe, room.loop.points)) container = room;
    }
    if (!container) continue;
    const hole = loopOf(outside);
    container.holes.push(hole);
    container.area += signedArea(hole.points);
  }
  return rooms.map((r) => ({ boundary: r.loop, holes: r.holes, centrelineArea: r.area }));
}

function smallestIndex(ids: readonly string[]): number {
  let best = 0;
  for (let i = 1; i < ids.length; i++) if (ids[i]! < ids[best]!) best = i;
  return best;
}

function rotate<T>(list: readonly T[], start: number): T[] {
  return [...list.slice(start), ...list.slice(0, start)];
}
