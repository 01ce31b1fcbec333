import { mergeNearPoints } from '../geometry/planarize.ts';
import { distance } from '../geometry/vector.ts';
import type { Opening } from '../kinds/opening/schema.ts';
import { clampOpeningToWall } from '../kinds/opening/span.ts';
import type { Room } from '../kinds/room/schema.ts';
import type { Wall } from '../kinds/wall/schema.ts';
import type { Design } from './design.ts';
import type { Floor } from './floor.ts';

/** Distance under which two corners are the same corner, mm. */
export const CORNER_MERGE_TOLERANCE = 1;

/**
 * Cleans up a design's geometry without changing what it shows: see {@link normalizeFloor};
 * a missing active floor becomes the first floor. Unchanged parts keep their identity.
 */
export function normalizeDesign(design: Design): Design {
  const floors = design.floors.map(normalizeFloor);
  const changed = floors.some((f, i) => f !== design.floors[i]);
  const active = floors.some((f) => f.id === design.activeFloorId) ? design.activeFloorId : floors[0]!.id;
  if (!changed && active === design.activeFloorId) return design;
  return { ...design, floors, activeFloorId: active };
}

/**
 * Merges corners closer than 1 mm, drops walls whose corners are missing or coincide, keeps one
 * wall per pair of corners, drops corners no wall uses, drops openings whose wall is gone and
 * fits the others inside their walls, and drops rooms whose corners are gone.
 */
export function normalizeFloor(floor: Floor): Floor {
  const points = new Map(floor.corners.map((c) => [c.archiId, c.position]));
  const { merged } = mergeNearPoints(points, CORNER_MERGE_TOLERANCE);
  const resolve = (id: string) => merged.get(id) ?? id;

  const walls: Wall[] = [];
  const byPair = new Map<string, Wall>();
  const replaced = new Map<string, { wall: Wall; reversed: boolean }>();
  for (const wall of floor.walls) {
    const [a, b] = [resolve(wall.corners[0]), resolve(wall.corners[1])];
    const pa = points.get(a);
    const pb = points.get(b);
    if (!pa || !pb || a === b || distance(pa, pb) === 0) continue;
    const key = a < b ? `${a}|${b}` : `${b}|${a}`;
    const twin = byPair.get(key);
    if (twin) {
      replaced.set(wall.archiId, { wall: twin, reversed: twin.corners[0] !== a });
      continue;
    }
    const kept =
      a === wall.corners[0] && b === wall.corners[1]
        ? wall
        : { ...wall, corners: [a, b] as [string, string] };
    byPair.set(key, kept);
    walls.push(kept);
  }

  const used = new Set(walls.flatMap((w) => w.corners));
  const corners = floor.corners.filter((c) => used.has(c.archiId));
  const wallById = new Map(walls.map((w) => [w.archiId, w]));
  const lengthOf = (w: Wall) => distance(points.get(w.corners[0])!, points.get(w.corners[1])!);

  const openings = floor.openings.flatMap((o): Opening[] => {
    const swap = replaced.get(o.wallId);
    const moved: Opening = swap
      ? {
          ...o,
          wallId: swap.wall.archiId,
          offset: swap.reversed ? lengthOf(swap.wall) - o.offset : o.offset,
          ...(swap.reversed ? { flipped: !o.flipped } : {}),
        }
      : o;
    const wall = wallById.get(moved.wallId);
    return wall ? [clampOpeningToWall(moved, lengthOf(wall), wall.height)] : [];
  });

  const cornerIds = new Set(corners.map((c) => c.archiId));
  const rooms = floor.rooms.flatMap((room): Room[] => {
    const outer = cleanLoop(room.corners, resolve, cornerIds);
    if (!outer) return [];
    const holes = (room.holes ?? []).map((h) => cleanLoop(h, resolve, cornerIds));
    const same = outer === room.corners && holes.every((h, i) => h === room.holes?.[i]);
    if (same) return [room];
    const kept = holes.filter((h): h is string[] => h !== undefined);
    const { holes: _old, ...rest } = room;
    return [{ ...rest, corners: outer, ...(kept.length > 0 ? { holes: kept } : {}) }];
  });

  const unchanged =
    walls.length === floor.walls.length &&
    walls.every((w, i) => w === floor.walls[i]) &&
    corners.length === floor.corners.length &&
    openings.every((o, i) => o === floor.openings[i]) &&
    openings.length === floor.openings.length &&
    rooms.length === floor.rooms.length &&
    rooms.every((r, i) => r === floor.rooms[i]);
  return unchanged ? floor : { ...floor, corners, walls, openings, rooms };
}

/** Rewrites merged corner ids of a room loop and drops repeats; undefined when it no longer encloses anything. */
function cleanLoop(
  loop: readonly string[],
  resolve: (id: string) => string,
  present: ReadonlySet<string>,
): string[] | undefined {
  const ids = loop.map(resolve).filter((id, i, all) => id !== all[(i - 1 + all.length) % all.length]);
  if (ids.some((id) => !present.has(id)) || new Set(ids).size < 3) return undefined;
  return ids.length === loop.length && ids.every((id, i) => id === loop[i]) ? (loop as string[]) : ids;
}
