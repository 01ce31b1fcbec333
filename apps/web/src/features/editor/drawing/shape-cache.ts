import {
  computeWallOutlines,
  type Floor,
  type Opening,
  type Room,
  type Vec2,
  type Wall,
} from '@roomcraft/scene';
import { type OpeningShape, openingShape } from '../kinds/opening/opening-shapes.ts';
import { type RoomShape, roomShape } from '../kinds/room/room-shapes.ts';
import type { WallShape } from '../kinds/wall/wall-shapes.ts';
import { type DimensionShape, roomOutlines, wallDimension } from './dimension-shapes.ts';
import { floorOf } from './floor-parts.ts';
import { pathOf } from './paths.ts';

type Parts = Pick<Floor, 'corners' | 'walls' | 'rooms' | 'openings'>;

const pointKey = (p: { x: number; y: number } | undefined) => (p ? `${p.x},${p.y}` : '-');

/**
 * Shapes of a floor kept between renders, so a drag recomputes only what it moved: the walls
 * around moved corners (a mitre depends on the neighbours at both ends), the doors, windows,
 * rooms and dimensions whose geometry changed. The design is immutable, so an object that kept
 * its identity kept its content.
 */
export class PlanShapeCache {
  private wallShapes = new Map<string, WallShape>();
  private lastCorners: Floor['corners'] | undefined;
  private lastWalls: Floor['walls'] | undefined;
  private openingShapes = new WeakMap<Opening, { key: string; shape: OpeningShape | undefined }>();
  private roomShapes = new WeakMap<Room, { key: string; shape: RoomShape }>();
  private dimensionShapes = new WeakMap<Wall, { key: string; shape: DimensionShape | undefined }>();
  private roomWalls: Floor['walls'] | undefined;
  private dimensionRooms: Floor['rooms'] | undefined;

  /** Wall footprints, mitred at their joints. */
  walls(parts: Pick<Floor, 'corners' | 'walls'>): WallShape[] {
    const { corners, walls } = parts;
    if (corners === this.lastCorners && walls === this.lastWalls) return this.listWalls(walls);
    const dirty = this.lastCorners && this.lastWalls ? this.dirtyCorners(corners, walls) : undefined;
    this.lastCorners = corners;
    this.lastWalls = walls;
    const points = new Map(corners.map((c) => [c.archiId, c.position]));
    const at = new Map<string, Wall[]>();
    for (const w of walls) for (const c of new Set(w.corners)) at.set(c, [...(at.get(c) ?? []), w]);
    let recompute: Wall[];
    let input: Wall[];
    if (!dirty || dirty.size > corners.length / 3) {
      this.wallShapes = new Map();
      recompute = walls;
      input = walls;
    } else {
      recompute = [...new Set([...dirty].flatMap((c) => at.get(c) ?? []))];
      input = [...new Set(recompute.flatMap((w) => w.corners.flatMap((c) => at.get(c) ?? [])))];
      const ids = new Set(walls.map((w) => w.archiId));
      for (const id of this.wallShapes.keys()) if (!ids.has(id)) this.wallShapes.delete(id);
    }
    const outlines = computeWallOutlines(
      points,
      input.map((w) => ({ id: w.archiId, a: w.corners[0], b: w.corners[1], thickness: w.thickness })),
    );
    for (const w of recompute) {
      const outline = outlines.get(w.archiId);
      if (outline) this.wallShapes.set(w.archiId, { id: w.archiId, d: pathOf(outline.polygon) });
      else this.wallShapes.delete(w.archiId);
    }
    return this.listWalls(walls);
  }

  /** Doors and windows. */
  openings(parts: Parts): OpeningShape[] {
    const floor = floorOf(parts);
    const points = new Map(parts.corners.map((c) => [c.archiId, c.position]));
    const walls = new Map(parts.walls.map((w) => [w.archiId, w]));
    return parts.openings.flatMap((o) => {
      const wall = walls.get(o.wallId);
      const key = wall
        ? `${wall.thickness}|${pointKey(points.get(wall.corners[0]))}|${pointKey(points.get(wall.corners[1]))}|${wall.corners.join()}`
        : '';
      const hit = this.openingShapes.get(o);
      if (hit && hit.key === key) return hit.shape ?? [];
      const shape = openingShape(floor, o);
      this.openingShapes.set(o, { key, shape });
      return shape ?? [];
    });
  }

  /** Rooms, measured on the inner faces of their walls. */
  rooms(parts: Parts): RoomShape[] {
    const floor = floorOf(parts);
    const points = new Map(parts.corners.map((c) => [c.archiId, c.position]));
    const sameWalls = this.roomWalls === parts.walls;
    this.roomWalls = parts.walls;
    return parts.rooms.map((room) => {
      const ids = [...room.corners, ...(room.holes ?? []).flat()];
      const key = ids.map((id) => pointKey(points.get(id))).join('|');
      const hit = this.roomShapes.get(room);
      if (sameWalls && hit?.key === key) return hit.shape;
      const shape = roomShape(floor, room);
      this.roomShapes.set(room, { key, shape });
      return shape;
    });
  }

  /** One dimension per wall; which side it goes is decided against the rooms as they are. */
  dimensions(parts: Parts): DimensionShape[] {
    const floor = floorOf(parts);
    const points = new Map(parts.corners.map((c) => [c.archiId, c.position]));
    const sameRooms = this.dimensionRooms === parts.rooms;
    this.dimensionRooms = parts.rooms;
    let outlines: Vec2[][] | undefined;
    return parts.walls.flatMap((wall) => {
      const key = `${wall.thickness}|${pointKey(points.get(wall.corners[0]))}|${pointKey(points.get(wall.corners[1]))}`;
      const hit = this.dimensionShapes.get(wall);
      if (sameRooms && hit?.key === key) return hit.shape ?? [];
      outlines ??= roomOutlines(floor);
      const shape = wallDimension(floor, wall, outlines);
      this.dimensionShapes.set(wall, { key, shape });
      return shape ?? [];
    });
  }

  private listWalls(walls: Floor['walls']): WallShape[] {
    return walls.flatMap((w) => this.wallShapes.get(w.archiId) ?? []);
  }

  /**
   * Corners whose joints may look different: moved corners, the far ends of walls at moved
   * corners (those walls turned), and the corners of walls that changed, came or went.
   */
  private dirtyCorners(corners: Floor['corners'], walls: Floor['walls']): Set<string> {
    const before = new Map(this.lastCorners!.map((c) => [c.archiId, c]));
    const moved = new Set(corners.filter((c) => before.get(c.archiId) !== c).map((c) => c.archiId));
    const present = new Set(corners.map((c) => c.archiId));
    for (const id of before.keys()) if (!present.has(id)) moved.add(id);
    const dirty = new Set(moved);
    const oldWalls = new Map(this.lastWalls!.map((w) => [w.archiId, w]));
    const ids = new Set(walls.map((w) => w.archiId));
    for (const w of walls) {
      if (oldWalls.get(w.archiId) !== w || w.corners.some((c) => moved.has(c)))
        for (const c of w.corners) dirty.add(c);
    }
    for (const [id, w] of oldWalls) if (!ids.has(id)) for (const c of w.corners) dirty.add(c);
    return dirty;
  }
}
