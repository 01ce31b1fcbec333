import { EditorTypeCode } from '@roomcraft/contract';
import {
  addOpening,
  addRectangularRoom,
  createEmptyDesign,
  type Design,
  distance,
  distancePointToSegment,
  type OpeningTypeCode,
  type Vec2,
  wallSegment,
} from '@roomcraft/scene';

/** Puts a door or window centred at `at` on the wall whose centreline passes through it. */
function openAt(design: Design, code: OpeningTypeCode, at: Vec2): Design {
  const floor = design.floors[0]!;
  for (const wall of floor.walls) {
    const segment = wallSegment(floor, wall);
    if (segment && distancePointToSegment(at, segment) < 1)
      return addOpening(design, {
        wallId: wall.archiId,
        editorTypeCode: code,
        offset: distance(at, segment.a),
      });
  }
  throw new Error(`no wall passes through ${at.x}, ${at.y}`);
}

/**
 * The sample a first-time user opens: a living room and a bedroom with a door between them, an
 * entrance and a window in each, drawn with the editor's own actions and named in their language.
 */
export function sampleDesign(names: { living: string; bedroom: string }): Design {
  let design = createEmptyDesign();
  design = addRectangularRoom(design, {
    origin: { x: 0, y: 0 },
    width: 5400,
    depth: 4200,
    name: names.living,
    type: 'LIVING',
  });
  design = addRectangularRoom(design, {
    origin: { x: 5400, y: 0 },
    width: 3600,
    depth: 4200,
    name: names.bedroom,
    type: 'BEDROOM',
  });
  const { SwingDoor, SlidingWindow } = EditorTypeCode;
  const openings: [OpeningTypeCode, Vec2][] = [
    [SlidingWindow, { x: 2700, y: 0 }],
    [SlidingWindow, { x: 7200, y: 0 }],
    [SwingDoor, { x: 5400, y: 3000 }],
    [SwingDoor, { x: 1200, y: 4200 }],
  ];
  return openings.reduce((plan, [code, at]) => openAt(plan, code, at), design);
}
