import {
  ActionError,
  defineAction,
  jsonEqual,
  mustFind,
  type OnFloor,
  updateEach,
  updateFloor,
} from '../../editing/action.ts';
import type { Vec2 } from '../../geometry/vector.ts';
import { createId } from '../../ids.ts';
import { type Column, ColumnSchema, type ColumnShape, DEFAULT_COLUMN_SIZE } from './schema.ts';

/** Checks a new or changed column against the schema; throws an {@link ActionError} naming the field. */
function checked(column: Column): Column {
  const parsed = ColumnSchema.safeParse(column);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new ActionError(`invalid column ${issue?.path.join('.')}: ${issue?.message}`);
}

/** What the panel changes of a column; `height: null` makes it run floor to ceiling again. */
export interface ColumnChange {
  shape?: ColumnShape;
  /** A square column's sides and turn. */
  width?: number;
  depth?: number;
  rotation?: number;
  /** A round column's diameter. */
  diameter?: number;
  height?: number | null;
  position?: Vec2;
}

/**
 * A column changed; a new shape keeps its size (a square of side w becomes a round column of
 * diameter w, a round one a square of its diameter), its place and its height.
 */
function changed(column: Column, change: ColumnChange): Column {
  const { archiId, position, finish } = column;
  const height = change.height === null ? undefined : (change.height ?? column.height);
  const shape = change.shape ?? column.shape;
  const size = column.shape === 'round' ? column.diameter : Math.max(column.width, column.depth);
  const base = {
    archiId,
    position: change.position ?? position,
    ...(height === undefined ? {} : { height }),
    ...(finish ? { finish } : {}),
  };
  if (shape === 'round') return { shape, ...base, diameter: change.diameter ?? size };
  return {
    shape,
    ...base,
    width: change.width ?? (column.shape === 'square' ? column.width : size),
    depth: change.depth ?? (column.shape === 'square' ? column.depth : size),
    rotation: change.rotation ?? (column.shape === 'square' ? column.rotation : 0),
  };
}

/**
 * Places a column centred on a plan point: like `like` (its shape, size, height and turn) when
 * given, else square 400 × 400 mm or round of 400 mm (`shape`, `size`), floor to ceiling.
 */
export const addColumn = defineAction(
  'addColumn',
  (
    design,
    args: OnFloor & { position: Vec2; shape?: ColumnShape; id?: string; size?: number; like?: Column },
  ) =>
    updateFloor(design, args.floorId, (floor) => {
      const archiId = args.id ?? createId();
      if (floor.columns.some((c) => c.archiId === archiId))
        throw new ActionError(`a column has id ${archiId} already`);
      const size = args.size ?? DEFAULT_COLUMN_SIZE;
      const position = { x: args.position.x, y: args.position.y };
      const column: Column = args.like
        ? { ...args.like, archiId, position }
        : args.shape === 'round'
          ? { archiId, shape: 'round', position, diameter: size }
          : { archiId, shape: 'square', position, width: size, depth: size, rotation: 0 };
      return { ...floor, columns: [...floor.columns, checked(column)] };
    }),
);

/** Changes a column's shape, size, height, turn or place (see {@link ColumnChange}). */
export const changeColumn = defineAction(
  'changeColumn',
  (design, args: OnFloor & { columnId: string; change: ColumnChange }) =>
    updateFloor(design, args.floorId, (floor) => {
      mustFind(floor.columns, args.columnId, 'column');
      const columns = updateEach(floor.columns, [args.columnId], (c) => {
        const next = checked(changed(c, args.change));
        return jsonEqual(next, c) ? c : next;
      });
      return columns === floor.columns ? floor : { ...floor, columns };
    }),
  { mergeKey: (args) => `changeColumn:${args.columnId}:${Object.keys(args.change).sort().join(',')}` },
);

/** Deletes columns. */
export const deleteColumns = defineAction(
  'deleteColumns',
  (design, args: OnFloor & { columnIds: readonly string[] }) =>
    updateFloor(design, args.floorId, (floor) => {
      const gone = new Set(args.columnIds);
      const columns = floor.columns.filter((c) => !gone.has(c.archiId));
      return columns.length === floor.columns.length ? floor : { ...floor, columns };
    }),
);
