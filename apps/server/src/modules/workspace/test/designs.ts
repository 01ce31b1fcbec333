import {
  addFloor,
  addRectangularRoom,
  createEmptyDesign,
  type Design,
  type RoomTypeValue,
} from '@roomcraft/scene';

/** A valid, empty design told apart by its floor's title. */
export const titledDesign = (title: string): Design =>
  createEmptyDesign({ floorTitle: title, floorId: 'floor-1' });

/** A valid design whose floors hold rooms of these types, side by side. */
export function designWithRooms(floors: RoomTypeValue[][]): Design {
  let design = createEmptyDesign({ floorId: 'floor-0' });
  floors.forEach((types, floorIndex) => {
    const floorId = `floor-${floorIndex}`;
    if (floorIndex > 0) design = addFloor(design, { id: floorId, activate: true });
    types.forEach((type, index) => {
      design = addRectangularRoom(design, {
        floorId,
        origin: { x: index * 5000, y: 0 },
        width: 4000,
        depth: 3000,
        type,
      });
    });
  });
  return design;
}
