import type { RoomTypeValue } from '@roomcraft/scene';

/** Light floor tints by kind of room, so a plan reads at a glance (custom types take the neutral one). */
const TINTS: Partial<Record<string, string>> = {
  LIVING: '#f6ecd9',
  LIVING_AND_DINING: '#f6ecd9',
  DINING: '#f8e6d6',
  KITCHEN: '#e6f2dc',
  BEDROOM: '#e2ebf8',
  KIDS_ROOM: '#efe4f7',
  BATHROOM: '#dcf0f2',
  TOILET: '#dcf0f2',
  OFFICE: '#ece6f5',
  MEETING: '#ece6f5',
  HALLWAY: '#eeeeea',
  LANDING: '#eeeeea',
  PORCH: '#eeeeea',
  UTILITY: '#e9eef0',
  STORAGE: '#ebe8e2',
  CLOSET: '#ebe8e2',
  BUILT_IN_CLOSET: '#ebe8e2',
  DRESSROOM: '#f3e6ec',
  BALCONY: '#e4efe9',
  TERRACE: '#e4efe9',
  PATIO: '#e4efe9',
  GARDEN: '#dcefd8',
  GARAGE: '#e6e7ea',
  PARKING: '#e6e7ea',
  SHED: '#ebe8e2',
  ATTIC: '#efe9df',
  BASEMENT: '#e6e7ea',
};

/** The floor tint of a room type. */
export const roomTint = (type: RoomTypeValue): string => TINTS[type] ?? '#eef0f4';
