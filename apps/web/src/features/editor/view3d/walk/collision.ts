import { type Floor, isDoor, projectOntoSegment, type Vec2, wallSegment } from '@roomcraft/scene';

/** Eye height of the walk-through, mm. */
export const EYE_HEIGHT = 1600;
/** How close (mm) the walker's body may come to a wall face. */
export const BODY_RADIUS = 250;

/** Spans along a wall (mm from its first corner) that a person walks through: its doors. */
function doorSpans(floor: Floor, wallId: string): [number, number][] {
  return floor.openings
    .filter((o) => o.wallId === wallId && isDoor(o.editorTypeCode) && o.sillHeight === 0)
    .map((o) => [o.offset - o.width / 2 + BODY_RADIUS * 0.6, o.offset + o.width / 2 - BODY_RADIUS * 0.6]);
}

/** Whether a body standing at a plan point would be inside or against a wall (doors excepted). */
export function blocked(floor: Floor, p: Vec2, radius = BODY_RADIUS): boolean {
  for (const wall of floor.walls) {
    const segment = wallSegment(floor, wall);
    if (!segment) continue;
    const projection = projectOntoSegment(p, segment);
    if (projection.distance >= wall.thickness / 2 + radius) continue;
    const length = Math.hypot(segment.b.x - segment.a.x, segment.b.y - segment.a.y);
    const along = projection.t * length;
    const inDoor = doorSpans(floor, wall.archiId).some(([a, b]) => along > a && along < b);
    // In a doorway only the door's own span is open; its frame and the wall beside it still stop you.
    if (!inDoor || projection.t === 0 || projection.t === 1) return true;
  }
  return false;
}

/**
 * One step of the walk-through: moves by `delta` (mm) unless a wall is in the way, in which case it
 * slides along the wall (trying each axis alone), so people glide along walls instead of sticking.
 */
export function walkStep(floor: Floor, from: Vec2, delta: Vec2, radius = BODY_RADIUS): Vec2 {
  const steps = Math.max(1, Math.ceil(Math.hypot(delta.x, delta.y) / (radius / 2)));
  let at = from;
  for (let i = 0; i < steps; i++) {
    const d = { x: delta.x / steps, y: delta.y / steps };
    const candidates = [
      { x: at.x + d.x, y: at.y + d.y },
      { x: at.x + d.x, y: at.y },
      { x: at.x, y: at.y + d.y },
    ];
    const next = candidates.find((c) => !blocked(floor, c, radius));
    if (!next) break;
    at = next;
  }
  return at;
}
