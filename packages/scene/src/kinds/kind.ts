import { z } from 'zod';
import type { MeshData } from '../geometry/mesh-builder.ts';
import type { Vec2 } from '../geometry/vector.ts';
import type { SurfaceMaterial } from '../parts/materials.ts';

/** A mesh of one object in the renderer frame (millimetres, from its floor's level), with a material per part. */
export interface KindMesh {
  readonly mesh: MeshData<string>;
  readonly materials: Readonly<Record<string, SurfaceMaterial>>;
}

/** What a kind's hooks know of the floor an object stands on. */
export interface FloorLevel {
  /** Storey height, mm. */
  readonly height: number;
}

/**
 * A kind of design object (docs/decisions/design-kinds.md): its name (what a selection says), the
 * list of the floor holding its objects, and its schema. A kind standing free in the plan gives
 * `translate` (a mixed selection moves it, a mixed delete removes it by id); a kind drawn in 3D on
 * its own gives `mesh` (the editor's view and both render engines draw it from there). Kinds whose
 * objects depend on others (walls on corners, openings on walls, rooms on walls) keep that logic
 * in their own folder and give neither.
 */
export interface DesignKind<
  Name extends string = string,
  List extends string = string,
  Schema extends z.ZodType<{ archiId: string }> = z.ZodType<{ archiId: string }>,
> {
  readonly name: Name;
  readonly list: List;
  readonly schema: Schema;
  readonly translate?: (object: z.output<Schema>, delta: Vec2) => z.output<Schema>;
  readonly mesh?: (object: z.output<Schema>, floor: FloorLevel) => KindMesh;
}

/** Declares a kind (keeps its literal name and list for the floor's type). */
export const defineKind = <
  Name extends string,
  List extends string,
  Schema extends z.ZodType<{ archiId: string }>,
>(
  kind: DesignKind<Name, List, Schema>,
): DesignKind<Name, List, Schema> => kind;

/** The floor's lists of some kinds, each an array of its schema, empty when a document has none. */
export type KindLists<Kinds extends readonly DesignKind[]> = {
  [K in Kinds[number] as K['list']]: z.ZodDefault<z.ZodArray<K['schema']>>;
};

/**
 * The floor's list schemas of some kinds. A missing list is an empty one, so adding a kind is not
 * a format change: older documents load with no objects of it.
 */
export function kindLists<const Kinds extends readonly DesignKind[]>(kinds: Kinds): KindLists<Kinds> {
  return Object.fromEntries(kinds.map((k) => [k.list, z.array(k.schema).default([])])) as KindLists<Kinds>;
}
