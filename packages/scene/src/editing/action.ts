import type { Design } from '../document/design.ts';
import type { Floor } from '../document/floor.ts';

/**
 * A named, pure change to a design: `(design, args) => design`, never mutating its input.
 * Returning the same design means nothing changed.
 */
export interface Action<A> {
  (design: Design, args: A): Design;
  readonly actionName: string;
  /**
   * The object an update targets (e.g. `moveItem:<id>`). Repeated updates of the same target
   * within the history's merge window become one undo step.
   */
  readonly mergeKey?: (args: A) => string;
}

/** Defines a named action. */
export function defineAction<A>(
  name: string,
  run: (design: Design, args: A) => Design,
  options: { mergeKey?: (args: A) => string } = {},
): Action<A> {
  const action = (design: Design, args: A) => run(design, args);
  return Object.assign(action, { actionName: name, mergeKey: options.mergeKey });
}

/** An action was asked to change something that does not exist or cannot change that way. */
export class ActionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ActionError';
  }
}

/** Arguments every floor-level action takes: the floor, by default the active one. */
export interface OnFloor {
  readonly floorId?: string;
}

/** The floor an action works on (the active floor when none is named). */
export function floorOf(design: Design, floorId?: string): Floor {
  const id = floorId ?? design.activeFloorId;
  const floor = design.floors.find((f) => f.id === id);
  if (!floor) throw new ActionError(`no floor has id ${id}`);
  return floor;
}

/** Replaces one floor through a function; the design is returned as it is when the floor did not change. */
export function updateFloor(
  design: Design,
  floorId: string | undefined,
  change: (floor: Floor) => Floor,
): Design {
  const floor = floorOf(design, floorId);
  const next = change(floor);
  if (next === floor) return design;
  return { ...design, floors: design.floors.map((f) => (f === floor ? next : f)) };
}

/** Finds an object by archiId or throws an {@link ActionError} naming what is missing. */
export function mustFind<T extends { archiId: string }>(list: readonly T[], id: string, what: string): T {
  const found = list.find((x) => x.archiId === id);
  if (!found) throw new ActionError(`no ${what} has id ${id}`);
  return found;
}

/** Applies a change to the listed objects only; the list is returned as it is when none changed. */
export function updateEach<T extends { archiId: string }>(
  list: readonly T[],
  ids: readonly string[],
  change: (item: T) => T,
): T[] {
  const wanted = new Set(ids);
  let changed = false;
  const next = list.map((item) => {
    if (!wanted.has(item.archiId)) return item;
    const updated = change(item);
    if (updated !== item) changed = true;
    return updated;
  });
  return changed ? next : (list as T[]);
}

/** Sets or, for null, removes optional fields; fields left undefined stay as they are. */
export function patchFields<T extends object>(target: T, fields: { [K in keyof T]?: T[K] | null }): T {
  let result = target;
  for (const [key, value] of Object.entries(fields) as [keyof T, T[keyof T] | null | undefined][]) {
    if (value === undefined) continue;
    if (value === null) {
      if (!(key in result)) continue;
      const { [key]: _removed, ...rest } = result;
      result = rest as T;
    } else if (!jsonEqual(result[key], value)) {
      result = { ...result, [key]: value };
    }
  }
  return result;
}

/** Deep equality of JSON values (the document holds nothing else). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => jsonEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}
