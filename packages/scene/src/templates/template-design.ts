import type { Design } from '../document/design.ts';
import { createEmptyDesign } from '../document/design.ts';
import type { OpeningTypeCode } from '../document/opening.ts';
import type { RoomTypeValue } from '../document/room.ts';
import { DEFAULT_WALL_THICKNESS } from '../document/wall.ts';
import { ActionError } from '../editing/action.ts';
import { addOpening, type OpeningFields } from '../editing/opening-actions.ts';
import { setRoomProps } from '../editing/room-actions.ts';
import { addWallChain } from '../editing/wall-actions.ts';
import { pointInPolygon, signedArea } from '../geometry/polygon.ts';
import { offsetLoop } from '../geometry/room-measure.ts';
import { projectOntoSegment } from '../geometry/segment.ts';
import { add, scale } from '../geometry/vector.ts';
import { indexFloor, wallNormal, wallSegment } from '../geometry/wall-graph.ts';
import { placeTemplate } from './place-template.ts';
import type { RoomShape, SnapshotItem } from './room-snapshot.ts';

/** What a template holds that a design of it needs. */
export interface TemplateRoom {
  room: RoomShape;
  products: readonly SnapshotItem[];
  roomType?: string;
}

/**
 * A design of a template alone: walls around its clear outline (their inner faces on it), its doors
 * and windows where they were, opening the way they did, and its products in place. The gallery
 * shows it in the 3D view; the room it makes has the template's outline again.
 */
export function designOfTemplate(template: TemplateRoom, thickness = DEFAULT_WALL_THICKNESS): Design {
  const { outline, height, openings } = template.room;
  const design = createEmptyDesign();
  const floorId = design.activeFloorId;
  const ids = outline.map((_, i) => `template-wall-${i}`);
  let drawn = addWallChain(design, {
    floorId,
    points: centrelines(outline, thickness),
    closed: true,
    ids,
    thickness,
    height,
  });
  for (const opening of openings) {
    const floor = drawn.floors[0]!;
    const wall = indexFloor(floor).walls.get(ids[opening.edge]!);
    const segment = wall && wallSegment(floor, wall);
    if (!wall || !segment) throw new ActionError(`the template's outline has no edge ${opening.edge}`);
    const { t } = projectOntoSegment(opening.at, segment);
    const offset = t * Math.hypot(segment.b.x - segment.a.x, segment.b.y - segment.a.y);
    // Unflipped, a door opens towards its wall's left: flip it when that is not the way it went.
    const leftInside = pointInPolygon(add(opening.at, scale(wallNormal(floor, wall), thickness)), outline);
    const fields: OpeningFields = { width: opening.width, flipped: opening.swing > 0 && !leftInside };
    drawn = addOpening(drawn, {
      floorId,
      wallId: wall.archiId,
      editorTypeCode: opening.editorTypeCode as OpeningTypeCode,
      offset,
      ...fields,
    });
  }
  const room = drawn.floors[0]!.rooms[0];
  if (room && template.roomType) {
    drawn = setRoomProps(drawn, {
      floorId,
      roomIds: [room.archiId],
      type: template.roomType as RoomTypeValue,
    });
  }
  return template.products.length ? placeTemplate(drawn, { floorId, items: template.products }) : drawn;
}

/** The wall centrelines around a clear outline: half a wall outside it, whichever way it winds. */
function centrelines(outline: readonly { x: number; y: number }[], thickness: number) {
  const half = thickness / 2;
  const grown = offsetLoop(
    outline,
    outline.map(() => half),
  );
  return Math.abs(signedArea(grown)) > Math.abs(signedArea(outline))
    ? grown
    : offsetLoop(
        outline,
        outline.map(() => -half),
      );
}
