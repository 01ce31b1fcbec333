import { cameraKind } from './camera/kind.ts';
import { columnKind } from './column/kind.ts';
import { itemKind } from './item/kind.ts';
import type { DesignKind } from './kind.ts';
import { lightKind } from './light/kind.ts';
import { openingKind } from './opening/kind.ts';
import { roomKind } from './room/kind.ts';
import { wallKind } from './wall/kind.ts';

/**
 * Every kind of object a floor holds, in drawing order. The floor's schema, the selectable kinds,
 * mixed moves and deletes, and the 3D parts are all read from this list: a new kind is its folder
 * under `kinds/` and one line here (docs/decisions/design-kinds.md).
 */
export const DESIGN_KINDS = [
  wallKind,
  openingKind,
  roomKind,
  itemKind,
  lightKind,
  cameraKind,
  columnKind,
] as const;

/** A kind of the registry. */
export type RegisteredKind = (typeof DESIGN_KINDS)[number];

/** The registry read generically, for code that treats every kind alike (moves, deletes, meshes). */
export const ANY_KINDS: readonly DesignKind[] = DESIGN_KINDS as readonly DesignKind[];

/** A floor's objects of a kind, read generically. */
export const objectsOf = (floor: object, kind: DesignKind): readonly { archiId: string }[] =>
  (floor as Record<string, readonly { archiId: string }[]>)[kind.list] ?? [];
