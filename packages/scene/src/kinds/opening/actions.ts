import type { Floor } from '../../document/floor.ts';
import {
  ActionError,
  defineAction,
  mustFind,
  type OnFloor,
  patchFields,
  updateEach,
  updateFloor,
} from '../../editing/action.ts';
import { wallLength } from '../../geometry/wall-graph.ts';
import { createId } from '../../ids.ts';
import { OPENING_TYPE_CODES, type Opening, type OpeningTypeCode, openingDefaults } from './schema.ts';
import { clampOpeningToWall } from './span.ts';

/** Fits an opening into the wall it names. */
function fit(floor: Floor, opening: Opening): Opening {
  const wall = mustFind(floor.walls, opening.wallId, 'wall');
  return clampOpeningToWall(opening, wallLength(floor, wall), wall.height);
}

/** The fields of an opening a caller may set. */
export type OpeningFields = Partial<
  Pick<Opening, 'width' | 'height' | 'sillHeight' | 'openingDirection' | 'handlePosition' | 'flipped'>
>;

/**
 * Puts a door or window in a wall at `offset` mm from the wall's first corner to its centre.
 * Sizes default by type (see {@link openingDefaults}); the opening is fitted inside the wall.
 */
export const addOpening = defineAction(
  'addOpening',
  (
    design,
    args: OnFloor &
      OpeningFields & {
        wallId: string;
        editorTypeCode: OpeningTypeCode;
        offset: number;
        productId?: string;
        id?: string;
      },
  ) =>
    updateFloor(design, args.floorId, (floor) => {
      if (!OPENING_TYPE_CODES.includes(args.editorTypeCode))
        throw new ActionError('openings are types 51–58');
      const sizes = openingDefaults(args.editorTypeCode);
      const opening: Opening = {
        archiId: args.id ?? createId(),
        wallId: args.wallId,
        editorTypeCode: args.editorTypeCode,
        offset: args.offset,
        width: args.width ?? sizes.width,
        height: args.height ?? sizes.height,
        sillHeight: args.sillHeight ?? sizes.sillHeight,
        openingDirection: args.openingDirection ?? 'PULL',
        handlePosition: args.handlePosition ?? 'LEFT',
        ...(args.flipped ? { flipped: true } : {}),
        ...(args.productId ? { productId: args.productId } : {}),
      };
      return { ...floor, openings: [...floor.openings, fit(floor, opening)] };
    }),
);

/** Slides an opening along its wall, or onto another wall, never past the wall's ends. */
export const moveOpening = defineAction(
  'moveOpening',
  (design, args: OnFloor & { openingId: string; offset: number; wallId?: string }) =>
    updateFloor(design, args.floorId, (floor) => {
      mustFind(floor.openings, args.openingId, 'opening');
      const openings = updateEach(floor.openings, [args.openingId], (o) =>
        fit(floor, patchFields(o, { offset: args.offset, wallId: args.wallId })),
      );
      return openings === floor.openings ? floor : { ...floor, openings };
    }),
  { mergeKey: (args) => `moveOpening:${args.openingId}` },
);

/** Changes openings' sizes, type, swing, handle or product (null removes the product); each stays inside its wall. */
export const setOpeningProps = defineAction(
  'setOpeningProps',
  (
    design,
    args: OnFloor &
      OpeningFields & {
        openingIds: readonly string[];
        editorTypeCode?: OpeningTypeCode;
        productId?: string | null;
      },
  ) =>
    updateFloor(design, args.floorId, (floor) => {
      const { openingIds: _ids, floorId: _floor, ...fields } = args;
      if (fields.editorTypeCode !== undefined && !OPENING_TYPE_CODES.includes(fields.editorTypeCode)) {
        throw new ActionError('openings are types 51–58');
      }
      for (const key of ['width', 'height'] as const) {
        const value = fields[key];
        if (value !== undefined && !(value > 0)) throw new ActionError(`${key} must be positive`);
      }
      const openings = updateEach(floor.openings, args.openingIds, (o) => fit(floor, patchFields(o, fields)));
      return openings === floor.openings ? floor : { ...floor, openings };
    }),
  { mergeKey: (args) => `setOpeningProps:${[...args.openingIds].sort().join(',')}` },
);

/** Mirrors openings to the other side of their walls (the side a door opens towards). */
export const flipOpening = defineAction(
  'flipOpening',
  (design, args: OnFloor & { openingIds: readonly string[] }) =>
    updateFloor(design, args.floorId, (floor) => {
      const openings = updateEach(floor.openings, args.openingIds, (o) => {
        if (o.flipped) {
          const { flipped: _flipped, ...rest } = o;
          return rest;
        }
        return { ...o, flipped: true };
      });
      return openings === floor.openings ? floor : { ...floor, openings };
    }),
);

/** Deletes openings (ids that do not exist are ignored). */
export const deleteOpenings = defineAction(
  'deleteOpenings',
  (design, args: OnFloor & { openingIds: readonly string[] }) =>
    updateFloor(design, args.floorId, (floor) => {
      const gone = new Set(args.openingIds);
      const openings = floor.openings.filter((o) => !gone.has(o.archiId));
      return openings.length === floor.openings.length ? floor : { ...floor, openings };
    }),
);
