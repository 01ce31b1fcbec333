import { EditorTypeCode } from '@roomcraft/contract';
import {
  addOpening,
  addRectangularRoom,
  createEmptyDesign,
  type Design,
  type OpeningTypeCode,
  type Vec2,
} from '@roomcraft/scene';

/** Puts a door or window on the wall through two plan points, centred at `at`. */
function open(design: Design, code: number, through: [Vec2, Vec2], at: Vec2): Design {
  const floor = design.floors[0]!;
  const position = new Map(floor.corners.map((c) => [c.archiId, c.position]));
  const onLine = (p: Vec2) =>
    Math.abs(
      (through[1].x - through[0].x) * (p.y - through[0].y) -
        (through[1].y - through[0].y) * (p.x - through[0].x),
    ) < 1;
  const wall = floor.walls.find((w) => {
    const [a, b] = w.corners.map((c) => position.get(c)!);
    const inside = (p: Vec2) =>
      p.x >= Math.min(a!.x, b!.x) - 1 &&
      p.x <= Math.max(a!.x, b!.x) + 1 &&
      p.y >= Math.min(a!.y, b!.y) - 1 &&
      p.y <= Math.max(a!.y, b!.y) + 1;
    return onLine(a!) && onLine(b!) && inside(at);
  })!;
  const start = position.get(wall.corners[0])!;
  const offset = Math.hypot(at.x - start.x, at.y - start.y);
  return addOpening(design, { wallId: wall.archiId, editorTypeCode: code as OpeningTypeCode, offset });
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
  design = open(
    design,
    SlidingWindow,
    [
      { x: 0, y: 0 },
      { x: 1, y: 0 },
    ],
    { x: 2600, y: 0 },
  );
  design = open(
    design,
    SlidingWindow,
    [
      { x: 0, y: 0 },
      { x: 1, y: 0 },
    ],
    { x: 6900, y: 0 },
  );
  design = open(
    design,
    SwingDoor,
    [
      { x: 5200, y: 0 },
      { x: 5200, y: 1 },
    ],
    { x: 5200, y: 3000 },
  );
  design = open(
    design,
    SwingDoor,
    [
      { x: 0, y: 4200 },
      { x: 1, y: 4200 },
    ],
    { x: 6200, y: 4200 },
  );
  return open(
    design,
    SwingDoor,
    [
      { x: 0, y: 0 },
      { x: 0, y: 1 },
    ],
    { x: 0, y: 3200 },
  );
}
