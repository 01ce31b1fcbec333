import { invalidField } from '../../../http/errors.ts';

/** The largest design document a project holds, as JSON. */
export const MAX_DESIGN_BYTES = 5 * 1024 * 1024;

/**
 * The single gate every stored design passes (create and save). For now: a JSON object of at most
 * 5 MB. It is meant to call `validateDesign` of @roomcraft/scene once that package is published,
 * so the server refuses documents the editor and the render workers could not load.
 */
export function checkDesign(design: Record<string, unknown>): Record<string, unknown> {
  const bytes = Buffer.byteLength(JSON.stringify(design));
  if (bytes > MAX_DESIGN_BYTES) {
    throw invalidField('design', `is ${bytes} bytes; a design may hold at most ${MAX_DESIGN_BYTES} bytes`);
  }
  return design;
}

/** Where the room types of a design document are (the scene package's floors and rooms). */
export const ROOM_TYPES_PATH = '$.floors[*].rooms[*].type';
