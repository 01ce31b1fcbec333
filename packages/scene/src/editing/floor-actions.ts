import {
  createFloor,
  DEFAULT_STOREY_HEIGHT,
  type TracingImage,
  TracingImageSchema,
} from '../document/floor.ts';
import { ActionError, defineAction, floorOf, type OnFloor, patchFields, updateFloor } from './action.ts';

/**
 * Adds an empty floor on top of the highest one (elevation = its elevation + storey height
 * unless given) and makes it the active floor unless `activate` is false.
 */
export const addFloor = defineAction(
  'addFloor',
  (
    design,
    args: { title?: string; id?: string; elevation?: number; height?: number; activate?: boolean },
  ) => {
    if (args.id && design.floors.some((f) => f.id === args.id))
      throw new ActionError(`floor ${args.id} exists`);
    const top = Math.max(...design.floors.map((f) => f.elevation + f.height));
    const floor = createFloor({
      id: args.id,
      title: args.title ?? `${design.floors.length + 1}F`,
      elevation: args.elevation ?? top,
      height: args.height ?? DEFAULT_STOREY_HEIGHT,
    });
    return {
      ...design,
      floors: [...design.floors, floor],
      activeFloorId: args.activate === false ? design.activeFloorId : floor.id,
    };
  },
);

/** Renames a floor. */
export const renameFloor = defineAction(
  'renameFloor',
  (design, args: { floorId: string; title: string }) =>
    updateFloor(design, args.floorId, (floor) => patchFields(floor, { title: args.title })),
  { mergeKey: (args) => `renameFloor:${args.floorId}` },
);

/** Changes a floor's elevation or storey height (mm). */
export const setFloorProps = defineAction(
  'setFloorProps',
  (design, args: { floorId: string; elevation?: number; height?: number }) => {
    if (args.height !== undefined && !(args.height > 0)) throw new ActionError('height must be positive');
    return updateFloor(design, args.floorId, (floor) =>
      patchFields(floor, { elevation: args.elevation, height: args.height }),
    );
  },
  { mergeKey: (args) => `setFloorProps:${args.floorId}` },
);

/** Puts the floors in the given order; `floorIds` must list every floor once. */
export const reorderFloors = defineAction(
  'reorderFloors',
  (design, args: { floorIds: readonly string[] }) => {
    const byId = new Map(design.floors.map((f) => [f.id, f]));
    const unique = new Set(args.floorIds);
    if (
      unique.size !== args.floorIds.length ||
      unique.size !== byId.size ||
      args.floorIds.some((id) => !byId.has(id))
    ) {
      throw new ActionError('reorderFloors needs every floor id exactly once');
    }
    const floors = args.floorIds.map((id) => byId.get(id)!);
    return floors.every((f, i) => f === design.floors[i]) ? design : { ...design, floors };
  },
);

/** Deletes a floor (never the last one); if it was active, the floor below it (or the next) becomes active. */
export const deleteFloor = defineAction('deleteFloor', (design, args: { floorId: string }) => {
  const index = design.floors.indexOf(floorOf(design, args.floorId));
  if (design.floors.length === 1) throw new ActionError('a design keeps at least one floor');
  const floors = design.floors.filter((_, i) => i !== index);
  const active =
    design.activeFloorId === args.floorId ? floors[Math.max(0, index - 1)]!.id : design.activeFloorId;
  return { ...design, floors, activeFloorId: active };
});

/** Shows another floor in the editor. */
export const setActiveFloor = defineAction('setActiveFloor', (design, args: { floorId: string }) => {
  floorOf(design, args.floorId);
  return design.activeFloorId === args.floorId ? design : { ...design, activeFloorId: args.floorId };
});

/** Sets, moves or (with null) removes a floor's tracing image. */
export const setTracingImage = defineAction(
  'setTracingImage',
  (design, args: OnFloor & { image: TracingImage | null }) => {
    if (args.image && !TracingImageSchema.safeParse(args.image).success)
      throw new ActionError('invalid tracing image');
    return updateFloor(design, args.floorId, (floor) => patchFields(floor, { tracingImage: args.image }));
  },
  { mergeKey: (args) => `setTracingImage:${args.floorId ?? ''}` },
);
