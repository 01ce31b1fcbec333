import { createEmptyDesign, loadDesign } from '@roomcraft/scene';
import { invalidField } from '../../../http/errors.ts';

/** The largest design document a project holds, as JSON. */
export const MAX_DESIGN_BYTES = 5 * 1024 * 1024;

/**
 * The single gate every stored design passes (create and save): at most 5 MB, and a document the
 * editor and the render workers can load — older versions are migrated and loose geometry
 * (zero-length walls, duplicate corners) cleaned up; anything else is refused with the path of
 * the first failing field.
 */
export function checkDesign(design: Record<string, unknown>): Record<string, unknown> {
  const bytes = Buffer.byteLength(JSON.stringify(design));
  if (bytes > MAX_DESIGN_BYTES) {
    throw invalidField('design', `is ${bytes} bytes; a design may hold at most ${MAX_DESIGN_BYTES} bytes`);
  }
  const checked = loadDesign(design);
  if (!checked.ok) {
    const [first] = checked.issues;
    throw invalidField(`design.${first!.path}`, first!.message);
  }
  return checked.design as unknown as Record<string, unknown>;
}

/** The design of a new project: one empty floor. */
export const newDesign = (): Record<string, unknown> =>
  createEmptyDesign() as unknown as Record<string, unknown>;

/** Where the room types of a design document are (the scene package's floors and rooms). */
export const ROOM_TYPES_PATH = '$.floors[*].rooms[*].type';
