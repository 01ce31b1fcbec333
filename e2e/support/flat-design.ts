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

/** Puts a door or window, centred at `at`, on the wall whose centreline passes through it. */
function open(design: Design, code: OpeningTypeCode, at: Vec2): Design {
  const floor = design.floors[0]!;
  const wall = floor.walls.find((w) => {
    const segment = wallSegment(floor, w);
    return segment !== undefined && distancePointToSegment(at, segment) < 1;
  })!;
  const offset = distance(at, wallSegment(floor, wall)!.a);
  return addOpening(design, { wallId: wall.archiId, editorTypeCode: code, offset });
}

/** A three-room flat with its doors and windows, as the editor would save it. */
export function flat(): Design {
  let design = createEmptyDesign();
  design = addRectangularRoom(design, {
    origin: { x: 0, y: 0 },
    width: 5200,
    depth: 4200,
    name: 'Living room',
    type: 'LIVING',
  });
  design = addRectangularRoom(design, {
    origin: { x: 5200, y: 0 },
    width: 3400,
    depth: 4200,
    name: 'Bedroom',
    type: 'BEDROOM',
  });
  design = addRectangularRoom(design, {
    origin: { x: 5200, y: 4200 },
    width: 3400,
    depth: 2200,
    name: 'Bath',
    type: 'BATHROOM',
  });
  const { SwingDoor, SlidingWindow } = EditorTypeCode;
  const openings: [OpeningTypeCode, Vec2][] = [
    [SlidingWindow, { x: 2600, y: 0 }],
    [SlidingWindow, { x: 6900, y: 0 }],
    [SwingDoor, { x: 5200, y: 3000 }],
    [SwingDoor, { x: 6200, y: 4200 }],
    [SwingDoor, { x: 0, y: 3200 }],
  ];
  return openings.reduce((plan, [code, at]) => open(plan, code, at), design);
}
