import {
  clampOpeningToWall,
  cross,
  nearestWall,
  type OpeningTypeCode,
  openingDefaults,
  projectOntoSegment,
  sub,
  wallLength,
  wallSegment,
} from '@roomcraft/scene';
import type { PlanPointer } from '../../../model/events.ts';
import type { OpeningPreview } from '../../../model/overlay.ts';
import type { PlanEditor } from '../../../model/plan-editor.ts';

/** Screen pixels beyond a wall's face within which it still takes a door or window. */
const REACH_PIXELS = 16;

/**
 * Where an opening of a type would go for a pointer position: on the nearest wall within reach,
 * centred under the pointer in 10 mm steps, kept inside the wall, swinging towards the pointer's
 * side. `wallId` keeps it on one wall unless the pointer reaches another.
 */
export function openingTarget(
  editor: PlanEditor,
  e: PlanPointer,
  editorTypeCode: OpeningTypeCode,
  width = openingDefaults(editorTypeCode).width,
  wallId?: string,
): OpeningPreview | undefined {
  const floor = editor.floor;
  const near = nearestWall(floor, e.point, editor.px(200));
  const reaches = near && near.distance <= near.wall.thickness / 2 + editor.px(REACH_PIXELS);
  const wall = reaches ? near.wall : floor.walls.find((w) => w.archiId === wallId);
  const segment = wall && wallSegment(floor, wall);
  if (!wall || !segment) return undefined;
  const length = wallLength(floor, wall);
  const raw = projectOntoSegment(e.point, segment).t * length;
  const snapped = editor.settings.get().snap && !e.altKey ? Math.round(raw / 10) * 10 : raw;
  const fitted = clampOpeningToWall(
    { offset: snapped, width, height: 1, sillHeight: 0 },
    length,
    wall.height,
  );
  // It opens towards the side the pointer is on: hovering inside a room puts the swing in the room.
  const side = cross(sub(segment.b, segment.a), sub(e.point, segment.a));
  return {
    wallId: wall.archiId,
    offset: fitted.offset,
    width: fitted.width,
    editorTypeCode,
    flipped: side > 0,
  };
}
