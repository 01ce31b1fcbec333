import { DESIGN_KINDS, type RegisteredKind } from '../kinds/registry.ts';
import type { Floor } from './floor.ts';

/**
 * The kinds of object a floor holds (what the editor selects), each stored in its own list of the
 * floor: the corners walls share, then every registered kind.
 */
export const OBJECT_KINDS = {
  corner: 'corners',
  ...(Object.fromEntries(DESIGN_KINDS.map((k) => [k.name, k.list])) as {
    [K in RegisteredKind as K['name']]: K['list'];
  }),
} as const satisfies Record<string, keyof Floor>;

/** A kind of floor object. */
export type ObjectKind = keyof typeof OBJECT_KINDS;

/** A reference to one object of a floor (what the editor selects). */
export interface ObjectRef {
  readonly kind: ObjectKind;
  readonly id: string;
}

/** Whether a floor still holds the referenced object. */
export function floorHas(floor: Floor, ref: ObjectRef): boolean {
  const list: readonly { archiId: string }[] = floor[OBJECT_KINDS[ref.kind]];
  return list.some((x) => x.archiId === ref.id);
}
