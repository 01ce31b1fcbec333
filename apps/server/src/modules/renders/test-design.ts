import { addOpening, addRectangularRoom, createEmptyDesign, type Design } from '@roomcraft/scene';

/** A 5 m × 4 m living room with a window in its top wall, built with the editor's own actions. */
export function livingRoomDesign(): Design {
  const empty = createEmptyDesign();
  const withRoom = addRectangularRoom(empty, {
    origin: { x: 0, y: 0 },
    width: 5000,
    depth: 4000,
    name: 'Living',
    type: 'LIVING',
  });
  const floor = withRoom.floors[0]!;
  const top = floor.walls.find((wall) => {
    const [a, b] = wall.corners.map((id) => floor.corners.find((c) => c.archiId === id)!.position);
    return a!.y === 0 && b!.y === 0;
  })!;
  return addOpening(withRoom, { wallId: top.archiId, editorTypeCode: 58, offset: 2500, width: 2000 });
}
