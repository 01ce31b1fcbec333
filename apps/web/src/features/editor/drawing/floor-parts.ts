import { createFloor, type Floor } from '@roomcraft/scene';

/** The parts of a floor the plan's walls, rooms and dimensions are drawn from. */
export type FloorParts = Pick<Floor, 'corners' | 'walls' | 'rooms'>;

/** A floor holding only these parts, for the geometry functions that take a whole floor. */
export const floorOf = (parts: FloorParts): Floor => ({
  ...createFloor({ id: 'parts', title: '' }),
  ...parts,
});
