import { createEmptyDesign, type Design, loadStoredDesign } from '@roomcraft/scene';
import { conflict, invalidField } from '../../../http/errors.ts';

/** The largest design document a project holds, as JSON. */
export const MAX_DESIGN_BYTES = 5 * 1024 * 1024;

/**
 * The gate every design passes on its way in (create and save), after the contract has upgraded
 * it and held it to the current shape: at most 5 MB, and a document the editor and the render
 * workers can load (loose geometry cleaned up, references holding); anything else is refused with
 * the path of the first failing field.
 */
export function checkDesign(design: Design): Design {
  const bytes = Buffer.byteLength(JSON.stringify(design));
  if (bytes > MAX_DESIGN_BYTES) {
    throw invalidField(
      'body.design',
      `is ${bytes} bytes; a design may hold at most ${MAX_DESIGN_BYTES} bytes`,
    );
  }
  const checked = loadStoredDesign(design);
  if (!checked.ok) {
    const [first] = checked.issues;
    throw invalidField(`body.design.${first!.path}`, first!.message);
  }
  return checked.design;
}

/**
 * The gate every stored design passes on its way out (the editor, a shared link, a render, a
 * template): `loadStoredDesign`, so older versions are upgraded. Every save passed
 * {@link checkDesign}, so a document that no longer loads predates it: a 409 naming the field.
 */
export function storedDesign(json: unknown): Design {
  const checked = loadStoredDesign(json);
  if (checked.ok) return checked.design;
  const [first] = checked.issues;
  const field = `design.${first!.path}`;
  throw conflict(`The stored design cannot be loaded: ${field}: ${first!.message}`, 'design_unreadable', [
    { field, message: first!.message },
  ]);
}

/** The design of a new project: one empty floor. */
export const newDesign = (): Design => createEmptyDesign();

/** Where the room types of a design document are (the scene package's floors and rooms). */
export const ROOM_TYPES_PATH = '$.floors[*].rooms[*].type';
