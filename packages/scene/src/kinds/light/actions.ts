import {
  ActionError,
  defineAction,
  mustFind,
  type OnFloor,
  patchFields,
  updateEach,
  updateFloor,
} from '../../editing/action.ts';
import type { Vec3 } from '../../geometry/vector.ts';
import { createId } from '../../ids.ts';
import { type Light, LightSchema } from './schema.ts';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** Adds a point or spot light. */
export const addLight = defineAction(
  'addLight',
  (design, args: OnFloor & { light: DistributiveOmit<Light, 'archiId'>; id?: string }) =>
    updateFloor(design, args.floorId, (floor) => {
      const parsed = LightSchema.safeParse({ ...args.light, archiId: args.id ?? createId() });
      if (!parsed.success) throw new ActionError(`invalid light: ${parsed.error.issues[0]?.message}`);
      return { ...floor, lights: [...floor.lights, parsed.data] };
    }),
);

/** Moves a light (and a spot light's target). */
export const moveLight = defineAction(
  'moveLight',
  (design, args: OnFloor & { lightId: string; position: Vec3; target?: Vec3 }) =>
    updateFloor(design, args.floorId, (floor) => {
      const light = mustFind(floor.lights, args.lightId, 'light');
      if (args.target && light.kind !== 'spot') throw new ActionError('only a spot light has a target');
      const lights = updateEach(floor.lights, [args.lightId], (l) =>
        l.kind === 'spot'
          ? patchFields(l, { position: args.position, target: args.target })
          : patchFields(l, { position: args.position }),
      );
      return lights === floor.lights ? floor : { ...floor, lights };
    }),
  { mergeKey: (args) => `moveLight:${args.lightId}` },
);

/** Changes lights' colour, intensity, range or product (null removes an optional field); the result must stay valid. */
export const setLightProps = defineAction(
  'setLightProps',
  (
    design,
    args: OnFloor & {
      lightIds: readonly string[];
      color?: string;
      intensity?: number;
      range?: number | null;
      productId?: string | null;
      angle?: number;
      penumbra?: number;
    },
  ) =>
    updateFloor(design, args.floorId, (floor) => {
      const { lightIds: _ids, floorId: _floor, angle, penumbra, ...common } = args;
      const lights = updateEach(floor.lights, args.lightIds, (l): Light => {
        const next: Light =
          l.kind === 'spot'
            ? patchFields(patchFields(l, common), { angle, penumbra })
            : patchFields(l, common);
        if (next !== l && !LightSchema.safeParse(next).success)
          throw new ActionError(`invalid light props for ${l.archiId}`);
        return next;
      });
      return lights === floor.lights ? floor : { ...floor, lights };
    }),
  { mergeKey: (args) => `setLightProps:${[...args.lightIds].sort().join(',')}` },
);

/** Deletes lights. */
export const deleteLights = defineAction(
  'deleteLights',
  (design, args: OnFloor & { lightIds: readonly string[] }) =>
    updateFloor(design, args.floorId, (floor) => {
      const gone = new Set(args.lightIds);
      const lights = floor.lights.filter((l) => !gone.has(l.archiId));
      return lights.length === floor.lights.length ? floor : { ...floor, lights };
    }),
);
